"""Chains listed by a player: is a list of points a border, and what lies inside it
(docs/rules.md §8.1.1 and §8.3).

A border is a closed sequence of points, each pair 8-adjacent (the last and the first
too), no point twice and no self-crossing (both diagonals of one cell). A link is at most
one cell long, so no point of the field lies on a link but its two ends, and a point
inside is one that a ray to the right crosses the border an odd number of times.
"""

from __future__ import annotations

from collections.abc import Sequence

from core.errors import BorderError
from core.geometry import Point
from core.realms import border_fault


def closed_border(points: Sequence[Point]) -> tuple[Point, ...]:
    """``points`` as a border, the first not repeated at the end, or :class:`BorderError`
    saying why not (``core.realms.border_fault``)."""
    fault = border_fault(points)
    if fault is not None:
        raise BorderError(fault[1], fault[0])
    chain = list(points)
    if len(chain) > 1 and chain[0] == chain[-1]:
        chain.pop()
    return tuple(chain)


def inside_border(chain: Sequence[Point]) -> list[Point]:
    """The points strictly inside a border (``closed_border``), row by row."""
    xs = [x for x, _ in chain]
    ys = [y for _, y in chain]
    on = set(chain)
    links = list(zip(chain, [*chain[1:], chain[0]], strict=True))
    inside = []
    for y in range(min(ys) + 1, max(ys)):
        crossings = sorted(
            x1 + (y - y1) * (x2 - x1) / (y2 - y1)
            for (x1, y1), (x2, y2) in links
            if (y1 > y) != (y2 > y)
        )
        for x in range(min(xs) + 1, max(xs)):
            if (x, y) not in on and sum(c > x for c in crossings) % 2:
                inside.append((x, y))
    return inside
