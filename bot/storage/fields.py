"""A game's structured fields as JSON columns: the result and the clock, written the same
way by every storage implementation (SQL reads ``result``'s ``winner`` key directly)."""

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


def clock_to_json(clock: Clock | None) -> dict[str, Any] | None:
    return clock.to_dict() if clock is not None else None


def clock_from_json(data: dict[str, Any] | None) -> Clock | None:
    return Clock.from_dict(data) if data is not None else None
