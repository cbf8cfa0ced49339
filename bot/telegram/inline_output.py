"""Sending a plan (:mod:`bot.output.plan`) to an inline message: a challenge or a game posted
"via @bot" in a chat the bot is no member of. It is one message, so everything the chat
should see goes into it: a card is that message edited (its picture a file Telegram has,
:mod:`bot.telegram.pictures`, or, with no media chat, the board drawn in text), what is
said to the chat goes on the card above its caption, a picker or a confirmation takes the
card's keyboard, and what is for one person alone is the alert answering their press or,
for files and long texts, a message in their private chat with the bot."""

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

from bot.output.plan import (
    ALERT_LIMIT,
    CAPTION_LIMIT,
    Alert,
    Card,
    ChallengeCard,
    File,
    Outgoing,
    Picker,
    Text,
    view_card,
)
from bot.service.commands import Rematch, Resign
from bot.service.inline_games import inline_place, rematch_words
from bot.service.results import Audience, GameView
from bot.telegram.cards import Output
from bot.telegram.incoming import PLATFORM, actor_of
from bot.telegram.keyboards import card_keyboard, keyboard, picker_keyboard
from bot.telegram.pacing import Priority, Shows
from bot.telegram.pictures import NoPicture, Pictures
from bot.telegram.where import Where
from bot.text import shorten

log = logging.getLogger(__name__)
TEXT_LIMIT = 4096
NO_CAPTION = "no caption"
"""Telegram's refusal to edit the caption of a message posted as words."""
_Send = Callable[[int], Awaitable[object]]
"""A send to the user with this id."""


