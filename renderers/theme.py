"""Colours of a board picture: light and dark themes, and the colour-blind-safe style.

A theme is plain data (python-chess's ``chess.svg.board(colors=...)`` is the model): the
renderer derives everything else from it (area tints, dimmed dots, anti-aliasing ramps).
The colour-blind style swaps the two player colours for the Okabe–Ito blue and
vermillion (or sky blue and orange on dark) and draws Red's dots as squares, so the
sides differ in shape as well as in colour.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from core import Color

RGB = tuple[int, int, int]


@dataclass(frozen=True)
class Theme:
    """Every colour a picture uses; frozen, so it can key the renderer's caches."""

    name: str
    background: RGB
    grid: RGB
    coordinates: RGB
    text: RGB
    muted: RGB
    blue: RGB
    red: RGB
    marker: RGB
    """Ring around the last move."""
    highlight: RGB
    """Ring around a highlighted point ("you can't play here")."""
    colorblind_blue: RGB
    colorblind_red: RGB
    tint: float = 0.16
    """How strongly an area is filled with its owner's colour (0..1)."""
    dim: float = 0.55
    """How far a captured dot fades toward the background (0..1)."""
    red_squares: bool = False
    """Draw Red's dots as squares (the colour-blind style)."""

    def __post_init__(self) -> None:
        if not 0 < self.tint < 1:
            raise ValueError(f"theme {self.name!r}: tint must be between 0 and 1")
        if not 0 <= self.dim < 1:
            raise ValueError(f"theme {self.name!r}: dim must be from 0 up to 1")
        if self.background == self.grid:
            raise ValueError(f"theme {self.name!r}: grid lines need their own colour")

    def player(self, color: Color) -> RGB:
        return self.blue if color is Color.BLUE else self.red

    def player_dim(self, color: Color) -> RGB:
        return mix(self.player(color), self.background, self.dim)

    def area_tint(self, color: Color) -> RGB:
        return mix(self.background, self.player(color), self.tint)

    def for_colorblind(self) -> Theme:
        """The same theme with colour-blind-safe player colours and square red dots."""
        if self.red_squares:
            return self
        return replace(
            self,
            name=f"{self.name}-colorblind",
            blue=self.colorblind_blue,
            red=self.colorblind_red,
            red_squares=True,
        )


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """The colour ``t`` of the way from ``a`` to ``b``."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


LIGHT = Theme(
    name="light",
    background=(255, 255, 255),
    grid=(206, 211, 218),
    coordinates=(112, 119, 130),
    text=(31, 41, 55),
    muted=(107, 114, 128),
    blue=(37, 99, 235),
    red=(220, 38, 38),
    marker=(17, 24, 39),
    highlight=(245, 158, 11),
    colorblind_blue=(0, 114, 178),
    colorblind_red=(213, 94, 0),
)

DARK = Theme(
    name="dark",
    background=(24, 26, 31),
    grid=(60, 65, 74),
    coordinates=(139, 146, 158),
    text=(232, 235, 240),
    muted=(150, 157, 168),
    blue=(84, 146, 255),
    red=(255, 94, 94),
    marker=(245, 246, 248),
    highlight=(251, 191, 36),
    colorblind_blue=(86, 180, 233),
    colorblind_red=(230, 159, 0),
    tint=0.2,
    dim=0.5,
)

THEMES: dict[str, Theme] = {"light": LIGHT, "dark": DARK}


def resolve(theme: str | Theme, colorblind: bool = False) -> Theme:
    """A theme by name (``"light"``, ``"dark"``) or as given, in the colour-blind style if asked."""
    if isinstance(theme, str):
        try:
            found = THEMES[theme]
        except KeyError:
            names = ", ".join(sorted(THEMES))
            raise ValueError(f"unknown theme {theme!r}: use one of {names}") from None
    else:
        found = theme
    return found.for_colorblind() if colorblind else found
