"""The write side of SQLite storage: the methods of one open transaction."""

from __future__ import annotations

import json
import sqlite3
from datetime import datetime
from typing import Any

import aiosqlite

from bot.identity import ChatRef, PlayerRef
from bot.storage.migrate import stamp
from bot.storage.protocol import Conflict, StorageError
from bot.storage.records import (
    ChallengeStatus,
    GameUpdate,
    MoveRow,
    NewChallenge,
    NewGame,
    NewOutbox,
    RatingChange,
    RatingRow,
    chat_scope,
)
from bot.storage.sqlite_rows import (
    RATING_COLUMNS,
    RATING_FROM,
    chat_key,
    rating_row,
    to_json,
)
from bot.storage.values import (
    NEW_CHALLENGE_COLUMNS,
    NEW_GAME_COLUMNS,
    SQLITE,
    game_update,
    new_challenge_values,
    new_game_values,
    rating_upsert,
)


class SqliteTransaction:
    """The write methods of one open SQLite transaction (``BEGIN IMMEDIATE``: reads made
    here see every committed write and nobody else writes until the end)."""

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self.conn = conn

    # ------------------------------------------------------------------- games
    async def insert_game(self, game: NewGame) -> int:
        return await self._insert("games", NEW_GAME_COLUMNS, new_game_values(game, SQLITE))

    async def _insert(self, table: str, columns: str, values: list[Any]) -> int:
        marks = ", ".join("?" for _ in values)
        cursor = await self.conn.execute(
            f"INSERT INTO {table} ({columns}) VALUES ({marks})", values
        )
        assert cursor.lastrowid is not None
        return cursor.lastrowid

    async def update_game(self, game_id: int, expected_version: int, update: GameUpdate) -> int:
        sql, values = game_update(game_id, expected_version, update, SQLITE)
        cursor = await self.conn.execute(sql, values)
        if cursor.rowcount != 1:
            raise Conflict(f"game {game_id} is no longer at version {expected_version}")
        return expected_version + 1

    async def insert_move(self, game_id: int, move: MoveRow) -> None:
        try:
            await self.conn.execute(
                "INSERT INTO moves (game_id, ply, color, x, y, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (game_id, move.ply, move.color, move.x, move.y, stamp(move.at)),
            )
        except sqlite3.IntegrityError as error:
            raise Conflict(f"game {game_id} already has move {move.ply}") from error

    # -------------------------------------------------------------- challenges
    async def insert_challenge(self, challenge: NewChallenge) -> int:
        values = new_challenge_values(challenge, SQLITE)
        return await self._insert("challenges", NEW_CHALLENGE_COLUMNS, values)

    async def update_challenge(
        self,
        challenge_id: int,
        expected: ChallengeStatus,
        status: ChallengeStatus,
        game_id: int | None = None,
    ) -> None:
        cursor = await self.conn.execute(
            "UPDATE challenges SET status = ?, game_id = COALESCE(?, game_id)"
            " WHERE id = ? AND status = ?",
            (status.value, game_id, challenge_id, expected.value),
        )
        if cursor.rowcount != 1:
            raise Conflict(f"challenge {challenge_id} is no longer {expected.value}")

    # ------------------------------------------------------------ users, chats
    async def upsert_user(
        self, ref: PlayerRef, name: str, username: str | None, at: datetime
    ) -> None:
        await self.conn.execute(
            "INSERT INTO users (platform, user_id, name, username, updated_at)"
            " VALUES (?, ?, ?, ?, ?) ON CONFLICT (platform, user_id) DO UPDATE SET"
            " name = excluded.name, username = excluded.username,"
            " updated_at = excluded.updated_at",
            (ref.platform, ref.user_id, name, username, stamp(at)),
        )

    async def set_user_lang(self, ref: PlayerRef, lang: str | None) -> None:
        cursor = await self.conn.execute(
            "UPDATE users SET lang = ? WHERE platform = ? AND user_id = ?",
            (lang, ref.platform, ref.user_id),
        )
        if cursor.rowcount != 1:
            raise StorageError(f"unknown user {ref}")

    async def set_chat_lang(self, chat: ChatRef, lang: str | None) -> None:
        await self.conn.execute(
            "INSERT INTO chats (platform, chat_id, thread_id, lang) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (platform, chat_id, thread_id) DO UPDATE SET lang = excluded.lang",
            (*chat_key(chat), lang),
        )

    async def update_chat_settings(self, chat: ChatRef, changes: dict[str, Any]) -> dict[str, Any]:
        """Merge ``changes`` into the chat's settings (a ``None`` value removes the key);
        the merged settings are returned."""
        rows = await self.conn.execute_fetchall(
            "SELECT settings FROM chats WHERE platform = ? AND chat_id = ? AND thread_id = ?",
            chat_key(chat),
        )
        settings: dict[str, Any] = next((json.loads(r[0]) for r in rows), {})
        for key, value in changes.items():
            if value is None:
                settings.pop(key, None)
            else:
                settings[key] = value
        await self.conn.execute(
            "INSERT INTO chats (platform, chat_id, thread_id, settings) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (platform, chat_id, thread_id) DO UPDATE SET"
            " settings = excluded.settings",
            (*chat_key(chat), to_json(settings)),
        )
        return settings

    # ----------------------------------------------------------------- ratings
    async def rating(self, scope: str, ref: PlayerRef) -> RatingRow | None:
        rows = list(
            await self.conn.execute_fetchall(
                f"SELECT {RATING_COLUMNS} FROM {RATING_FROM}"
                " WHERE r.scope = ? AND r.platform = ? AND r.user_id = ?",
                (scope, ref.platform, ref.user_id),
            )
        )
        return rating_row(rows[0]) if rows else None

    async def put_rating(self, row: RatingRow, at: datetime) -> None:
        await self.conn.execute(*rating_upsert(row, at, SQLITE))

    async def insert_rating_change(self, change: RatingChange) -> None:
        try:
            await self.conn.execute(
                "INSERT INTO rating_changes (game_id, scope, platform, user_id, before, after)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (
                    change.game_id,
                    change.scope,
                    change.ref.platform,
                    change.ref.user_id,
                    change.before,
                    change.after,
                ),
            )
        except sqlite3.IntegrityError as error:
            raise Conflict(f"game {change.game_id} was already rated") from error

    # ------------------------------------------------------------------ outbox
    async def enqueue(self, item: NewOutbox) -> int:
        """Write an announcement to deliver once this transaction commits."""
        cursor = await self.conn.execute(
            "INSERT INTO outbox (platform, chat_id, thread_id, payload, created_at, due_at)"
            " VALUES (?, ?, ?, ?, ?, ?)",
            (*chat_key(item.chat), to_json(item.payload), stamp(item.at), stamp(item.at)),
        )
        assert cursor.lastrowid is not None
        return cursor.lastrowid

    async def move_game(self, game_id: int, chat: ChatRef) -> None:
        cursor = await self.conn.execute(
            "UPDATE games SET platform = ?, chat_id = ?, thread_id = ? WHERE id = ?",
            (*chat_key(chat), game_id),
        )
        if cursor.rowcount != 1:
            raise Conflict(f"no game {game_id}")

    async def move_chat(self, platform: str, old_id: str, new_id: str) -> list[int]:
        """Plain SQL both backends run: what the new id already holds is kept (``NOT
        EXISTS``), the old id's rows that could not move are dropped."""
        games = [
            int(row[0])
            for row in await self.conn.execute_fetchall(
                "SELECT id FROM games WHERE platform = ? AND chat_id = ?", (platform, old_id)
            )
        ]
        ids = (new_id, platform, old_id)
        for table in ("games", "challenges", "outbox"):
            await self.conn.execute(
                f"UPDATE {table} SET chat_id = ? WHERE platform = ? AND chat_id = ?", ids
            )
        await self.conn.execute(
            "UPDATE chats SET chat_id = ? WHERE platform = ? AND chat_id = ? AND NOT EXISTS"
            " (SELECT 1 FROM chats AS taken WHERE taken.platform = chats.platform"
            " AND taken.chat_id = ? AND taken.thread_id = chats.thread_id)",
            (*ids, new_id),
        )
        await self.conn.execute(
            "DELETE FROM chats WHERE platform = ? AND chat_id = ?", (platform, old_id)
        )
        new, old = chat_scope(ChatRef(platform, new_id)), chat_scope(ChatRef(platform, old_id))
        await self.conn.execute(
            "UPDATE ratings SET scope = ? WHERE scope = ? AND NOT EXISTS"
            " (SELECT 1 FROM ratings AS taken WHERE taken.scope = ?"
            " AND taken.platform = ratings.platform AND taken.user_id = ratings.user_id)",
            (new, old, new),
        )
        await self.conn.execute("DELETE FROM ratings WHERE scope = ?", (old,))
        await self.conn.execute(
            "UPDATE rating_changes SET scope = ? WHERE scope = ?", (new, old)
        )
        return games
