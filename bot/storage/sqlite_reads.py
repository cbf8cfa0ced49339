"""SQLite reads for history, ratings, limits and the sweeper."""

from __future__ import annotations

from collections.abc import Collection, Iterable
from datetime import datetime
from typing import Any

from bot.identity import ChatRef, PlayerRef
from bot.storage.migrate import stamp
from bot.storage.records import (
    ChallengeRow,
    ChallengeStatus,
    GameRow,
    GameStatus,
    RatingChange,
    RatingRow,
    Tally,
)
from bot.storage.sqlite_rows import (
    CHALLENGE_COLUMNS,
    GAME_COLUMNS,
    RATING_COLUMNS,
    RATING_FROM,
    challenge_row,
    game_row,
    rating_row,
)

_SEATED = "((blue_platform = ? AND blue_id = ?) OR (red_platform = ? AND red_id = ?))"


def _seated(ref: PlayerRef) -> tuple[str, str, str, str]:
    return ref.platform, ref.user_id, ref.platform, ref.user_id


def _platforms(column: str, platforms: Collection[str] | None) -> tuple[str, list[str]]:
    if platforms is None:
        return "", []
    if not platforms:
        return " AND 0", []
    marks = ", ".join("?" for _ in platforms)
    return f" AND {column} IN ({marks})", sorted(platforms)


