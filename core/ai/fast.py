"""Cheap, read-only looks into a board's flat arrays, for search.

The computer player asks the same few questions millions of times: which points are
playable, which neighbours does a point have, would a dot here close a chain, is this
point inside a house. ``Board`` answers them through its public API at the price of
coordinate checks and objects; here they are answered on the board's padded cell list
(see ``core.geometry``) through its view for engines (``Board.cells``, ``Board.offsets``,
``Board.house_ids``, ``Board.closable``, ``Board.side_fills`` ...) without changing the
position. Only ``Board.place`` and ``Board.copy`` ever do.

A point is a flat index ``y * stride + x`` as in ``core.geometry``.
"""

from __future__ import annotations

from core.board import Board
from core.color import Color
from core.fills import ENCLOSED, UNBOUNDED
from core.geometry import EDGE, EMPTY
from core.neighbourhood import ARCS, neighbour_mask

__all__ = ["EDGE", "EMPTY", "View"]


class View:
    """Index arithmetic and read-only questions for one board (and its copies)."""

    __slots__ = ("diag", "height", "neighbours", "offsets", "orth", "points", "size",
                 "stride", "width")

    def __init__(self, board: Board) -> None:
        self.width = board.width
        self.height = board.height
        stride = board.width + 2
        self.stride = stride
        self.size = stride * (board.height + 2)
        self.offsets: tuple[int, ...] = board.offsets
        self.orth = (1, -1, stride, -stride)
        self.diag = (stride + 1, stride - 1, 1 - stride, -1 - stride)
        self.points = [
            y * stride + x for y in range(1, board.height + 1) for x in range(1, board.width + 1)
        ]
        on_field = set(self.points)
        self.neighbours: list[tuple[int, ...]] = [
            tuple(i + d for d in self.offsets if i + d in on_field) if i in on_field else ()
            for i in range(self.size)
        ]

    def index(self, x: int, y: int) -> int:
        return y * self.stride + x

    def xy(self, index: int) -> tuple[int, int]:
        y, x = divmod(index, self.stride)
        return x, y

    def distance(self, a: int, b: int) -> int:
        """Chebyshev distance: how many king steps apart."""
        ay, ax = divmod(a, self.stride)
        by, bx = divmod(b, self.stride)
        return max(abs(ax - bx), abs(ay - by))

    def edge_distance(self, i: int) -> int:
        """0 on the first line, 1 on the second, ..."""
        y, x = divmod(i, self.stride)
        return min(x - 1, y - 1, self.width - x, self.height - y)


def playable(board: Board) -> list[int]:
    """Every playable point, in index order."""
    return [i for i, cell in enumerate(board.cells) if cell == EMPTY]


def in_enemy_house(board: Board, i: int, color: int) -> bool:
    """Would a ``color`` dot at ``i`` be put into the other side's standing house?"""
    return board.inside_house(i, 3 - color)  # as the rules decide it, broken walls too


def in_own_house(board: Board, i: int, color: int) -> bool:
    """Does the house of ``color`` recorded around ``i`` still stand?"""
    return board.in_recorded_house(i, color)


def mask_of(board: Board, q: int, color: int) -> int:
    """Which of the eight neighbours of ``q`` hold ``color``'s dots in play (N bit 0,
    then clockwise), as ``core.board`` numbers them."""
    return neighbour_mask(board.cells, board.offsets, q, color)


SMALL_FILL = 8
"""The size every side is first grown to, in ``capture_gain``: a pocket resolves at once."""

JOINS = tuple(len(arcs) >= 2 for arcs in ARCS)
"""By neighbourhood mask: does a dot there join two or more runs of own dots (the first
condition for closing a chain)?"""


def capture_gain(board: Board, q: int, color: int, limit: int, mask: int = -1) -> int:
    """About how many enemy dots a ``color`` dot at ``q`` would surround; 0 for none.

    Each side of the new dot is flood-filled (4-connected, through anything but the
    mover's dots in play) up to ``limit`` points; a side that reaches the border, meets
    another side or grows past ``limit`` counts as the outside. Enemy dots in play inside
    enclosed sides are counted. Exact for captures smaller than ``limit`` that transfer
    nothing; for the exact figure play the move on a copy. ``mask`` saves recomputing
    ``mask_of``.
    """
    if mask < 0:
        mask = mask_of(board, q, color)
    if not JOINS[mask] or not board.closable(q, mask):
        return 0
    sides = board.side_fills(q, color, mask)
    state = sides.state
    # First a small size for every side: a pocket resolves at once, the outside does not.
    # Only when no side closed are the big sides grown further, up to ``limit``.
    for cap in (min(SMALL_FILL, limit), limit):
        sides.grow_round(UNBOUNDED, cap, join=False)
        if ENCLOSED in state:
            break
    return sum(found for found, end in zip(sides.enemies, state, strict=True) if end == ENCLOSED)


def may_close(board: Board, q: int, color: int) -> bool:
    """Could a ``color`` dot at ``q`` close a chain? The board's own cheap test.

    False is certain (the dot joins fewer than two runs of one group); True is only a
    chance, to be confirmed by a fill or a trial move.
    """
    return board.closable(q, mask_of(board, q, color)) > 0


def exact_gain(board: Board, q: int, color: int) -> int:
    """How much ``color``'s lead grows if it plays ``q``: dots won, or lost (negative)
    when the dot is put into the other side's house."""
    if not may_close(board, q, color) and not in_enemy_house(board, q, color):
        return 0
    me, other = Color(color), Color(3 - color)
    trial = board.copy()
    before = trial.score(me) - trial.score(other)
    y, x = divmod(q, board.width + 2)
    trial.place(x, y, me)
    return trial.score(me) - trial.score(other) - before
