"""Tournaments in memory: :mod:`bot.storage.queries.tournaments`' semantics on the tables."""

from __future__ import annotations

import json
from collections.abc import Collection
from dataclasses import replace
from datetime import datetime

from bot.identity import ChatRef
from bot.storage.memory.tables import Tables, utc
from bot.storage.protocol import Conflict
from bot.storage.queries.tournaments import OPEN, open_elsewhere
from bot.storage.records import NewTournament, TournamentRow, TournamentUpdate


def _copied(row: TournamentRow) -> TournamentRow:
    """A row whose document the caller may not change in the tables by accident."""
    return replace(row, body=_deep(row.body))


def _deep(body: dict[str, object]) -> dict[str, object]:
    copied: dict[str, object] = json.loads(json.dumps(body))
    return copied


class MemoryTournamentReads:
    def _tables(self) -> Tables:
        raise NotImplementedError

    async def tournament(self, tournament_id: int) -> TournamentRow | None:
        row = self._tables().tournaments.get(tournament_id)
        return None if row is None else _copied(row)

    async def chat_tournaments(
        self, chat: ChatRef, limit: int = 10, open_only: bool = False
    ) -> list[TournamentRow]:
        rows = [
            row for row in self._tables().tournaments.values()
            if (row.chat.platform, row.chat.chat_id) == (chat.platform, chat.chat_id)
            and (not open_only or row.status in OPEN)
        ]
        return [_copied(row) for row in sorted(rows, key=lambda r: -r.id)[:limit]]

    async def due_tournaments(
        self, now: datetime, platforms: Collection[str] | None = None, limit: int = 20
    ) -> list[TournamentRow]:
        moment = utc(now)
        rows = [
            row for row in self._tables().tournaments.values()
            if row.status == "signup" and row.starts_at is not None and moment is not None
            and row.starts_at <= moment
            and (platforms is None or row.chat.platform in platforms)
        ]
        rows.sort(key=lambda r: (r.starts_at, r.id))
        return [_copied(row) for row in rows[:limit]]

    async def game_tournament(self, game_id: int) -> int | None:
        return self._tables().tournament_games.get(game_id)


class MemoryTournamentWrites:
    tables: Tables

    def _one_open(self, chat: ChatRef, status: str, other_than: int | None = None) -> None:
        """The unique index of migration 017: one open tournament per chat."""
        if status not in OPEN:
            return
        for row in self.tables.tournaments.values():
            same = (row.chat.platform, row.chat.chat_id) == (chat.platform, chat.chat_id)
            if same and row.status in OPEN and row.id != other_than:
                raise Conflict(open_elsewhere(chat))

    async def insert_tournament(self, new: NewTournament) -> int:
        self._one_open(new.chat, new.status)
        tournament_id = self.tables.new_id("tournaments")
        at = utc(new.created_at) or new.created_at
        self.tables.tournaments[tournament_id] = TournamentRow(
            chat=new.chat, status=new.status, body=_deep(new.body),
            starts_at=utc(new.starts_at), created_at=at, id=tournament_id, version=1,
            updated_at=at,
        )
        return tournament_id

    async def tournament_for_update(self, tournament_id: int) -> TournamentRow | None:
        row = self.tables.tournaments.get(tournament_id)
        return None if row is None else _copied(row)

    async def update_tournament(
        self, tournament_id: int, expected: int, update: TournamentUpdate
    ) -> int:
        row = self.tables.tournaments.get(tournament_id)
        if row is None or row.version != expected:
            raise Conflict(f"tournament {tournament_id} is no longer at version {expected}")
        self._one_open(row.chat, update.status, other_than=tournament_id)
        self.tables.tournaments[tournament_id] = replace(
            row, status=update.status, body=_deep(update.body),
            starts_at=utc(update.starts_at), updated_at=utc(update.updated_at) or row.updated_at,
            version=expected + 1,
        )
        return expected + 1

    async def link_tournament_game(self, game_id: int, tournament_id: int) -> None:
        if game_id in self.tables.tournament_games:
            raise Conflict(f"game {game_id} already belongs to a tournament")
        self.tables.tournament_games[game_id] = tournament_id

    async def game_tournament(self, game_id: int) -> int | None:
        return self.tables.tournament_games.get(game_id)
