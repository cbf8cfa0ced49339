"""The order of the levels that docs/computer.md ("Levels in people's terms") states.

``bench/bench_levels.py`` measures it at the bot's 1 s a move; here the same games of
``bench/bench_ai.py`` run on 11×11 with small fixed playout budgets (medium an eighth of
the figure), so every game repeats exactly for its seed and the file takes seconds.
"""

from __future__ import annotations

import statistics

import pytest

from bench.bench_ai import match

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
