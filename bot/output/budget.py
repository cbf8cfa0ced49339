"""A platform's bot-wide budget of sends, shared by every process of the bot: Telegram lets
a bot post about 30 messages a second across all its chats, and a lobby's many private-chat
games can reach that. The budget is a token bucket kept in the storage every process uses
(:mod:`bot.storage.budget_port`; a ``memory://`` store keeps it in the process; the output
path reaches it through the service's receipts), and each
process's :class:`SendBudget` hands its tokens to the sends waiting, the most urgent first.

**Few round trips.** A process claims a few tokens at once (:attr:`BotRate.burst`) and
holds them for :attr:`BotRate.hold` seconds: a quiet bot's replies take one claim for a
handful of messages, a busy one's a claim for each handful. Tokens not spent by then are
dropped, so the bucket's count of claims bounds the sends: any ``window`` seconds hold at
most ``burst + rate * (window + hold)`` sends, which :meth:`BotRate.within` sets to the
platform's limit.

**What goes first.** Sends waiting for a token are served in order of urgency (an answer
to a person before a card), then in the order they came. A claim made for cards leaves one
token in the bucket, so an answer in another process finds one too.
"""

from __future__ import annotations

import asyncio
import contextlib
import heapq
import itertools
import time
from collections import deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Protocol

from bot.send_budget import BucketTerms, Claimed


class TokenSource(Protocol):
    """Where the bucket is kept: the service's receipts
    (:meth:`bot.service.delivery.receipts.Receipts.claim_send_tokens`), or a store."""

    async def claim_send_tokens(
        self, name: str, want: int, keep: int, terms: BucketTerms, now: float
    ) -> Claimed | None:
        """Up to ``want`` tokens of ``name`` at ``now`` (``None``: cannot be asked)."""
        ...


URGENT = 0
"""The priority of an answer to a person: it may take the token a claim for cards leaves."""


@dataclass(frozen=True)
class BotRate:
    """At most ``limit`` sends in any ``window`` seconds, bot-wide."""

    limit: int
    window: float = 1.0
    burst: int = 4
    """Tokens a process claims at once (and the most the bucket holds)."""
    hold: float = 0.2
    """Seconds a process keeps claimed tokens before dropping them."""

    @property
    def terms(self) -> BucketTerms:
        """The bucket that never lets ``limit`` be passed: ``burst`` at once after quiet,
        then ``(limit - burst) / (window + hold)`` a second."""
        burst = max(1, min(self.burst, self.limit - 1))
        return BucketTerms((self.limit - burst) / (self.window + self.hold), burst)


@dataclass(eq=False)
class _Waiter:
    priority: int
    order: int
    given: asyncio.Future[float]

    def __lt__(self, other: _Waiter) -> bool:
        return (self.priority, self.order) < (other.priority, other.order)


class SendBudget:
    """One process's share of the bot-wide budget ``name``: :meth:`take` a token before
    each send. ``clock`` (monotonic) times the tokens held, ``wall`` names the moment to
    the storage (every process reads the same wall clock)."""

    def __init__(
        self,
        source: TokenSource,
        rate: BotRate,
        *,
        name: str = "telegram",
        clock: Callable[[], float] = time.monotonic,
        wall: Callable[[], float] = time.time,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
    ) -> None:
        self.source, self.rate, self.name = source, rate, name
        self.terms = rate.terms
        self.clock, self.wall, self.sleep = clock, wall, sleep
        self.claims = 0
        """Claims made of the storage so far (a quiet bot makes few)."""
        self._held: deque[float] = deque()
        """The tokens held: when each is dropped."""
        self._waiting: list[_Waiter] = []
        self._order = itertools.count()
        self._filler: asyncio.Task[None] | None = None
        self._answer = asyncio.Event()
        """Set when an answer comes to wait: a wait for cards is cut short."""

    def take_now(self) -> float | None:
        """A token held, if one is and nobody waits for one: when it is dropped."""
        if self._waiting:
            return None
        return self._held_token()

    async def take(self, priority: int) -> float:
        """Wait for a token (the most urgent ``priority`` first): when it is dropped.
        Cancelled while waiting, nothing is taken."""
        now = self.take_now()
        if now is not None:
            return now
        waiter = _Waiter(priority, next(self._order), asyncio.get_running_loop().create_future())
        heapq.heappush(self._waiting, waiter)
        if priority <= URGENT:
            self._answer.set()
        if self._filler is None or self._filler.done():
            self._filler = asyncio.create_task(self._fill())
        try:
            return await waiter.given
        except asyncio.CancelledError:
            if waiter.given.done() and not waiter.given.cancelled():
                self.give_back(waiter.given.result())
            waiter.given.cancel()
            raise

    def give_back(self, until: float) -> None:
        """A token taken and not spent: the next send may have it."""
        if until > self.clock():
            self._held.appendleft(until)
            self._hand_out()

    async def close(self) -> None:
        if self._filler is not None:
            self._filler.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._filler
        for waiter in self._waiting:
            waiter.given.cancel()
        self._waiting.clear()

    def _held_token(self) -> float | None:
        now = self.clock()
        while self._held:
            until = self._held.popleft()
            if until > now:
                return until
        return None

    def _hand_out(self) -> None:
        """Give the tokens held to the waiters, the most urgent first."""
        while self._waiting:
            if self._waiting[0].given.done():  # cancelled meanwhile
                heapq.heappop(self._waiting)
                continue
            until = self._held_token()
            if until is None:
                return
            heapq.heappop(self._waiting).given.set_result(until)

    async def _fill(self) -> None:
        """Claim tokens while sends wait for them. Cards wait until the bucket holds as
        many as are waiting (up to a claim's worth): one claim for a few; an answer
        waits for one, and cuts short a wait for cards."""
        while True:
            self._hand_out()
            if not self._waiting:
                return
            urgent = self._waiting[0].priority <= URGENT
            keep = 0 if urgent else 1
            self.claims += 1
            claimed = await self.source.claim_send_tokens(
                self.name, self.terms.burst, keep, self.terms, self.wall()
            )
            if claimed is None:  # the bot goes on at this process's own pace
                await self.sleep(1 / self.terms.rate)
                claimed = Claimed(1, 0.0)
            until = self.clock() + self.rate.hold
            self._held.extend([until] * claimed.granted)
            self._hand_out()
            if not claimed.granted:
                wanted = 1 if urgent else min(len(self._waiting), self.terms.burst - keep)
                await self._pause(max(claimed.wait(self.terms, keep, wanted), 0.001))

    async def _pause(self, seconds: float) -> None:
        """Sleep ``seconds``, or until an answer comes to wait for a token."""
        await pause_unless(self._answer, seconds, self.sleep)


async def pause_unless(
    news: asyncio.Event, seconds: float, sleep: Callable[[float], Awaitable[None]]
) -> None:
    """Sleep ``seconds``, or less if ``news`` is set meanwhile (cleared first): a send
    waiting for the budget wakes when an answer, which goes first, joins the queue."""
    news.clear()
    sleeping = asyncio.ensure_future(sleep(seconds))
    woken = asyncio.ensure_future(news.wait())
    try:
        await asyncio.wait({sleeping, woken}, return_when=asyncio.FIRST_COMPLETED)
    finally:
        for task in (sleeping, woken):
            task.cancel()
