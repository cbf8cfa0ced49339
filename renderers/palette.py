"""The fixed 256-colour palette of a theme, and shading coverage masks with it.

Pictures are composed in palette ("P") mode: one byte a pixel, so copying, pasting and PNG
encoding cost a third of RGB, and GIF frames need a palette anyway. Anti-aliasing needs
the in-between colours, so the palette holds, besides the theme's colours, a ramp of
``LEVELS`` steps from every foreground colour (dots, chains, rings, text) to every
background it is drawn on (the field and the two area tints). A sprite is drawn once as a
smooth coverage mask and turned into palette indices of one ramp (``shade``): exact, with
no colour search.

The first six entries are laid out so that painting an area is one addition: the field
(index 0) and its grid lines (1) become the blue tint (2) and blue-tinted lines (3) when
``TINT_OFFSET[BLUE]`` is added, and the red ones (4, 5) with ``TINT_OFFSET[RED]``.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image

from core import Color
from renderers.theme import RGB, Theme, mix

LEVELS = 8
"""In-between steps in each anti-aliasing ramp."""

TRANSPARENT = 255
"""Palette index no drawing uses: GIF frames mark unchanged pixels with it."""

TINT_OFFSET = {Color.BLUE: 2, Color.RED: 4}
"""Added to the field's indices (0: background, 1: grid) to tint them with a player's colour."""

_UNUSED: RGB = (0, 255, 0)


def _tinted(theme: Theme) -> list[RGB]:
    """The first six entries: background, grid, then both tinted by blue, then by red."""
    return [
        theme.background,
        theme.grid,
        theme.area_tint(Color.BLUE),
        mix(theme.grid, theme.blue, theme.tint),
        theme.area_tint(Color.RED),
        mix(theme.grid, theme.red, theme.tint),
    ]


def _pairs(theme: Theme) -> list[tuple[RGB, RGB]]:
    """Every (ink, ground) that gets an anti-aliasing ramp."""
    grounds = _tinted(theme)[0::2]
    inks = [
        theme.blue,
        theme.red,
        theme.player_dim(Color.BLUE),
        theme.player_dim(Color.RED),
        theme.marker,
        theme.highlight,
    ]
    pairs = [(ink, ground) for ink in inks for ground in grounds]
    pairs += [(theme.coordinates, theme.background), (theme.text, theme.background)]
    pairs += [(theme.muted, theme.background)]
    return pairs


def _ramp_colors(ink: RGB, ground: RGB) -> list[RGB]:
    return [mix(ground, ink, step / (LEVELS + 1)) for step in range(LEVELS + 2)]


@lru_cache(maxsize=32)
def _build(theme: Theme) -> tuple[tuple[RGB, ...], dict[tuple[RGB, RGB], tuple[int, ...]]]:
    entries = _tinted(theme)
    where: dict[RGB, int] = {}
    for i, rgb in enumerate(entries):
        where.setdefault(rgb, i)
    ramps: dict[tuple[RGB, RGB], tuple[int, ...]] = {}
    for ink, ground in _pairs(theme):
        indices = []
        for rgb in _ramp_colors(ink, ground):
            if rgb not in where:
                where[rgb] = len(entries)
                entries.append(rgb)
            indices.append(where[rgb])
        ramps[ink, ground] = tuple(indices)
        ramps[ground, ink] = tuple(reversed(indices))
    if len(entries) > TRANSPARENT:
        raise ValueError(f"theme {theme.name!r} needs {len(entries)} colours, more than 255")
    return tuple(entries), ramps


def colors(theme: Theme) -> tuple[RGB, ...]:
    """The palette's colours in index order (at most 255; the rest is filler)."""
    return _build(theme)[0]


@lru_cache(maxsize=32)
def flat(theme: Theme) -> tuple[int, ...]:
    """The palette as 768 channel values, for ``Image.putpalette``."""
    entries = list(colors(theme)) + [_UNUSED] * (256 - len(colors(theme)))
    return tuple(channel for rgb in entries for channel in rgb)


def ramp(theme: Theme, ink: RGB, ground: RGB) -> tuple[int, ...]:
    """Palette indices from ``ground`` (coverage 0) to ``ink`` (full), ``LEVELS + 2`` long."""
    try:
        return _build(theme)[1][ink, ground]
    except KeyError:
        raise ValueError(f"no ramp from {ground} to {ink} in theme {theme.name!r}") from None


def index(theme: Theme, color: RGB) -> int:
    """Palette index of one of the theme's colours."""
    return colors(theme).index(color)


@lru_cache(maxsize=256)
def _lut(theme: Theme, ink: RGB, ground: RGB) -> tuple[int, ...]:
    steps = ramp(theme, ink, ground)
    return tuple(steps[round(a * (LEVELS + 1) / 255)] for a in range(256))


def new(theme: Theme, size: tuple[int, int], color: RGB) -> Image.Image:
    """A palette image of ``size`` filled with one of the theme's colours."""
    image = Image.new("P", size, index(theme, color))
    image.putpalette(flat(theme))
    return image


def shade(coverage: Image.Image, theme: Theme, ink: RGB, ground: RGB) -> Image.Image:
    """Coverage ("L": 0 none, 255 full) as a palette image of ``ink`` over ``ground``."""
    indices = coverage.point(list(_lut(theme, ink, ground)))
    image = Image.frombytes("P", indices.size, indices.tobytes())
    image.putpalette(flat(theme))
    return image
