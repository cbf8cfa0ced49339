"""A clock for the send pacers that moves only when something pauses on it."""

from __future__ import annotations

import asyncio


class VirtualTime:
    """``clock`` reads it; ``sleep`` moves it on by the pause (by at most ``step`` a pause,
    where given, so that each of several waiters sees time go by) and yields to the loop once.
    One instance serves as the clock of several workers, as processes share the wall clock."""

    def __init__(self, now: float = 0.0, step: float | None = None) -> None:
        self.now = now
        self.step = step

    def clock(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        self.now += seconds if self.step is None else min(seconds, self.step)
        await asyncio.sleep(0)
