"""Flat, padded point indexing shared by the board and its helpers.

A field of ``width`` x ``height`` points is stored row by row in a list with a one-point
border ring, so every neighbour of a field point is a valid index and the ring tells a
fill that it reached the edge. The point ``(x, y)`` (1-based, y up) has the index
``y * stride + x`` with ``stride = width + 2``.

The board keeps one cell code a point in such a list (``Board.cells``): ``EMPTY``,
``BLUE``, ``RED``, ``OUT`` or ``EDGE``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

Point = tuple[int, int]
"""A point as players name it: ``(x, y)``, 1-based, x left to right, y bottom to top."""

EMPTY, BLUE, RED, OUT, EDGE = 0, 1, 2, 3, 4
"""Cell codes: an empty point in play, a blue or red dot in play, any point out of play,
the border ring around the field. A colour's code is its ``Color`` value."""


class Grid:
    """Index arithmetic for one field size."""

    __slots__ = ("height", "size", "stride", "width")

    def __init__(self, width: int, height: int) -> None:
        self.width = width
        self.height = height
        self.stride = width + 2
        self.size = self.stride * (height + 2)

    def index(self, x: int, y: int) -> int:
        return y * self.stride + x

    def point(self, index: int) -> Point:
        y, x = divmod(index, self.stride)
        return x, y

    def points(self, indices: Iterable[int]) -> frozenset[Point]:
        stride = self.stride
        return frozenset((i % stride, i // stride) for i in indices)

    def contains(self, x: int, y: int) -> bool:
        return 1 <= x <= self.width and 1 <= y <= self.height

    def trace_outline(self, inside: Sequence[int]) -> tuple[Point, ...]:
        """The chain around a 4-connected set of points, counter-clockwise.

        Follows the cracks between the set and its outside, starting under the lowest,
        leftmost point, and lists the outside points met on the way: these are the dots
        of the chain (every 4-neighbour of an area outside it is a dot of its owner).
        """
        members = set(inside)
        stride = self.stride
        dirs = (1, stride, -1, -stride)  # E, N, W, S: counter-clockwise with y up
        start_cell = min(members)
        start = (start_cell, 3)
        cell, k = start
        chain: list[int] = []
        while True:
            out = cell + dirs[k]
            if not chain or chain[-1] != out:
                chain.append(out)
            forward = dirs[(k + 1) & 3]
            ahead = cell + forward
            if ahead not in members:
                k = (k + 1) & 3
            elif ahead + dirs[k] in members:
                cell, k = ahead + dirs[k], (k + 3) & 3
            else:
                cell = ahead
            if (cell, k) == start:
                break
        if len(chain) > 1 and chain[0] == chain[-1]:
            chain.pop()
        return tuple(self.point(i) for i in chain)
