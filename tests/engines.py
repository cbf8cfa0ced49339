"""Engines for tests: they play the first free point at once, so a game's course is known."""

from __future__ import annotations

from core import Board, Color, Game
from core.ai import Decision, Intent


def first_free(board: Board, *, from_the_top: bool = False) -> tuple[int, int]:
    """The first playable point, row by row from the left: from row 1 up, or from the top
    row down."""
    rows = range(board.height, 0, -1) if from_the_top else range(1, board.height + 1)
    return next((x, y) for y in rows for x in range(1, board.width + 1) if board.is_playable(x, y))


class FirstFreePoint:
    """A test engine: the lowest free point, row by row; it declines every draw."""

    name = "tester"
    from_the_top = False

    async def choose(self, game: Game, level: str) -> Decision:
        return Decision(Intent.PLAY, first_free(game.board, from_the_top=self.from_the_top))

    async def accept_draw(self, game: Game, level: str, color: Color) -> bool:
        return False
