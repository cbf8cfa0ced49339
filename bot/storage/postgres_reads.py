"""PostgreSQL reads for history, ratings, limits and the sweeper.

The sweeper's reads take ``FOR UPDATE SKIP LOCKED``: a row another worker is changing right
now is passed over instead of waited for. Each ending or reminder is then written under the
game's version check, so however many workers sweep, a game ends once and a reminder is
sent once.
"""

from __future__ import annotations

from collections.abc import Collection
from datetime import datetime
from typing import Any

import asyncpg

from bot.identity import ChatRef, PlayerRef
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


class Where:
    """A WHERE clause built up with numbered parameters."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.params: list[Any] = []

    def mark(self, value: Any) -> str:
        self.params.append(value)
        return f"${len(self.params)}"

    def add(self, sql: str, *values: Any) -> None:
        """``sql`` with ``{}`` where each value goes."""
        self.parts.append(sql.format(*(self.mark(v) for v in values)))

    def seated(self, ref: PlayerRef) -> None:
        self.add(
            "((blue_platform = {} AND blue_id = {}) OR (red_platform = {} AND red_id = {}))",
            ref.platform,
            ref.user_id,
            ref.platform,
            ref.user_id,
        )

    def platforms(self, platforms: Collection[str] | None) -> None:
        if platforms is not None:
            self.add("platform = ANY({}::text[])", sorted(platforms))

    @property
    def sql(self) -> str:
        return " AND ".join(self.parts) or "true"


class PostgresReads:
    async def _fetch(self, sql: str, *args: Any) -> list[asyncpg.Record]:
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
        id, every thread), of a player, or of a player in a group; after ``before_game``
        in that order when given."""
        where = Where()
        where.add("status = {}", GameStatus.FINISHED.value)
        if chat is not None:
            where.add("platform = {} AND chat_id = {}", chat.platform, chat.chat_id)
        if player is not None:
            where.seated(player)
        if before_game is not None:
            where.add("(updated_at, id) < (SELECT updated_at, id FROM games WHERE id = {})",
                      before_game)
        rows = await self._fetch(
            f"SELECT {GAME_COLUMNS} FROM games WHERE {where.sql}"
            f" ORDER BY updated_at DESC, id DESC LIMIT {where.mark(limit)}",
            *where.params,
        )
        return [game_row(r) for r in rows]

    async def open_count(self, chat: ChatRef, ref: PlayerRef, now: datetime) -> int:
        """The player's active games and waiting challenges in the group."""
        query = Where()
        query.add("platform = {} AND chat_id = {} AND status = 'active'", *_group(chat))
        query.seated(ref)
        games, query.parts = query.sql, []
        query.add("platform = {} AND chat_id = {} AND status = 'pending'", *_group(chat))
        query.add("expires_at > {}", now)
        query.add("challenger_platform = {} AND challenger_id = {}", ref.platform, ref.user_id)
        rows = await self._fetch(
            f"SELECT (SELECT count(*) FROM games WHERE {games})"
            f" + (SELECT count(*) FROM challenges WHERE {query.sql})",
            *query.params,
        )
        return int(rows[0][0])

    async def head_to_head(self, first: PlayerRef, second: PlayerRef) -> Tally:
        """Finished games between two players (rated or not), from ``first``'s side."""
        winner = "(result->>'winner')::int"
        rows = await self._fetch(
            "SELECT"
            f" count(*) FILTER (WHERE (blue_id = $2 AND {winner} = 1)"
            f" OR (red_id = $2 AND {winner} = 2)),"
            f" count(*) FILTER (WHERE (blue_id = $2 AND {winner} = 2)"
            f" OR (red_id = $2 AND {winner} = 1)),"
            f" count(*) FILTER (WHERE {winner} IS NULL)"
            " FROM games WHERE status = 'finished' AND ("
            "(blue_platform = $1 AND blue_id = $2 AND red_platform = $3 AND red_id = $4) OR"
            " (blue_platform = $3 AND blue_id = $4 AND red_platform = $1 AND red_id = $2))",
            first.platform,
            first.user_id,
            second.platform,
            second.user_id,
        )
        wins, losses, draws = rows[0]
        return Tally(wins, losses, draws)

    # ----------------------------------------------------------------- ratings
    async def rating(self, scope: str, ref: PlayerRef) -> RatingRow | None:
        rows = await self._fetch(
            f"SELECT {RATING_COLUMNS} FROM {RATING_FROM}"
            " WHERE r.scope = $1 AND r.platform = $2 AND r.user_id = $3",
            scope,
            ref.platform,
            ref.user_id,
        )
        return rating_row(rows[0]) if rows else None

    async def leaderboard(self, scope: str, min_games: int, limit: int) -> list[RatingRow]:
        rows = await self._fetch(
            f"SELECT {RATING_COLUMNS} FROM {RATING_FROM} WHERE r.scope = $1 AND r.games >= $2"
            " ORDER BY r.rating DESC, r.games DESC, r.user_id LIMIT $3",
            scope,
            min_games,
            limit,
        )
        return [rating_row(r) for r in rows]

    async def rank(self, scope: str, ref: PlayerRef, min_games: int) -> int | None:
        """The player's place on the leaderboard, or ``None`` when not on it."""
        rows = await self._fetch(
            "SELECT (SELECT count(*) FROM ratings o WHERE o.scope = r.scope"
            " AND o.games >= $1 AND o.rating > r.rating) + 1"
            " FROM ratings r WHERE r.scope = $2 AND r.platform = $3 AND r.user_id = $4"
            " AND r.games >= $1",
            min_games,
            scope,
            ref.platform,
            ref.user_id,
        )
        return int(rows[0][0]) if rows else None

    async def rating_changes(self, game_id: int) -> list[RatingChange]:
        rows = await self._fetch(
            "SELECT scope, platform, user_id, before, after FROM rating_changes"
            " WHERE game_id = $1 ORDER BY scope, platform, user_id",
            game_id,
        )
        return [RatingChange(game_id, r[0], PlayerRef(r[1], r[2]), r[3], r[4]) for r in rows]

    # ----------------------------------------------------------------- sweeper
    async def due_games(
        self, now: datetime, platforms: Collection[str] | None = None, limit: int = 100
    ) -> list[GameRow]:
        """Active games whose side to move has run out of time."""
        where = Where()
        where.add("deadline IS NOT NULL AND deadline <= {} AND status = 'active'", now)
        return await self._claim_games(where, platforms, "deadline", limit)

    async def due_reminders(
        self, now: datetime, platforms: Collection[str] | None = None, limit: int = 100
    ) -> list[GameRow]:
        """Active games whose side to move is due a reminder and still has time."""
        where = Where()
        where.add(
            "remind_at IS NOT NULL AND remind_at <= {} AND deadline > {} AND status = 'active'",
            now,
            now,
        )
        return await self._claim_games(where, platforms, "remind_at", limit)

    async def _claim_games(
        self, where: Where, platforms: Collection[str] | None, order: str, limit: int
    ) -> list[GameRow]:
        where.platforms(platforms)
        rows = await self._fetch(
            f"SELECT {GAME_COLUMNS} FROM games WHERE {where.sql} ORDER BY {order}"
            f" LIMIT {where.mark(limit)} FOR UPDATE SKIP LOCKED",
            *where.params,
        )
        return [game_row(r) for r in rows]

    async def expired_challenges(
        self, now: datetime, platforms: Collection[str] | None = None, limit: int = 100
    ) -> list[ChallengeRow]:
        """Challenges still marked pending after their time ran out."""
        where = Where()
        where.add("status = {} AND expires_at <= {}", ChallengeStatus.PENDING.value, now)
        where.platforms(platforms)
        rows = await self._fetch(
            f"SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE {where.sql} ORDER BY expires_at"
            f" LIMIT {where.mark(limit)} FOR UPDATE SKIP LOCKED",
            *where.params,
        )
        return [challenge_row(r) for r in rows]


def _group(chat: ChatRef) -> tuple[str, str]:
    """A group's key: its platform and chat id (every thread)."""
    return chat.platform, chat.chat_id
