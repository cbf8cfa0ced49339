"""A game's running clock (docs/rules.md §7), for the time control it was started with
(:mod:`bot.time_control`): no clock is read here, ``now`` is always passed in.

Two systems:

* correspondence: each move has a deadline (24 h by default) and one reminder is due
  before it runs out;
* live: each player has a total (e.g. 5 minutes) plus an increment per move (e.g. 5 s).

The sweeper asks ``deadline()`` when the side to move runs out of time; the service ends
the game on time, or aborts it when that side never moved.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Any

from bot.time_control import TimeControl, TimeKind
from core import Color


@dataclass(frozen=True)
class Clock:
    """A game's clock state: stored with the game, replaced after every move."""

    control: TimeControl
    turn_started: datetime
    blue_left: timedelta = timedelta(0)
    red_left: timedelta = timedelta(0)
    reminded: bool = False

    def left(self, color: Color) -> timedelta:
        return self.blue_left if color is Color.BLUE else self.red_left

    def to_dict(self) -> dict[str, Any]:
        return {
            "control": self.control.to_dict(),
            "turn_started": self.turn_started.isoformat(),
            "blue_left": self.blue_left.total_seconds(),
            "red_left": self.red_left.total_seconds(),
            "reminded": self.reminded,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Clock:
        return cls(
            TimeControl.from_dict(data["control"]),
            datetime.fromisoformat(data["turn_started"]),
            timedelta(seconds=data["blue_left"]),
            timedelta(seconds=data["red_left"]),
            bool(data.get("reminded", False)),
        )


def start(control: TimeControl, now: datetime) -> Clock:
    return Clock(control, now, control.base, control.base)


def remaining(clock: Clock, color: Color, to_move: Color, now: datetime) -> timedelta | None:
    """Time ``color`` has left now; ``None`` without a clock."""
    control = clock.control
    if control.kind is TimeKind.NONE:
        return None
    if control.kind is TimeKind.CORRESPONDENCE:
        if color is not to_move:
            return control.per_move
        return max(timedelta(0), clock.turn_started + control.per_move - now)
    left = clock.left(color)
    if color is to_move:
        left -= now - clock.turn_started
    return max(timedelta(0), left)


def deadline(clock: Clock, to_move: Color) -> datetime | None:
    """When the side to move loses on time; ``None`` without a clock."""
    control = clock.control
    if control.kind is TimeKind.CORRESPONDENCE:
        return clock.turn_started + control.per_move
    if control.kind is TimeKind.LIVE:
        return clock.turn_started + clock.left(to_move)
    return None


def reminder_lead(control: TimeControl) -> timedelta:
    """Correspondence: how long before the deadline the side to move is reminded (a sixth
    of the time, at most 4 hours); from then on the deadline is near."""
    return min(control.per_move / 6, timedelta(hours=4))


def reminder_at(clock: Clock, to_move: Color) -> datetime | None:
    """Correspondence: when to remind the side to move once (:func:`reminder_lead` before
    the deadline); ``None`` when already reminded or not applicable."""
    if clock.control.kind is not TimeKind.CORRESPONDENCE or clock.reminded:
        return None
    end = deadline(clock, to_move)
    assert end is not None
    return end - reminder_lead(clock.control)


def after_move(clock: Clock, mover: Color, now: datetime) -> Clock:
    """The clock after ``mover`` moved at ``now``. The caller checks ``deadline`` first:
    a move after the deadline is a loss on time, not a move."""
    control = clock.control
    if control.kind is TimeKind.LIVE:
        used = now - clock.turn_started
        left = clock.left(mover) - used + control.increment
        clock = (
            replace(clock, blue_left=left) if mover is Color.BLUE else replace(clock, red_left=left)
        )
    return replace(clock, turn_started=now, reminded=False)
