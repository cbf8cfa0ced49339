"""A stored game row rebuilt by replay into a ``core.Game``.

A game is stored as its rules, its setup (custom starts only), its move list and, under
STOP, the ply at which the player to move stopped (docs/rules.md §8.2); how it ended
(resignation, draw, grounding, time) is stored in ``result`` and applied again after the
replay, so the rebuilt game is the one that was played.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from bot.storage.records import GameResult, GameRow, MoveRow, SetupJson
from core import Color, EndReason, Game, Outcome, Rules, SetupDot, Start
from core.realm_notation import play_written
from core.territory import TerritoryMove


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


def stored_result(outcome: Outcome, by: Color | None) -> GameResult:
    """The ending to store (``by``: who resigned, grounded or ran out of time)."""
    return GameResult(
        reason=outcome.reason.value,
        blue=outcome.blue,
        red=outcome.red,
        winner=int(outcome.winner) if outcome.winner is not None else None,
        by=int(by) if by is not None else None,
    )


def play_stored(game: Game, move: MoveRow, stop_ply: int | None) -> None:
    """Play a stored move (its realms or chosen chains too), and a STOP sent after it."""
    play_written(game, move.x, move.y, Color(move.color), move.realms)
    game.stop_when(stop_ply)


def apply_ending(game: Game, result: GameResult | None) -> None:
    """Apply a stored ending that moves alone do not reproduce."""
    if result is None or game.is_over:
        return
    reason = EndReason(result.reason)
    by = Color(result.by) if result.by else None
    if game.stopped is not None and by is not None and reason is EndReason.GROUNDING:
        if by is game.stopped:  # /auto: the stopper grounded by the computation
            game.ground_stopper(by.opponent)
        else:  # /end: the score decides
            game.end_after_stop(by)
    elif reason is EndReason.DRAW_AGREED:
        game.agree_draw()
    elif by is not None and reason is EndReason.RESIGNATION:
        game.resign(by)
    elif by is not None and reason is EndReason.GROUNDING:
        game.declare_grounding(by)
    elif by is not None and reason is EndReason.TIME:
        game.lose_on_time(by)
    elif reason is EndReason.AGREED_END:
        game.agree_end()  # each side's maximal pools: the same count as when agreed
    elif reason is EndReason.FIELD_FULL and game.closing_due:
        game.play_territory(TerritoryMove(None))  # Territory: the other side drew no realm


class Unplayable(ValueError):
    """A game whose stored rows do not make a game: its rules, its setup, a move or its
    ending rejected, or plies missing. The message says which, for the operator."""

    def __init__(self, game_id: int, reason: str) -> None:
        super().__init__(f"game {game_id}: {reason}")
        self.game_id = game_id
        self.reason = reason


READ_FAULTS = (ValueError, TypeError, KeyError, IndexError, AttributeError)
"""What rows that do not make a game raise on the way (``DotsError`` is a ValueError)."""


def replay(row: GameRow, moves: Iterable[MoveRow]) -> Game:
    """The game ``row`` and ``moves`` make, or :class:`Unplayable` saying what is wrong."""
    try:
        game = new_game(row.rules, row.setup)
    except READ_FAULTS as error:
        raise Unplayable(row.id, f"its rules or setup: {_said(error)}") from error
    try:
        game.stop_when(row.stop_ply)
    except READ_FAULTS as error:
        raise Unplayable(row.id, f"its STOP: {_said(error)}") from error
    for move in moves:
        try:
            play_stored(game, move, row.stop_ply)
        except READ_FAULTS as error:
            raise Unplayable(
                row.id, f"move {move.ply} ({move.x}-{move.y}): {_said(error)}"
            ) from error
    try:
        apply_ending(game, row.result)
    except READ_FAULTS as error:
        raise Unplayable(row.id, f"its ending: {_said(error)}") from error
    return game


def check_plies(row: GameRow, moves: list[MoveRow]) -> None:
    """The moves are plies 1 to the row's ply, each once; else :class:`Unplayable`."""
    for expected, move in enumerate(moves, start=1):
        if move.ply != expected:
            raise Unplayable(row.id, f"ply {expected} is missing (the next stored is {move.ply})")
    if len(moves) != row.ply:
        raise Unplayable(row.id, f"its row is at ply {row.ply}, its moves end at {len(moves)}")


def _said(error: Exception) -> str:
    return str(error) if isinstance(error, ValueError) else f"{type(error).__name__}: {error}"
