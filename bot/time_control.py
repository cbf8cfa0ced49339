"""A game's time control as a setting (docs/rules.md §7): its kind and durations, read from
the words of a command and stored as a dict. The running clock of a game, its arithmetic, is
:mod:`bot.clocks`.

Two systems:

* correspondence: each move has a deadline (24 h by default);
* live: each player has a total (e.g. 5 minutes) plus an increment per move (e.g. 5 s).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import timedelta
from enum import StrEnum
from typing import Any


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

    @property
    def timed(self) -> bool:
        """A clock runs (either system)."""
        return self.kind is not TimeKind.NONE

    @property
    def live(self) -> bool:
        return self.kind is TimeKind.LIVE

    @property
    def correspondence(self) -> bool:
        return self.kind is TimeKind.CORRESPONDENCE

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
