"""The storage port's part for team play (:mod:`bot.storage.queries.teams`): a team game
from its proposal to its end, and the team pool of ratings."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Protocol

from bot.identity import ChatRef, PlayerRef
from bot.ratings import Rating
from bot.storage.records import Seat


@dataclass(frozen=True, slots=True)
class NewTeamGame:
    chat: ChatRef
    body: dict[str, Any]
    created_at: datetime
    status: str = "proposed"


@dataclass(frozen=True, slots=True)
class TeamGameRow:
    """A team game as stored: its sides and terms (``body``), and its game once begun."""

    id: int
    chat: ChatRef
    status: str
    version: int
    body: dict[str, Any]
    game_id: int | None
    deadline: datetime | None
    created_at: datetime
    updated_at: datetime


@dataclass(frozen=True, slots=True)
class TeamGameUpdate:
    status: str
    body: dict[str, Any]
    updated_at: datetime
    game_id: int | None = None
    deadline: datetime | None = None


class TeamReads(Protocol):
    async def team_game(self, team_id: int) -> TeamGameRow | None: ...

    async def chat_team_games(
        self, chat: ChatRef, statuses: Collection[str]
    ) -> list[TeamGameRow]:
        """The team games of ``chat`` (its thread only) in ``statuses``, by number."""
        ...

    async def game_team(self, game_id: int) -> TeamGameRow | None:
        """The team game that began the game ``game_id``, if one did."""
        ...

    async def due_team_games(
        self, now: datetime, platforms: Collection[str] | None = None, limit: int = 50
    ) -> list[TeamGameRow]:
        """Team games being played whose member on turn is out of time at ``now``."""
        ...

    async def team_rating(self, ref: PlayerRef) -> Rating | None:
        """The player's rating in the team pool, if they have one."""
        ...


class TeamWrites(Protocol):
    async def insert_team_game(self, new: NewTeamGame) -> int: ...

    async def update_team_game(
        self, team_id: int, expected: int, update: TeamGameUpdate
    ) -> int:
        """Write ``update`` if the team game is still at ``expected`` (``Conflict``
        otherwise); the new version."""
        ...

    async def seat_game(self, game_id: int, color: int, seat: Seat) -> None:
        """The member of side ``color`` now on turn sits in the game's seat of that
        colour (the game's version is the change's own)."""
        ...

    async def put_team_rating(
        self, ref: PlayerRef, name: str, rating: Rating, at: datetime
    ) -> None: ...
