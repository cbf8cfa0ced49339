"""Telegram's port for an inline message (:mod:`bot.output.port`): a challenge or a game
posted "via @bot" in a chat the bot is no member of. It is one message, so everything the
chat should see goes into it: a card is that message edited (its picture a file Telegram
has, :mod:`bot.telegram.pictures`, or, with no media chat, the board drawn in text), what
is said to the chat goes on the card above its caption (:func:`arranged`), a picker or a
confirmation takes the card's keyboard, and what is for one person alone is the alert
answering their press or, for files and long texts, a message in their private chat with
the bot."""

from __future__ import annotations

import html
import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import replace
from typing import TypeGuard

from aiogram.exceptions import TelegramBadRequest, TelegramForbiddenError
from aiogram.types import (
    BufferedInputFile,
    InlineKeyboardButton,
    InlineKeyboardMarkup,
    InputMediaPhoto,
)

from bot.output.items import (
    Alert,
    Card,
    ChallengeCard,
    File,
    Outgoing,
    Picker,
    Text,
)
from bot.output.pictures import board_text, picture_address
from bot.output.plan import view_card
from bot.output.port import (
    Capabilities,
    Defaults,
    Draw,
    Edited,
    Posted,
    Receipt,
    Wanted,
    always,
)
from bot.service import Action, Audience, GameView, rematch_words
from bot.telegram.capabilities import INLINE, MESSAGE_LIMIT
from bot.telegram.cards import Sending
from bot.telegram.keyboards import card_keyboard, keyboard, picker_keyboard
from bot.telegram.pacing import Priority
from bot.telegram.pictures import NoPicture, Pictures
from bot.telegram.platform import ALERT_LIMIT, CAPTION_LIMIT
from bot.telegram.where import Where
from bot.text import shorten

log = logging.getLogger(__name__)
TEXT_LIMIT = MESSAGE_LIMIT
NO_CAPTION = "no caption"
"""Telegram's refusal to edit the caption of a message posted as words."""
_Send = Callable[[int], Awaitable[object]]
"""A send to the user with this id."""


