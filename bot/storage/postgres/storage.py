"""The storage port on PostgreSQL through asyncpg: a connection pool shared by a process,
any number of processes on one database.

Writes run in :class:`bot.storage.postgres.transaction.PostgresTransaction`, which survives a lost
connection by replaying itself. Reads are single statements, tried again on a fresh
connection when the connection fails. After :data:`ATTEMPTS` tries either says
:class:`StorageUnavailable`; the pool reconnects by itself once the server is back.

Migrations are the shared files in their PostgreSQL words (:mod:`bot.storage.migrate`),
applied under an advisory lock so starting workers queue up (:mod:`.migrate`).
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import asynccontextmanager
from typing import Any, TypeVar
from urllib.parse import urlsplit

import asyncpg

from bot.storage.postgres.errors import ATTEMPTS, passing, pause, storage_error
from bot.storage.postgres.migrate import check_schema, migrate_postgres
from bot.storage.postgres.transaction import Connection, PostgresTransaction, changed
from bot.storage.protocol import StorageError, StorageOpenError, StorageUnavailable
from bot.storage.rows import Row
from bot.storage.store import SqlStorage
from bot.storage.values import POSTGRES

T = TypeVar("T")

POOL_SIZE = (1, 10)
"""Connections per process: kept open at least, and at most."""

CONNECT_TIMEOUT = 5.0
COMMAND_TIMEOUT = 30.0
"""Seconds a statement may take before its connection counts as lost (a silent network)."""


def where(url: str) -> str:
    """The server and database a URL names, without the password (for messages)."""
    parts = urlsplit(url)
    return f"{parts.hostname or 'localhost'}:{parts.port or 5432}{parts.path or '/'}"


class PostgresStorage(SqlStorage):
    """:class:`bot.storage.protocol.Storage` on a PostgreSQL database."""

    encoding = POSTGRES

    def __init__(self, url: str, *, migrate: bool = True) -> None:
        self.url = url
        self.migrate = migrate
        self._pool: asyncpg.Pool | None = None

    # ---------------------------------------------------------------- lifecycle
    async def open(self) -> None:
        """Connect the pool (and apply pending migrations unless told not to)."""
        try:
            self._pool = await asyncpg.create_pool(
                self.url,
                min_size=POOL_SIZE[0],
                max_size=POOL_SIZE[1],
                timeout=CONNECT_TIMEOUT,
                command_timeout=COMMAND_TIMEOUT,
            )
            async with self._pool.acquire() as conn:
                if self.migrate:
                    await migrate_postgres(conn)
                else:
                    await check_schema(conn)
        except (OSError, TimeoutError, asyncpg.PostgresError, asyncpg.InterfaceError) as error:
            await self.close()
            raise StorageOpenError(
                f"cannot open the PostgreSQL database {where(self.url)}: {error}"
            ) from error
        except StorageOpenError as error:
            await self.close()
            raise StorageOpenError(f"{where(self.url)}: {error}") from error

    async def close(self) -> None:
        pool, self._pool = self._pool, None
        if pool is not None:
            await pool.close()

    async def ping(self) -> None:
        """One ``SELECT 1`` on a pooled connection, not retried: a health check must see a
        database that does not answer, not wait out the reconnection attempts."""
        async with self.pool.acquire() as conn:
            await conn.fetchval("SELECT 1")

    async def applied_migrations(self) -> list[int]:
        rows = await self._read("SELECT number FROM schema_migrations ORDER BY number", [])
        return [row[0] for row in rows]

    @property
    def pool(self) -> asyncpg.Pool:
        if self._pool is None:
            raise StorageError("the storage is not open")
        return self._pool

    # ------------------------------------------------------------------ writes
    @asynccontextmanager
    async def transaction(self, event: str | None = None) -> AsyncIterator[PostgresTransaction]:
        tx = PostgresTransaction(self.pool, event)
        await tx.begin()
        try:
            yield tx
        except BaseException:
            await tx.rollback()
            raise
        await tx.commit()

    async def _retrying(self, work: Callable[[Connection], Awaitable[T]]) -> T:
        """Run ``work`` on a pooled connection, again on a fresh one when it fails."""
        for attempt in range(ATTEMPTS):
            try:
                async with self.pool.acquire() as conn:
                    try:
                        return await work(conn)
                    except Exception as error:
                        if not passing(error, conn):  # asked while conn is still ours
                            raise storage_error(error) from error
                        failure: Exception = error
            except StorageError:
                raise
            except Exception as error:  # no connection to be had, or it broke on release
                if not passing(error):
                    raise storage_error(error) from error
                failure = error
            if attempt + 1 == ATTEMPTS:
                raise StorageUnavailable(
                    f"the database is unreachable after {ATTEMPTS} tries: {failure}"
                ) from failure
            await pause(attempt, failure)
        raise AssertionError("unreachable")

    async def _read(self, sql: str, values: Sequence[Any]) -> list[Row]:
        async def fetch(conn: Connection) -> list[Row]:
            return list(await conn.fetch(sql, *values))

        return await self._retrying(fetch)

    async def _write(self, sql: str, values: Sequence[Any]) -> int:
        async def execute(conn: Connection) -> int:
            return changed(await conn.execute(sql, *values))

        return await self._retrying(execute)

    async def _write_rows(self, sql: str, values: Sequence[Any]) -> list[Row]:
        return await self._read(sql, values)
