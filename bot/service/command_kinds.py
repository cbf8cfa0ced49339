"""What the commands of several features share: the one game, challenge, tournament or inline
offer a request is about, each a base of the commands that name one (the commands themselves
are in their features' packages, all of them in :mod:`bot.service.commands`).

A command that adds no field to its kind is a plain subclass of it: its fields, equality,
hashing and freezing are the kind's; only its type, which the dispatch table maps to the use
case that runs it, is its own."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class GameRequest:
    """A request about one game; ``None``: the obvious one here
    (:mod:`bot.service.games.finder`)."""

    game: int | None = None


@dataclass(frozen=True, slots=True)
class AnnouncedGameRequest(GameRequest):
    """A request about one game that may come from where nobody waits for the answer."""

    announced: bool = False
    """Nobody waits in the chat for the answer (the web board): announced to the game's
    chat through the outbox."""


@dataclass(frozen=True, slots=True)
class ChallengeRequest:
    """A request about one challenge; ``None``: the obvious one here."""

    challenge: int | None = None


@dataclass(frozen=True, slots=True)
class TournamentRequest:
    """A request about one tournament of the chat; ``None``: the obvious one here."""

    tournament: int | None = None


@dataclass(frozen=True, slots=True)
class OfferRequest:
    """A request about the challenge an inline message offers."""

    offer: int
