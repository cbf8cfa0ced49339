"""Playing the computer: the service's seam (``Engine``) and the computer's seats.

An engine decides for the side to move: play a point, play and offer a draw, resign, or
declare grounding (``core.ai.Decision``), and answers draw offers. The engine that fills
the seam, ``bot.computer.ComputerPlayer``, thinks in worker processes.

The computer's seat is ``PlayerRef(ENGINE_PLATFORM, level)``: each level is one player,
so a game remembers the level it was started with.
"""

from __future__ import annotations

from typing import Protocol

from bot.identity import PlayerRef
from core import Color, Game
from core.ai import Decision, Level
from core.ai.review import Estimate

ENGINE_PLATFORM = "engine"
"""The platform name of computer players' ``PlayerRef``."""
LEVELS: tuple[str, ...] = tuple(level.value for level in Level)
DEFAULT_LEVEL = Level.MEDIUM.value
TRAINING_SIZE = (11, 11)
"""The field of a game against the computer when the challenger names none."""


class Engine(Protocol):
    name: str
    """The computer players' shown name, followed by the level."""

    async def choose(self, game: Game, level: str) -> Decision:
        """What to do for ``game.to_move``; ``game`` is a copy the engine may change."""
        ...

    async def suggest(self, game: Game, level: str) -> Decision:
        """A hint: what the person to move in ``game`` should do, thought out after the
        computer's live turns (a copy the engine may change)."""
        ...

    async def accept_draw(self, game: Game, level: str, color: Color) -> bool:
        """Does the computer playing ``color`` take the opponent's draw offer?"""
        ...

    async def estimate(
        self, game: Game, first: int, last: int, playouts: int, seed: int
    ) -> list[Estimate]:
        """A part of a game's review (:func:`core.ai.review.estimate_span`), thought out
        after the live turns and the hints."""
        ...


THINKING_TIME = 1.0
"""The seconds a decision takes, for an engine that does not say (a playout budget)."""


def thinking_time(engine: Engine) -> float:
    """About how many seconds the engine thinks a decision: its ``seconds`` where it has
    them (``bot.computer.ComputerPlayer``)."""
    seconds = getattr(engine, "seconds", None)
    return float(seconds) if isinstance(seconds, int | float) and seconds > 0 else THINKING_TIME


def seat_name(engine: Engine, level: str) -> str:
    return f"{engine.name} · {level}"


def is_computer(ref: PlayerRef) -> bool:
    """Is this the seat of the computer (at any level)?"""
    return ref.platform == ENGINE_PLATFORM
