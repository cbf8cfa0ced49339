"""Tournaments: their commands, one small frozen dataclass per request (all of them:
:mod:`bot.service.commands`)."""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.service.challenges.options import GameOptions
from bot.service.command_kinds import TournamentRequest


@dataclass(frozen=True, slots=True)
class AnnounceTournament:
    """``/tournament swiss|roundrobin …``: a tournament for this chat, signing up."""

    format: str
    options: GameOptions = field(default_factory=GameOptions)
    double: bool = False
    rounds: int | None = None
    starts_in: int | None = None
    """Minutes until sign-up closes and round 1 is paired (``None``: its organizer starts
    it with ``/tournament start``)."""


class JoinTournament(TournamentRequest):
    """``/tournament join``: sign up."""


class LeaveTournament(TournamentRequest):
    """``/tournament leave``: withdraw (before the start, or from the rounds still to come)."""


class StartTournament(TournamentRequest):
    """``/tournament start``: close the sign-up and pair round 1 (its organizer or an admin)."""


class CancelTournament(TournamentRequest):
    """``/tournament cancel``: end it (its organizer or an admin); games in progress go on."""


class ShowStandings(TournamentRequest):
    """``/standings``: the standings after the rounds that are over."""


@dataclass(frozen=True, slots=True)
class ListTournaments(TournamentRequest):
    """``/tournaments``: the chat's tournaments; with a number, its crosstable, or the
    records of all its games as one archive (``sgf``)."""

    archive: bool = False
