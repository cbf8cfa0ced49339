"""Live games: a stored game row rebuilt by replay into a ``core.Game`` and kept in memory.

A game is stored as its rules, its setup (custom starts only) and its move list; how it
ended (resignation, draw, grounding, time) is stored in ``result`` and applied again after
the replay, so the rebuilt game is the one that was played.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from bot.storage.records import GameRow, MoveRow, SetupJson
from core import Color, EndReason, Game, Outcome, Rules, SetupDot, Start


@dataclass(slots=True)
class LiveGame:
    row: GameRow
    game: Game


def setup_to_json(setup: Iterable[SetupDot]) -> SetupJson:
    return [[x, y, int(color)] for x, y, color in setup]


def setup_from_json(setup: SetupJson | None) -> list[SetupDot] | None:
    if setup is None:
        return None
    return [(x, y, Color(c)) for x, y, c in setup]


def stored_setup(game: Game) -> SetupJson | None:
    """The setup worth storing: only a custom start; the rules rebuild the others."""
    return setup_to_json(game.setup) if game.rules.start == Start.CUSTOM else None


def new_game(rules: dict[str, Any], setup: SetupJson | None) -> Game:
    return Game.from_rules(Rules.from_dict(rules), setup_from_json(setup))


def result_to_json(outcome: Outcome, by: Color | None) -> dict[str, Any]:
    return {
        "winner": int(outcome.winner) if outcome.winner is not None else None,
        "reason": outcome.reason.value,
        "blue": outcome.blue,
        "red": outcome.red,
        "by": int(by) if by is not None else None,
    }


def apply_ending(game: Game, result: dict[str, Any] | None) -> None:
    """Apply a stored ending that moves alone do not reproduce."""
    if result is None or game.is_over:
        return
    reason = EndReason(result["reason"])
    by = Color(result["by"]) if result.get("by") else None
    if reason is EndReason.DRAW_AGREED:
        game.agree_draw()
    elif by is not None and reason is EndReason.RESIGNATION:
        game.resign(by)
    elif by is not None and reason is EndReason.GROUNDING:
        game.declare_grounding(by)
    elif by is not None and reason is EndReason.TIME:
        game.lose_on_time(by)


def replay(row: GameRow, moves: Iterable[MoveRow]) -> Game:
    game = new_game(row.rules, row.setup)
    for move in moves:
        game.play(move.x, move.y, Color(move.color))
    apply_ending(game, row.result)
    return game


class LiveCache:
    """Recently used live games, least recently used dropped first."""

    def __init__(self, size: int = 2048) -> None:
        self._size = size
        self._items: OrderedDict[int, LiveGame] = OrderedDict()

    def get(self, game_id: int) -> LiveGame | None:
        live = self._items.get(game_id)
        if live is not None:
            self._items.move_to_end(game_id)
        return live

    def put(self, live: LiveGame) -> None:
        self._items[live.row.id] = live
        self._items.move_to_end(live.row.id)
        while len(self._items) > self._size:
            self._items.popitem(last=False)

    def drop(self, game_id: int) -> None:
        self._items.pop(game_id, None)

    def __len__(self) -> int:
        return len(self._items)
