"""A Swiss round by FIDE's Dutch system (C.04.3), paired by ``caissify-pairings``.

The library pairs one round from each player's state, as FIDE's rules read it; what it
leaves to us is here:

- each player's state, read from the games and byes so far: points, the colours of the
  games played (a bye or a forfeit has none), floats (a bye and a forfeit win count as
  floating down, as FIDE counts them), opponents, byes and forfeit wins;
- our stricter rule on top of FIDE's: two players who met never meet again, even when
  their game was decided by forfeit (FIDE would let them);
- the round FIDE's absolute criteria cannot pair (everyone left would meet someone twice,
  take a second bye, or get a colour for the third time running): FIDE leaves it to the
  arbiter. Here colours yield first: the bye goes to the lowest-placed player who can
  take it and the others are paired top down with no one meeting twice; only when no such
  pairing is left does the tournament end (:class:`NoPairing`).

Seats are the pairing numbers (seat 1 is the top seed); Blue moves first, so Blue is
chess's White.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from caissify_pairings import generate_pairings  # type: ignore[import-untyped]

from bot.tournament.pairing import (
    BYE_POINTS,
    Bye,
    Game,
    NoPairing,
    Player,
    RoundPairing,
    result_of,
)

log = logging.getLogger(__name__)
NOBODY = 0
"""No seat: nobody can sit out with the others paired and no one meeting twice."""


@dataclass
class Record:
    """What the rounds before this one tell about a player."""

    seat: int
    rating: float
    points: float = 0.0
    colours: list[bool] = field(default_factory=list)
    """Colours of the games played, in round order, ``True`` for Blue."""
    floats: list[str] = field(default_factory=list)
    """Each round's float: ``"up"``, ``"down"`` or ``"none"``."""
    met: set[int] = field(default_factory=set)
    byes: int = 0
    forfeit_wins: int = 0

    @property
    def may_have_bye(self) -> bool:
        """No bye yet, nor a win by forfeit (FIDE C.04.1: either rules out the bye)."""
        return not self.byes and not self.forfeit_wins


def records(players: Sequence[Player], games: Sequence[Game], byes: Sequence[Bye],
            number: int) -> dict[int, Record]:
    """Every player's record before round ``number`` (later games and byes are ignored)."""
    found = {p.seat: Record(p.seat, p.rating) for p in players}
    for past in range(1, number):
        before = {seat: r.points for seat, r in found.items()}
        for bye in byes:
            if bye.round == past and bye.seat in found:
                record = found[bye.seat]
                record.points += BYE_POINTS
                record.byes += 1
                record.floats.append("down")
        for game in games:
            if game.round != past:
                continue
            for seat, other in ((game.blue, game.red), (game.red, game.blue)):
                record = found[seat]
                score = result_of(game, seat) or 0.0
                record.points += score
                record.met.add(other)
                if game.forfeit:
                    record.forfeit_wins += score == 1.0
                    record.floats.append("down" if score == 1.0 else "none")
                    continue
                record.colours.append(seat == game.blue)
                mine, theirs = before[seat], before[other]
                record.floats.append("down" if mine > theirs else "up" if mine < theirs
                                     else "none")
    return found


def swiss_round(players: Sequence[Player], games: Sequence[Game], byes: Sequence[Bye],
                number: int, rounds: int | None = None) -> RoundPairing:
    """Round ``number`` of ``rounds`` (``None``: not the last) by FIDE's Dutch system.

    Only players still in (``withdrawn_after`` is ``None`` or at least ``number``) are
    paired; no two players meet twice, and if no pairing avoids that, ``NoPairing``.
    """
    here = [p.seat for p in players if p.withdrawn_after is None or p.withdrawn_after >= number]
    known = records(players, games, byes, number)
    order = sorted(here, key=lambda s: (-known[s].points, s))
    matcher = Matcher(order, known)
    bye = next((b for b in _bye_order(order, known) if matcher.pairable_without(b)), NOBODY)
    if bye == NOBODY:
        raise NoPairing(f"round {number}: every pairing repeats a game")
    fide = _fide_dutch(order, known, number, rounds)
    if fide is not None and _keeps_our_rules(fide, order, known, bye):
        return fide
    return _arbiters_round(order, known, matcher, bye, number)


# ------------------------------------------------------------------ the library
def _fide_dutch(order: list[int], known: dict[int, Record], number: int,
                rounds: int | None) -> RoundPairing | None:
    """The library's pairing, or ``None`` when it could not pair everyone (FIDE's absolute
    criteria left no pairing) or failed."""
    entrants = [{
        "id": seat, "name": str(seat), "pairing_number": seat, "starting_number": seat,
        "rating": int(known[seat].rating), "score": known[seat].points,
        "color_hist": ["white" if blue else "black" for blue in known[seat].colours],
        "float_history": known[seat].floats, "bye_count": known[seat].byes,
        "forfeit_win_count": known[seat].forfeit_wins,
    } for seat in order]
    met = {(min(a, b), max(a, b)) for a in order for b in known[a].met}
    try:
        boards: list[dict[str, Any]] = generate_pairings(
            "dutch", entrants, met, number, rounds or number + 1, bye_value=BYE_POINTS)
    except Exception:  # a fault of the library must not stop a tournament: pair it ourselves
        log.warning("the Dutch pairing library failed on round %d", number, exc_info=True)
        return None
    sitting = [b["white_id"] for b in boards if b.get("bye")]
    if len(sitting) > 1:
        return None
    games = tuple((b["white_id"], b["black_id"]) for b in boards if not b.get("bye"))
    return RoundPairing(number, games, sitting[0] if sitting else None)


