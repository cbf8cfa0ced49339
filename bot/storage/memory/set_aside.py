"""Games set aside in memory: :mod:`bot.storage.queries.set_aside`'s semantics on the tables."""

from __future__ import annotations

from contextlib import AbstractAsyncContextManager
from datetime import UTC, datetime

from bot.identity import ChatRef
from bot.storage.memory.tables import Row, Tables, utc
from bot.storage.queries.set_aside import DUMP_COLUMNS, SET_ASIDE_COLUMNS, column_names, said_aside
from bot.storage.queries.set_aside import set_aside_game as set_aside_of
from bot.storage.records import GameStatus
from bot.storage.set_aside_port import GameDump, SetAsideGame


def _values(row: Row, columns: str) -> list[object]:
    return [row.get(name) for name in column_names(columns)]


class MemorySetAside:
    def _tables(self) -> Tables:
        raise NotImplementedError

    def _write(self) -> AbstractAsyncContextManager[Tables]:
        raise NotImplementedError

    async def set_game_aside(self, game_id: int, reason: str) -> bool:
        async with self._write() as t:
            row = t.games.get(game_id)
            if row is None or row.get("set_aside") is not None:
                return False
            t.games[game_id] = {**row, "set_aside": reason, "set_aside_at": datetime.now(UTC)}
        said_aside(game_id, reason)
        return True

    async def set_aside_games(self, chat: ChatRef | None = None) -> list[SetAsideGame]:
        rows = [r for _, r in sorted(self._tables().games.items())
                if r.get("set_aside") is not None
                and (chat is None or (r["platform"], r["chat_id"]) == (chat.platform,
                                                                         chat.chat_id))]
        return [set_aside_of(_values(r, SET_ASIDE_COLUMNS)) for r in rows]

    async def game_dump(self, game_id: int) -> GameDump | None:
        t = self._tables()
        row = t.games.get(game_id)
        if row is None:
            return None
        columns = dict(zip(column_names(DUMP_COLUMNS), _values(row, DUMP_COLUMNS), strict=True))
        moves = [(m.ply, m.color, m.x, m.y, m.at) for m in t.moves.get(game_id, ())]
        return GameDump(columns, moves)

    async def release_game(self, game_id: int) -> bool:
        async with self._write() as t:
            row = t.games.get(game_id)
            if row is None or row.get("set_aside") is None:
                return False
            t.games[game_id] = {**row, "set_aside": None, "set_aside_at": None,
                                "version": row["version"] + 1}
            return True

    async def abort_set_aside_game(self, game_id: int, at: datetime) -> bool:
        async with self._write() as t:
            row = t.games.get(game_id)
            if row is None or row.get("set_aside") is None or row["status"] != "active":
                return False
            t.games[game_id] = {
                **row, "status": GameStatus.ABORTED.value, "updated_at": utc(at),
                "deadline": None, "remind_at": None, "card_due": None,
                "version": row["version"] + 1,
            }
            return True

