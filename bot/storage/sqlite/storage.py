"""The storage port on SQLite through aiosqlite: WAL, numbered migrations, one writer.

Two connections per process: the writer, used only inside :meth:`SqliteStorage.transaction`
under an asyncio lock (``BEGIN IMMEDIATE`` so concurrent workers on the same file queue up
instead of failing late), and a reader that only ever sees committed data. ``synchronous``
is NORMAL: in WAL mode a committed transaction survives the process being killed; only a
power cut may lose the last few.

Another process holding the write lock makes ``BEGIN IMMEDIATE`` wait only a very short
busy timeout; the process's write lock is then let go and the attempt repeated after a
jittered pause, until the write's ``write_wait`` (1 s) is spent and it fails as
:class:`StorageUnavailable`. One stuck writer elsewhere thus never holds every write of
this process behind it: each write waits its own second, side by side.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import sqlite3
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiosqlite

from bot.storage.migrate import behind
from bot.storage.protocol import (
    DuplicateEvent,
    StorageError,
    StorageOpenError,
    StorageUnavailable,
)
from bot.storage.queries.bookkeeping import record_event
from bot.storage.rows import Row
from bot.storage.sqlite.faults import describe, is_busy, storage_error
from bot.storage.sqlite.file import prepare_file
from bot.storage.sqlite.migrate import check_schema, migrate
from bot.storage.sqlite.transaction import SqliteTransaction
from bot.storage.store import SqlStorage
from bot.storage.values import SQLITE

BUSY_MS = 10
"""How long SQLite itself waits for another process's lock in one attempt. Short, since
the process has one writer connection: while it waits, every other write of the process
waits behind it. The waiting is done between attempts instead, in asyncio."""
READ_BUSY_MS = 1_000
"""Reads in WAL mode wait for nobody, except in rare moments (another process recovering
the log after a crash): the reader may wait that long."""
WRITE_WAIT = 1.0
"""How long, in seconds, one write keeps trying for a lock another process holds, before
it fails with StorageUnavailable."""
OPEN_BUSY_MS = 5_000
"""At start (migrations) several workers may queue up on one file: wait longer."""
RETRY_PAUSE = 0.02
"""The first pause between write attempts, in seconds; it doubles up to RETRY_PAUSE_MAX,
jittered ±50% so writers that met on one lock do not meet again."""
RETRY_PAUSE_MAX = 0.25


async def _rollback(conn: aiosqlite.Connection) -> None:
    """Roll back if a transaction is still open (SQLite ends some on its own, e.g. when
    the disk is full), never masking the error that got us here."""
    with contextlib.suppress(sqlite3.Error, ValueError):
        if conn.in_transaction:
            await conn.execute("ROLLBACK")


class SqliteStorage(SqlStorage):
    """:class:`bot.storage.protocol.Storage` on one SQLite file."""

    encoding = SQLITE

    def __init__(
        self,
        path: str | Path,
        *,
        busy_ms: int = BUSY_MS,
        write_wait: float = WRITE_WAIT,
        max_pages: int | None = None,
        migrate: bool = True,
    ) -> None:
        """``max_pages`` caps the file's size in pages (SQLite's ``max_page_count``, never
        below its current size): a write past it fails as :class:`StorageFull`, as on a
        full disk. ``migrate=False`` refuses a database that is behind instead of
        migrating it."""
        self.path = str(path)
        self.migrate = migrate
        self.busy_ms = busy_ms
        self.write_wait = write_wait
        self.max_pages = max_pages
        self._writer: aiosqlite.Connection | None = None
        self._reader: aiosqlite.Connection | None = None
        self._write_lock = asyncio.Lock()

    # ---------------------------------------------------------------- lifecycle
    async def open(self) -> None:
        memory = self.path == ":memory:"
        created = False if memory else prepare_file(self.path)
        try:
            if created and not self.migrate:  # nothing to check: refuse, leave no file
                raise StorageOpenError(f"{Path(self.path).absolute()}: {behind([], 'sqlite')}")
            self._writer = await self._connect(OPEN_BUSY_MS)
            if not created and not memory:
                await self._quick_check(self._writer)
            if self.migrate:
                await migrate(self._writer)
            else:
                await check_schema(self._writer, Path(self.path).absolute())
            await self._writer.execute(f"PRAGMA busy_timeout = {self.busy_ms}")
            # An in-memory database exists once per connection: read through the writer.
            self._reader = self._writer if memory else await self._connect(READ_BUSY_MS)
        except BaseException as error:
            await self.close()
            if created:
                _remove_if_empty(Path(self.path))
            place = Path(self.path).absolute()
            if isinstance(error, StorageOpenError):
                raise
            if isinstance(error, sqlite3.Error):
                raise StorageOpenError(f"{place}: {describe(error)}") from error
            if isinstance(error, StorageError | OSError):
                raise StorageOpenError(f"{place}: {error}") from error
            raise

    async def _quick_check(self, conn: aiosqlite.Connection) -> None:
        rows = list(await conn.execute_fetchall("PRAGMA quick_check(3)"))
        problems = [str(row[0]) for row in rows if row[0] != "ok"]
        if problems:
            raise StorageOpenError(
                f"{Path(self.path).absolute()}: the database is damaged"
                f" (quick_check: {'; '.join(problems)});"
                " restore it from a backup"
            )

    async def _connect(self, busy_ms: int) -> aiosqlite.Connection:
        conn = await aiosqlite.connect(self.path, isolation_level=None)
        try:
            await conn.execute(f"PRAGMA busy_timeout = {busy_ms}")
            await conn.execute("PRAGMA journal_mode = WAL")
            await conn.execute("PRAGMA synchronous = NORMAL")
            await conn.execute("PRAGMA foreign_keys = ON")
            if self.max_pages is not None:
                await conn.execute(f"PRAGMA max_page_count = {int(self.max_pages)}")
        except BaseException:
            await conn.close()
            raise
        return conn

    async def close(self) -> None:
        for conn in {id(c): c for c in (self._reader, self._writer) if c is not None}.values():
            await conn.close()
        self._reader = self._writer = None

    async def ping(self) -> None:
        await self._read("SELECT 1", [])

    async def applied_migrations(self) -> list[int]:
        rows = await self._read("SELECT number FROM schema_migrations ORDER BY number", [])
        return [row[0] for row in rows]

    # ------------------------------------------------------------------ writes
    @asynccontextmanager
    async def transaction(self, event: str | None = None) -> AsyncIterator[SqliteTransaction]:
        conn = self._conn(self._writer)
        await self._begin(conn)
        try:
            try:
                tx = SqliteTransaction(conn)
                if event is not None and not await record_event(tx, event):
                    raise DuplicateEvent(event)
                yield tx
                await conn.execute("COMMIT")
            except BaseException as error:
                await _rollback(conn)
                typed = storage_error(error) if isinstance(error, sqlite3.Error) else None
                if typed is not None:
                    raise typed from error
                raise
        finally:
            self._write_lock.release()

    async def _begin(self, conn: aiosqlite.Connection) -> None:
        """Take this process's write lock and SQLite's (``BEGIN IMMEDIATE``); both are held
        on return. While another process holds SQLite's, the attempt is repeated after
        jittered pauses spent without the process's lock, so the process's other writes
        try meanwhile too, each within its own ``write_wait``."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.write_wait
        pause, attempts = RETRY_PAUSE, 0
        while True:
            attempts += 1
            await self._write_lock.acquire()
            try:
                await conn.execute("BEGIN IMMEDIATE")
                return
            except sqlite3.Error as error:
                self._write_lock.release()
                typed = storage_error(error)
                if not is_busy(error):
                    if typed is None:
                        raise
                    raise typed from error
                left = deadline - loop.time()
                if left <= 0:
                    raise StorageUnavailable(
                        f"{self.path}: another process kept the database locked through"
                        f" {attempts} attempts in {self.write_wait:g} s"
                    ) from error
            except BaseException:
                self._write_lock.release()
                raise
            await asyncio.sleep(min(left, pause * random.uniform(0.5, 1.5)))
            pause = min(pause * 2, RETRY_PAUSE_MAX)

    async def _write(self, sql: str, values: Sequence[Any]) -> int:
        async with self.transaction() as tx:
            return await tx.execute(sql, values)

    async def _write_rows(self, sql: str, values: Sequence[Any]) -> list[Row]:
        async with self.transaction() as tx:
            return await tx.rows(sql, values)

    # ------------------------------------------------------------------- reads
    def _conn(self, conn: aiosqlite.Connection | None) -> aiosqlite.Connection:
        if conn is None:
            raise StorageError("the storage is not open")
        return conn

    async def _read(self, sql: str, values: Sequence[Any]) -> list[Row]:
        conn = self._conn(self._reader)
        try:
            return list(await conn.execute_fetchall(sql, tuple(values)))
        except sqlite3.Error as error:
            typed = storage_error(error)
            if typed is None:
                raise
            raise typed from error


def _remove_if_empty(path: Path) -> None:
    """Take back a file this start created but could not make a database of."""
    for leftover in (path, path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
        with contextlib.suppress(OSError):
            if leftover.is_file() and leftover.stat().st_size == 0:
                leftover.unlink()
