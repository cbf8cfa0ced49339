"""Which style a board picture is drawn in. What the whole chat sees (a game's card in a
group, a channel, a server or an inline message) is drawn in the chat's style (its admins'
``/settings style``); a picture for one person (the cards of their private chat with the
bot, a picker, the ``/rules`` picture) in the style they chose with ``/style``, else the
chat's. Users' choices are cached a little while, as their languages are."""

from __future__ import annotations

from bot.identity import Actor, ChatRef, PlayerRef, own_chat
from bot.service.chat_settings import STYLES, PictureStyle
from bot.service.expiring import Expiring
from bot.service.languages import Languages, user_choice
from bot.service.results import Reply
from bot.storage.protocol import Storage


def style_words(style: PictureStyle) -> Reply:
    """A picture style as the reader's language names it."""
    return Reply("style-name", {"style": style.value})


def theme_of(style: PictureStyle) -> tuple[str, bool]:
    """The renderer's theme and colour-blind switch for ``style``: colour-blind is the
    light theme in colour-blind-safe colours."""
    return ("dark" if style is PictureStyle.DARK else "light"), style is PictureStyle.COLORBLIND


class Styles:
    def __init__(self, storage: Storage, langs: Languages) -> None:
        self._storage = storage
        self._langs = langs
        self._user_styles: Expiring[PlayerRef, str] = Expiring()

    def remember_user(self, ref: PlayerRef, style: PictureStyle | None) -> None:
        """A user chose a style (``None``: dropped their choice)."""
        self._user_styles.put(ref, style.value if style else "")

    async def user_style(self, ref: PlayerRef) -> PictureStyle | None:
        """The style the user chose with ``/style``, if any (a person unknown: none)."""
        chosen = await user_choice(self._storage, self._user_styles, ref, lambda u: u.style)
        return STYLES.get(chosen or "")

    async def chat_style(self, chat: ChatRef) -> PictureStyle:
        """The style of what the chat sees: its admins' choice, and in a person's private
        chat with the bot that person's own, else that."""
        person = own_chat(chat)
        chosen = await self.user_style(person) if person is not None else None
        return chosen or (await self._langs.chat_settings(chat)).style

    async def style(self, actor: Actor, chat: ChatRef) -> PictureStyle:
        """The style of a picture for ``actor`` alone: theirs, else the chat's."""
        chosen = await self.user_style(actor.ref)
        return chosen or (await self._langs.chat_settings(chat)).style
