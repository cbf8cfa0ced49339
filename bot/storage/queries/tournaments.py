"""Tournaments, for every backend: a tournament's row (its document and status), the
chat's tournaments, those whose sign-up is over, those being played, and the games each
one made.

A tournament changes only at the version the use case read (``Conflict`` otherwise), read
under its lock inside the transaction that changes it (:meth:`Session.lock_scope`), so the
last two games of a round ending at once in two workers pair the next round once. One
tournament at a time is open (signing up or running) in a chat, any thread of it: a second
one is refused by a unique index (migration 017) as ``Conflict``.
"""

from __future__ import annotations

from collections.abc import Collection
from datetime import datetime

from bot.identity import ChatRef
from bot.storage.protocol import Conflict
from bot.storage.records import NewTournament, TournamentRow, TournamentUpdate
from bot.storage.rows import Row, from_json, maybe_time, time_of, to_json
from bot.storage.sql import Session, SqlBase, insert_once, insert_row, update_one
from bot.storage.values import Params

TOURNAMENT_COLUMNS = (
    "id, platform, chat_id, thread_id, status, version, body, starts_at, created_at,"
    " updated_at"
)
OPEN = ("signup", "running")
"""The statuses of a tournament not over yet."""


def tournament_row(row: Row) -> TournamentRow:
    body = row[6]
    return TournamentRow(
        id=int(row[0]),
        chat=ChatRef(row[1], row[2], row[3]),
        status=row[4],
        version=int(row[5]),
        body=from_json(body) if isinstance(body, str) else dict(body),
        starts_at=maybe_time(row[7]),
        created_at=time_of(row[8]),
        updated_at=time_of(row[9]),
    )


def lock_name(tournament_id: int) -> str:
    return f"tournament:{tournament_id}"


class TournamentReads(SqlBase):
    async def tournament(self, tournament_id: int) -> TournamentRow | None:
        return await self._keyed(
            tournament_row, TOURNAMENT_COLUMNS, "tournaments", "id", tournament_id
        )

    async def chat_tournaments(
        self, chat: ChatRef, limit: int = 10, open_only: bool = False
    ) -> list[TournamentRow]:
        p = self.params()
        sql = (
            f"SELECT {TOURNAMENT_COLUMNS} FROM tournaments WHERE platform = {p(chat.platform)}"
            f" AND chat_id = {p(chat.chat_id)}"
        )
        if open_only:
            sql += f" AND status IN ({p.all(list(OPEN))})"
        sql += f" ORDER BY id DESC LIMIT {p(limit)}"
        return await self._records(tournament_row, sql, p)

    async def due_tournaments(
        self, now: datetime, platforms: Collection[str] | None = None, limit: int = 20
    ) -> list[TournamentRow]:
        p = self.params()  # placeholders in the order they stand (SQLite's are positional)
        sql = (
            f"SELECT {TOURNAMENT_COLUMNS} FROM tournaments WHERE status = {p('signup')}"
            f" AND starts_at <= {p.time(now)}"
        )
        sql += p.on_platforms(platforms)
        sql += f" ORDER BY starts_at, id LIMIT {p(limit)}"
        return await self._records(tournament_row, sql, p)

    async def running_tournaments(
        self, platforms: Collection[str] | None = None, limit: int = 50
    ) -> list[TournamentRow]:
        p = self.params()
        sql = f"SELECT {TOURNAMENT_COLUMNS} FROM tournaments WHERE status = {p('running')}"
        sql += p.on_platforms(platforms)
        sql += f" ORDER BY updated_at, id LIMIT {p(limit)}"
        return await self._records(tournament_row, sql, p)

    async def game_tournament(self, game_id: int) -> int | None:
        p = self.params()
        rows = await self._read(
            f"SELECT tournament_id FROM tournament_games WHERE game_id = {p(game_id)}", p.values
        )
        return int(rows[0][0]) if rows else None


# ------------------------------------------------------------------ writes
async def insert_tournament(db: Session, known: int | None, new: NewTournament) -> int:
    """The new tournament's id; ``Conflict`` when one is open in its chat already."""
    values = [new.chat.platform, new.chat.chat_id, new.chat.thread_id, new.status,
              to_json(new.body), db.encoding.time(new.starts_at),
              db.encoding.time(new.created_at), db.encoding.time(new.created_at)]
    try:
        return await insert_row(
            db, known, "tournaments",
            "platform, chat_id, thread_id, status, body, starts_at, created_at, updated_at",
            values,
        )
    except db.taken as error:
        raise Conflict(open_elsewhere(new.chat)) from error


def open_elsewhere(chat: ChatRef) -> str:
    """Why a tournament cannot be opened in ``chat``."""
    return f"a tournament is open in {chat.platform} chat {chat.chat_id} already"


async def tournament_for_update(
    db: Session, known: None, tournament_id: int
) -> TournamentRow | None:
    """The tournament under its lock, held to the end of the transaction."""
    await db.lock_scope(lock_name(tournament_id))
    p = Params(db.encoding)
    rows = await db.rows(
        f"SELECT {TOURNAMENT_COLUMNS} FROM tournaments WHERE id = {p(tournament_id)}", p.values
    )
    return tournament_row(rows[0]) if rows else None


async def update_tournament(
    db: Session, known: int | None, tournament_id: int, expected: int, update: TournamentUpdate
) -> int:
    await update_one(
        db,
        Conflict(f"tournament {tournament_id} is no longer at version {expected}"),
        "UPDATE tournaments SET status = {}, body = {}, starts_at = {}, updated_at = {},"
        " version = version + 1 WHERE id = {} AND version = {}",
        update.status, to_json(update.body), db.encoding.time(update.starts_at),
        db.encoding.time(update.updated_at), tournament_id, expected,
    )
    return expected + 1


async def link_game(db: Session, known: None, game_id: int, tournament_id: int) -> None:
    p = Params(db.encoding)
    sql = (
        "INSERT INTO tournament_games (game_id, tournament_id)"
        f" VALUES ({p(game_id)}, {p(tournament_id)})"
    )
    await insert_once(db, sql, p.values, f"game {game_id} already belongs to a tournament")


async def game_tournament(db: Session, known: None, game_id: int) -> int | None:
    p = Params(db.encoding)
    rows = await db.rows(
        f"SELECT tournament_id FROM tournament_games WHERE game_id = {p(game_id)}", p.values
    )
    return int(rows[0][0]) if rows else None
