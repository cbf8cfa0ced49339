"""Grounding (заземление, §8.2–§8.4) scored as docs/rules.md §7 defines it."""

from __future__ import annotations

import pytest

from core import Color, EndReason, Game, GameOverError
from tests.core.diagrams import position


def test_dots_4_connected_to_the_edge_are_grounded_a_diagonal_is_not() -> None:
    board = position(
        """
        X . . . . . .
        . X . . . . .
        . . . . X . .
        X X X . . . .
        . . . . . . .
        """
    )
    # 1-5 is on the edge; 2-4 touches it only diagonally; 5-3 floats; the row at y=2
    # reaches the edge through 1-2.
    assert board.ungrounded(Color.BLUE) == 2
    assert board.grounding_losses(Color.BLUE) == (2, 0)
    assert board.ungrounded(Color.RED) == 0


def test_an_area_away_from_the_edge_gives_back_its_captures() -> None:
    board = position(
        """
        . . . . . . .
        . . . X . . .
        . . X O X . .
        . . . X . . .
        . . . . . . .
        """
    )
    assert board.score(Color.BLUE) == 1
    # four own dots and one captured red dot change hands
    assert board.grounding_losses(Color.BLUE) == (4, 1)
    assert board.ungrounded(Color.BLUE) == 5


def test_an_area_joined_to_the_edge_is_grounded() -> None:
    board = position(
        """
        . . . X . . .
        . . . X . . .
        . . X O X . .
        . . . X . . .
        . . . . . . .
        """
    )
    assert board.ungrounded(Color.BLUE) == 0


def test_empty_points_in_a_house_carry_grounding() -> None:
    board = position(
        """
        . X . . . . .
        X . X X . . .
        . X . . . . .
        . . . . . . .
        """
    )
    # 3-3 and 4-3 reach the edge only through the house's empty point 2-3
    assert board.ungrounded(Color.BLUE) == 0


def test_declaring_grounding_ends_the_game_with_transfers() -> None:
    game = Game(width=7, height=7, start="empty")
    for x, y in ((4, 5), (1, 1), (3, 4), (1, 2), (5, 4), (1, 3), (4, 3), (2, 1)):
        game.play(x, y)
    game.play(4, 4)  # blue fills its own house
    assert game.to_move is Color.RED
    outcome = game.declare_grounding(Color.BLUE)
    assert outcome.reason is EndReason.GROUNDING
    # blue's floating diamond (4 dots plus 4-4) is counted as surrounded by red
    assert outcome.red == 5 and outcome.blue == 0
    assert outcome.winner is Color.RED
    with pytest.raises(GameOverError):
        game.play(6, 6)