class StatsReads:
    async def _read(self, sql: str, params: Iterable[Any]) -> list[Any]:
        raise NotImplementedError

    # ----------------------------------------------------------------- history
    async def finished_games(
        self,
        *,
        chat: ChatRef | None = None,
        player: PlayerRef | None = None,
        limit: int = 10,
        before_game: int | None = None,
    ) -> list[GameRow]:
        """Finished games, the last ended first: of a group (``chat``'s platform and chat
        id, every thread), of a player, or of a player in a group. ``before_game`` pages by
        key: only the games after it in that order (no OFFSET to walk past)."""
        where: list[str] = ["status = ?"]
        params: list[str | int] = [GameStatus.FINISHED.value]
        if before_game is not None:
            where.append("(updated_at, id) < (SELECT updated_at, id FROM games WHERE id = ?)")
            params.append(before_game)
        if chat is not None:
            where.append("platform = ? AND chat_id = ?")
            params += [chat.platform, chat.chat_id]
        if player is not None:
            where.append(_SEATED)
            params += _seated(player)
        rows = await self._read(
            f"SELECT {GAME_COLUMNS} FROM games WHERE {' AND '.join(where)}"
            " ORDER BY updated_at DESC, id DESC LIMIT ?",
            (*params, limit),
        )
        return [game_row(r) for r in rows]

    async def open_count(self, chat: ChatRef, ref: PlayerRef, now: datetime) -> int:
        """The player's active games and waiting challenges in the group."""
        rows = await self._read(
            "SELECT (SELECT count(*) FROM games WHERE platform = ? AND chat_id = ?"
            f" AND status = 'active' AND {_SEATED})"
            " + (SELECT count(*) FROM challenges WHERE platform = ? AND chat_id = ?"
            " AND status = 'pending' AND expires_at > ? AND challenger_platform = ?"
            " AND challenger_id = ?)",
            (
                chat.platform,
                chat.chat_id,
                *_seated(ref),
                chat.platform,
                chat.chat_id,
                stamp(now),
                ref.platform,
                ref.user_id,
            ),
        )
        return int(rows[0][0])

    async def head_to_head(self, first: PlayerRef, second: PlayerRef) -> Tally:
        """Finished games between two players (rated or not), from ``first``'s side."""
        winner = "json_extract(result, '$.winner')"
        rows = await self._read(
            "SELECT"
            f" sum(CASE WHEN (blue_id = ? AND {winner} = 1) OR (red_id = ? AND {winner} = 2)"
            " THEN 1 ELSE 0 END),"
            f" sum(CASE WHEN (blue_id = ? AND {winner} = 2) OR (red_id = ? AND {winner} = 1)"
            " THEN 1 ELSE 0 END),"
            f" sum(CASE WHEN {winner} IS NULL THEN 1 ELSE 0 END)"
            " FROM games WHERE status = 'finished' AND ("
            "(blue_platform = ? AND blue_id = ? AND red_platform = ? AND red_id = ?) OR"
            " (blue_platform = ? AND blue_id = ? AND red_platform = ? AND red_id = ?))",
            (
                first.user_id,
                first.user_id,
                first.user_id,
                first.user_id,
                first.platform,
                first.user_id,
                second.platform,
                second.user_id,
                second.platform,
                second.user_id,
                first.platform,
                first.user_id,
            ),
        )
        wins, losses, draws = rows[0]
        return Tally(wins or 0, losses or 0, draws or 0)

    # ----------------------------------------------------------------- ratings
    async def rating(self, scope: str, ref: PlayerRef) -> RatingRow | None:
        rows = await self._read(
            f"SELECT {RATING_COLUMNS} FROM {RATING_FROM}"
            " WHERE r.scope = ? AND r.platform = ? AND r.user_id = ?",
            (scope, ref.platform, ref.user_id),
        )
        return rating_row(rows[0]) if rows else None

    async def leaderboard(self, scope: str, min_games: int, limit: int) -> list[RatingRow]:
        rows = await self._read(
            f"SELECT {RATING_COLUMNS} FROM {RATING_FROM} WHERE r.scope = ? AND r.games >= ?"
            " ORDER BY r.rating DESC, r.games DESC, r.user_id LIMIT ?",
            (scope, min_games, limit),
        )
        return [rating_row(r) for r in rows]

    async def rank(self, scope: str, ref: PlayerRef, min_games: int) -> int | None:
        """The player's place on the leaderboard, or ``None`` when not on it."""
        rows = await self._read(
            "SELECT (SELECT count(*) FROM ratings o WHERE o.scope = r.scope"
            " AND o.games >= ? AND o.rating > r.rating) + 1"
            " FROM ratings r WHERE r.scope = ? AND r.platform = ? AND r.user_id = ?"
            " AND r.games >= ?",
            (min_games, scope, ref.platform, ref.user_id, min_games),
        )
        return int(rows[0][0]) if rows else None

    async def rating_changes(self, game_id: int) -> list[RatingChange]:
        rows = await self._read(
            "SELECT scope, platform, user_id, before, after FROM rating_changes"
            " WHERE game_id = ? ORDER BY scope, platform, user_id",
            (game_id,),
        )
        return [RatingChange(game_id, r[0], PlayerRef(r[1], r[2]), r[3], r[4]) for r in rows]

    # ----------------------------------------------------------------- sweeper
    async def due_games(
        self, now: datetime, platforms: Collection[str] | None = None, limit: int = 100
    ) -> list[GameRow]:
        """Active games whose side to move has run out of time."""
        extra, params = _platforms("platform", platforms)
        rows = await self._read(
            f"SELECT {GAME_COLUMNS} FROM games WHERE deadline IS NOT NULL AND deadline <= ?"
            f" AND status = 'active'{extra} ORDER BY deadline LIMIT ?",
            (stamp(now), *params, limit),
        )
        return [game_row(r) for r in rows]

    async def due_reminders(
        self, now: datetime, platforms: Collection[str] | None = None, limit: int = 100
    ) -> list[GameRow]:
        """Active games whose side to move is due a reminder and still has time."""
        extra, params = _platforms("platform", platforms)
        rows = await self._read(
            f"SELECT {GAME_COLUMNS} FROM games WHERE remind_at IS NOT NULL AND remind_at <= ?"
            f" AND deadline > ? AND status = 'active'{extra} ORDER BY remind_at LIMIT ?",
            (stamp(now), stamp(now), *params, limit),
        )
        return [game_row(r) for r in rows]

    async def expired_challenges(
        self, now: datetime, platforms: Collection[str] | None = None, limit: int = 100
    ) -> list[ChallengeRow]:
        """Challenges still marked pending after their time ran out."""
        extra, params = _platforms("platform", platforms)
        rows = await self._read(
            f"SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE status = ? AND expires_at <= ?"
            f"{extra} ORDER BY expires_at LIMIT ?",
            (ChallengeStatus.PENDING.value, stamp(now), *params, limit),
        )
        return [challenge_row(r) for r in rows]
