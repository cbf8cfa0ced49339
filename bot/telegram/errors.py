"""A handler that fails: logged with its traceback, the chat told only that something went
wrong (in the sender's language), and the dispatcher goes on with the next update.

:class:`Redeliver` is no failure to tell the chat about: the update could not be stored,
and in webhook mode it is left unacknowledged (500) for Telegram to post again."""

from __future__ import annotations

import html
import logging
from typing import TYPE_CHECKING

from aiogram.exceptions import TelegramAPIError
from aiogram.types import ErrorEvent

if TYPE_CHECKING:
    from bot.telegram.adapter import TelegramAdapter

log = logging.getLogger(__name__)


class Redeliver(Exception):
    """The update met a storage fault before it was saved; the platform should send it
    again (webhook mode answers 500) rather than the chat hear "not saved"."""


async def on_error(event: ErrorEvent, adapter: TelegramAdapter) -> bool:
    log.error("update %s failed", event.update.update_id, exc_info=event.exception)
    update = event.update
    user = (update.message and update.message.from_user) or (
        update.callback_query and update.callback_query.from_user
    )
    lang = adapter.service.match_language(user.language_code if user else None)
    text = adapter.presenter.t(lang or adapter.service.default_lang, "error-internal")
    try:
        if update.callback_query is not None:
            await update.callback_query.answer(text, show_alert=True)
        elif update.message is not None:
            await update.message.answer(html.escape(text))
    except TelegramAPIError as error:
        log.warning("the failure could not be reported: %s", error)
    return True
