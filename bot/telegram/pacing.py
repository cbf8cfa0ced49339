"""A pace per chat for what the bot sends and edits. Telegram allows a group about 20
messages a minute and a private chat about one a second; going faster earns 429s that hold
the whole chat up. Each chat has its own queue and its own bucket of sends, so one busy chat
never makes another wait, and edits of the same message that are still queued collapse into
the newest (only the newest position of a game's card matters).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections import deque
from collections.abc import Awaitable, Callable, Hashable
from dataclasses import dataclass, field
from typing import Any, TypeVar

from aiogram.exceptions import TelegramBadRequest

log = logging.getLogger(__name__)

T = TypeVar("T")
Clock = Callable[[], float]
Sleep = Callable[[float], Awaitable[None]]
NOT_MODIFIED = "message is not modified"


@dataclass(frozen=True)
class Pace:
    """``per_minute`` sends on average, ``burst`` of them at once after a quiet spell."""

    per_minute: float
    burst: int = 3

    @property
    def per_second(self) -> float:
        return self.per_minute / 60


GROUP_PACE = Pace(per_minute=20)
PRIVATE_PACE = Pace(per_minute=60)


@dataclass
class _Job:
    call: Callable[[], Awaitable[Any]]
    edit_key: Hashable | None
    done: asyncio.Future[Any]


@dataclass
class _Lane:
    """One chat: its queued jobs, the sends it may make now, the worker draining it."""

    pace: Pace
    tokens: float
    updated: float
    jobs: deque[_Job] = field(default_factory=deque)
    worker: asyncio.Task[None] | None = None

    def refill(self, now: float) -> None:
        self.tokens = min(
            float(self.pace.burst), self.tokens + (now - self.updated) * self.pace.per_second
        )
        self.updated = now

    def busy(self) -> bool:
        return self.worker is not None and not self.worker.done()


@dataclass(kw_only=True, eq=False)
class ChatPacer:
    """Runs sends and edits chat by chat at the chat's pace, in the order they came.

    ``await pacer.send(chat_id, lambda: bot.send_photo(...))`` returns what the call
    returns; with ``edit_key`` (say, the card's chat and message id) a queued edit of the
    same key is replaced by this one and its caller gets ``None``. An edit Telegram calls
    "message is not modified" also gives ``None``. Private chats (positive ids) use
    ``private``, groups ``group``; ``clock`` and ``sleep`` are injectable for tests.
    """

    group: Pace = GROUP_PACE
    private: Pace = PRIVATE_PACE
    clock: Clock = time.monotonic
    sleep: Sleep = asyncio.sleep
    idle_lanes_kept: int = 1024
    _lanes: dict[int, _Lane] = field(default_factory=dict, init=False)

    def pace_of(self, chat_id: int) -> Pace:
        return self.private if chat_id > 0 else self.group

    async def send(
        self,
        chat_id: int,
        call: Callable[[], Awaitable[T]],
        *,
        edit_key: Hashable | None = None,
    ) -> T | None:
        lane = self._lane(chat_id)
        done: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        queued = next(
            (job for job in lane.jobs if edit_key is not None and job.edit_key == edit_key), None
        )
        if queued is not None:
            if not queued.done.done():
                queued.done.set_result(None)
            queued.call, queued.done = call, done
        else:
            lane.jobs.append(_Job(call, edit_key, done))
        if not lane.busy():
            lane.worker = asyncio.create_task(self._drain(lane))
        result: T | None = await done
        return result

    def queued(self, chat_id: int) -> int:
        """Jobs of the chat waiting for their turn."""
        lane = self._lanes.get(chat_id)
        return 0 if lane is None else len(lane.jobs)

    async def close(self) -> None:
        """Stop every worker; callers still waiting are cancelled."""
        for lane in self._lanes.values():
            for job in lane.jobs:
                job.done.cancel()
            if lane.worker is not None:
                lane.worker.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await lane.worker
        self._lanes.clear()

    def _lane(self, chat_id: int) -> _Lane:
        lane = self._lanes.get(chat_id)
        if lane is None:
            if len(self._lanes) >= self.idle_lanes_kept:
                self._forget_rested_lanes()
            pace = self.pace_of(chat_id)
            lane = _Lane(pace, tokens=float(pace.burst), updated=self.clock())
            self._lanes[chat_id] = lane
        return lane

    def _forget_rested_lanes(self) -> None:
        """A lane with nothing queued and a full bucket is the same as no lane."""
        now = self.clock()
        for chat_id, lane in list(self._lanes.items()):
            lane.refill(now)
            if not lane.jobs and not lane.busy() and lane.tokens >= lane.pace.burst:
                del self._lanes[chat_id]

    async def _drain(self, lane: _Lane) -> None:
        while lane.jobs:
            lane.refill(self.clock())
            if lane.tokens < 1:
                await self.sleep((1 - lane.tokens) / lane.pace.per_second)
                continue
            job = lane.jobs.popleft()
            if job.done.done():  # its caller gave up waiting
                continue
            lane.tokens -= 1
            await self._run(job)

    @staticmethod
    async def _run(job: _Job) -> None:
        try:
            result = await job.call()
        except TelegramBadRequest as error:
            if NOT_MODIFIED in error.message:
                result = None
            elif not job.done.done():
                job.done.set_exception(error)
                return
        except Exception as error:  # the caller decides what a failure means
            if not job.done.done():
                job.done.set_exception(error)
            return
        if not job.done.done():
            job.done.set_result(result)
