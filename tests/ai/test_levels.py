"""The order of the levels that docs/computer.md ("Levels in people's terms") states.

``bench/bench_levels.py`` measures it at the bot's 1 s a move; here the same games of
``bench/bench_ai.py`` run on 11×11 with small fixed playout budgets (medium an eighth of
the figure), so every game repeats exactly for its seed and the file takes seconds.
"""

from __future__ import annotations

import statistics

import pytest

from bench.bench_ai import match
from bench.bench_levels import MoveCount, elo_estimate, read_moves

FIELD = (11, 11)


def share(first: str, second: str, games: int) -> float:
    """The first player's share of the points (a draw half a win), colours alternating."""
    results = match(first, second, FIELD, games, workers=1, seed=1)
    return statistics.mean(
        1.0 if r.winner == "A" else 0.5 if r.winner is None else 0.0 for r in results
    )


@pytest.mark.parametrize(
    ("first", "second", "games", "at_least"),
    [
        ("easy", "random", 20, 0.9),
        ("medium:400", "greedy", 10, 0.9),
        ("medium:400", "easy", 10, 0.9),
        ("hard:400", "medium:400", 20, 0.65),
        ("hard:400", "hard:100", 20, 0.6),
    ],
)
def test_the_stronger_side_wins(first: str, second: str, games: int, at_least: float) -> None:
    assert share(first, second, games) >= at_least


def test_easy_and_greedy_are_about_even() -> None:
    """A player who takes every capture he sees and spoils the ones against him holds easy
    level: neither side takes three games in four."""
    assert 0.3 <= share("easy", "greedy", 40) <= 0.7


def test_the_moves_are_read_back_as_bench_levels_counts_them() -> None:
    # From the cross: Blue on the first line, Red threatens the blue dot at 6-7, Blue plays
    # far from every dot and leaves it hanging, Red takes it.
    counts = read_moves(FIELD, [(1, 1, 1), (2, 6, 8), (1, 10, 10), (2, 5, 7)])
    assert counts[1] == MoveCount(moves=2, choices=2, sensible=0, first_line=1, far=2,
                                  leaves=1)
    assert counts[2] == MoveCount(moves=2, choices=2, sensible=2, chances=1, taken=1)


def test_an_even_share_is_no_elo_difference_and_a_sweep_only_a_bound() -> None:
    assert elo_estimate([1.0, 0.0] * 5) == "+0 ± 116"
    assert elo_estimate([1.0] * 10) == "> +512"
    assert elo_estimate([0.0] * 10) == "< -512"
