"""Game and challenge cards as Telegram shows them: the board picture with its caption,
posted (``sendPhoto``) or edited in place (``editMessageMedia``); a challenge and a
progress message as text. The output path decides which and when
(:mod:`bot.output.delivery`); what is here lays a card out and sends it through the
chat's pace (:mod:`bot.telegram.pacing`), asking the output path at the send's turn
whether it is still wanted (a newer card of its game came, or it is past its due).

An edit notifies nobody, so the output path pings the player to move after one with a
short message (``telegram-your-move``), deleted when the next card replaces it; a posted
card names the player in its caption, which notifies them."""

from __future__ import annotations

import html
import logging
from typing import Literal

from aiogram import Bot
from aiogram.exceptions import TelegramBadRequest
from aiogram.methods import SendPhoto
from aiogram.types import (
    BufferedInputFile,
    InlineKeyboardButton,
    InlineKeyboardMarkup,
    InputMediaPhoto,
    Message,
    WebAppInfo,
)

from bot.identity import PlayerRef
from bot.output.items import Card, ChallengeCard, Progress
from bot.output.port import GONE, NAME_SLOT, Draw, Gone, Ping, Receipt, Wanted
from bot.output.present import Presenter
from bot.service import GameView
from bot.telegram.incoming import PLATFORM
from bot.telegram.keyboards import WebButton, card_keyboard, keyboard
from bot.telegram.pacing import ChatPacer, Priority
from bot.telegram.platform import ALERT_LIMIT, CAPTION_LIMIT
from bot.telegram.where import Where
from bot.text import shorten

log = logging.getLogger(__name__)


def mention(ref: PlayerRef, name: str) -> str:
    """A link that notifies the user (Telegram accounts only; others are just named)."""
    shown = html.escape(name)
    if ref.platform != PLATFORM or not ref.user_id.isdigit():
        return shown
    return f'<a href="tg://user?id={ref.user_id}">{shown}</a>'


class Sending:
    """What sends to Telegram: the bot, the catalog, and the chats' pace."""

    def __init__(self, bot: Bot, presenter: Presenter, pacer: ChatPacer) -> None:
        self.bot = bot
        self.presenter = presenter
        self.pacer = pacer

    @staticmethod
    def web_button(where: Where) -> WebButton:
        """The live board's button: a Mini App button in a private chat (Telegram signs
        its user in), the Mini App's direct link elsewhere (where it is registered)."""

        def button(label: str, view: GameView) -> InlineKeyboardButton | None:
            if view.board_url is None:
                return None
            if where.private and where.inline_id is None:
                return InlineKeyboardButton(text=label, web_app=WebAppInfo(url=view.board_url))
            link = view.board_app_url
            return InlineKeyboardButton(text=label, url=link) if link else None

        return button

    async def answer(
        self, where: Where, text: str | None = None, *, alert: bool = True, url: str | None = None
    ) -> None:
        """Answer the press ``where`` came from, once: ``text`` as an alert (a passing
        note if not ``alert``), ``url`` opened by the client (a link to the bot's chat)."""
        if where.query is None or where.answered:
            return
        where.answered = True
        words = shorten(text, ALERT_LIMIT) if text else None
        try:
            await where.query.answer(words, show_alert=alert and bool(words), url=url)
        except TelegramBadRequest as error:  # too old: the user sees nothing either way
            log.info("a press could not be answered: %s", error.message)


