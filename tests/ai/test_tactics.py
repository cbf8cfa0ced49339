"""Tactical reading, the easy level and the baseline players."""

from __future__ import annotations

from random import Random

from core import Color
from core.ai import greedy_move, random_move
from core.ai.fast import View
from core.ai.sim import Sim
from core.ai.tactics import easy_move, ladder_move, threats, winning_grounding
from tests.ai.helpers import game_from

# Blue at 5-4 leaves red 4-4 one closing point (4-5); red's block there is closed at 3-5.
LADDER = """
    . . . . O . . .
    X O . . . O . .
    X . . X . . . O
    X . . . X . . .
    . . X O . . . .
    . . . X . . O O
    . . . O . . . O
    . . . X . . X .
"""

LADDER_BROKEN = LADDER.replace("X . . . X . . .", "X . O . X . . .")


def test_ladder_reader_finds_the_forcing_sequence() -> None:
    game = game_from(LADDER)
    view = View(game.board)
    start = ladder_move(game.board, view, 1, view.index(4, 4))
    assert view.xy(start) == (5, 4)
    game.play(5, 4)
    game.play(4, 5)  # red's only block
    game.play(3, 5)
    assert game.score(Color.BLUE) == 2


def test_ladder_reader_sees_a_breaker() -> None:
    game = game_from(LADDER_BROKEN)
    view = View(game.board)
    assert ladder_move(game.board, view, 1, view.index(4, 4)) == 0


def test_hard_starts_the_ladder() -> None:
    from core.ai import choose_move

    assert choose_move(game_from(LADDER), "hard", max_playouts=200).point == (5, 4)


# Blue at 5-4 makes two closing points at once: 4-3 closes red 4-4, 7-4 closes red 6-4.
DOUBLE = """
    . . . . . . .
    . . . . . . .
    . . . X . X .
    . . X O . O .
    . . . . . X .
    . . . . . . .
    . . . . . . .
"""


def test_threat_reading_counts_closing_points() -> None:
    game = game_from(DOUBLE)
    view = View(game.board)
    sim = Sim.from_game(game)
    free = [i for i in view.points if sim.board._cells[i] == 0]
    found = threats(sim.board, view, 1, free)
    closing, gain = found[view.index(5, 4)]
    assert closing == 2 and gain == 1
    assert all(closing < 2 for p, (closing, _) in found.items() if p != view.index(5, 4))


def test_hard_makes_the_double_threat() -> None:
    from core.ai import choose_move

    assert choose_move(game_from(DOUBLE), "hard", max_playouts=200).point == (5, 4)


def test_grounding_wins_only_with_the_lead_after_losses() -> None:
    ahead = game_from(
        """
        . X . . .
        X O X . .
        . X . . .
        . . . . .
        . . . . .
        """
    )
    assert winning_grounding(ahead, Color.BLUE)
    assert not winning_grounding(ahead, Color.RED)
    floating = game_from(
        """
        . . . . . . .
        . . . X . . .
        . . X O X . .
        . . . X . . .
        . . . X . . .
        . . . . . . .
        . . . . . . .
        """
    )
    # one dot up, but five blue dots off the edge would go to red
    assert floating.score(Color.BLUE) == 1
    assert not winning_grounding(floating, Color.BLUE)


def test_greedy_takes_the_largest_capture() -> None:
    game = game_from(
        """
        . . . . . . . .
        . X X . . . . .
        X O O . . . X .
        . X X . . X O .
        . . . . . . X .
        . . . . . . . .
        """
    )
    assert greedy_move(game, Random(0)) == (4, 4)


def test_greedy_spoils_the_opponents_capture() -> None:
    game = game_from(
        """
        . . . . . . .
        . . . O . . .
        . . O X . . .
        . . . O . . .
        . . . . . . .
        """
    )
    assert greedy_move(game, Random(0)) == (5, 3)


def test_greedy_otherwise_answers_next_to_the_last_move() -> None:
    game = game_from(". . . . .\n. . . . .\n. . . . .\n. . . . .\n. . . . .")
    game.play(3, 3)
    for seed in range(5):
        x, y = greedy_move(game, Random(seed))
        assert max(abs(x - 3), abs(y - 3)) == 1


def test_random_plays_any_playable_point() -> None:
    game = game_from(". . .\n. X .\n. . .")
    seen = {random_move(game, Random(seed)) for seed in range(60)}
    assert (2, 2) not in seen and len(seen) == 8


def test_easy_plays_near_the_fight() -> None:
    game = game_from("\n".join([". " * 15] * 15))
    game.play(8, 8)
    for seed in range(10):
        x, y = easy_move(game, Random(seed))
        assert max(abs(x - 8), abs(y - 8)) <= 2
