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
import sqlite3
from collections.abc import AsyncIterator, Iterable, Sequence
from contextlib import asynccontextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import aiosqlite

from bot.identity import ChatRef, PlayerRef
from bot.storage.migrate import migrate, stamp
from bot.storage.protocol import Conflict, DuplicateEvent, StorageError
from bot.storage.records import (
    ChallengeRow,
    ChallengeStatus,
    ChatRow,
    GameRow,
    GameStatus,
    GameUpdate,
    MoveRow,
    NewChallenge,
    NewGame,
    Seat,
    UserRow,
)

BUSY_TIMEOUT_MS = 10_000

_GAME_COLUMNS = (
    "id, platform, chat_id, thread_id, blue_platform, blue_id, blue_name, red_platform, red_id,"
    " red_name, rules, setup, status, version, ply, to_move, draw_offer, result, challenge_id,"
    " card_message_id, created_at, updated_at"
)
_CHALLENGE_COLUMNS = (
    "id, platform, chat_id, thread_id, challenger_platform, challenger_id, challenger_name,"
    " challenger_color, target_platform, target_id, target_username, target_name, computer,"
    " rules, setup, status, game_id, card_message_id, created_at, expires_at"
)


def _time(text: str) -> datetime:
    return datetime.fromisoformat(text)


def _json(value: Any) -> str | None:
    return None if value is None else json.dumps(value, separators=(",", ":"), sort_keys=True)


def _unjson(text: str | None) -> Any:
    return None if text is None else json.loads(text)


def _game(row: Sequence[Any]) -> GameRow:
    return GameRow(
        id=row[0],
        chat=ChatRef(row[1], row[2], row[3]),
        blue=Seat(PlayerRef(row[4], row[5]), row[6]),
        red=Seat(PlayerRef(row[7], row[8]), row[9]),
        rules=json.loads(row[10]),
        setup=_unjson(row[11]),
        status=GameStatus(row[12]),
        version=row[13],
        ply=row[14],
        to_move=row[15],
        draw_offer=row[16],
        result=_unjson(row[17]),
        challenge_id=row[18],
        card_message_id=row[19],
        created_at=_time(row[20]),
        updated_at=_time(row[21]),
    )


def _challenge(row: Sequence[Any]) -> ChallengeRow:
    return ChallengeRow(
        id=row[0],
        chat=ChatRef(row[1], row[2], row[3]),
        challenger=Seat(PlayerRef(row[4], row[5]), row[6]),
        challenger_color=row[7],
        target=PlayerRef(row[8], row[9]) if row[8] is not None else None,
        target_username=row[10],
        target_name=row[11],
        computer=row[12],
        rules=json.loads(row[13]),
        setup=_unjson(row[14]),
        status=ChallengeStatus(row[15]),
        game_id=row[16],
        card_message_id=row[17],
        created_at=_time(row[18]),
        expires_at=_time(row[19]),
    )


