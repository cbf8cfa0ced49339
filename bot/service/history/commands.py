"""Finished games and ratings: their commands, one small frozen dataclass per request (all of them:
:mod:`bot.service.commands`)."""

from __future__ import annotations

from dataclasses import dataclass

from bot.service.challenges.options import Opponent
from bot.service.command_kinds import GameRequest
from bot.time_class import TimeClass


@dataclass(frozen=True, slots=True)
class ShowHistory:
    player: Opponent | None = None
    whole_chat: bool = False
    before_game: int | None = None


class ExportSgf(GameRequest):
    """``/sgf``: a game's record as a file."""


class Replay(GameRequest):
    """``/replay``: a finished game played again as an animation."""


class Rematch(GameRequest):
    """``/rematch``: the same game again, colours swapped."""


@dataclass(frozen=True, slots=True)
class ShowTop:
    overall: bool = False
    time_class: TimeClass | None = None
    """``None``: the class with the most rated games there."""


@dataclass(frozen=True, slots=True)
class ShowRating:
    players: tuple[Opponent, ...] = ()
