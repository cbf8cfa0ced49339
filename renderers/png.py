"""``render_png``: the picture a player gets after every move."""

from __future__ import annotations

import io
from collections.abc import Collection, Sequence

from PIL import Image

from core import Board, Color, Game, Point, Realm
from renderers import fonts
from renderers.field import draw_field
from renderers.frame import Frame, draw_frame
from renderers.header import HeaderState, draw_header
from renderers.labels import ENGLISH, Labels
from renderers.layout import Layout, auto_cell, layout
from renderers.theme import Theme, resolve

PNG_LEVEL = 2
"""zlib level. Compressing is half the cost of a picture: on these flat palette pictures
level 2 takes no longer than level 1, and level 6 (Pillow's default) twice as long for
a file 40 % smaller; the 39×32 picture stays well under 100 KB at level 2."""


def game_status(game: Game, names: tuple[str, str] | None, labels: Labels) -> HeaderState:
    given = names or ("", "")
    names = (
        fonts.clean(given[0]) or labels.blue,
        fonts.clean(given[1]) or labels.red,
    )
    outcome = game.outcome
    if outcome is not None:
        scores = (outcome.blue, outcome.red)
    else:
        scores = (game.score(Color.BLUE), game.score(Color.RED))
    return HeaderState(
        names=names,
        scores=scores,
        to_move=None if outcome else game.to_move,
        moves=len(game.moves),
        outcome=outcome,
        given=len(game.grounded),
        ending=game.rules.ending(outcome.reason) if outcome is not None else "",
    )


def picture(
    board: Board,
    status: HeaderState,
    theme: Theme,
    lay: Layout,
    labels: Labels,
    *,
    pools: Sequence[Realm] = (),
    last: Point | None = None,
    highlight: Point | None = None,
    given: Collection[Point] = (),
) -> Image.Image:
    """The whole picture of a position, in palette mode (``pools``: Territory's rings not
    drawn yet, :meth:`core.Game.pools`; ``given``: dots that changed hands on grounding)."""
    canvas = draw_field(
        board, theme, lay, pools=pools, last=last, highlight=highlight, given=given
    )
    draw_header(canvas, status, theme, lay, labels)
    return canvas


def render_png(
    game: Game,
    *,
    names: tuple[str, str] | None = None,
    theme: str | Theme = "light",
    colorblind: bool = False,
    highlight: Point | None = None,
    cell: int | None = None,
    show_coordinates: bool = True,
    labels: Labels = ENGLISH,
    frame: Frame | None = None,
) -> bytes:
    """A PNG of ``game``: the field, both players (``names`` = blue, red), score and turn;
    in Territory its realms filled and outlined, its pools (``game.pools()``) outlined dashed.

    ``theme`` is ``"light"``, ``"dark"`` or a ``Theme``; ``colorblind`` switches to
    colour-blind-safe colours with square red dots; ``highlight`` rings one point;
    ``cell`` is pixels per cell (chosen from the field size when None); ``labels``
    carries the words, for languages other than English; ``frame`` outlines a rectangle
    of points (a move picker's sector) and writes the coordinates on its empty points.
    """
    chosen = resolve(theme, colorblind)
    board = game.board
    lay = layout(
        board.width,
        board.height,
        cell if cell is not None else auto_cell(board.width, board.height),
        show_coordinates,
    )
    last = game.moves[-1].point if game.moves else None
    image = picture(
        board, game_status(game, names, labels), chosen, lay, labels,
        pools=game.pools(), last=last, highlight=highlight, given=frozenset(game.grounded),
    )
    if frame is not None:
        draw_frame(image, board, frame, chosen, lay)
    return encode_png(image)


def encode_png(image: Image.Image) -> bytes:
    out = io.BytesIO()
    image.save(out, "PNG", compress_level=PNG_LEVEL)
    return out.getvalue()
