"""A game's review as pictures: Blue's chances along the game, and the board at a swing.

    Title
    100% ┤      ╭─●34──╮                 ┊ +6   Blue's chance: a line (0–100 %)
     50% ┤┄┄┄┄┄╯┄┄┄┄┄┄┄╰──●58─╮┄┄┄┄┄┄┄┄┄┊  0   the score difference (Blue − Red): bars
      0% ┤▁▁▂▂▃▃            ▔▔▔          ┊ −6   marked moves: dots with their numbers
         0        50       100      move
    ● Blue's chance   ▮ score

``analysis_chart`` draws the chart (900×500, readable on a phone); ``analysis_picture``
puts it above the board after a move, drawn by ``render_png`` with the engine's preferred
point ringed. The words come in already in the reader's language (``ChartLabels``).
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from core import Game, Point
from renderers import fonts
from renderers.labels import ENGLISH, Labels
from renderers.png import encode_png, render_png
from renderers.theme import LIGHT, RGB, Theme, mix, resolve

WIDTH, HEIGHT = 900, 500
TITLE = 28
SIZE = 20
"""Axis and legend text, in pixels."""
LEFT, RIGHT, TOP, BOTTOM = 72, 64, 56, 84
"""The plot's margins: room for the percentages, the score, the title, the moves and
the legend."""
LINE = 4
MARK = 9
"""Radius of a marked move's dot."""

ChartPoint = tuple[int, float, int, int]
"""(move number after which, Blue's chance 0..1, Blue's score, Red's score)."""


@dataclass(frozen=True)
class ChartLabels:
    title: str = "Blue's winning chances"
    chance: str = "Blue's chance"
    score: str = "Score (Blue − Red)"
    move: str = "move"


@dataclass(frozen=True)
class _Plot:
    """Where the plot sits and how values map onto it."""

    left: int
    top: int
    right: int
    bottom: int
    last: int
    """The highest move number on the x axis."""
    lead: int
    """The largest score difference either way, for the bars' scale."""

    def x(self, ply: int) -> float:
        return self.left + (self.right - self.left) * ply / max(1, self.last)

    def y(self, chance: float) -> float:
        return self.bottom - (self.bottom - self.top) * min(1.0, max(0.0, chance))

    def bar(self, lead: int) -> float:
        """The y of a score difference: 0 in the middle, ``±lead`` at the edges."""
        return self.y(0.5 + 0.5 * lead / max(1, self.lead))


def _text(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, size: int,
          ink: RGB, anchor: str = "ls", bold: bool = False) -> None:
    """``text`` in the shipped fonts; ``anchor``'s first letter as Pillow's (l, m, r)."""
    text = fonts.clean(text)
    x, y = xy
    shift = {"l": 0.0, "m": 0.5, "r": 1.0}[anchor[0]]
    x -= fonts.width(text, size, bold) * shift
    for piece, font in fonts.runs(text, size, bold):
        draw.text((x, y), piece, font=font, fill=ink, anchor="l" + anchor[1])
        x += font.getlength(piece)


def _axes(draw: ImageDraw.ImageDraw, plot: _Plot, theme: Theme, labels: ChartLabels) -> None:
    """The chance grid (0, 25, 50, 75, 100 %), the score scale and the move numbers."""
    for quarter in range(5):
        y = plot.y(quarter / 4)
        ink = theme.muted if quarter == 2 else theme.grid
        draw.line((plot.left, y, plot.right, y), fill=ink, width=2 if quarter == 2 else 1)
        _text(draw, (plot.left - 8, y), f"{25 * quarter}%", SIZE, theme.coordinates, "rm")
    for lead in (plot.lead, 0, -plot.lead):
        sign = "+" if lead > 0 else "−" if lead < 0 else ""
        _text(draw, (plot.right + 8, plot.bar(lead)), f"{sign}{abs(lead)}", SIZE,
              theme.coordinates, "lm")
    step = _step(plot.last)
    word = fonts.clean(labels.move)
    free = plot.right - fonts.width(word, SIZE, False) - 12
    """Move numbers end before the axis's word."""
    for ply in range(0, plot.last + 1, step):
        x = plot.x(ply)
        draw.line((x, plot.bottom, x, plot.bottom + 5), fill=theme.grid, width=1)
        number = str(ply)
        if x + fonts.width(number, SIZE, False) / 2 <= free:
            _text(draw, (x, plot.bottom + 24), number, SIZE, theme.coordinates, "ms")
    _text(draw, (plot.right, plot.bottom + 24), word, SIZE, theme.muted, "rs")


