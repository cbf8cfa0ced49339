"""Sectors of a field for the move pickers: rectangles of at most 8×8 points, as even as
possible (39×32 is 5×4 sectors: 8, 8, 8, 8 and 7 points wide, 8 high), and what the
points of a rectangle hold.

Sectors are numbered like the rows of the board as a player reads it: the top row first
(the highest y), left to right. A sector is labelled by its corner points, the lower left
and the upper right: ``17-9…24-16``.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from enum import StrEnum

from core import Board, Color, Point, format_point
from core.geometry import EMPTY

SECTOR_SIDE = 8
"""Points along each side of a sector at most (a Telegram keyboard row holds 8 buttons)."""
PART_SIDE = 4
"""Points along each side of a part of a sector at most (Discord shows 5×5 components: four
rows of four points and a row to move between the parts)."""


@dataclass(frozen=True, slots=True)
class Rect:
    """Points ``left..right`` × ``bottom..top`` of a field, bounds included (1-based)."""

    left: int
    bottom: int
    right: int
    top: int

    def __post_init__(self) -> None:
        if not (1 <= self.left <= self.right and 1 <= self.bottom <= self.top):
            raise ValueError(f"not a rectangle of points: {self}")

    @property
    def width(self) -> int:
        return self.right - self.left + 1

    @property
    def height(self) -> int:
        return self.top - self.bottom + 1

    @property
    def label(self) -> str:
        """The corner points, lower left first: ``17-9…24-16``."""
        return f"{format_point((self.left, self.bottom))}…{format_point((self.right, self.top))}"

    def contains(self, point: Point) -> bool:
        x, y = point
        return self.left <= x <= self.right and self.bottom <= y <= self.top

    def rows(self) -> Iterator[list[Point]]:
        """The points row by row as the board shows them: the top row first, left to right."""
        for y in range(self.top, self.bottom - 1, -1):
            yield [(x, y) for x in range(self.left, self.right + 1)]


def spans(first: int, last: int, side: int) -> list[tuple[int, int]]:
    """``first..last`` cut into the fewest runs of at most ``side``, lengths differing by at
    most one, the longer runs first: ``spans(1, 39, 8)`` is 8, 8, 8, 8, 7 long."""
    length = last - first + 1
    count = -(-length // side)
    short, extra = divmod(length, count)
    runs, start = [], first
    for n in range(count):
        size = short + (1 if n < extra else 0)
        runs.append((start, start + size - 1))
        start += size
    return runs


@dataclass(frozen=True, slots=True)
class SectorLayout:
    """The sectors of a rectangle: ``columns`` a row, the top row first."""

    columns: int
    rows: int
    sectors: tuple[Rect, ...]


def split(rect: Rect, side: int) -> SectorLayout:
    """``rect`` as sectors of at most ``side`` × ``side`` points, as even as possible."""
    columns = spans(rect.left, rect.right, side)
    rows = spans(rect.bottom, rect.top, side)[::-1]
    sectors = tuple(Rect(left, bottom, right, top) for bottom, top in rows
                    for left, right in columns)
    return SectorLayout(len(columns), len(rows), sectors)


def sector_layout(width: int, height: int, side: int = SECTOR_SIDE) -> SectorLayout:
    """The sectors of a ``width`` × ``height`` field."""
    return split(Rect(1, 1, width, height), side)


class PointState(StrEnum):
    EMPTY = "empty"
    """Empty and in play: a legal move."""
    BLUE = "blue"
    RED = "red"
    OUT = "out"
    """Empty but out of play (inside an area): nobody may play there."""


def point_state(board: Board, x: int, y: int) -> PointState:
    color = board.dot_at(x, y)
    if color is Color.BLUE:
        return PointState.BLUE
    if color is Color.RED:
        return PointState.RED
    return PointState.EMPTY if board.is_playable(x, y) else PointState.OUT


def legal_points(board: Board, rect: Rect) -> list[Point]:
    """The points of ``rect`` where a dot may be put now, top row first."""
    playable = board.is_playable
    columns = range(rect.left, rect.right + 1)
    return [(x, y) for y in range(rect.top, rect.bottom - 1, -1) for x in columns
            if playable(x, y)]


def legal_count(board: Board, rect: Rect) -> int:
    """How many points of ``rect`` are legal moves now: the board's cells a row at a time
    (a field's picker counts every sector's, so every point, at each press)."""
    width = rect.width
    return sum(
        board.cells[(first := board.index(rect.left, y)) : first + width].count(EMPTY)
        for y in range(rect.bottom, rect.top + 1)
    )
