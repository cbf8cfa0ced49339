"""Telegram's port of the output path (:mod:`bot.output.port`) for a chat or a topic: texts,
alerts, files and pickers here, the cards in :mod:`bot.telegram.cards`, an inline message's
own port in :mod:`bot.telegram.inline_output`. Everything the chat sees goes through the
chat's pace (:class:`~bot.telegram.pacing.ChatPacer`), answers to a person first; answers
to button presses do not (they cost the chat nothing). Texts are HTML (the bot's
default): every text is escaped here."""

from __future__ import annotations

import html
import logging
from typing import TypedDict

from aiogram import Bot
from aiogram.exceptions import TelegramAPIError, TelegramBadRequest
from aiogram.types import (
    BufferedInputFile,
    EphemeralMessageParameters,
    InlineKeyboardMarkup,
    InputMediaPhoto,
    Message,
    ReplyParameters,
)

from bot.identity import ChatRef, inline_message
from bot.output.items import (
    Card,
    File,
    Picker,
    Text,
)
from bot.output.plan import view_card
from bot.output.port import (
    Capabilities,
    Defaults,
    Draw,
    Edited,
    Gone,
    Ping,
    Port,
    Posted,
    Receipt,
    Wanted,
    always,
)
from bot.output.present import Presenter
from bot.service import Audience
from bot.telegram.capabilities import CHAT
from bot.telegram.cards import Cards, Sending
from bot.telegram.inline_output import InlineOutput, InlinePort
from bot.telegram.keyboards import card_keyboard, keyboard, picker_keyboard
from bot.telegram.pacing import ChatPacer, Priority
from bot.telegram.pictures import Pictures
from bot.telegram.platform import CAPTION_LIMIT
from bot.telegram.where import Where

log = logging.getLogger(__name__)


class EphemeralIds(TypedDict):
    """How Telegram names an ephemeral message: its chat, its receiver and its id."""

    chat_id: int
    receiver_user_id: int
    ephemeral_message_id: int


def ephemeral_of(where: Where) -> EphemeralIds | None:
    """Which ephemeral message an update came from, as Telegram names one (or ``None``)."""
    ephemeral, receiver = where.ephemeral_id, where.sender_id
    if not ephemeral or receiver is None:
        return None
    return EphemeralIds(
        chat_id=where.chat_id, receiver_user_id=receiver, ephemeral_message_id=ephemeral
    )


