"""The text diagram: the same picture of a position, for consoles and tests."""

from __future__ import annotations

from core import Board
from renderers import render_text

from .helpers import B, R, game_with, smallest_area


def test_smallest_area_diagram() -> None:
    game = smallest_area()
    assert render_text(game.board, last=(3, 2)) == "\n".join(
        [
            "                     1",
            "   1 2 3 4 5 6 7 8 9 0",
            "10 . . . . . . . . . . 10",
            " 9 . . . . . . . . . . 9",
            " 8 . . . . . . . . . . 8",
            " 7 . . . . . . . . . . 7",
            " 6 . . . . . . . . . . 6",
            " 5 . . . . . . . . . . 5",
            " 4 . . X . . . . . . . 4",
            " 3 . X o X . . . . . . 3",
            " 2 . .(X). . . . . . . 2",
            " 1 . . . . . . . . . . 1",
            "   1 2 3 4 5 6 7 8 9 0",
            "                     1",
        ]
    )


def test_small_field_has_one_line_of_x_numbers() -> None:
    # a red dot put into a blue house is captured (§5.14); the empty point beside it too
    board = Board(6, 5)
    for x, y in ((2, 3), (3, 4), (4, 4), (5, 3), (4, 2), (3, 2)):
        board.place(x, y, B)
    board.place(3, 3, R)
    lines = render_text(board).splitlines()
    assert lines[0] == lines[-1] == "  1 2 3 4 5 6"
    assert lines[3] == "3 . X o , X . 3"


def test_an_area_with_an_empty_point_inside() -> None:
    game = game_with(
        [(3, 3, R), (2, 3, B), (3, 4, B), (4, 4, B), (5, 3, B), (4, 2, B)], [(3, 2)], (6, 5)
    )
    assert len(game.board.areas) == 1
    lines = render_text(game.board, last=(3, 2)).splitlines()
    assert lines[1:6] == [
        "5 . . . . . . 5",
        "4 . . X X . . 4",
        "3 . X o , X . 3",
        "2 . .(X)X . . 2",
        "1 . . . . . . 1",
    ]


def test_last_move_on_the_edges() -> None:
    game = game_with([], [(1, 1)], (4, 3))
    assert render_text(game.board, last=(1, 1)).splitlines()[3] == "1(X). . . 1"
    game = game_with([], [(4, 3)], (4, 3))
    assert render_text(game.board, last=(4, 3)).splitlines()[1] == "3 . . .(X)3"
