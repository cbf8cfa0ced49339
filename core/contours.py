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


def closed_border(points: Sequence[Point]) -> tuple[Point, ...]:
    """``points`` as a border, the first not repeated at the end, or :class:`BorderError`
    saying why not."""
    chain = list(points)
    if len(chain) > 1 and chain[0] == chain[-1]:
        chain.pop()
    said = "-".join(f"{x}-{y}" for x, y in chain[:3])
    if len(chain) < 4:
        raise BorderError(f"a border needs at least 4 points: {said}…")
    if len(set(chain)) != len(chain):
        raise BorderError(f"a border passes a point twice: {said}…")
    links = set()
    for a, b in zip(chain, chain[1:] + chain[:1], strict=True):
        if max(abs(a[0] - b[0]), abs(a[1] - b[1])) != 1:
            raise BorderError(f"{a[0]}-{a[1]} and {b[0]}-{b[1]} are not neighbours")
        links.add((min(a, b), max(a, b)))
    for (x, y), (u, v) in links:
        if abs(u - x) == 1 and abs(v - y) == 1:
            other = ((x, v), (u, y))
            if (min(other), max(other)) in links:
                raise BorderError(f"a border crosses itself at {x}-{y}")
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
