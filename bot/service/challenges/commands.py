"""Challenges: their commands, one small frozen dataclass per request (all of them:
:mod:`bot.service.commands`)."""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.service.challenges.options import GameOptions, Opponent


@dataclass(frozen=True, slots=True)
class Challenge:
    opponent: Opponent = field(default_factory=Opponent.anyone)
    options: GameOptions = field(default_factory=GameOptions)


@dataclass(frozen=True, slots=True)
class Accept:
    challenge: int | None = None


@dataclass(frozen=True, slots=True)
class Decline:
    challenge: int | None = None


@dataclass(frozen=True, slots=True)
class Cancel:
    challenge: int | None = None
