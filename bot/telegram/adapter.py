"""The Telegram adapter's work for every router: a message or a button press in, through
the service, and its answer out through the output path (:mod:`bot.output`) to the port
of the chat, topic or inline message it came from (:mod:`bot.telegram.sender`). It decides
nothing about games or cards."""

from __future__ import annotations

import logging
from typing import Protocol

from aiogram import Bot
from aiogram.types import CallbackQuery, Message

from bot.identity import Actor, ChatRef, inline_place
from bot.output.delivery import Output
from bot.output.items import Outgoing, Text
from bot.output.present import Presenter
from bot.service import (
    Audience,
    GameService,
    MoveChat,
    NameTopic,
    Notice,
    Result,
    ShowAgain,
)
from bot.telegram.admins import AdminCache
from bot.telegram.incoming import (
    PLATFORM,
    actor_of,
    chat_ref,
    is_private,
    message_event,
    query_event,
    resolve_mentions,
)
from bot.telegram.inline import InlineMode
from bot.telegram.pacing import ChatPacer
from bot.telegram.pictures import Pictures
from bot.telegram.sender import Sender
from bot.telegram.where import Where

log = logging.getLogger(__name__)

ADMIN_COMMANDS = {"settings", "tournament"}
"""Commands whose answer depends on the sender being a chat admin (one lookup each)."""
HELP_COMMANDS = {"help", "start"}


TELEGRAM = Actor(PLATFORM, "0", "Telegram")
"""Who speaks for what Telegram itself says (a group's new id) when no user is named."""


def sender(message: Message) -> Actor:
    """Who sent ``message`` (Telegram itself, for a service message naming nobody)."""
    return actor_of(message.from_user) if message.from_user is not None else TELEGRAM


def command_name(text: str) -> str:
    if not text.startswith("/"):
        return ""
    return text.split(maxsplit=1)[0][1:].split("@", 1)[0].lower()


class Redelivery(Protocol):
    """Where a handler leaves its update to be handled again: unacknowledged, so that
    Telegram sends it again (webhook: :class:`~bot.telegram.webhook.Unacknowledged`), or
    kept in the inbox (polling: :class:`~bot.telegram.polling.LeftRecorded`)."""

    def mark(self, update_id: int) -> None: ...


class Unanswered(Exception):
    """An update left to be handled again (:class:`Redelivery`), with no answer now."""


class NotStored(Unanswered):
    """An update that could not be stored (the database is unreachable): its event key
    applies it once when it comes again."""


class CardElsewhere(Unanswered):
    """A copy of an update whose card another delivery of it may be showing right now:
    acknowledging this copy could lose the card, answering it could show it twice."""


