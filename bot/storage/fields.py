"""A game's structured fields as JSON columns: the result and the clock, written the same
way by every storage implementation (``to_json`` of the rows module writes them through
:func:`plain`; SQL reads ``result``'s ``winner`` key directly)."""

from __future__ import annotations

from typing import Any

from bot.clocks import Clock
from bot.storage.records import GameResult


def result_to_json(result: GameResult | None) -> dict[str, Any] | None:
    if result is None:
        return None
    return {
        "winner": result.winner,
        "reason": result.reason,
        "blue": result.blue,
        "red": result.red,
        "by": result.by,
    }


def result_from_json(data: dict[str, Any] | None) -> GameResult | None:
    if data is None:
        return None
    return GameResult(
        reason=data["reason"],
        blue=data["blue"],
        red=data["red"],
        winner=data.get("winner") or None,
        by=data.get("by") or None,
    )


def plain(value: Any) -> Any:
    """``value`` as plain JSON data: a result or a clock as its object, the rest as is."""
    if isinstance(value, GameResult):
        return result_to_json(value)
    if isinstance(value, Clock):
        return value.to_dict()
    return value


def clock_from_json(data: dict[str, Any] | None) -> Clock | None:
    return Clock.from_dict(data) if data is not None else None