class Cards(Sending):
    """Cards in a chat (or a topic): posted, edited, and their pings."""

    async def post(self, card: Card, where: Where, picture: Draw, wanted: Wanted) -> Receipt | None:
        """Post the card (naming the player to move, which notifies them); a card never
        edited travels in the webhook's answer where it can."""
        view, caption = card.game, html.escape(card.caption)
        if card.mention is not None:
            link = mention(card.mention.ref, card.mention.name)
            room = CAPTION_LIMIT - len(card.mention.name) - 1
            caption = f"{link}\n{html.escape(shorten(card.caption, room))}"
        photo = BufferedInputFile(await picture(), f"game-{view.id}-{view.ply}.png")
        method = SendPhoto(
            chat_id=where.chat_id, photo=photo, caption=caption,
            reply_markup=card_keyboard(card, self.web_button(where)),
            message_thread_id=where.thread_id,
        )
        if card.final:
            carried = await self._carried(method, where, wanted)
            if carried is not False:
                return carried

        async def send() -> Message | None:
            if not wanted():
                return None
            posted: Message = await self.bot(method)
            return posted

        sent = await self.pacer.send(where.chat_id, send, priority=Priority.CARD, wanted=wanted)
        return Receipt(str(sent.message_id)) if isinstance(sent, Message) else None

    async def _carried(
        self, method: SendPhoto, where: Where, wanted: Wanted
    ) -> Receipt | Literal[False] | None:
        """Put a card that is never edited in the webhook answer to the update being
        handled (:mod:`bot.telegram.reply`), so that it is shown if and only if the update
        is acknowledged; the receipt names the update (``False``: no answer can carry it,
        ``None``: no longer wanted at its turn). Were the answer lost, the update comes
        again and finds its card not shown."""
        reply = where.reply
        if reply is None or not reply.free:
            return False

        async def carry() -> bool | None:
            return reply.carry(method) if wanted() else None

        carried = await self.pacer.send(
            where.chat_id, carry, priority=Priority.CARD, wanted=wanted
        )
        if carried is None:
            return None
        return Receipt(None, carrier=reply.key) if carried else False

    async def edit(
        self, message_id: str, card: Card, where: Where, picture: Draw, wanted: Wanted
    ) -> Receipt | Gone | None:
        """Edit the chat's card; :data:`GONE` when it is gone (someone deleted it)."""
        view = card.game
        photo = BufferedInputFile(await picture(), f"game-{view.id}-{view.ply}.png")
        media = InputMediaPhoto(media=photo, caption=html.escape(card.caption))

        async def edit() -> object:
            if not wanted():
                return None
            return await self.bot.edit_message_media(
                media=media, chat_id=where.chat_id, message_id=int(message_id),
                reply_markup=card_keyboard(card, self.web_button(where)),
            )

        try:
            edited = await self.pacer.send(
                where.chat_id, edit, edit_key=(where.chat_id, int(message_id)),
                priority=Priority.CARD, wanted=wanted,
            )
        except TelegramBadRequest as error:
            log.info("card of game %d not edited: %s", view.id, error.message)
            return GONE
        if edited is None and not wanted():
            return None  # dropped at its turn: a newer card came, or the sweep's now
        return Receipt(message_id)  # edited, or shown already ("not modified")

    async def ping(self, ping: Ping, where: Where, wanted: Wanted) -> Receipt | None:
        seat = ping.seat
        text = html.escape(ping.text).replace(NAME_SLOT, mention(seat.ref, seat.name))
        sent = await self.pacer.send(
            where.chat_id,
            lambda: self.bot.send_message(where.chat_id, text, message_thread_id=where.thread_id),
            priority=Priority.PING,
            wanted=wanted,
        )
        return Receipt(str(sent.message_id)) if isinstance(sent, Message) else None

    async def delete(self, message_id: str, where: Where) -> bool:
        """Delete an old ping; ``False`` when the chat had no budget for it now."""
        chat_id, message = where.chat_id, int(message_id)

        async def delete() -> bool:
            return await self.bot.delete_message(chat_id, message)

        try:
            deleted = await self.pacer.send(chat_id, delete, priority=Priority.CLEANUP)
        except TelegramBadRequest as error:
            log.debug("ping already gone: %s", error.message)
            return True
        return deleted is not None

    async def message(self, item: ChallengeCard | Progress, where: Where) -> Receipt | None:
        """Post a challenge's card or a progress message."""
        text, markup = self._words(item)
        sent = await self.pacer.send(
            where.chat_id,
            lambda: self.bot.send_message(
                where.chat_id, text, reply_markup=markup, message_thread_id=where.thread_id
            ),
        )
        return Receipt(str(sent.message_id)) if isinstance(sent, Message) else None

    async def edit_message(
        self, message_id: str, item: ChallengeCard | Progress, where: Where
    ) -> Receipt | Gone:
        """Edit a challenge's card or a progress message (the edits of one message are
        paced as one: only the newest is sent); :data:`GONE` when it cannot be."""
        text, markup = self._words(item)
        message = int(message_id)
        try:
            await self.pacer.send(
                where.chat_id,
                lambda: self.bot.edit_message_text(
                    text, chat_id=where.chat_id, message_id=message, reply_markup=markup
                ),
                edit_key=(where.chat_id, message),
            )
        except TelegramBadRequest as error:
            log.info("message %s not edited: %s", message_id, error.message)
            return GONE
        return Receipt(message_id)

    def _words(
        self, item: ChallengeCard | Progress
    ) -> tuple[str, InlineKeyboardMarkup | None]:
        if isinstance(item, Progress):
            return html.escape(item.text), None
        text = html.escape(item.text)
        target = item.challenge.target_name
        if item.mention is not None and target:
            text = f"{mention(item.mention, target)}\n{text}"
        return text, keyboard(item.choices)
