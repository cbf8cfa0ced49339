"""Games set aside, for every backend: a game whose rows cannot be read (found by a read
of games, or by the service replaying its moves) is marked with what is wrong, and every
read of games passes over it from then on (:data:`bot.storage.rows.READABLE`). Its rows
stay as they are, for an operator to look at (``python -m bot games``), release once
repaired, or abort.

Marking is one statement that changes only a game not marked yet, so of the processes
that meet the same damage at once one marks it, and says so in the log: once."""

from __future__ import annotations

import logging
from datetime import UTC, datetime
from typing import Any

from bot.identity import ChatRef, PlayerRef
from bot.storage.records import GameStatus
from bot.storage.rows import GAME_COLUMNS, Row, maybe_time
from bot.storage.set_aside_port import GameDump, SetAsideGame
from bot.storage.sql import SqlBase

log = logging.getLogger(__name__)

SET_ASIDE_COLUMNS = (
    "id, platform, chat_id, thread_id, blue_platform, blue_id, blue_name, red_platform,"
    " red_id, red_name, status, set_aside, set_aside_at"
)
DUMP_COLUMNS = f"{GAME_COLUMNS}, set_aside, set_aside_at"
MOVE_COLUMNS = "ply, color, x, y, created_at, realms"


def set_aside_game(row: Row) -> SetAsideGame:
    return SetAsideGame(
        id=int(row[0]),
        chat=ChatRef(row[1], row[2], row[3]),
        blue=PlayerRef(row[4], row[5]),
        blue_name=row[6],
        red=PlayerRef(row[7], row[8]),
        red_name=row[9],
        status=str(row[10]),
        reason=row[11],
        at=maybe_time(row[12]),
    )


def column_names(columns: str) -> list[str]:
    return [name.strip() for name in columns.split(",")]


def said_aside(game_id: int, reason: str) -> None:
    """The one log line of a game set aside."""
    log.error(
        "game %s cannot be read and was set aside: %s (python -m bot games show %s)",
        game_id, reason, game_id,
    )


class SetAsideMethods(SqlBase):
    async def set_game_aside(self, game_id: int, reason: str) -> bool:
        p = self.params()
        marked = await self._write(
            f"UPDATE games SET set_aside = {p(reason)}, set_aside_at = {p.time(datetime.now(UTC))}"
            f" WHERE id = {p(game_id)} AND set_aside IS NULL",
            p.values,
        )
        if marked:
            said_aside(game_id, reason)
        return bool(marked)

    async def set_aside_games(self, chat: ChatRef | None = None) -> list[SetAsideGame]:
        p = self.params()
        where = "set_aside IS NOT NULL"
        if chat is not None:
            where += f" AND platform = {p(chat.platform)} AND chat_id = {p(chat.chat_id)}"
        return await self._records(
            set_aside_game, f"SELECT {SET_ASIDE_COLUMNS} FROM games WHERE {where} ORDER BY id", p
        )

    async def game_dump(self, game_id: int) -> GameDump | None:
        p = self.params()
        rows = await self._read(f"SELECT {DUMP_COLUMNS} FROM games WHERE id = {p(game_id)}",
                                p.values)
        if not rows:
            return None
        columns: dict[str, Any] = dict(zip(column_names(DUMP_COLUMNS), rows[0], strict=True))
        p = self.params()
        moves = await self._read(
            f"SELECT {MOVE_COLUMNS} FROM moves WHERE game_id = {p(game_id)} ORDER BY ply",
            p.values,
        )
        return GameDump(columns, [tuple(move) for move in moves])

    async def release_game(self, game_id: int) -> bool:
        p = self.params()
        return bool(await self._write(
            "UPDATE games SET set_aside = NULL, set_aside_at = NULL, version = version + 1"
            f" WHERE id = {p(game_id)} AND set_aside IS NOT NULL",
            p.values,
        ))

    async def abort_set_aside_game(self, game_id: int, at: datetime) -> bool:
        p = self.params()
        return bool(await self._write(
            f"UPDATE games SET status = {p(GameStatus.ABORTED.value)},"
            f" updated_at = {p.time(at)}, deadline = NULL, remind_at = NULL, card_due = NULL,"
            f" version = version + 1 WHERE id = {p(game_id)} AND set_aside IS NOT NULL"
            f" AND status = {p(GameStatus.ACTIVE.value)}",
            p.values,
        ))
