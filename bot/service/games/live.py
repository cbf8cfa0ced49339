"""A live game: a stored game row with its ``core.Game`` (rebuilt by
:mod:`bot.service.games.replay`); the cache that keeps them is
:class:`bot.service.games.live_games.LiveCache`."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import datetime

from bot.service.teams.rotation import Teams
from bot.storage.records import GameRow, MoveRow
from core import Color, Game


@dataclass(slots=True)
class LiveGame:
    row: GameRow
    game: Game
    acted: dict[Color, datetime] = field(default_factory=dict)
    """When each side last acted, as far as known: its last move (the stored moves'
    times), any other change it made here since (a draw offer), or for a game just begun
    its challenge. Not stored: a game read again knows its moves' times only."""
    tournament: bool = False
    """A tournament made it (its rules are the sport's: no takeback)."""
    team: Teams | None = None
    """A team game's sides and rotations as of this row (docs/rules.md §8.6)."""

    def moved(self, moves: Iterable[MoveRow]) -> None:
        """Note the times of ``moves``, stored in this order."""
        for move in moves:
            self.acted[Color(move.color)] = move.at
