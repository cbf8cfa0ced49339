"""Team games and the team pool of ratings, for every backend (docs/rules.md §8.6).

A team game's row holds its sides and terms as one JSON document, changed only at the
version read (``Conflict`` otherwise), so two members answering at once begin the game
once. The member of a side on turn sits in the game's seat of that colour: every other
part of the bot knows the game as one of two players."""

from __future__ import annotations

from collections.abc import Collection
from datetime import datetime
from typing import Any

from bot.identity import ChatRef, PlayerRef
from bot.ratings import Rating
from bot.storage.protocol import Conflict
from bot.storage.records import Seat
from bot.storage.rows import Row, from_json, maybe_time, time_of, to_json
from bot.storage.sql import Session, SqlBase, insert_row, update_one
from bot.storage.team_port import NewTeamGame, TeamGameRow, TeamGameUpdate
from bot.storage.values import Params

TEAM_COLUMNS = (
    "id, platform, chat_id, thread_id, status, version, body, game_id, deadline, created_at,"
    " updated_at"
)


def team_game_row(row: Row) -> TeamGameRow:
    body = row[6]
    return TeamGameRow(
        id=int(row[0]),
        chat=ChatRef(row[1], row[2], row[3]),
        status=row[4],
        version=int(row[5]),
        body=from_json(body) if isinstance(body, str) else dict(body),
        game_id=None if row[7] is None else int(row[7]),
        deadline=maybe_time(row[8]),
        created_at=time_of(row[9]),
        updated_at=time_of(row[10]),
    )


class TeamMethods(SqlBase):
    async def team_game(self, team_id: int) -> TeamGameRow | None:
        return await self._keyed(team_game_row, TEAM_COLUMNS, "team_games", "id", team_id)

    async def chat_team_games(
        self, chat: ChatRef, statuses: Collection[str]
    ) -> list[TeamGameRow]:
        p = self.params()
        sql = (
            f"SELECT {TEAM_COLUMNS} FROM team_games WHERE platform = {p(chat.platform)}"
            f" AND chat_id = {p(chat.chat_id)} AND thread_id = {p(chat.thread_id)}"
            f"{p.among('status', sorted(statuses))} ORDER BY id"
        )
        return await self._records(team_game_row, sql, p)

    async def game_team(self, game_id: int) -> TeamGameRow | None:
        return await self._keyed(team_game_row, TEAM_COLUMNS, "team_games", "game_id", game_id)

    async def due_team_games(
        self, now: datetime, platforms: Collection[str] | None = None, limit: int = 50
    ) -> list[TeamGameRow]:
        p = self.params()
        sql = (
            f"SELECT {TEAM_COLUMNS} FROM team_games WHERE status = {p('playing')}"
            f" AND deadline <= {p.time(now)}"
        )
        sql += p.on_platforms(platforms)
        sql += f" ORDER BY deadline, id LIMIT {p(limit)}"
        return await self._records(team_game_row, sql, p)

    async def team_rating(self, ref: PlayerRef) -> Rating | None:
        p = self.params()
        rows = await self._read(
            "SELECT rating, rd, volatility, games FROM team_ratings"
            f" WHERE platform = {p(ref.platform)} AND user_id = {p(ref.user_id)}",
            p.values,
        )
        if not rows:
            return None
        rating, rd, volatility, games = rows[0]
        return Rating(float(rating), float(rd), float(volatility), int(games))


# ------------------------------------------------------------------ writes
async def insert_team_game(db: Session, known: int | None, new: NewTeamGame) -> int:
    values: list[Any] = [
        new.chat.platform, new.chat.chat_id, new.chat.thread_id, new.status, to_json(new.body),
        db.encoding.time(new.created_at), db.encoding.time(new.created_at),
    ]
    return await insert_row(
        db, known, "team_games",
        "platform, chat_id, thread_id, status, body, created_at, updated_at", values,
    )


async def update_team_game(
    db: Session, known: int | None, team_id: int, expected: int, update: TeamGameUpdate
) -> int:
    await update_one(
        db,
        Conflict(f"team game {team_id} is no longer at version {expected}"),
        "UPDATE team_games SET status = {}, body = {}, game_id = {}, deadline = {},"
        " updated_at = {}, version = version + 1 WHERE id = {} AND version = {}",
        update.status, to_json(update.body), update.game_id, db.encoding.time(update.deadline),
        db.encoding.time(update.updated_at), team_id, expected,
    )
    return expected + 1


async def seat_game(db: Session, known: None, game_id: int, color: int, seat: Seat) -> None:
    side = "blue" if color == 1 else "red"
    await update_one(
        db, Conflict(f"no game {game_id}"),
        f"UPDATE games SET {side}_platform = {{}}, {side}_id = {{}}, {side}_name = {{}}"
        " WHERE id = {}",
        seat.ref.platform, seat.ref.user_id, seat.name, game_id,
    )


async def put_team_rating(
    db: Session, known: None, ref: PlayerRef, name: str, rating: Rating, at: datetime
) -> None:
    p = Params(db.encoding)
    values = [ref.platform, ref.user_id, name, rating.rating, rating.rd, rating.volatility,
              rating.games]
    await db.execute(
        "INSERT INTO team_ratings (platform, user_id, name, rating, rd, volatility, games,"
        f" updated_at) VALUES ({p.all(values)}, {p.time(at)})"
        " ON CONFLICT (platform, user_id) DO UPDATE SET name = excluded.name,"
        " rating = excluded.rating, rd = excluded.rd, volatility = excluded.volatility,"
        " games = excluded.games, updated_at = excluded.updated_at",
        p.values,
    )


class TeamTransaction:
    """The team writes of :class:`bot.storage.protocol.Transaction`, run by the dialect's
    ``_call``."""

    async def _call(self, write: Any, *args: Any) -> Any:
        raise NotImplementedError

    async def insert_team_game(self, new: NewTeamGame) -> int:
        return int(await self._call(insert_team_game, new))

    async def update_team_game(
        self, team_id: int, expected: int, update: TeamGameUpdate
    ) -> int:
        return int(await self._call(update_team_game, team_id, expected, update))

    async def seat_game(self, game_id: int, color: int, seat: Seat) -> None:
        await self._call(seat_game, game_id, color, seat)

    async def put_team_rating(
        self, ref: PlayerRef, name: str, rating: Rating, at: datetime
    ) -> None:
        await self._call(put_team_rating, ref, name, rating, at)
