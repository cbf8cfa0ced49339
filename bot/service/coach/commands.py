"""The coach's commands (takebacks, hints, analysis): one small frozen dataclass per
request (all of them: :mod:`bot.service.commands`)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class AskTakeback:
    """``/takeback``: ask to take back one's last move (and the answer to it)."""

    game: int | None = None
    announced: bool = False
    """Nobody waits in the chat for the answer (the web board): announced to the game's
    chat through the outbox."""


@dataclass(frozen=True, slots=True)
class AnswerTakeback:
    """``/takeback accept|decline``: answer the opponent's takeback offer."""

    accept: bool
    game: int | None = None
    announced: bool = False
    """Nobody waits in the chat for the answer (the web board): announced to the game's
    chat through the outbox."""


@dataclass(frozen=True, slots=True)
class Hint:
    """``/hint``: the computer's suggested move in one's training game against it."""

    game: int | None = None


@dataclass(frozen=True, slots=True)
class Analyse:
    """``/analysis``: the computer's review of a finished game."""

    game: int | None = None
