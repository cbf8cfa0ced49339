"""Grounding (заземление, §8.2–§8.4) as docs/rules.md §7 defines it.

A point is owned by a colour when it holds that colour's dot in play, lies inside one of
that colour's areas, or is an empty point inside one of its houses. A dot the colour owns
is grounded when its point is 4-connected to the edge of the field through owned points.
"""

from __future__ import annotations

from core.color import Color
from core.geometry import EMPTY, Grid


def ungrounded_dots(
    grid: Grid,
    cells: list[int],
    dots: list[int],
    owner: list[int],
    color: Color,
    in_house: set[int],
) -> list[int]:
    """The dots that change hands on grounding: the declarer's own dots that go to the
    opponent and the enemy dots it had captured that are given back (flat indices)."""
    c = int(color)
    stride = grid.stride
    w, h = grid.width, grid.height

    def owned(t: int) -> bool:
        return cells[t] == c or owner[t] == c or (cells[t] == EMPTY and t in in_house)

    reached = set()
    stack = []
    for y in range(1, h + 1):
        for x in range(1, w + 1):
            if x in (1, w) or y in (1, h):
                t = y * stride + x
                if owned(t):
                    reached.add(t)
                    stack.append(t)
    while stack:
        p = stack.pop()
        for d in (1, -1, stride, -stride):
            t = p + d
            if t not in reached and 1 <= t % stride <= w and 1 <= t // stride <= h and owned(t):
                reached.add(t)
                stack.append(t)
    lost: list[int] = []
    for y in range(1, h + 1):
        for x in range(1, w + 1):
            t = y * stride + x
            if dots[t] and t not in reached and (cells[t] == c or owner[t] == c):
                lost.append(t)
    return lost
