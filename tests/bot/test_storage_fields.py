"""A game's result and clock are typed records, stored as the same JSON objects as before."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

from bot.clocks import start
from bot.storage.fields import clock_from_json, plain, result_from_json, result_to_json
from bot.storage.records import GameResult
from bot.storage.rows import from_json, to_json
from bot.time_control import TimeControl, TimeKind


def test_a_result_keeps_its_stored_form_and_reads_back() -> None:
    result = GameResult(reason="resignation", blue=3, red=1, winner=1, by=2)
    stored = to_json(result)
    assert stored is not None
    assert json.loads(stored) == {"winner": 1, "reason": "resignation", "blue": 3, "red": 1,
                                  "by": 2}
    assert result_from_json(from_json(stored)) == result
    draw = GameResult(reason="draw_agreed", blue=0, red=0)
    assert result_from_json(result_to_json(draw)) == draw


def test_a_clock_reads_back_and_nothing_stays_nothing() -> None:
    control = TimeControl(TimeKind.LIVE, base=timedelta(minutes=5))
    clock = start(control, datetime(2024, 5, 1, 12, tzinfo=UTC))
    assert clock_from_json(from_json(to_json(clock))) == clock
    assert to_json(None) is None and plain({"a": 1}) == {"a": 1}
    assert result_from_json(None) is None and clock_from_json(None) is None
