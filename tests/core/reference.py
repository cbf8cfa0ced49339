"""A slow, plain referee for differential tests: full flood fills, no shortcuts.

It follows docs/rules.md literally: after a dot, every orthogonal neighbour that is not the
mover's dot in play starts a 4-connected fill through points that are not; a fill that
stays off the edge encloses a region; a region with an enemy dot in play becomes an area
(with whatever it encloses), otherwise it is left as a house. A dot put into an enemy
enclosure, when it made no area of its own, is surrounded by it (§5.14, §5.16).
"""

from __future__ import annotations

from core import Color

Point = tuple[int, int]


class ReferenceBoard:
    def __init__(self, width: int, height: int, score_transfer: bool = True) -> None:
        self.width, self.height = width, height
        self.transfer = score_transfer
        self.dots: dict[Point, Color] = {}
        self.owner: dict[Point, Color] = {}
        self.counted: dict[Point, Color] = {}
        self.scores = {Color.BLUE: 0, Color.RED: 0}

    def on_field(self, p: Point) -> bool:
        return 1 <= p[0] <= self.width and 1 <= p[1] <= self.height

    def live(self, p: Point, color: Color) -> bool:
        return self.dots.get(p) == color and p not in self.owner

    def playable(self, p: Point) -> bool:
        return self.on_field(p) and p not in self.dots and p not in self.owner

    def fill(self, start: Point, wall: Color) -> set[Point] | None:
        seen, stack = {start}, [start]
        while stack:
            x, y = stack.pop()
            for t in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if t in seen or self.live(t, wall):
                    continue
                if not self.on_field(t):
                    return None
                seen.add(t)
                stack.append(t)
        return seen

    def inside(self, region: set[Point]) -> set[Point]:
        outside: set[Point] = set()
        ring = [(x, y) for x in range(self.width + 2) for y in (0, self.height + 1)]
        ring += [(x, y) for y in range(self.height + 2) for x in (0, self.width + 1)]
        stack = list(ring)
        outside.update(ring)
        while stack:
            x, y = stack.pop()
            for dx in (-1, 0, 1):
                for dy in (-1, 0, 1):
                    t = (x + dx, y + dy)
                    if t in outside or t in region or not self.on_field(t):
                        continue
                    outside.add(t)
                    stack.append(t)
        return {
            (x, y)
            for x in range(1, self.width + 1)
            for y in range(1, self.height + 1)
            if (x, y) not in outside
        }

    def paint(self, region: set[Point], color: Color) -> None:
        for t in self.inside(region):
            dot = self.dots.get(t)
            if dot is not None:
                if self.transfer:
                    before = self.owner.get(t)
                    if before is not None and before != dot:
                        self.scores[before] -= 1
                    if dot != color:
                        self.scores[color] += 1
                elif dot != color and t not in self.counted:
                    self.counted[t] = color
                    self.scores[color] += 1
            self.owner[t] = color

    def place(self, p: Point, color: Color) -> int:
        """Put a dot; return how many areas it made (its own and a house owner's)."""
        assert self.playable(p)
        self.dots[p] = color
        enemy = color.opponent
        x, y = p
        regions: list[set[Point]] = []
        for t in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if self.live(t, color) or not self.on_field(t):
                continue
            if any(t in r for r in regions):
                continue
            region = self.fill(t, color)
            if region is not None:
                regions.append(region)
        made = 0
        for region in regions:
            if any(self.live(t, enemy) for t in region):
                self.paint(region, color)
                made += 1
        if not made:
            region = self.fill(p, enemy)
            if region is not None:
                self.paint(region, enemy)
                made += 1
        return made
