"""The edge as a wall (docs/rules.md §8.5.2): the parts a dot splits its region into, and
which of them stays open.

The points around the field are links of every chain, so every region is bounded, and a
move that splits one closes every part but the largest of those touching the edge (on a
tie, the one farther from the corner (1, H), then the one farther right: KvanTTT's order,
measured here on the parts' points). ``closed_parts`` grows one fill from each side of the
new dot in turns, with a doubling budget, and joins fills that meet, as the sport's fills
do (``core.fills``); it stops once every part but one is resolved and that one is sure to
stay open, so that closing a ring inside the field does not walk the field.
"""

from __future__ import annotations

from core.geometry import EDGE

Part = tuple[list[int], int, bool]
"""A region a move left apart: its points, the other colour's dots in play in it, and
whether it touches the edge of the field."""

def closed_parts(
    cells: list[int], width: int, height: int, starts: list[int], c: int, walk_all: bool
) -> tuple[list[Part], bool]:
    """The parts a dot of colour code ``c`` closes off, the fills starting at ``starts``
    (the points on each side of it), and whether it closed every part. ``walk_all``: the
    dot stands in its own house, where every part is walked (none need touch the edge)."""
    fills = _Fills(cells, width, starts, c)
    count = len(starts)
    budget = 4
    while True:
        for i in range(count):
            if fills.parent[i] == i and not fills.done[i]:
                fills.grow(i, budget)
        roots = [i for i in range(count) if fills.parent[i] == i]
        if len(roots) == 1:
            return [], False
        running = [i for i in roots if not fills.done[i]]
        finished = [fills.part(i) for i in roots if fills.done[i]]
        if not running:
            kept = outside_part(finished, width, height)
            return [part for k, part in enumerate(finished) if k != kept], kept is None
        if len(running) == 1 and not walk_all:
            r = running[0]
            touching = [len(part[0]) for part in finished if part[2]]
            # the open region split was joined to the edge, so a last part is sure to
            # stay open when no finished part touches the edge, or when it does too and is
            # larger than all that do
            if not touching or (fills.edge[r] and len(fills.points[r]) > max(touching)):
                return finished, False
        budget *= 2


class _Fills:
    """One fill a side of the new dot, through points that are neither ``c``'s dots in
    play nor the border ring; fills that meet are joined (``parent``)."""

    def __init__(self, cells: list[int], width: int, starts: list[int], c: int) -> None:
        self.cells, self.c, self.enemy = cells, c, 3 - c
        stride = width + 2
        self.steps = (1, -1, stride, -stride)
        count = len(starts)
        self.owner = {start: i for i, start in enumerate(starts)}
        self.parent = list(range(count))
        self.points = [[start] for start in starts]
        self.heads = [0] * count
        self.enemies = [int(cells[start] == self.enemy) for start in starts]
        self.edge = [False] * count
        self.done = [False] * count

    def root(self, i: int) -> int:
        parent = self.parent
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    def part(self, i: int) -> Part:
        return self.points[i], self.enemies[i], self.edge[i]

    def grow(self, i: int, budget: int) -> None:
        """Expand up to ``budget`` more points of fill ``i``."""
        cells, c, enemy, owner = self.cells, self.c, self.enemy, self.owner
        region = self.points[i]
        head = self.heads[i]
        stop = head + budget
        while head < len(region) and head < stop:
            p = region[head]
            head += 1
            for d in self.steps:
                t = p + d
                cell = cells[t]
                if cell == EDGE:
                    self.edge[i] = True
                elif cell != c:
                    other = owner.get(t)
                    if other is None:
                        owner[t] = i
                        region.append(t)
                        self.enemies[i] += cell == enemy
                    elif (r := self.root(other)) != i:  # two sides of one region: join
                        self.parent[r] = i
                        region.extend(self.points[r])  # its expanded points walk again
                        self.enemies[i] += self.enemies[r]
                        self.edge[i] = self.edge[i] or self.edge[r]
        self.heads[i] = head
        self.done[i] = head == len(region)


def split_regions(cells: list[int], width: int, starts: list[int], c: int) -> list[Part]:
    """The 4-connected regions of points that are neither ``c``'s dots in play nor the
    border ring, one for each start that no earlier region holds."""
    stride = width + 2
    steps = (1, -1, stride, -stride)
    enemy = 3 - c
    seen: set[int] = set()
    parts: list[Part] = []
    for start in starts:
        if start in seen or cells[start] in (c, EDGE):
            continue
        seen.add(start)
        region = [start]
        enemies = 0
        edge = False
        head = 0
        while head < len(region):
            p = region[head]
            head += 1
            if cells[p] == enemy:
                enemies += 1
            for d in steps:
                t = p + d
                cell = cells[t]
                if cell == EDGE:
                    edge = True
                elif cell != c and t not in seen:
                    seen.add(t)
                    region.append(t)
        parts.append((region, enemies, edge))
    return parts


def outside_part(parts: list[Part], width: int, height: int) -> int | None:
    """Which part stays open: the largest of those touching the edge; on a tie the one
    farther from the corner (1, H), then the one farther right (KvanTTT's order, measured
    here on the parts' points); None if none touches the edge."""
    stride = width + 2

    def order(i: int) -> tuple[int, int, int]:
        region = parts[i][0]
        far = min((t % stride - 1) ** 2 + (height - t // stride) ** 2 for t in region)
        return len(region), far, min(t % stride for t in region)

    touching = [i for i, (_region, _enemies, edge) in enumerate(parts) if edge]
    return max(touching, key=order) if touching else None
