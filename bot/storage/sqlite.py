"""The storage port on SQLite through aiosqlite: WAL, numbered migrations, one writer.

Two connections per process: the writer, used only inside :meth:`SqliteStorage.transaction`
under an asyncio lock (``BEGIN IMMEDIATE`` so concurrent workers on the same file queue up
instead of failing late), and a reader that only ever sees committed data. ``synchronous``
is NORMAL: in WAL mode a committed transaction survives the process being killed; only a
power cut may lose the last few.
"""

from __future__ import annotations

import asyncio
import json
import secrets
from collections.abc import AsyncIterator, Iterable
from contextlib import asynccontextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import aiosqlite

from bot.identity import ChatRef, PlayerRef
from bot.storage.migrate import migrate, stamp
from bot.storage.protocol import DuplicateEvent, StorageError
from bot.storage.records import (
    ChallengeRow,
    ChallengeStatus,
    ChatRow,
    GameRow,
    GameStatus,
    MoveRow,
    UserRow,
)
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

BUSY_TIMEOUT_MS = 10_000
PRUNE_BATCH = 2_000


class SqliteStorage(StatsReads, OutboxStore):
    """:class:`bot.storage.protocol.Storage` on one SQLite file."""

    def __init__(self, path: str | Path) -> None:
        self.path = str(path)
        self._writer: aiosqlite.Connection | None = None
        self._reader: aiosqlite.Connection | None = None
        self._write_lock = asyncio.Lock()

    # ---------------------------------------------------------------- lifecycle
    async def open(self) -> None:
        memory = self.path == ":memory:"
        if not memory:
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        self._writer = await self._connect()
        await migrate(self._writer)
        # An in-memory database exists once per connection: read through the writer.
        self._reader = self._writer if memory else await self._connect()

    async def _connect(self) -> aiosqlite.Connection:
        conn = await aiosqlite.connect(self.path, isolation_level=None)
        await conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        await conn.execute("PRAGMA journal_mode = WAL")
        await conn.execute("PRAGMA synchronous = NORMAL")
        await conn.execute("PRAGMA foreign_keys = ON")
        return conn

    async def close(self) -> None:
        for conn in {id(c): c for c in (self._reader, self._writer) if c is not None}.values():
            await conn.close()
        self._reader = self._writer = None

    async def applied_migrations(self) -> list[int]:
        rows = await self._read("SELECT number FROM schema_migrations ORDER BY number", ())
        return [row[0] for row in rows]

    # ------------------------------------------------------------------ writes
    @asynccontextmanager
    async def transaction(self, event: str | None = None) -> AsyncIterator[SqliteTransaction]:
        conn = self._conn(self._writer)
        async with self._write_lock:
            await conn.execute("BEGIN IMMEDIATE")
            try:
                if event is not None:
                    cursor = await conn.execute(
                        "INSERT OR IGNORE INTO processed_events (key, created_at) VALUES (?, ?)",
                        (event, stamp(datetime.now(UTC))),
                    )
                    if cursor.rowcount != 1:
                        raise DuplicateEvent(event)
                yield SqliteTransaction(conn)
            except BaseException:
                await conn.execute("ROLLBACK")
                raise
            await conn.execute("COMMIT")

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

    async def set_card(self, kind: str, item_id: int, message_id: str | None) -> None:
        table = {"game": "games", "challenge": "challenges"}.get(kind)
        if table is None:
            raise StorageError(f"no cards for {kind!r}")
        async with self.transaction() as tx:
            await tx.conn.execute(
                f"UPDATE {table} SET card_message_id = ? WHERE id = ?", (message_id, item_id)
            )

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
        return list(await self._conn(self._reader).execute_fetchall(sql, tuple(params)))

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

    async def games_of(self, ref: PlayerRef, *, active_only: bool = True) -> list[GameRow]:
        status = " AND status = 'active'" if active_only else ""
        rows = await self._read(
            f"SELECT {GAME_COLUMNS} FROM games WHERE blue_platform = ? AND blue_id = ?{status}"
            f" UNION SELECT {GAME_COLUMNS} FROM games WHERE red_platform = ? AND red_id = ?"
            f"{status} ORDER BY id",
            (ref.platform, ref.user_id, ref.platform, ref.user_id),
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
