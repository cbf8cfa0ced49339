"""A handler that fails: logged with its traceback, the chat told only that something went
wrong (in the sender's language, as the service decides it), and the dispatcher goes on
with the next update.

An update that failed in the storage (the database could not be reached, or failed in a
way it could not name, as a connection cut in an unexpected state) is left to be handled
again instead: unacknowledged with a webhook (its request answers 503, so Telegram
delivers it again), kept in the inbox with polling. The event key makes the second try
safe, and an update let go is never one left unstored."""

from __future__ import annotations

import html
import logging

from aiogram.exceptions import TelegramAPIError
from aiogram.types import ErrorEvent

from bot.identity import ChatRef
from bot.service import StorageError, Words
from bot.telegram.adapter import TELEGRAM, CardElsewhere, TelegramAdapter, Unanswered
from bot.telegram.incoming import PLATFORM, actor_of

log = logging.getLogger(__name__)


async def on_error(event: ErrorEvent, adapter: TelegramAdapter) -> bool:
    unanswered = isinstance(event.exception, (Unanswered, StorageError))
    if unanswered and adapter.redelivery is not None:
        level = logging.INFO if isinstance(event.exception, CardElsewhere) else logging.WARNING
        log.log(level, "update %s left to be handled again: %s",
                event.update.update_id, event.exception)
        adapter.redelivery.mark(event.update.update_id)
        return True
    log.error("update %s failed", event.update.update_id, exc_info=event.exception)
    update = event.update
    said = update.message or (update.callback_query and update.callback_query.message)
    user = (update.message and update.message.from_user) or (
        update.callback_query and update.callback_query.from_user
    )
    actor = actor_of(user) if user else TELEGRAM
    chat = ChatRef(PLATFORM, str(said.chat.id)) if said else ChatRef(PLATFORM, "")
    words = await adapter.service.dispatch("", chat, actor, Words(("error-internal",)))
    text = adapter.presenter.text(words)
    try:
        if update.callback_query is not None:
            await update.callback_query.answer(text, show_alert=True)
        elif update.message is not None:
            await update.message.answer(html.escape(text))
    except TelegramAPIError as error:
        log.warning("the failure could not be reported: %s", error)
    return True
