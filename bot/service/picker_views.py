"""Move pickers as data: the sectors of a game's field, the points of one sector (or of one
part of it), each with the signed button that opens or plays it at the game's ply."""

from __future__ import annotations

from dataclasses import replace

from bot.service.buttons import Action, Button, ButtonCodec
from bot.service.results import GameView, PickerPoint, PickerView, SectorView
from bot.service.sectors import (
    PART_SIDE,
    PointState,
    Rect,
    legal_points,
    point_state,
    sector_layout,
    split,
)
from core import Board, Point
from renderers import Frame


def build_picker(
    codec: ButtonCodec, game: GameView, board: Board, sector: int | None, part: int | None
) -> PickerView | None:
    """The picker of ``game`` (its position on ``board``), or None for a sector or a
    part that does not exist."""
    layout = sector_layout(board.width, board.height)
    last = game.last_move.point if game.last_move else None
    sectors = tuple(
        _sector_view(codec, game, board, rect, last, n) for n, rect in enumerate(layout.sectors)
    )
    picker = PickerView(game, game.ply, layout.columns, sectors, codec.make(Action.PICK, game.id))
    if sector is None:
        return picker
    if not 0 <= sector < len(sectors):
        return None
    chosen = sectors[sector]
    parts = tuple(
        _sector_view(codec, game, board, rect, last, sector, n)
        for n, rect in enumerate(split(chosen.rect, PART_SIDE).sectors)
    )
    if part is not None and not 0 <= part < len(parts):
        return None
    shown = chosen.rect if part is None else parts[part].rect
    rows = tuple(
        tuple(_point(codec, game, board, point, last) for point in line) for line in shown.rows()
    )
    return replace(picker, sector=chosen, shown=shown, rows=rows, parts=parts)


def _sector_view(
    codec: ButtonCodec,
    game: GameView,
    board: Board,
    rect: Rect,
    last: Point | None,
    sector: int,
    part: int | None = None,
) -> SectorView:
    args = (game.ply, sector) if part is None else (game.ply, sector, part)
    button = codec.make(Action.SECTOR, game.id, *args)
    index = sector if part is None else part
    legal = len(legal_points(board, rect))
    return SectorView(index, rect, button, legal, last is not None and rect.contains(last))


def _point(
    codec: ButtonCodec, game: GameView, board: Board, point: Point, last: Point | None
) -> PickerPoint:
    x, y = point
    state = point_state(board, x, y)
    button: Button | None = None
    if state is PointState.EMPTY:
        button = codec.make(Action.MOVE, game.id, game.ply, x, y)
    return PickerPoint(x, y, state, button, point == last)


def picker_frame(view: PickerView) -> Frame | None:
    """The frame a picture of a picker shows: the sector (or part) being picked in."""
    rect = view.shown
    if rect is None:
        return None
    return Frame(rect.left, rect.bottom, rect.right, rect.top)
