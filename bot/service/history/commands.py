"""Finished games and ratings: their commands, one small frozen dataclass per request (all of them:
:mod:`bot.service.commands`)."""

from __future__ import annotations

from dataclasses import dataclass

from bot.service.challenges.options import Opponent
from bot.time_class import TimeClass


@dataclass(frozen=True, slots=True)
class ShowHistory:
    player: Opponent | None = None
    whole_chat: bool = False
    before_game: int | None = None


@dataclass(frozen=True, slots=True)
class ExportSgf:
    game: int | None = None


@dataclass(frozen=True, slots=True)
class Replay:
    game: int | None = None


@dataclass(frozen=True, slots=True)
class Rematch:
    game: int | None = None


@dataclass(frozen=True, slots=True)
class ShowTop:
    overall: bool = False
    time_class: TimeClass | None = None
    """``None``: the class with the most rated games there."""


@dataclass(frozen=True, slots=True)
class ShowRating:
    players: tuple[Opponent, ...] = ()