class InlineOutput(Output):
    def __init__(self, output: Output, pictures: Pictures) -> None:
        super().__init__(output.bot, output.service, output.presenter, output.pacer,
                         output.drawn)
        self.pictures = pictures
        self._shown: dict[int, int] = {}
        """The version of each game's card last shown: an older one never overwrites it."""

    async def send(self, items: Sequence[Outgoing], where: Where) -> None:
        """Everything for the chat on the newest card (or challenge) in ``items``; the rest
        for the one who pressed. A press is always answered."""
        said = [item.text for item in items if _for_chat(item)]
        items = _captioned(items)
        card = next((item for item in reversed(items) if isinstance(item, Card)), None)
        challenge = next((item for item in items if isinstance(item, ChallengeCard)), None)
        try:
            for item in items:
                await self._one(item, where)
            if card is not None:
                await self.card(card, where, said)
            elif challenge is not None:
                await self.challenge(challenge, where)
        finally:
            await self.answer(where)

    async def _one(self, item: Outgoing, where: Where) -> None:
        if isinstance(item, Alert):
            await self.answer(where, item.text)
        elif isinstance(item, Text) and item.audience is Audience.SENDER:
            await self.personal(item, where)
        elif isinstance(item, File):
            await self.file(item, where)
        elif isinstance(item, Picker):
            await self.picker(item, where)

    # ------------------------------------------------------------------ the message
    async def _edit(self, where: Where, body: str, markup: InlineKeyboardMarkup | None,
                    shows: Shows | None = None, picture: str | None = None,
                    *, drawn: str | None = None) -> bool:
        """Edit the message: its picture and caption, its text, or only its keyboard
        (``body`` empty); a newer edit waiting replaces this one. A message posted as
        words (no media chat then) takes ``drawn``, the words with the board in text."""
        inline_id = where.inline_id
        assert inline_id is not None

        async def edit() -> object:
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
                priority=Priority.CARD if shows is not None else Priority.REPLY, shows=shows,
            )
        except TelegramBadRequest as error:
            log.info("inline message %s not edited: %s", inline_id, error.message)
            return False
        return done is not None

    async def card(self, card: Card, where: Where, said: Sequence[str] = ()) -> None:
        """The game's card: a picture Telegram has (or the board in text), its caption
        below what was said, the card's keyboard (its sectors, its buttons)."""
        view = card.game
        if self._shown.get(view.id, -1) > card.version:
            return
        self._shown[view.id] = card.version
        shows = Shows(view.id, card.version)
        caption = "\n\n".join([*said, card.caption])
        picture = None
        if self.pictures.enabled:
            png = await self.drawn.card(view, card.lang, card.style)
            try:
                picture = await self.pictures.file_id(
                    png, f"game-{view.id}-{view.ply}.png", shows=shows
                )
            except NoPicture:  # the words change at least; the picture when it can
                picture = None
            else:
                if picture is None:  # a newer card of the game took its place
                    return
        drawn = None if picture is not None else await self._drawn(view, caption)
        body = html.escape(shorten(caption, CAPTION_LIMIT))
        if drawn is not None and not self.pictures.enabled:
            body = drawn  # posted as words: the board goes in the text
        markup = self._rematch_anew(card_keyboard(card, self.web_button(where)))
        await self._edit(where, body, markup, shows, picture, drawn=drawn)
        await self.service.cards.card_shown(view, where.inline_id)

    async def _drawn(self, view: GameView, caption: str) -> str:
        """The card as words with the board in text: for a message posted as words (no
        picture could be shown there), made only when no picture is."""
        board = html.escape(self.drawn.text(view))
        room = TEXT_LIMIT - len(board) - 20
        return f"{html.escape(shorten(caption, room))}\n<pre>{board}</pre>"

    def _rematch_anew(self, markup: InlineKeyboardMarkup | None) -> InlineKeyboardMarkup | None:
        """A finished game's Rematch posts a new inline card (the finished one stays, as
        a record): it puts ``@bot rematch #N`` in the chat's input field, to pick."""
        if markup is None:
            return None
        rows = [
            [_anew(button, self.service.read_button(button.callback_data or "")) for button in row]
            for row in markup.inline_keyboard
        ]
        return InlineKeyboardMarkup(inline_keyboard=rows)

    async def challenge(self, card: ChallengeCard, where: Where) -> None:
        """The challenge's own words and buttons (what was said of it names commands)."""
        limit = CAPTION_LIMIT if self.pictures.enabled else TEXT_LIMIT
        body = html.escape(shorten(card.text, limit))
        if await self._edit(where, body, keyboard(card.choices)):
            await self.service.cards.challenge_shown(card.challenge.id, where.inline_id)

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
            await self._privately(where, lambda user: self.bot.send_message(
                user, html.escape(item.text)))

    async def _confirm(self, item: Text, where: Where) -> None:
        """"Yes, resign" above the card's keyboard: pressing anything else goes on."""
        rows = [list(row) for row in (keyboard(item.choices) or _EMPTY).inline_keyboard]
        asked = self.service.read_button(item.choices[0].data)
        game_id = asked.game if isinstance(asked, Resign) else None
        game = await self.service.cards.game(game_id) if game_id is not None else None
        if game is not None:
            card = view_card(self.presenter, await self._lang(where), game)
            below = card_keyboard(card, self.web_button(where))
            rows += below.inline_keyboard if below is not None else []
        await self._edit(where, "", InlineKeyboardMarkup(inline_keyboard=rows))

    async def file(self, item: File, where: Where) -> None:
        """A record, a replay or a picture: to the presser's private chat with the bot."""
        attachment = item.attachment
        upload = BufferedInputFile(attachment.data, attachment.filename)
        caption = html.escape(shorten(item.caption, CAPTION_LIMIT))
        if attachment.media_type == "image/png":
            await self._privately(where, lambda user: self.bot.send_photo(
                user, upload, caption=caption))
        elif attachment.media_type == "image/gif":
            await self._privately(where, lambda user: self.bot.send_animation(
                user, upload, caption=caption))
        else:
            await self._privately(where, lambda user: self.bot.send_document(
                user, upload, caption=caption))

    async def _privately(self, where: Where, send: _Send) -> None:
        """Send to the presser's private chat; one who never started the bot is told to,
        with a link that opens it."""
        user = where.sender_id
        if user is None or where.query is None:  # nobody pressed: nobody to send to
            return
        lang = await self._lang(where)
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

    async def _lang(self, where: Where) -> str:
        """The presser's language, as in any answer to them."""
        assert where.query is not None and where.inline_id is not None
        place = inline_place(PLATFORM, where.inline_id)
        return await self.service.languages.language(actor_of(where.query.from_user), place)


_EMPTY = InlineKeyboardMarkup(inline_keyboard=[])


def _anew(button: InlineKeyboardButton, asked: object) -> InlineKeyboardButton:
    if not isinstance(asked, Rematch) or asked.game is None:
        return button
    words = rematch_words(asked.game)
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
