"""The storage port on SQLite (aiosqlite): what only SQLite needs, its connections and
write lock (:mod:`.storage`), its transactions (:mod:`.transaction`), its faults
(:mod:`.faults`), the checks on its file (:mod:`.file`) and how its migrations are applied
(:mod:`.migrate`). Every query is shared with PostgreSQL (:mod:`bot.storage.store`)."""

from __future__ import annotations

from bot.storage.sqlite.storage import SqliteStorage
from bot.storage.sqlite.transaction import SqliteTransaction

__all__ = ["SqliteStorage", "SqliteTransaction"]
