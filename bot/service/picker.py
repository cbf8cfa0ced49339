"""The move picker: tap a sector of the field, then a point of it, and the point is played.

Every picker button carries the game and the ply it was drawn at: a tap on a picker of an
older position is refused ("the position changed") and a double tap plays once. Only the
player to move may open a picker or use one; anyone else gets the usual refusal. Pictures
of a picker show the position of its ply, with the chosen sector framed.
"""

from __future__ import annotations

from dataclasses import replace

from bot.identity import Actor, ChatRef
from bot.service.buttons import Action, Button
from bot.service.changes import game_tag
from bot.service.play import PlayUseCases
from bot.service.results import (
    GameView,
    PickerPoint,
    PickerView,
    Result,
    SectorView,
    Status,
)
from bot.service.sectors import (
    PART_SIDE,
    PointState,
    Rect,
    legal_points,
    point_state,
    sector_layout,
    split,
)
from core import Board, Point, format_point


class PickerUseCases(PlayUseCases):
    async def open_picker(
        self,
        chat: ChatRef,
        actor: Actor,
        game_id: int,
        ply: int | None = None,
        sector: int | None = None,
        part: int | None = None,
    ) -> Result:
        """The sectors of a game's field, or (``sector``) the points of one sector or
        (``part``) of one part of it. ``ply`` is the ply the pressed button was drawn at:
        a picker of an older position is refused."""
        lang = await self.language(actor, chat)
        row = await self.find_game(lang, chat, actor, game_id, "move")
        if isinstance(row, Result):
            return row
        refusal = self._check_player(lang, row, actor)
        if refusal is not None:
            return refusal
        tag = game_tag(row.id)
        if ply is not None and ply != row.ply:
            return self.fail(lang, "error-position-changed", game=tag)
        if row.to_move != self.seat_color(row, actor.ref):
            return self.fail(lang, "error-not-your-turn", game=tag)
        async with self.lock(row.id):
            live = await self.live(row)
            picker = self._picker(self.game_view(live), live.game.board, sector, part)
        if picker is None:
            return self.fail(lang, "error-button-invalid")
        return Result(Status.OK, lang, picker=picker)

    def _picker(
        self, game: GameView, board: Board, sector: int | None, part: int | None
    ) -> PickerView | None:
        """The picker of ``game`` (its position on ``board``), or None for a sector or a
        part that does not exist."""
        layout = sector_layout(board.width, board.height)
        last = game.last_move.point if game.last_move else None
        sectors = tuple(
            self._sector_view(game, board, rect, last, n) for n, rect in enumerate(layout.sectors)
        )
        picker = PickerView(
            game, game.ply, layout.columns, sectors, self.codec.make(Action.PICK, game.id)
        )
        if sector is None:
            return picker
        if not 0 <= sector < len(sectors):
            return None
        chosen = sectors[sector]
        parts = tuple(
            self._sector_view(game, board, rect, last, sector, n)
            for n, rect in enumerate(split(chosen.rect, PART_SIDE).sectors)
        )
        if part is not None and not 0 <= part < len(parts):
            return None
        shown = chosen.rect if part is None else parts[part].rect
        rows = tuple(
            tuple(self._point(game, board, point, last) for point in line)
            for line in shown.rows()
        )
        return replace(picker, sector=chosen, shown=shown, rows=rows, parts=parts)

    def _sector_view(
        self,
        game: GameView,
        board: Board,
        rect: Rect,
        last: Point | None,
        sector: int,
        part: int | None = None,
    ) -> SectorView:
        args = (game.ply, sector) if part is None else (game.ply, sector, part)
        button = self.codec.make(Action.SECTOR, game.id, *args)
        index = sector if part is None else part
        legal = len(legal_points(board, rect))
        return SectorView(index, rect, button, legal, last is not None and rect.contains(last))

    def _point(
        self, game: GameView, board: Board, point: Point, last: Point | None
    ) -> PickerPoint:
        x, y = point
        state = point_state(board, x, y)
        button: Button | None = None
        if state is PointState.EMPTY:
            button = self.codec.make(Action.MOVE, game.id, game.ply, x, y)
        return PickerPoint(x, y, state, button, point == last)

    async def play_picked(
        self, event: str, chat: ChatRef, actor: Actor, game_id: int, ply: int, x: int, y: int
    ) -> Result:
        """A picker's point was tapped: play it through the normal move path, if the game
        is still at ``ply``."""
        return await self.move(event, chat, actor, format_point((x, y)), game_id, ply=ply)

    async def confirm_resign(
        self, event: str, chat: ChatRef, actor: Actor, game_id: int, asker: int
    ) -> Result:
        """"Yes, resign" pressed: only the player who asked (of colour ``asker``) may."""
        lang = await self.language(actor, chat)
        row = await self.storage.game(game_id)
        if row is not None and row.chat == chat:
            color = self.seat_color(row, actor.ref)
            if color is not None and int(color) != asker:
                return self.fail(lang, "error-button-not-yours", game=game_tag(game_id))
        return await self.resign(event, chat, actor, game_id, confirm=True)
