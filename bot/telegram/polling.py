"""Long polling that loses no update, as the webhook loses none.

Telegram forgets an update once a later ``getUpdates`` names an offset past it, and
aiogram's own polling asks for the next batch while the handlers of the last one still
run: a process killed then had confirmed an update it never handled. Here each batch is
recorded in the database first (the service's inbox, :mod:`bot.service.inbox`), and only
then confirmed; each update is handled from its record, and the record marked once its
handler is done (so the same update given again is not handled again). One the handlers
mark (:class:`LeftRecorded`: the database could not be reached, or its card is being
shown by another delivery) is kept to be handled again a little later, as a webhook
update answered 503 is sent again.

A process that starts takes over the records left by those before it and handles them,
in order, before it asks for new updates; any process takes a record whose lease ended.
An update handled twice that way is applied once (its event key), and its card shown
once (:meth:`~bot.service.play.game_cards.CardUseCases.card_again`). A batch the database cannot
take is not confirmed: the next ``getUpdates`` asks for it again."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from contextvars import ContextVar
from typing import Any

from aiogram import Bot, Dispatcher
from aiogram.dispatcher.dispatcher import DEFAULT_BACKOFF_CONFIG
from aiogram.methods import GetUpdates, TelegramMethod
from aiogram.types import Update
from aiogram.utils.backoff import Backoff
from pydantic import ValidationError

from bot.service import Inbox, Recorded, StorageError

log = logging.getLogger(__name__)

DUE_EVERY = 5.0
"""Seconds between looks for records whose lease ended or whose time to be handled again
came."""


class Handling:
    """One recorded update being handled; ``again``: keep its record for later."""

    def __init__(self, update_id: int) -> None:
        self.update_id = update_id
        self.again = False


current_handling: ContextVar[Handling | None] = ContextVar("recorded_update", default=None)


class LeftRecorded:
    """The adapter's way, with polling, to leave an update to be handled again (the
    webhook's is :class:`~bot.telegram.webhook.Unacknowledged`)."""

    def mark(self, update_id: int) -> None:
        handling = current_handling.get()
        if handling is not None and handling.update_id == update_id:
            handling.again = True
        else:  # the handlers of an update always run in its context
            log.warning("update %s was to be kept outside its handling", update_id)


def update_key(source: str, update: Update) -> str:
    return f"{source}:{update.update_id}"


