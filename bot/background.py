"""The background runner: sweeps every few seconds while the bot serves, and hands each
notice to the adapter that posts for its platform (``service.notices``).

``python -m bot`` starts one for the platforms it serves (the console included). It sweeps
only platforms an adapter has subscribed to (``service.notices.subscribe``), so nothing
ends without being announced: a process serving Telegram leaves Discord's games to the
process that posts to Discord. Several processes may run one each on the same database:
the sweep ends each game, sends each reminder and expires each challenge once, and only
the process that did it posts it.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Awaitable, Callable, Collection

from bot.service import GameService

log = logging.getLogger(__name__)

SWEEP_SECONDS = 5.0
"""How often to sweep: a live clock's flag is seen to fall within this time."""

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
        self.sweeps = 0

    async def tick(self) -> int:
        """One sweep of the platforms served and posted to; how many notices it posted."""
        platforms = self.service.notices.platforms
        if self.platforms is not None:
            platforms &= self.platforms
        notices = await self.service.sweep(platforms=platforms)
        for notice in notices:
            await self.service.notices.deliver(notice)
        self.sweeps += 1
        return len(notices)

    async def run(self) -> None:
        """Sweep until cancelled; a failing sweep is logged and the next one comes."""
        while True:
            try:
                await self.tick()
            except Exception:
                log.exception("sweep failed")
            await self._sleep(self.interval)


@contextlib.asynccontextmanager
async def background(
    service: GameService,
    platforms: Collection[str] | None = None,
    *,
    interval: float = SWEEP_SECONDS,
) -> AsyncIterator[Background]:
    """Run the sweeper while the block runs; stopped (cancelled) when it ends."""
    runner = Background(service, platforms, interval=interval)
    task = asyncio.create_task(runner.run(), name="dots-sweeper")
    try:
        yield runner
    finally:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task
