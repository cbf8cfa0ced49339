"""Ratings, for every backend: a player's rating in a scope (the overall one, or a chat's),
the leaderboard and a player's place on it, and what each rated game did to each rating.

A transaction reads a rating under its scope's lock (:meth:`Session.lock_scope`), so two
games ending in one chat rate one after the other; a game is rated once per scope and
player (``rating_changes``' key: ``Conflict`` the second time).
"""

from __future__ import annotations

from collections.abc import Collection
from datetime import datetime

from bot.identity import PlayerRef
from bot.storage.records import GameRow, GameStatus, RatingChange, RatingRow
from bot.storage.rows import GAME_COLUMNS, RATING_COLUMNS, RATING_FROM, READABLE, rating_row
from bot.storage.sql import Session, SqlBase, insert_once
from bot.storage.values import Params


def _rating_of(p: Params, scope: str, ref: PlayerRef) -> str:
    return (
        f"SELECT {RATING_COLUMNS} FROM {RATING_FROM} WHERE r.scope = {p(scope)}"
        f" AND r.platform = {p(ref.platform)} AND r.user_id = {p(ref.user_id)}"
    )


class RatingReads(SqlBase):
    async def rating(self, scope: str, ref: PlayerRef) -> RatingRow | None:
        p = self.params()
        return await self._record(rating_row, _rating_of(p, scope, ref), p)

    async def leaderboard(self, scope: str, min_games: int, limit: int) -> list[RatingRow]:
        p = self.params()
        sql = (
            f"SELECT {RATING_COLUMNS} FROM {RATING_FROM} WHERE r.scope = {p(scope)}"
            f" AND r.games >= {p(min_games)}"
            f" ORDER BY r.rating DESC, r.games DESC, r.user_id LIMIT {p(limit)}"
        )
        return await self._records(rating_row, sql, p)

    async def rank(self, scope: str, ref: PlayerRef, min_games: int) -> int | None:
        p = self.params()
        rows = await self._read(
            "SELECT (SELECT count(*) FROM ratings o WHERE o.scope = r.scope"
            f" AND o.games >= {p(min_games)} AND o.rating > r.rating) + 1"
            f" FROM ratings r WHERE r.scope = {p(scope)} AND r.platform = {p(ref.platform)}"
            f" AND r.user_id = {p(ref.user_id)} AND r.games >= {p(min_games)}",
            p.values,
        )
        return int(rows[0][0]) if rows else None

    async def rating_changes(self, game_id: int) -> list[RatingChange]:
        p = self.params()
        rows = await self._read(
            "SELECT scope, platform, user_id, before, after FROM rating_changes"
            f" WHERE game_id = {p(game_id)} ORDER BY scope, platform, user_id",
            p.values,
        )
        return [RatingChange(game_id, r[0], PlayerRef(r[1], r[2]), r[3], r[4]) for r in rows]

    async def scope_games(self, scopes: Collection[str]) -> dict[str, int]:
        if not scopes:
            return {}
        p = self.params()
        rows = await self._read(
            "SELECT scope, sum(games) FROM ratings"
            f" WHERE scope IN ({p.all(sorted(scopes))}) GROUP BY scope",
            p.values,
        )
        return {str(row[0]): int(row[1]) for row in rows}

    async def rated_games(self) -> list[GameRow]:
        p = self.params()
        sql = (
            f"SELECT {GAME_COLUMNS} FROM games WHERE status = {p(GameStatus.FINISHED.value)}"
            f" AND rated = {p(p.encoding.flag(True))} AND {READABLE} ORDER BY updated_at, id"
        )
        return await self._games(sql, p)


# ------------------------------------------------------------------ writes
async def rating(
    db: Session, known: RatingRow | None, scope: str, ref: PlayerRef
) -> RatingRow | None:
    """The rating under the scope's lock, held to the end of the transaction. Scopes are
    always taken in the same order (the chat's, then the overall one): no deadlock."""
    await db.lock_scope(scope)
    p = Params(db.encoding)
    rows = await db.rows(_rating_of(p, scope, ref), p.values)
    return rating_row(rows[0]) if rows else None


async def put_rating(db: Session, known: None, row: RatingRow, at: datetime) -> None:
    """Store a player's rating in a scope, made or replaced."""
    r, p = row.rating, Params(db.encoding)
    values = [row.scope, row.ref.platform, row.ref.user_id, row.name, r.rating, r.rd,
              r.volatility, r.games, row.wins, row.losses, row.draws]
    await db.execute(
        "INSERT INTO ratings (scope, platform, user_id, name, rating, rd, volatility, games,"
        f" wins, losses, draws, updated_at) VALUES ({p.all(values)}, {p.time(at)})"
        " ON CONFLICT (scope, platform, user_id) DO UPDATE SET name = excluded.name,"
        " rating = excluded.rating, rd = excluded.rd, volatility = excluded.volatility,"
        " games = excluded.games, wins = excluded.wins, losses = excluded.losses,"
        " draws = excluded.draws, updated_at = excluded.updated_at",
        p.values,
    )


async def clear_ratings(db: Session, known: None) -> None:
    """Forget every rating and what each game did to them, under a lock of its own: two
    recomputations at once run one after the other."""
    await db.lock_scope("*")
    await db.execute("DELETE FROM rating_changes", [])
    await db.execute("DELETE FROM ratings", [])


async def insert_rating_change(db: Session, known: None, change: RatingChange) -> None:
    p = Params(db.encoding)
    values = [change.game_id, change.scope, change.ref.platform, change.ref.user_id,
              change.before, change.after]
    sql = (
        "INSERT INTO rating_changes (game_id, scope, platform, user_id, before, after)"
        f" VALUES ({p.all(values)})"
    )
    await insert_once(db, sql, p.values, f"game {change.game_id} was already rated")
