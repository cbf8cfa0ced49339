"""Small pre-drawn pieces pasted onto a picture: dots, rings, chain links, text.

Each piece is drawn once as a coverage mask at 4× and averaged down (exact anti-aliasing),
shaded with the palette ramp from the colour it will stand on to its own colour, and
cached; drawing a position is then a few hundred pastes. A sprite is anchored at a pixel:
a point's centre, or the left end of a text's baseline.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from core import Color
from renderers import fonts
from renderers.palette import LEVELS, shade
from renderers.theme import RGB, Theme

_SCALE = 4
_THRESHOLD = 255 // (2 * (LEVELS + 1))
"""Coverage below this leaves the pixel to what is under the sprite."""

Shape = Callable[[ImageDraw.ImageDraw, float, float], None]
"""Draws a shape in white (255) on a 4× canvas around the given centre (in 4× pixels)."""


@dataclass(frozen=True)
class Sprite:
    image: Image.Image
    """Palette ("P") pixels."""
    mask: Image.Image | None
    """Which pixels to paste ("1"); None pastes the whole rectangle."""
    offset: tuple[int, int]
    """From the anchor pixel to the sprite's top-left corner."""

    def paste(self, canvas: Image.Image, x: int, y: int) -> None:
        box = (x + self.offset[0], y + self.offset[1])
        if self.mask is None:
            canvas.paste(self.image, box)
        else:
            canvas.paste(self.image, box, self.mask)


class Stamp:
    """Pastes one sprite many times, fast.

    ``Image.paste`` checks its arguments in Python on every call, which costs several
    times more than copying a small sprite; a position has a thousand of them. A stamp
    checks once and then calls the imaging core directly. The canvas must be a fresh
    palette image (not shared, already loaded), which ``field`` guarantees.
    """

    __slots__ = ("_core", "_dx", "_dy", "_h", "_mask", "_w")

    def __init__(self, canvas: Image.Image, sprite: Sprite) -> None:
        if canvas.mode != "P" or sprite.image.mode != "P" or sprite.mask is None:
            raise ValueError("a stamp pastes a masked palette sprite onto a palette canvas")
        canvas.load()
        self._core = canvas.im
        self._w, self._h = sprite.image.size
        self._dx, self._dy = sprite.offset
        self._mask = (sprite.image.im, sprite.mask.im)

    def __call__(self, x: int, y: int) -> None:
        left, top = x + self._dx, y + self._dy
        image, mask = self._mask
        self._core.paste(image, (left, top, left + self._w, top + self._h), mask)


def _coverage(size: tuple[int, int], anchor: tuple[int, int], shape: Shape) -> Image.Image:
    """Anti-aliased coverage ("L") of ``shape`` drawn around the centre of pixel ``anchor``."""
    big = Image.new("L", (size[0] * _SCALE, size[1] * _SCALE), 0)
    cx = (anchor[0] + 0.5) * _SCALE
    cy = (anchor[1] + 0.5) * _SCALE
    shape(ImageDraw.Draw(big), cx, cy)
    return big.resize(size, Image.Resampling.BOX)


def _sprite(
    theme: Theme, size: tuple[int, int], anchor: tuple[int, int], ink: RGB, ground: RGB,
    shape: Shape,
) -> Sprite:
    alpha = _coverage(size, anchor, shape)
    mask = alpha.point([0] * _THRESHOLD + [255] * (256 - _THRESHOLD), "1")
    return Sprite(shade(alpha, theme, ink, ground), mask, (-anchor[0], -anchor[1]))


def _disc(radius: float) -> Shape:
    r = radius * _SCALE

    def shape(draw: ImageDraw.ImageDraw, cx: float, cy: float) -> None:
        draw.ellipse((cx - r, cy - r, cx + r - 1, cy + r - 1), fill=255)

    return shape


def _square(radius: float) -> Shape:
    half = radius * 0.9 * _SCALE  # about the area of the disc of ``radius``

    def shape(draw: ImageDraw.ImageDraw, cx: float, cy: float) -> None:
        box = (cx - half, cy - half, cx + half - 1, cy + half - 1)
        draw.rounded_rectangle(box, radius=half * 0.35, fill=255)

    return shape


