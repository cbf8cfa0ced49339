"""``render_text``: a position as a text diagram, for the console, logs and tests.

Legend::

    X   a blue dot in play          x   a blue dot captured (inside a red area)
    O   a red dot in play           o   a red dot captured (inside a blue area)
    .   an empty point, playable    ,   an empty point out of play (inside an area)
    (X) the last move: brackets around it

Without the coordinates and brackets this is the diagram the rule tests use. Coordinates
are numbered as moves are typed (x along the top and bottom, y up both
sides, (1, 1) at the bottom left). On fields wider than 9 the x numbers take two lines,
tens above units, so each point stays two characters wide::

                         1
       1 2 3 4 5 6 7 8 9 0
    10 . . . . . . . . . . 10
     ...
"""

from __future__ import annotations

from core import Board, Color, Point

_DOTS = {Color.BLUE: "X", Color.RED: "O"}


def _symbol(board: Board, x: int, y: int) -> str:
    color = board.dot_at(x, y)
    if color is not None:
        symbol = _DOTS[color]
        return symbol.lower() if board.is_captured(x, y) else symbol
    return "." if board.in_play(x, y) else ","


def _x_labels(width: int, pad: int) -> list[str]:
    """The x numbers: one line of units, and a line of tens above it when width > 9."""
    lead = " " * (pad + 1)
    units = lead + " ".join(str(x % 10) for x in range(1, width + 1))
    if width < 10:
        return [units]
    tens = lead + " ".join(str(x // 10) if x >= 10 else " " for x in range(1, width + 1))
    return [tens.rstrip(), units]


def render_text(board: Board, *, last: Point | None = None) -> str:
    """A diagram of ``board``; ``last`` (the last move) is shown in brackets."""
    pad = len(str(board.height))
    top = _x_labels(board.width, pad)
    lines = list(top)
    for y in range(board.height, 0, -1):
        gaps = [" "] * (board.width + 1)
        if last is not None and last[1] == y and 1 <= last[0] <= board.width:
            gaps[last[0] - 1], gaps[last[0]] = "(", ")"
        row = "".join(
            gaps[x - 1] + _symbol(board, x, y) for x in range(1, board.width + 1)
        )
        lines.append(f"{y:>{pad}}{row}{gaps[board.width]}{y}")
    lines += reversed(top)
    return "\n".join(lines)
