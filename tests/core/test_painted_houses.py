"""docs/rules.md §8.4, houses painted on closing: every chain a move closes makes an area,
enemy dots inside or not (KataGoDots ``dotsCaptureEmptyBases``, KvanTTT
``BaseMode.AnySurrounding``). The diagrams H1–H3 and the public tests the article lists,
written as our own."""

from __future__ import annotations

import pytest

from core import Color, Game, OutOfPlayError
from tests.core.diagrams import position, same

DIAMOND = """
. X .
X . X
. X .
"""


def test_h1_a_closed_diamond_is_painted_at_once_and_nobody_may_play_inside() -> None:
    """H1, and KvanTTT FieldWithEmptyCapturing.checkCapturing: 0 captured, 2-2 refused to
    both sides."""
    board = position(DIAMOND, painted=True)
    assert same(board, """
        . X .
        X , X
        . X .
    """)
    assert (board.score(Color.BLUE), board.score(Color.RED)) == (0, 0)
    assert [area.owner for area in board.areas] == [Color.BLUE]
    assert board.houses == ()
    for color in Color:
        with pytest.raises(OutOfPlayError):
            board.copy().place(2, 2, color)


def test_h1_under_the_sport_rules_the_diamond_is_a_house_that_captures_an_intruder() -> None:
    board = position(DIAMOND)
    assert len(board.houses) == 1 and board.in_play(2, 2)
    board.place(2, 2, Color.RED)
    assert (board.score(Color.BLUE), board.score(Color.RED)) == (1, 0)


H2 = """
. X O .
X O . O
. X O .
"""


def test_h2_under_the_sport_rules_a_dot_into_a_house_that_closes_its_own_chain_captures() -> None:
    """H2, §5.16 (KataGoDots "Capture wins suicide")."""
    board = position(H2)
    made = board.place(3, 2, Color.BLUE)
    assert made.captured_dots == ((2, 2),)
    assert (board.score(Color.BLUE), board.score(Color.RED)) == (1, 0)


def test_h2_painted_the_red_ring_left_play_when_it_closed() -> None:
    board = position(H2, painted=True)
    assert not board.in_play(3, 2)
    with pytest.raises(OutOfPlayError):
        board.place(3, 2, Color.BLUE)
    assert (board.score(Color.BLUE), board.score(Color.RED)) == (0, 0)


H3 = """
. . O . .
. O X O .
O X . X O
. O X O .
. . O . .
"""


@pytest.mark.parametrize("painted", [True, False])
def test_h3_a_painted_area_surrounded_later_is_lost_with_its_border(painted: bool) -> None:
    """H3: Red 4:0 either way: Blue's four border dots go with the dead (or house) 3-3."""
    board = position(H3, blue_first=True, painted=painted)
    assert (board.score(Color.BLUE), board.score(Color.RED)) == (0, 4)
    assert same(board, """
        . . O . .
        . O x O .
        O x , x O
        . O x O .
        . . O . .
    """)


def test_painted_areas_count_as_owned_for_grounding() -> None:
    """docs/rules.md §8.4: for grounding a painted empty area is owned, as house points
    are: 2-3 and 3-2 reach the edge only through the dead 2-2."""
    diamond = """
        . . . .
        . X . .
        X . X .
        . X . .
    """
    board = position(diamond, painted=True)
    assert not board.in_play(2, 2)
    assert board.ungrounded(Color.BLUE) == 0
    assert position(diamond).ungrounded(Color.BLUE) == 0  # the sport's house, the same


def test_a_painted_game_replays_and_scores_like_its_board() -> None:
    game = Game(width=5, height=5, start="empty", painted_houses=True)
    for x, y in ((2, 3), (5, 5), (3, 4), (5, 4), (4, 3), (5, 3), (3, 2)):
        game.play(x, y)
    assert not game.board.in_play(3, 3)
    assert game.board.houses == () and game.score(Color.BLUE) == 0
