"""Rate limits of the board's API, per person (or per address for those not signed in):
a token bucket each, so a page's normal bursts pass and a script hammering the API gets
429 with ``Retry-After``."""

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
