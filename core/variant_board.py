"""The board under the rule variants that change how chains close (docs/rules.md §8.3–§8.5).

``Board`` is the sport rules' fast path and stays so; ``VariantBoard`` is a board with the
variants that change its moves:

* **houses painted** (docs/rules.md §8.4): every region a move closes becomes an area,
  enemy dots or not, so no house ever stands;
* **suicide off** (docs/rules.md §8.5.1): a dot into the other side's house is refused
  unless the same move makes an area of its own (tried first on a copy of the board);
* **free contour** (docs/rules.md §8.3): ``place_with_borders`` takes the player's chains
  through the new dot in place of the minimal areas whose enemy dots they hold;
* **the edge as a wall** (docs/rules.md §8.5.2): the points around the field are links of
  every chain. When a move splits its region, every part is enclosed except the largest
  of those that touch the edge (on a tie, the one farther from the corner (1, H),
  KvanTTT's rule). Parts are walked whole (``split_regions``): slower than the sport's
  fills, and only here.

``new_board`` gives the plain ``Board`` when no such variant is played.
"""

from __future__ import annotations

from collections.abc import Sequence

from core.board import Board, PlaceResult
from core.color import Color
from core.contours import closed_border, inside_border
from core.errors import BorderError, SuicideError
from core.geometry import EDGE, EMPTY, Point
from core.neighbourhood import ARCS, GAPS
from core.regions import Area
from core.walls import closed_parts, split_regions


def new_board(
    width: int, height: int, *, score_transfer: bool = True, painted: bool = False,
    suicide: bool = True, wall: bool = False, free: bool = False,
) -> Board:
    """A board for these rules: ``Board`` for the sport's closing, else ``VariantBoard``."""
    if not painted and suicide and not wall and not free:
        return Board(width, height, score_transfer=score_transfer)
    return VariantBoard(width, height, score_transfer=score_transfer, painted=painted,
                        suicide=suicide, wall=wall)


