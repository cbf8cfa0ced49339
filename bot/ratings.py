"""Glicko-2 ratings for finished rated games (one game = one rating period).

The arithmetic is the ``glicko2`` package's. Its volatility step reads the rating where
Glickman's paper has the rating deviation (φ² in f(x), step 5.1 of "Example of the
Glicko-2 system"); it only shows away from 1500, and ``_Glicko2Player`` corrects it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from glicko2 import Player  # type: ignore[import-untyped]

DEFAULT_RATING = 1500.0
DEFAULT_RD = 350.0
DEFAULT_VOLATILITY = 0.06
_SCALE = 173.7178


@dataclass(frozen=True)
class Rating:
    rating: float = DEFAULT_RATING
    rd: float = DEFAULT_RD
    volatility: float = DEFAULT_VOLATILITY
    games: int = 0

    @property
    def shown(self) -> int:
        """The rating as players see it: a whole number."""
        return round(self.rating)

    @property
    def provisional(self) -> bool:
        """Too uncertain to rank yet (Glicko's usual cut: RD above 110)."""
        return self.rd > 110


class _Glicko2Player(Player):  # type: ignore[misc]
    def _f(self, x: float, delta: float, v: float, a: float) -> float:
        phi = self._Player__rd  # the internal (Glicko-2 scale) rating deviation
        ex = math.exp(x)
        num = ex * (delta**2 - phi**2 - v - ex)
        den = 2 * ((phi**2 + v + ex) ** 2)
        return float(num / den - (x - a) / (self._tau**2))


def _player(r: Rating) -> _Glicko2Player:
    return _Glicko2Player(rating=r.rating, rd=r.rd, vol=r.volatility)


def _rating(p: _Glicko2Player, games: int) -> Rating:
    return Rating(float(p.rating), float(p.rd), float(p.vol), games)


def rate(first: Rating, second: Rating, first_score: float) -> tuple[Rating, Rating]:
    """Both players' new ratings after one game; ``first_score`` is 1, 0.5 or 0."""
    if first_score not in (0.0, 0.5, 1.0):
        raise ValueError(f"a game scores 0, 0.5 or 1, not {first_score}")
    a, b = _player(first), _player(second)
    a.update_player([second.rating], [second.rd], [first_score])
    b.update_player([first.rating], [first.rd], [1.0 - first_score])
    return _rating(a, first.games + 1), _rating(b, second.games + 1)


def expected_score(first: Rating, second: Rating) -> float:
    """The chance ``first`` wins, by Glicko-2's E(μ, μj, φj)."""
    mu, mu_j = (first.rating - 1500) / _SCALE, (second.rating - 1500) / _SCALE
    phi_j = second.rd / _SCALE
    g = 1 / math.sqrt(1 + 3 * phi_j**2 / math.pi**2)
    return 1 / (1 + math.exp(-g * (mu - mu_j)))
