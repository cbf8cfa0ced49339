"""Move pickers as data: the sectors of a game's field, the points of one sector (or of one
part of it), each with the signed button that opens or plays it at the game's ply."""

from __future__ import annotations

from dataclasses import replace

from bot.service.answers.buttons import Action, Button, ButtonCodec
from bot.service.answers.game_views import GameView, PickerPoint, PickerView, SectorView
from bot.service.play.sectors import (
    PART_SIDE,
    PointState,
    Rect,
    legal_count,
    point_state,
    sector_layout,
    split,
)
from core import Board, Point
from renderers import Frame


def field_sectors(
    codec: ButtonCodec, game_id: int, ply: int, board: Board, last: Point | None
) -> tuple[int, tuple[SectorView, ...]]:
    """The sectors of a game's field at ``ply`` (how many a row, and each with its parts),
    their buttons signed for that ply: a card's own move picker. A sector's legal points
    and last move are its parts', counted once."""
    layout = sector_layout(board.width, board.height)
    sectors = []
    for n, rect in enumerate(layout.sectors):
        parts = tuple(
            _part_view(codec, game_id, ply, board, part, last, n, k)
            for k, part in enumerate(split(rect, PART_SIDE).sectors)
        )
        button = codec.make(Action.SECTOR, game_id, ply, n)
        legal, holds_last = sum(p.legal for p in parts), any(p.last for p in parts)
        sectors.append(SectorView(n, rect, button, legal, holds_last, parts))
    return layout.columns, tuple(sectors)


def build_picker(
    codec: ButtonCodec, game: GameView, board: Board, sector: int | None, part: int | None
) -> PickerView | None:
    """The picker of ``game`` (its position on ``board``), or None for a sector or a
    part that does not exist."""
    last = game.last_move.point if game.last_move else None
    columns, sectors = field_sectors(codec, game.id, game.ply, board, last)
    picker = PickerView(game, game.ply, columns, sectors, codec.make(Action.PICK, game.id))
    if sector is None:
        return picker
    if not 0 <= sector < len(sectors):
        return None
    chosen = sectors[sector]
    parts = chosen.parts
    if part is not None and not 0 <= part < len(parts):
        return None
    shown = chosen.rect if part is None else parts[part].rect
    rows = tuple(
        tuple(_point(codec, game, board, point, last) for point in line) for line in shown.rows()
    )
    return replace(picker, sector=chosen, shown=shown, rows=rows, parts=parts)


def _part_view(
    codec: ButtonCodec,
    game_id: int,
    ply: int,
    board: Board,
    rect: Rect,
    last: Point | None,
    sector: int,
    part: int,
) -> SectorView:
    button = codec.make(Action.SECTOR, game_id, ply, sector, part)
    legal = legal_count(board, rect)
    return SectorView(part, rect, button, legal, last is not None and rect.contains(last))


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
