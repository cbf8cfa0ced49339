"""Whether the database answers: a trivial question at most one at a time, within a
timeout (a worker's ``/healthz``, the webhook's health check)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable
from typing import TypeVar

from bot.metrics import METRICS
from bot.storage.protocol import Storage

log = logging.getLogger(__name__)

ANSWER_WITHIN = 1.0
"""Seconds the database has to answer a health check."""

T = TypeVar("T")


class Probe:
    """Asks the database a trivial question, at most one at a time: while a question hangs
    (a silent network), later checks wait on the same one instead of piling up more."""

    def __init__(self, storage: Storage, timeout: float = ANSWER_WITHIN) -> None:
        self.storage = storage
        self.timeout = timeout
        self.up = True
        self.cause = ""
        self._asking: asyncio.Task[None] | None = None

    async def check(self) -> bool:
        """Whether the database answered within the timeout; logs a change of state."""
        if self._asking is None or self._asking.done():
            self._asking = asyncio.create_task(self.storage.ping(), name="dots-db-ping")
            self._asking.add_done_callback(_seen)  # a late failure is not "never retrieved"
        error = await _outcome(self._asking, self.timeout)
        self._note(error)
        return error is None

    def _note(self, error: BaseException | None) -> None:
        if error is not None:
            self.cause = str(error) or type(error).__name__
            if self.up:
                log.error("cannot reach the database: %s", self.cause)
        elif not self.up:
            log.warning("the database answers again")
        self.up = error is None
        METRICS.database_up.set(1 if self.up else 0)

    async def close(self) -> None:
        if self._asking is not None and not self._asking.done():
            self._asking.cancel()
            with contextlib.suppress(BaseException):
                await self._asking


def _seen(task: asyncio.Task[None]) -> None:
    if not task.cancelled():
        task.exception()


async def _outcome(task: asyncio.Task[T], timeout: float) -> BaseException | None:
    """None when ``task`` ended well within ``timeout``; else why not. The task is left
    running on a timeout (cancelling a query on a silent connection can hang as well)."""
    done, _ = await asyncio.wait({task}, timeout=timeout)
    if not done:
        return TimeoutError(f"no answer within {timeout:g} s")
    if task.cancelled():
        return asyncio.CancelledError("the question was cancelled")
    return task.exception()


async def within(work: Awaitable[T], timeout: float) -> T | None:
    """The result of ``work``, or None when it fails or takes longer than ``timeout``."""
    task = asyncio.ensure_future(work)
    if await _outcome(task, timeout) is not None:
        if not task.done():
            task.cancel()
        return None
    return task.result()


