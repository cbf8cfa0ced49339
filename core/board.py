"""The field and the surrounding rules (RULES.md §4–§6, sport rules §5).

How a move is resolved, and why it stays cheap:

* A dot can only close a chain if it joins two or more separate runs of its own in-play
  dots among its eight neighbours. A 256-entry table, indexed by the neighbourhood, names
  the orthogonal gaps between such runs; for most moves it names fewer than two and the
  move costs a dozen list reads.
* Otherwise every gap is flood-filled (4-connected, through points that are not the
  mover's in-play dots), all gaps in turn with a growing budget. A fill that reaches the
  border ring escaped; a fill that runs dry is enclosed; fills that meet are one region.
  Once every gap but one is enclosed (and the dot is not inside its own house) the last
  gap is the outside and is never walked. The work is bounded by the areas the move can
  close, not by the field.
* An enclosed region that holds an enemy in-play dot becomes an area (§5.5); the region
  is by construction the smallest one (§5.10), and one region per gap gives adjacent,
  separate areas (§5.9). A region with no enemy dot is a house (§5.12).

The score is kept incrementally under the rule "a dot counts for the owner of the
outermost area covering it, when that owner is the other colour" (§6.1, §6.4).
"""

from __future__ import annotations

from collections.abc import Iterator

from core.color import Color
from core.errors import OccupiedError, OffFieldError, OutOfPlayError
from core.geometry import Grid, Point
from core.grounding import ungrounded_dots
from core.regions import Area, House, enclosed_with_holes

EMPTY, BLUE, RED, OUT, EDGE = 0, 1, 2, 3, 4
"""Cell codes: an empty point in play, a blue or red dot in play, any point out of play,
the border ring around the field."""

_COLORS: tuple[Color | None, Color, Color] = (None, Color.BLUE, Color.RED)


def _gap_table() -> tuple[tuple[int, ...], ...]:
    """For each 8-neighbourhood mask, the orthogonal neighbours that start a gap.

    Bits go clockwise from north (N, NE, E, SE, S, SW, W, NW). An orthogonal neighbour
    that is not the mover's starts a gap when the next neighbour clockwise, or the one
    after it, is the mover's: one gap per run of the mover's dots.
    """
    table = []
    for mask in range(256):
        gaps = tuple(
            bit
            for bit in (0, 2, 4, 6)
            if not mask >> bit & 1 and (mask >> (bit + 1) % 8 & 1 or mask >> (bit + 2) % 8 & 1)
        )
        table.append(gaps)
    return tuple(table)


_GAPS = _gap_table()
_ARCS = tuple(
    tuple((g + 1) % 8 if mask >> (g + 1) % 8 & 1 else (g + 2) % 8 for g in gaps)
    or ((min(b for b in range(8) if mask >> b & 1),) if mask else ())
    for mask, gaps in enumerate(_GAPS)
)
"""For each neighbourhood mask, one of the mover's neighbours per run of them."""


def neighbour_mask(cells: list[int], offsets: tuple[int, ...], q: int, c: int) -> int:
    """Which of the eight neighbours of ``q`` hold ``c``'s dots in play: bit 0 north, then
    clockwise (the index into ``_GAPS`` and ``_ARCS``)."""
    n, ne, e, se, s, sw, w, nw = offsets
    return (
        (cells[q + n] == c)
        | (cells[q + ne] == c) << 1
        | (cells[q + e] == c) << 2
        | (cells[q + se] == c) << 3
        | (cells[q + s] == c) << 4
        | (cells[q + sw] == c) << 5
        | (cells[q + w] == c) << 6
        | (cells[q + nw] == c) << 7
    )


class PlaceResult:
    """What one dot did: the areas it made and how many dots changed hands."""

    __slots__ = ("areas", "captured", "color", "point")

    def __init__(self, point: Point, color: Color, areas: tuple[Area, ...], captured: int):
        self.point = point
        self.color = color
        self.areas = areas
        self.captured = captured

    @property
    def captured_dots(self) -> tuple[Point, ...]:
        """The other colour's dots inside the areas this dot made."""
        return tuple(sorted(p for area in self.areas for p in area.enemy_dots))

    def __repr__(self) -> str:
        return (
            f"PlaceResult(point={self.point}, color={self.color.name}, "
            f"areas={len(self.areas)}, captured={self.captured})"
        )


