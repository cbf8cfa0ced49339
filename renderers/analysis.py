"""A game's review as pictures: Blue's chances along the game, and the board at a swing.

    Title
    100% ┤      ╭─●34──╮                 ┊  +6   Blue's chance: a line (0–100 %)
     50% ┤┄┄┄┄┄╯┄┄┄┄┄┄┄╰──●58─╮┄┄┄┄┄┄┄┄┄┊   0   the score difference (Blue − Red): bars
      0% ┤▁▁▂▂▃▃            ▔▔▔          ┊  −6   marked moves: dots with their numbers
         0        50       100       131
                        move
    ● Blue's chance   ▮ score

``analysis_chart`` lays the words out first (``chart_layout``: no word covers another or a
marked dot) and draws the chart (900×530, readable on a phone); ``analysis_picture``
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

WIDTH, HEIGHT = 900, 530
TITLE = 28
SIZE = 20
"""Axis and legend text, in pixels."""
LEFT, RIGHT, TOP, BOTTOM = 84, 72, 56, 114
"""The plot's margins: room for the percentages, the score, the title, and below it the
move numbers, the axis's word and the legend."""
LINE = 4
MARK = 9
"""Radius of a marked move's dot."""
GAP = 6
"""Room kept between two words, or a word and a dot."""

ChartPoint = tuple[int, float, int, int]
"""(move number after which, Blue's chance 0..1, Blue's score, Red's score)."""
Box = tuple[float, float, float, float]
"""(left, top, right, bottom) in pixels."""


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


@dataclass(frozen=True)
class Placed:
    """One word or mark of the chart and the box it takes: the chart is laid out first
    (:func:`chart_layout`), then drawn, so that nothing is drawn over anything else."""

    kind: str
    """``title``, ``percent``, ``scale``, ``tick``, ``axis``, ``legend-chance``,
    ``legend-score``, ``mark`` (a marked move's dot) or ``mark-number``."""
    text: str
    box: Box
    size: int = SIZE
    bold: bool = False

    @property
    def baseline(self) -> float:
        return self.box[3] - fonts.metrics(self.size, self.bold)[1]


def _word(kind: str, text: str, xy: tuple[float, float], anchor: str = "ls",
          size: int = SIZE, bold: bool = False) -> Placed:
    """``text`` placed at ``xy`` by ``anchor`` (Pillow's letters: l, m, r across; s for
    the baseline, m for the middle)."""
    text = fonts.clean(text)
    ascent, descent = fonts.metrics(size, bold)
    x, y = xy
    left = x - fonts.width(text, size, bold) * {"l": 0.0, "m": 0.5, "r": 1.0}[anchor[0]]
    baseline = y if anchor[1] == "s" else y + (ascent - descent) / 2
    box = (left, baseline - ascent, left + fonts.width(text, size, bold), baseline + descent)
    return Placed(kind, text, box, size, bold)


