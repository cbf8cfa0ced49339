"""Pairing a chat tournament: Berger tables for a round robin, a Dutch-style Swiss.

Pure functions of the players and the games so far. Seats are numbers 1..N in seeding
order (seat 1 is the top seed). Blue moves first, so Blue is chess's White: "colour" below
means Blue or Red.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from enum import StrEnum


class Format(StrEnum):
    SWISS = "swiss"
    ROUND_ROBIN = "roundrobin"


@dataclass(frozen=True, slots=True)
class Player:
    seat: int
    """1..N in seeding order (seat 1 = top seed)."""
    rating: float = 1500.0
    withdrawn_after: int | None = None
    """The last round they were in; ``None``: still playing."""


@dataclass(frozen=True, slots=True)
class Game:
    round: int
    blue: int
    red: int
    blue_score: float | None = None
    """1.0, 0.5 or 0.0; ``None`` while unfinished."""
    forfeit: bool = False
    """Decided without play (a withdrawal)."""


@dataclass(frozen=True, slots=True)
class Bye:
    round: int
    seat: int


@dataclass(frozen=True, slots=True)
class RoundPairing:
    round: int
    games: tuple[tuple[int, int], ...]
    """(blue seat, red seat) in board order, board 1 first."""
    bye: int | None = None


BYE_POINTS = 1.0
"""A bye counts as a win."""


class NoPairing(Exception):
    """Every pairing of the round would pair two players a second time (a small field can
    run out of new opponents: pairing does not look ahead to later rounds)."""


def result_of(game: Game, seat: int) -> float | None:
    """``seat``'s score in ``game`` (1, ½, 0), ``None`` while it is unfinished."""
    if game.blue_score is None:
        return None
    return game.blue_score if seat == game.blue else 1.0 - game.blue_score


# ------------------------------------------------------------------ round robin
def default_swiss_rounds(players: int) -> int:
    """⌈log₂ n⌉ + 1 rounds, at least 1: enough for a single winner, and one more."""
    return max(1, (players - 1).bit_length() + 1) if players > 1 else 1


def round_robin_rounds(players: int, double: bool) -> int:
    """n − 1 rounds for an even n, n for an odd n (everyone sits out once); twice as many
    for a double round robin."""
    if players < 2:
        return 0
    return (players - 1 + players % 2) * (2 if double else 1)


def round_robin_round(seats: Sequence[int], number: int, double: bool) -> RoundPairing:
    """Round ``number`` of the Berger tables (FIDE's round-robin tables) for ``seats`` in
    seeding order.

    Everyone meets everyone once per cycle, colours alternating as well as the table
    allows (no one's blues and reds differ by more than one). With an odd number of
    players a dummy takes the last place and its opponent has the bye. The second cycle of
    a double round robin repeats the first with colours swapped.
    """
    size = len(seats) + len(seats) % 2
    cycle = size - 1
    if len(seats) < 2 or not 1 <= number <= cycle * (2 if double else 1):
        raise ValueError(f"no round {number} for {len(seats)} players")
    swapped = number > cycle
    games: list[tuple[int, int]] = []
    bye = None
    for blue, red in _berger(size, (number - 1) % cycle):
        if max(blue, red) > len(seats):
            bye = seats[min(blue, red) - 1]
            continue
        pair = (seats[blue - 1], seats[red - 1])
        games.append((pair[1], pair[0]) if swapped else pair)
    return RoundPairing(number, tuple(games), bye)


def _berger(size: int, step: int) -> list[tuple[int, int]]:
    """The pairs (blue, red) of places 1..size in round ``step + 1`` of a Berger table.

    Round 1 is 1–n, 2–(n−1), …; each next round adds n/2 to every place but n (modulo
    n − 1), and place n changes colour every round.
    """
    half, cycle = size // 2, size - 1

    def moved(place: int) -> int:
        return (place - 1 + step * half) % cycle + 1

    pairs = [(moved(board), moved(size + 1 - board)) for board in range(2, half + 1)]
    first = moved(1)
    return [(first, size) if step % 2 == 0 else (size, first), *pairs]


