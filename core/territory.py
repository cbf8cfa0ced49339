"""Territory (docs/rules.md §8.1: zagram's *Na terytorium*, szkrab): enclosures announced.

Nothing is captured automatically and houses do not apply: a move puts a dot
(``Board.put``) and draws zero or more *realms*, each a closed border of the mover's dots in
play around at least one enemy dot in play (docs/rules.md §8.1.1). A realm is painted as an area of
sections 4–6 (``Board.paint``): its inside leaves play and the score, §6.4's transfer
included, is the board's as in the sport rules. A ring that is not drawn is a *pool*
(docs/rules.md §8.0): everything in it stays in play.

A move takes the forms of docs/rules.md §8.1.2 (:class:`TerritoryMove`): a dot alone; a dot and
every minimal realm it completes (:class:`EncloseAll`, ``20-17!``); a dot and the pool of an
enemy dot (:class:`EnclosePool`, ``20-17!21-16``); a dot and a realm with a given border
(:class:`EncloseBorder`, ``20-17=…``). ``Referee.move`` judges a whole move on a copy of
the board and refuses it with one of the errors below (each of docs/rules.md §8.1.2's refusals,
with a ``code`` the bot words); nothing changes then. ``Referee.count`` counts an agreed end
(docs/rules.md §8.1.3). The geometry of realms and pools is ``core.realms``; ``core.game.Game``
keeps a :class:`Referee` when the rules say Territory.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from core.board import Board
from core.color import Color
from core.errors import IllegalMoveError
from core.geometry import EMPTY, Point
from core.realms import (
    Border,
    BorderFault,
    Realm,
    border_fault,
    completed_realms,
    holes,
    inside_of,
    maximal_pools,
    pool_region,
    realm_of_region,
)
from core.regions import Area


# ------------------------------------------------------------------- errors
class RealmError(IllegalMoveError, code="realm"):
    """A move's enclosure that the rules refuse (docs/rules.md §8.1.2, items 3–9); nothing is
    placed."""


class NoRealmError(RealmError, code="realm_none"):
    """``!`` is given but the dot completes no realm around an enemy dot (item 3)."""


class RealmTargetError(RealmError, code="realm_target"):
    """``!P`` names a point that is not an enemy dot in play, or one with no pool (item 3)."""


class BorderError(RealmError, code="realm_border"):
    """A listed border that is no border (item 4); ``why`` says which rule it breaks:
    ``short`` (< 4 points), ``link`` (two points not adjacent), ``repeated``, ``crossing``
    (both diagonals of one cell) or ``not_own`` (a point not the mover's dot in play)."""

    def __init__(self, why: str, message: str) -> None:
        super().__init__(message)
        self.why = why


class EmptyRealmError(RealmError, code="realm_empty"):
    """A realm with no enemy dot in play inside (item 5)."""


class NestingError(RealmError, code="realm_nesting"):
    """A realm that contains older realms and shares too many border points with them
    (item 6: more than one on zagram, any with the szkrab option)."""


class HoleError(RealmError, code="realm_hole"):
    """A realm that leaves a hole while holes are not allowed (szkrab, item 7)."""


class OverlapError(RealmError, code="realm_overlap"):
    """Two realms of one move overlap (item 8)."""


class DotFirstError(RealmError, code="realm_without_dot"):
    """An enclosure without a dot during play (item 9): announce it with the next dot."""


# -------------------------------------------------------------------- moves
@dataclass(frozen=True)
class EncloseAll:
    """``!``: every minimal realm the dot completes around enemy dots in play."""


@dataclass(frozen=True)
class EnclosePool:
    """``!P``: the pool of the enemy dot ``target`` (zagram's quick mode, docs/rules.md §8.0)."""

    target: Point


@dataclass(frozen=True)
class EncloseBorder:
    """``=…``: the realm with this border, in order."""

    border: Border


Enclosure = EncloseAll | EnclosePool | EncloseBorder


@dataclass(frozen=True)
class TerritoryMove:
    """A Territory move (docs/rules.md §8.1.2): a dot (``None`` for realms drawn without one)
    and the enclosures announced with it, in order."""

    dot: Point | None
    enclosures: tuple[Enclosure, ...] = ()


class NoGroundingError(IllegalMoveError, code="territory_grounding"):
    """Territory has no grounding and no STOP ([ZT] rule 3)."""


@dataclass(frozen=True)
class Drawn:
    """What a Territory move did: the realms it drew (as board areas too) and how many dots
    changed hands."""

    realms: tuple[Realm, ...]
    areas: tuple[Area, ...]
    captured: int


@dataclass(frozen=True)
class Count:
    """An agreed end counted (docs/rules.md §8.1.3): each side's final realms, the empty points
    in play inside them (T), the empty points left outside every realm (N), who gains how much
    for the rest of the field, and the final score."""

    final: tuple[Realm, ...]
    territory: Mapping[Color, int]
    neutral: int
    gainer: Color | None
    gain: int
    blue: int
    red: int

    def score(self, color: Color) -> int:
        return self.blue if color is Color.BLUE else self.red


@dataclass
class Referee:
    """The Territory part of a game: the realms drawn so far, oldest first, and the realms
    drawn after the last dot (``closing``: each side's realm-only move at a full field,
    docs/rules.md §8.1.1 with LastSafe=0; ``final``: each side's final realms at an agreed end)."""

    szkrab: bool = False
    realms: list[Realm] = field(default_factory=list)
    closing: list[tuple[Color, tuple[Border, ...]]] = field(default_factory=list)
    final: dict[Color, tuple[Border, ...]] = field(default_factory=dict)

    def copy(self) -> Referee:
        return Referee(self.szkrab, self.realms[:], self.closing[:], dict(self.final))

    # ------------------------------------------------------------------ moves
    def move(self, board: Board, color: Color, move: TerritoryMove) -> tuple[Board, Drawn]:
        """``move`` by ``color`` judged whole: the board after it (``board`` itself when
        it draws nothing, else a changed copy) and what it drew. Refused with an error of
        this module (or the board's for a bad dot) before anything changes."""
        if not move.enclosures:
            if move.dot is not None:
                board.put(*move.dot, color)
            return board, Drawn((), (), 0)
        trial = board.copy()
        if move.dot is not None:
            trial.put(*move.dot, color)
        realms: list[Realm] = []
        for enclosure in move.enclosures:
            for realm in self._realms_of(trial, color, move.dot, enclosure):
                if all(realm.inside != other.inside for other in realms):
                    realms.append(realm)
        for realm in realms:
            self._check_realm(trial, realm, final=False)
        return trial, self._paint(trial, realms)

    def _realms_of(
        self, board: Board, color: Color, dot: Point | None, enclosure: Enclosure
    ) -> list[Realm]:
        if isinstance(enclosure, EncloseAll):
            found = completed_realms(board, dot, color) if dot is not None else []
            if not found:
                raise NoRealmError("the dot completes no realm around an enemy dot")
            return found
        if isinstance(enclosure, EnclosePool):
            target = enclosure.target
            if board.dot_at(*target) is not color.opponent or not board.in_play(*target):
                raise RealmTargetError(f"{target[0]}-{target[1]} is no enemy dot in play")
            region = pool_region(board, target, color)
            if region is None:
                raise RealmTargetError(f"{target[0]}-{target[1]} is in no pool")
            try:
                return [realm_of_region(board, region, color, dot)]
            except BorderFault as exc:
                raise RealmTargetError(str(exc)) from None
        return [realm_with_border(board, color, enclosure.border)]

    def _check_realm(self, board: Board, realm: Realm, *, final: bool) -> None:
        """Items 5 and 6 of docs/rules.md §8.1.2 for one realm on the board before any realm of
        its move. Final realms (docs/rules.md §8.1.3) may hold no enemy dot, and may share any
        points with the realms they contain (our reading: they count the field, docs/rules.md
        §8.8 item 4)."""
        enemy = realm.owner.opponent
        if final:
            return
        if not any(board.dot_at(*p) is enemy and board.in_play(*p) for p in realm.inside):
            raise EmptyRealmError("a realm must hold an enemy dot in play")
        contained = [old for old in self.realms if old.inside and min(old.inside) in realm.inside]
        shared = {p for p in realm.border if any(p in old.border for old in contained)}
        if len(shared) > (0 if self.szkrab else 1):
            raise NestingError(
                f"a realm around older realms shares {len(shared)} border points with them"
            )

    def _paint(self, board: Board, realms: Sequence[Realm], *, final: bool = False) -> Drawn:
        """Paint one move's realms on ``board`` (items 7 and 8 checked; holes not between
        final realms, which count the field); what was drawn."""
        for i, realm in enumerate(realms):
            for other in realms[i + 1 :]:
                if (realm.inside & other.inside or realm.inside.intersection(other.border)
                        or other.inside.intersection(realm.border)):
                    raise OverlapError("two realms of one move overlap")
        areas: list[Area] = []
        captured = 0
        for realm in realms:
            captured += board.paint([board.index(*p) for p in realm.inside], realm.owner, areas)
        if self.szkrab and not final and holes(board, [*self.realms, *realms]):
            raise HoleError("the realm leaves a hole between realms")
        return Drawn(tuple(realms), tuple(areas), captured)

    def pools(self, board: Board) -> list[Realm]:
        """Each side's pools not drawn yet (a pool whose border is drawn is a realm,
        docs/rules.md §8.0): its maximal pools with a point in play inside, largest first."""
        return [pool for color in Color for pool in maximal_pools(board, color)
                if any(board.in_play(*p) for p in pool.inside)]

    # ------------------------------------------------------------- the end
    def may_close(self, board: Board, color: Color) -> bool:
        """At a full field (LastSafe=0): has ``color`` a realm left to draw without a dot,
        an enemy dot in play in one of its pools?"""
        enemy = color.opponent
        return any(
            board.dot_at(*p) is enemy and board.in_play(*p)
            for pool in maximal_pools(board, color) for p in pool.inside
        )

    def proposed_final(self, board: Board) -> dict[Color, tuple[Border, ...]]:
        """Each side's final realms as the bot proposes them (docs/rules.md §8.8 item 4): its
        maximal pools, except those inside the other side's (those count for the other side)."""
        pools = [pool for color in Color for pool in maximal_pools(board, color)]
        chosen: list[Realm] = []
        taken: set[Point] = set()
        for pool in sorted(pools, key=lambda realm: -len(realm.inside)):
            if not any(board.in_play(*p) for p in pool.inside):
                continue  # a realm drawn already
            if taken.isdisjoint(pool.border) and taken.isdisjoint(pool.inside):
                chosen.append(pool)
                taken |= pool.inside
        return {
            color: tuple(pool.border for pool in chosen if pool.owner is color)
            for color in Color
        }

    def count(
        self, board: Board, to_move: Color,
        final: Mapping[Color, Sequence[Border]] | None = None,
    ) -> tuple[Board, Count]:
        """The agreed end counted as docs/rules.md §8.1.3 with each side's ``final`` realms
        (default: the proposal), on a copy of ``board``: the board after the final realms, and
        the count."""
        if final is None:
            final = self.proposed_final(board)
        trial = board.copy()
        realms = [
            realm_with_border(trial, color, border)
            for color in Color
            for border in final.get(color, ())
        ]
        for realm in realms:
            self._check_realm(trial, realm, final=True)
        territory = {
            color: sum(
                trial.cells[trial.index(*p)] == EMPTY
                for realm in realms if realm.owner is color for p in realm.inside
            )
            for color in Color
        }
        self._paint(trial, realms, final=True)
        neutral = trial.empty_count
        gainer, gain = fill_gain(to_move, territory, neutral)
        scores = {color: trial.score(color) for color in Color}
        if gainer is not None:
            scores[gainer] += gain
        return trial, Count(
            tuple(realms), territory, neutral, gainer, gain, scores[Color.BLUE],
            scores[Color.RED],
        )


def fill_gain(
    to_move: Color, territory: Mapping[Color, int], neutral: int
) -> tuple[Color | None, int]:
    """Who gains how many dots when the rest of the field is filled with best play
    (docs/rules.md §8.1.3 step 4): neutral points first, then each side its own territory, and a
    side with none left plays into the other's and is captured. The closed form: ``s`` the side
    to move, switched once if ``neutral`` is odd; ``d = T_s − T_o``; ``s`` gains ⌊d/2⌋, or
    the other side ⌈−d/2⌉."""
    side = to_move.opponent if neutral % 2 else to_move
    lead = territory[side] - territory[side.opponent]
    gainer, gain = (side, lead // 2) if lead >= 0 else (side.opponent, (1 - lead) // 2)
    return (gainer, gain) if gain else (None, 0)


def realm_with_border(board: Board, color: Color, border: Sequence[Point]) -> Realm:
    """The realm of ``color`` with the listed ``border`` on ``board`` (docs/rules.md §8.1.1's
    border rules, item 4 of docs/rules.md §8.1.2), or :class:`BorderError`."""
    points = tuple(border)
    fault = border_fault(points)
    if fault is not None:
        raise BorderError(*fault)
    if points[0] == points[-1]:
        points = points[:-1]
    for x, y in points:
        if board.dot_at(x, y) is not color or not board.in_play(x, y):
            raise BorderError("not_own", f"{x}-{y} is not a dot of the mover in play")
    return Realm(color, points, inside_of(points))
