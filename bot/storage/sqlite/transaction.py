"""One open SQLite transaction: the shared writes (:class:`bot.storage.store.SqlTransaction`)
run on the writer connection."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from typing import Any

import aiosqlite

from bot.storage.rows import Row
from bot.storage.store import SqlTransaction, Write
from bot.storage.values import SQLITE


class SqliteTransaction(SqlTransaction):
    """The write methods of one open SQLite transaction (``BEGIN IMMEDIATE``: reads made
    here see every committed write and nobody else writes until the end, so rows need no
    locks of their own)."""

    encoding = SQLITE
    taken: tuple[type[BaseException], ...] = (sqlite3.IntegrityError,)

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self.conn = conn

    async def _call(self, write: Write, *args: Any) -> Any:
        return await write(self, None, *args)

    async def rows(self, sql: str, values: Sequence[Any]) -> list[Row]:
        return list(await self.conn.execute_fetchall(sql, tuple(values)))

    async def execute(self, sql: str, values: Sequence[Any]) -> int:
        cursor = await self.conn.execute(sql, tuple(values))
        return max(0, cursor.rowcount)

    async def lock_scope(self, scope: str) -> None:
        """The writer holds the whole database already."""