class Board:
    """A field of dots: placement, surrounding, houses and the score; no turn order."""

    def __init__(self, width: int, height: int, *, score_transfer: bool = True) -> None:
        if not (3 <= width <= 64 and 3 <= height <= 64):
            raise OffFieldError(f"field size must be 3..64 each way, not {width}x{height}")
        grid = Grid(width, height)
        self._grid = grid
        self.width = width
        self.height = height
        self.score_transfer = score_transfer
        s = grid.stride
        self._offsets = (s, s + 1, 1, 1 - s, -s, -s - 1, -1, s - 1)  # N NE E SE S SW W NW
        cells = [EDGE] * grid.size
        for y in range(1, height + 1):
            cells[y * s + 1 : y * s + 1 + width] = [EMPTY] * width
        self._cells = cells
        self._dots = [0] * grid.size
        self._owner = [0] * grid.size
        self._counted = [0] * grid.size  # without transfers: who a dot was counted for
        self._marks = [0] * grid.size
        self._links = list(range(grid.size))
        self._stamp = 0
        self._scores = [0, 0, 0]
        self._empty = width * height
        self._areas: list[Area] = []
        self._houses: list[House] = [House(Color.BLUE, (), (), grid)]  # index 0: "none"
        self._house_of: tuple[list[int], list[int], list[int]] = (
            [], [0] * grid.size, [0] * grid.size
        )

    # ----------------------------------------------------------------- queries
    def index(self, x: int, y: int) -> int:
        if not (1 <= x <= self.width and 1 <= y <= self.height):
            raise OffFieldError(f"point off the {self.width}x{self.height} field: {x}-{y}")
        return y * self._grid.stride + x

    def is_playable(self, x: int, y: int) -> bool:
        return self._grid.contains(x, y) and self._cells[self.index(x, y)] == EMPTY

    def dot_at(self, x: int, y: int) -> Color | None:
        return _COLORS[self._dots[self.index(x, y)]]

    def owner_at(self, x: int, y: int) -> Color | None:
        return _COLORS[self._owner[self.index(x, y)]]

    def in_play(self, x: int, y: int) -> bool:
        return self._owner[self.index(x, y)] == 0

    def is_captured(self, x: int, y: int) -> bool:
        i = self.index(x, y)
        return self._dots[i] != 0 and self._owner[i] not in (0, self._dots[i])

    @property
    def areas(self) -> tuple[Area, ...]:
        return tuple(self._areas)

    @property
    def houses(self) -> tuple[House, ...]:
        """Houses standing now: chain intact and some inside point still in play."""
        return tuple(h for h in self._houses[1:] if self._house_stands(h))

    @property
    def empty_count(self) -> int:
        return self._empty

    def score(self, color: Color) -> int:
        return self._scores[color]

    def dots(self) -> Iterator[tuple[int, int, Color]]:
        stride = self._grid.stride
        colors = (Color.BLUE, Color.RED)
        for i, dot in enumerate(self._dots):
            if dot:
                yield i % stride, i // stride, colors[dot - 1]

    def ungrounded(self, color: Color) -> int:
        """Dots that would change hands if ``color`` declared grounding now (§8.4)."""
        own, captured = self.grounding_losses(color)
        return own + captured

    def grounding_losses(self, color: Color) -> tuple[int, int]:
        """(own dots lost to the opponent, captured enemy dots given back) on grounding."""
        lost = self._ungrounded(color)
        own = sum(1 for t in lost if self._dots[t] == color)
        return own, len(lost) - own

    def ungrounded_dots(self, color: Color) -> tuple[Point, ...]:
        """The dots that would change hands if ``color`` declared grounding now: its own
        dots that go to the opponent and the enemy dots it captured that are given back."""
        return tuple(self._grid.point(t) for t in self._ungrounded(color))

    def _ungrounded(self, color: Color) -> list[int]:
        in_house = self._house_points(color)
        return ungrounded_dots(self._grid, self._cells, self._dots, self._owner, color, in_house)

    # ------------------------------------------------------------------- moves
    def place(self, x: int, y: int, color: Color) -> PlaceResult:
        """Put a dot regardless of turn order and resolve every surrounding it causes."""
        if not (1 <= x <= self.width and 1 <= y <= self.height):
            raise OffFieldError(f"point off the {self.width}x{self.height} field: {x}-{y}")
        q = y * self._grid.stride + x
        cells = self._cells
        if cells[q] != EMPTY:
            if cells[q] == OUT and not self._dots[q]:
                raise OutOfPlayError(f"point out of play: {x}-{y}")
            raise OccupiedError(f"point occupied: {x}-{y}")
        c = int(color)
        cells[q] = c
        self._dots[q] = c
        self._empty -= 1
        mask = neighbour_mask(cells, self._offsets, q, c)
        made: list[Area] = []
        captured = 0
        arcs = _ARCS[mask]
        roots: set[int] | tuple[()] = ()
        if arcs:
            # Union-find over the mover's dots, 8-connected. It never splits when dots
            # leave play, so it may call runs joined that are not: an upper bound only.
            roots = {self._root(q + self._offsets[bit]) for bit in arcs}
            # Joining k runs of which only j are apart closes at most k - j chains.
            closable = len(arcs) - len(roots)
            if closable:
                captured = self._close(q, c, _GAPS[mask], made, closable)
        if not made and self._house_of[3 - c][q] and self._inside_house(q, 3 - c):
            # §5.14: a dot put into a house is surrounded when the turn passes (§5.16 aside).
            region = self._fill_region(q, 3 - c)
            if region is not None:
                captured += self._make_area(region, 3 - c, made)
                roots = ()  # a surrounded dot links nothing
        uf = self._links
        for r in roots:
            uf[r] = q
        return PlaceResult((x, y), color, tuple(made), captured)

    def _root(self, i: int) -> int:
        uf = self._links
        while uf[i] != i:
            uf[i] = uf[uf[i]]
            i = uf[i]
        return i

    def _close(
        self, q: int, c: int, gaps: tuple[int, ...], made: list[Area], closable: int
    ) -> int:
        """Resolve the regions on each side of the new dot ``q``: areas, houses, outside."""
        cells = self._cells
        marks = self._marks
        offsets = self._offsets
        e = 3 - c
        k = len(gaps)
        base = self._stamp + 1
        self._stamp += k
        top = base + k  # marks base .. top - 1 belong to this move's fills
        stride = self._grid.stride
        steps = (1, -1, stride, -stride)
        parent = list(range(k))
        regions: list[list[int]] = []  # each region doubles as its fill's queue
        heads = [0] * k
        expanded: list[list[int]] = [[] for _ in range(k)]  # points merged in, done
        enemies = [0] * k
        state = [0] * k  # 0 running, 1 escaped, 2 enclosed
        for i, bit in enumerate(gaps):
            start = q + offsets[bit]
            marks[start] = base + i
            regions.append([start])
            cell = cells[start]
            if cell == EDGE:
                state[i] = 1
            elif cell == e:
                enemies[i] = 1

        def root(j: int) -> int:
            while parent[j] != j:
                j = parent[j]
            return j

        budget = 4
        in_own_house = -1
        while True:
            for i in range(k):
                if parent[i] != i or state[i]:
                    continue
                region = regions[i]
                head = heads[i]
                left = budget
                mark = base + i
                found = enemies[i]
                outcome = 0
                while left and head < len(region):
                    left -= 1
                    p = region[head]
                    head += 1
                    for d in steps:
                        t = p + d
                        cell = cells[t]
                        if cell == c:
                            continue
                        m = marks[t]
                        if base <= m < top:
                            if m == mark:
                                continue
                            j = root(m - base)
                            if j == i:
                                continue
                            outcome = 3  # met fill j: one region
                            break
                        if cell == EDGE:
                            outcome = 1
                            break
                        marks[t] = mark
                        region.append(t)
                        if cell == e:
                            found += 1
                    if outcome:
                        break
                heads[i] = head
                enemies[i] = found
                if outcome == 1:
                    state[i] = 1
                elif outcome == 3:
                    parent[i] = j
                    if state[j] == 0:
                        # fill j takes over fill i's points, the met point among them
                        # (head - 1) still to be expanded
                        regions[j].extend(region[head - 1 :])
                        expanded[j].extend(region[: head - 1])
                        expanded[j].extend(expanded[i])
                        enemies[j] += found
                elif head == len(region):
                    state[i] = 2
            roots = [i for i in range(k) if parent[i] == i]
            running = [i for i in roots if state[i] == 0]
            if not running:
                break
            if sum(state[i] == 2 for i in roots) >= closable:
                if in_own_house < 0:
                    in_own_house = int(bool(self._house_of[c][q]) and self._inside_house(q, c))
                if not in_own_house:
                    break  # every chain this move can close is found; the rest is outside
            if len(running) == 1:
                if len(roots) == 1:
                    return 0  # one region: the move separated nothing
                if not any(state[i] == 1 for i in roots):
                    if in_own_house < 0:
                        in_own_house = int(
                            bool(self._house_of[c][q]) and self._inside_house(q, c)
                        )
                    if not in_own_house:
                        state[running[0]] = 1  # the one gap left is the outside
                        break
            budget *= 2

        captured = 0
        split = self._house_of[c][q]
        if split and all(state[i] == 2 for i in range(k) if parent[i] == i):
            # The dot stood in its own house and every side of it is resolved: the new
            # houses (and areas) below replace the record of the one it split.
            self._houses[split].retired = True
        for i in range(k):
            if parent[i] != i or state[i] != 2:
                continue
            region = regions[i] + expanded[i] if expanded[i] else regions[i]
            if enemies[i]:
                captured += self._make_area(region, c, made)
            else:
                self._make_house(region, c)
        return captured

    def _make_area(self, region: list[int], c: int, made: list[Area]) -> int:
        """Paint ``region`` (plus own dots enclosed in it) as an area of ``c``."""
        inside = enclosed_with_holes(region, self._grid, self._marks, self._next_stamp)
        cells = self._cells
        dots = self._dots
        owner = self._owner
        scores = self._scores
        captured = 0
        if self.score_transfer:
            for t in inside:
                dot = dots[t]
                if dot:
                    before = owner[t]
                    if before and before != dot:
                        scores[before] -= 1
                        captured += 1
                    if dot != c:
                        scores[c] += 1
                        captured += 1
                elif cells[t] == EMPTY:
                    self._empty -= 1
                owner[t] = c
                cells[t] = OUT
        else:
            counted = self._counted
            for t in inside:
                dot = dots[t]
                if dot:
                    if dot != c and not counted[t]:
                        counted[t] = c
                        scores[c] += 1
                        captured += 1
                elif cells[t] == EMPTY:
                    self._empty -= 1
                owner[t] = c
                cells[t] = OUT
        area = Area(Color(c), inside, self._grid)
        area.enemy_indices = [t for t in inside if dots[t] == 3 - c]
        self._areas.append(area)
        made.append(area)
        return captured

    def _next_stamp(self) -> int:
        self._stamp += 1
        return self._stamp

    # ------------------------------------------------------------------ houses
    def _make_house(self, region: list[int], c: int) -> None:
        cells = self._cells
        stride = self._grid.stride
        wall = {t + d for t in region for d in (1, -1, stride, -stride) if cells[t + d] == c}
        house = House(Color(c), tuple(region), tuple(wall), self._grid)
        self._houses.append(house)
        hid = len(self._houses) - 1
        house_of = self._house_of[c]
        for t in region:
            house_of[t] = hid

    def _house_stands(self, house: House) -> bool:
        cells = self._cells
        c = int(house.owner)
        return not house.retired and all(cells[w] == c for w in house.wall_indices) and any(
            cells[t] != OUT for t in house.indices
        )

    def _inside_house(self, q: int, c: int) -> bool:
        """Is point ``q`` enclosed by ``c``'s dots as a house (no enemy area in the way)?"""
        house = self._houses[self._house_of[c][q]]
        if self._house_stands(house):
            return True
        # The recorded house lost part of its chain: look again, the slow way (rare). The
        # walk keeps its own set: it may run in the middle of ``_close``, whose fills
        # own the shared marks.
        cells = self._cells
        stride = self._grid.stride
        seen = {q}
        stack = [q]
        while stack:
            p = stack.pop()
            for t in (p + 1, p - 1, p + stride, p - stride):
                if t in seen or cells[t] == c:
                    continue
                if cells[t] == EDGE:
                    return False
                seen.add(t)
                stack.append(t)
        return True

    def _fill_region(self, q: int, c: int) -> list[int] | None:
        """The 4-connected region around ``q`` of points that are not ``c``'s dots.

        ``None`` when the region reaches the border, so nothing encloses it.
        """
        cells = self._cells
        marks = self._marks
        stamp = self._next_stamp()
        stride = self._grid.stride
        marks[q] = stamp
        stack = [q]
        region = [q]
        while stack:
            p = stack.pop()
            for d in (1, -1, stride, -stride):
                t = p + d
                if marks[t] == stamp or cells[t] == c:
                    continue
                if cells[t] == EDGE:
                    return None
                marks[t] = stamp
                stack.append(t)
                region.append(t)
        return region

    def _house_points(self, c: Color) -> set[int]:
        points: set[int] = set()
        for house in self._houses[1:]:
            if house.owner == c and self._house_stands(house):
                points.update(house.indices)
        return points

    # ------------------------------------------------------------------ copies
    def copy(self) -> Board:
        other = Board.__new__(Board)
        other.__dict__.update(self.__dict__)
        other._cells = self._cells[:]
        other._dots = self._dots[:]
        other._owner = self._owner[:]
        other._counted = self._counted[:]
        other._marks = self._marks[:]
        other._links = self._links[:]
        other._scores = self._scores[:]
        other._areas = self._areas[:]
        other._houses = self._houses[:]
        other._house_of = ([], self._house_of[1][:], self._house_of[2][:])
        return other
