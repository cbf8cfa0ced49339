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

    async def suggest(self, game: Game, level: str) -> Decision:
        """A hint: what it would play in the person's place."""
        return await self.choose(game, level)

    async def accept_draw(self, game: Game, level: str, color: Color) -> bool:
        return False


class TakesDraws(FirstFreePoint):
    """The lowest free point, and every draw taken (it sees no win in playing on)."""

    async def accept_draw(self, game: Game, level: str, color: Color) -> bool:
        return True


class Estimating(FirstFreePoint):
    """A test engine that also estimates: the lowest free point at ``value`` for the side
    to move (``point=False``: it sees nothing to play and resigns); it notes the levels it
    was asked to think at."""

    def __init__(self, value: float | None = 0.62, *, point: bool = True) -> None:
        self.value = value
        self.point = point
        self.levels: list[str] = []

    async def choose(self, game: Game, level: str) -> Decision:
        self.levels.append(level)
        if not self.point:
            return Decision(Intent.RESIGN, value=self.value)
        played = first_free(game.board, from_the_top=self.from_the_top)
        return Decision(Intent.PLAY, played, value=self.value)
