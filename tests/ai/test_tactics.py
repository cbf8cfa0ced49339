"""Tactical reading, the easy level and the baseline players."""

from __future__ import annotations

from random import Random

import pytest

from core import Color, Game
from core.ai import greedy_move, random_move
from core.ai.fast import View, in_enemy_house
from core.ai.sim import Sim
from core.ai.tactics import easy_move, ladder_adjust, ladder_move, threats, winning_grounding
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


@pytest.mark.parametrize("budget", [1000, 2000])
def test_hard_starts_the_ladder(budget: int) -> None:
    from core.ai import choose_move

    for seed in range(4):
        decision = choose_move(game_from(LADDER), "hard", max_playouts=budget, seed=seed)
        assert decision.point == (5, 4), f"seed {seed}"


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
    free = [i for i in view.points if sim.board.cells[i] == 0]
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


# A game (greedy and random moves on 11×11) in which Blue's house around 2-9 lost part of
# its wall and still encloses the point: the rules put a red dot there into the house.
MENDED_HOUSE_GAME = [
    (5, 11), (3, 6), (9, 6), (1, 1), (2, 2), (5, 6), (4, 5), (3, 5), (2, 5), (2, 4), (8, 4),
    (8, 10), (9, 11), (8, 9), (7, 8), (8, 7), (5, 4), (8, 11), (9, 10), (10, 6), (10, 7),
    (4, 10), (9, 4), (1, 4), (2, 3), (11, 8), (8, 2), (9, 3), (8, 3), (7, 3), (3, 3), (4, 3),
    (4, 9), (10, 3), (10, 9), (10, 8), (9, 7), (8, 8), (3, 4), (4, 4), (5, 5), (11, 1),
    (11, 2), (5, 3), (6, 4), (6, 5), (3, 1), (2, 1), (6, 11), (10, 4), (3, 8), (4, 8),
    (4, 11), (3, 11), (2, 11), (1, 11), (9, 8), (11, 6), (3, 10), (5, 10), (1, 10), (1, 3),
    (1, 2), (5, 8), (5, 7), (6, 8), (1, 9), (4, 7), (7, 9), (7, 10), (6, 9), (10, 11),
    (7, 1), (6, 1), (11, 9), (10, 10), (2, 8), (5, 9), (5, 2), (4, 2), (10, 5), (10, 1),
    (6, 10),
]


def test_a_dot_the_rules_would_put_into_a_house_is_known_to_go_there() -> None:
    """``in_enemy_house`` answers as the rules do, also for a house whose recorded wall
    lost a dot. It did not, and the ladder reader then read a point taken by the house's
    capture as still in play, and raised (seen in a 20×20 match)."""
    game = Game(width=11, height=11)
    for ply, point in enumerate(MENDED_HOUSE_GAME, 1):
        game.play(*point)
        board = game.board
        view = View(board)
        for y in range(1, 12):
            for x in range(1, 12):
                if not board.is_playable(x, y):
                    continue
                for color in (Color.BLUE, Color.RED):
                    trial = board.copy()
                    trial.place(x, y, color)
                    taken = not trial.in_play(x, y)  # surrounded on the spot
                    assert in_enemy_house(board, view.index(x, y), int(color)) or not taken, (
                        ply, x, y, color)
        sim = Sim.from_game(game)
        points = [view.index(x, y) for y in range(1, 12) for x in range(1, 12)
                  if board.is_playable(x, y)]
        ladder_adjust(sim, view, points, [1.0] * len(points))  # reads without raising
    assert game.to_move is Color.RED
    assert in_enemy_house(game.board, View(game.board).index(2, 9), int(Color.RED))
