"""Standings of a chat tournament: points, tie-breaks, shared ranks, and the crosstable.

A win is 1 point, a draw ½, a bye ``BYE_POINTS``; unfinished games count nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.tournament.pairing import BYE_POINTS, Bye, Format, Game, Player, result_of


@dataclass(frozen=True, slots=True)
class Standing:
    seat: int
    rank: int
    """1-based; players equal on points and every tie-break share a rank."""
    points: float
    tiebreaks: tuple[float, ...]
    """In the order of ``TIEBREAKS[format]``."""
    played: int
    """Games played over the board (not byes, not forfeits)."""
    wins: int
    draws: int
    losses: int
    """Over all finished games, forfeits included (a bye is not a game)."""


TIEBREAKS: dict[Format, tuple[str, ...]] = {
    Format.SWISS: ("buchholz", "sonneborn-berger"),
    Format.ROUND_ROBIN: ("sonneborn-berger", "head-to-head"),
}
"""Tie-breaks in the order they apply; after the last, tied players share a rank (listed
in seat order)."""


def _finished(games: Sequence[Game], seats: set[int]) -> list[Game]:
    return [g for g in games if g.blue_score is not None and {g.blue, g.red} <= seats]


def _points(seats: set[int], games: Sequence[Game], byes: Sequence[Bye]) -> dict[int, float]:
    points = dict.fromkeys(seats, 0.0)
    for bye in byes:
        if bye.seat in points:
            points[bye.seat] += BYE_POINTS
    for game in _finished(games, seats):
        for seat in (game.blue, game.red):
            points[seat] += result_of(game, seat) or 0.0
    return points


def buchholz(seat: int, points: dict[int, float], finished: Sequence[Game],
             byes: Sequence[Bye]) -> float:
    """Buchholz: the sum of the opponents' points over finished games (forfeits included);
    each bye adds the player's own points (FIDE's "virtual opponent", simplified), so a
    bye neither helps nor hurts."""
    total = sum(points[b.seat] for b in byes if b.seat == seat)
    for game in finished:
        if seat in (game.blue, game.red):
            total += points[game.red if seat == game.blue else game.blue]
    return total


def sonneborn_berger(seat: int, points: dict[int, float], finished: Sequence[Game]) -> float:
    """Sonneborn-Berger: the points of every opponent beaten plus half the points of every
    opponent drawn with (byes add nothing)."""
    total = 0.0
    for game in finished:
        if seat in (game.blue, game.red):
            other = game.red if seat == game.blue else game.blue
            total += (result_of(game, seat) or 0.0) * points[other]
    return total


def head_to_head(seat: int, tied: set[int], finished: Sequence[Game]) -> float:
    """Head-to-head: points ``seat`` scored in the games among the ``tied`` players (those
    equal on points and Sonneborn-Berger)."""
    return sum(
        (result_of(g, seat) or 0.0 for g in finished
         if seat in (g.blue, g.red) and {g.blue, g.red} <= tied),
        0.0,
    )


def _tiebreaks(format: Format, points: dict[int, float],
               games: list[Game], byes: Sequence[Bye]) -> dict[int, tuple[float, ...]]:
    sb = {s: sonneborn_berger(s, points, games) for s in points}
    if format is Format.SWISS:
        return {s: (buchholz(s, points, games, byes), sb[s]) for s in points}
    groups: dict[tuple[float, float], set[int]] = {}
    for seat in points:
        groups.setdefault((points[seat], sb[seat]), set()).add(seat)
    return {
        s: (sb[s], head_to_head(s, groups[points[s], sb[s]], games)) for s in points
    }


def standings(format: Format, players: Sequence[Player], games: Sequence[Game],
              byes: Sequence[Bye]) -> list[Standing]:
    """Everyone, best first: by points, then the tie-breaks of ``TIEBREAKS[format]``
    (Swiss: Buchholz, then Sonneborn-Berger; round robin: Sonneborn-Berger, then
    head-to-head); players still equal share a rank and are listed in seat order."""
    seats = {p.seat for p in players}
    finished = _finished(games, seats)
    points = _points(seats, finished, byes)
    breaks = _tiebreaks(format, points, finished, [b for b in byes if b.seat in seats])
    order = sorted(seats, key=lambda s: (-points[s], *(-t for t in breaks[s]), s))
    table: list[Standing] = []
    for place, seat in enumerate(order, 1):
        key = (points[seat], breaks[seat])
        same = table and (table[-1].points, table[-1].tiebreaks) == key
        rank = table[-1].rank if same else place
        table.append(_standing(seat, rank, points[seat], breaks[seat], finished))
    return table


def _standing(seat: int, rank: int, points: float, breaks: tuple[float, ...],
              finished: list[Game]) -> Standing:
    mine = [g for g in finished if seat in (g.blue, g.red)]
    scores = [result_of(g, seat) for g in mine]
    return Standing(
        seat=seat, rank=rank, points=points, tiebreaks=breaks,
        played=sum(1 for g in mine if not g.forfeit),
        wins=scores.count(1.0), draws=scores.count(0.5), losses=scores.count(0.0),
    )


def crosstable(players: Sequence[Player], games: Sequence[Game],
               byes: Sequence[Bye]) -> dict[tuple[int, int], list[float]]:
    """(seat, opponent) → that seat's scores against that opponent in round order, for
    finished games (forfeits included); pairs that have not met are absent, and byes are
    not in it."""
    seats = {p.seat for p in players}
    table: dict[tuple[int, int], list[float]] = {}
    for game in sorted(_finished(games, seats), key=lambda g: g.round):
        for seat, other in ((game.blue, game.red), (game.red, game.blue)):
            table.setdefault((seat, other), []).append(result_of(game, seat) or 0.0)
    return table
