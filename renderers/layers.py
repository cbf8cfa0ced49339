"""The still parts of a picture, drawn once per size and theme and then copied.

``base`` is the empty field: background, grid and coordinates, in palette mode, with the
background at index 0 and the grid lines at index 1 (``field`` tints areas by adding to
those indices, see ``palette``).
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from renderers import fonts, palette
from renderers.layout import Layout
from renderers.theme import Theme


@lru_cache(maxsize=16)
def base(theme: Theme, lay: Layout) -> Image.Image:
    """The empty field in palette mode. Copy it before drawing on it."""
    image = palette.new(theme, lay.size, theme.background)
    draw = ImageDraw.Draw(image)
    left, top, right, bottom = lay.grid_box
    for x in range(1, lay.width + 1):
        px = lay.xy(x, 1)[0]
        draw.line(((px, top), (px, bottom)), fill=1)
    for y in range(1, lay.height + 1):
        py = lay.xy(1, y)[1]
        draw.line(((left, py), (right, py)), fill=1)
    if lay.coordinates:
        coverage = Image.new("L", lay.size, 0)
        _coordinates(ImageDraw.Draw(coverage), lay)
        text = palette.shade(coverage, theme, theme.coordinates, theme.background)
        image.paste(text, (0, 0), coverage.point(lambda a: 255 if a else 0, "1"))
    return image


def _coordinates(draw: ImageDraw.ImageDraw, lay: Layout) -> None:
    """Numbers on all four sides, as moves are typed: x along top and bottom, y up the sides."""
    font = fonts.fonts(lay.coordinates)[0]
    left, top, right, bottom = lay.grid_box
    gap = lay.label_gap
    widest = font.getlength(str(max(lay.width, lay.height)))
    step = 1 if widest <= lay.cell * 0.9 else 2  # crowded: every other number
    for x in range(1, lay.width + 1):
        if (x - 1) % step:
            continue
        px = lay.xy(x, 1)[0] + 0.5
        draw.text((px, top - gap), str(x), font=font, fill=255, anchor="ms")
        draw.text((px, bottom + gap), str(x), font=font, fill=255, anchor="mt")
    for y in range(1, lay.height + 1):
        if (y - 1) % step:
            continue
        py = lay.xy(1, y)[1] + 0.5
        draw.text((left - gap, py), str(y), font=font, fill=255, anchor="rm")
        draw.text((right + gap, py), str(y), font=font, fill=255, anchor="lm")