def _step(last: int) -> int:
    """A round step between move numbers giving at most about eight of them."""
    for step in (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000):
        if last / step <= 8:
            return step
    return max(1, last // 8)


def _bars(draw: ImageDraw.ImageDraw, plot: _Plot, points: Sequence[ChartPoint],
          theme: Theme) -> None:
    """The score difference after each move, tinted with the leader's colour."""
    width = max(1.0, (plot.right - plot.left) / max(1, plot.last))
    middle = plot.bar(0)
    for ply, _, blue, red in points:
        lead = blue - red
        if lead == 0:
            continue
        ink = mix(theme.background, theme.blue if lead > 0 else theme.red, 0.35)
        x = plot.x(ply)
        top, bottom = sorted((middle, plot.bar(lead)))
        left, right = max(plot.left, x - width / 2), min(plot.right, x + width / 2)
        draw.rectangle((left, top, right, bottom), fill=ink)


def _line(draw: ImageDraw.ImageDraw, plot: _Plot, points: Sequence[ChartPoint],
          theme: Theme) -> None:
    xy = [(plot.x(ply), plot.y(chance)) for ply, chance, _, _ in points]
    if len(xy) > 1:
        draw.line(xy, fill=theme.blue, width=LINE, joint="curve")
    elif xy:
        x, y = xy[0]
        draw.ellipse((x - LINE, y - LINE, x + LINE, y + LINE), fill=theme.blue)


def _marks(draw: ImageDraw.ImageDraw, plot: _Plot, points: Sequence[ChartPoint],
           marked: Sequence[int], theme: Theme) -> None:
    """A dot on the line at each marked move, its number beside it."""
    chances = {ply: chance for ply, chance, _, _ in points}
    previous = -1e9
    for ply in sorted(set(marked)):
        if ply not in chances:
            continue
        x, y = plot.x(ply), plot.y(chances[ply])
        draw.ellipse((x - MARK, y - MARK, x + MARK, y + MARK), fill=theme.highlight,
                     outline=theme.marker, width=2)
        # a number too close to the one before goes below its dot
        above = y - MARK - 6 > plot.top + SIZE and x - previous > 2.2 * SIZE
        previous = x if above else previous
        _text(draw, (x, y - MARK - 6 if above else y + MARK + SIZE + 2), str(ply), SIZE,
              theme.text, "ms", bold=True)


def _legend(draw: ImageDraw.ImageDraw, theme: Theme, labels: ChartLabels) -> None:
    y = HEIGHT - 18
    x = float(LEFT)
    draw.line((x, y - 7, x + 28, y - 7), fill=theme.blue, width=LINE)
    _text(draw, (x + 36, y), labels.chance, SIZE, theme.text)
    x += 36 + fonts.width(fonts.clean(labels.chance), SIZE) + 32
    for k, color in enumerate((theme.blue, theme.red)):
        ink = mix(theme.background, color, 0.35)
        draw.rectangle((x + 12 * k, y - 16, x + 12 * k + 10, y), fill=ink)
    _text(draw, (x + 32, y), labels.score, SIZE, theme.text)


def analysis_chart(points: Sequence[ChartPoint], marked: Sequence[int] = (),
                   labels: ChartLabels = ChartLabels(), theme: Theme | str = LIGHT,
                   *, colorblind: bool = False) -> bytes:
    """A PNG of Blue's chance (a line) and the score difference (bars) along the game,
    ``marked`` moves (their numbers, as in ``points``) as dots with the number."""
    chosen = resolve(theme, colorblind)
    ordered = sorted(points)
    plot = _Plot(LEFT, TOP, WIDTH - RIGHT, HEIGHT - BOTTOM,
                 max((p[0] for p in ordered), default=0),
                 max((abs(p[2] - p[3]) for p in ordered), default=0) or 1)
    canvas = Image.new("RGB", (WIDTH, HEIGHT), chosen.background)
    draw = ImageDraw.Draw(canvas)
    title = fonts.fit(labels.title, TITLE, WIDTH - 2 * LEFT, bold=True)
    _text(draw, (LEFT, 38), title, TITLE, chosen.text, bold=True)
    _axes(draw, plot, chosen, labels)
    _bars(draw, plot, ordered, chosen)
    _line(draw, plot, ordered, chosen)
    _marks(draw, plot, ordered, marked, chosen)
    _legend(draw, chosen, labels)
    return encode_png(canvas)


def analysis_picture(points: Sequence[ChartPoint], marked: Sequence[int], game: Game,
                     best: Point | None, labels: ChartLabels = ChartLabels(),
                     theme: Theme | str = LIGHT, *, colorblind: bool = False,
                     names: tuple[str, str] | None = None,
                     board_labels: Labels = ENGLISH) -> bytes:
    """The chart above the board of ``game`` (the position after the move to show: its
    last move is marked) with the engine's preferred point ``best`` ringed."""
    chart = _open(analysis_chart(points, marked, labels, theme, colorblind=colorblind))
    board = _open(render_png(game, names=names, theme=theme, colorblind=colorblind,
                             highlight=best, labels=board_labels))
    chosen = resolve(theme, colorblind)
    width = max(chart.width, board.width)
    canvas = Image.new("RGB", (width, chart.height + board.height), chosen.background)
    canvas.paste(chart, ((width - chart.width) // 2, 0))
    canvas.paste(board, ((width - board.width) // 2, chart.height))
    return encode_png(canvas)


def _open(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    return image.convert("RGB")
