"""The seam for playing the computer: an engine picks a move for the side to move.

No engine ships yet; the service takes one (``GameService(engine=...)``) and then accepts
``/challenge computer``, seats the engine and answers each human move with the engine's.
"""

from __future__ import annotations

from typing import Protocol

from core import Game, Point

ENGINE_PLATFORM = "engine"
"""The platform name of computer players' ``PlayerRef``."""


class Engine(Protocol):
    name: str
    """Shown as the computer player's name; also its user id."""

    async def choose(self, game: Game) -> Point:
        """A legal point for ``game.to_move``; ``game`` is a copy the engine may change."""
        ...
