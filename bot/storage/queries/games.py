"""Games and their moves, for every backend: the reads (a game, its moves, a chat's active
games, the sweeper's due games and reminders, the computer's turns) and the writes of a
transaction (a new game, a move, a version-checked update, a game moved to a thread).

A game changes only at the version the use case read (``Conflict`` otherwise), and a ply
is stored once (``(game_id, ply)`` is the moves' key). The sweeper's reads pass over rows
another process is claiming (PostgreSQL's ``SKIP LOCKED``); each ending or reminder is then
written under the version check, so a game ends once however many workers sweep.
"""

from __future__ import annotations

from collections.abc import Collection
from datetime import datetime
from typing import Any

from bot.identity import ChatRef
from bot.storage.protocol import Conflict
from bot.storage.records import GameRow, GameStatus, GameUpdate, MoveRow, NewGame
from bot.storage.rows import GAME_COLUMNS, READABLE, chat_key, time_of, to_json
from bot.storage.sql import (
    Session,
    SqlBase,
    in_chat,
    insert_once,
    insert_row,
    run,
    update_one,
)
from bot.storage.values import NEW_GAME_COLUMNS, Params, new_game_values


class GameReads(SqlBase):
    async def game(self, game_id: int) -> GameRow | None:
        p = self.params()
        found = await self._games(
            f"SELECT {GAME_COLUMNS} FROM games WHERE id = {p(game_id)} AND {READABLE}", p
        )
        return found[0] if found else None

    async def game_versions(self, game_ids: Collection[int]) -> dict[int, int]:
        if not game_ids:
            return {}
        p = self.params()
        listed = ", ".join(p(game_id) for game_id in sorted(game_ids))
        rows = await self._read(f"SELECT id, version FROM games WHERE id IN ({listed})",
                                p.values)
        return {int(row[0]): int(row[1]) for row in rows}

    async def moves(self, game_id: int, after_ply: int = 0) -> list[MoveRow]:
        p = self.params()
        rows = await self._read(
            "SELECT ply, color, x, y, created_at, realms FROM moves"
            f" WHERE game_id = {p(game_id)} AND ply > {p(after_ply)} ORDER BY ply",
            p.values,
        )
        return [MoveRow(r[0], r[1], r[2], r[3], time_of(r[4]), r[5]) for r in rows]

    async def active_games(self, chat: ChatRef) -> list[GameRow]:
        p = self.params()
        where = f"{in_chat(p, chat)} AND status = {p(GameStatus.ACTIVE.value)} AND {READABLE}"
        return await self._games(f"SELECT {GAME_COLUMNS} FROM games WHERE {where} ORDER BY id", p)

    async def due_games(
        self, now: datetime, platforms: Collection[str] | None = None, limit: int = 100
    ) -> list[GameRow]:
        p = self.params()
        where = f"deadline IS NOT NULL AND deadline <= {p.time(now)} AND status = 'active'"
        return await self._due(p, where, platforms, "deadline", limit)

    async def due_reminders(
        self, now: datetime, platforms: Collection[str] | None = None, limit: int = 100
    ) -> list[GameRow]:
        p = self.params()
        where = (
            f"remind_at IS NOT NULL AND remind_at <= {p.time(now)}"
            f" AND deadline > {p.time(now)} AND status = 'active'"
        )
        return await self._due(p, where, platforms, "remind_at", limit)

    async def _due(
        self, p: Params, where: str, platforms: Collection[str] | None, order: str, limit: int
    ) -> list[GameRow]:
        where += p.on_platforms(platforms)
        sql = (
            f"SELECT {GAME_COLUMNS} FROM games WHERE {where} AND {READABLE} ORDER BY {order}"
            f" LIMIT {p(limit)}{self.encoding.skip_locked}"
        )
        return await self._games(sql, p)

    async def engine_turns(self, engine_platform: str, limit: int = 100) -> list[int]:
        p = self.params()
        rows = await self._read(
            f"SELECT id FROM games WHERE status = 'active' AND {READABLE} AND ("
            f" (blue_platform = {p(engine_platform)} AND (to_move = 1 OR draw_offer = 2))"
            f" OR (red_platform = {p(engine_platform)} AND (to_move = 2 OR draw_offer = 1)))"
            f" ORDER BY id LIMIT {p(limit)}",
            p.values,
        )
        return [int(r[0]) for r in rows]


# ------------------------------------------------------------------ writes
async def insert_game(db: Session, known: int | None, game: NewGame) -> int:
    values = new_game_values(game, db.encoding)
    return await insert_row(db, known, "games", NEW_GAME_COLUMNS, values)


def game_update(game_id: int, expected_version: int, update: GameUpdate, p: Params) -> str:
    """The statement that writes ``update`` if the game is still at ``expected_version``."""
    return (
        f"UPDATE games SET status = {p(update.status.value)}, ply = {p(update.ply)},"
        f" to_move = {p(update.to_move)}, draw_offer = {p(update.draw_offer)},"
        f" result = {p(to_json(update.result))}, updated_at = {p.time(update.updated_at)},"
        f" clock = {p(to_json(update.clock))}, deadline = {p.time(update.deadline)},"
        f" remind_at = {p.time(update.remind_at)}, card_due = {p.time(update.card_due)},"
        f" takeback_offer = {p(update.takeback_offer)}, takebacks = {p(update.takebacks)},"
        f" hints = {p(update.hints)}, end_offer = {p(update.end_offer)},"
        f" stop_ply = {p(update.stop_ply)},"
        f" version = version + 1 WHERE id = {p(game_id)} AND version = {p(expected_version)}"
    )


async def update_game(
    db: Session, known: int | None, game_id: int, expected_version: int, update: GameUpdate
) -> int:
    p = Params(db.encoding)
    if await db.execute(game_update(game_id, expected_version, update, p), p.values) != 1:
        raise Conflict(f"game {game_id} is no longer at version {expected_version}")
    return expected_version + 1


async def insert_move(db: Session, known: None, game_id: int, move: MoveRow) -> None:
    p = Params(db.encoding)
    values: list[Any] = [game_id, move.ply, move.color, move.x, move.y]
    sql = (
        "INSERT INTO moves (game_id, ply, color, x, y, created_at, realms)"
        f" VALUES ({p.all(values)}, {p.time(move.at)}, {p(move.realms)})"
    )
    await insert_once(db, sql, p.values, f"game {game_id} already has move {move.ply}")


async def delete_moves_from(db: Session, known: None, game_id: int, ply: int) -> None:
    """Take back the moves from ``ply`` on (a takeback); the game's row says the new ply."""
    await run(db, "DELETE FROM moves WHERE game_id = {} AND ply >= {}", game_id, ply)


async def move_game(db: Session, known: None, game_id: int, chat: ChatRef) -> None:
    await update_one(
        db, Conflict(f"no game {game_id}"),
        "UPDATE games SET platform = {}, chat_id = {}, thread_id = {} WHERE id = {}",
        *chat_key(chat), game_id,
    )
