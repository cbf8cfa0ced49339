"""Game and challenge cards. A game card is the board picture with its caption: posted
anew, or (chat setting ``board edit``) edited in place with ``editMessageMedia``. An edit
notifies nobody, so the player to move is pinged once per move: by name in a new card's
caption, or by a short message in edit mode, deleted when the next card replaces it.

Every send names what it is to the chat's pace (:mod:`bot.telegram.pacing`): a card and
its ping the game and version they show, so that only the newest position is shown and a
ping its player already answered is never sent."""

from __future__ import annotations

import html
import logging

from aiogram import Bot
from aiogram.exceptions import TelegramBadRequest
from aiogram.methods import SendPhoto
from aiogram.types import (
    BufferedInputFile,
    InlineKeyboardButton,
    InputMediaPhoto,
    Message,
    WebAppInfo,
)

from bot.identity import PlayerRef
from bot.output.pictures import Pictures as Drawing
from bot.output.plan import ALERT_LIMIT, CAPTION_LIMIT, Card, ChallengeCard, Progress
from bot.output.present import Presenter
from bot.service import GameService, GameView, Placement
from bot.telegram.incoming import PLATFORM
from bot.telegram.keyboards import WebButton, card_keyboard, keyboard
from bot.telegram.pacing import ChatPacer, Priority, Shows
from bot.telegram.where import Where
from bot.text import shorten

log = logging.getLogger(__name__)
LATE = object()
"""What a card's send gives when, at its turn in the chat's queue, the card was past due:
it was not sent (the card sweep shows it)."""
NAME_SLOT = "\u2063name\u2063"
"""Stands for the player's name while the catalog words the ping (then made a link)."""


def mention(ref: PlayerRef, name: str) -> str:
    """A link that notifies the user (Telegram accounts only; others are just named)."""
    shown = html.escape(name)
    if ref.platform != PLATFORM or not ref.user_id.isdigit():
        return shown
    return f'<a href="tg://user?id={ref.user_id}">{shown}</a>'


class Output:
    """What sends to Telegram: the bot, the service (pictures, cards' messages), the
    catalog, and the chats' pace."""

    def __init__(
        self, bot: Bot, service: GameService, presenter: Presenter, pacer: ChatPacer,
        drawn: Drawing | None = None,
    ) -> None:
        self.bot = bot
        self.service = service
        self.presenter = presenter
        self.pacer = pacer
        self.drawn = drawn or Drawing(presenter)
        """The pictures of cards and pickers, drawn from the answers' views."""

    def web_button(self, where: Where) -> WebButton:
        """The live board's button: a Mini App button in a private chat (Telegram signs
        its user in), its direct link elsewhere (where the Mini App is registered)."""

        def button(label: str, view: GameView) -> InlineKeyboardButton | None:
            if view.board_url is None:
                return None
            if where.private and where.inline_id is None:
                return InlineKeyboardButton(text=label, web_app=WebAppInfo(url=view.board_url))
            link = self.service.web.telegram_link(view.id)
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


