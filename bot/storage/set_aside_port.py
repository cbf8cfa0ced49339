"""The storage port's part for games set aside (:mod:`bot.storage.queries.set_aside`): a game whose
rows cannot be read is marked, no longer read as a game of its chat, and kept as it is for
an operator to look at, release or abort."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any, Protocol

from bot.identity import ChatRef, PlayerRef


@dataclass(frozen=True, slots=True)
class SetAsideGame:
    """A game set aside, as far as its row tells without reading its game."""

    id: int
    chat: ChatRef
    blue: PlayerRef
    blue_name: str
    red: PlayerRef
    red_name: str
    status: str
    reason: str
    """What is wrong with it, as found when it was set aside."""
    at: datetime | None


@dataclass(frozen=True, slots=True)
class GameDump:
    """A game's rows exactly as stored, for an operator: its row's columns by name, and
    its moves (ply, colour, x, y, time)."""

    columns: dict[str, Any]
    moves: list[tuple[Any, ...]]


class SetAsidePort(Protocol):
    async def set_game_aside(self, game_id: int, reason: str) -> bool:
        """Mark the game as one that cannot be read (``reason``: what is wrong), so no read
        of games returns it any more; whether this call marked it (a game set aside
        already is left as it is). Logs one line naming the game when it marks it."""
        ...

    async def set_aside_games(self, chat: ChatRef | None = None) -> list[SetAsideGame]:
        """The games set aside (in the whole chat of ``chat``, when given), by number."""
        ...

    async def game_dump(self, game_id: int) -> GameDump | None:
        """The game's rows as stored, readable or not (``None``: no such game)."""
        ...

    async def release_game(self, game_id: int) -> bool:
        """Take the game back from the side: it is read again as any other (whether it
        was set aside)."""
        ...

    async def abort_set_aside_game(self, game_id: int, at: datetime) -> bool:
        """End a game set aside that was being played, as aborted (no result, no rating):
        its players are free of it. It stays set aside. Whether it was ended now."""
        ...