class InlineOutput(Sending):
    def __init__(self, sender: Sending, pictures: Pictures) -> None:
        super().__init__(sender.bot, sender.presenter, sender.pacer)
        self.pictures = pictures

    # ------------------------------------------------------------------ the message
    async def _edit(self, where: Where, body: str, markup: InlineKeyboardMarkup | None,
                    wanted: Wanted | None = None, picture: str | None = None,
                    *, drawn: str | None = None) -> bool:
        """Edit the message: its picture and caption, its text, or only its keyboard
        (``body`` empty); a newer edit waiting replaces this one. A message posted as
        words (no media chat then) takes ``drawn``, the words with the board in text."""
        inline_id = where.inline_id
        assert inline_id is not None

        async def edit() -> object:
            if wanted is not None and not wanted():
                return None
            if picture is not None:
                media = InputMediaPhoto(media=picture, caption=body)
                return await self.bot.edit_message_media(
                    media, inline_message_id=inline_id, reply_markup=markup
                )
            if not body:
                return await self.bot.edit_message_reply_markup(
                    inline_message_id=inline_id, reply_markup=markup
                )
            if self.pictures.enabled:
                try:
                    return await self.bot.edit_message_caption(
                        inline_message_id=inline_id, caption=body, reply_markup=markup
                    )
                except TelegramBadRequest as error:  # posted as words: no caption there
                    if NO_CAPTION not in error.message:
                        raise
            return await self.bot.edit_message_text(
                drawn or body, inline_message_id=inline_id, reply_markup=markup
            )

        try:
            done = await self.pacer.send(
                where.chat_id, edit, edit_key=(where.chat_id, inline_id),
                priority=Priority.CARD if wanted is not None else Priority.REPLY, wanted=wanted,
            )
        except TelegramBadRequest as error:
            log.info("inline message %s not edited: %s", inline_id, error.message)
            return False
        return done is not None

    async def card(self, card: Card, where: Where, picture: Draw, wanted: Wanted) -> bool:
        """The game's card: a picture Telegram has (or the board in text), its caption
        (what was said above it), the card's keyboard (its sectors, its buttons); whether
        it went to the message (not dropped for a newer card)."""
        view = card.game
        shown = None
        address = picture_address(view.picture_url, card.lang, card.style)
        if self.pictures.by_address and address is not None:
            shown = address
        elif self.pictures.enabled:
            try:
                shown = await self.pictures.file_id(
                    await picture(), f"game-{view.id}-{view.ply}.png", wanted=wanted
                )
            except NoPicture:  # the words change at least; the picture when it can
                shown = None
            else:
                if shown is None:  # a newer card of the game took its place
                    return False
        drawn = None if shown is not None else self._drawn(view, card.caption)
        body = html.escape(shorten(card.caption, CAPTION_LIMIT))
        if drawn is not None and not self.pictures.enabled:
            body = drawn  # posted as words: the board goes in the text
        markup = _rematch_anew(card, card_keyboard(card, self.web_button(where)))
        await self._edit(where, body, markup, wanted, shown, drawn=drawn)
        return wanted()

    @staticmethod
    def _drawn(view: GameView, caption: str) -> str:
        """The card as words with the board in text: for a message posted as words (no
        picture could be shown there), made only when no picture is."""
        board = html.escape(board_text(view))
        room = TEXT_LIMIT - len(board) - 20
        return f"{html.escape(shorten(caption, room))}\n<pre>{board}</pre>"

    async def challenge(self, card: ChallengeCard, where: Where) -> bool:
        """The challenge's own words and buttons (what was said of it names commands)."""
        limit = CAPTION_LIMIT if self.pictures.enabled else TEXT_LIMIT
        body = html.escape(shorten(card.text, limit))
        return await self._edit(where, body, keyboard(card.choices))

    async def picker(self, item: Picker, where: Where) -> None:
        """A sector's points (or, back, the sectors) in the card's own keyboard."""
        if item.picker.sector is None:
            markup = card_keyboard(
                view_card(self.presenter, item.lang, item.picker.game), self.web_button(where)
            )
        else:
            markup = picker_keyboard(self.presenter, item)
        await self._edit(where, "", markup)

    # ---------------------------------------------------------------- for one person
    async def personal(self, item: Text, where: Where) -> None:
        """An answer for the presser: its buttons (a confirmation) on the card, its words
        as the alert, or in the private chat when too long for one."""
        if item.choices:
            await self._confirm(item, where)
            await self.answer(where, item.text, alert=False)
        elif len(item.text) <= ALERT_LIMIT:
            await self.answer(where, item.text)
        else:
            await self._privately(where, item.lang, lambda user: self.bot.send_message(
                user, html.escape(item.text)))

    async def _confirm(self, item: Text, where: Where) -> None:
        """"Yes, resign" above the card's keyboard: pressing anything else goes on."""
        rows = [list(row) for row in (keyboard(item.choices) or _EMPTY).inline_keyboard]
        if item.about is not None:
            below = card_keyboard(item.about, self.web_button(where))
            rows += below.inline_keyboard if below is not None else []
        await self._edit(where, "", InlineKeyboardMarkup(inline_keyboard=rows))

    async def file(self, item: File, where: Where) -> None:
        """A record, a replay or a picture: to the presser's private chat with the bot."""
        attachment = item.attachment
        upload = BufferedInputFile(attachment.data, attachment.filename)
        caption = html.escape(shorten(item.caption, CAPTION_LIMIT))
        if attachment.media_type == "image/png":
            await self._privately(where, item.lang, lambda user: self.bot.send_photo(
                user, upload, caption=caption))
        elif attachment.media_type == "image/gif":
            await self._privately(where, item.lang, lambda user: self.bot.send_animation(
                user, upload, caption=caption))
        else:
            await self._privately(where, item.lang, lambda user: self.bot.send_document(
                user, upload, caption=caption))

    async def _privately(self, where: Where, lang: str, send: _Send) -> None:
        """Send to the presser's private chat; one who never started the bot is told to,
        with a link that opens it."""
        user = where.sender_id
        if user is None or where.query is None:  # nobody pressed: nobody to send to
            return
        try:
            await self.pacer.send(user, lambda: send(user))
        except (TelegramForbiddenError, TelegramBadRequest) as error:
            log.info("nothing sent to user %s privately: %s", user, error.message)
            await self._start_first(where, lang)
            return
        await self.answer(where, self.presenter.t(lang, "inline-sent-private"), alert=False)

    async def _start_first(self, where: Where, lang: str) -> None:
        me = await self.bot.me()
        link = f"https://t.me/{me.username}?start=inline"
        await self.answer(where, self.presenter.t(lang, "inline-start-first"), url=link)