class _Tx:
    """The write methods of one open SQLite transaction."""

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self._conn = conn

    async def insert_game(self, game: NewGame) -> int:
        cursor = await self._conn.execute(
            "INSERT INTO games (platform, chat_id, thread_id, blue_platform, blue_id, blue_name,"
            " red_platform, red_id, red_name, rules, setup, status, version, ply, to_move,"
            " challenge_id, created_at, updated_at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, ?, ?, ?, ?)",
            (
                *_chat_key(game.chat),
                game.blue.ref.platform,
                game.blue.ref.user_id,
                game.blue.name,
                game.red.ref.platform,
                game.red.ref.user_id,
                game.red.name,
                _json(game.rules),
                _json(game.setup),
                GameStatus.ACTIVE.value,
                game.to_move,
                game.challenge_id,
                stamp(game.created_at),
                stamp(game.created_at),
            ),
        )
        assert cursor.lastrowid is not None
        return cursor.lastrowid

    async def update_game(self, game_id: int, expected_version: int, update: GameUpdate) -> int:
        cursor = await self._conn.execute(
            "UPDATE games SET status = ?, ply = ?, to_move = ?, draw_offer = ?, result = ?,"
            " updated_at = ?, version = version + 1 WHERE id = ? AND version = ?",
            (
                update.status.value,
                update.ply,
                update.to_move,
                update.draw_offer,
                _json(update.result),
                stamp(update.updated_at),
                game_id,
                expected_version,
            ),
        )
        if cursor.rowcount != 1:
            raise Conflict(f"game {game_id} is no longer at version {expected_version}")
        return expected_version + 1

    async def insert_move(self, game_id: int, move: MoveRow) -> None:
        try:
            await self._conn.execute(
                "INSERT INTO moves (game_id, ply, color, x, y, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (game_id, move.ply, move.color, move.x, move.y, stamp(move.at)),
            )
        except sqlite3.IntegrityError as error:
            raise Conflict(f"game {game_id} already has move {move.ply}") from error

    async def insert_challenge(self, challenge: NewChallenge) -> int:
        target = challenge.target
        cursor = await self._conn.execute(
            "INSERT INTO challenges (platform, chat_id, thread_id, challenger_platform,"
            " challenger_id, challenger_name, challenger_color, target_platform, target_id,"
            " target_username, target_name, computer, rules, setup, status, created_at,"
            " expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                *_chat_key(challenge.chat),
                challenge.challenger.ref.platform,
                challenge.challenger.ref.user_id,
                challenge.challenger.name,
                challenge.challenger_color,
                target.platform if target else None,
                target.user_id if target else None,
                challenge.target_username,
                challenge.target_name,
                challenge.computer,
                _json(challenge.rules),
                _json(challenge.setup),
                ChallengeStatus.PENDING.value,
                stamp(challenge.created_at),
                stamp(challenge.expires_at),
            ),
        )
        assert cursor.lastrowid is not None
        return cursor.lastrowid

    async def update_challenge(
        self,
        challenge_id: int,
        expected: ChallengeStatus,
        status: ChallengeStatus,
        game_id: int | None = None,
    ) -> None:
        cursor = await self._conn.execute(
            "UPDATE challenges SET status = ?, game_id = COALESCE(?, game_id)"
            " WHERE id = ? AND status = ?",
            (status.value, game_id, challenge_id, expected.value),
        )
        if cursor.rowcount != 1:
            raise Conflict(f"challenge {challenge_id} is no longer {expected.value}")

    async def upsert_user(
        self, ref: PlayerRef, name: str, username: str | None, at: datetime
    ) -> None:
        await self._conn.execute(
            "INSERT INTO users (platform, user_id, name, username, updated_at)"
            " VALUES (?, ?, ?, ?, ?) ON CONFLICT (platform, user_id) DO UPDATE SET"
            " name = excluded.name, username = excluded.username,"
            " updated_at = excluded.updated_at",
            (ref.platform, ref.user_id, name, username, stamp(at)),
        )

    async def set_user_lang(self, ref: PlayerRef, lang: str | None) -> None:
        cursor = await self._conn.execute(
            "UPDATE users SET lang = ? WHERE platform = ? AND user_id = ?",
            (lang, ref.platform, ref.user_id),
        )
        if cursor.rowcount != 1:
            raise StorageError(f"unknown user {ref}")

    async def set_chat_lang(self, chat: ChatRef, lang: str | None) -> None:
        await self._conn.execute(
            "INSERT INTO chats (platform, chat_id, thread_id, lang) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (platform, chat_id, thread_id) DO UPDATE SET lang = excluded.lang",
            (*_chat_key(chat), lang),
        )


def _chat_key(chat: ChatRef) -> tuple[str, str, str]:
    return chat.platform, chat.chat_id, chat.thread_id


