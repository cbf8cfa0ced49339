"""Pairing a chat tournament: what both formats share, and Berger tables for a round robin
(a Swiss is paired by FIDE's Dutch system: :mod:`bot.tournament.swiss`).

Pure functions of the players and the games so far. Seats are numbers 1..N in seeding
order (seat 1 is the top seed). Blue moves first, so Blue is chess's White: "colour" below
means Blue or Red.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
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
    """Every pairing of the Swiss round would pair two players a second time (a small field
    can run out of new opponents: pairing does not look ahead to later rounds)."""


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
