"""Where everything goes: cell size, margins, the header band and point-to-pixel mapping.

The picture is a header band (names, scores, turn) above the field; the field has its
coordinates on all four sides. Point (1, 1) is at the bottom left, as moves are typed.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from renderers import fonts

MIN_CELL = 8
MAX_CELL = 96
_AUTO_SPAN = 1100
"""Pixels the longer side of the grid gets when the cell size is chosen automatically."""
_AUTO_MAX = 52
_AUTO_MIN = 14
_MIN_WIDTH = 460
"""Narrowest picture: room for two names and the score in the header."""


def auto_cell(width: int, height: int, span: int = _AUTO_SPAN) -> int:
    """Pixels per cell so that the grid's longer side is about ``span`` pixels.

    39×32 gets 28 px (a picture about 1130 px wide); 10×10 gets the largest cells,
    so that small fields look balanced rather than tiny.
    """
    longest = max(width, height) - 1
    return max(_AUTO_MIN, min(_AUTO_MAX, span // longest))


@dataclass(frozen=True)
class Layout:
    """Geometry of one picture size; ``origin`` is the pixel of point (1, height)."""

    width: int
    height: int
    cell: int
    size: tuple[int, int]
    origin: tuple[int, int]
    header: int
    """Height of the header band in pixels."""
    coordinates: int
    """Font size of the coordinates; 0 when they are not shown."""
    label_gap: int
    """Distance from a grid edge line to the near side of its coordinate labels."""
    name_size: int
    score_size: int
    status_size: int

    @property
    def radius(self) -> float:
        """Radius of a dot."""
        return self.cell * 0.31

    def xy(self, x: int, y: int) -> tuple[int, int]:
        """Pixel centre of point (x, y)."""
        return (
            self.origin[0] + (x - 1) * self.cell,
            self.origin[1] + (self.height - y) * self.cell,
        )

    @property
    def grid_box(self) -> tuple[int, int, int, int]:
        """Pixels of the outer grid lines: left, top, right, bottom (inclusive)."""
        left, top = self.origin
        return (
            left,
            top,
            left + (self.width - 1) * self.cell,
            top + (self.height - 1) * self.cell,
        )


@lru_cache(maxsize=64)
def layout(width: int, height: int, cell: int, show_coordinates: bool = True) -> Layout:
    if not MIN_CELL <= cell <= MAX_CELL:
        raise ValueError(f"cell must be {MIN_CELL}..{MAX_CELL} pixels, not {cell}")
    grid_w = (width - 1) * cell
    grid_h = (height - 1) * cell
    edge = math.ceil(cell * 0.55)  # room for a dot and its rings beyond the edge lines
    if show_coordinates:
        coord = max(10, min(18, round(cell * 0.52)))
        label_w = math.ceil(fonts.width(str(max(width, height)), coord))
        ascent, _ = fonts.metrics(coord)
        pad = max(4, round(cell * 0.25))  # between the numbers and the picture's edge
        side = edge + label_w + pad
        top_bottom = edge + ascent + pad
    else:
        coord = 0
        side = top_bottom = edge + max(3, round(cell * 0.2))
    image_w = max(_MIN_WIDTH, grid_w + 2 * side)
    name_size = max(16, min(32, round(image_w / 32)))
    score_size = round(name_size * 1.4)
    status_size = max(12, round(name_size * 0.8))
    header = round(score_size * 1.55 + status_size * 1.9)
    left = (image_w - grid_w) // 2
    top = header + top_bottom
    return Layout(
        width=width,
        height=height,
        cell=cell,
        size=(image_w, top + grid_h + top_bottom),
        origin=(left, top),
        header=header,
        coordinates=coord,
        label_gap=edge,
        name_size=name_size,
        score_size=score_size,
        status_size=status_size,
    )