class InlinePort(Defaults):
    """An inline message, and the press being answered there (if any)."""

    def __init__(self, output: InlineOutput, where: Where) -> None:
        self.output, self.where = output, where

    @property
    def capabilities(self) -> Capabilities:
        return INLINE

    async def arrange(self, items: Sequence[Outgoing]) -> list[Outgoing]:
        return arranged(items)

    async def post(
        self, item: Posted, picture: Draw | None = None, wanted: Wanted = always
    ) -> Receipt | None:
        """The message is the card: posting one is editing it."""
        output, where = self.output, self.where
        if isinstance(item, Card):
            assert picture is not None
            return self._receipt(await output.card(item, where, picture, wanted))
        if isinstance(item, ChallengeCard):
            return self._receipt(await output.challenge(item, where))
        if isinstance(item, Text) and item.audience is Audience.SENDER:
            await output.personal(item, where)
        elif isinstance(item, File):
            await output.file(item, where)
        elif isinstance(item, Picker):
            await output.picker(item, where)
        return None

    async def edit(
        self, message_id: str, item: Edited, picture: Draw | None = None,
        wanted: Wanted = always,
    ) -> Receipt | None:
        return await self.post(item, picture, wanted)

    def _receipt(self, shown: bool) -> Receipt | None:
        """The message shows it (or could not be edited for good: nothing more to show
        there); ``None``: dropped for a newer card."""
        return Receipt(self.where.inline_id) if shown else None

    async def answer(self, text: str | None = None) -> None:
        await self.output.answer(self.where, text)


_EMPTY = InlineKeyboardMarkup(inline_keyboard=[])


def arranged(items: Sequence[Outgoing]) -> list[Outgoing]:
    """What one message shows of ``items``: the answers for the presser (alerts, words,
    files, pickers) in order, then the newest card with what was said to the chat above
    its caption (or, with no card, the challenge's); a file takes the presser's words
    that go with it as its caption."""
    said = [item.text for item in items if _for_chat(item)]
    items = _captioned(items)
    card = next((item for item in reversed(items) if isinstance(item, Card)), None)
    challenge = next((item for item in items if isinstance(item, ChallengeCard)), None)
    personal: list[Outgoing] = [
        item for item in items if isinstance(item, Alert | File | Picker) or (
            isinstance(item, Text) and item.audience is Audience.SENDER)
    ]
    if card is not None:
        return [*personal, replace(card, caption="\n\n".join([*said, card.caption]))]
    return [*personal, challenge] if challenge is not None else personal


def _rematch_anew(card: Card, markup: InlineKeyboardMarkup | None) -> InlineKeyboardMarkup | None:
    """A finished game's Rematch posts a new inline card (the finished one stays, as a
    record): it puts ``@bot rematch #N`` in the chat's input field, to pick."""
    if markup is None:
        return None
    rematch = {choice.data for choice in card.choices if choice.action is Action.REMATCH}
    words = rematch_words(card.game.id)
    rows = [[_anew(button, words) if button.callback_data in rematch else button
             for button in row] for row in markup.inline_keyboard]
    return InlineKeyboardMarkup(inline_keyboard=rows)


def _anew(button: InlineKeyboardButton, words: str) -> InlineKeyboardButton:
    return InlineKeyboardButton(text=button.text, switch_inline_query_current_chat=words)


def _captioned(items: Sequence[Outgoing]) -> list[Outgoing]:
    """A file for one person takes the words that go with it as its caption: they go to
    the private chat together, and the press's one answer is left to say where."""
    file = next((item for item in items if isinstance(item, File)), None)
    if file is None:
        return list(items)
    words = [i.text for i in items if isinstance(i, Text) and i.audience is Audience.SENDER]
    caption = "\n".join(words) or file.caption
    return [
        replace(item, caption=caption) if item is file else item
        for item in items
        if not (isinstance(item, Text) and item.audience is Audience.SENDER)
    ]


def _for_chat(item: Outgoing) -> TypeGuard[Text]:
    return isinstance(item, Text) and item.audience is Audience.CHAT and bool(item.text.strip())


