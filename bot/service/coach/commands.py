"""The coach's commands (takebacks, hints, analysis): one small frozen dataclass per
request (all of them: :mod:`bot.service.commands`)."""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.service.command_kinds import AnnouncedGameRequest, GameRequest


class AskTakeback(AnnouncedGameRequest):
    """``/takeback``: ask to take back one's last move (and the answer to it)."""


@dataclass(frozen=True, slots=True)
class AnswerTakeback(AnnouncedGameRequest):
    """``/takeback accept|decline``: answer the opponent's takeback offer."""

    accept: bool = field(kw_only=True)


class Hint(GameRequest):
    """``/hint``: the computer's suggested move in one's training game against it."""


class Analyse(GameRequest):
    """``/analysis``: the computer's review of a finished game."""
