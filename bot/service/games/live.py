"""Live games: a stored game row with its ``core.Game`` (rebuilt by
:mod:`bot.service.games.replay`), kept in memory in a cache bounded by the size of the
games' fields."""

from __future__ import annotations

from collections import OrderedDict
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


CACHE_GAMES = 2048
CACHE_POINTS = 1_000_000
"""What the cache of live games may hold, counted in points of the games' fields (a
39×32 game weighs about 1,400, a 64×64 one about 4,400): some tens of megabytes."""


def weight(live: LiveGame) -> int:
    """What a live game costs the cache: its field with the border ring, and its moves."""
    rules = live.game.rules
    return (rules.width + 2) * (rules.height + 2) + live.game.ply


class LiveCache:
    """Recently used live games, least recently used dropped first, bounded by count and
    by the size of their fields."""

    def __init__(self, size: int = CACHE_GAMES, points: int = CACHE_POINTS) -> None:
        self._size = size
        self._points = points
        self._weight = 0
        self._items: OrderedDict[int, tuple[LiveGame, int]] = OrderedDict()

    def get(self, game_id: int) -> LiveGame | None:
        item = self._items.get(game_id)
        if item is None:
            return None
        self._items.move_to_end(game_id)
        return item[0]

    def put(self, live: LiveGame) -> None:
        self.drop(live.row.id)
        cost = weight(live)
        self._items[live.row.id] = (live, cost)
        self._weight += cost
        while self._items and (len(self._items) > self._size or self._weight > self._points):
            _, (_, dropped) = self._items.popitem(last=False)
            self._weight -= dropped

    def drop(self, game_id: int) -> None:
        item = self._items.pop(game_id, None)
        if item is not None:
            self._weight -= item[1]

    @property
    def points(self) -> int:
        """The weight held now (``weight`` summed)."""
        return self._weight

    def __len__(self) -> int:
        return len(self._items)
