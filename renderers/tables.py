"""``table_picture``: a table as a PNG (tournament pairings, standings, a crosstable).

    Title
    ┌────┬──────────────┬────────┐
    │ #  │ Name         │ Points │   header row
    │ 1  │ ● Alice      │    3.5 │   zebra rows; ● a player's colour in a pairing
    └────┴──────────────┴────────┘
    Footnote (wrapped)

Columns are as wide as their content, the picture 480 to 1600 pixels wide: when the
content is wider, the widest columns give way and their texts are cut short with "…".
Text goes through the shipped fonts, so Cyrillic, Polish and Kazakh letters and emoji draw
the same on any machine; the picture is RGB, colours from a board ``Theme``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Literal

from PIL import Image, ImageDraw

from renderers import fonts
from renderers.png import encode_png
from renderers.theme import LIGHT, RGB, Theme, mix, resolve

Align = Literal["left", "right", "center"]

MIN_WIDTH = 480
MAX_WIDTH = 1600
SIZE = 24
"""Body text, in pixels."""
TITLE_SIZE = 30
NOTE_SIZE = 20
PAD = 12
"""Space inside a cell, left and right."""
MARGIN = 20
ROW = round(SIZE * 1.8)
DOT = round(SIZE * 0.7)
"""Diameter of a colour dot; the dot and a gap of a third of it precede the text."""
_MIN_COLUMN = 2 * PAD + round(SIZE * 1.5)


@dataclass(frozen=True, slots=True)
class Cell:
    text: str
    color: Literal["blue", "red"] | None = None
    """A player's colour in a pairing: a dot of it before the text."""
    bold: bool = False


@dataclass(frozen=True, slots=True)
class Table:
    title: str
    columns: tuple[str, ...]
    """Header words, already in the reader's language."""
    rows: tuple[tuple[Cell, ...], ...]
    align: tuple[Align, ...] = ()
    """Per column; left where not given."""
    note: str = ""
    """A footnote below the table (wrapped to its width; ``\\n`` starts a new line)."""


def _dot_room(cell: Cell) -> int:
    return DOT + DOT // 3 if cell.color else 0


def _natural(table: Table, column: int) -> int:
    """The width column ``column`` needs to show everything in full."""
    header = fonts.width(fonts.clean(table.columns[column]), SIZE, bold=True)
    cells = [
        fonts.width(fonts.clean(row[column].text), SIZE, row[column].bold) + _dot_room(row[column])
        for row in table.rows
        if column < len(row)
    ]
    return max(_MIN_COLUMN, math.ceil(max([header, *cells])) + 2 * PAD)


def column_widths(table: Table) -> list[int]:
    """Each column's width: natural, the widest giving way past ``MAX_WIDTH``, all
    widened evenly up to ``MIN_WIDTH`` or to the title's width."""
    widths = [_natural(table, k) for k in range(len(table.columns))]
    room = MAX_WIDTH - 2 * MARGIN
    while sum(widths) > room:
        widest = max(range(len(widths)), key=lambda k: widths[k])
        others = sorted((w for k, w in enumerate(widths) if k != widest), reverse=True)
        target = max(others[0] if others else 0, widths[widest] - (sum(widths) - room))
        if target >= widths[widest] or widths[widest] <= _MIN_COLUMN:
            break
        widths[widest] = max(_MIN_COLUMN, target)
    title = math.ceil(fonts.width(fonts.clean(table.title), TITLE_SIZE, bold=True))
    wanted = min(MAX_WIDTH, max(MIN_WIDTH, title + 2 * MARGIN))
    short = wanted - 2 * MARGIN - sum(widths)
    if short > 0 and widths:
        widths = [w + short // len(widths) + (k < short % len(widths))
                  for k, w in enumerate(widths)]
    return widths