# ------------------------------------------------------------------------ Swiss
@dataclass
class _History:
    """What the rounds before this one tell about each seat."""

    points: dict[int, float]
    met: dict[int, set[int]]
    colours: dict[int, list[bool]]
    """Over-the-board colours in round order, ``True`` for Blue (forfeits do not count)."""
    no_bye: set[int] = field(default_factory=set)
    """Had a bye, or won by forfeit: not given a bye again while others can have it."""


def _history(seats: Sequence[int], games: Sequence[Game], byes: Sequence[Bye],
             number: int) -> _History:
    history = _History({s: 0.0 for s in seats}, {s: set() for s in seats},
                       {s: [] for s in seats})
    for bye in byes:
        if bye.round < number and bye.seat in history.points:
            history.points[bye.seat] += BYE_POINTS
            history.no_bye.add(bye.seat)
    for game in sorted(games, key=lambda g: g.round):
        if game.round >= number:
            continue
        for seat, other in ((game.blue, game.red), (game.red, game.blue)):
            if seat not in history.points:
                continue
            score = result_of(game, seat)
            history.points[seat] += score or 0.0
            history.met[seat].add(other)
            if game.forfeit and score == 1.0:
                history.no_bye.add(seat)
            elif not game.forfeit:
                history.colours[seat].append(seat == game.blue)
    return history


def colour_wish(colours: Sequence[bool]) -> tuple[bool | None, int]:
    """(wants Blue?, strength): 3 absolute (blues and reds differ by two or more, or the
    same colour twice in a row), 2 strong (they differ by one), 1 mild (alternate), 0 none."""
    if not colours:
        return None, 0
    diff = sum(1 if blue else -1 for blue in colours)
    if abs(diff) > 1:
        return diff < 0, 3
    if len(colours) > 1 and colours[-1] == colours[-2]:
        return not colours[-1], 3
    if diff:
        return diff < 0, 2
    return not colours[-1], 1


def _clash(history: _History, a: int, b: int, strength: int) -> bool:
    """Both want the same colour at least this strongly."""
    (wish_a, strong_a), (wish_b, strong_b) = (
        colour_wish(history.colours[a]), colour_wish(history.colours[b]))
    return wish_a == wish_b and min(strong_a, strong_b) >= strength


def _a_is_blue(history: _History, a: int, b: int, board: int) -> bool:
    """Colours of a pair (``a`` ranked higher): each gets the colour they had less, an
    absolute wish first, then the stronger one; equal wishes alternate from the last round
    the two had different colours; with no history the higher-ranked player is Blue on odd
    boards."""
    ca, cb = history.colours[a], history.colours[b]
    (wish_a, strong_a), (wish_b, strong_b) = colour_wish(ca), colour_wish(cb)
    if wish_a is None and wish_b is None:
        return board % 2 == 1
    if wish_a != wish_b:
        return wish_a if wish_a is not None else not wish_b
    assert wish_a is not None
    if strong_a != strong_b:
        return wish_a if strong_a > strong_b else not wish_a
    diff_a, diff_b = abs(ca.count(True) * 2 - len(ca)), abs(cb.count(True) * 2 - len(cb))
    if diff_a != diff_b:
        return wish_a if diff_a > diff_b else not wish_a
    for back in range(1, min(len(ca), len(cb)) + 1):
        if ca[-back] != cb[-back]:
            return not ca[-back]
    return wish_a


class _Matcher:
    """Which players may meet (a bit mask per player), and whether a set of them can all
    be paired: a memoized search that tries the player with the fewest choices first."""

    def __init__(self, seats: Sequence[int], history: _History, strict: bool) -> None:
        def allowed(a: int, b: int) -> bool:
            return b not in history.met[a] and not (strict and _clash(history, a, b, 3))

        self.adj = [
            sum(1 << j for j, b in enumerate(seats) if a != b and allowed(a, b))
            for a in seats
        ]
        self._known: dict[int, bool] = {}

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


