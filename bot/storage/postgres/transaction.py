"""The write side of PostgreSQL storage: one transaction that survives a lost connection.

Each call made in the transaction is recorded with what it returned. When the connection is
lost (the server restarted, the network dropped, the backend was terminated), or the server
aborts the transaction (deadlock, serialization failure), the transaction starts again on a
fresh pooled connection: it records the event key again and replays the recorded calls, each
of which must return what it returned the first time (an insert reuses the key it got; a
read that now sees something else raises :class:`Conflict`, as the use case decided on data
that has since changed). Then the call that failed is made again. The whole transaction is
tried at most :data:`ATTEMPTS` times, then :class:`StorageUnavailable`.

A connection lost during COMMIT leaves the outcome unknown; the replay finds out: the event
key already recorded means it was committed (:class:`DuplicateEvent`), a game already at the
next version means the same (:class:`Conflict`).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from contextlib import suppress
from typing import Any

import asyncpg
from asyncpg.pool import PoolConnectionProxy

from bot.storage.postgres.errors import ATTEMPTS, passing, pause, storage_error
from bot.storage.protocol import Conflict, DuplicateEvent, StorageError, StorageUnavailable
from bot.storage.queries.bookkeeping import record_event
from bot.storage.rows import Row
from bot.storage.store import SqlTransaction, Write
from bot.storage.values import POSTGRES

Connection = asyncpg.Connection | PoolConnectionProxy
"""A connection, pooled or not."""

RATING_LOCKS = 0x0D075
"""The first key of the advisory locks that serialize rating updates, one per scope."""


def changed(status: str) -> int:
    """The row count in a command status such as ``UPDATE 1`` or ``INSERT 0 1``."""
    return int(status.rsplit(" ", 1)[-1])


class PostgresTransaction(SqlTransaction):
    """The write methods of one PostgreSQL transaction (READ COMMITTED; rows a use case
    relies on are guarded by version checks, unique keys and the rating locks)."""

    encoding = POSTGRES
    taken: tuple[type[BaseException], ...] = (asyncpg.UniqueViolationError,)

    def __init__(self, pool: asyncpg.Pool, event: str | None) -> None:
        self.pool = pool
        self.event = event
        self.conn: PoolConnectionProxy | None = None
        self._tx: Any = None
        self._done: list[tuple[Write, tuple[Any, ...], Any]] = []
        self._failures = 0
        self._over = False

    # ---------------------------------------------------------------- the frame
    async def begin(self) -> None:
        await self._retrying(self._nothing)

    async def commit(self) -> None:
        async def commit_now() -> None:
            await self._tx.commit()

        await self._retrying(commit_now)
        self._over = True
        await self._release()

    async def rollback(self) -> None:
        self._over = True
        if self.conn is not None and self._tx is not None:
            with suppress(Exception):  # a lost connection has rolled back by itself
                await self._tx.rollback()
        await self._release()

    async def _nothing(self) -> None:
        return None

    async def _retrying(self, step: Callable[[], Awaitable[Any]]) -> Any:
        """Run ``step`` on an open transaction, starting it over when the connection fails."""
        while True:
            if self._over:
                raise StorageError("the transaction is over (rolled back after a failure)")
            try:
                if self.conn is None:
                    await self._start()
                return await step()
            except (Conflict, DuplicateEvent):
                await self.rollback()
                raise
            except Exception as error:
                if not passing(error, self.conn):
                    await self.rollback()
                    raise storage_error(error) from error
                await self._drop()
                if self._failures >= ATTEMPTS:
                    raise StorageUnavailable(
                        f"the transaction failed {self._failures} times: {error}"
                    ) from error
                await pause(self._failures - 1, error)

    async def _start(self) -> None:
        """Open the transaction, record the event key, replay what was done before."""
        self.conn = await self.pool.acquire()
        self._tx = self.conn.transaction()
        await self._tx.start()
        if self.event is not None and not await record_event(self, self.event):
            raise DuplicateEvent(self.event)
        for write, args, result in self._done:
            if await write(self, result, *args) != result:
                raise Conflict("the data this transaction read changed before it was retried")

    async def _drop(self) -> None:
        """Give up the failed connection (the pool replaces it)."""
        self._failures += 1
        conn, self.conn, self._tx = self.conn, None, None
        if conn is not None:
            with suppress(Exception):
                conn.terminate()
            with suppress(Exception):
                await self.pool.release(conn)

    async def _release(self) -> None:
        conn, self.conn, self._tx = self.conn, None, None
        if conn is not None:
            try:
                await self.pool.release(conn)
            except Exception:  # a broken connection: the pool makes a new one
                conn.terminate()

    async def _call(self, write: Write, *args: Any) -> Any:
        async def once() -> Any:
            return await write(self, None, *args)

        result = await self._retrying(once)
        self._done.append((write, args, result))
        return result

    # ------------------------------------------------- the session (bot.storage.sql)
    def _connection(self) -> PoolConnectionProxy:
        if self.conn is None:
            raise StorageError("the transaction has no connection")
        return self.conn

    async def rows(self, sql: str, values: Sequence[Any]) -> list[Row]:
        return list(await self._connection().fetch(sql, *values))

    async def execute(self, sql: str, values: Sequence[Any]) -> int:
        return changed(await self._connection().execute(sql, *values))

    async def lock_scope(self, scope: str) -> None:
        """The scope's advisory lock, held to the end of the transaction."""
        await self._connection().execute(
            "SELECT pg_advisory_xact_lock($1, hashtext($2))", RATING_LOCKS, scope
        )
