"""Areas and houses: the enclosed regions a board keeps, and how their insides are found.

``Houses`` is a board's record of its houses (§5.12): a house paints nothing and takes
nothing out of play, so the board keeps each one as it was closed, notes by colour which
record each point lies in, and asks when it matters whether the record still stands.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from core.color import Color
from core.geometry import OUT, Grid, Point


class Area:
    """A surrounded area (§5.5): its owner, its chain and the points strictly inside.

    The chain and the point set are worked out on first use: a move pays only for the
    flat indices it already has.
    """

    __slots__ = ("_chain", "_grid", "_inside", "enemy_indices", "indices", "owner")

    def __init__(self, owner: Color, indices: Sequence[int], grid: Grid) -> None:
        self.owner = owner
        self.indices = indices
        self._grid = grid
        self._chain: tuple[Point, ...] | None = None
        self._inside: frozenset[Point] | None = None
        self.enemy_indices: Sequence[int] = ()

    @property
    def enemy_dots(self) -> frozenset[Point]:
        """The other colour's dots inside (captured by this area when it was made)."""
        return self._grid.points(self.enemy_indices)

    @property
    def inside(self) -> frozenset[Point]:
        if self._inside is None:
            self._inside = self._grid.points(self.indices)
        return self._inside

    @property
    def chain(self) -> tuple[Point, ...]:
        if self._chain is None:
            self._chain = self._grid.trace_outline(self.indices)
        return self._chain

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.owner.name}, {len(self.indices)} points inside)"


class House(Area):
    """A closed chain with no enemy dot inside (§5.12): nothing painted, all stays in play."""

    __slots__ = ("retired", "wall_indices")

    def __init__(
        self, owner: Color, indices: Sequence[int], wall: Sequence[int], grid: Grid
    ) -> None:
        super().__init__(owner, indices, grid)
        self.wall_indices = wall
        self.retired = False
        """Set when an own dot split the house and newer records took its place. Copies
        of a board share their records: ``Houses.retire`` sets it on a new one."""


class Houses:
    """The houses closed on one board, numbered from 1, and by colour the points in each."""

    __slots__ = ("cells", "grid", "ids", "records")

    def __init__(self, grid: Grid, cells: list[int]) -> None:
        self.grid = grid
        self.cells = cells
        """The board's cell codes (``core.geometry``)."""
        self.records: list[House] = [House(Color.BLUE, (), (), grid)]  # number 0: "none"
        self.ids: tuple[list[int], list[int], list[int]] = ([], [0] * grid.size, [0] * grid.size)
        """By colour code (index 0 unused), each point's house number as recorded when the
        house was closed, 0 for none; the house may have fallen since."""

    def add(self, region: list[int], c: int) -> None:
        """Record ``region``, enclosed by colour ``c``'s dots with no enemy dot, as a house."""
        cells = self.cells
        stride = self.grid.stride
        wall = {t + d for t in region for d in (1, -1, stride, -stride) if cells[t + d] == c}
        self.records.append(House(Color(c), tuple(region), tuple(wall), self.grid))
        number = len(self.records) - 1
        ids = self.ids[c]
        for t in region:
            ids[t] = number

    def retire(self, number: int) -> None:
        """An own dot split house ``number`` and newer records take its place. The record
        is replaced, not changed: the copies of a board (the computer's trial moves)
        share it, and retiring it there once took the house from the game's own board,
        so that grounding counted its owner's dots around it as ungrounded."""
        old = self.records[number]
        house = House(old.owner, old.indices, old.wall_indices, self.grid)
        house.retired = True
        self.records[number] = house

    def stands(self, house: House) -> bool:
        """Not replaced, its chain intact and some inside point still in play."""
        cells = self.cells
        c = int(house.owner)
        return not house.retired and all(cells[w] == c for w in house.wall_indices) and any(
            cells[t] != OUT for t in house.indices
        )

    def stands_at(self, i: int, c: int) -> bool:
        """Does the house of colour ``c`` recorded around point ``i`` still stand?"""
        number = self.ids[c][i]
        return bool(number) and self.stands(self.records[number])

    def standing(self, color: Color | None = None) -> list[House]:
        """The houses that stand now (of ``color`` only, if given), oldest first."""
        return [h for h in self.records[1:] if (color is None or h.owner == color)
                and self.stands(h)]

    def copy(self, cells: list[int]) -> Houses:
        """The same records for a copy of the board whose cell codes are ``cells``."""
        other = Houses.__new__(Houses)
        other.grid = self.grid
        other.cells = cells
        other.records = self.records[:]
        other.ids = ([], self.ids[1][:], self.ids[2][:])
        return other


def enclosed_with_holes(
    region: list[int], grid: Grid, marks: list[int], next_stamp: Callable[[], int]
) -> list[int]:
    """``region`` plus whatever it encloses (own dots not on the chain, their houses).

    ``region`` is a 4-connected set of field points. Points of its bounding box (grown by
    one, within the field) that an 8-connected walk from the box's frame cannot reach
    without crossing ``region`` are holes in it, and so inside the chain. (Under the
    sport rules a region never touches the edge; with the edge as a wall, a point on the
    edge outside ``region`` is outside, docs/rules.md §8.5.2.)
    """
    if len(region) < 8:  # a hole needs all eight neighbours of a point in the region
        return region
    stride = grid.stride
    inner = next_stamp()
    xs = [t % stride for t in region]
    ys = [t // stride for t in region]
    if max(xs) - min(xs) < 2 or max(ys) - min(ys) < 2:
        return region  # too thin to enclose anything
    x0, x1 = max(min(xs) - 1, 1), min(max(xs) + 1, grid.width)
    y0, y1 = max(min(ys) - 1, 1), min(max(ys) + 1, grid.height)
    for t in region:
        marks[t] = inner
    outer = next_stamp()
    frame: list[int] = []
    for x in range(x0, x1 + 1):
        frame.extend((y0 * stride + x, y1 * stride + x))
    for y in range(y0 + 1, y1):
        frame.extend((y * stride + x0, y * stride + x1))
    stack = [t for t in frame if marks[t] != inner]
    for t in stack:
        marks[t] = outer
    steps = (1, -1, stride, -stride, stride + 1, stride - 1, 1 - stride, -1 - stride)
    while stack:
        p = stack.pop()
        for d in steps:
            t = p + d
            if marks[t] == inner or marks[t] == outer:
                continue
            x, y = t % stride, t // stride
            if x0 <= x <= x1 and y0 <= y <= y1:
                marks[t] = outer
                stack.append(t)
    holes = [
        y * stride + x
        for y in range(y0 + 1, y1)
        for x in range(x0 + 1, x1)
        if marks[y * stride + x] != inner and marks[y * stride + x] != outer
    ]
    return region + holes if holes else region
