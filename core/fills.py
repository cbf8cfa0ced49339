"""Flood fills from the sides of a new dot: which side reaches the border, which runs dry.

A dot that joins runs of its own dots leaves a gap between each two of them
(``core.neighbourhood.GAPS``). ``SideFills`` starts one fill in each gap and grows them
in turns, 4-connected, through every point that is not a dot in play of the mover (the
*wall* colour): a fill that reaches the border ring has *escaped*, one that runs out of
points is *enclosed*, and one that reaches a point of another fill has *met* it (the two
sides are one region). Every point belongs to the first fill that reached it: the fills
write their claims into a scratch list of the board's (``marks``) as stamps that no
earlier fill used, so that nothing needs clearing and nothing of the position changes.

Two callers grow the same fills in their own way: the board grows them all with a
doubling budget and joins fills that meet (``grow_round``, in ``Board.place``); the
computer's estimate (``core.ai.fast.capture_gain``) grows them up to a size and counts
a side that meets another as the outside. ``Board.side_fills`` makes them.
"""

from __future__ import annotations

from collections.abc import Sequence

from core.geometry import EDGE

RUNNING, ESCAPED, ENCLOSED, MET = 0, 1, 2, 3
"""A fill's state (``SideFills.state``): still running (or stopped by its budget), reached
the border ring, ran dry; ``MET``, reached a point of another fill, is an outcome of
``SideFills.grow_round`` only."""

UNBOUNDED = 1 << 62
"""A budget that never runs out."""


class SideFills:
    """One fill a start point, grown in turns; a region doubles as its fill's queue."""

    __slots__ = ("base", "cells", "enemies", "expanded", "heads", "marks", "parent",
                 "regions", "roots", "state", "steps", "wall")

    def __init__(self, cells: list[int], marks: list[int], base: int, stride: int, wall: int,
                 starts: Sequence[int], new_dot: int | None = None) -> None:
        """Fills of points that are not ``wall``'s dots, one from each of ``starts``. The
        stamps ``base`` .. ``base + len(starts)`` in ``marks`` are theirs: ``base + i``
        claims a point for fill ``i``, the last one claims ``new_dot`` for none of them
        (the point may still be empty when the computer asks what a dot there would do)."""
        self.cells = cells
        self.marks = marks
        self.base = base
        self.steps = (1, -1, stride, -stride)
        self.wall = wall
        count = len(starts)
        if new_dot is not None:
            marks[new_dot] = base + count
        enemy = 3 - wall
        regions = []
        state = [RUNNING] * count
        enemies = [0] * count
        for i, start in enumerate(starts):
            marks[start] = base + i
            regions.append([start])
            cell = cells[start]
            if cell == EDGE:
                state[i] = ESCAPED
            elif cell == enemy:
                enemies[i] = 1
        self.regions = regions
        self.state = state
        self.enemies = enemies
        """By fill: the other colour's dots in play in its region."""
        self.heads = [0] * count
        """By fill: how many points of its region it has expanded."""
        self.parent = list(range(count))
        """By fill: the fill it joined (itself while it has joined none)."""
        self.roots = list(range(count))
        """The fills that joined no other, in order: one a region found so far."""
        self.expanded: dict[int, list[int]] = {}
        """By fill: the expanded points of the fills that joined it."""

    def grow_round(self, pops: int, cap: int = UNBOUNDED, join: bool = True) -> None:
        """Grow each running fill that joined no other by up to ``pops`` points expanded,
        stopping before one when its region is past ``cap`` points. One that meets another
        joins it if ``join``, else counts as escaped (one big region, the outside)."""
        cells, marks, steps, wall = self.cells, self.marks, self.steps, self.wall
        enemy = 3 - wall
        parent, state, heads, enemies = self.parent, self.state, self.heads, self.enemies
        base = self.base
        dot = len(parent)  # the new dot's claim
        top = base + dot + 1
        for i in range(dot):
            if parent[i] != i or state[i] != RUNNING:
                continue
            mark = base + i
            region = self.regions[i]
            head = heads[i]
            stop = head + pops
            found = enemies[i]
            outcome = met = RUNNING
            while head < (size := len(region)):
                if head == stop or size > cap:
                    break
                p = region[head]
                head += 1
                for d in steps:
                    t = p + d
                    cell = cells[t]
                    if cell == wall:
                        continue
                    m = marks[t]
                    if base <= m < top:
                        if m == mark:
                            continue
                        met = m - base
                        if met == dot:
                            continue
                        while parent[met] != met:
                            met = parent[met]
                        if met == i:
                            continue  # a point of a fill that joined this one
                        outcome = MET
                        break
                    if cell == EDGE:
                        outcome = ESCAPED
                        break
                    marks[t] = mark
                    region.append(t)
                    if cell == enemy:
                        found += 1
                if outcome:
                    break
            else:
                outcome = ENCLOSED
            heads[i] = head
            enemies[i] = found
            if outcome == MET and join:
                self._join(i, met)
            elif outcome != RUNNING:
                state[i] = ESCAPED if outcome == MET else outcome

    def _join(self, i: int, j: int) -> None:
        """Fill ``i`` met fill ``j``: a running ``j`` takes over ``i``'s points, the met
        point among them (the last one ``i`` expanded) still to be expanded."""
        self.parent[i] = j
        self.roots.remove(i)
        if self.state[j] == RUNNING:
            region = self.regions[i]
            head = self.heads[i]
            self.regions[j].extend(region[head - 1 :])
            expanded = self.expanded.setdefault(j, [])
            expanded.extend(region[: head - 1])
            expanded.extend(self.expanded.get(i, ()))
            self.enemies[j] += self.enemies[i]

    def region(self, i: int) -> list[int]:
        """Every point of fill ``i``'s region, those of the fills that joined it included."""
        expanded = self.expanded.get(i)
        return self.regions[i] + expanded if expanded else self.regions[i]
