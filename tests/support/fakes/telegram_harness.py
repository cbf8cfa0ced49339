"""Run a real aiogram bot against :class:`~tests.support.fakes.telegram_api.TelegramFake` the way
production runs it (``bot.telegram.transport``): long polling with a one-second
``getUpdates`` timeout (each update recorded first, in an inbox of its own in memory
unless the test gives one), or a webhook server the fake posts to."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from aiogram import Bot, Dispatcher

from bot.config import Settings
from bot.service.inbox import Inbox
from bot.storage import MemoryStorage
from bot.telegram.retry import RetryMiddleware, RetryPolicy
from bot.telegram.transport import create_bot, serve_updates
from tests.support.fakes.telegram_api import TelegramFake
from tests.support.ports import free_port

# Short pauses between retries of 5xx and network errors, so tests do not wait long.
QUICK_RETRIES = RetryPolicy(attempts=4, first_delay=0.01, longest_delay=0.05)


@dataclass
class RunningBot:
    """A bot being served, and the pauses its retry middleware asked for (in seconds;
    recorded rather than waited out when ``retry_after`` is involved)."""

    bot: Bot
    dispatcher: Dispatcher
    sleeps: list[float] = field(default_factory=list)
    url: str | None = None


def bot_against(
    fake: TelegramFake, sleeps: list[float], policy: RetryPolicy = QUICK_RETRIES
) -> Bot:
    """The production bot pointed at the fake; the retry middleware records its pauses
    and waits only for the short backoff pauses, never for a ``retry_after``."""

    async def sleep(seconds: float) -> None:
        sleeps.append(seconds)
        await asyncio.sleep(min(seconds, policy.longest_delay))

    return create_bot(fake.token, fake.url, retry=RetryMiddleware(policy, sleep=sleep))


async def close_quickly(bot: Bot) -> None:
    """Close the bot's connections without aiogram's 250 ms pause, which waits for TLS
    connections to wind down; the fake speaks plain HTTP."""
    connections = getattr(bot.session, "_session", None)
    if connections is not None:
        await connections.close()
    await bot.session.close()


def fake_settings(fake: TelegramFake, **overrides: Any) -> Settings:
    return Settings(  # type: ignore[call-arg]
        telegram_token=fake.token,
        telegram_api_url=fake.url,
        _env_file=None,
        **overrides,
    )


def webhook_settings(fake: TelegramFake, secret: str) -> tuple[Settings, str]:
    """Settings for a webhook server on a free port, and its address."""
    port = free_port()
    url = f"http://127.0.0.1:{port}/telegram/hook"
    settings = fake_settings(
        fake,
        telegram_webhook_url=url,
        telegram_webhook_host="127.0.0.1",
        telegram_webhook_port=port,
        telegram_webhook_secret=secret,
    )
    return settings, url


@asynccontextmanager
async def _served(
    fake: TelegramFake,
    dispatcher: Dispatcher,
    started: Callable[[], bool],
    settings: Settings,
    policy: RetryPolicy,
    **data: Any,
) -> AsyncIterator[RunningBot]:
    sleeps: list[float] = []
    running = RunningBot(bot_against(fake, sleeps, policy), dispatcher, sleeps)
    serving = asyncio.create_task(
        serve_updates(dispatcher, running.bot, settings, polling_timeout=1, **data)
    )
    try:
        await fake.until(lambda: started() or serving.done())
        if serving.done():
            serving.result()  # serving failed at start: show why
        yield running
    finally:
        if settings.telegram_webhook_url is not None:
            await close_quickly(running.bot)
        serving.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await serving
        await close_quickly(running.bot)


@asynccontextmanager
async def polling(
    fake: TelegramFake,
    dispatcher: Dispatcher,
    *,
    policy: RetryPolicy = QUICK_RETRIES,
    inbox: Inbox | None = None,
    **data: Any,
) -> AsyncIterator[RunningBot]:
    """Long polling; yields once a ``getUpdates`` call waits for news."""

    def started() -> bool:
        return fake.waiting_polls > 0 or bool(fake.calls_of("getUpdates"))

    store = MemoryStorage()
    await store.open()
    inbox = inbox or Inbox(store, "test-poller", lambda: datetime.now(UTC))
    settings = fake_settings(fake)
    try:
        async with _served(fake, dispatcher, started, settings, policy, inbox=inbox,
                           **data) as running:
            yield running
    finally:
        await store.close()  # its connections' threads end with it


@asynccontextmanager
async def webhook(
    fake: TelegramFake,
    dispatcher: Dispatcher,
    *,
    secret: str = "s3cret-for-tests",
    policy: RetryPolicy = QUICK_RETRIES,
    **data: Any,
) -> AsyncIterator[RunningBot]:
    """A webhook server on a free port; yields once it registered with ``setWebhook``.
    ``running.url`` is its address."""
    settings, url = webhook_settings(fake, secret)

    def started() -> bool:
        return bool(fake.calls_of("setWebhook", ok=True))

    async with _served(fake, dispatcher, started, settings, policy, **data) as running:
        running.url = url
        yield running
