"""Hard reads groundings (§8.4): in its tree and at the root (``core.ai.groundings``)."""

from __future__ import annotations

import pytest

from core import Color
from core.ai import choose_move, kernel, settings
from core.ai.groundings import grounding_losses, setups
from tests.ai.helpers import game_from, sport_game

pytestmark = pytest.mark.skipif(kernel.load() is None, reason="needs the compiled kernel")

# Red (O) is a dot ahead, having captured Blue's 8-8; every Red dot reaches the edge but
# 5-5, so grounding now would be level. Red's dot at 5-4 joins it: then Red grounds and
# wins, and Blue, whose only dots stand on the edge, has no capture to stop it.
ONE_DOT_FROM_GROUNDING = """
    . . . . . . . O .
    . . . . . . O X O
    . . . . . . . O .
    X . . . . . . . .
    X . . . O . . . .
    . . . . . . . . .
    . . . . O . . . .
    . . . . O . . . .
    . . . . O . . . .
"""

# A 39×32 game between two versions of hard: Blue ran a ladder to the top-left edge, its
# dots along it grounded; after 73 moves Blue is 4 dots ahead with 3 dots not grounded, so
# it grounds and wins on its next turn unless Red captures.
LADDER_TO_THE_EDGE = (
    "20-15 19-16 22-16 20-18 19-17 18-17 19-18 19-19 18-18 17-18 18-19 18-20 17-19 16-19 "
    "17-20 17-21 16-20 15-20 16-21 16-22 15-21 14-21 15-22 15-23 14-22 13-22 14-23 14-24 "
    "13-23 12-23 13-24 13-25 12-24 11-24 12-25 12-26 11-25 10-25 11-26 11-27 10-26 9-26 "
    "10-27 10-28 9-27 8-27 9-28 9-29 8-28 7-28 8-29 8-30 7-29 6-29 7-30 7-31 6-30 5-30 "
    "6-31 6-32 5-31 4-31 5-32 8-23 15-24 6-21 14-25 4-22 16-23 12-19 13-26 10-18 17-22"
)


def test_the_root_finds_the_dot_that_would_ground_the_opponent() -> None:
    game = game_from(ONE_DOT_FROM_GROUNDING, first=Color.BLUE)
    assert game.to_move is Color.BLUE and game.score(Color.RED) == 1
    assert game.board.grounding_losses(Color.RED) == (1, 0)
    position, stride = kernel.position_of(game), game.rules.width + 2
    joining = 4 * stride + 5
    assert setups(position, int(Color.RED), True, stride) == {joining}
    free = [q for q, cell in enumerate(position.cells()) if cell == 0]
    losing = grounding_losses(position, free, True, stride, 81)
    assert set(losing) == set(free) - {joining} and set(losing.values()) == {-81}
    for budget in (50, 1000):
        assert choose_move(game, "hard", max_playouts=budget, seed=1).point == (5, 4)


def test_without_the_reading_hard_lets_the_opponent_ground(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(settings, "GROUNDING", False)
    game = game_from(ONE_DOT_FROM_GROUNDING, first=Color.BLUE)
    assert choose_move(game, "hard", max_playouts=1000, seed=1).point != (5, 4)


def test_the_tree_sees_the_opponent_ground(monkeypatch: pytest.MonkeyPatch) -> None:
    game = sport_game(LADDER_TO_THE_EDGE)
    assert game.to_move is Color.RED and game.score(Color.BLUE) == 4
    assert game.board.grounding_losses(Color.BLUE) == (3, 0)
    seen = choose_move(game, "hard", max_playouts=5000, seed=1, may_resign=False)
    # Red has lost: a lost playout is worth at most the margin's share (half of it at an
    # even trade)
    assert seen.value is not None and seen.value < settings.MARGIN_SHARE
    monkeypatch.setattr(settings, "GROUNDING", False)
    blind = choose_move(game, "hard", max_playouts=5000, seed=1, may_resign=False)
    # the playouts never ground
    assert blind.value is not None and blind.value > max(0.3, seen.value + 0.1)
