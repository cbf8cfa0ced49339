"""The search's shortcuts agree with the rules core."""

from __future__ import annotations

from random import Random

from hypothesis import given, settings
from hypothesis import strategies as st

from core import Board, Color
from core.ai.fast import View, capture_gain, exact_gain, in_enemy_house, mask_of, may_close
from core.ai.sim import Sim
from tests.ai.helpers import game_from


def random_position(seed: int, size: int = 8) -> Sim:
    rng = Random(seed)
    board = Board(size, size)
    sim = Sim(board, 1, False, 0)
    points = View(board).points[:]
    rng.shuffle(points)
    for i in points[: rng.randrange(5, size * size - 5)]:
        if board.cells[i] == 0:
            sim.play(i)
    return sim


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**6))
def test_capture_estimate_agrees_with_a_trial_move(seed: int) -> None:
    sim = random_position(seed)
    board = sim.board
    view = View(board)
    for i in view.points:
        if board.cells[i] != 0:
            continue
        for color in (1, 2):
            exact = exact_gain(board, i, color)
            assert (capture_gain(board, i, color, 200) > 0) == (exact > 0)
            if exact > 0:
                assert may_close(board, i, color)
            if exact < 0:
                assert in_enemy_house(board, i, color)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6))
def test_incremental_masks_match_the_board(seed: int) -> None:
    sim = random_position(seed)
    for i in View(sim.board).points:
        for color in (1, 2):
            assert sim.masks[color][i] == mask_of(sim.board, i, color)


def test_a_copy_is_independent() -> None:
    sim = random_position(3)
    copy = sim.copy()
    free = next(i for i in View(sim.board).points if sim.board.cells[i] == 0)
    copy.play(free)
    assert sim.board.cells[free] == 0 and copy.board.cells[free] != 0
    assert sim.masks != copy.masks or all(m == 0 for m in copy.masks[1])


ONE_TO_CLOSE = """
    . . . . .
    . . X . .
    . X O . .
    . . X . .
    . . . . .
"""


def test_sim_keeps_the_turn_after_a_capture_with_the_extra_move_variant() -> None:
    for extra in (False, True):
        game = game_from(ONE_TO_CLOSE, extra_move=extra)
        sim = Sim.from_game(game)
        sim.play(View(game.board).index(4, 3))
        game.play(4, 3)
        assert game.score(Color.BLUE) == 1
        assert sim.to_move == int(game.to_move) == (1 if extra else 2)


def test_sim_ends_at_the_instant_win_lead() -> None:
    game = game_from(ONE_TO_CLOSE, instant_win=1)
    sim = Sim.from_game(game)
    sim.play(View(game.board).index(4, 3))
    game.play(4, 3)
    assert sim.over and game.is_over
