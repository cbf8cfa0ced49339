"""Drawing a position onto a copy of the empty field: areas, chains, dots, marks.

Order matters and follows the board's own: areas in creation order (a later area painted
over an earlier one is the one that owns the points now), then every chain, then
Territory's pools (rings not drawn as realms yet: dashed and not filled, docs/rules.md
§8.1), then the dots on top, then the last-move and highlight rings.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass

from PIL import Image, ImageChops, ImageDraw

from core import Area, Board, Color, Point, Realm
from renderers import layers, sprites
from renderers.layout import Layout
from renderers.palette import TINT_OFFSET, flat, index
from renderers.theme import RGB, Theme


def _grounds(theme: Theme) -> dict[Color | None, RGB]:
    return {
        None: theme.background,
        Color.BLUE: theme.area_tint(Color.BLUE),
        Color.RED: theme.area_tint(Color.RED),
    }


def draw_field(
    board: Board,
    theme: Theme,
    lay: Layout,
    *,
    pools: Sequence[Realm] = (),
    last: Point | None = None,
    highlight: Point | None = None,
    given: Collection[Point] = (),
) -> Image.Image:
    """The empty field of ``layers.base`` with ``board`` drawn on it (a new image);
    ``pools``: Territory's rings not drawn yet (:meth:`core.Game.pools`), outlined dashed;
    ``given`` are dots that changed hands on grounding: drawn dimmed and crossed out."""
    grounds = _grounds(theme)
    areas = board.areas
    empty = layers.base(theme, lay)
    if areas:
        canvas = _paint(empty, areas, theme, lay)
        _chains(canvas, board, areas, theme, lay, grounds)
    else:
        canvas = empty.copy()
    if pools:
        _pools(canvas, board, pools, theme, lay, grounds)
    radius = round(lay.radius * 4) / 4
    stamps: dict[tuple[Color, Color | None, bool], sprites.Stamp] = {}
    owner_at = board.owner_at
    left, top = lay.origin
    cell = lay.cell
    bottom = top + (board.height - 1) * cell  # pixel row of y = 1
    for x, y, color in board.dots():
        owner = owner_at(x, y)
        dim = (x, y) in given or (owner is not None and owner != color)
        stamp = stamps.get((color, owner, dim))
        if stamp is None:
            sprite = sprites.dot(theme, color, dim, grounds[owner], radius)
            stamp = stamps[color, owner, dim] = sprites.Stamp(canvas, sprite)
        stamp(left + (x - 1) * cell, bottom - (y - 1) * cell)
    marks = _Marks(canvas, board, theme, lay, radius, grounds)
    if given:
        marks.crosses(given)
    if last is not None:
        marks.last(last)
    if highlight is not None:
        marks.highlight(highlight)
    return canvas


def _paint(
    empty: Image.Image, areas: tuple[Area, ...], theme: Theme, lay: Layout
) -> Image.Image:
    """``empty`` with every area tinted in its owner's colour; later areas cover earlier ones.

    Inside the grid the empty field holds only background and grid pixels, so adding the
    owner's ``TINT_OFFSET`` to their palette indices tints both (see ``palette``).
    """
    offsets = Image.new("L", empty.size, 0)
    draw = ImageDraw.Draw(offsets)
    xy = lay.xy
    for area in areas:
        chain = on_field(area.chain, lay.width, lay.height)
        draw.polygon([xy(x, y) for x, y in chain], fill=TINT_OFFSET[area.owner])
    canvas = ImageChops.add_modulo(empty, offsets)  # no index exceeds 5: never wraps
    canvas.putpalette(flat(theme))
    return canvas


def on_field(chain: tuple[Point, ...], width: int, height: int) -> tuple[Point, ...]:
    """The chain with the points of the wall around the field (a chain closed against the
    edge, docs/rules.md §8.5.2) drawn on the edge itself."""
    return tuple((min(max(x, 1), width), min(max(y, 1), height)) for x, y in chain)


def _chains(
    canvas: Image.Image,
    board: Board,
    areas: tuple[Area, ...],
    theme: Theme,
    lay: Layout,
    grounds: dict[Color | None, RGB],
) -> None:
    """Outline every area along its chain; an area later surrounded is drawn dimmed."""
    width = max(1.5, lay.cell * 0.09)
    xy = lay.xy
    cell = lay.cell
    kinds: dict[tuple[RGB, RGB], dict[tuple[int, int], sprites.Stamp]] = {}
    for area in areas:
        chain = on_field(area.chain, board.width, board.height)
        holder = board.owner_at(*chain[0])
        if holder is None or holder == area.owner:
            ink, ground = theme.player(area.owner), grounds[area.owner]
        else:
            ink, ground = theme.player_dim(area.owner), grounds[holder]
        links = kinds.get((ink, ground))
        if links is None:
            links = kinds[ink, ground] = _links(canvas, theme, ink, ground, cell, width)
        _outline(chain, links, xy)


def _pools(
    canvas: Image.Image,
    board: Board,
    pools: Sequence[Realm],
    theme: Theme,
    lay: Layout,
    grounds: dict[Color | None, RGB],
) -> None:
    """Outline every pool dashed in its owner's colour, over whatever it stands on."""
    width = max(1.5, lay.cell * 0.09)
    kinds: dict[tuple[RGB, RGB], dict[tuple[int, int], sprites.Stamp]] = {}
    for pool in pools:
        chain = on_field(pool.border, board.width, board.height)
        ink, ground = theme.player(pool.owner), grounds[board.owner_at(*chain[0])]
        links = kinds.get((ink, ground))
        if links is None:
            links = kinds[ink, ground] = _links(
                canvas, theme, ink, ground, lay.cell, width, dashed=True
            )
        _outline(chain, links, lay.xy)


