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
import json
import random
import secrets
import sqlite3
from collections.abc import AsyncIterator, Iterable
from contextlib import asynccontextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import aiosqlite

from bot.identity import ChatRef, PlayerRef
from bot.storage import cards
from bot.storage.migrate import behind, check_schema, migrate, stamp
from bot.storage.protocol import (
    DuplicateEvent,
    StorageError,
    StorageOpenError,
    StorageUnavailable,
)
from bot.storage.records import (
    CardShown,
    ChallengeRow,
    ChallengeStatus,
    ChatRow,
    GameRow,
    GameStatus,
    MoveRow,
    UserRow,
)
from bot.storage.sqlite_faults import describe, is_busy, storage_error
from bot.storage.sqlite_file import prepare_file
from bot.storage.sqlite_outbox import OutboxStore
from bot.storage.sqlite_reads import StatsReads
from bot.storage.sqlite_rows import (
    CHALLENGE_COLUMNS,
    GAME_COLUMNS,
    challenge_row,
    chat_key,
    game_row,
    time_of,
)
from bot.storage.sqlite_tx import SqliteTransaction
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
PRUNE_BATCH = 2_000
"""Event keys deleted per transaction, so pruning never holds the write lock for long."""


async def _rollback(conn: aiosqlite.Connection) -> None:
    """Roll back if a transaction is still open (SQLite ends some on its own, e.g. when
    the disk is full), never masking the error that got us here."""
    with contextlib.suppress(sqlite3.Error, ValueError):
        if conn.in_transaction:
            await conn.execute("ROLLBACK")


