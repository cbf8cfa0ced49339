"""A game's time class from its clock: base + 40 × increment for a live clock, a day per
move for correspondence, and the edge cases (a short per-move clock, no clock)."""

from __future__ import annotations

from datetime import timedelta

import pytest

from bot.time_class import TimeClass, in_all, time_class
from bot.time_control import TimeControl, TimeKind

BLITZ, RAPID, CLASSIC = TimeClass.BLITZ, TimeClass.RAPID, TimeClass.CLASSIC
CORRESPONDENCE = TimeClass.CORRESPONDENCE


@pytest.mark.parametrize(
    ("clock", "expected"),
    [
        ("1+0", BLITZ),
        ("3+2", BLITZ),  # 3 min + 40 × 2 s = 4 min 20 s
        ("5+5", BLITZ),  # 8 min 20 s
        ("9+0", BLITZ),
        ("9+1", BLITZ),  # 9 min 40 s
        ("9+2", RAPID),  # 10 min 20 s
        ("8+3", RAPID),  # 10 min exactly: not under 10
        ("10+0", RAPID),
        ("15+10", RAPID),  # 21 min 40 s
        ("59+0", RAPID),
        ("50+14", RAPID),  # 59 min 20 s
        ("50+15", CLASSIC),  # 60 min
        ("60+0", CLASSIC),
        ("45+45", CLASSIC),  # 75 min
        ("12h+600", CLASSIC),
        ("24h", CORRESPONDENCE),
        ("1d", CORRESPONDENCE),
        ("3d", CORRESPONDENCE),
        ("23h", CLASSIC),  # under a day a move: 40 moves of it, 920 hours in all
        ("1h", CLASSIC),
        ("2min", CLASSIC),  # 80 minutes in all
        ("1min", RAPID),  # 40 minutes in all
        ("none", CORRESPONDENCE),
    ],
)
def test_the_class_of_a_clock(clock: str, expected: TimeClass) -> None:
    assert time_class(TimeControl.parse(clock)) is expected


def test_a_game_without_a_clock_is_correspondence() -> None:
    assert time_class(None) is CORRESPONDENCE
    assert in_all(TimeControl()) is None


def test_time_in_all_is_base_plus_forty_increments() -> None:
    control = TimeControl(TimeKind.LIVE, base=timedelta(minutes=3), increment=timedelta(seconds=2))
    assert in_all(control) == timedelta(minutes=4, seconds=20)
    per_move = TimeControl(TimeKind.CORRESPONDENCE, per_move=timedelta(hours=1))
    assert in_all(per_move) == timedelta(hours=40)


def test_the_classes_are_words_fastest_first() -> None:
    assert [str(kind) for kind in TimeClass] == ["blitz", "rapid", "classic", "correspondence"]
