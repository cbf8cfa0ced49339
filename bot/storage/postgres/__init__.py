"""The storage port on PostgreSQL (asyncpg): what only PostgreSQL needs, its connection pool
and retried statements (:mod:`.storage`), its transactions replayed on a lost connection
(:mod:`.transaction`), what its failures mean (:mod:`.errors`) and how its migrations are
applied (:mod:`.migrate`). Every query is shared with SQLite (:mod:`bot.storage.store`)."""

from __future__ import annotations

from bot.storage.postgres.storage import PostgresStorage
from bot.storage.postgres.transaction import PostgresTransaction

__all__ = ["PostgresStorage", "PostgresTransaction"]
