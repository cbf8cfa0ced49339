"""A small map whose entries a process trusts for a while (monotonic time), and a user's
own choice (a language, a picture style) read through one."""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable
from typing import Generic, TypeVar

from bot.identity import PlayerRef
from bot.storage.protocol import Storage
from bot.storage.records import UserRow

CACHE_SECONDS = 30.0
"""How long a process trusts its copy of a user's language and a chat's settings: a
change made through another process on the same database shows within this time."""

K = TypeVar("K")
V = TypeVar("V")


class Expiring(Generic[K, V]):
    def __init__(self, size: int = 4096, seconds: float = CACHE_SECONDS) -> None:
        self._items: OrderedDict[K, tuple[float, V]] = OrderedDict()
        self._size = size
        self._seconds = seconds

    def get(self, key: K) -> V | None:
        item = self._items.get(key)
        if item is None or item[0] < time.monotonic():
            return None
        return item[1]

    def put(self, key: K, value: V) -> None:
        self._items[key] = (time.monotonic() + self._seconds, value)
        self._items.move_to_end(key)
        while len(self._items) > self._size:
            self._items.popitem(last=False)

    def drop(self, key: K) -> None:
        self._items.pop(key, None)


async def user_choice(
    storage: Storage,
    cache: Expiring[PlayerRef, str],
    ref: PlayerRef,
    column: Callable[[UserRow], str | None],
) -> str | None:
    """One of the user's own choices (``column`` of their row: a language, a picture
    style), read through ``cache``; ``None``: none (or no such user)."""
    cached = cache.get(ref)
    if cached is None:
        user = await storage.user(ref)
        cached = (column(user) if user else None) or ""
        cache.put(ref, cached)
    return cached or None
