"""A pace per chat for what the bot sends, edits and deletes. Telegram allows a group about
20 messages a minute (edits and deletions included) and a private chat about one a second;
going faster earns 429s that hold the whole chat up. Each chat has its own lane, so one busy
chat never makes another wait.

**The budget.** A lane may send ``burst`` calls at once after a quiet spell, then
``per_minute`` on average (a token bucket). Any span of ``window`` seconds then holds at most
``burst + per_minute * window / 60`` calls, so :meth:`Pace.within` chooses the two to fill
the window exactly: a group gets 2 at once after quiet and then one every 3.33 s, which
never puts more than 20 calls in any 60 s and never starves a quick game (a card every
slot); a private chat 4 at once, then 6 in 5 s (never more than 10 in any 5 s). That
budget is for cards, pings and deletions: an answer to a person takes a share of it when
there is one, but needs only room in the window (``limit`` in the last ``window`` seconds,
a hard cap for every call), so a reply never waits for the next slot of a busy game (a pace
with no ``limit`` paces answers by its bucket too). An answer sent with the bucket empty is
one call more than the bucket planned for: while it is in the window the bucket refills
that much slower (a group's slot 3.53 s instead of 3.33 s for one such answer), so the cap
is never reached and a card waits one slot, not two.

**What goes first.** At each turn the lane sends its most urgent job: a reply to a person
(a refusal, an offer, a result, a picker), then a game's card, then a ping, then the
deletion of an old ping. A queued edit of a message is replaced by a newer edit of the same
message. Whether a card or a ping is still wanted is not the lane's to decide: the output
path hands each with a ``wanted`` check (:data:`bot.output.port.Wanted`: no newer card of
its game came since, it is not past its due), and the lane drops the jobs that are no
longer wanted, when one is queued and at every turn. Deletions of old pings are dropped
when anything else comes while they wait for budget.

**429s.** :class:`~bot.telegram.retry.RetryMiddleware` waits out a ``retry_after`` (the one
place that does) inside the lane's turn, so that chat alone waits; the lane then starts
again with no burst left.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
import time
from collections import deque
from collections.abc import Awaitable, Callable, Hashable
from dataclasses import dataclass, field
from enum import IntEnum
from typing import Any, TypeVar

from aiogram.exceptions import TelegramBadRequest

from bot.output.budget import SendBudget, pause_unless
from bot.telegram.platform import GROUP_PER_MINUTE
from bot.telegram.retry import flood_listener

log = logging.getLogger(__name__)

T = TypeVar("T")
Clock = Callable[[], float]
Sleep = Callable[[float], Awaitable[None]]
NOT_MODIFIED = "message is not modified"
EPSILON = 1e-9
"""Waits shorter than this are none (sums of floating point slots are not exact)."""
MARGIN = 0.01
"""The share of a window the hard cap waits beyond it: a call takes a moment to arrive."""


class Priority(IntEnum):
    """What goes first in a chat's lane (lower first; equals in the order they came)."""

    REPLY = 0
    """An answer to a person: a reply, a refusal, an offer, a result, a picker."""
    CARD = 1
    """A game's card: its newest position."""
    PING = 2
    """The "your move" ping of a card."""
    CLEANUP = 3
    """The deletion of an old ping: dropped when anything else comes while it waits."""


@dataclass(frozen=True)
class Pace:
    """``per_minute`` sends on average, ``burst`` of them at once after a quiet spell, and
    never more than ``limit`` (if set) in any ``window`` seconds."""

    per_minute: float
    burst: int = 3
    limit: int | None = None
    window: float = 60.0

    @property
    def per_second(self) -> float:
        return self.per_minute / 60

    @classmethod
    def within(cls, limit: int, window: float = 60.0, *, burst: int = 2) -> Pace:
        """``burst`` at once after quiet, and the rest of ``limit`` spread evenly over
        ``window``: no span of ``window`` seconds ever holds more than ``limit`` calls."""
        return cls((limit - burst) * 60 / window, burst, limit, window)


GROUP_PACE = Pace.within(GROUP_PER_MINUTE, 60.0, burst=2)
PRIVATE_PACE = Pace.within(10, 5.0, burst=4)


@dataclass(eq=False)
class _Job:
    call: Callable[[], Awaitable[Any]]
    edit_key: Hashable | None
    done: asyncio.Future[Any]
    priority: Priority
    wanted: Callable[[], bool] | None
    order: int

    def drop(self) -> None:
        if not self.done.done():
            self.done.set_result(None)


