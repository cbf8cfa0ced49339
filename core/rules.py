"""Game settings: field size, start position and rule variants (docs/rules.md §3, §8)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass
from enum import StrEnum
from typing import Any

from core.color import Color
from core.errors import DotsError

SetupDot = tuple[int, int, Color]


class Start(StrEnum):
    """How the field looks before the first move."""

    EMPTY = "empty"
    CROSS = "cross"
    FOUR_CROSSES = "four-crosses"
    CUSTOM = "custom"


@dataclass(frozen=True)
class Rules:
    """Everything that decides how a game is played; the sport rules by default."""

    width: int = 39
    height: int = 32
    start: Start = Start.CROSS
    extra_move: bool = False
    """A player who captures moves again at once (variant)."""
    instant_win: int = 0
    """A point lead that ends the game at once (variant); 0 is off."""
    score_transfer: bool = True
    """§6.4: a recaptured area's points change hands. False: captured dots stay counted."""

    def __post_init__(self) -> None:
        if not (3 <= self.width <= 64 and 3 <= self.height <= 64):
            raise DotsError(f"field size must be 3..64 each way, not {self.width}x{self.height}")
        if self.instant_win < 0:
            raise DotsError(f"instant win lead must be positive: {self.instant_win}")
        object.__setattr__(self, "start", Start(self.start))

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["start"] = str(self.start)
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Rules:
        known = {k: data[k] for k in cls.__dataclass_fields__ if k in data}
        return cls(**known)


def cross(x0: int, y0: int) -> list[SetupDot]:
    """The initial cross (§4.2) with its lower-left point at (x0, y0)."""
    return [
        (x0, y0 + 1, Color.BLUE),
        (x0 + 1, y0, Color.BLUE),
        (x0, y0, Color.RED),
        (x0 + 1, y0 + 1, Color.RED),
    ]


def start_dots(rules: Rules) -> list[SetupDot]:
    """The start dots of a standard start position for the rules' field size.

    One cross sits at x0 = ⌈W/2⌉, y0 = ⌈H/2⌉ (for 39×32: Blue 20-17, 21-16; Red 20-16,
    21-17, exactly §4.3). Four crosses (§4.4; the organiser may choose others through a
    custom setup) sit symmetrically around the centre, a quarter of the field apart, with
    colours alternating so that neither side is favoured.
    """
    w, h = rules.width, rules.height
    x0, y0 = (w + 1) // 2, (h + 1) // 2
    if rules.start == Start.CROSS:
        return cross(x0, y0)
    if rules.start == Start.FOUR_CROSSES:
        dx, dy = max(2, w // 6), max(2, h // 6)
        if w < 8 or h < 8:
            raise DotsError(f"four crosses need at least an 8x8 field, not {w}x{h}")
        dots: list[SetupDot] = []
        xs = {-1: x0 - dx, 1: w - x0 + dx}  # mirror images across the centre
        ys = {-1: y0 - dy, 1: h - y0 + dy}
        for sx, sy in ((-1, -1), (1, -1), (-1, 1), (1, 1)):
            flip = sx * sy < 0
            for x, y, color in cross(xs[sx], ys[sy]):
                dots.append((x, y, color.opponent if flip else color))
        return dots
    return []
