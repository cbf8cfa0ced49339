"""Team play: its commands, one small frozen dataclass per request (all of them:
:mod:`bot.service.commands`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from bot.service.challenges.options import GameOptions, Opponent


@dataclass(frozen=True, slots=True)
class ProposeTeams:
    """``/team @alice @carol vs @bob @dave [options]``: Blue's members in rotation order,
    then Red's, and the game's options."""

    blue: tuple[Opponent, ...]
    red: tuple[Opponent, ...]
    options: GameOptions = field(default_factory=GameOptions)


class TeamAnswer(StrEnum):
    ACCEPT = "accept"
    DECLINE = "decline"
    CANCEL = "cancel"


@dataclass(frozen=True, slots=True)
class AnswerTeams:
    """``/team accept|decline|cancel [N]``: a member's answer to a proposed team game
    (cancel: its proposer withdraws it)."""

    answer: TeamAnswer
    team: int | None = None


@dataclass(frozen=True, slots=True)
class LeaveTeam:
    """``/team leave [#N]``: a member leaves the side of a team game being played."""

    game: int | None = None
