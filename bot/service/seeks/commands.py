"""The lobby's commands: ``/seek [WxH] [start] [clock] [rated|casual] [range=N]``, ``/seek``
alone (the usual games and the person's last terms, as buttons), ``/seek cancel``, and
the list of open seeks (the web board's lobby page)."""

from __future__ import annotations

from dataclasses import dataclass

from bot.service.challenges.options import GameOptions


@dataclass(frozen=True, slots=True)
class Seek:
    """"I want a game like this": ``options`` (``None``: show the usual ones to choose
    from), ``spread`` the ratings accepted either side of one's own (``None``: any)."""

    options: GameOptions | None = None
    spread: int | None = None


@dataclass(frozen=True, slots=True)
class SeekAgain:
    """Seek again on the terms of one's own earlier seek (a button of ``/seek``)."""

    seek: int


@dataclass(frozen=True, slots=True)
class CancelSeek:
    """Take one's open seek back."""


@dataclass(frozen=True, slots=True)
class ListSeeks:
    """The open seeks, oldest first, and the usual ones to seek (the lobby page)."""