def _keeps_our_rules(pairing: RoundPairing, order: list[int], known: dict[int, Record],
                     first: int | None) -> bool:
    """Everyone seated once, no one meeting twice, and no second bye while a player
    without one could take it (``first``: the first who could sit out in
    :func:`_bye_order`)."""
    seated = [s for game in pairing.games for s in game]
    seated += [pairing.bye] if pairing.bye is not None else []
    if sorted(seated) != sorted(order) or (pairing.bye is None) != (len(order) % 2 == 0):
        return False
    if any(red in known[blue].met for blue, red in pairing.games):
        return False
    bye = pairing.bye
    return first is None or bye is None or known[bye].may_have_bye or not known[first].may_have_bye


# ------------------------------------------------------------ the arbiter's call
class Matcher:
    """Which players may still meet (a bit mask each), and whether a set of them can all be
    paired with no one meeting twice: a memoized search, fewest choices first."""

    def __init__(self, order: list[int], known: dict[int, Record]) -> None:
        self.order = order
        self.adj = [sum(1 << j for j, b in enumerate(order) if a != b and b not in known[a].met)
                    for a in order]
        self._known: dict[int, bool] = {}

    def mask_without(self, seat: int | None) -> int:
        full = (1 << len(self.order)) - 1
        return full if seat is None else full & ~(1 << self.order.index(seat))

    def pairable_without(self, seat: int | None) -> bool:
        return self.pairable(self.mask_without(seat))

    def pairable(self, mask: int) -> bool:
        if not mask:
            return True
        known = self._known.get(mask)
        if known is not None:
            return known
        first = min(_bits(mask), key=lambda i: (self.adj[i] & mask).bit_count())
        rest = mask & ~(1 << first)
        found = any(self.pairable(rest & ~(1 << j)) for j in _bits(self.adj[first] & rest))
        self._known[mask] = found
        return found


def _bits(mask: int) -> Iterator[int]:
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def _bye_order(order: list[int], known: dict[int, Record]) -> list[int | None]:
    """Who may sit out, in turn: from the lowest-placed up, those who can have a bye first
    (``[None]``: nobody, the count is even)."""
    if len(order) % 2 == 0:
        return [None]
    lowest_first: list[int | None] = [*reversed(order)]
    return sorted(lowest_first, key=lambda s: s is not None and not known[s].may_have_bye)


def _arbiters_round(order: list[int], known: dict[int, Record], matcher: Matcher,
                    bye: int | None, number: int) -> RoundPairing:
    """The pairing FIDE leaves to the arbiter: each player from the top takes the nearest
    in the order who leaves the rest pairable; colours by FIDE's allocation rules."""
    mask = matcher.mask_without(bye)
    pairs = []
    while mask:
        first = (mask & -mask).bit_length() - 1
        mask &= ~(1 << first)
        other = next(j for j in _bits(matcher.adj[first] & mask)
                     if matcher.pairable(mask & ~(1 << j)))
        mask &= ~(1 << other)
        pairs.append((order[first], order[other]))
    pairs.sort(key=lambda p: (-(known[p[0]].points + known[p[1]].points), p[0]))
    games = tuple((a, b) if _higher_is_blue(known[a], known[b]) else (b, a) for a, b in pairs)
    return RoundPairing(number, games, bye)


def _wish(colours: list[bool]) -> tuple[bool | None, int]:
    """(wants Blue?, strength) as FIDE counts them: 3 absolute (blues and reds differ by
    two or more, or the last two were the same), 2 strong (they differ by one), 1 mild."""
    if not colours:
        return None, 0
    diff = sum(1 if blue else -1 for blue in colours)
    if abs(diff) > 1:
        return diff < 0, 3
    if len(colours) > 1 and colours[-1] == colours[-2]:
        return not colours[-1], 3
    return (diff < 0, 2) if diff else (not colours[-1], 1)


def _higher_is_blue(higher: Record, lower: Record) -> bool:
    """FIDE's colour allocation for a pair (``higher`` ranked higher): both wishes if they
    differ, else the stronger (the wider difference among equals), else alternate from the
    last round they had different colours, else the higher-ranked player's wish, else Blue
    to the higher-ranked player on an odd seat."""
    (wish_h, strong_h), (wish_l, strong_l) = _wish(higher.colours), _wish(lower.colours)
    if wish_h is None and wish_l is None:
        return higher.seat % 2 == 1
    if wish_h != wish_l:
        return wish_h if wish_h is not None else not wish_l
    assert wish_h is not None
    if strong_h != strong_l:
        return wish_h if strong_h > strong_l else not wish_h
    spread_h, spread_l = (abs(sum(1 if b else -1 for b in c))
                          for c in (higher.colours, lower.colours))
    if spread_h != spread_l:
        return wish_h if spread_h > spread_l else not wish_h
    for mine, theirs in zip(reversed(higher.colours), reversed(lower.colours), strict=False):
        if mine != theirs:
            return not mine
    return wish_h