class TelegramAdapter:
    def __init__(
        self,
        bot: Bot,
        service: GameService,
        presenter: Presenter,
        *,
        pacer: ChatPacer | None = None,
        admins: AdminCache | None = None,
        redelivery: Redelivery | None = None,
        media_chat: int | None = None,
        by_address: bool = False,
    ) -> None:
        self.bot = bot
        self.redelivery = redelivery
        """Updates not stored, or whose card another delivery may be showing, are marked
        here to be handled again (``None``: nothing is delivered twice; tell the player)."""
        self.service = service
        self.presenter = presenter
        self.pacer = pacer or ChatPacer()
        self.admins = admins or AdminCache()
        pictures = Pictures(bot, self.pacer, media_chat, by_address=by_address)
        self.sender = Sender(bot, presenter, self.pacer, pictures)
        """Where each place's port comes from (:meth:`Sender.port`)."""
        self.output = Output(service.receipts, presenter)
        """The way out: what each chat sees, decided once for every platform."""
        self.inline = InlineMode(service, presenter, self.sender, self.output)

    async def close(self) -> None:
        await self.pacer.close()

    async def on_topic(self, message: Message) -> None:
        """A forum topic made or renamed, or a message in one (which replies to the topic's
        making): the topic's name, for the answers that point to a game there."""
        for said in (message, message.reply_to_message):
            if said is None or not said.message_thread_id:
                continue
            topic = said.forum_topic_created or said.forum_topic_edited
            if topic is not None and topic.name:
                place = ChatRef(PLATFORM, str(said.chat.id), str(said.message_thread_id))
                event = f"{message_event(said)}:topic"
                await self.service.dispatch(event, place, sender(said), NameTopic(topic.name))

    async def on_message(self, message: Message) -> None:
        """A command or a bare move (in groups: chatter gets no answer)."""
        await self.on_topic(message)
        if message.from_user is None or message.text is None:
            return
        text, mentions = resolve_mentions(message)
        name = command_name(text)
        admin = name in ADMIN_COMMANDS and await self.admins.is_admin(self.bot, message)
        private = is_private(message.chat)
        actor = actor_of(message.from_user, is_admin=admin, alone=private)
        result = await self.service.say(
            message_event(message),
            chat_ref(message),
            actor,
            text,
            mentions=mentions,
            quiet=not private,
        )
        if result is None:
            return
        self._stored_or_raise(result)
        where = Where.of_message(message)
        if self._redelivered(result):
            await self._show_again(chat_ref(message), actor, where)
            return
        note = [self._privacy_note(result)] if name in HELP_COMMANDS and not private else []
        await self.output.answer(result, self.sender.port(where), then=note if result.ok else [])

    def _privacy_note(self, result: Result) -> Outgoing:
        text = self.presenter.t(result.lang, "telegram-privacy")
        return Text(text, Audience.SENDER, result.lang)

    async def on_press(self, query: CallbackQuery) -> None:
        where = Where.of_query(query)
        if where is None or query.data is None:  # a message too old to be shown
            await query.answer()
            return
        if where.inline_id is not None:
            chat = inline_place(PLATFORM, where.inline_id)
        else:
            assert where.message is not None
            chat = chat_ref(where.message)
        result = await self.service.press(
            query_event(query), chat, actor_of(query.from_user), query.data
        )
        self._stored_or_raise(result)
        if self._redelivered(result):
            await self._show_again(chat, actor_of(query.from_user), where)
            return
        await self.output.answer(result, self.sender.port(where), pressed=True)
        if result.ok and result.game is not None and result.picker is None:
            await self.sender.drop_ephemeral(where)  # a picker a move was made from is done

    def _redelivered(self, result: Result) -> bool:
        """An update stored already, arriving again: Telegram's redelivery of a webhook
        update whose worker stopped before acknowledging it, or a recorded update handled
        again after its process was killed (or a copy of either)."""
        return result.duplicate and self.redelivery is not None

    async def _show_again(self, chat: ChatRef, actor: Actor, where: Where) -> None:
        """An update stored already, delivered again: the worker that stored it may have
        died before showing its card (an update is acknowledged only once shown), so the
        service says what to show now, if anything (:meth:`CardUseCases.card_again`)."""
        carrier = where.reply.key if where.reply is not None else None
        event = f"{PLATFORM}:again:{carrier or chat.chat_id}"
        result = await self.service.dispatch(event, chat, actor, ShowAgain(carrier))
        if result.retry:
            raise CardElsewhere("its card is being shown by another delivery of it")
        await self.output.answer(result, self.sender.port(where))

    def _stored_or_raise(self, result: Result) -> None:
        """An update the database could not take gets no answer: it is handled again later
        (without a way to redeliver, the player is told)."""
        if result.retry and self.redelivery is not None:
            raise NotStored("the database could not be reached")

    async def on_migrated(self, message: Message) -> None:
        """A group became a supergroup: its games, settings and ratings follow its new
        id. Both the old and the new chat announce it; the event key takes it once."""
        old, new = message.chat.id, message.migrate_to_chat_id
        if new is None:
            return
        chat = ChatRef(PLATFORM, str(old))
        result = await self.service.dispatch(
            f"tg:migrate:{old}", chat, sender(message), MoveChat(str(new))
        )
        await self.output.answer(result, self.sender.port(Where.of_chat(chat)))

    async def post_notice(self, notice: Notice) -> None:
        """The outbox's sink: an announcement into the game's chat and topic. A failure
        raises, so the outbox sends it again later."""
        await self.output.notice(notice, self.sender.port(Where.of_chat(notice.chat)))
