"""Time control as data (docs/rules.md §7): no clock is read here, ``now`` is always passed in.

Two systems:

* correspondence: each move has a deadline (24 h by default) and one reminder is due
  before it runs out;
* live: each player has a total (e.g. 5 minutes) plus an increment per move (e.g. 5 s).

The sweeper asks ``deadline()`` when the side to move runs out of time; the service ends
the game on time, or aborts it when that side never moved.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from enum import StrEnum
from typing import Any

from core import Color


class TimeKind(StrEnum):
    NONE = "none"
    CORRESPONDENCE = "correspondence"
    LIVE = "live"


_DURATION = re.compile(r"^(\d{1,5})\s*(s|m|min|h|d)?$")
_UNIT_SECONDS = {"s": 1, "m": 60, "min": 60, "h": 3600, "d": 86400}


def _duration(text: str, default_unit: str) -> timedelta:
    match = _DURATION.match(text.strip().lower())
    if match is None:
        raise ValueError(f"not a duration: {text!r}")
    number, unit = int(match.group(1)), match.group(2) or default_unit
    return timedelta(seconds=number * _UNIT_SECONDS[unit])


@dataclass(frozen=True)
class TimeControl:
    kind: TimeKind = TimeKind.NONE
    per_move: timedelta = timedelta(hours=24)
    """Correspondence: time for each move."""
    base: timedelta = timedelta(minutes=5)
    """Live: each player's total at the start."""
    increment: timedelta = timedelta(seconds=5)
    """Live: added to the mover's total after each move."""

    @classmethod
    def parse(cls, text: str) -> TimeControl:
        """``none``, ``24h`` / ``3d`` (correspondence), ``5+5`` (live: minutes + seconds)."""
        text = text.strip().lower()
        if text in ("none", "off", "-", "0"):
            return cls()
        if "+" in text:
            base, inc = text.split("+", 1)
            control = cls(
                TimeKind.LIVE, base=_duration(base, "m"), increment=_duration(inc, "s")
            )
            if control.base <= timedelta(0):
                raise ValueError(f"a live clock needs time: {text!r}")
            return control
        per_move = _duration(text, "h")
        if per_move < timedelta(minutes=1):
            raise ValueError(f"a move needs at least a minute: {text!r}")
        return cls(TimeKind.CORRESPONDENCE, per_move=per_move)

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind.value,
            "per_move": self.per_move.total_seconds(),
            "base": self.base.total_seconds(),
            "increment": self.increment.total_seconds(),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> TimeControl:
        return cls(
            TimeKind(data.get("kind", "none")),
            timedelta(seconds=data.get("per_move", 86400)),
            timedelta(seconds=data.get("base", 300)),
            timedelta(seconds=data.get("increment", 5)),
        )

    def describe(self) -> str:
        """A short language-neutral form: ``5+5``, ``24h``, ``none``."""
        if self.kind is TimeKind.LIVE:
            return f"{_short(self.base)}+{int(self.increment.total_seconds())}"
        if self.kind is TimeKind.CORRESPONDENCE:
            return _short(self.per_move)
        return "none"


def _short(delta: timedelta) -> str:
    seconds = int(delta.total_seconds())
    for unit, size in (("d", 86400), ("h", 3600)):
        if seconds % size == 0 and seconds >= size:
            return f"{seconds // size}{unit}"
    if seconds % 60 == 0:
        return str(seconds // 60)
    return f"{seconds}s"


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
