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
    GameStatus,
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
    maybe_stamp,
    rating_row,
    to_json,
)


class SqliteTransaction:
    """The write methods of one open SQLite transaction (``BEGIN IMMEDIATE``: reads made
    here see every committed write and nobody else writes until the end)."""

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self.conn = conn

    # ------------------------------------------------------------------- games
    async def insert_game(self, game: NewGame) -> int:
        cursor = await self.conn.execute(
            "INSERT INTO games (platform, chat_id, thread_id, blue_platform, blue_id, blue_name,"
            " red_platform, red_id, red_name, rules, setup, status, version, ply, to_move,"
            " challenge_id, created_at, updated_at, rated, clock, deadline, remind_at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                *chat_key(game.chat),
                game.blue.ref.platform,
                game.blue.ref.user_id,
                game.blue.name,
                game.red.ref.platform,
                game.red.ref.user_id,
                game.red.name,
                to_json(game.rules),
                to_json(game.setup),
                GameStatus.ACTIVE.value,
                game.to_move,
                game.challenge_id,
                stamp(game.created_at),
                stamp(game.created_at),
                int(game.rated),
                to_json(game.clock),
                maybe_stamp(game.deadline),
                maybe_stamp(game.remind_at),
            ),
        )
        assert cursor.lastrowid is not None
        return cursor.lastrowid

    async def update_game(self, game_id: int, expected_version: int, update: GameUpdate) -> int:
        cursor = await self.conn.execute(
            "UPDATE games SET status = ?, ply = ?, to_move = ?, draw_offer = ?, result = ?,"
            " updated_at = ?, clock = ?, deadline = ?, remind_at = ?, version = version + 1"
            " WHERE id = ? AND version = ?",
            (
                update.status.value,
                update.ply,
                update.to_move,
                update.draw_offer,
                to_json(update.result),
                stamp(update.updated_at),
                to_json(update.clock),
                maybe_stamp(update.deadline),
                maybe_stamp(update.remind_at),
                game_id,
                expected_version,
            ),
        )
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
        target = challenge.target
        cursor = await self.conn.execute(
            "INSERT INTO challenges (platform, chat_id, thread_id, challenger_platform,"
            " challenger_id, challenger_name, challenger_color, target_platform, target_id,"
            " target_username, target_name, computer, rules, setup, status, created_at,"
            " expires_at, time_control, rated)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                *chat_key(challenge.chat),
                challenge.challenger.ref.platform,
                challenge.challenger.ref.user_id,
                challenge.challenger.name,
                challenge.challenger_color,
                target.platform if target else None,
                target.user_id if target else None,
                challenge.target_username,
                challenge.target_name,
                challenge.computer,
                to_json(challenge.rules),
                to_json(challenge.setup),
                ChallengeStatus.PENDING.value,
                stamp(challenge.created_at),
                stamp(challenge.expires_at),
                to_json(challenge.time_control),
                int(challenge.rated),
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
        r = row.rating
        await self.conn.execute(
            "INSERT INTO ratings (scope, platform, user_id, name, rating, rd, volatility, games,"
            " wins, losses, draws, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
            " ON CONFLICT (scope, platform, user_id) DO UPDATE SET name = excluded.name,"
            " rating = excluded.rating, rd = excluded.rd, volatility = excluded.volatility,"
            " games = excluded.games, wins = excluded.wins, losses = excluded.losses,"
            " draws = excluded.draws, updated_at = excluded.updated_at",
            (
                row.scope,
                row.ref.platform,
                row.ref.user_id,
                row.name,
                r.rating,
                r.rd,
                r.volatility,
                r.games,
                row.wins,
                row.losses,
                row.draws,
                stamp(at),
            ),
        )

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
