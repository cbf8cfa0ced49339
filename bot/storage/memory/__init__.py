"""The storage port in memory (``open_storage("memory://")``): the whole port with the SQL
stores' semantics (atomic transactions, event keys, version checks, unique plies, the
outbox's leases, the computer's claims, the cards' compare-and-set) on plain dicts
(:mod:`.tables`), its reads (:mod:`.reads`), writes (:mod:`.transaction`) and single-write
claims (:mod:`.storage`). The service's tests run on it."""

from __future__ import annotations

from bot.storage.memory.storage import MemoryStorage
from bot.storage.memory.transaction import MemoryTransaction

__all__ = ["MemoryStorage", "MemoryTransaction"]