class SqliteStorage(StatsReads, OutboxStore):
    """:class:`bot.storage.protocol.Storage` on one SQLite file."""

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
        await self._read("SELECT 1", ())

    async def applied_migrations(self) -> list[int]:
        rows = await self._read("SELECT number FROM schema_migrations ORDER BY number", ())
        return [row[0] for row in rows]

    # ------------------------------------------------------------------ writes
    @asynccontextmanager
    async def transaction(self, event: str | None = None) -> AsyncIterator[SqliteTransaction]:
        conn = self._conn(self._writer)
        await self._begin(conn)
        try:
            try:
                if event is not None:
                    cursor = await conn.execute(
                        "INSERT OR IGNORE INTO processed_events (key, created_at) VALUES (?, ?)",
                        (event, stamp(datetime.now(UTC))),
                    )
                    if cursor.rowcount != 1:
                        raise DuplicateEvent(event)
                yield SqliteTransaction(conn)
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

    async def secret(self, name: str) -> bytes:
        async with self.transaction() as tx:
            await tx.conn.execute(
                "INSERT OR IGNORE INTO secrets (name, value) VALUES (?, ?)",
                (name, secrets.token_bytes(32)),
            )
            rows = await tx.conn.execute_fetchall(
                "SELECT value FROM secrets WHERE name = ?", (name,)
            )
        return bytes(next(iter(rows))[0])

    async def game_card_shown(self, game_id: int, shown: CardShown) -> None:
        await self._write(*cards.card_shown(game_id, shown, SQLITE))

    async def challenge_card_shown(self, challenge_id: int, message_id: str | None) -> None:
        await self._write(*cards.challenge_card_shown(challenge_id, message_id, SQLITE))

    async def claim_card(self, game_id: int, seen: datetime | None, until: datetime) -> bool:
        return await self._write(*cards.claim_card(game_id, seen, until, SQLITE)) == 1

    async def claim_due_cards(
        self, platform: str, now: datetime, until: datetime, stale_before: datetime,
        limit: int = 20,
    ) -> list[int]:
        sql, values = cards.claim_due_cards(platform, now, until, stale_before, limit, SQLITE)
        async with self.transaction() as tx:
            rows = await tx.conn.execute_fetchall(sql, values)
        return sorted(int(row[0]) for row in rows if row[1] is not None)

    async def release_card(self, game_id: int, until: datetime) -> None:
        await self._write(*cards.release_card(game_id, until, SQLITE))

    async def _write(self, sql: str, values: list[Any]) -> int:
        """One writing statement in a transaction of its own; how many rows it changed."""
        async with self.transaction() as tx:
            cursor = await tx.conn.execute(sql, values)
        return max(0, cursor.rowcount)

    async def set_meta(self, key: str, value: str) -> None:
        async with self.transaction() as tx:
            await tx.conn.execute(
                "INSERT INTO meta (key, value, updated_at) VALUES (?, ?, ?) ON CONFLICT (key)"
                " DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at",
                (key, value, stamp(datetime.now(UTC))),
            )

    # ------------------------------------------------------------------- reads
    def _conn(self, conn: aiosqlite.Connection | None) -> aiosqlite.Connection:
        if conn is None:
            raise StorageError("the storage is not open")
        return conn

    async def _read(self, sql: str, params: Iterable[Any]) -> list[Any]:
        conn = self._conn(self._reader)
        try:
            return list(await conn.execute_fetchall(sql, tuple(params)))
        except sqlite3.Error as error:
            typed = storage_error(error)
            if typed is None:
                raise
            raise typed from error

    async def meta(self, key: str) -> str | None:
        rows = await self._read("SELECT value FROM meta WHERE key = ?", (key,))
        return str(rows[0][0]) if rows else None

    async def event_seen(self, event: str) -> bool:
        rows = await self._read("SELECT 1 FROM processed_events WHERE key = ?", (event,))
        return bool(rows)

    async def prune_events(self, before: datetime) -> int:
        """Forget event keys recorded before ``before``, a batch per transaction."""
        removed = 0
        while True:
            async with self.transaction() as tx:
                cursor = await tx.conn.execute(
                    "DELETE FROM processed_events WHERE key IN (SELECT key FROM"
                    " processed_events WHERE created_at < ? LIMIT ?)",
                    (stamp(before), PRUNE_BATCH),
                )
            removed += max(cursor.rowcount, 0)
            if cursor.rowcount < PRUNE_BATCH:
                return removed

    async def game(self, game_id: int) -> GameRow | None:
        rows = await self._read(f"SELECT {GAME_COLUMNS} FROM games WHERE id = ?", (game_id,))
        return game_row(rows[0]) if rows else None

    async def moves(self, game_id: int, after_ply: int = 0) -> list[MoveRow]:
        rows = await self._read(
            "SELECT ply, color, x, y, created_at FROM moves WHERE game_id = ? AND ply > ?"
            " ORDER BY ply",
            (game_id, after_ply),
        )
        return [MoveRow(r[0], r[1], r[2], r[3], time_of(r[4])) for r in rows]

    async def active_games(self, chat: ChatRef) -> list[GameRow]:
        rows = await self._read(
            f"SELECT {GAME_COLUMNS} FROM games WHERE platform = ? AND chat_id = ?"
            " AND thread_id = ? AND status = ? ORDER BY id",
            (*chat_key(chat), GameStatus.ACTIVE.value),
        )
        return [game_row(r) for r in rows]

    async def challenge(self, challenge_id: int) -> ChallengeRow | None:
        rows = await self._read(
            f"SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE id = ?", (challenge_id,)
        )
        return challenge_row(rows[0]) if rows else None

    async def pending_challenges(self, chat: ChatRef, now: datetime) -> list[ChallengeRow]:
        rows = await self._read(
            f"SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE platform = ? AND chat_id = ?"
            " AND thread_id = ? AND status = ? AND expires_at > ? ORDER BY id",
            (*chat_key(chat), ChallengeStatus.PENDING.value, stamp(now)),
        )
        return [challenge_row(r) for r in rows]

    async def user(self, ref: PlayerRef) -> UserRow | None:
        rows = await self._read(
            "SELECT name, username, lang FROM users WHERE platform = ? AND user_id = ?",
            (ref.platform, ref.user_id),
        )
        return UserRow(ref, rows[0][0], rows[0][1], rows[0][2]) if rows else None

    async def user_by_username(self, platform: str, username: str) -> UserRow | None:
        rows = await self._read(
            "SELECT user_id, name, username, lang FROM users"
            " WHERE platform = ? AND lower(username) = ? ORDER BY updated_at DESC LIMIT 1",
            (platform, username.lstrip("@").lower()),
        )
        if not rows:
            return None
        user_id, name, handle, lang = rows[0]
        return UserRow(PlayerRef(platform, user_id), name, handle, lang)

    async def chat(self, chat: ChatRef) -> ChatRow | None:
        rows = await self._read(
            "SELECT lang, settings FROM chats WHERE platform = ? AND chat_id = ? AND thread_id = ?",
            chat_key(chat),
        )
        return ChatRow(chat, rows[0][0], json.loads(rows[0][1])) if rows else None


def _remove_if_empty(path: Path) -> None:
    """Take back a file this start created but could not make a database of."""
    for leftover in (path, path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
        with contextlib.suppress(OSError):
            if leftover.is_file() and leftover.stat().st_size == 0:
                leftover.unlink()
