"""One test per article of the surrounding rules (§5), each drawn as a diagram."""

from __future__ import annotations

import pytest

from core import Board, Color, OccupiedError, OutOfPlayError
from tests.core.diagrams import picture, position, rows


def expect(board: Board, diagram: str) -> None:
    assert picture(board) == "\n".join(" ".join(line) for line in rows(diagram))


def test_5_6_smallest_area_is_four_dots_around_one() -> None:
    board = position(
        """
        . X .
        X O X
        . . .
        """
    )
    result = board.place(2, 1, Color.BLUE)
    assert len(result.areas) == 1
    area = result.areas[0]
    assert area.owner is Color.BLUE
    assert set(area.chain) == {(1, 2), (2, 3), (3, 2), (2, 1)}
    assert area.inside == {(2, 2)}
    assert result.captured == 1 and result.captured_dots == ((2, 2),)
    assert board.score(Color.BLUE) == 1 and board.score(Color.RED) == 0
    assert board.is_captured(2, 2)
    expect(
        board,
        """
        . X .
        X o X
        . X .
        """,
    )


def test_5_5_a_chain_around_nothing_of_the_enemy_is_no_area() -> None:
    board = position(
        """
        . X .
        X . X
        . . .
        """
    )
    result = board.place(2, 1, Color.BLUE)
    assert result.areas == ()
    assert board.is_playable(2, 2)
    assert [h.inside for h in board.houses] == [frozenset({(2, 2)})]


def test_5_7_own_dots_and_empty_points_inside_leave_play() -> None:
    board = position(
        """
        . X X X X X .
        X . . . . . X
        X . X . O . X
        X . . . . . X
        . X X X X . .
        """
    )
    result = board.place(6, 1, Color.BLUE)
    (area,) = result.areas
    assert (3, 3) in area.inside  # an own dot inside, not on the chain
    assert (3, 3) not in area.chain
    assert board.score(Color.BLUE) == 1  # own dots are not points
    assert not board.is_captured(3, 3) and not board.in_play(3, 3)
    with pytest.raises(OutOfPlayError):
        board.place(2, 2, Color.RED)
    with pytest.raises(OccupiedError):
        board.place(5, 3, Color.BLUE)
    expect(
        board,
        """
        . X X X X X .
        X , , , , , X
        X , x , o , X
        X , , , , , X
        . X X X X X .
        """,
    )


def test_5_7_1_out_of_play_dots_never_link_a_chain() -> None:
    board = position(
        """
        . . . . . .
        . . O . . .
        . O X O X .
        . . O X . .
        . . . . . .
        """
    )
    assert board.is_captured(3, 3)  # red took the blue dot at 3-3
    # Blue now surrounds the red dot at 4-3 except on the side of its captured dot.
    result = board.place(4, 4, Color.BLUE)
    assert result.areas == ()
    assert board.score(Color.BLUE) == 0
    assert board.in_play(4, 3)


def test_5_8_an_area_border_is_reused_by_later_chains() -> None:
    board = position(
        """
        . X . X .
        X O X O X
        . X . . .
        """
    )
    assert board.score(Color.BLUE) == 1  # the left area closed while setting up
    result = board.place(4, 1, Color.BLUE)
    (area,) = result.areas
    assert (3, 2) in area.chain  # the first area's border dot serves again
    assert area.inside == {(4, 2)}
    assert board.score(Color.BLUE) == 2


def test_5_9_one_move_closing_two_chains_makes_two_adjacent_areas() -> None:
    board = position(
        """
        . X . X .
        X O . O X
        . X . X .
        """
    )
    result = board.place(3, 2, Color.BLUE)
    assert len(result.areas) == 2
    insides = sorted(sorted(a.inside) for a in result.areas)
    assert insides == [[(2, 2)], [(4, 2)]]
    assert all((3, 2) in a.chain for a in result.areas)
    assert board.score(Color.BLUE) == 2


def test_5_10_minimum_area_leaves_empty_pockets_outside() -> None:
    board = position(
        """
        . X X X .
        X O X . X
        . . X X .
        """
    )
    # Two chains would close around the red dot: the small one through 3-2, and the
    # long one around the empty pocket 4-2 too. The smallest area is taken.
    result = board.place(2, 1, Color.BLUE)
    (area,) = result.areas
    assert area.inside == {(2, 2)}
    assert set(area.chain) == {(1, 2), (2, 3), (3, 2), (2, 1)}
    assert board.is_playable(4, 2)
    assert board.in_play(3, 2)
    assert board.score(Color.BLUE) == 1


def test_5_10_minimum_area_inside_a_larger_ring() -> None:
    board = position(
        """
        . X X X X X .
        X . . X O . X
        X . . X . . X
        . X X X X X .
        """
    )
    # Closing the right-hand chamber captures; the empty left chamber is not swallowed.
    assert board.score(Color.BLUE) == 1
    for x, y in ((2, 3), (3, 3), (2, 2), (3, 2)):
        assert board.is_playable(x, y)
    assert not board.in_play(5, 2)


def test_5_11_an_area_is_surrounded_like_a_dot() -> None:
    board = Board(7, 7)
    for x, y in ((4, 5), (3, 4), (5, 4), (4, 3)):
        board.place(x, y, Color.BLUE)
    board.place(4, 4, Color.RED)  # into blue's house: surrounded (§5.14)
    assert board.score(Color.BLUE) == 1
    ring = [(4, 6), (5, 5), (6, 4), (5, 3), (4, 2), (3, 3), (2, 4), (3, 5)]
    for x, y in ring[:-1]:
        assert board.place(x, y, Color.RED).areas == ()
    result = board.place(*ring[-1], Color.RED)
    (area,) = result.areas
    assert area.owner is Color.RED
    assert area.inside == {(4, 5), (3, 4), (5, 4), (4, 3), (4, 4)}
    assert board.score(Color.RED) == 4
    assert board.score(Color.BLUE) == 0  # §6.4: blue's point for 4-4 is gone
    assert board.owner_at(4, 4) is Color.RED
