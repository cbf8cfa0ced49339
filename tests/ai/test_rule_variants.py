"""The computer under the rule variants of docs/rules.md §8.2–§8.5 (docs/computer.md): the
kernel plays free contour (with the minimal chain) and STOP games before a STOP exactly as
the core does; painted houses, suicide off, the wall and a game after a STOP fall back to
the pure search; every level plays only legal moves and never grounds where the rules do
not let it."""

from __future__ import annotations

from random import Random

import pytest

from core import Color, Game, Rules
from core.ai import Intent, choose_move, kernel
from core.ai.rule_variants import kernel_plays
from tests.ai.test_kernel import random_move, same_position

needs_kernel = pytest.mark.skipif(kernel.load() is None, reason="the kernel is not built")

FALLING_BACK = [{"painted_houses": True}, {"suicide": False}, {"edge_wall": True}]


@needs_kernel
@pytest.mark.parametrize("seed", range(8))
@pytest.mark.parametrize("variant", [{"free_contour": True}, {"stop": True}])
def test_the_kernel_plays_free_contour_and_stop_games_like_the_core(
    variant: dict[str, bool], seed: int
) -> None:
    rng = Random(seed)
    size = rng.choice([(8, 8), (11, 11), (15, 12)])
    game = Game(width=size[0], height=size[1], start=rng.choice(["cross", "empty"]), **variant)
    assert kernel_plays(game)
    position = kernel.position_of(game)
    stride = game.rules.width + 2
    while not game.is_over:
        x, y = random_move(game, rng)
        game.play(x, y)
        position.play(y * stride + x)
        same_position(game, position, f"{variant}, seed {seed}, move {game.ply}")


@pytest.mark.parametrize("variant", FALLING_BACK)
def test_the_other_variants_and_a_game_after_a_stop_fall_back_to_the_pure_search(
    variant: dict[str, bool],
) -> None:
    assert not kernel_plays(Game(width=9, height=9, **variant))
    stopped = Game(width=9, height=9, stop=True)
    assert kernel_plays(stopped)
    stopped.stop(Color.BLUE)
    assert not kernel_plays(stopped)


def test_a_free_contour_game_with_a_chain_of_its_own_falls_back_to_the_pure_search() -> None:
    """The kernel replays dots only, so a longer chain listed would not be its position."""
    setup = [(3, 4, Color.BLUE), (2, 3, Color.BLUE), (4, 3, Color.BLUE), (1, 2, Color.BLUE),
             (3, 2, Color.BLUE), (2, 2, Color.RED)]
    game = Game.from_rules(Rules(6, 6, "custom", free_contour=True), setup)
    assert kernel_plays(game)
    game.play(2, 1, borders=[[(2, 1), (1, 2), (2, 3), (3, 4), (4, 3), (3, 2)]])
    assert not game.board.in_play(3, 3) and not kernel_plays(game)
    decision = choose_move(game, "medium", max_playouts=100, may_resign=False)
    assert decision.point is not None and game.board.is_playable(*decision.point)


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
@pytest.mark.parametrize(
    "variant", [*FALLING_BACK, {"free_contour": True}, {"stop": True},
                {"painted_houses": True, "suicide": False, "edge_wall": True}],
)
def test_every_level_plays_legal_moves_in_every_variant(
    variant: dict[str, bool], level: str
) -> None:
    game = Game(width=7, height=7, start="cross", **variant)
    for seed in range(12):
        if game.is_over:
            break
        decision = choose_move(game, level, seed=seed, max_playouts=150, may_resign=False,
                               may_offer_draw=False)
        assert decision.intent is not Intent.GROUND or not (
            game.rules.stop or game.rules.edge_wall)
        if decision.point is None:
            break
        game.play(*decision.point)  # a refused move would raise here


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
@pytest.mark.parametrize("seed", range(4))
def test_with_suicide_off_the_computer_never_plays_into_the_other_sides_house(
    level: str, seed: int
) -> None:
    """U1's diamond: Red's only refused point is 2-2; the computer takes the corners."""
    diamond = [(2, 3), (1, 2), (3, 2), (2, 1)]
    game = Game.from_rules(Rules(3, 3, "custom", suicide=False),
                           [(x, y, Color.BLUE) for x, y in diamond])
    game.play(1, 1)
    while not game.is_over and game.to_move is Color.RED:
        decision = choose_move(game, level, seed=seed, max_playouts=100, may_resign=False)
        assert decision.point != (2, 2)
        assert decision.point is not None
        game.play(*decision.point)
        if not game.is_over:
            game.play(*next(p for p in ((1, 3), (3, 1), (3, 3), (2, 2))
                            if game.board.is_playable(*p)))
    assert game.board.dot_at(2, 2) is not Color.RED


@pytest.mark.parametrize("level", ["easy", "medium"])
def test_after_a_stop_the_computer_plays_on_alone(level: str) -> None:
    game = Game(width=7, height=7, start="cross", stop=True)
    game.stop(Color.BLUE)
    for seed in range(3):
        decision = choose_move(game, level, seed=seed, max_playouts=100, may_resign=False)
        assert decision.intent is Intent.PLAY and decision.point is not None
        game.play(*decision.point, Color.RED)
    assert [move.color for move in game.moves] == [Color.RED] * 3
