"""Discord's per-channel rate limits, as the fake enforces them: a channel's messages take
at most 5 posts, 5 edits and 5 deletions in any 5 s (each its own bucket), and every answer
says where its bucket stands, as Discord's do (``X-RateLimit-Limit``, ``-Remaining``,
``-Reset``, ``-Reset-After``, ``-Bucket``), so a client that reads them (discord.py does)
waits before it is refused. Past the limit a call is answered 429 with ``retry_after``.

Interaction answers and their follow-ups are not counted: Discord limits them by the
interaction's token, not by the channel. ``fake.limits.off()`` lifts the limits.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field

CHANNEL_MESSAGES = re.compile(r"^/channels/(\d+)/messages(?:/\d+)?$")
BUCKET_CALLS = 5
BUCKET_SECONDS = 5.0


@dataclass
class Bucket:
    """A fixed window: it opens with its first call and holds ``BUCKET_CALLS``."""

    opened: float
    used: int = 0


@dataclass
class ChannelLimits:
    calls: int = BUCKET_CALLS
    seconds: float = BUCKET_SECONDS
    enabled: bool = True
    clock: Callable[[], float] = time.monotonic
    refused: dict[int, int] = field(default_factory=dict)
    """429s answered, per channel."""
    counted: dict[int, int] = field(default_factory=dict)
    """Calls counted, per channel."""
    _buckets: dict[tuple[int, str], Bucket] = field(default_factory=dict)

    def off(self) -> None:
        self.enabled = False

    def take(self, method: str, path: str) -> tuple[dict[str, str], float | None]:
        """Count a call: the headers its answer carries, and ``retry_after`` if it is
        refused (``None``: it goes through). Calls outside a channel's messages pass."""
        found = CHANNEL_MESSAGES.match(path)
        if not self.enabled or found is None or method not in ("POST", "PATCH", "DELETE"):
            return {}, None
        channel = int(found[1])
        now = self.clock()
        key = (channel, method)
        bucket = self._buckets.get(key)
        if bucket is None or now - bucket.opened >= self.seconds:
            bucket = self._buckets[key] = Bucket(now)
        reset_after = max(0.0, bucket.opened + self.seconds - now)
        headers = {
            "X-RateLimit-Limit": str(self.calls),
            "X-RateLimit-Reset-After": f"{reset_after:.3f}",
            "X-RateLimit-Reset": f"{time.time() + reset_after:.3f}",
            "X-RateLimit-Bucket": f"channel-messages-{method.lower()}",
        }
        if bucket.used >= self.calls:
            self.refused[channel] = self.refused.get(channel, 0) + 1
            headers["X-RateLimit-Remaining"] = "0"
            return headers, max(reset_after, 0.001)
        bucket.used += 1
        self.counted[channel] = self.counted.get(channel, 0) + 1
        headers["X-RateLimit-Remaining"] = str(self.calls - bucket.used)
        return headers, None