class RecordedPolling:
    """Long polling of ``bot`` through ``inbox``, each update fed to ``dispatcher`` with
    ``data`` (the adapter, ...)."""

    def __init__(
        self,
        dispatcher: Dispatcher,
        bot: Bot,
        inbox: Inbox,
        *,
        polling_timeout: int,
        due_every: float = DUE_EVERY,
        data: dict[str, Any],
    ) -> None:
        self.dispatcher = dispatcher
        self.bot = bot
        self.inbox = inbox
        self.polling_timeout = polling_timeout
        self.due_every = due_every
        self.data = data
        self.source = ""
        self._handlers: set[asyncio.Task[None]] = set()
        self._in_hand: set[str] = set()
        """Keys of the updates this process is handling now."""

    async def run(self) -> None:
        """Poll until cancelled: first the records left behind, then new updates."""
        me = await self.bot.me()
        self.source = f"telegram:{me.id}"
        workflow = {**self.dispatcher.workflow_data, **self.data}
        await self.dispatcher.emit_startup(bot=self.bot, **workflow)
        log.info("long polling as @%s", me.username)
        due = None
        try:
            for record in await self._taken_over():
                await self._handle_record(record)
            due = asyncio.create_task(self._handle_due(), name="dots-telegram-due-updates")
            await self._listen()
        finally:
            for task in [*self._handlers, *([due] if due is not None else [])]:
                task.cancel()
            for task in [*self._handlers, *([due] if due is not None else [])]:
                with contextlib.suppress(asyncio.CancelledError, Exception):
                    await task
            await self.dispatcher.emit_shutdown(bot=self.bot, **workflow)

    async def _taken_over(self) -> list[Recorded]:
        backoff = Backoff(DEFAULT_BACKOFF_CONFIG)
        while True:
            try:
                taken = await self.inbox.take_over(self.source)
            except StorageError as error:
                log.warning("the updates left by an earlier process could not be read (%s);"
                            " trying again", error)
                await backoff.asleep()
                continue
            if taken:
                log.info("%d updates left by an earlier process are handled now", len(taken))
            return taken

    async def _listen(self) -> None:
        """Ask for updates, record each batch, then confirm it by the next offset."""
        allowed = self.dispatcher.resolve_used_update_types()
        asking = GetUpdates(timeout=self.polling_timeout, allowed_updates=allowed)
        wait = int((self.bot.session.timeout or 60) + self.polling_timeout)
        backoff = Backoff(DEFAULT_BACKOFF_CONFIG)
        while True:
            try:
                updates = await self.bot(asking, request_timeout=wait)
                recorded = await self.inbox.receive(
                    self.source, [(update_key(self.source, u), _body(u)) for u in updates]
                )
            except StorageError as error:
                log.warning("updates could not be recorded (%s); they are asked for again",
                            error)
                await backoff.asleep()
                continue
            except Exception as error:  # as aiogram: Telegram unreachable does not stop us
                log.error("Failed to fetch updates - %s: %s", type(error).__name__, error)
                await backoff.asleep()
                continue
            backoff.reset()
            if updates:
                asking.offset = updates[-1].update_id + 1  # confirmed by the next call
            received = {update_key(self.source, update): update for update in updates}
            for record in recorded:
                self._start(received[record.key], record)

    def _start(self, update: Update, record: Recorded) -> None:
        task = asyncio.create_task(self._handle(update, record))
        self._handlers.add(task)
        task.add_done_callback(self._handlers.discard)

    async def _handle_due(self) -> None:
        """Every ``due_every`` seconds, the records whose time came, in order."""
        while True:
            await asyncio.sleep(self.due_every)
            try:
                for record in await self.inbox.due(self.source):
                    if record.key not in self._in_hand:
                        await self._handle_record(record)
            except StorageError as error:
                log.warning("the updates waiting could not be read (%s)", error)

    async def _handle_record(self, record: Recorded) -> None:
        try:
            update = Update.model_validate_json(record.body, context={"bot": self.bot})
        except ValidationError as error:
            log.error("update %s is no update (%d errors): dropped", record.key,
                      error.error_count())
            await self._forget(record, again=False)
            return
        await self._handle(update, record)

    async def _handle(self, update: Update, record: Recorded) -> None:
        """Feed one update to the dispatcher; forget its record once handled, or keep it
        for later when the handlers said so."""
        handling = Handling(update.update_id)
        token = current_handling.set(handling)
        self._in_hand.add(record.key)
        try:
            answer = await self.dispatcher.feed_update(self.bot, update, **self.data)
            if isinstance(answer, TelegramMethod):
                await self.dispatcher.silent_call_request(bot=self.bot, result=answer)
        except Exception:  # the errors router answers for the handlers; this is the rest
            log.exception("update %s failed", update.update_id)
        finally:
            current_handling.reset(token)
            self._in_hand.discard(record.key)
        await self._forget(record, again=handling.again)

    async def _forget(self, record: Recorded, *, again: bool) -> None:
        """Delete the record of an update handled, or keep it for later (``again``)."""
        try:
            if again:
                await self.inbox.again_later(record)
            else:
                await self.inbox.handled(record)
        except StorageError as error:
            log.warning("update %s: its record could not be updated (%s); it is taken again"
                        " when its lease ends", record.key, error)


def _body(update: Update) -> str:
    """The update as received, to be read back by :meth:`Update.model_validate_json`."""
    return update.model_dump_json(exclude_unset=True)
