"""The storage port on PostgreSQL through asyncpg: a connection pool shared by a process,
any number of processes on one database.

Writes run in :class:`bot.storage.postgres_tx.PostgresTransaction`, which survives a lost
connection by replaying itself. Reads are single statements, tried again on a fresh
connection when the connection fails. After :data:`ATTEMPTS` tries either says
:class:`StorageUnavailable`; the pool reconnects by itself once the server is back.

Migrations are the PostgreSQL dialect files (``bot/storage/migrations/postgres/``) with the
same numbers as SQLite's, applied under an advisory lock so starting workers queue up.
"""

from __future__ import annotations

import json
import secrets
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from datetime import UTC, datetime
from typing import Any, TypeVar
from urllib.parse import urlsplit

import asyncpg

from bot.identity import ChatRef, PlayerRef
from bot.storage import cards
from bot.storage.migrate import behind, migrations
from bot.storage.postgres_errors import ATTEMPTS, passing, pause, storage_error
from bot.storage.postgres_outbox import PostgresOutbox
from bot.storage.postgres_reads import PostgresReads
from bot.storage.postgres_tx import Connection, PostgresTransaction
from bot.storage.postgres_writes import changed
from bot.storage.protocol import StorageError, StorageOpenError, StorageUnavailable
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
from bot.storage.sqlite_rows import (
    CHALLENGE_COLUMNS,
    GAME_COLUMNS,
    challenge_row,
    chat_key,
    game_row,
)
from bot.storage.values import POSTGRES

T = TypeVar("T")

MIGRATION_LOCK = 0x0D0751
"""The advisory lock held while migrations are applied."""

POOL_SIZE = (1, 10)
"""Connections per process: kept open at least, and at most."""

CONNECT_TIMEOUT = 5.0
PRUNE_BATCH = 2_000
COMMAND_TIMEOUT = 30.0
"""Seconds a statement may take before its connection counts as lost (a silent network)."""


def where(url: str) -> str:
    """The server and database a URL names, without the password (for messages)."""
    parts = urlsplit(url)
    return f"{parts.hostname or 'localhost'}:{parts.port or 5432}{parts.path or '/'}"


async def migrate_postgres(conn: Connection) -> list[int]:
    """Apply the migrations not yet applied, in one transaction; the numbers applied now."""
    done: list[int] = []
    async with conn.transaction():
        await conn.execute("SELECT pg_advisory_xact_lock($1)", MIGRATION_LOCK)
        await conn.execute(
            "CREATE TABLE IF NOT EXISTS schema_migrations (number INTEGER PRIMARY KEY,"
            " name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL)"
        )
        applied = {r[0] for r in await conn.fetch("SELECT number FROM schema_migrations")}
        for number, name, script in migrations("postgres"):
            if number in applied:
                continue
            await conn.execute(script)
            await conn.execute(
                "INSERT INTO schema_migrations (number, name, applied_at) VALUES ($1, $2, $3)",
                number,
                name,
                datetime.now(UTC),
            )
            done.append(number)
    return done


async def _check_schema(conn: Connection) -> None:
    """Refuse a database whose migrations are not all applied (when not migrating)."""
    found = await conn.fetchval("SELECT to_regclass('schema_migrations') IS NOT NULL")
    applied: list[int] = []
    if found:
        applied = [r[0] for r in await conn.fetch("SELECT number FROM schema_migrations")]
    refusal = behind(applied, "postgres")
    if refusal is not None:
        raise refusal


