"""Analyses run in the background: claimed in the database, reviewed a part at a time in the
computer's workers, every part kept.

An analysis is a row per game (:mod:`bot.storage.queries.analyses`). Any process may take one up:
it claims the first nobody holds, in turns between the people who asked (each one's first
before anyone's second, then the oldest: ``bot.storage.queries.analyses.SERVING_ORDER``; a lease,
renewed with every part), reviews a few positions at a time through the engine
(``Engine.estimate``, which gives way to the live games' turns and to hints) and writes
them, under its lease, before the next part. So one process reviews a game at a time; one
killed mid-way leaves what it did, and when its lease runs out the next process goes on
from there. The progress message is edited through the outbox as the parts go by (every
``PROGRESS_STEP`` percent, at most once in ``progress_every``); the last part marks the
analysis done and announces the result in the same transaction, so it is posted once, and
never lost.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import math
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from bot.identity import ChatRef, PlayerRef
from bot.service.computer.engine import Engine
from bot.service.delivery.outbox import ANALYSIS_RESULT, Announcement, outbox_item
from bot.service.faults import count_storage_error
from bot.storage.protocol import Storage
from bot.storage.queries.analyses import DONE, FAILED, RUNNING
from bot.storage.records import AnalysisRow, AnalysisUpdate
from core import Game
from core.ai.review import Estimate

log = logging.getLogger(__name__)

LEASE = timedelta(seconds=120)
"""How long a claim lasts without a part written (renewed with each)."""
PROGRESS_STEP = 20
"""The progress message is edited as the review passes each of these percentages."""
FAILURES_BEFORE_GIVING_UP = 3
RETRY_AFTER = timedelta(seconds=30)
"""After a failed part, when any process may try again (a fresh worker pool)."""
POLL_SECONDS = 5.0
PLAYOUTS_A_SECOND = 50_000.0
"""How fast analyses are taken to go before this process has timed a part: about the
review's speed with its default budgets on the development machine
(``bench/bench_analysis.py``: 3.2 million playouts of a 39×32 game in 49 s)."""
RATE_WEIGHT = 0.3
"""The weight of the last part in the speed kept (a moving average)."""


def encode(estimate: Estimate) -> list[Any]:
    """A position's estimate as stored: Blue's chances (rounded: a review is read in whole
    percents) and the engine's point."""
    point = list(estimate.best) if estimate.best is not None else None
    return [round(estimate.blue, 5), point, round(estimate.reached, 5)]


def decode(data: list[Any]) -> Estimate:
    blue, point, reached = data
    return Estimate(float(blue), (int(point[0]), int(point[1])) if point else None,
                    float(reached))


def percent(row: AnalysisRow) -> int:
    return 100 * row.reviewed // row.positions if row.positions else 100