def _preference(first: int, mask: int, points: list[float], clash: list[bool]) -> list[int]:
    """Opponents for the top remaining player, best first: the bottom half of their score
    group in order (those without a strong colour clash first), then the rest of the top
    half from its bottom up, then the lower groups in order (a float down)."""
    group = [j for j in _bits(mask) if points[j] == points[first]]  # without ``first``
    half = (len(group) + 1) // 2  # the top half's size, ``first`` included
    bottom = sorted(group[half - 1:], key=lambda j: clash[j]) if group else []
    top = group[:half - 1][::-1]
    lower = [j for j in _bits(mask) if points[j] != points[first]]
    return bottom + top + lower


def _pair(seats: Sequence[int], history: _History,
          strict: bool) -> list[tuple[int, int]] | None:
    """Pairs of ``seats`` (ranked best first) with no repeat (and, if ``strict``, no
    absolute colour clash), chosen top-down by score group; ``None`` if there is none."""
    matcher = _Matcher(seats, history, strict)
    mask = (1 << len(seats)) - 1
    if not matcher.pairable(mask):
        return None
    points = [history.points[s] for s in seats]
    pairs = []
    while mask:
        first = (mask & -mask).bit_length() - 1
        mask &= ~(1 << first)
        clash = [_clash(history, seats[first], s, 2) for s in seats]
        other = next(
            j for j in _preference(first, mask, points, clash)
            if matcher.adj[first] >> j & 1 and matcher.pairable(mask & ~(1 << j))
        )
        mask &= ~(1 << other)
        pairs.append((seats[first], seats[other]))
    return pairs


def _attempts(ranked: Sequence[Player], history: _History) -> Iterator[tuple[int | None, bool]]:
    """(bye, strict colours) to try in turn: byes from the lowest-ranked player up, those
    who have had no bye (nor a forfeit win) first."""
    if len(ranked) % 2 == 0:
        yield None, True
        yield None, False
        return
    lowest_first = [p.seat for p in reversed(ranked)]
    for pool in ([s for s in lowest_first if s not in history.no_bye],
                 [s for s in lowest_first if s in history.no_bye]):
        for seat in pool:
            yield seat, True
            yield seat, False


def _boards(pairs: list[tuple[int, int]], history: _History,
            order: list[int]) -> tuple[tuple[int, int], ...]:
    """Pairs in board order (higher score, then higher sum, then higher rank first), each
    as (blue, red)."""
    rank = {seat: k for k, seat in enumerate(order)}
    points = history.points
    ranked = [(a, b) if rank[a] < rank[b] else (b, a) for a, b in pairs]
    ranked.sort(key=lambda p: (-max(points[p[0]], points[p[1]]),
                               -(points[p[0]] + points[p[1]]), rank[p[0]]))
    return tuple(
        (a, b) if _a_is_blue(history, a, b, board) else (b, a)
        for board, (a, b) in enumerate(ranked, 1)
    )


def swiss_round(players: Sequence[Player], games: Sequence[Game], byes: Sequence[Bye],
                number: int) -> RoundPairing:
    """Round ``number`` of a Dutch-style Swiss (games and byes of later rounds are ignored).

    Only players still in (``withdrawn_after`` is ``None`` or at least ``number``) are
    paired, and no two players meet twice: if no pairing avoids that, ``NoPairing``.
    With an odd count the bye goes to the lowest-ranked player (by points, then rating,
    then seat) who has had no bye nor a forfeit win; if the others could then not all be
    paired, to the next one up. Players are paired by score groups in seat order, the top
    half against the bottom half, the odd one floating down. Each player gets the colour
    they had less; no one gets a colour three times running or ends up with three more of
    one colour than the other unless every such pairing needs it; otherwise colours
    alternate. Round 1 is seat order, top half against bottom half, seat 1 Blue on board 1.
    """
    active = [p for p in players if p.withdrawn_after is None or p.withdrawn_after >= number]
    history = _history([p.seat for p in active], games, byes, number)
    order = sorted((p.seat for p in active), key=lambda s: (-history.points[s], s))
    ranked = sorted(active, key=lambda p: (-history.points[p.seat], -p.rating, p.seat))
    for bye, strict in _attempts(ranked, history):
        pairs = _pair([s for s in order if s != bye], history, strict)
        if pairs is not None:
            return RoundPairing(number, _boards(pairs, history, order), bye)
    raise NoPairing(f"round {number}: every pairing repeats a game")
