"""Areas and houses: the enclosed regions a board keeps, and how their insides are found."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from core.color import Color
from core.geometry import Grid, Point


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
        """Set when an own dot split the house and newer records took its place."""


def enclosed_with_holes(
    region: list[int], grid: Grid, marks: list[int], next_stamp: Callable[[], int]
) -> list[int]:
    """``region`` plus whatever it encloses (own dots not on the chain, their houses).

    ``region`` is a 4-connected set that does not touch the border. Points of its
    bounding box (grown by one) that an 8-connected walk from the box's frame cannot
    reach without crossing ``region`` are holes in it, and so inside the chain.
    """
    if len(region) < 8:  # a hole needs all eight neighbours of a point in the region
        return region
    stride = grid.stride
    inner = next_stamp()
    xs = [t % stride for t in region]
    ys = [t // stride for t in region]
    x0, x1, y0, y1 = min(xs) - 1, max(xs) + 1, min(ys) - 1, max(ys) + 1
    if x1 - x0 < 4 or y1 - y0 < 4:
        return region  # too thin to enclose anything
    for t in region:
        marks[t] = inner
    outer = next_stamp()
    stack: list[int] = []
    for x in range(x0, x1 + 1):
        stack.extend((y0 * stride + x, y1 * stride + x))
    for y in range(y0 + 1, y1):
        stack.extend((y * stride + x0, y * stride + x1))
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