@dataclass
class _Lane:
    """One chat: its queued jobs, its budget, the worker draining it."""

    pace: Pace
    tokens: float
    updated: float
    jobs: list[_Job] = field(default_factory=list)
    sent: deque[float] = field(default_factory=deque)
    worker: asyncio.Task[None] | None = None
    news: asyncio.Event = field(default_factory=asyncio.Event)
    """Set when an answer is queued: it may go before the wait for budget is over."""
    flagged: bool = False
    """Telegram answered 429 during the call running now."""
    free: deque[float] = field(default_factory=deque)
    """When answers went with the bucket empty: each is a call the window holds beyond the
    bucket's budget, repaid by a slower bucket while it is in the window."""

    def per_second(self, now: float) -> float:
        """The bucket's rate: the pace's, less the answers the window holds beyond it, so
        that the window is never full and a card waits one (longer) slot, never two."""
        limit, window = self.pace.limit, self.pace.window
        while self.free and self.free[0] <= now - window:
            self.free.popleft()
        if limit is None or not self.free:
            return self.pace.per_second
        room = max(1, limit - self.pace.burst - len(self.free))
        return min(self.pace.per_second, room / window)

    def refill(self, now: float) -> None:
        elapsed = max(0.0, now - self.updated)
        rate = self.per_second(now)
        self.tokens = min(float(self.pace.burst), self.tokens + elapsed * rate)
        self.updated = max(self.updated, now)

    def wait(self, now: float, priority: Priority = Priority.CARD) -> float:
        """Seconds until the lane may send a job of ``priority`` (0: now)."""
        self.refill(now)
        rate = self.per_second(now)
        bucket = 0.0 if self.tokens >= 1 - EPSILON else (1 - self.tokens) / rate
        if self.answers_free(priority):
            bucket = 0.0  # an answer needs only room in the window
        limit, window = self.pace.limit, self.pace.window
        while self.sent and self.sent[0] <= now - window:
            self.sent.popleft()
        full = 0.0
        if limit is not None and len(self.sent) >= limit:
            full = self.sent[-limit] + window * (1 + MARGIN) - now
        wait = max(bucket, full)
        return wait if wait > EPSILON else 0.0

    def answers_free(self, priority: Priority) -> bool:
        """Whether a job of ``priority`` skips the bucket: answers, where a window holds."""
        return priority is Priority.REPLY and self.pace.limit is not None

    def spend(self, now: float, priority: Priority) -> None:
        """An answer takes from the bucket what it has (nothing when it is empty)."""
        if not self.answers_free(priority) or self.tokens >= 1:
            self.tokens -= 1
        else:
            self.free.append(now)
        self.sent.append(now)

    def flooded(self, now: float) -> None:
        """Telegram said 429: whatever the lane thought it had, it has nothing left."""
        self.tokens, self.updated = 0.0, max(self.updated, now)

    def rested(self, now: float) -> bool:
        self.refill(now)
        recent = any(moment > now - self.pace.window for moment in self.sent)
        return not self.jobs and not self.busy() and self.tokens >= self.pace.burst and not recent

    def busy(self) -> bool:
        return self.worker is not None and not self.worker.done()

    @staticmethod
    def unwanted(job: _Job) -> bool:
        """A job its sender no longer wants (its ``wanted`` check says no)."""
        return job.wanted is not None and not job.wanted()

    def add(self, job: _Job, now: float) -> None:
        """Queue ``job``: it replaces a queued edit of the same message, jobs no longer
        wanted are dropped, and so are deletions while the budget is short."""
        if job.priority is not Priority.CLEANUP and self.wait(now) > 0:
            self._drop(lambda queued: queued.priority is Priority.CLEANUP)
        self._drop(self.unwanted)
        queued = next(
            (q for q in self.jobs if job.edit_key is not None and q.edit_key == job.edit_key),
            None,
        )
        if job.priority is Priority.REPLY:
            self.news.set()
        if queued is None:
            self.jobs.append(job)
            return
        queued.drop()
        queued.call, queued.done = job.call, job.done
        queued.priority = min(queued.priority, job.priority)
        queued.wanted = job.wanted

    def _drop(self, which: Callable[[_Job], bool]) -> None:
        for job in [job for job in self.jobs if which(job)]:
            job.drop()
            self.jobs.remove(job)

    def prune(self) -> None:
        """Drop the jobs no longer wanted: their callers gone, or their senders'."""
        self._drop(lambda job: job.done.done() or self.unwanted(job))

    def first(self) -> _Job | None:
        """The most urgent job still wanted."""
        self.prune()
        return min(self.jobs, key=lambda queued: (queued.priority, queued.order), default=None)