def overlaps(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _clear(box: Box, placed: Sequence[Placed]) -> bool:
    grown = (box[0] - GAP / 2, box[1] - GAP / 2, box[2] + GAP / 2, box[3] + GAP / 2)
    return not any(overlaps(grown, other.box) for other in placed)


def _axes(plot: _Plot, labels: ChartLabels) -> list[Placed]:
    """The chance scale (0, 25, 50, 75, 100 %) on the left, the score scale on the right
    (clear of a marked last move's dot), the move numbers below (the last move's among
    them) and the axis's word under them."""
    out = [_word("percent", f"{25 * quarter}%", (plot.left - MARK - GAP, plot.y(quarter / 4)),
                 "rm")
           for quarter in range(5)]
    for lead in (plot.lead, 0, -plot.lead):
        sign = "+" if lead > 0 else "−" if lead < 0 else ""
        out.append(_word("scale", f"{sign}{abs(lead)}",
                         (plot.right + MARK + GAP, plot.bar(lead)), "lm"))
    ticks: list[Placed] = []
    plies = list(range(0, plot.last + 1, _step(plot.last)))
    if plies[-1] != plot.last:
        plies.append(plot.last)
    baseline = plot.bottom + MARK + GAP + fonts.metrics(SIZE)[0]
    """Below a dot marked at 0 %."""
    for ply in reversed(plies):  # the last move's number first: it stays when crowded
        tick = _word("tick", str(ply), (plot.x(ply), baseline), "ms")
        if _clear(tick.box, ticks):
            ticks.append(tick)
    out += sorted(ticks, key=lambda tick: tick.box[0])
    middle = (plot.left + plot.right) / 2
    out.append(_word("axis", labels.move, (middle, baseline + SIZE + GAP), "ms"))
    return out


def _step(last: int) -> int:
    """A round step between move numbers giving at most about eight of them."""
    for step in (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000):
        if last / step <= 8:
            return step
    return max(1, last // 8)


def _legend(labels: ChartLabels) -> list[Placed]:
    y = HEIGHT - 14
    chance = _word("legend-chance", labels.chance, (LEFT + 36, y))
    score = _word("legend-score", labels.score, (chance.box[2] + 64, y))
    return [chance, score]


def _marks(plot: _Plot, points: Sequence[ChartPoint], marked: Sequence[int],
           placed: Sequence[Placed]) -> list[Placed]:
    """A dot on the line at each marked move, its number beside it where it covers
    nothing: above the dot, else below, right or left of it, else at a corner."""
    chances = {ply: chance for ply, chance, _, _ in points}
    out: list[Placed] = []
    for ply in sorted(set(marked)):
        if ply not in chances:
            continue
        x, y = plot.x(ply), plot.y(chances[ply])
        out.append(Placed("mark", str(ply), (x - MARK, y - MARK, x + MARK, y + MARK)))
    numbers: list[Placed] = []
    area = (plot.left - GAP, plot.top - SIZE - GAP, plot.right + GAP, plot.bottom + MARK)
    ascent, descent = fonts.metrics(SIZE, True)
    reach = MARK + GAP
    for dot in out:
        x, y = (dot.box[0] + dot.box[2]) / 2, (dot.box[1] + dot.box[3]) / 2
        above, below = y - reach - descent, y + reach + ascent
        spots = [_word("mark-number", dot.text, xy, anchor, bold=True) for xy, anchor in (
            ((x, above), "ms"), ((x, below), "ms"), ((x + reach, y), "lm"),
            ((x - reach, y), "rm"), ((x, above), "rs"), ((x, above), "ls"),
            ((x, below), "rs"), ((x, below), "ls"))]
        free = [spot for spot in spots if _inside(spot.box, area)
                and _clear(spot.box, [*placed, *out, *numbers])]
        numbers.append(free[0] if free else spots[0])  # nowhere free: above, as ever
    return out + numbers


def _inside(box: Box, area: Box) -> bool:
    return area[0] <= box[0] and box[2] <= area[2] and area[1] <= box[1] and box[3] <= area[3]


def _plot(points: Sequence[ChartPoint]) -> _Plot:
    return _Plot(LEFT, TOP, WIDTH - RIGHT, HEIGHT - BOTTOM,
                 max((p[0] for p in points), default=0),
                 max((abs(p[2] - p[3]) for p in points), default=0) or 1)


def chart_layout(points: Sequence[ChartPoint], marked: Sequence[int] = (),
                 labels: ChartLabels = ChartLabels()) -> list[Placed]:
    """Every word and marked dot of the chart of ``points``, where it is drawn."""
    plot = _plot(sorted(points))
    title = fonts.fit(labels.title, TITLE, WIDTH - 2 * LEFT, bold=True)
    placed = [_word("title", title, (LEFT, 38), size=TITLE, bold=True)]
    placed += _axes(plot, labels)
    placed += _legend(labels)
    return placed + _marks(plot, sorted(points), marked, placed)


def _text(draw: ImageDraw.ImageDraw, word: Placed, ink: RGB) -> None:
    """A placed word in the shipped fonts."""
    x, y = word.box[0], word.baseline
    for piece, font in fonts.runs(word.text, word.size, word.bold):
        draw.text((x, y), piece, font=font, fill=ink, anchor="ls")
        x += font.getlength(piece)


def _grid(draw: ImageDraw.ImageDraw, plot: _Plot, theme: Theme) -> None:
    """The chance lines (0, 25, 50, 75, 100 %, the middle one stronger) and the ticks."""
    for quarter in range(5):
        y = plot.y(quarter / 4)
        ink = theme.muted if quarter == 2 else theme.grid
        draw.line((plot.left, y, plot.right, y), fill=ink, width=2 if quarter == 2 else 1)


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


def _draw(draw: ImageDraw.ImageDraw, plot: _Plot, word: Placed, theme: Theme) -> None:
    if word.kind == "mark":
        draw.ellipse(word.box, fill=theme.highlight, outline=theme.marker, width=2)
    elif word.kind == "tick":
        x = (word.box[0] + word.box[2]) / 2
        draw.line((x, plot.bottom, x, plot.bottom + MARK), fill=theme.grid, width=1)
        _text(draw, word, theme.coordinates)
    elif word.kind == "legend-chance":
        y = word.baseline - 7
        draw.line((LEFT, y, LEFT + 28, y), fill=theme.blue, width=LINE)
        _text(draw, word, theme.text)
    elif word.kind == "legend-score":
        for k, color in enumerate((theme.blue, theme.red)):
            x, y = word.box[0] - 32 + 12 * k, word.baseline
            draw.rectangle((x, y - 16, x + 10, y), fill=mix(theme.background, color, 0.35))
        _text(draw, word, theme.text)
    else:
        ink = {"percent": theme.coordinates, "scale": theme.coordinates,
               "axis": theme.muted}.get(word.kind, theme.text)
        _text(draw, word, ink)


def analysis_chart(points: Sequence[ChartPoint], marked: Sequence[int] = (),
                   labels: ChartLabels = ChartLabels(), theme: Theme | str = LIGHT,
                   *, colorblind: bool = False) -> bytes:
    """A PNG of Blue's chance (a line) and the score difference (bars) along the game,
    ``marked`` moves (their numbers, as in ``points``) as dots with the number."""
    chosen = resolve(theme, colorblind)
    ordered = sorted(points)
    plot = _plot(ordered)
    canvas = Image.new("RGB", (WIDTH, HEIGHT), chosen.background)
    draw = ImageDraw.Draw(canvas)
    _grid(draw, plot, chosen)
    _bars(draw, plot, ordered, chosen)
    _line(draw, plot, ordered, chosen)
    for word in chart_layout(ordered, marked, labels):
        _draw(draw, plot, word, chosen)
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
