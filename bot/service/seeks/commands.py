"""The lobby's commands: ``/seek [WxH] [start] [clock] [rated|casual] [range=N]``, ``/seek``
alone (the usual games and the person's last terms, as buttons), ``/seek cancel``, the
lobby (the web board's lobby page) and ``/watch #N``."""

from __future__ import annotations

from dataclasses import dataclass

from bot.service.challenges.options import GameOptions
from bot.service.command_kinds import GameRequest


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
    """The lobby (its page): the open seeks, oldest first, and the usual ones to seek; the
    lobby games in play, to watch; the top players of each time class."""


class Watch(GameRequest):
    """``/watch #N``: a spectator's link to a game's live board (a lobby game's for anyone;
    another game's as ``/web`` gives it)."""