class SqliteStorage:
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
    async def transaction(self, event: str | None = None) -> AsyncIterator[_Tx]:
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
                yield _Tx(conn)
            except BaseException:
                await conn.execute("ROLLBACK")
                raise
            await conn.execute("COMMIT")

    async def secret(self, name: str) -> bytes:
        async with self.transaction() as tx:
            await tx._conn.execute(
                "INSERT OR IGNORE INTO secrets (name, value) VALUES (?, ?)",
                (name, secrets.token_bytes(32)),
            )
            rows = await tx._conn.execute_fetchall(
                "SELECT value FROM secrets WHERE name = ?", (name,)
            )
        return bytes(next(iter(rows))[0])

    async def set_card(self, kind: str, item_id: int, message_id: str | None) -> None:
        table = {"game": "games", "challenge": "challenges"}.get(kind)
        if table is None:
            raise StorageError(f"no cards for {kind!r}")
        async with self.transaction() as tx:
            await tx._conn.execute(
                f"UPDATE {table} SET card_message_id = ? WHERE id = ?", (message_id, item_id)
            )

    # ------------------------------------------------------------------- reads
    def _conn(self, conn: aiosqlite.Connection | None) -> aiosqlite.Connection:
        if conn is None:
            raise StorageError("the storage is not open")
        return conn

    async def _read(self, sql: str, params: Iterable[Any]) -> list[Any]:
        return list(await self._conn(self._reader).execute_fetchall(sql, tuple(params)))

    async def event_seen(self, event: str) -> bool:
        rows = await self._read("SELECT 1 FROM processed_events WHERE key = ?", (event,))
        return bool(rows)

    async def game(self, game_id: int) -> GameRow | None:
        rows = await self._read(f"SELECT {_GAME_COLUMNS} FROM games WHERE id = ?", (game_id,))
        return _game(rows[0]) if rows else None

    async def moves(self, game_id: int, after_ply: int = 0) -> list[MoveRow]:
        rows = await self._read(
            "SELECT ply, color, x, y, created_at FROM moves WHERE game_id = ? AND ply > ?"
            " ORDER BY ply",
            (game_id, after_ply),
        )
        return [MoveRow(r[0], r[1], r[2], r[3], _time(r[4])) for r in rows]

    async def active_games(self, chat: ChatRef) -> list[GameRow]:
        rows = await self._read(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE platform = ? AND chat_id = ?"
            " AND thread_id = ? AND status = ? ORDER BY id",
            (*_chat_key(chat), GameStatus.ACTIVE.value),
        )
        return [_game(r) for r in rows]

    async def games_of(self, ref: PlayerRef, *, active_only: bool = True) -> list[GameRow]:
        status = " AND status = 'active'" if active_only else ""
        rows = await self._read(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE blue_platform = ? AND blue_id = ?{status}"
            f" UNION SELECT {_GAME_COLUMNS} FROM games WHERE red_platform = ? AND red_id = ?"
            f"{status} ORDER BY id",
            (ref.platform, ref.user_id, ref.platform, ref.user_id),
        )
        return [_game(r) for r in rows]

    async def challenge(self, challenge_id: int) -> ChallengeRow | None:
        rows = await self._read(
            f"SELECT {_CHALLENGE_COLUMNS} FROM challenges WHERE id = ?", (challenge_id,)
        )
        return _challenge(rows[0]) if rows else None

    async def pending_challenges(self, chat: ChatRef, now: datetime) -> list[ChallengeRow]:
        rows = await self._read(
            f"SELECT {_CHALLENGE_COLUMNS} FROM challenges WHERE platform = ? AND chat_id = ?"
            " AND thread_id = ? AND status = ? AND expires_at > ? ORDER BY id",
            (*_chat_key(chat), ChallengeStatus.PENDING.value, stamp(now)),
        )
        return [_challenge(r) for r in rows]

    async def user(self, ref: PlayerRef) -> UserRow | None:
        rows = await self._read(
            "SELECT name, username, lang FROM users WHERE platform = ? AND user_id = ?",
            (ref.platform, ref.user_id),
        )
        return UserRow(ref, rows[0][0], rows[0][1], rows[0][2]) if rows else None

    async def chat(self, chat: ChatRef) -> ChatRow | None:
        rows = await self._read(
            "SELECT lang, settings FROM chats WHERE platform = ? AND chat_id = ? AND thread_id = ?",
            _chat_key(chat),
        )
        return ChatRow(chat, rows[0][0], json.loads(rows[0][1])) if rows else None