def part_size(playouts: int, part_playouts: int) -> int:
    """Positions in one part."""
    return max(1, part_playouts // max(1, playouts))


Load = Callable[[int], Awaitable[Game | None]]
"""A copy of a finished game's position (with all its moves), by id."""


@dataclass(eq=False)
class AnalysisRuns:
    """The analyses this process works on: at most ``at_once`` at a time."""

    storage: Storage
    engine: Engine
    load: Load
    owner: str
    now: Callable[[], datetime]
    wake_delivery: Callable[[str], None]
    at_once: int = 1
    progress_every: timedelta = timedelta(seconds=5)
    part_playouts: int = 20_000
    parts: int = field(default=0, init=False)
    """Parts reviewed by this process (tests count them)."""
    playouts_a_second: float = field(default=PLAYOUTS_A_SECOND, init=False)
    """How fast this process's parts went lately, waits for live turns included."""
    _running: set[asyncio.Task[None]] = field(default_factory=set, init=False)
    _wake: asyncio.Event = field(default_factory=asyncio.Event, init=False)

    def wake(self) -> None:
        """An analysis was asked for: look now, not at the next poll."""
        self._wake.set()

    async def run(self, poll: float = POLL_SECONDS) -> None:
        """Take up analyses as they come, until cancelled."""
        try:
            while True:
                self._wake.clear()
                try:
                    await self.fill()
                except Exception as error:
                    count_storage_error(error)
                    log.exception("looking for analyses failed; it goes on")
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._wake.wait(), poll)
        finally:
            for task in self._running:
                task.cancel()

    async def fill(self) -> int:
        """Claim analyses while there is room; how many were taken."""
        taken = 0
        while len(self._running) < self.at_once:
            row = await self.claim()
            if row is None:
                return taken
            task = asyncio.create_task(self.review(row), name=f"dots-analysis-{row.game_id}")
            self._running.add(task)
            task.add_done_callback(self._ended)
            taken += 1
        return taken

    def _ended(self, task: asyncio.Task[None]) -> None:
        self._running.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("an analysis failed", exc_info=task.exception())
        self._wake.set()  # room for the next one

    async def claim(self) -> AnalysisRow | None:
        now = self.now()
        return await self.storage.claim_analysis(self.owner, now, now + LEASE)

    async def settle(self) -> int:
        """Review every analysis waiting now, here (tests and the console); how many."""
        done = 0
        while (row := await self.claim()) is not None:
            await self.review(row)
            done += 1
        return done

    async def review(self, row: AnalysisRow) -> None:
        """Go on with ``row`` from where it stands until it is done, its lease is lost, or
        a part fails."""
        game = await self.load(row.game_id)
        if game is None or len(game.moves) != row.positions:
            await self._write(row, row.estimates, FAILED, row.attempts, announce=True)
            return
        estimates = list(row.estimates)
        told = self.now()
        size = part_size(row.playouts, self.part_playouts)
        while len(estimates) < row.positions:
            first = len(estimates)
            last = min(row.positions, first + size)
            began = time.monotonic()
            try:
                part = await self.engine.estimate(game.copy(), first, last, row.playouts,
                                                  row.seed)
            except Exception as error:
                await self._failed(row, estimates, error)
                return
            self._timed((last - first) * row.playouts, time.monotonic() - began)
            self.parts += 1
            estimates += [encode(e) for e in part]
            finished = len(estimates) >= row.positions
            due = self._progress_due(row.positions, first, len(estimates), told)
            status = DONE if finished else RUNNING
            if not await self._write(row, estimates, status, row.attempts,
                                     announce=finished or due):
                log.info("analysis of game %s: the lease was lost; another goes on", row.game_id)
                return
            if due:
                told = self.now()

    def _timed(self, playouts: int, seconds: float) -> None:
        if seconds > 0:
            rate = playouts / seconds
            self.playouts_a_second += RATE_WEIGHT * (rate - self.playouts_a_second)

    def minutes_to_first(self, waiting: list[AnalysisRow], asker: PlayerRef,
                         now: datetime) -> int:
        """About how many minutes until the first of ``asker``'s analyses is done: the
        work left in it and in those before it (``waiting``, in the serving order; those
        under way first), at this process's speed; one at least."""
        under_way = [row for row in waiting if row.lease_owner is not None
                     and row.lease_until is not None and row.lease_until > now]
        playouts = 0
        for row in under_way + [row for row in waiting if row not in under_way]:
            playouts += (row.positions - row.reviewed) * row.playouts
            if row.asker == asker:
                break
        return max(1, math.ceil(playouts / self.playouts_a_second / 60))

    def _progress_due(self, positions: int, before: int, after: int, told: datetime) -> bool:
        """Whether the progress message shows a new step now."""
        step_before = 100 * before // positions // PROGRESS_STEP
        step_after = 100 * after // positions // PROGRESS_STEP
        return step_after > step_before and self.now() - told >= self.progress_every

    async def _failed(self, row: AnalysisRow, estimates: list[Any], error: Exception) -> None:
        """A part failed (a worker died or hung): let the lease go, so that any process may
        try again; after a few failures the analysis is given up and that said."""
        attempts = row.attempts + 1
        log.error("analysis of game %s: a part failed (%s of %s): %s", row.game_id, attempts,
                  FAILURES_BEFORE_GIVING_UP, error)
        gave_up = attempts >= FAILURES_BEFORE_GIVING_UP
        await self._write(row, estimates, FAILED if gave_up else RUNNING, attempts,
                          announce=gave_up, keep=False, retry=not gave_up)

    async def _write(self, row: AnalysisRow, estimates: list[Any], status: str, attempts: int,
                     *, announce: bool, keep: bool = True, retry: bool = False) -> bool:
        """Store the progress under the lease (renewed while it goes on; let go when
        ``keep`` is off, for anyone to take up again after a while with ``retry``) and,
        if asked, the announcement that shows it; whether the lease was still ours."""
        now = self.now()
        held = keep and status == RUNNING
        until = now + LEASE if held else now + RETRY_AFTER if retry else None
        update = AnalysisUpdate(status, estimates, attempts, held, until, now)
        async with self.storage.transaction() as tx:
            if not await tx.update_analysis(row.game_id, self.owner, update):
                return False
            if announce:
                told = announcement(row.chat, row.game_id, result=status == DONE)
                await tx.enqueue(outbox_item(told, now))
        if announce:
            self.wake_delivery(row.chat.platform)
        return True


def announcement(chat: ChatRef, game_id: int, *, result: bool) -> Announcement:
    """The announcement of an analysis's progress, or of its result (worded when
    delivered, from the analysis as it stands then: a late progress only edits the
    message, the result is posted once)."""
    return Announcement(chat, (), analysis_id=game_id, show=ANALYSIS_RESULT if result else None)
