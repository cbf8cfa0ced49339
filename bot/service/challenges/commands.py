"""Challenges: their commands, one small frozen dataclass per request (all of them:
:mod:`bot.service.commands`)."""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.service.challenges.options import GameOptions, Opponent
from bot.service.command_kinds import ChallengeRequest


@dataclass(frozen=True, slots=True)
class Challenge:
    opponent: Opponent = field(default_factory=Opponent.anyone)
    options: GameOptions = field(default_factory=GameOptions)


class Accept(ChallengeRequest):
    """``/accept``: take up a challenge."""


class Decline(ChallengeRequest):
    """``/decline``: turn a challenge down."""


class Cancel(ChallengeRequest):
    """``/cancel``: withdraw one's own challenge."""