def _links(
    canvas: Image.Image, theme: Theme, ink: RGB, ground: RGB, cell: int, width: float,
    *, dashed: bool = False,
) -> dict[tuple[int, int], sprites.Stamp]:
    """A stamp of a chain link in every direction of ``sprites.LINKS``."""
    return {
        d: sprites.Stamp(canvas, sprites.link(theme, ink, ground, cell, width, d, dashed))
        for d in sprites.LINKS
    }


def _outline(
    chain: Sequence[Point],
    links: dict[tuple[int, int], sprites.Stamp],
    xy: Callable[[int, int], tuple[int, int]],
) -> None:
    """Stamp the links of a closed ``chain``, each from whichever end ``links`` has it."""
    previous = chain[-1]
    for point in chain:
        dx, dy = point[0] - previous[0], previous[1] - point[1]  # pixel y grows down
        start = previous
        if (dx, dy) not in links:
            dx, dy, start = -dx, -dy, point
        stamp = links.get((dx, dy))
        if stamp is not None:
            stamp(*xy(*start))
        previous = point


@dataclass(frozen=True)
class _Marks:
    """What the marks over the dots are drawn with: the canvas of ``board`` and the
    theme, layout, dot radius and ground colours it was drawn in."""

    canvas: Image.Image
    board: Board
    theme: Theme
    lay: Layout
    radius: float
    grounds: dict[Color | None, RGB]

    def last(self, point: Point) -> None:
        """A ring around the last dot and a pip at its centre."""
        theme, lay = self.theme, self.lay
        x, y = point
        color = self.board.dot_at(x, y)
        if color is None:
            return
        owner = self.board.owner_at(x, y)
        gap = max(2.0, lay.cell * 0.08)
        width = max(1.5, lay.cell * 0.075)
        outer = round((self.radius + gap + width) * 4) / 4
        px, py = lay.xy(x, y)
        ring = sprites.ring(theme, theme.marker, self.grounds[owner], outer, width)
        ring.paste(self.canvas, px, py)
        under = theme.player_dim(color) if owner not in (None, color) else theme.player(color)
        pip = round(max(1.5, self.radius * 0.32) * 4) / 4
        sprites.disc(theme, theme.background, under, pip).paste(self.canvas, px, py)

    def crosses(self, points: Collection[Point]) -> None:
        """A cross over each dot given away on grounding, in the colour of the side that
        got it."""
        draw = ImageDraw.Draw(self.canvas)
        arm = max(2.0, self.radius * 0.8)
        width = max(1, round(self.lay.cell * 0.08))
        for x, y in points:
            color = self.board.dot_at(x, y)
            if color is None:
                continue
            ink = index(self.theme, self.theme.player(color.opponent))
            px, py = self.lay.xy(x, y)
            draw.line(((px - arm, py - arm), (px + arm, py + arm)), fill=ink, width=width)
            draw.line(((px - arm, py + arm), (px + arm, py - arm)), fill=ink, width=width)

    def highlight(self, point: Point) -> None:
        x, y = point
        if not (1 <= x <= self.board.width and 1 <= y <= self.board.height):
            return
        width = max(2.0, self.lay.cell * 0.1)
        outer = round(self.lay.cell * 0.5 * 4) / 4
        px, py = self.lay.xy(x, y)
        ground = self.grounds[self.board.owner_at(x, y)]
        ring = sprites.ring(self.theme, self.theme.highlight, ground, outer, width)
        ring.paste(self.canvas, px, py)
