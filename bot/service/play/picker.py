"""The move picker: tap a sector of the field, then a point of it, and the point is played.

Every picker button carries the game and the ply it was drawn at: a tap on a picker of an
older position is refused ("the position changed") and a double tap plays once. Only the
player to move may open a picker or use one; anyone else gets the usual refusal. Pictures
of a picker show the position of its ply, with the chosen sector framed.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.domain import GameStatus
from bot.identity import Actor, ChatRef
from bot.service.answers.answer import Result, answer, refusal
from bot.service.answers.replies import game_tag
from bot.service.answers.views import Views
from bot.service.chats.languages import Languages
from bot.service.games.finder import seat_color
from bot.service.games.live_games import LiveGames
from bot.service.play.commands import OpenPicker
from bot.service.play.picker_views import build_picker
from bot.service.play.play import PlayUseCases
from bot.service.play.sectors import Rect, legal_points
from bot.storage.protocol import Storage
from core import Point


@dataclass(eq=False, repr=False, kw_only=True)
class PickerUseCases:
    games: LiveGames
    langs: Languages
    storage: Storage
    views: Views
    play: PlayUseCases

    async def open_picker(self, chat: ChatRef, actor: Actor, command: OpenPicker) -> Result:
        """The sectors of a game's field, or (``sector``) the points of one sector or
        (``part``) of one part of it. ``ply`` is the ply the pressed button was drawn at:
        a picker of an older position is refused."""
        game_id, ply, sector, part = command.game, command.ply, command.sector, command.part
        lang = await self.langs.language(actor, chat)
        row = await self.play.find_game(lang, chat, actor, game_id, "move")
        if isinstance(row, Result):
            return row
        refused = self.play._check_player(lang, row, actor)
        if refused is not None:
            return refused
        tag = game_tag(row.id)
        if ply is not None and ply != row.ply:
            return refusal(lang, "error-position-changed", game=tag)
        if row.to_move != seat_color(row, actor.ref):
            return refusal(lang, "error-not-your-turn", game=tag)
        async with self.games.lock(row.id):
            live = await self.games.live(row)
            view, board = self.views.game(live), live.game.board
            picker = build_picker(self.views.codec, view, board, sector, part)
        if picker is None:
            return refusal(lang, "error-button-invalid")
        return answer(lang, picker=picker)

    async def legal_points(self, game_id: int, rect: Rect) -> list[Point]:
        """The points of ``rect`` where a dot may be put now in a game, top row first (none
        once the game is over, or for a game that does not exist)."""
        row = await self.storage.game(game_id)
        if row is None or row.status is not GameStatus.ACTIVE:
            return []
        async with self.games.lock(game_id):
            return legal_points((await self.games.live(row)).game.board, rect)
