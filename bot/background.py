"""The background work of a serving process: the sweeper, one delivery loop per platform it
posts to, and the computer's turns.

``python -m bot`` starts it for the platforms it serves (the console included). The sweeper
ends games on time, sends reminders and expires challenges, each announced through the
outbox in its own transaction; each platform's delivery loop posts that platform's
announcements through the adapter subscribed to it (``service.notices``), so one platform
stalling never delays another. Several processes may run on the same database: each
ending, reminder and expiry happens once, and each announcement is delivered once.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Awaitable, Callable, Collection

from bot.service import GameService
from bot.service.faults import count_storage_error

log = logging.getLogger(__name__)

SWEEP_SECONDS = 5.0
"""How often to sweep: a live clock's flag is seen to fall within this time."""

STOP_SECONDS = 10.0
"""How long the background's tasks may take to stop once cancelled."""

Sleep = Callable[[float], Awaitable[None]]


class Background:
    def __init__(
        self,
        service: GameService,
        platforms: Collection[str] | None = None,
        *,
        interval: float = SWEEP_SECONDS,
        sleep: Sleep = asyncio.sleep,
    ) -> None:
        self.service = service
        self.platforms = frozenset(platforms) if platforms is not None else None
        self.interval = interval
        self._sleep = sleep

    async def tick(self) -> int:
        """One sweep of the platforms served; how many things it announced. Games that
        wait for the computer are looked for too (a turn lost to a crash goes on)."""
        await self.service.team_changes.sweep(self.platforms)
        notices = await self.service.sweeper.sweep(platforms=self.platforms)
        await self.service.computer.scan()
        await self.service.tournaments.sweep(self.platforms)
        await self.service.seeks.sweep()
        return len(notices)

    async def run(self) -> None:
        """Sweep until cancelled; a failing sweep is logged and the next one comes."""
        while True:
            try:
                await self.tick()
            except Exception as error:
                count_storage_error(error)
                log.exception("sweep failed")
            await self._sleep(self.interval)


@contextlib.asynccontextmanager
async def background(
    service: GameService,
    platforms: Collection[str] | None = None,
    *,
    interval: float = SWEEP_SECONDS,
) -> AsyncIterator[Background]:
    """Run the sweeper, the delivery loops of ``platforms``, the computer's turns and the
    analyses of finished games while the block runs; all are cancelled when it ends. The
    console too: a move may come from another door (the web board) while it waits for a
    line, and the computer answers it here, announced through the outbox."""
    runner = Background(service, platforms, interval=interval)
    tasks = [asyncio.create_task(runner.run(), name="dots-sweeper")]
    for platform in sorted(platforms or ()):
        loop = service.delivery.run(platform)
        tasks.append(asyncio.create_task(loop, name=f"dots-delivery-{platform}"))
    turns = service.computer.turns
    if turns is not None:
        tasks.append(asyncio.create_task(turns.run(), name="dots-computer"))
    analyses = service.analysis.runs  # the console too: a review is long, a line is not
    if analyses is not None:
        tasks.append(asyncio.create_task(analyses.run(), name="dots-analyses"))
    try:
        yield runner
    finally:
        for task in tasks:
            task.cancel()
        _, stuck = await asyncio.wait(tasks, timeout=STOP_SECONDS)
        for task in stuck:  # a task that ignores its cancellation must not hold the exit
            log.error("%s did not stop within %g s of being cancelled; left behind",
                      task.get_name(), STOP_SECONDS)
