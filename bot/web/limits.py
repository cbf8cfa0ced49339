"""Limits of the board's API: requests per viewer (or per address for those not signed
in), a token bucket each, so a page's normal bursts pass and a script hammering the API
gets 429 with ``Retry-After``; and live boards (event streams) open per viewer."""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable

RATE = 10.0
"""Requests a second, sustained."""
BURST = 30.0
"""Requests at once."""
KEPT = 10_000
"""Buckets kept (the least recently used are forgotten, full)."""


class RateLimits:
    def __init__(
        self,
        rate: float = RATE,
        burst: float = BURST,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.rate, self.burst, self._clock = rate, burst, clock
        self._buckets: OrderedDict[str, tuple[float, float]] = OrderedDict()

    def take(self, key: str) -> float:
        """Take one request for ``key``: 0 when allowed, else the seconds to wait."""
        now = self._clock()
        tokens, then = self._buckets.pop(key, (self.burst, now))
        tokens = min(self.burst, tokens + (now - then) * self.rate)
        if tokens >= 1:
            self._buckets[key] = (tokens - 1, now)
            wait = 0.0
        else:
            self._buckets[key] = (tokens, now)
            wait = (1 - tokens) / self.rate
        while len(self._buckets) > KEPT:
            self._buckets.popitem(last=False)
        return wait


MOST_STREAMS = 8
"""Live boards (event streams) one viewer may hold open at once: a few devices and tabs."""


class OpenStreams:
    """How many event streams each viewer holds open, each held to :data:`MOST_STREAMS`."""

    def __init__(self, most: int = MOST_STREAMS) -> None:
        self.most = most
        self._open: dict[str, int] = {}

    def open(self, key: str) -> bool:
        """Open one more stream for ``key``, if it holds fewer than :attr:`most`."""
        held = self._open.get(key, 0)
        if held >= self.most:
            return False
        self._open[key] = held + 1
        return True

    def close(self, key: str) -> None:
        held = self._open.get(key, 0) - 1
        if held > 0:
            self._open[key] = held
        else:
            self._open.pop(key, None)
