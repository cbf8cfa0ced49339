"""The storage port's part for tournaments (:mod:`bot.storage.queries.tournaments`)."""

from __future__ import annotations

from collections.abc import Collection
from datetime import datetime
from typing import Protocol

from bot.identity import ChatRef
from bot.storage.records import NewTournament, TournamentRow, TournamentUpdate


class TournamentReads(Protocol):
    async def tournament(self, tournament_id: int) -> TournamentRow | None: ...

    async def chat_tournaments(
        self, chat: ChatRef, limit: int = 10, open_only: bool = False
    ) -> list[TournamentRow]:
        """The tournaments of the group of ``chat`` (any thread), newest first;
        ``open_only``: those still signing up or running."""
        ...

    async def due_tournaments(
        self, now: datetime, platforms: Collection[str] | None = None, limit: int = 20
    ) -> list[TournamentRow]:
        """Tournaments still signing up whose start time has come, the earliest first."""
        ...

    async def running_tournaments(self, platforms: Collection[str] | None = None,
                                  limit: int = 50) -> list[TournamentRow]:
        """Tournaments being played, the least recently changed first."""
        ...

    async def game_tournament(self, game_id: int) -> int | None:
        """The tournament that made the game, if any."""
        ...


class TournamentWrites(Protocol):
    async def insert_tournament(self, new: NewTournament) -> int: ...

    async def tournament_for_update(self, tournament_id: int) -> TournamentRow | None:
        """The tournament, held by this transaction to its end (its changes serialized)."""
        ...

    async def update_tournament(
        self, tournament_id: int, expected: int, update: TournamentUpdate
    ) -> int:
        """Write ``update`` if the row is still at ``expected``; the new version (else
        Conflict)."""
        ...

    async def link_tournament_game(self, game_id: int, tournament_id: int) -> None:
        """The game was made by the tournament (Conflict if it already belongs to one)."""
        ...

    async def game_tournament(self, game_id: int) -> int | None:
        """The tournament that made the game, if any."""
        ...
