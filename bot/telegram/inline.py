"""Inline mode: ``@bot words`` in any chat offers challenges (each a picture of its empty
field, or its words where no media chat is set), and the chosen one is posted there "via
@bot". The posted message is a place of its own
(:func:`bot.identity.inline_place`): its offer becomes a challenge when
Telegram says it was posted (inline feedback on) or at its first press, and then a game
played in that message (:mod:`bot.telegram.inline_output`).

Guest mode: a message that names the bot in a chat it has not joined (``@bot /challenge
15x15``) comes as a guest message; the bot answers it with one result, posted at once as an
inline message of that chat, and the game is played there as any inline game.
"""

from __future__ import annotations

import html
import logging

from aiogram.exceptions import TelegramBadRequest
from aiogram.types import (
    ChosenInlineResult,
    InlineQuery,
    InlineQueryResultArticle,
    InlineQueryResultCachedPhoto,
    InlineQueryResultPhoto,
    InlineQueryResultUnion,
    InputTextMessageContent,
    Message,
    User,
)

from bot.identity import inline_place
from bot.output.delivery import Output
from bot.output.pictures import picture_address
from bot.output.plan import choices
from bot.output.present import Presenter
from bot.service import Expiring, GameService, OfferView, PictureStyle, PostOffer
from bot.telegram.incoming import PLATFORM, actor_of
from bot.telegram.keyboards import keyboard
from bot.telegram.pacing import Priority
from bot.telegram.pictures import NoPicture
from bot.telegram.sender import Sender
from bot.telegram.where import PRIVATE_INLINE, Where

log = logging.getLogger(__name__)
CACHE_SECONDS = 30
"""How long Telegram may show an answer again to the same user for the same words. Every
answer is personal: the challenge a result posts names its challenger."""
PRIVATE_KINDS = frozenset({"sender", "private"})
"""Inline queries from a private chat (``sender``: the user's own chat with the bot)."""


class InlineMode:
    def __init__(
        self, service: GameService, presenter: Presenter, sender: Sender, output: Output
    ) -> None:
        self.service = service
        self.presenter = presenter
        self.sender = sender
        self.output = output
        self.pictures = sender.pictures
        self._kinds = Expiring[int, str](size=65536, seconds=3600.0)
        """The kind of chat each offer was last offered in (the query's ``chat_type``)."""

    async def on_query(self, query: InlineQuery) -> None:
        """Offer the challenges the words ask for (none: the common ones)."""
        answer = await self.service.inline.offers(actor_of(query.from_user), query.query)
        for view in answer.offers:
            self._kinds.put(view.id, query.chat_type or "")
        results = [await self._result(answer.lang, view) for view in answer.offers]
        await query.answer(results, cache_time=CACHE_SECONDS, is_personal=True)

    async def _result(self, lang: str, view: OfferView) -> InlineQueryResultUnion:
        title, description, caption = self.presenter.offer(lang, view)
        markup = keyboard(choices(self.presenter, lang, view.buttons))
        shown = html.escape(caption)
        address = picture_address(view.field_url, lang, PictureStyle.LIGHT)
        if self.pictures.by_address and address is not None:
            return InlineQueryResultPhoto(
                id=str(view.id), photo_url=address, thumbnail_url=address, title=title,
                description=description, caption=shown, reply_markup=markup,
            )
        picture = await self._field(lang, view)
        if picture is not None:
            return InlineQueryResultCachedPhoto(
                id=str(view.id), photo_file_id=picture, title=title, description=description,
                caption=shown, reply_markup=markup,
            )
        return InlineQueryResultArticle(
            id=str(view.id), title=title, description=description, reply_markup=markup,
            input_message_content=InputTextMessageContent(message_text=shown),
        )

    async def _field(self, lang: str, view: OfferView) -> str | None:
        """The file id of the offer's empty field (uploaded once per field and language)."""
        if not self.pictures.enabled:
            return None
        rules = view.rules
        key = ("field", rules.width, rules.height, rules.start.value, lang)
        found = self.pictures.kept(key)
        if found is not None:
            return found
        png = await self.output.pictures.field(rules, lang)
        try:
            return await self.pictures.file_id(
                png, f"field-{rules.width}x{rules.height}.png", key=key
            )
        except NoPicture:  # offered in words: the game then shows its words
            return None

    async def on_chosen(self, chosen: ChosenInlineResult) -> None:
        """A result was posted (inline feedback on): its offer becomes its challenge now,
        so that it expires like any other. Without feedback, its first press does this."""
        if not chosen.inline_message_id or not chosen.result_id.isdigit():
            return
        if self._kinds.get(int(chosen.result_id)) in PRIVATE_KINDS:
            PRIVATE_INLINE.put(chosen.inline_message_id, True)
        await self._posted(chosen.inline_message_id, chosen.from_user, int(chosen.result_id))

    async def _posted(self, inline_id: str, user: User, offer_id: int) -> None:
        place = inline_place(PLATFORM, inline_id)
        event = f"{PLATFORM}:chosen:{inline_id}"
        result = await self.service.dispatch(event, place, actor_of(user), PostOffer(offer_id))
        if result.ok:
            where = Where.of_inline(inline_id, user.id)
            await self.output.answer(result, self.sender.port(where))

    # ------------------------------------------------------------------ guest mode
    async def on_guest(self, message: Message) -> None:
        """A message naming the bot in a chat it is not in: its challenge posted there as
        an inline message (then a game, as any inline game), or the rules, or how to ask."""
        query_id, user = message.guest_query_id, message.from_user
        if query_id is None or user is None:
            return
        me = await self.sender.bot.me()
        words = without_name(message.text or message.caption or "", me.username)
        answer = await self.service.inline.offers(actor_of(user), words, guest=True)
        offer = answer.offers[0] if answer.offers else None
        if offer is not None:
            result = await self._result(answer.lang, offer)
        else:
            text = "\n".join(self.presenter.reply(answer.lang, r) for r in answer.replies)
            result = InlineQueryResultArticle(
                id="guest", title=self.presenter.t(answer.lang, "guest-help-title"),
                input_message_content=InputTextMessageContent(message_text=html.escape(text)),
            )

        async def post() -> object:
            return await self.sender.bot.answer_guest_query(guest_query_id=query_id,
                                                            result=result)

        try:
            sent = await self.sender.pacer.send(message.chat.id, post, priority=Priority.REPLY)
        except TelegramBadRequest as error:  # answered already (a repeated update), or late
            log.info("guest query %s not answered: %s", query_id, error.message)
            return
        inline_id = getattr(sent, "inline_message_id", None)
        if offer is None or not inline_id:
            return
        if message.chat.type == "private":
            PRIVATE_INLINE.put(inline_id, True)
        await self._posted(inline_id, user, offer.id)


def without_name(text: str, username: str | None) -> str:
    """The words of a guest message without the bot's ``@name`` (wherever it stands)."""
    if not username:
        return text
    name = f"@{username}".lower()
    return " ".join(word for word in text.split() if word.lower() != name)
