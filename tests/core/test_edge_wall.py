"""docs/rules.md §8.5.2, the edge as a wall (KvanTTT ``Rules.captureByBorder``): the points
around the field are links of every chain; of the parts a move splits off along the wall
the largest stays open. E1–E3 and KvanTTT's FieldWithBorderTests, written as our own
diagrams (X is KvanTTT's first player, O the second)."""

from __future__ import annotations

import pytest

from core import Color, Game, NotInVariantError, Rules
from core.variants import VariantClashError
from tests.core.diagrams import position

CASES = {
    "e1_captureByBorder": """
        X O X
        . X .
        . . .
    """,
    "e2_checkTopLeftCorner": """
        O X .
        X . .
        . . .
    """,
    "checkTopRightCorner": """
        . X O
        . . X
        . . .
    """,
    "checkBottomRightCorner": """
        . . .
        . . X
        . X O
    """,
    "checkBottomLeftCorner": """
        . . .
        X . .
        O X .
    """,
    "e3_captureHalfLeftField": """
        . . X . .
        O . X . .
        . . X . .
        . . X . .
    """,
    "captureHalfTopField": """
        . . O . .
        . . . . .
        X X X X X
        . . . . .
        . . . . .
    """,
    "captureDiagonalField": """
        X . . .
        . X . .
        . . X .
        O . . X
    """,
}


@pytest.mark.parametrize("diagram", CASES.values(), ids=CASES.keys())
def test_a_red_dot_closed_against_the_wall_is_captured(diagram: str) -> None:
    board = position(diagram, wall=True)
    assert (board.score(Color.BLUE), board.score(Color.RED)) == (1, 0)


@pytest.mark.parametrize("diagram", CASES.values(), ids=CASES.keys())
def test_the_sport_rules_capture_nothing_there(diagram: str) -> None:
    board = position(diagram)
    assert (board.score(Color.BLUE), board.score(Color.RED)) == (0, 0)


def test_e3_the_tie_takes_the_half_nearer_the_top_left_corner() -> None:
    board = position(CASES["e3_captureHalfLeftField"], wall=True)
    assert not board.in_play(1, 1) and not board.in_play(2, 4)  # the left half is taken
    assert board.in_play(4, 1) and board.in_play(5, 4)  # the right half stays open


def test_capture_by_dots_and_the_wall_stays_after_a_red_move() -> None:
    """KvanTTT ``captureByDotsAndBorder``: 2 captured (one against the wall, one by a
    ring), still 2 after Red's 4-4."""
    board = position("""
        X O X .
        . X . .
        X O X .
        . X . .
        . . . .
    """, wall=True)
    assert board.score(Color.BLUE) == 2
    board.place(4, 4, Color.RED)
    assert (board.score(Color.BLUE), board.score(Color.RED)) == (2, 0)


def test_an_empty_part_against_the_wall_is_a_house() -> None:
    board = position("""
        . X . .
        X . . .
        . . . .
    """, wall=True)
    assert len(board.houses) == 1 and board.houses[0].inside == {(1, 3)}
    board.place(1, 3, Color.RED)  # §5.14 against the wall
    assert board.score(Color.BLUE) == 1


def test_no_grounding_with_the_wall_and_no_stop_either() -> None:
    game = Game(width=5, height=5, start="empty", edge_wall=True)
    with pytest.raises(NotInVariantError):
        game.declare_grounding(Color.BLUE)
    with pytest.raises(VariantClashError) as clash:
        Rules(edge_wall=True, stop=True)
    assert clash.value.reason == "wall-and-stop"
    with pytest.raises(VariantClashError):
        Rules(edge_wall=True, free_contour=True)
