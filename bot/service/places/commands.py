"""The commands of inline messages and the web board: one small frozen dataclass per
request (all of them: :mod:`bot.service.commands`)."""

from __future__ import annotations

from bot.service.command_kinds import GameRequest, OfferRequest


class TakeOffer(OfferRequest):
    """Accept the challenge an inline message offers (posting it first if need be)."""


class WithdrawOffer(OfferRequest):
    """Cancel the challenge an inline message offers (its challenger only)."""


class PostOffer(OfferRequest):
    """An inline offer was posted as the message the command is run in (its place): its
    challenge is made there, once, however often the platform says so."""


class OpenWebBoard(GameRequest):
    """``/web``: a link to a game's live board, for the asker alone."""