@dataclass(kw_only=True, eq=False)
class ChatPacer:
    """Runs sends and edits chat by chat within the chat's budget, the most urgent first.

    ``await pacer.send(chat_id, lambda: bot.send_photo(...))`` returns what the call
    returns, or ``None`` for a job dropped (replaced by a newer edit of ``edit_key``, the
    same message; no longer ``wanted`` when queued or at its turn; a deletion crowded
    out). An edit Telegram calls "message is not modified" also gives ``None``.
    Private chats (positive ids) use ``private``, groups ``group``; ``clock`` and ``sleep``
    are injectable for tests.
    """

    group: Pace = GROUP_PACE
    private: Pace = PRIVATE_PACE
    clock: Clock = time.monotonic
    sleep: Sleep = asyncio.sleep
    idle_lanes_kept: int = 1024
    budget: SendBudget | None = None
    """The bot-wide budget every lane takes a token of before it sends (``None``: none)."""
    _lanes: dict[int, _Lane] = field(default_factory=dict, init=False)
    _order: itertools.count[int] = field(default_factory=itertools.count, init=False)

    def pace_of(self, chat_id: int) -> Pace:
        return self.private if chat_id > 0 else self.group

    async def send(
        self,
        chat_id: int,
        call: Callable[[], Awaitable[T]],
        *,
        edit_key: Hashable | None = None,
        priority: Priority = Priority.REPLY,
        wanted: Callable[[], bool] | None = None,
    ) -> T | None:
        lane = self._lane(chat_id)
        done: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        job = _Job(call, edit_key, done, priority, wanted, next(self._order))
        if lane.unwanted(job):
            return None
        lane.add(job, self.clock())
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
        if self.budget is not None:
            await self.budget.close()

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
        """A lane with nothing queued, a full bucket and a quiet window is no lane."""
        now = self.clock()
        for chat_id, lane in list(self._lanes.items()):
            if lane.rested(now):
                del self._lanes[chat_id]

    async def _drain(self, lane: _Lane) -> None:
        token: float | None = None  # a bot-wide token taken, not spent: when it is dropped
        try:
            while (job := lane.first()) is not None:
                wait = lane.wait(self.clock(), job.priority)
                if wait > 0:
                    self._give_back(token)
                    token = None
                    await self._pause(lane, wait)
                    continue
                if self.budget is not None and token is None:
                    token = self.budget.take_now() or await self._wait_for_budget(lane, job)
                    continue  # the most urgent job may have changed meanwhile
                token = None
                lane.jobs.remove(job)
                lane.spend(self.clock(), job.priority)
                await self._run(lane, job)
        finally:
            self._give_back(token)

    def _give_back(self, token: float | None) -> None:
        if token is not None and self.budget is not None:
            self.budget.give_back(token)

    async def _wait_for_budget(self, lane: _Lane, job: _Job) -> float | None:
        """A token of the bot-wide budget, or ``None`` when an answer is queued meanwhile
        (the lane then chooses again, and asks as urgently as the answer)."""
        assert self.budget is not None
        lane.news.clear()
        taking = asyncio.ensure_future(self.budget.take(job.priority))
        answered = asyncio.ensure_future(lane.news.wait())
        try:
            await asyncio.wait({taking, answered}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            answered.cancel()
            if not taking.done():
                taking.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await taking
        return taking.result() if not taking.cancelled() else None

    async def _pause(self, lane: _Lane, seconds: float) -> None:
        """Wait for budget, or until an answer is queued (it may need none)."""
        await pause_unless(lane.news, seconds, self.sleep)

    async def _run(self, lane: _Lane, job: _Job) -> None:
        listening = flood_listener.set(lambda: setattr(lane, "flagged", True))
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
        finally:
            flood_listener.reset(listening)
            if lane.flagged:  # the wait for a 429 is over now
                lane.flagged = False
                lane.flooded(self.clock())
        if not job.done.done():
            job.done.set_result(result)
