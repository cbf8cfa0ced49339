"""A frame around a rectangle of points (the sector a move picker shows) and, on its empty
points, their coordinates, so the picture and the picker's buttons read alike."""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageDraw

from core import Board, format_point
from renderers import fonts, palette
from renderers.layout import Layout
from renderers.theme import Theme

_MIN_LABEL = 7
"""Smallest font size for the coordinates; smaller cells get the frame alone."""


@dataclass(frozen=True)
class Frame:
    """Points ``left..right`` × ``bottom..top`` (1-based, bounds included) to outline;
    ``coordinates`` writes ``x-y`` on each of their empty points that is in play."""

    left: int
    bottom: int
    right: int
    top: int
    coordinates: bool = True

    def __post_init__(self) -> None:
        if not (1 <= self.left <= self.right and 1 <= self.bottom <= self.top):
            raise ValueError(f"not a rectangle of points: {self}")


def frame_box(frame: Frame, lay: Layout) -> tuple[int, int, int, int]:
    """Pixels of the frame's outline, half a cell outside its outer points (inclusive)."""
    half = lay.cell // 2
    left, top = lay.xy(frame.left, min(frame.top, lay.height))
    right, bottom = lay.xy(min(frame.right, lay.width), frame.bottom)
    return left - half, top - half, right + half, bottom + half


def label_size(lay: Layout) -> int:
    """The font size at which the widest coordinates fit in a cell (0: none fits)."""
    widest = format_point((lay.width, lay.height))
    size = round(lay.cell * 0.36)
    while size >= _MIN_LABEL and fonts.width(widest, size) > lay.cell * 0.9:
        size -= 1
    return size if size >= _MIN_LABEL else 0


def draw_frame(canvas: Image.Image, board: Board, frame: Frame, theme: Theme, lay: Layout) -> None:
    """Outline ``frame`` on ``canvas`` (a picture of ``board``) and label its empty points."""
    box = frame_box(frame, lay)
    if frame.coordinates:
        _label_points(canvas, board, frame, theme, lay, box)
    width = max(2, round(lay.cell * 0.08))
    ImageDraw.Draw(canvas).rectangle(
        box, outline=palette.index(theme, theme.highlight), width=width
    )


def _label_points(
    canvas: Image.Image,
    board: Board,
    frame: Frame,
    theme: Theme,
    lay: Layout,
    box: tuple[int, int, int, int],
) -> None:
    size = label_size(lay)
    if not size:
        return
    font = fonts.fonts(size)[0]
    origin = box[0], box[1]
    coverage = Image.new("L", (box[2] - box[0] + 1, box[3] - box[1] + 1), 0)
    draw = ImageDraw.Draw(canvas)
    text = ImageDraw.Draw(coverage)
    _, descent = fonts.metrics(size)
    for y in range(frame.bottom, min(frame.top, board.height) + 1):
        for x in range(frame.left, min(frame.right, board.width) + 1):
            if not board.is_playable(x, y):
                continue
            label = format_point((x, y))
            px, py = lay.xy(x, y)
            half_w = fonts.width(label, size) / 2 + 1
            half_h = (size + descent) / 2
            draw.rectangle((px - half_w, py - half_h, px + half_w, py + half_h), fill=0)
            text.text((px - origin[0], py - origin[1]), label, font=font, fill=255, anchor="mm")
    shaded = palette.shade(coverage, theme, theme.coordinates, theme.background)
    canvas.paste(shaded, origin, coverage.point(lambda a: 255 if a else 0, "1"))
