"""Hard does not chase a ladder that fails (``core.ai.tactics.failing_chases``)."""

from __future__ import annotations

import pytest

from core import Color, Game
from core.ai import choose_move, kernel, settings
from core.ai.fast import View
from core.ai.sim import Sim
from core.ai.tactics import failing_chases
from tests.ai.helpers import play, sport_game

# A 39×32 game between two versions of hard: after Blue's 22-16, Red's 20-18 threatens to
# take the cross's blue dot at 20-17 through one point, 19-17; Blue blocks there, Red
# threatens again beside it, and so on in a staircase to the top-left edge. Blue's double
# line reaches the edge at move 63, and Red's dots on both sides of it are taken one by
# one: Blue won by grounding, 4 : 3, at move 74.
OPENING = "20-15 19-16 22-16"
THE_LADDER = ("20-18 19-17 18-17 19-18 19-19 18-18 17-18 18-19 18-20 17-19 16-19 17-20 "
              "17-21 16-20 15-20 16-21")


def opening() -> Game:
    return sport_game(OPENING)


def test_the_ladder_to_the_edge_is_a_chase_that_fails() -> None:
    game = opening()
    sim, view = Sim.from_game(game), View(game.board)
    free = [q for q in view.points if sim.board.cells[q] == 0]
    assert failing_chases(sim.board, view, int(Color.RED), free) == {view.index(20, 18)}
    play(game, THE_LADDER)  # the ladder as it was played: every block forced
    assert game.score(Color.BLUE) == game.score(Color.RED) == 0


@pytest.mark.skipif(kernel.load() is None, reason="needs the compiled kernel")
def test_the_kernel_finds_where_a_chase_can_start() -> None:
    game = opening()
    sim, view = Sim.from_game(game), View(game.board)
    position = kernel.position_of(game)
    points = position.candidates()
    starts = kernel.single_threats(position, points, int(Color.RED), view.stride)
    assert view.index(20, 18) in starts and len(starts) < len(points) // 4
    assert failing_chases(sim.board, view, int(Color.RED), starts) == failing_chases(
        sim.board, view, int(Color.RED), points)


@pytest.mark.skipif(kernel.load() is None, reason="needs the compiled kernel")
def test_hard_does_not_start_it(monkeypatch: pytest.MonkeyPatch) -> None:
    for budget in (5000, 20000):
        assert choose_move(opening(), "hard", max_playouts=budget, seed=1).point != (20, 18)
    monkeypatch.setattr(settings, "CHASES", False)  # as hard played it before
    assert choose_move(opening(), "hard", max_playouts=20000, seed=1).point == (20, 18)