class Sender(Sending):
    """Texts, files and pickers for a chat, its cards, and the ports of its places."""

    def __init__(
        self, bot: Bot, presenter: Presenter, pacer: ChatPacer, pictures: Pictures | None = None
    ) -> None:
        super().__init__(bot, presenter, pacer)
        self.cards = Cards(bot, presenter, pacer)
        self.pictures = pictures or Pictures(bot, pacer, None)
        self.inline = InlineOutput(self, self.pictures)

    def port(self, where: Where) -> Port:
        """The port of the place ``where`` names: an inline message's, or a chat's."""
        if where.inline_id is not None:
            return InlinePort(self.inline, where)
        return ChatPort(self, where)

    # ----------------------------------------------------------------------- texts
    async def text(self, item: Text, where: Where) -> None:
        await self.say(item.text, where, item.audience, keyboard(item.choices, links=item.links))

    async def say(
        self, text: str, where: Where, audience: Audience,
        markup: InlineKeyboardMarkup | None = None,
    ) -> None:
        """Words for ``audience``: for the sender alone where the chat allows it."""
        if not text.strip():
            return
        body = html.escape(text)
        alone = audience is Audience.SENDER and not where.private
        if alone and await self._ephemeral(body, where, markup) is not None:
            return
        await self.message(body, where, markup, reply=audience is Audience.SENDER)

    async def message(
        self,
        html_text: str,
        where: Where,
        markup: InlineKeyboardMarkup | None = None,
        *,
        reply: bool = False,
    ) -> Message | None:
        """A message in the chat (its topic), replying to the user's message if asked."""
        replied = where.message if reply and where.query is None else None
        parameters = (
            ReplyParameters(message_id=replied.message_id, allow_sending_without_reply=True)
            if replied is not None
            else None
        )
        return await self._send_message(html_text, where, markup, reply_parameters=parameters)

    async def _send_message(
        self,
        html_text: str,
        where: Where,
        markup: InlineKeyboardMarkup | None,
        **extra: ReplyParameters | EphemeralMessageParameters | None,
    ) -> Message | None:
        return await self.pacer.send(
            where.chat_id,
            lambda: self.bot.send_message(
                where.chat_id,
                html_text,
                message_thread_id=where.thread_id,
                reply_markup=markup,
                **extra,  # type: ignore[arg-type]
            ),
        )

    async def photo(self, png: bytes, name: str, text: str, where: Where) -> None:
        """A picture with ``text`` below it, for the sender alone where the chat allows
        it (``text`` longer than a caption goes first, on its own)."""
        if len(text) > CAPTION_LIMIT:
            await self.say(text, where, Audience.SENDER)
            text = ""
        upload = BufferedInputFile(png, name)
        caption = html.escape(text) or None

        async def send(alone: EphemeralMessageParameters | None) -> Message:
            return await self.bot.send_photo(
                where.chat_id,
                upload,
                caption=caption,
                message_thread_id=where.thread_id,
                ephemeral_message_parameters=alone,
            )

        if not where.private and where.sender_id is not None:
            alone = EphemeralMessageParameters(receiver_user_id=where.sender_id)
            try:
                await self.pacer.send(where.chat_id, lambda: send(alone))
                return
            except TelegramBadRequest as error:
                log.debug("no ephemeral picture in %s: %s", where.chat_id, error.message)
        await self.pacer.send(where.chat_id, lambda: send(None))

    async def _ephemeral(
        self, html_text: str, where: Where, markup: InlineKeyboardMarkup | None
    ) -> Message | None:
        """A message only the sender sees, or ``None`` where the chat allows none."""
        receiver = where.sender_id
        if receiver is None:
            return None
        try:
            alone = EphemeralMessageParameters(receiver_user_id=receiver)
            return await self._send_message(
                html_text, where, markup, ephemeral_message_parameters=alone
            )
        except TelegramBadRequest as error:
            log.debug("no ephemeral message in %s: %s", where.chat_id, error.message)
            return None

    # ----------------------------------------------------------------------- files
    async def file(self, item: File, where: Where) -> None:
        """A record or a replay as a file; a picture as a photo (for the sender alone
        where the chat allows it, when it answers them)."""
        if item.attachment.media_type == "image/png":
            await self.photo(item.attachment.data, item.attachment.filename, item.caption, where)
            return
        upload = BufferedInputFile(item.attachment.data, item.attachment.filename)
        caption = html.escape(item.caption)
        animated = item.attachment.media_type == "image/gif"

        async def send() -> Message:
            if animated:
                return await self.bot.send_animation(
                    where.chat_id, upload, caption=caption, message_thread_id=where.thread_id
                )
            return await self.bot.send_document(
                where.chat_id, upload, caption=caption, message_thread_id=where.thread_id
            )

        await self.bot.send_chat_action(
            where.chat_id,
            "upload_video" if animated else "upload_document",
            message_thread_id=where.thread_id,
        )
        await self.pacer.send(where.chat_id, send)

    # ---------------------------------------------------------------------- picker
    async def picker(self, item: Picker, where: Where, picture: Draw | None) -> None:
        """In a private chat the pressed card becomes the picker (its picture framing the
        sector, its keyboard the sectors or points); in a group an ephemeral message for
        the player (edited as they browse), else the card's keyboard."""
        markup: InlineKeyboardMarkup | None = picker_keyboard(self.presenter, item)
        title = html.escape(item.text)
        pressed = where.query.message if where.query is not None else None
        if where.private and item.picker.sector is None:  # back to the card it was opened on
            card = view_card(self.presenter, item.lang, item.picker.game)
            markup, title = card_keyboard(card, self.web_button(where)), html.escape(card.caption)
        ephemeral = ephemeral_of(where)
        if ephemeral is not None:
            await self.pacer.send(
                where.chat_id,
                lambda: self.bot.edit_ephemeral_message_text(
                    **ephemeral, text=title, reply_markup=markup
                ),
            )
            return
        if not where.private and await self._ephemeral(title, where, markup) is not None:
            return
        message_id = pressed.message_id if isinstance(pressed, Message) else None
        card_id = item.picker.game.card_message_id
        target = message_id or (int(card_id) if card_id else None)
        if target is None:
            await self.message(title, where, markup)
            return
        framed = where.private and isinstance(pressed, Message) and bool(pressed.photo)
        media = None
        if framed and picture is not None:  # the picture frames the sector, with its points
            upload = BufferedInputFile(await picture(), f"picker-{item.picker.game.id}.png")
            media = InputMediaPhoto(media=upload, caption=title)

        async def edit() -> object:
            if media is not None:
                return await self.bot.edit_message_media(
                    media=media, chat_id=where.chat_id, message_id=target, reply_markup=markup
                )
            return await self.bot.edit_message_reply_markup(
                chat_id=where.chat_id, message_id=target, reply_markup=markup
            )

        try:
            await self.pacer.send(where.chat_id, edit, edit_key=(where.chat_id, target))
        except TelegramAPIError as error:
            log.info("the picker could not replace the card's keyboard: %s", error)
            await self.message(title, where, markup)

    async def drop_ephemeral(self, where: Where) -> None:
        """The ephemeral picker a move was made from is done."""
        ephemeral = ephemeral_of(where)
        if ephemeral is None:
            return
        try:
            await self.pacer.send(
                where.chat_id,
                lambda: self.bot.delete_ephemeral_message(**ephemeral),
                priority=Priority.CLEANUP,
            )
        except TelegramBadRequest as error:
            log.debug("ephemeral picker already gone: %s", error.message)


