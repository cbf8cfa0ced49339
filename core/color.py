"""The two sides of a game."""

from __future__ import annotations

from enum import IntEnum


class Color(IntEnum):
    """A side. Blue moves first (§2.7); values are stable and used in storage."""

    BLUE = 1
    RED = 2

    @property
    def opponent(self) -> Color:
        return Color.RED if self is Color.BLUE else Color.BLUE

    def __str__(self) -> str:
        return self.name.lower()