def _ring(radius: float, width: float) -> Shape:
    outer = radius * _SCALE
    inner = (radius - width) * _SCALE

    def shape(draw: ImageDraw.ImageDraw, cx: float, cy: float) -> None:
        draw.ellipse((cx - outer, cy - outer, cx + outer - 1, cy + outer - 1), fill=255)
        draw.ellipse((cx - inner, cy - inner, cx + inner - 1, cy + inner - 1), fill=0)

    return shape


def _box(radius: float) -> tuple[tuple[int, int], tuple[int, int]]:
    """Size and anchor of a square sprite that holds a shape of ``radius`` around a pixel."""
    k = math.ceil(radius) + 1
    return (2 * k + 1, 2 * k + 1), (k, k)


@lru_cache(maxsize=256)
def dot(theme: Theme, color: Color, captured: bool, ground: RGB, radius: float) -> Sprite:
    """A dot of ``color`` (dimmed when captured) standing on ``ground``."""
    ink = theme.player_dim(color) if captured else theme.player(color)
    shape = _square(radius) if theme.red_squares and color is Color.RED else _disc(radius)
    size, anchor = _box(radius)
    return _sprite(theme, size, anchor, ink, ground, shape)


@lru_cache(maxsize=64)
def ring(theme: Theme, ink: RGB, ground: RGB, radius: float, width: float) -> Sprite:
    size, anchor = _box(radius)
    return _sprite(theme, size, anchor, ink, ground, _ring(radius, width))


@lru_cache(maxsize=64)
def disc(theme: Theme, ink: RGB, ground: RGB, radius: float) -> Sprite:
    size, anchor = _box(radius)
    return _sprite(theme, size, anchor, ink, ground, _disc(radius))


LINKS = ((1, 0), (0, 1), (1, 1), (1, -1))
"""Pixel directions (y down) of a chain link from its anchor point; the others are reversed."""

DASHES = ((0.4, 0.6),)
"""The part of a dashed link drawn, as fractions of its length: between two dots (a dot's
radius is 0.31 of a cell) one dash shows, with a gap at each dot."""


@lru_cache(maxsize=128)
def link(
    theme: Theme, ink: RGB, ground: RGB, cell: int, width: float, direction: tuple[int, int],
    dashed: bool = False,
) -> Sprite:
    """A chain link of ``width`` from a point to its neighbour in ``direction`` (one of LINKS);
    ``dashed``: only the ``DASHES`` of it (a Territory pool's ring, not drawn yet)."""
    dx, dy = direction
    pad = math.ceil(width) + 1
    left = pad
    top = pad + (cell if dy < 0 else 0)
    size = (abs(dx) * cell + 2 * pad + 1, abs(dy) * cell + 2 * pad + 1)
    w = width * _SCALE
    step = (dx * cell * _SCALE, dy * cell * _SCALE)

    def shape(draw: ImageDraw.ImageDraw, cx: float, cy: float) -> None:
        for start, end in DASHES if dashed else ((0.0, 1.0),):
            ends = ((cx + step[0] * start, cy + step[1] * start),
                    (cx + step[0] * end, cy + step[1] * end))
            draw.line(ends, fill=255, width=max(1, round(w)))

    return _sprite(theme, size, (left, top), ink, ground, shape)


@dataclass(frozen=True)
class TextSprite:
    sprite: Sprite
    width: int


@lru_cache(maxsize=1024)
def text(theme: Theme, value: str, size: int, ink: RGB, bold: bool = False) -> TextSprite:
    """``value`` on the theme's background, anchored at the left end of its baseline."""
    ascent, descent = fonts.metrics(size, bold)
    width = math.ceil(fonts.width(value, size, bold))
    pad = max(2, size // 6)
    coverage = Image.new("L", (width + 2 * pad, ascent + descent + 2 * pad), 0)
    fonts.draw(ImageDraw.Draw(coverage), (pad, pad + ascent), value, size, bold)
    image = shade(coverage, theme, ink, theme.background)
    return TextSprite(Sprite(image, None, (-pad, -pad - ascent)), width)
