"""Webhook mode: an aiohttp server Telegram posts updates to. Every request must carry the
secret token given to ``setWebhook`` (``X-Telegram-Bot-Api-Secret-Token``), so nobody else
can feed the bot updates; ``GET /healthz`` answers for load balancers and container checks.
Several processes may serve one bot on one database if they share the secret.

An update is answered only once it was handled: a 200 means its effects are stored and its
answer sent, so a worker killed halfway leaves the update unacknowledged and Telegram posts
it again (to any worker; its event key keeps it from being applied twice). An update that
could not be stored (the database is away) is answered 500 for the same reason."""

from __future__ import annotations

import asyncio
import logging
import secrets
from typing import Any
from urllib.parse import urlsplit

from aiogram import Bot, Dispatcher
from aiogram.webhook.aiohttp_server import SimpleRequestHandler, setup_application
from aiohttp import web
from pydantic import SecretStr

log = logging.getLogger(__name__)

HEALTH_PATH = "/healthz"
DEFAULT_PATH = "/telegram"


def webhook_path(url: str) -> str:
    """The path the server answers on: that of the public address, as a proxy in front
    passes it on unchanged."""
    return urlsplit(url).path or DEFAULT_PATH


def webhook_secret(configured: SecretStr | None) -> str:
    """The configured secret, or a new one for this process (logged once, so it can be
    made permanent: other processes serving the same bot need the same one)."""
    if configured is not None:
        return configured.get_secret_value()
    made = secrets.token_urlsafe(32)
    log.warning(
        "TELEGRAM_WEBHOOK_SECRET is not set; this process uses %s. Set it to share it with"
        " other processes serving the same bot.",
        made,
    )
    return made


async def _healthz(request: web.Request) -> web.Response:
    return web.json_response({"ok": True})


def webhook_app(
    dispatcher: Dispatcher, bot: Bot, *, secret: str, path: str = DEFAULT_PATH, **data: Any
) -> web.Application:
    """The aiohttp application: updates on ``path`` (refused without ``secret``), the
    health check, and the dispatcher's start-up and shut-down hooks."""
    app = web.Application()
    app.router.add_get(HEALTH_PATH, _healthz)
    handler = SimpleRequestHandler(
        dispatcher=dispatcher, bot=bot, secret_token=secret, handle_in_background=False, **data
    )
    handler.register(app, path=path)
    setup_application(app, dispatcher, bot=bot, **data)
    return app


async def serve_webhook(
    dispatcher: Dispatcher,
    bot: Bot,
    *,
    url: str,
    host: str,
    port: int,
    secret: str,
    **data: Any,
) -> None:
    """Listen, then register ``url`` with Telegram, and serve until cancelled."""
    app = webhook_app(dispatcher, bot, secret=secret, path=webhook_path(url), **data)
    runner = web.AppRunner(app, handle_signals=False)
    await runner.setup()
    try:
        await web.TCPSite(runner, host, port).start()
        await bot.set_webhook(
            url,
            secret_token=secret,
            allowed_updates=dispatcher.resolve_used_update_types(),
        )
        log.info("webhook server on %s:%d%s", host, port, webhook_path(url))
        await asyncio.Event().wait()
    finally:
        await runner.cleanup()
