"""Houses (домик, §5.12–§5.16)."""

from __future__ import annotations

from core import Board, Color
from tests.core.diagrams import position


def test_5_12_a_chain_around_empty_points_is_a_house_and_nothing_is_painted() -> None:
    board = position(
        """
        . X X .
        X . . X
        . X X .
        """
    )
    assert board.areas == ()
    (house,) = board.houses
    assert house.owner is Color.BLUE
    assert house.inside == {(2, 2), (3, 2)}
    assert set(house.chain) == {(1, 2), (2, 3), (3, 3), (4, 2), (3, 1), (2, 1)}


def test_5_13_own_dots_and_empty_points_in_a_house_stay_in_play() -> None:
    board = position(
        """
        . X X X .
        X . . . X
        . X X X .
        """
    )
    result = board.place(2, 2, Color.BLUE)
    assert result.areas == ()
    assert board.in_play(2, 2) and board.is_playable(3, 2)
    assert board.score(Color.BLUE) == 0


def test_5_14_an_enemy_dot_put_into_a_house_is_surrounded() -> None:
    board = position(
        """
        . X X .
        X . . X
        . X X .
        """
    )
    result = board.place(3, 2, Color.RED)
    (area,) = result.areas
    assert area.owner is Color.BLUE
    assert area.inside == {(2, 2), (3, 2)}
    assert board.score(Color.BLUE) == 1
    assert board.is_captured(3, 2)
    assert not board.is_playable(2, 2)
    assert board.houses == ()


def test_5_15_a_house_captures_by_the_minimum_area() -> None:
    board = position(
        """
        . X X X X X .
        X . . X . . X
        . X X X X X .
        """
    )
    result = board.place(2, 2, Color.RED)
    (area,) = result.areas
    assert area.inside == {(2, 2), (3, 2)}  # the left chamber only
    assert board.is_playable(5, 2) and board.is_playable(6, 2)


def test_5_16_a_dot_that_closes_its_own_chain_in_a_house_is_not_surrounded() -> None:
    # A blue diamond house; red dots wait outside its left tip at 2-3.
    board = position(
        """
        . . . X . . .
        . O X . X . .
        O X . . . X .
        . O X . X . .
        . . . X . . .
        """
    )
    assert len(board.houses) == 1
    result = board.place(3, 3, Color.RED)  # inside the house, closing around 2-3
    (area,) = result.areas
    assert area.owner is Color.RED
    assert area.inside == {(2, 3)}
    assert board.in_play(3, 3) and not board.is_captured(3, 3)
    assert board.score(Color.RED) == 1 and board.score(Color.BLUE) == 0
    # Its chain lost a dot: the house is gone, and the next red dot there is safe.
    assert board.houses == ()
    assert board.place(4, 3, Color.RED).areas == ()
    assert board.in_play(4, 3)


def test_a_house_inside_a_house_is_inside_the_area_the_outer_one_becomes() -> None:
    board = Board(9, 9)
    outer = [(5, 9), (4, 8), (3, 7), (2, 6), (1, 5), (2, 4), (3, 3), (4, 2), (5, 1),
             (6, 2), (7, 3), (8, 4), (9, 5), (8, 6), (7, 7), (6, 8)]
    for x, y in outer:
        board.place(x, y, Color.BLUE)
    for x, y in ((5, 6), (4, 5), (6, 5), (5, 4)):
        board.place(x, y, Color.BLUE)
    assert len(board.houses) == 2
    result = board.place(3, 5, Color.RED)
    (area,) = result.areas
    assert area.owner is Color.BLUE
    # No chain around 3-5 can pass between the two rings: the outer chain is the
    # smallest, and the inner ring and its house lie inside the area (§5.5, §5.7).
    assert {(5, 5), (5, 6), (4, 5)} <= area.inside
    assert not board.is_playable(5, 5)
    assert board.score(Color.BLUE) == 1
    assert board.houses == ()


def test_a_copy_that_splits_a_house_leaves_the_original_house_standing() -> None:
    """The computer reads trial moves on copies of the game's board, and the copies share
    the house records: an own dot that split a house on a copy once retired the record
    on the game's board too, and grounding then gave away the dots around it."""
    board = position(
        """
        X X X X X
        X . . . X
        X X X X X
        """
    )
    (house,) = board.houses
    assert board.grounding_losses(Color.BLUE) == (0, 0)
    trial = board.copy()
    trial.place(3, 2, Color.BLUE)  # joins the top and bottom rows: two houses now
    assert {h.inside for h in trial.houses} == {frozenset({(2, 2)}), frozenset({(4, 2)})}
    assert board.houses == (house,) and house.inside == {(2, 2), (3, 2), (4, 2)}
    assert board.grounding_losses(Color.BLUE) == (0, 0)
