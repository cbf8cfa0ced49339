"""Which style a board picture is drawn in. What the whole chat sees (a game's card, its
announcements) is drawn in the chat's style: its admins' ``/settings style``, else the
style chosen with ``/style`` by whoever acted last in the chat (as its language follows
them: :mod:`bot.service.chats.languages`; in a private chat, that is its person), else light. A
picture for one person (a picker, the ``/rules`` picture, a hint) is drawn in the style
they chose, else the admins', else light. Users' choices are cached a little while, as
their languages are."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import renderers
from bot.identity import Actor, ChatRef, PlayerRef
from bot.service.answers.replies import Reply
from bot.service.chats.chat_settings import STYLES, ChatSettings, PictureStyle
from bot.service.expiring import Expiring, user_choice
from bot.storage.protocol import Storage


def style_words(style: PictureStyle) -> Reply:
    """A picture style as the reader's language names it."""
    return Reply("style-name", {"style": style.value})


def theme_of(style: PictureStyle) -> tuple[str, bool]:
    """The renderer's theme and colour-blind switch for ``style``: colour-blind is the
    light theme in colour-blind-safe colours."""
    return ("dark" if style is PictureStyle.DARK else "light"), style is PictureStyle.COLORBLIND


class Styles:
    def __init__(
        self, storage: Storage, chat_settings: Callable[[ChatRef], Awaitable[ChatSettings]]
    ) -> None:
        """``chat_settings``: each chat's settings (:meth:`Languages.chat_settings`)."""
        self._storage = storage
        self._chat_settings = chat_settings
        self._user_styles: Expiring[PlayerRef, str] = Expiring()

    def remember_user(self, ref: PlayerRef, style: PictureStyle | None) -> None:
        """A user chose a style (``None``: dropped their choice)."""
        self._user_styles.put(ref, style.value if style else "")

    async def user_style(self, ref: PlayerRef) -> PictureStyle | None:
        """The style the user chose with ``/style``, if any (a person unknown: none)."""
        chosen = await user_choice(self._storage, self._user_styles, ref, lambda u: u.style)
        return STYLES.get(chosen or "")

    async def chat_style(self, chat: ChatRef) -> PictureStyle:
        """The style of what the chat sees: its admins' choice, else that of whoever acted
        last there, else light."""
        settings = await self._chat_settings(chat)
        return settings.style or settings.last_style or PictureStyle.LIGHT

    async def style(self, actor: Actor, chat: ChatRef) -> PictureStyle:
        """The style of a picture for ``actor`` alone: theirs, else the chat's admins',
        else light."""
        chosen = await self.user_style(actor.ref)
        return chosen or (await self._chat_settings(chat)).style or PictureStyle.LIGHT


class PictureWords:
    """Where the words of pictures and replays come from (``Presenter.labels``, told by
    the output path with :meth:`use`); English until then."""

    def __init__(self) -> None:
        self._labels_for: Callable[[str], renderers.Labels] | None = None

    def use(self, labels_for: Callable[[str], renderers.Labels]) -> None:
        self._labels_for = labels_for

    def labels(self, lang: str) -> renderers.Labels:
        """The words of a picture in ``lang``."""
        return self._labels_for(lang) if self._labels_for else renderers.ENGLISH