class ChatPort(Defaults):
    """A chat or a topic, and the message or press being answered there. A card posted
    anew keeps the old one's buttons (no budget spent on it), and a forum's topics are
    made by people: no thread of a game's own."""

    def __init__(self, sender: Sender, where: Where) -> None:
        self.sender, self.where = sender, where

    @property
    def capabilities(self) -> Capabilities:
        return CHAT

    def at(self, place: ChatRef) -> Port | None:
        """A game played in an inline message has its card there, whatever asked."""
        inline_id = inline_message(place)
        return InlinePort(self.sender.inline, Where.of_inline(inline_id)) if inline_id else None

    async def post(
        self, item: Posted, picture: Draw | None = None, wanted: Wanted = always
    ) -> Receipt | None:
        sender, where, cards = self.sender, self.where, self.sender.cards
        if isinstance(item, Text):
            await sender.text(item, where)
        elif isinstance(item, File):
            await sender.file(item, where)
        elif isinstance(item, Picker):
            await sender.picker(item, where, picture)
        elif isinstance(item, Ping):
            return await cards.ping(item, where, wanted)
        elif isinstance(item, Card):
            assert picture is not None
            return await cards.post(item, where, picture, wanted)
        else:
            return await cards.message(item, where)
        return None

    async def edit(
        self, message_id: str, item: Edited, picture: Draw | None = None,
        wanted: Wanted = always,
    ) -> Receipt | Gone | None:
        if isinstance(item, Card):
            assert picture is not None
            return await self.sender.cards.edit(message_id, item, self.where, picture, wanted)
        return await self.sender.cards.edit_message(message_id, item, self.where)

    async def delete(self, message_id: str) -> bool:
        return await self.sender.cards.delete(message_id, self.where)

    async def answer(self, text: str | None = None) -> None:
        await self.sender.answer(self.where, text)
