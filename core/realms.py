"""Realms and pools of Territory (docs/rules.md §8.0, §8.1.1): their geometry on a board.

A *pool* of a side is a region cut off from the edge by its dots in play; a *realm* is a
pool whose border is drawn. Here: whether a listed border is one (:func:`border_fault`),
what it encloses (:func:`inside_of`), the pool of a point, the minimal realms a dot
completes, each side's maximal pools, and the holes between realms. ``core.territory``
judges moves with them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from core.board import Board
from core.color import Color
from core.fills import ENCLOSED, RUNNING, UNBOUNDED
from core.geometry import EDGE, OUT, Grid, Point
from core.neighbourhood import ARCS, neighbour_mask

Border = tuple[Point, ...]
"""A realm's border: the mover's dots in order, closed implicitly (last → first)."""


class BorderFault(ValueError):
    """No border can be drawn around a region (``why`` as in ``border_fault``)."""


@dataclass(frozen=True)
class Realm:
    """A drawn realm: its owner, its border as drawn and the points strictly inside."""

    owner: Color
    border: Border
    inside: frozenset[Point]


def border_fault(border: Sequence[Point]) -> tuple[str, str] | None:
    """Why ``border`` is no border by its shape (docs/rules.md §8.1.1), as (``BorderError.why``,
    words for logs), or ``None``. The closing point may repeat the first."""
    points = list(border)
    if len(points) > 1 and points[0] == points[-1]:
        points.pop()
    if len(points) < 4:
        return "short", f"a border needs at least 4 points, not {len(points)}"
    if len(set(points)) != len(points):
        return "repeated", "a border passes a point twice"
    diagonals: set[tuple[int, int, int]] = set()
    for (x0, y0), (x1, y1) in zip(points, points[1:] + points[:1], strict=True):
        if max(abs(x1 - x0), abs(y1 - y0)) != 1:
            return "link", f"{x0}-{y0} and {x1}-{y1} are not neighbours"
        if x0 != x1 and y0 != y1:
            cell = (min(x0, x1), min(y0, y1), (x1 - x0) * (y1 - y0))
            other = (cell[0], cell[1], -cell[2])
            if other in diagonals:
                return "crossing", f"the border crosses itself at {x0}-{y0}"
            diagonals.add(cell)
    return None


def inside_of(border: Sequence[Point]) -> frozenset[Point]:
    """The points strictly inside a closed border (a simple polygon through lattice points),
    by counting crossings along each row."""
    points = list(border)
    if len(points) > 1 and points[0] == points[-1]:
        points.pop()
    on_border = set(points)
    edges = list(zip(points, points[1:] + points[:1], strict=True))
    xs_all = [x for x, _ in points]
    ys_all = [y for _, y in points]
    inside = set()
    for y in range(min(ys_all) + 1, max(ys_all)):
        crossings = [
            ax + (y - ay) * (bx - ax) // (by - ay)
            for (ax, ay), (bx, by) in edges
            if (ay > y) != (by > y)
        ]
        for x in range(min(xs_all) + 1, max(xs_all)):
            if (x, y) not in on_border and sum(cx > x for cx in crossings) % 2:
                inside.add((x, y))
    return frozenset(inside)


def _signed_area2(points: Sequence[Point]) -> int:
    """Twice the signed area a closed sequence of points encloses (the shoelace formula):
    positive when it runs counter-clockwise, y growing upwards."""
    return sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1)
               in zip(points, [*points[1:], points[0]], strict=True))


def _without_spurs(chain: Sequence[Point]) -> list[Point]:
    """A traced outline without the loops that enclose nothing (a run of dots poking into
    the region and back): those dots are inside the realm instead."""
    points = list(chain)
    while True:
        seen: dict[Point, int] = {}
        for i, point in enumerate(points):
            if point in seen:
                j = seen[point]
                loop, rest = points[j:i], points[i:] + points[:j]
                big = abs(_signed_area2(loop)) > abs(_signed_area2(rest))
                points = loop if big else rest
                break
            seen[point] = i
        else:
            return points


def drawn_order(border: Sequence[Point], start: Point | None = None) -> Border:
    """``border`` as the referee writes it: clockwise as the field is seen (as zagram writes
    it), from ``start`` when it is on the border, else from the lowest, leftmost point."""
    points = list(border)
    if _signed_area2(points) > 0:
        points.reverse()
    first = start if start in points else min(points, key=lambda p: (p[1], p[0]))
    i = points.index(first)
    return tuple(points[i:] + points[:i])


def realm_of_region(
    board: Board, region: Iterable[int], color: Color, start: Point | None = None
) -> Realm:
    """The realm drawn around a region of points enclosed by ``color``'s dots (a pool), its
    border written from ``start`` if it passes there (``drawn_order``)."""
    grid = Grid(board.width, board.height)
    border = drawn_order(_without_spurs(grid.trace_outline(list(region))), start)
    fault = border_fault(border)
    if fault is not None:
        raise BorderFault(fault[1])
    return Realm(color, border, inside_of(border))


def pool_region(board: Board, point: Point, color: Color) -> list[int] | None:
    """``color``'s pool around ``point`` (docs/rules.md §8.0): the 4-connected points reached
    from it through points without ``color``'s dots in play, as flat indices; ``None`` when they
    reach the edge."""
    cells = board.cells
    stride = board.width + 2
    start = board.index(*point)
    wall = int(color)
    seen = {start}
    stack = [start]
    while stack:
        p = stack.pop()
        for t in (p + 1, p - 1, p + stride, p - stride):
            if t in seen or cells[t] == wall:
                continue
            if cells[t] == EDGE:
                return None
            seen.add(t)
            stack.append(t)
    return list(seen)


def completed_realms(board: Board, dot: Point, color: Color) -> list[Realm]:
    """Every minimal realm the dot at ``dot`` completes around enemy dots in play (``!``:
    the regions section 4 would make, §5.14 aside)."""
    q = board.index(*dot)
    c = int(color)
    mask = neighbour_mask(board.cells, board.offsets, q, c)
    if len(ARCS[mask]) < 2:
        return []
    sides = board.side_fills(q, c, mask)
    while any(sides.state[i] == RUNNING for i in sides.roots):
        sides.grow_round(UNBOUNDED)
    return [
        realm_of_region(board, sides.region(i), color, dot)
        for i in sides.roots
        if sides.state[i] == ENCLOSED and sides.enemies[i]
    ]


def maximal_pools(board: Board, color: Color) -> list[Realm]:
    """``color``'s maximal pools as realms, largest first: what the bot proposes as its
    final realms at an agreed end (docs/rules.md §8.1.3, docs/rules.md §8.8 item 4). A pool
    no simple border can be drawn around (a ring pinched at one dot) is left out."""
    cells = board.cells
    stride = board.width + 2
    wall = int(color)
    outside = _reached_from_edge(board, lambda t: cells[t] == wall)
    found: set[int] = set()
    realms = []
    for y in range(1, board.height + 1):
        for t in range(y * stride + 1, y * stride + board.width + 1):
            if t in outside or t in found or cells[t] == wall:
                continue
            region = pool_region(board, (t % stride, y), color)
            if region is None:  # cannot happen: the point is not reached from the edge
                continue
            found.update(region)
            try:
                realm = realm_of_region(board, region, color)
            except BorderFault:
                continue
            found.update(board.index(*p) for p in realm.inside)
            realms.append(realm)
    return sorted(realms, key=lambda realm: -len(realm.inside))


def _reached_from_edge(board: Board, blocked: Callable[[int], bool]) -> set[int]:
    """The field's points reached 4-connected from the edge through points not ``blocked``."""
    cells = board.cells
    stride = board.width + 2
    w, h = board.width, board.height
    ring = [y * stride + x for y in range(1, h + 1) for x in (1, w)]
    ring += [y * stride + x for x in range(1, w + 1) for y in (1, h)]
    reached = {t for t in ring if not blocked(t)}
    stack = list(reached)
    while stack:
        p = stack.pop()
        for t in (p + 1, p - 1, p + stride, p - stride):
            if t not in reached and cells[t] != EDGE and not blocked(t):
                reached.add(t)
                stack.append(t)
    return reached


def holes(board: Board, realms: Iterable[Realm]) -> list[Point]:
    """Points in play outside every realm cut off from the edge only by realm borders (a
    *hole*, docs/rules.md §8.0, our reading)."""
    cells = board.cells
    walls = {board.index(*p) for realm in realms for p in realm.border}
    walls = {t for t in walls if cells[t] != OUT}
    reached = _reached_from_edge(board, lambda t: t in walls or cells[t] == OUT)
    stride = board.width + 2
    return [
        (x, y)
        for y in range(1, board.height + 1)
        for x in range(1, board.width + 1)
        if (t := y * stride + x) not in reached and t not in walls and cells[t] != OUT
    ]

