"""Which points deserve a look, and how promising each one is (the search's priors).

Dots is a local game: most good moves stand next to the fight. A point earns weight for
closing a chain (more for more dots), for spoiling the opponent's closing point, for
standing next to the last moves, and loses weight on the first line (easy to surround
from, rarely useful early), inside the opponent's house (the dot would be captured) or
inside one's own house (a wasted move).
"""

from __future__ import annotations

from core.ai.fast import EMPTY, View, capture_gain, exact_gain, in_enemy_house, in_own_house
from core.ai.sim import Sim

SMALL_FIELD = 15 * 15
"""Up to this many points every playable point is a candidate; above, only points near
dots (and the centre of an empty field)."""


def candidates(sim: Sim, view: View) -> list[int]:
    """Playable points worth searching: all on small fields, near the dots on big ones."""
    cells = sim.board.cells
    if view.width * view.height <= SMALL_FIELD:
        return [i for i in view.points if cells[i] == EMPTY]
    stride = view.stride
    near: set[int] = set()
    ring = [dy * stride + dx for dy in range(-2, 3) for dx in range(-2, 3)]
    for i in view.points:
        if cells[i] == 1 or cells[i] == 2:
            for d in ring:
                near.add(i + d)
    found = sorted(t for t in near if 0 <= t < view.size and cells[t] == EMPTY)
    if found:
        return found
    # nothing on the field yet (or nothing left near the dots): the middle, then anything
    cx, cy = (view.width + 1) // 2, (view.height + 1) // 2
    middle = [
        view.index(x, y)
        for y in range(max(1, cy - 2), min(view.height, cy + 2) + 1)
        for x in range(max(1, cx - 2), min(view.width, cx + 2) + 1)
    ]
    found = [i for i in middle if cells[i] == EMPTY]
    return found or [i for i in view.points if cells[i] == EMPTY]


def priors(sim: Sim, view: View, points: list[int], limit: int, exact: bool,
           normalize: bool = True) -> list[float]:
    """A weight for each point, for the mover of ``sim``; in (0, 1] if ``normalize``.

    ``exact`` plays trial moves on copies for captures (used at the root); otherwise the
    bounded fill of ``capture_gain`` estimates them.
    """
    board = sim.board
    c = sim.to_move
    e = 3 - c
    last, prev = sim.last, sim.prev
    neighbours = view.neighbours
    near_last = set(neighbours[last]) if last else set()
    near_prev = set(neighbours[prev]) if prev else set()
    second: set[int] = set()
    for t in near_last:
        second.update(neighbours[t])
    edge_distance = view.edge_distance
    weights = []
    for i in points:
        if exact:
            gain = exact_gain(board, i, c)
            threat = exact_gain(board, i, e)
        else:
            gain = capture_gain(board, i, c, limit)
            threat = capture_gain(board, i, e, limit)
        w = 1.0
        if gain > 0:
            w += 6.0 + 2.0 * min(gain, 10)
        elif gain < 0:
            w = 0.02  # into the opponent's house: the dot is lost
        if threat > 0 and gain >= 0:
            w += 4.0 + 2.0 * min(threat, 10)
        if i in near_last:
            w += 2.0
        elif i in second or i in near_prev:
            w += 0.7
        if gain <= 0 and threat <= 0:
            if edge_distance(i) == 0:
                w *= 0.3
            if in_own_house(board, i, c):
                w *= 0.05
            elif not exact and in_enemy_house(board, i, c):
                w *= 0.02
        weights.append(w)
    return normalized(weights) if normalize else weights


def normalized(weights: list[float]) -> list[float]:
    top = max(weights, default=1.0)
    return [w / top for w in weights]