def wrap(text: str, size: int, room: float) -> list[str]:
    """``text`` in lines at most ``room`` wide, broken between words (a word too long for
    a line is cut short)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in fonts.clean(paragraph).split(" "):
            joined = f"{line} {word}" if line else word
            if line and fonts.width(joined, size) > room:
                lines.append(fonts.fit(line, size, room))
                joined = word
            line = joined
        lines.append(fonts.fit(line, size, room))
    return [line for line in lines if line] if text.strip() else []


def _text(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, size: int,
          ink: RGB, bold: bool = False) -> None:
    """``text`` with the left end of its baseline at ``xy``, each piece in the first
    shipped font that has its characters."""
    x, y = xy
    for piece, font in fonts.runs(text, size, bold):
        draw.text((x, y), piece, font=font, fill=ink, anchor="ls")
        x += font.getlength(piece)


def _dot(canvas: Image.Image, left: int, middle: int, ink: RGB, square: bool) -> None:
    """A smooth dot (a square in the colour-blind style's red) of diameter ``DOT``."""
    scale = 4
    mask = Image.new("L", (DOT * scale, DOT * scale), 0)
    shape = ImageDraw.Draw(mask)
    box = (0, 0, DOT * scale - 1, DOT * scale - 1)
    if square:
        shape.rectangle((scale, scale, DOT * scale - 1 - scale, DOT * scale - 1 - scale), fill=255)
    else:
        shape.ellipse(box, fill=255)
    small = mask.resize((DOT, DOT), Image.Resampling.BOX)
    canvas.paste(ink, (left, middle - DOT // 2, left + DOT, middle - DOT // 2 + DOT), small)


def _cell(canvas: Image.Image, cell: Cell, box: tuple[int, int, int], align: Align,
          theme: Theme) -> None:
    """One cell's dot and text, in the column from ``box[0]`` ``box[1]`` wide, on the row
    whose baseline is ``box[2]``."""
    left, width, baseline = box
    dot = _dot_room(cell)
    text = fonts.fit(cell.text, SIZE, width - 2 * PAD - dot, cell.bold)
    used = round(fonts.width(text, SIZE, cell.bold)) + dot
    x = {"left": left + PAD, "right": left + width - PAD - used,
         "center": left + (width - used) // 2}[align]
    if cell.color is not None:
        ink = theme.blue if cell.color == "blue" else theme.red
        middle = baseline - round(SIZE * 0.36)
        _dot(canvas, x, middle, ink, square=cell.color == "red" and theme.red_squares)
    _text(ImageDraw.Draw(canvas), (x + dot, baseline), text, SIZE, theme.text, cell.bold)


def _rows(canvas: Image.Image, table: Table, widths: list[int], top: int,
          theme: Theme) -> None:
    """The header row and the zebra rows, from ``top`` down."""
    draw = ImageDraw.Draw(canvas)
    right = MARGIN + sum(widths)
    header = Table("", (), (tuple(Cell(c, bold=True) for c in table.columns),), table.align)
    stripes = (mix(theme.background, theme.text, 0.12), theme.background,
               mix(theme.background, theme.text, 0.05))
    for number, row in enumerate((*header.rows, *table.rows)):
        y = top + number * ROW
        shade = stripes[0] if number == 0 else stripes[1 + number % 2]
        draw.rectangle((MARGIN, y, right - 1, y + ROW - 1), fill=shade)
        baseline = y + (ROW + SIZE) // 2 - round(SIZE * 0.12)
        left = MARGIN
        for column, width in enumerate(widths):
            if column < len(row):
                align = table.align[column] if column < len(table.align) else "left"
                _cell(canvas, row[column], (left, width, baseline), align, theme)
            left += width
    draw.line((MARGIN, top + ROW - 1, right - 1, top + ROW - 1), fill=theme.grid, width=2)


def table_picture(table: Table, style: Theme | str = LIGHT) -> bytes:
    """A PNG of ``table`` in ``style``: a board theme (``LIGHT``, ``DARK``, either
    ``.for_colorblind()``) or its name."""
    theme = resolve(style)
    widths = column_widths(table)
    width = 2 * MARGIN + sum(widths)
    room = width - 2 * MARGIN
    title = fonts.fit(table.title, TITLE_SIZE, room, bold=True)
    note = wrap(table.note, NOTE_SIZE, room)
    title_h = round(TITLE_SIZE * 1.9) if title else MARGIN
    note_line = round(NOTE_SIZE * 1.5)
    height = title_h + ROW * (1 + len(table.rows)) + MARGIN + note_line * len(note)
    height += MARGIN // 2 if note else 0
    canvas = Image.new("RGB", (width, height), theme.background)
    draw = ImageDraw.Draw(canvas)
    if title:
        _text(draw, (MARGIN, round(TITLE_SIZE * 1.35)), title, TITLE_SIZE, theme.text, True)
    _rows(canvas, table, widths, title_h, theme)
    y = title_h + ROW * (1 + len(table.rows)) + MARGIN // 2
    for line in note:
        y += note_line
        _text(draw, (MARGIN, y - round(NOTE_SIZE * 0.4)), line, NOTE_SIZE, theme.muted)
    return encode_png(canvas)
