"""Time control as data: correspondence deadlines and reminders, live totals."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from bot.clocks import Clock, after_move, deadline, remaining, reminder_at
from bot.clocks import start as start_clock
from bot.time_control import TimeControl, TimeKind
from core import Color

T0 = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "kind", "shown"),
    [("none", TimeKind.NONE, "none"), ("24h", TimeKind.CORRESPONDENCE, "1d"),
     ("3d", TimeKind.CORRESPONDENCE, "3d"), ("5+5", TimeKind.LIVE, "5+5"),
     ("90s+2", TimeKind.LIVE, "90s+2"), ("12", TimeKind.CORRESPONDENCE, "12h")],
)
def test_parse_and_describe(text: str, kind: TimeKind, shown: str) -> None:
    control = TimeControl.parse(text)
    assert control.kind is kind
    assert control.describe() == shown
    assert TimeControl.from_dict(control.to_dict()) == control


@pytest.mark.parametrize("text", ["soon", "5+", "0+5", "30s", "-3h", "1e9"])
def test_bad_time_controls(text: str) -> None:
    with pytest.raises(ValueError):
        TimeControl.parse(text)


def test_correspondence_deadline_and_one_reminder() -> None:
    clock = start_clock(TimeControl.parse("24h"), T0)
    assert deadline(clock, Color.BLUE) == T0 + timedelta(hours=24)
    assert reminder_at(clock, Color.BLUE) == T0 + timedelta(hours=20)
    reminded = Clock(clock.control, clock.turn_started, reminded=True)
    assert reminder_at(reminded, Color.BLUE) is None
    later = T0 + timedelta(hours=3)
    moved = after_move(reminded, Color.BLUE, later)
    assert deadline(moved, Color.RED) == later + timedelta(hours=24)
    assert reminder_at(moved, Color.RED) is not None  # a new move, a new reminder
    assert remaining(moved, Color.RED, Color.RED, later + timedelta(hours=1)) == timedelta(hours=23)


def test_live_clock_counts_down_and_adds_the_increment() -> None:
    clock = start_clock(TimeControl.parse("5+5"), T0)
    assert deadline(clock, Color.BLUE) == T0 + timedelta(minutes=5)
    clock = after_move(clock, Color.BLUE, T0 + timedelta(seconds=20))
    assert clock.left(Color.BLUE) == timedelta(minutes=5, seconds=-15)
    assert remaining(clock, Color.RED, Color.RED, T0 + timedelta(seconds=80)) == timedelta(
        minutes=4
    )
    assert deadline(clock, Color.RED) == T0 + timedelta(seconds=20, minutes=5)
    assert Clock.from_dict(clock.to_dict()) == clock


def test_no_clock() -> None:
    clock = start_clock(TimeControl(), T0)
    assert deadline(clock, Color.BLUE) is None
    assert remaining(clock, Color.BLUE, Color.BLUE, T0) is None
