"""Game settings: field size, start position and rule variants (docs/rules.md §3, §8)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from core import variants
from core.color import Color
from core.errors import DotsError
from core.variants import Chosen, chosen, value_of

SetupDot = tuple[int, int, Color]


class Start(StrEnum):
    """How the field looks before the first move."""

    EMPTY = "empty"
    CROSS = "cross"
    FOUR_CROSSES = "four-crosses"
    CUSTOM = "custom"


@dataclass(frozen=True, init=False)
class Rules:
    """Everything that decides how a game is played; the sport rules by default.

    The variants are those of :data:`core.variants.VARIANTS`, given by name
    (``Rules(extra_move=True, instant_win=10)``) and kept as the ones away from their
    defaults, so rules stored before a variant was declared read the same."""

    width: int
    height: int
    start: Start
    variants: Chosen
    """The variants played, as (name, value) in the table's order (:mod:`core.variants`)."""

    def __init__(
        self, width: int = 39, height: int = 32, start: Start | str = Start.CROSS,
        **variants: int,
    ) -> None:
        if not (3 <= width <= 64 and 3 <= height <= 64):
            raise DotsError(f"field size must be 3..64 each way, not {width}x{height}")
        object.__setattr__(self, "width", width)
        object.__setattr__(self, "height", height)
        object.__setattr__(self, "start", Start(start))
        object.__setattr__(self, "variants", chosen(variants))

    def variant(self, name: str) -> int:
        """The value of the variant ``name`` (its default when not played)."""
        return value_of(self.variants, name)

    def ending(self, reason: str) -> str:
        """The word of a game's end ``reason`` under these rules (a variant may say its own:
        :func:`core.variants.ending`)."""
        return variants.ending(self.variants, reason)

    @property
    def extra_move(self) -> bool:
        """A player who captures moves again at once."""
        return bool(self.variant("extra_move"))

    @property
    def instant_win(self) -> int:
        """A point lead that ends the game at once; 0 is off."""
        return self.variant("instant_win")

    @property
    def score_transfer(self) -> bool:
        """§6.4: a recaptured area's points change hands. False: captured dots stay counted."""
        return bool(self.variant("score_transfer"))

    @property
    def stop(self) -> bool:
        """docs/rules.md §8.2: a player may STOP instead of grounding; the other then plays
        on alone."""
        return bool(self.variant("stop"))

    @property
    def free_contour(self) -> bool:
        """docs/rules.md §8.3: a capturing move may list a longer chain through its dot."""
        return bool(self.variant("free_contour"))

    @property
    def painted_houses(self) -> bool:
        """docs/rules.md §8.4: every closed chain makes an area, enemy dots inside or not."""
        return bool(self.variant("painted_houses"))

    @property
    def suicide(self) -> bool:
        """docs/rules.md §8.5.1: a dot may go into the other side's house (and is captured). False:
        only a dot that captures may."""
        return bool(self.variant("suicide"))

    @property
    def edge_wall(self) -> bool:
        """docs/rules.md §8.5.2: the edge of the field is a link of every chain."""
        return bool(self.variant("edge_wall"))

    @property
    def grounding(self) -> bool:
        """May a side declare grounding (§8.4)? Not under STOP nor with the edge as a wall
        (docs/rules.md §8.2, §8.5.2)."""
        return not (self.stop or self.edge_wall or self.territory)

    @property
    def territory(self) -> bool:
        """Territory (docs/rules.md §8.1): enclosures announced by the player."""
        return bool(self.variant("territory"))

    @property
    def szkrab(self) -> bool:
        """Territory as szkrab plays it (an option of ``territory``): no holes between
        realms (Holes=0), a realm never shares a point with the realms it contains, and the
        last dot is safe (docs/rules.md §8.1.1)."""
        return bool(self.variant("szkrab"))

    def to_dict(self) -> dict[str, Any]:
        """The rules as stored: the field, the start and every variant's value."""
        data: dict[str, Any] = {"width": self.width, "height": self.height}
        data["start"] = str(self.start)
        data.update((entry.name, self.variant(entry.name)) for entry in variants.VARIANTS)
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Rules:
        """Stored rules; keys that name nothing (a variant no longer declared) are left out."""
        known = {"width", "height", "start", *(entry.name for entry in variants.VARIANTS)}
        return cls(**{key: value for key, value in data.items() if key in known})


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
