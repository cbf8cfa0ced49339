"""What the computer does under the rule variants (docs/rules.md §8, docs/computer.md).

The compiled kernel plays the sport rules with extra move, no score transfer and instant
win. A free contour is played with the minimal chain, which is the sport's move, and a
STOP game is the sport's until a side stops: the kernel plays those too. Painted houses,
suicide off, the edge as a wall and a game after a STOP fall back to the pure search,
whose board (``core.variant_board``) obeys them. The root keeps to legal moves: with
suicide off the search's own board lets a dot into a house (it is captured, as in the
sport), so the move chosen is checked against the game's rules.
"""

from __future__ import annotations

from collections.abc import Iterable

from core.errors import GameOverError
from core.game import Game
from core.geometry import Point
from core.variant_board import VariantBoard

KERNEL_VARIANTS = frozenset({"extra_move", "score_transfer", "instant_win", "free_contour",
                             "stop"})
"""The variants the kernel plays (``free_contour`` and ``stop`` as the sport's moves)."""


def kernel_plays(game: Game) -> bool:
    """Does the compiled kernel play this game's rules as the core does (and can it replay
    its moves: none with a chain of its own, docs/rules.md §8.3)?"""
    return (
        game.stopped is None
        and all(name in KERNEL_VARIANTS for name, _ in game.rules.variants)
        and not any(move.borders for move in game.moves)
    )


def may_ground(game: Game) -> bool:
    """May a side declare grounding (not under STOP, not with the edge as a wall)?"""
    return game.rules.grounding


def is_legal(game: Game, point: Point) -> bool:
    """May the side to move put a dot on ``point`` (suicide off refuses some,
    docs/rules.md §8.5.1)?"""
    board = game.board
    if not board.is_playable(*point):
        return False
    if isinstance(board, VariantBoard) and not board.suicide:
        return not board.is_suicide(*point, game.to_move)
    return True


def legal_move(game: Game, preferred: Iterable[Point]) -> Point | None:
    """The first legal point of ``preferred``, else the first legal point of the field;
    None when the side to move has none."""
    for point in preferred:
        if is_legal(game, point):
            return point
    board = game.board
    return next(
        ((x, y) for y in range(1, board.height + 1) for x in range(1, board.width + 1)
         if is_legal(game, (x, y))),
        None,
    )


def legal_point(game: Game, preferred: Iterable[Point]) -> Point:
    """``legal_move``, where the game being open promises one."""
    point = legal_move(game, preferred)
    if point is None:
        raise GameOverError("no playable point left")  # Game ends such a field itself
    return point
