"""The field and the surrounding rules (docs/rules.md §4–§6, sport rules §5).

How a move is resolved, and why it stays cheap:

* A dot can only close a chain if it joins two or more separate runs of its own in-play
  dots among its eight neighbours. A 256-entry table, indexed by the neighbourhood, names
  the orthogonal gaps between such runs (``core.neighbourhood``); for most moves it names
  fewer than two and the move costs a dozen list reads.
* Otherwise every gap is flood-filled (4-connected, through points that are not the
  mover's in-play dots; ``core.fills``), all gaps in turn with a growing budget. A fill
  that reaches the border ring escaped; one that runs dry is enclosed; fills that meet
  are one region.
  Once every gap but one is enclosed (and the dot is not inside its own house) the last
  gap is the outside and is never walked. The work is bounded by the areas the move can
  close, not by the field.
* An enclosed region that holds an enemy in-play dot becomes an area (§5.5); the region
  is by construction the smallest one (§5.10), and one region per gap gives adjacent,
  separate areas (§5.9). A region with no enemy dot is a house (§5.12).

The score is kept incrementally under the rule "a dot counts for the owner of the
outermost area covering it, when that owner is the other colour" (§6.1, §6.4).

The computer player (``core.ai``) reads a board through its view for engines: the
board's own lists (``cells``, ``owners``, ``offsets``, ``house_ids``) and the questions
search asks millions of times (``closable``, ``side_fills``, ``inside_house``,
``in_recorded_house``).
"""

from __future__ import annotations

from collections.abc import Iterator

from core.color import Color
from core.errors import OccupiedError, OffFieldError, OutOfPlayError
from core.fills import ENCLOSED, ESCAPED, RUNNING, UNBOUNDED, SideFills
from core.geometry import EDGE, EMPTY, OUT, Grid, Point
from core.grounding import ungrounded_dots
from core.neighbourhood import ARCS, GAPS, neighbour_mask
from core.regions import Area, House, Houses, enclosed_with_holes

