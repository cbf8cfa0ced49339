"""The bot's connection to Telegram: a :class:`~aiogram.Bot` on the configured Bot API
server whose calls are retried, and the loop that receives updates (long polling by
default, each update recorded before it is confirmed: :mod:`bot.telegram.polling`; a
webhook server when ``TELEGRAM_WEBHOOK_URL`` is set)."""

from __future__ import annotations

import logging
from typing import Any

from aiogram import Bot, Dispatcher
from aiogram.client.default import DefaultBotProperties
from aiogram.client.session.aiohttp import AiohttpSession
from aiogram.client.telegram import PRODUCTION, TelegramAPIServer
from aiogram.enums import ParseMode

from bot.config import Settings
from bot.service import Inbox
from bot.telegram.polling import RecordedPolling
from bot.telegram.retry import RetryMiddleware
from bot.telegram.webhook import (
    Healthy,
    Mount,
    Unacknowledged,
    serve_webhook,
    webhook_secret,
)

log = logging.getLogger(__name__)

POLLING_TIMEOUT = 30  # seconds a getUpdates call waits for news


def create_bot(
    token: str, api_url: str | None = None, *, retry: RetryMiddleware | None = None
) -> Bot:
    """A bot talking HTML to ``api_url`` (Telegram's own server when ``None``), every
    call but ``getUpdates`` retried (by ``retry``, or the default policy)."""
    api = PRODUCTION if api_url is None else TelegramAPIServer.from_base(api_url)
    session = AiohttpSession(api=api)
    session.middleware(retry or RetryMiddleware())
    return Bot(token, session=session, default=DefaultBotProperties(parse_mode=ParseMode.HTML))


def bot_from_settings(settings: Settings) -> Bot:
    if settings.telegram_token is None:
        raise ValueError("TELEGRAM_TOKEN is not set")
    return create_bot(settings.telegram_token.get_secret_value(), settings.telegram_api_url)


async def serve_updates(
    dispatcher: Dispatcher,
    bot: Bot,
    settings: Settings,
    *,
    polling_timeout: int = POLLING_TIMEOUT,
    healthy: Healthy | None = None,
    unacknowledged: Unacknowledged | None = None,
    mount: Mount | None = None,
    inbox: Inbox | None = None,
    **data: Any,
) -> None:
    """Receive updates until cancelled, as ``settings`` say: long polling, each update
    recorded in ``inbox`` before it is confirmed, or a webhook server (whose ``/healthz``
    asks ``healthy``, and which refuses the updates marked in ``unacknowledged``).
    ``data`` reaches the handlers as keyword arguments (the adapter, ...)."""
    if settings.telegram_webhook_url is None:
        if inbox is None:
            raise ValueError("long polling records each update first: it needs an inbox")
        await bot.delete_webhook(drop_pending_updates=False)
        polling = RecordedPolling(
            dispatcher, bot, inbox, polling_timeout=polling_timeout, data=data
        )
        await polling.run()
        return
    await serve_webhook(
        dispatcher,
        bot,
        url=settings.telegram_webhook_url,
        host=settings.telegram_webhook_host,
        port=settings.telegram_webhook_port,
        secret=webhook_secret(settings.telegram_webhook_secret),
        **({} if healthy is None else {"healthy": healthy}),
        unacknowledged=unacknowledged,
        mount=mount,
        **data,
    )