class PostgresStorage(PostgresReads, PostgresOutbox):
    """:class:`bot.storage.protocol.Storage` on a PostgreSQL database."""

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
                    await _check_schema(conn)
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
        rows = await self._fetch("SELECT number FROM schema_migrations ORDER BY number")
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

    async def prune_events(self, before: datetime) -> int:
        """Forget event keys recorded before ``before``, a batch per statement."""

        removed = 0
        while True:
            batch = await self._execute(
                "DELETE FROM processed_events WHERE key IN (SELECT key FROM processed_events"
                " WHERE created_at < $1 LIMIT $2)",
                before,
                PRUNE_BATCH,
            )
            removed += batch
            if batch < PRUNE_BATCH:
                return removed

    async def secret(self, name: str) -> bytes:
        async def made_once(conn: Connection) -> bytes:
            await conn.execute(
                "INSERT INTO secrets (name, value) VALUES ($1, $2) ON CONFLICT DO NOTHING",
                name,
                secrets.token_bytes(32),
            )
            return bytes(await conn.fetchval("SELECT value FROM secrets WHERE name = $1", name))

        return await self._retrying(made_once)

    async def game_card_shown(self, game_id: int, shown: CardShown) -> None:
        sql, values = cards.card_shown(game_id, shown, POSTGRES)
        await self._execute(sql, *values)

    async def challenge_card_shown(self, challenge_id: int, message_id: str | None) -> None:
        sql, values = cards.challenge_card_shown(challenge_id, message_id, POSTGRES)
        await self._execute(sql, *values)

    async def claim_card(self, game_id: int, seen: datetime | None, until: datetime) -> bool:
        sql, values = cards.claim_card(game_id, seen, until, POSTGRES)
        return await self._execute(sql, *values) == 1

    async def claim_due_cards(
        self, platform: str, now: datetime, until: datetime, stale_before: datetime,
        limit: int = 20,
    ) -> list[int]:
        sql, values = cards.claim_due_cards(platform, now, until, stale_before, limit, POSTGRES)
        rows = await self._fetch(sql, *values)
        return sorted(int(row[0]) for row in rows if row[1] is not None)

    async def release_card(self, game_id: int, until: datetime) -> None:
        sql, values = cards.release_card(game_id, until, POSTGRES)
        await self._execute(sql, *values)

    async def set_meta(self, key: str, value: str) -> None:
        """Keep ``value`` under ``key``, replacing what was there."""
        await self._execute(
            "INSERT INTO meta (key, value, updated_at) VALUES ($1, $2, $3) ON CONFLICT (key)"
            " DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at",
            key,
            value,
            datetime.now(UTC),
        )

    async def meta(self, key: str) -> str | None:
        """A value the bot keeps about itself (``None`` if never set)."""
        rows = await self._fetch("SELECT value FROM meta WHERE key = $1", key)
        return str(rows[0][0]) if rows else None

    # ------------------------------------------------------------------- reads
    async def _fetch(self, sql: str, *args: Any) -> list[asyncpg.Record]:
        async def fetch(conn: Connection) -> list[asyncpg.Record]:
            return list(await conn.fetch(sql, *args))

        return await self._retrying(fetch)

    async def _execute(self, sql: str, *args: Any) -> int:
        """Run one writing statement on its own; how many rows it changed."""

        async def execute(conn: Connection) -> int:
            return changed(await conn.execute(sql, *args))

        return await self._retrying(execute)

    async def event_seen(self, event: str) -> bool:
        return bool(await self._fetch("SELECT 1 FROM processed_events WHERE key = $1", event))

    async def game(self, game_id: int) -> GameRow | None:
        rows = await self._fetch(f"SELECT {GAME_COLUMNS} FROM games WHERE id = $1", game_id)
        return game_row(rows[0]) if rows else None

    async def moves(self, game_id: int, after_ply: int = 0) -> list[MoveRow]:
        rows = await self._fetch(
            "SELECT ply, color, x, y, created_at FROM moves WHERE game_id = $1 AND ply > $2"
            " ORDER BY ply",
            game_id,
            after_ply,
        )
        return [MoveRow(r[0], r[1], r[2], r[3], r[4]) for r in rows]

    async def active_games(self, chat: ChatRef) -> list[GameRow]:
        rows = await self._fetch(
            f"SELECT {GAME_COLUMNS} FROM games WHERE platform = $1 AND chat_id = $2"
            " AND thread_id = $3 AND status = $4 ORDER BY id",
            *chat_key(chat),
            GameStatus.ACTIVE.value,
        )
        return [game_row(r) for r in rows]

    async def challenge(self, challenge_id: int) -> ChallengeRow | None:
        rows = await self._fetch(
            f"SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE id = $1", challenge_id
        )
        return challenge_row(rows[0]) if rows else None

    async def pending_challenges(self, chat: ChatRef, now: datetime) -> list[ChallengeRow]:
        rows = await self._fetch(
            f"SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE platform = $1 AND chat_id = $2"
            " AND thread_id = $3 AND status = $4 AND expires_at > $5 ORDER BY id",
            *chat_key(chat),
            ChallengeStatus.PENDING.value,
            now,
        )
        return [challenge_row(r) for r in rows]

    async def user(self, ref: PlayerRef) -> UserRow | None:
        rows = await self._fetch(
            "SELECT name, username, lang FROM users WHERE platform = $1 AND user_id = $2",
            ref.platform,
            ref.user_id,
        )
        return UserRow(ref, rows[0][0], rows[0][1], rows[0][2]) if rows else None

    async def user_by_username(self, platform: str, username: str) -> UserRow | None:
        rows = await self._fetch(
            "SELECT user_id, name, username, lang FROM users"
            " WHERE platform = $1 AND lower(username) = $2 ORDER BY updated_at DESC LIMIT 1",
            platform,
            username.lstrip("@").lower(),
        )
        if not rows:
            return None
        user_id, name, handle, lang = rows[0]
        return UserRow(PlayerRef(platform, user_id), name, handle, lang)

    async def chat(self, chat: ChatRef) -> ChatRow | None:
        rows = await self._fetch(
            "SELECT lang, settings FROM chats"
            " WHERE platform = $1 AND chat_id = $2 AND thread_id = $3",
            *chat_key(chat),
        )
        return ChatRow(chat, rows[0][0], json.loads(rows[0][1])) if rows else None
