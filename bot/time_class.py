"""A game's time class (blitz, rapid, classic, correspondence), from its clock alone.

Each class keeps ratings of its own: a player's blitz says little about their
correspondence play. A live clock is classed by the time one player has *in all*, by the
lichess convention: ``base + 40 × increment`` (a game of 40 moves each), so ``3+2`` is
4 min 20 s (blitz), ``5+5`` 8 min 20 s (blitz), ``8+5`` 11 min 20 s (rapid):

=============== =====================================================
blitz           in all under 10 minutes
rapid           in all 10 minutes or more, under 60
classic         in all 60 minutes or more
correspondence  a day or more per move
=============== =====================================================

Edge cases, decided here once:

* a per-move clock under a day (``1h``, ``30min``) is played at a sitting: it is classed
  like a live clock of no base and the time per move as increment (``40 × per move``), so
  ``1h`` is classic and ``1min`` (40 minutes in all) rapid;
* a game without a clock has no time pressure at all: correspondence, the class of games
  played at leisure (a chat may rate games without a clock).
"""

from __future__ import annotations

from datetime import timedelta
from enum import StrEnum

from bot.time_control import TimeControl, TimeKind

MOVES_IN_ALL = 40
"""How many increments count into a live clock's time in all (lichess' convention)."""
BLITZ_UNDER = timedelta(minutes=10)
RAPID_UNDER = timedelta(minutes=60)
CORRESPONDENCE_FROM = timedelta(days=1)
"""A per-move clock of this much or more is correspondence."""


class TimeClass(StrEnum):
    """The classes in the order players name them, fastest first."""

    BLITZ = "blitz"
    RAPID = "rapid"
    CLASSIC = "classic"
    CORRESPONDENCE = "correspondence"


def in_all(control: TimeControl) -> timedelta | None:
    """A player's time in all (``base + 40 × increment``; a per-move clock counts as
    ``40 × per move``); ``None`` for a game without a clock."""
    if control.kind is TimeKind.LIVE:
        return control.base + MOVES_IN_ALL * control.increment
    if control.kind is TimeKind.CORRESPONDENCE:
        return MOVES_IN_ALL * control.per_move
    return None


def time_class(control: TimeControl | None) -> TimeClass:
    """The class of a game played under ``control`` (``None``: without a clock)."""
    if control is None or control.kind is TimeKind.NONE:
        return TimeClass.CORRESPONDENCE
    if control.kind is TimeKind.CORRESPONDENCE and control.per_move >= CORRESPONDENCE_FROM:
        return TimeClass.CORRESPONDENCE
    total = in_all(control)
    assert total is not None
    if total < BLITZ_UNDER:
        return TimeClass.BLITZ
    if total < RAPID_UNDER:
        return TimeClass.RAPID
    return TimeClass.CLASSIC
