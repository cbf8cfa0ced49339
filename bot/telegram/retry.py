"""Retries of outgoing Bot API calls. aiogram sends each request once; this request
middleware (``bot.session.middleware(RetryMiddleware())``) tries again when Telegram asks to
wait (429 with ``retry_after``; this is the one place that waits it out: a paced call
waits inside its chat's turn, so only that chat waits, and its lane is told), when it fails
on its side (5xx) and when the network does.

A retried send after a network error may show twice if the first request did reach
Telegram; a lost board card is worse than a doubled one, and moves are committed before
anything is sent, so a retry never plays twice.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from contextvars import ContextVar
from dataclasses import dataclass

from aiogram import Bot
from aiogram.client.session.middlewares.base import (
    BaseRequestMiddleware,
    NextRequestMiddlewareType,
)
from aiogram.exceptions import (
    TelegramEntityTooLarge,
    TelegramNetworkError,
    TelegramRetryAfter,
    TelegramServerError,
)
from aiogram.methods import GetUpdates, Response, TelegramMethod
from aiogram.methods.base import TelegramType

from bot.metrics import count_rate_limited

log = logging.getLogger(__name__)

Sleep = Callable[[float], Awaitable[None]]
flood_listener: ContextVar[Callable[[], None] | None] = ContextVar("flood_listener", default=None)
"""Told of every 429 of the calls made in this context: the chat pacer's lane running the
call (:mod:`bot.telegram.pacing`) learns that its chat has nothing left to spend."""


@dataclass(frozen=True)
class RetryPolicy:
    """How hard to try: ``attempts`` in all (the first included); between failures a delay
    doubling from ``first_delay`` up to ``longest_delay``; a ``retry_after`` longer than
    ``longest_retry_after`` is not waited out but passed to the caller."""

    attempts: int = 5
    first_delay: float = 0.5
    longest_delay: float = 30.0
    longest_retry_after: float = 60.0

    def backoff(self, failures: int) -> float:
        """The pause after the ``failures``-th failure of a 5xx or the network."""
        delay: float = self.first_delay * 2.0 ** (failures - 1)
        return min(delay, self.longest_delay)


class RetryMiddleware(BaseRequestMiddleware):
    """Retries every call but ``getUpdates`` (the polling loop has its own backoff)."""

    def __init__(self, policy: RetryPolicy | None = None, *, sleep: Sleep = asyncio.sleep) -> None:
        self.policy = policy or RetryPolicy()
        self._sleep = sleep

    async def __call__(
        self,
        make_request: NextRequestMiddlewareType[TelegramType],
        bot: Bot,
        method: TelegramMethod[TelegramType],
    ) -> Response[TelegramType]:
        polling = isinstance(method, GetUpdates)  # the polling loop has its own backoff
        if polling:
            return await make_request(bot, method)
        failures = 0
        while True:
            try:
                return await make_request(bot, method)
            except TelegramRetryAfter as error:
                count_rate_limited("telegram")
                listener = flood_listener.get()
                if listener is not None:
                    listener()
                failures += 1
                if failures >= self.policy.attempts:
                    raise
                if error.retry_after > self.policy.longest_retry_after:
                    raise
                delay = float(error.retry_after)
                reason = f"flood control, retry after {error.retry_after} s"
            except TelegramEntityTooLarge:
                raise
            except (TelegramServerError, TelegramNetworkError) as error:
                failures += 1
                if failures >= self.policy.attempts:
                    raise
                delay = self.policy.backoff(failures)
                reason = _redacted(error.message, bot.token)
            log.warning(
                "%s failed (%s); try %d of %d in %.1f s",
                method.__api_method__,
                reason,
                failures + 1,
                self.policy.attempts,
                delay,
            )
            await self._sleep(delay)


def _redacted(text: str, token: str) -> str:
    """Network errors may quote the request address, which holds the bot's token."""
    return text.replace(token, "<token>")
