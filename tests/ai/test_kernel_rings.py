"""The kernel's shortcuts for the commonest moves agree with the rules core.

A dot touching at most one run of its own dots, outside the other side's houses, only joins
a chain (``kernel/board.c`` place); a ring closed around single points is resolved without
a fill (``enclose_singles``), unless the dot stands in a house of its own, where the fills
run. Small full fields make both at almost every move, and every other case beside them.
"""

from __future__ import annotations

from random import Random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core import Color, Game
from core.ai import kernel
from tests.ai.test_kernel import same_position

needs_kernel = pytest.mark.skipif(kernel.load() is None, reason="the kernel is not built")


def replay(game: Game, moves: list[tuple[int, int]]) -> object:
    """Play the moves in the game and in the kernel, comparing them after each."""
    position = kernel.position_of(game)
    stride = game.rules.width + 2
    for x, y in moves:
        game.play(x, y)
        position.play(y * stride + x)  # type: ignore[attr-defined]
        same_position(game, position, f"move {game.ply} at {x}-{y}")
    return position


@needs_kernel
def test_a_ring_around_one_enemy_dot_takes_it() -> None:
    game = Game(width=6, height=6, start="empty")
    # Blue rings Red's 3-3 with its last dot, 3-4
    replay(game, [(2, 3), (3, 3), (4, 3), (6, 6), (3, 2), (6, 5), (3, 4)])
    assert game.board.score(Color.BLUE) == 1
    assert not game.board.is_playable(3, 3)


@needs_kernel
def test_a_ring_around_one_free_point_is_a_house_that_takes_who_comes_in() -> None:
    game = Game(width=6, height=6, start="empty")
    replay(game, [(2, 3), (6, 6), (4, 3), (6, 5), (3, 2), (6, 4), (3, 4), (3, 3)])
    assert game.board.score(Color.BLUE) == 1


@needs_kernel
def test_a_dot_in_its_own_house_splits_it_around_single_points() -> None:
    """Blue's ring holds 2-3, 3-3 and 4-3 (a house); its dot at 3-3 closes a ring around
    each of the other two (the fills run: the dot stands in its own house), and Red's dot
    at 2-3 is taken when it comes in."""
    game = Game(width=7, height=7, start="empty")
    blue = [(2, 4), (3, 4), (4, 4), (5, 3), (4, 2), (3, 2), (2, 2), (1, 3)]
    red = [(7, 7), (7, 6), (7, 5), (7, 4), (7, 3), (7, 2), (7, 1), (6, 7)]
    moves = [move for pair in zip(blue, red, strict=True) for move in pair]
    replay(game, [*moves, (3, 3), (2, 3)])
    assert game.board.score(Color.BLUE) == 1
    assert game.board.is_playable(4, 3)


@needs_kernel
@settings(max_examples=40, deadline=None)
@given(size=st.integers(4, 8), seed=st.integers(0, 10**9),
       start=st.sampled_from(["empty", "cross"]),
       variant=st.sampled_from([{}, {"extra_move": True}, {"score_transfer": False}]))
def test_full_small_fields_play_like_the_rules_core(size: int, seed: int, start: str,
                                                   variant: dict[str, bool]) -> None:
    """Random games to the end on small fields, where rings close around single points,
    dots fill their own houses and chains join at almost every move."""
    game = Game(width=size, height=size, start=start, **variant)  # type: ignore[arg-type]
    rng = Random(seed)
    moves: list[tuple[int, int]] = []
    probe = Game(width=size, height=size, start=start, **variant)  # type: ignore[arg-type]
    while not probe.is_over:
        free = [(x, y) for y in range(1, size + 1) for x in range(1, size + 1)
                if probe.board.is_playable(x, y)]
        move = rng.choice(free)
        probe.play(*move)
        moves.append(move)
    replay(game, moves)
    assert game.is_over
