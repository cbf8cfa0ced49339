"""Webhook mode: an aiohttp server Telegram posts updates to. Every request must carry the
secret token given to ``setWebhook`` (``X-Telegram-Bot-Api-Secret-Token``), so nobody else
can feed the bot updates; ``GET /healthz`` answers for load balancers and container checks
(503 while the database does not answer). Several processes may serve one bot on one
database if they share the secret.

An update is acknowledged only once it is handled: a worker killed on the way, or one whose
database is unreachable (the handlers mark the update in :class:`Unacknowledged`), leaves
it unacknowledged and Telegram delivers it again (to any worker); the update's event key
applies it once. Where each move gets a new card, the card is the method call in the answer
itself (:mod:`bot.telegram.reply`), so a worker killed at any point shows it once."""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
from collections.abc import Awaitable, Callable
from typing import Any
from urllib.parse import urlsplit

from aiogram import Bot, Dispatcher
from aiogram.types import Update
from aiogram.webhook.aiohttp_server import SimpleRequestHandler, setup_application
from aiohttp import web
from pydantic import SecretStr, ValidationError

from bot.log_secrets import keep_out_of_log
from bot.server_log import PathOnlyAccessLogger
from bot.telegram.reply import WebhookReply, current_reply

log = logging.getLogger(__name__)

HEALTH_PATH = "/healthz"
HANDLING_LIMIT = 600.0
"""Seconds an update may take before aiogram answers for it and goes on in the
background. Its default (55 s, under Telegram's 60) would acknowledge an update not yet
handled; Telegram rather delivers a slow one again, and its event key applies it once."""
DEFAULT_PATH = "/telegram"


def webhook_path(url: str) -> str:
    """The path the server answers on: that of the public address, as a proxy in front
    passes it on unchanged."""
    return urlsplit(url).path or DEFAULT_PATH


def webhook_secret(configured: SecretStr | None) -> str:
    """The configured secret, or a new one for this process (never logged, as no secret
    is: other processes serving the same bot need one set for all)."""
    if configured is not None:
        return configured.get_secret_value()
    made = secrets.token_urlsafe(32)
    keep_out_of_log(made)
    log.warning(
        "TELEGRAM_WEBHOOK_SECRET is not set; this process made one of its own. Set it when"
        " other processes serve the same bot."
    )
    return made


class Unacknowledged:
    """Updates the handlers could not store (the database did not answer) or must not
    acknowledge yet: their requests are refused (503), so Telegram sends them again.

    The mark is on the request being handled (its :class:`WebhookReply`), not on the
    update's id: copies of one update handled at once are each answered for themselves."""

    def mark(self, update_id: int) -> None:
        reply = current_reply.get()
        if reply is not None and reply.update_id == update_id:
            reply.refused = True
        else:  # the handlers of a request always run in its context
            log.warning("update %s was to be left unacknowledged outside its request",
                        update_id)


class MalformedUpdate(ValueError):
    """A webhook request whose body is not an update (not JSON, not an object, no
    ``update_id``, nested too deep to read)."""


def read_update(body: bytes, bot: Bot) -> Update:
    """The update a webhook request carries; raises :class:`MalformedUpdate`, whose
    message names what was wrong (never the body itself)."""
    try:
        data = bot.session.json_loads(body)
    except RecursionError:
        raise MalformedUpdate(f"JSON nested too deep ({len(body)} bytes)") from None
    except ValueError as error:  # UnicodeDecodeError and json's errors among them
        raise MalformedUpdate(f"not JSON ({len(body)} bytes): {type(error).__name__}") from None
    if not isinstance(data, dict):
        raise MalformedUpdate(f"a JSON {type(data).__name__}, not an object")
    try:
        return Update.model_validate(data, context={"bot": bot})
    except RecursionError:
        raise MalformedUpdate(f"an update nested too deep ({len(body)} bytes)") from None
    except ValidationError as error:
        fields = ", ".join(".".join(map(str, item["loc"])) for item in error.errors()[:3])
        raise MalformedUpdate(f"not an update ({error.error_count()} errors: {fields})") from None


class AnswerWhenHandled(SimpleRequestHandler):
    """Acknowledges an update only after its handlers ran, and not at all when they
    marked it in ``unacknowledged``."""

    def __init__(
        self,
        dispatcher: Dispatcher,
        bot: Bot,
        *,
        secret_token: str,
        unacknowledged: Unacknowledged,
        **data: Any,
    ) -> None:
        super().__init__(
            dispatcher, bot, handle_in_background=False, secret_token=secret_token, **data
        )
        self.unacknowledged = unacknowledged

    async def _handle_request(self, bot: Bot, request: web.Request) -> web.Response:
        try:
            update = read_update(await request.read(), bot)
        except MalformedUpdate as error:
            log.warning("a webhook request that is no update was dropped: %s", error)
            return web.json_response({})  # acknowledged: Telegram would send it forever
        update_id = update.update_id
        reply = WebhookReply(update_id)
        token = current_reply.set(reply)
        try:
            result: Any = await self.dispatcher.feed_webhook_update(
                bot, update, _timeout=HANDLING_LIMIT, **self.data
            )
        finally:
            current_reply.reset(token)
            carried = reply.close()
        if reply.refused:
            return web.Response(status=503, text="not handled; send it again")
        return web.Response(
            body=self._build_response_writer(bot=bot, result=result or carried)
        )


Mount = Callable[[web.Application], None]
"""Adds routes of another part to the webhook's server (the web board)."""
Healthy = Callable[[], Awaitable[bool]]
"""Whether the worker can store updates now (the database answers)."""


async def _always() -> bool:
    return True


def _health(healthy: Healthy) -> Callable[[web.Request], Awaitable[web.Response]]:
    async def healthz(request: web.Request) -> web.Response:
        up = await healthy()
        return web.Response(status=200 if up else 503, text=json.dumps({"ok": up}),
                            content_type="application/json")

    return healthz


def webhook_app(
    dispatcher: Dispatcher,
    bot: Bot,
    *,
    secret: str,
    path: str = DEFAULT_PATH,
    healthy: Healthy = _always,
    unacknowledged: Unacknowledged | None = None,
    mount: Mount | None = None,
    **data: Any,
) -> web.Application:
    """The aiohttp application: updates on ``path`` (refused without ``secret``, answered
    once handled), the health check, the dispatcher's start-up and shut-down hooks, and
    what ``mount`` adds (the web board)."""
    app = web.Application()
    app.router.add_get(HEALTH_PATH, _health(healthy))
    if mount is not None:
        mount(app)
    handler = AnswerWhenHandled(
        dispatcher=dispatcher, bot=bot, secret_token=secret,
        unacknowledged=unacknowledged or Unacknowledged(), **data,
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
    healthy: Healthy = _always,
    unacknowledged: Unacknowledged | None = None,
    mount: Mount | None = None,
    **data: Any,
) -> None:
    """Listen, then register ``url`` with Telegram, and serve until cancelled."""
    app = webhook_app(
        dispatcher, bot, secret=secret, path=webhook_path(url), healthy=healthy,
        unacknowledged=unacknowledged, mount=mount, **data,
    )
    runner = web.AppRunner(app, handle_signals=False, access_log_class=PathOnlyAccessLogger)
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
