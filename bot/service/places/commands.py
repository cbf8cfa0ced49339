"""The commands of inline messages and the web board: one small frozen dataclass per
request (all of them: :mod:`bot.service.commands`)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class TakeOffer:
    """Accept the challenge an inline message offers (posting it first if need be)."""

    offer: int


@dataclass(frozen=True, slots=True)
class WithdrawOffer:
    """Cancel the challenge an inline message offers (its challenger only)."""

    offer: int


@dataclass(frozen=True, slots=True)
class PostOffer:
    """An inline offer was posted as the message the command is run in (its place): its
    challenge is made there, once, however often the platform says so."""

    offer: int


@dataclass(frozen=True, slots=True)
class OpenWebBoard:
    """``/web``: a link to a game's live board, for the asker alone."""

    game: int | None = None