_COLORS: tuple[Color | None, Color, Color] = (None, Color.BLUE, Color.RED)
_COPIED = ("cells", "_dots", "owners", "_counted", "_marks", "_links", "_scores", "_areas")
"""The lists a copy of a board takes for its own."""


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
    """A field of dots: placement, surrounding, houses and the score; no turn order.

    ``cells``, ``owners``, ``offsets``, ``house_ids`` and the methods under "view for
    engines" are what search reads (read-only: only ``place``, ``put``, ``paint`` and
    ``copy`` change a board).
    """

    def __init__(self, width: int, height: int, *, score_transfer: bool = True) -> None:
        if not (3 <= width <= 64 and 3 <= height <= 64):
            raise OffFieldError(f"field size must be 3..64 each way, not {width}x{height}")
        grid = Grid(width, height)
        self._grid = grid
        self.width = width
        self.height = height
        self.score_transfer = score_transfer
        s = grid.stride
        self.offsets: tuple[int, ...] = (s, s + 1, 1, 1 - s, -s, -s - 1, -1, s - 1)
        """View for engines: the index steps to a point's eight neighbours N, NE, E, SE, S,
        SW, W, NW, bits 0 to 7 of a neighbourhood mask (``core.neighbourhood``)."""
        cells = [EDGE] * grid.size
        for y in range(1, height + 1):
            cells[y * s + 1 : y * s + 1 + width] = [EMPTY] * width
        self.cells = cells
        """View for engines: each point's cell code (``core.geometry``: ``EMPTY``, ``BLUE``,
        ``RED``, ``OUT``, ``EDGE``) by flat index, the border ring included."""
        self._dots = [0] * grid.size
        self.owners = [0] * grid.size
        """View for engines: each point's owner, the colour code of the outermost area
        over it, 0 for none."""
        self._counted = [0] * grid.size  # without transfers: who a dot was counted for
        self._marks = [0] * grid.size
        self._links = list(range(grid.size))
        self._stamp = 0
        self._scores = [0, 0, 0]
        self._empty = width * height
        self._areas: list[Area] = []
        self._houses = Houses(grid, cells)
        self.house_ids = self._houses.ids
        """View for engines: by colour code (index 0 unused), each point's house of that
        colour as recorded when the house was made, 0 for none. Nonzero only says the
        point may be in a house: the house may have fallen since (``inside_house`` is the
        rules' answer)."""

    # ----------------------------------------------------------------- queries
    def index(self, x: int, y: int) -> int:
        if not (1 <= x <= self.width and 1 <= y <= self.height):
            raise OffFieldError(f"point off the {self.width}x{self.height} field: {x}-{y}")
        return y * self._grid.stride + x

    def is_playable(self, x: int, y: int) -> bool:
        return self._grid.contains(x, y) and self.cells[self.index(x, y)] == EMPTY

    def dot_at(self, x: int, y: int) -> Color | None:
        return _COLORS[self._dots[self.index(x, y)]]

    def owner_at(self, x: int, y: int) -> Color | None:
        return _COLORS[self.owners[self.index(x, y)]]

    def in_play(self, x: int, y: int) -> bool:
        return self.owners[self.index(x, y)] == 0

    def is_captured(self, x: int, y: int) -> bool:
        i = self.index(x, y)
        return self._dots[i] != 0 and self.owners[i] not in (0, self._dots[i])

    @property
    def areas(self) -> tuple[Area, ...]:
        return tuple(self._areas)

    @property
    def houses(self) -> tuple[House, ...]:
        """Houses standing now: chain intact and some inside point still in play."""
        return tuple(self._houses.standing())

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
        return sum(self.grounding_losses(color))

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
        in_house = {t for house in self._houses.standing(color) for t in house.indices}
        return ungrounded_dots(self._grid, self.cells, self._dots, self.owners, color, in_house)

    # ---------------------------------------------------------- view for engines
    # The questions search (``core.ai``) asks in its hot loops, beside the attributes
    # ``cells``, ``owners``, ``offsets`` and ``house_ids``: the board's own lists, not
    # copies, indexed by flat index (``core.geometry``). Read them, never change them.
    def inside_house(self, i: int, c: int) -> bool:
        """Is point ``i`` inside a house of colour code ``c``, as the rules decide it (a
        dot of the other colour put there is surrounded, §5.14)?"""
        return bool(self.house_ids[c][i]) and self._inside_house(i, c)

    def in_recorded_house(self, i: int, c: int) -> bool:
        """Does the house recorded around point ``i`` (``house_ids``) still stand? Cheaper
        than ``inside_house``, which also looks again where it has fallen."""
        return self._houses.stands_at(i, c)

    def side_fills(self, q: int, c: int, mask: int) -> SideFills:
        """Fills (``core.fills``) from the gaps around a dot of colour code ``c`` at ``q``,
        ``mask`` being its neighbourhood of ``c``'s dots in play; the point may still be
        empty. Growing them changes no position: they claim points in the board's scratch
        marks."""
        offsets = self.offsets
        return self._fills([q + offsets[bit] for bit in GAPS[mask]], c, q)

    def closable(self, q: int, mask: int) -> int:
        """At most how many chains a dot at ``q`` would close, ``mask`` being its
        neighbourhood of the mover's dots in play (``core.neighbourhood.neighbour_mask``):
        the runs of them it joins less the separate groups among them. 0 is certain;
        more is an upper bound that a fill or a trial move confirms."""
        arcs = ARCS[mask]
        return len(arcs) - len(self._chain_heads(q, arcs)) if len(arcs) >= 2 else 0

    # ------------------------------------------------------------------- moves
    def place(self, x: int, y: int, color: Color) -> PlaceResult:
        """Put a dot regardless of turn order and resolve every surrounding it causes."""
        q = y * self._grid.stride + x
        cells = self.cells
        if not (1 <= x <= self.width and 1 <= y <= self.height and cells[q] == EMPTY):
            raise self._refusal(x, y)
        c = int(color)
        cells[q] = c
        self._dots[q] = c
        self._empty -= 1
        mask = neighbour_mask(cells, self.offsets, q, c)
        made: list[Area] = []
        captured = 0
        arcs = ARCS[mask]
        heads: set[int] | tuple[()] = ()
        if arcs:
            # Union-find over the mover's dots, 8-connected. It never splits when dots
            # leave play, so it may call runs joined that are not: an upper bound only.
            heads = self._chain_heads(q, arcs)
            # Joining k runs of which only j are apart closes at most k - j chains.
            closable = len(arcs) - len(heads)
            if closable:
                captured = self._close(q, c, mask, made, closable)
        if not made and self.house_ids[3 - c][q] and self._inside_house(q, 3 - c):
            # §5.14: a dot put into a house is surrounded when the turn passes (§5.16 aside).
            region = self._region_around(q, 3 - c)
            if region is not None:
                captured += self._make_area(region, 3 - c, made)
                heads = ()  # a surrounded dot links nothing
        links = self._links
        for head in heads:
            links[head] = q
        return PlaceResult((x, y), color, tuple(made), captured)

    def _refusal(self, x: int, y: int) -> OffFieldError | OutOfPlayError | OccupiedError:
        """Why no dot may go on ``x``-``y`` (§2.9, §5.7.2), for a point that is not empty."""
        if not (1 <= x <= self.width and 1 <= y <= self.height):
            return OffFieldError(f"point off the {self.width}x{self.height} field: {x}-{y}")
        if not self._dots[self.index(x, y)]:
            return OutOfPlayError(f"point out of play: {x}-{y}")
        return OccupiedError(f"point occupied: {x}-{y}")

    def put(self, x: int, y: int, color: Color) -> PlaceResult:
        """Territory's dot (docs/rules.md §8.1.1): nothing is captured, there are no houses."""
        q = self.index(x, y)
        if self.cells[q] != EMPTY:
            raise self._refusal(x, y)
        c = int(color)
        self.cells[q] = self._dots[q] = c
        self._empty -= 1
        arcs = ARCS[neighbour_mask(self.cells, self.offsets, q, c)]
        if arcs:
            for head in self._chain_heads(q, arcs):
                self._links[head] = q
        return PlaceResult((x, y), color, (), 0)

    def _chain_heads(self, q: int, arcs: tuple[int, ...]) -> set[int]:
        """The heads of the chain groups of the dots next to ``q`` in the directions
        ``arcs``, halving the paths on the way (which changes no group)."""
        links = self._links
        offsets = self.offsets
        heads = set()
        for bit in arcs:
            i = q + offsets[bit]
            while links[i] != i:
                links[i] = links[links[i]]
                i = links[i]
            heads.add(i)
        return heads

    def _close(self, q: int, c: int, mask: int, made: list[Area], closable: int) -> int:
        """Resolve the regions on each side of the new dot ``q``: areas, houses, outside."""
        # Inside its own house the dot may split the house: there every side is walked.
        # (Asked before the fills start: the look may walk the fills' points itself.)
        split = self.house_ids[c][q]
        in_own_house = bool(split) and self._inside_house(q, c)
        sides = self.side_fills(q, c, mask)
        roots = self._grow_sides(sides, closable, in_own_house)
        if roots is None:
            return 0  # one region: the move separated nothing
        state = sides.state
        if split and all(state[i] == ENCLOSED for i in roots):
            # The dot stood in its own house and every side of it is resolved: the new
            # houses (and areas) below replace the record of the one it split.
            self._houses.retire(split)
        captured = 0
        for i in roots:
            if state[i] == ENCLOSED:
                captured += self._enclose(sides.region(i), c, sides.enemies[i], made)
        return captured

    def _enclose(self, region: list[int], c: int, enemies: int, made: list[Area]) -> int:
        """A region ``c``'s dots closed: an area when it holds ``enemies`` (the other
        colour's dots in play, §5.5), else a house (§5.12). Variants decide otherwise
        (``core.variant_board``)."""
        if enemies:
            return self._make_area(region, c, made)
        self._houses.add(region, c)
        return 0

    @staticmethod
    def _grow_sides(sides: SideFills, closable: int, walk_all: bool) -> list[int] | None:
        """Grow the fills with a doubling budget until every side is resolved or, unless
        ``walk_all``, every chain the move can close is found or the one side left
        running is the outside (the rest is outside then, never walked). The fills of
        the regions found; None when all sides are one region."""
        state = sides.state
        budget = 4
        while True:
            sides.grow_round(budget)
            roots = sides.roots
            running = [i for i in roots if state[i] == RUNNING]
            if not running:
                return roots
            if len(roots) == 1:
                return None
            enough = sum(state[i] == ENCLOSED for i in roots) >= closable
            only_outside = len(running) == 1 and not any(state[i] == ESCAPED for i in roots)
            if (enough or only_outside) and not walk_all:
                return roots
            budget *= 2

    def _make_area(self, region: list[int], c: int, made: list[Area]) -> int:
        """Paint ``region`` (plus own dots enclosed in it) as an area of ``c``."""
        inside = enclosed_with_holes(region, self._grid, self._marks, self._next_stamp)
        return self.paint(inside, c, made)

    def paint(self, inside: list[int], c: int, made: list[Area]) -> int:
        """Paint ``inside`` as an area of ``c`` (§6.1, §6.4): the dots that changed hands."""
        cells = self.cells
        dots = self._dots
        owner = self.owners
        scores = self._scores
        counted = self._counted  # without transfers: who a dot was counted for
        transfer = self.score_transfer
        captured = 0
        for t in inside:
            dot = dots[t]
            if not dot:
                if cells[t] == EMPTY:
                    self._empty -= 1
            elif transfer:
                before = owner[t]
                if before and before != dot:
                    scores[before] -= 1
                    captured += 1
                if dot != c:
                    scores[c] += 1
                    captured += 1
            elif dot != c and not counted[t]:
                counted[t] = c
                scores[c] += 1
                captured += 1
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

    def _fills(self, starts: list[int], wall: int, new_dot: int | None = None) -> SideFills:
        base = self._stamp + 1
        self._stamp += len(starts) + 1
        return SideFills(self.cells, self._marks, base, self._grid.stride, wall, starts, new_dot)

    def _region_around(self, q: int, wall: int) -> list[int] | None:
        """The 4-connected region around ``q`` of points that are not ``wall``'s dots in
        play; ``None`` when it reaches the border ring, so that nothing encloses it."""
        fill = self._fills([q], wall)
        fill.grow_round(UNBOUNDED)
        return fill.regions[0] if fill.state[0] == ENCLOSED else None

    def _inside_house(self, q: int, c: int) -> bool:
        """Is point ``q``, recorded inside one of ``c``'s houses, still enclosed by ``c``'s
        dots as a house (no enemy area in the way)?"""
        # When the recorded house lost part of its chain, look again, the slow way (rare).
        return self._houses.stands_at(q, c) or self._region_around(q, c) is not None

    # ------------------------------------------------------------------ copies
    def copy(self) -> Board:
        kind = type(self)
        other = kind.__new__(kind)
        other.__dict__.update(self.__dict__)
        for name in _COPIED:
            setattr(other, name, getattr(self, name)[:])
        other._houses = self._houses.copy(other.cells)
        other.house_ids = other._houses.ids
        return other