class Cards(Output):
    def __init__(
        self, bot: Bot, service: GameService, presenter: Presenter, pacer: ChatPacer,
        drawn: Drawing | None = None,
    ) -> None:
        super().__init__(bot, service, presenter, pacer, drawn)
        self._shown: dict[int, int] = {}
        """The version of each game's card last sent: an older one never overwrites it."""
        self._pings: dict[int, list[tuple[int, int]]] = {}
        """Each game's ping messages (chat, message id), deleted with the next card (kept
        for the card after it when the chat had no budget to spare)."""

    async def game(self, card: Card, where: Where) -> None:
        """Show a game's card as the service placed it: edited in place (posted anew when
        the card is gone), or posted; an older card never overwrites a newer one."""
        view = card.game
        if self._shown.get(view.id, -1) > card.version:
            return
        self._shown[view.id] = card.version
        png = await self.drawn.card(view, card.lang, card.style)
        photo = BufferedInputFile(png, f"game-{view.id}-{view.ply}.png")
        older = self._pings.pop(view.id, [])
        editable = card.placement is Placement.EDIT and view.card_message_id is not None
        if not (editable and await self._edit(card, photo, where)):
            await self._post(card, photo, where)
        left = await self._drop_pings(older)
        if left:
            self._pings[view.id] = left + self._pings.get(view.id, [])

    async def _edit(self, card: Card, photo: BufferedInputFile, where: Where) -> bool:
        """Edit the chat's card; False when it is gone (someone deleted it)."""
        view = card.game
        assert view.card_message_id is not None
        message_id = int(view.card_message_id)
        media = InputMediaPhoto(media=photo, caption=html.escape(card.caption))

        async def edit() -> object:
            if self.service.cards.card_late(view):  # the card sweep's now
                return LATE
            return await self.bot.edit_message_media(
                media=media, chat_id=where.chat_id, message_id=message_id,
                reply_markup=card_keyboard(card, self.web_button(where)),
            )

        shows = Shows(view.id, card.version)
        try:
            edited = await self.pacer.send(
                where.chat_id, edit, edit_key=(where.chat_id, message_id),
                priority=Priority.CARD, shows=shows,
            )
        except TelegramBadRequest as error:
            log.info("card of game %d not edited (%s): posting", view.id, error.message)
            return False
        if edited is LATE:
            return True
        superseded = self.pacer.superseded(where.chat_id, shows)
        if edited is not None or not superseded:  # shown, or shown already ("not modified")
            await self.service.cards.card_shown(view, view.card_message_id)
        if card.mention is not None and not superseded:
            await self._ping(card, where)
        return True

    async def _post(self, card: Card, photo: BufferedInputFile, where: Where) -> None:
        """Post the card (naming the player to move, which notifies them); a card never
        edited travels in the webhook's answer where it can."""
        view, caption = card.game, html.escape(card.caption)
        if card.mention is not None:
            link = mention(card.mention.ref, card.mention.name)
            room = CAPTION_LIMIT - len(card.mention.name) - 1
            caption = f"{link}\n{html.escape(shorten(card.caption, room))}"
        method = SendPhoto(
            chat_id=where.chat_id, photo=photo, caption=caption,
            reply_markup=card_keyboard(card, self.web_button(where)),
            message_thread_id=where.thread_id,
        )
        if card.placement is Placement.POST_UNEDITED and await self._carried(method, view, where):
            return

        async def send() -> object:
            if self.service.cards.card_late(view):
                return LATE
            posted: Message = await self.bot(method)
            return posted

        shows = Shows(view.id, card.version)
        sent = await self.pacer.send(where.chat_id, send, priority=Priority.CARD, shows=shows)
        if isinstance(sent, Message):
            await self.service.cards.card_shown(view, str(sent.message_id))

    async def _carried(self, method: SendPhoto, view: GameView, where: Where) -> bool:
        """Put a card that is never edited in the webhook answer to the update being
        handled (:mod:`bot.telegram.reply`), so that it is shown if and only if the update
        is acknowledged. It is recorded first as carried by the update: if the answer is
        lost, the update comes again and finds its card not shown."""
        reply = where.reply
        if reply is None or not reply.free:
            return False

        async def carry() -> object:
            if self.service.cards.card_late(view):
                return LATE
            await self.service.cards.card_shown(view, None, carrier=reply.key)
            return reply.carry(method)

        shows = Shows(view.id, view.version)
        return bool(
            await self.pacer.send(where.chat_id, carry, priority=Priority.CARD, shows=shows)
        )

    async def _ping(self, card: Card, where: Where) -> None:
        seat = card.mention
        assert seat is not None
        words = self.presenter.t(
            card.lang, "telegram-your-move", name=NAME_SLOT, game=f"#{card.game.id}"
        )
        text = html.escape(words).replace(NAME_SLOT, mention(seat.ref, seat.name))
        sent = await self.pacer.send(
            where.chat_id,
            lambda: self.bot.send_message(where.chat_id, text, message_thread_id=where.thread_id),
            priority=Priority.PING,
            shows=Shows(card.game.id, card.version),
        )
        if isinstance(sent, Message):
            self._pings.setdefault(card.game.id, []).append((where.chat_id, sent.message_id))

    async def _drop_pings(self, pings: list[tuple[int, int]]) -> list[tuple[int, int]]:
        """Delete these old pings; those the chat had no budget for are given back."""
        left = []
        for chat_id, message_id in pings:

            async def delete(chat: int = chat_id, message: int = message_id) -> bool:
                return await self.bot.delete_message(chat, message)

            try:
                deleted = await self.pacer.send(chat_id, delete, priority=Priority.CLEANUP)
            except TelegramBadRequest as error:
                log.debug("ping already gone: %s", error.message)
                continue
            if deleted is None:
                left.append((chat_id, message_id))
        return left

    async def progress(self, item: Progress, where: Where) -> None:
        """A progress message: edited in place once posted (the edits of one message are
        paced as one: only the newest is sent), posted when it is not yet or is gone."""
        text = html.escape(item.text)
        if item.message_id is not None:
            message_id = int(item.message_id)
            try:
                await self.pacer.send(
                    where.chat_id,
                    lambda: self.bot.edit_message_text(
                        text, chat_id=where.chat_id, message_id=message_id
                    ),
                    edit_key=(where.chat_id, message_id),
                )
                return
            except TelegramBadRequest as error:
                if "not modified" in error.message:
                    return
                log.info("progress of game %d not edited: %s", item.game_id, error.message)
        sent = await self.pacer.send(
            where.chat_id,
            lambda: self.bot.send_message(where.chat_id, text, message_thread_id=where.thread_id),
        )
        if isinstance(sent, Message):
            await self.service.analysis.shown_at(item.game_id, str(sent.message_id))

    async def challenge(self, card: ChallengeCard, where: Where) -> None:
        view = card.challenge
        text = html.escape(card.text)
        if card.mention is not None and view.target_name:
            text = f"{mention(card.mention, view.target_name)}\n{text}"
        markup = keyboard(card.choices)
        if card.placement is Placement.EDIT and view.card_message_id is not None:
            message_id = int(view.card_message_id)
            try:
                await self.pacer.send(
                    where.chat_id,
                    lambda: self.bot.edit_message_text(
                        text, chat_id=where.chat_id, message_id=message_id, reply_markup=markup
                    ),
                    edit_key=(where.chat_id, message_id),
                )
                return
            except TelegramBadRequest as error:
                log.info("challenge card %d not edited: %s", view.id, error.message)
        sent = await self.pacer.send(
            where.chat_id,
            lambda: self.bot.send_message(
                where.chat_id, text, reply_markup=markup, message_thread_id=where.thread_id
            ),
        )
        if isinstance(sent, Message):
            await self.service.cards.challenge_shown(view.id, str(sent.message_id))
