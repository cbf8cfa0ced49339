"""ASCII boards for rule tests, in the spirit of sgfmill's board_test_data.

A diagram lists rows from the top (y = height) down to y = 1, one character a point:
``X`` a blue dot, ``O`` a red dot, ``.`` an empty point; spaces are ignored.
``position()`` places the red dots first, then the blue ones (or blue first, if asked),
each in reading order, so a test builds a position and then plays the move under test
itself.

``picture()`` draws a board back: ``X``/``O`` dots in play, ``x``/``o`` dots out of
play, ``.`` empty points in play, ``,`` empty points out of play.
"""

from __future__ import annotations

from core import Board, Color
from core.variant_board import new_board


def rows(diagram: str) -> list[str]:
    return [line.replace(" ", "") for line in diagram.strip().splitlines()]


def position(diagram: str, *, blue_first: bool = False, **options: bool) -> Board:
    """The diagram's dots on a board of its size; ``options`` are the board's rules
    (``core.variant_board.new_board``: ``painted=True``, ``wall=True``, …)."""
    lines = rows(diagram)
    height, width = len(lines), len(lines[0])
    board = new_board(width, height, **options)
    order = (("O", Color.RED), ("X", Color.BLUE))
    for symbol, color in reversed(order) if blue_first else order:
        for row, line in enumerate(lines):
            for col, char in enumerate(line):
                if char == symbol:
                    board.place(col + 1, height - row, color)
    return board


def picture(board: Board) -> str:
    out = []
    for y in range(board.height, 0, -1):
        line = []
        for x in range(1, board.width + 1):
            dot = board.dot_at(x, y)
            live = board.in_play(x, y)
            if dot is None:
                line.append("." if live else ",")
            else:
                char = "X" if dot is Color.BLUE else "O"
                line.append(char if live else char.lower())
        out.append(" ".join(line))
    return "\n".join(out)


def same(board: Board, diagram: str) -> bool:
    return picture(board).split() == " ".join(rows(diagram)).replace("", " ").split()