class VariantBoard(Board):
    """A board with houses painted, suicide off and/or the edge as a wall."""

    def __init__(self, width: int, height: int, *, score_transfer: bool = True,
                 painted: bool = False, suicide: bool = True, wall: bool = False) -> None:
        super().__init__(width, height, score_transfer=score_transfer)
        self.painted = painted
        self.suicide = suicide
        self.wall = wall

    def copy(self) -> VariantBoard:
        other = super().copy()
        assert isinstance(other, VariantBoard)
        return other

    def place(self, x: int, y: int, color: Color) -> PlaceResult:
        if not self.suicide and self.is_suicide(x, y, color):
            raise SuicideError(f"{x}-{y} is inside the other side's house and captures nothing")
        if self.wall:
            return self._place_walled(x, y, color)
        return super().place(x, y, color)

    def is_suicide(self, x: int, y: int, color: Color) -> bool:
        """Would a dot of ``color`` at ``x``-``y`` go into the other side's house without
        making an area of its own (docs/rules.md §8.5.1; refused with suicide off)?"""
        if not self.is_playable(x, y):
            return False
        q = self.index(x, y)
        e = 3 - int(color)
        # with the wall, a house is the one recorded when it closed (the sport's look
        # again walks to the edge, which a wall never lets escape)
        inside = self._houses.stands_at(q, e) if self.wall else self.inside_house(q, e)
        if not inside:
            return False
        trial = self.copy()
        trial.suicide = True
        return not any(area.owner == color for area in trial.place(x, y, color).areas)

    def has_move(self, color: Color) -> bool:
        """Has ``color`` a legal move (with suicide off, every empty point may be inside the
        other side's houses)?"""
        e = 3 - int(color)
        ids = self.house_ids[e]
        cells = self.cells
        stride = self.width + 2
        inside = []
        for i, cell in enumerate(cells):
            if cell == EMPTY:
                if not ids[i]:
                    return True
                inside.append(i)
        return any(not self.is_suicide(i % stride, i // stride, color) for i in inside)

    def _enclose(self, region: list[int], c: int, enemies: int, made: list[Area]) -> int:
        if self.painted:
            return self._make_area(region, c, made)
        return super()._enclose(region, c, enemies, made)

    # ------------------------------------------------------------------ free contour
    def place_with_borders(
        self, x: int, y: int, color: Color, borders: Sequence[Sequence[Point]]
    ) -> PlaceResult:
        """Put a dot and take each border listed (docs/rules.md §8.3: through the new dot,
        holding whole every minimal area whose enemy dots it holds) in place of those
        areas; the other minimal areas are made as usual. A bad list changes nothing
        (``BorderError``)."""
        insides = self._chosen_insides(x, y, color, borders)
        result = self.place(x, y, color)
        c = int(color)
        made = list(result.areas)
        captured = result.captured
        for inside in insides:
            replaced = [a for a in made if a.owner == color and not set(a.indices) - inside]
            extra: list[Area] = []
            captured += self.paint(sorted(t for t in inside if self.owners[t] != c), c, extra)
            merged = Area(color, sorted(inside), self._grid)
            merged.enemy_indices = sorted(t for a in replaced for t in a.enemy_indices)
            for area in (*replaced, *extra):
                self._areas.remove(area)
            self._areas.append(merged)
            made = [a for a in made if a not in replaced] + [merged]
        return PlaceResult((x, y), color, tuple(made), captured)

    def _chosen_insides(
        self, x: int, y: int, color: Color, borders: Sequence[Sequence[Point]]
    ) -> list[set[int]]:
        """The points inside each border listed for a dot at ``x``-``y``, checked on a copy
        of the board that makes the move's minimal areas."""
        c = int(color)
        trial = self.copy()
        minimal = [set(a.indices) for a in trial.place(x, y, color).areas if a.owner == color]
        if trial.cells[self.index(x, y)] != c:
            raise BorderError(f"{x}-{y} is surrounded: no border passes through it", "not_own")
        insides: list[set[int]] = []
        lines: list[set[int]] = []
        for points in borders:
            chain = closed_border(points)
            if (x, y) not in chain:
                raise BorderError(f"a border must pass through the new dot {x}-{y}", "through")
            for px, py in chain:
                if not (1 <= px <= self.width and 1 <= py <= self.height) or (
                    trial.cells[self.index(px, py)] != c
                ):
                    raise BorderError(f"{px}-{py} is not a dot of the mover in play", "not_own")
            line = {self.index(px, py) for px, py in chain}
            inside = {self.index(px, py) for px, py in inside_border(chain)}
            enemies = {t for t in inside if self.cells[t] == 3 - c}
            if not enemies:
                raise BorderError("a border must hold a dot of the other side in play", "empty")
            replaced = [area for area in minimal if area & inside]
            if any(area - inside for area in replaced) or enemies - set().union(*replaced):
                raise BorderError("a border must hold whole the areas the dot makes there", "whole")
            if any(inside & line or other & inside for other in lines) or any(
                inside & other or line & other for other in insides
            ):
                raise BorderError("the borders of one move overlap", "overlap")
            insides.append(inside)
            lines.append(line)
        return insides

    # ------------------------------------------------------------ the edge as a wall
    def _put(self, x: int, y: int, c: int) -> int:
        """Put a dot of colour code ``c`` on ``x``-``y``, which must be empty and in play
        (§2.9, §5.7.2); its index. (``Board.place`` does the same itself: a call there
        costs the sport's moves about 4%.)"""
        q = y * self._grid.stride + x
        cells = self.cells
        if not (1 <= x <= self.width and 1 <= y <= self.height and cells[q] == EMPTY):
            raise self._refusal(x, y)
        cells[q] = c
        self._dots[q] = c
        self._empty -= 1
        return q

    def _place_walled(self, x: int, y: int, color: Color) -> PlaceResult:
        c = int(color)
        q = self._put(x, y, c)
        cells = self.cells
        offsets = self.offsets
        mask = 0
        for bit, d in enumerate(offsets):
            if cells[q + d] == c or cells[q + d] == EDGE:
                mask |= 1 << bit
        made: list[Area] = []
        captured = 0
        gaps = GAPS[mask]
        if len(gaps) >= 2:
            split = self.house_ids[c][q]
            in_own_house = bool(split) and self._houses.stands_at(q, c)
            starts = [q + offsets[bit] for bit in gaps]
            parts, every = closed_parts(cells, self.width, self.height, starts, c, in_own_house)
            if in_own_house and every:  # the dot split its house: new records replace it
                self._houses.retire(split)
            for region, enemies, _edge in parts:
                captured += self._enclose(region, c, enemies, made)
        if not made and self._houses.stands_at(q, 3 - c):
            # §5.14: a dot put into a house is surrounded (§5.16 aside), the wall included.
            region, _enemies, _edge = split_regions(cells, self.width, [q], 3 - c)[0]
            captured += self._make_area(region, 3 - c, made)
        arcs = tuple(bit for bit in ARCS[mask] if cells[q + offsets[bit]] == c)
        if arcs and cells[q] == c:  # the engines' chain groups (``Board.closable``)
            for head in self._chain_heads(q, arcs):
                self._links[head] = q
        return PlaceResult((x, y), color, tuple(made), captured)
