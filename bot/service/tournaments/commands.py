"""Tournaments: their commands, one small frozen dataclass per request (all of them:
:mod:`bot.service.commands`)."""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.service.challenges.options import GameOptions


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


@dataclass(frozen=True, slots=True)
class JoinTournament:
    tournament: int | None = None


@dataclass(frozen=True, slots=True)
class LeaveTournament:
    tournament: int | None = None


@dataclass(frozen=True, slots=True)
class StartTournament:
    tournament: int | None = None


@dataclass(frozen=True, slots=True)
class CancelTournament:
    tournament: int | None = None


@dataclass(frozen=True, slots=True)
class ShowStandings:
    tournament: int | None = None


@dataclass(frozen=True, slots=True)
class ListTournaments:
    """``/tournaments``: the chat's tournaments; with a number, its crosstable, or the
    records of all its games as one archive (``sgf``)."""

    tournament: int | None = None
    archive: bool = False
