"""The lobby as people follow it: ``/watch #N``, and the lobby page's list: the open seeks,
the lobby games in progress with a spectator's link to each, and the top players of each
time class (docs/lobby.md).

A lobby game (paired from two seeks) is public, as on a Dots server: anyone, from any chat
or platform, gets a spectator's signed link to its live board. Any other game is watched
as the web board lets it be (:meth:`~bot.service.places.web_board.WebBoardUseCases.open`,
``/web``: in its chat, by its players), never by a way of its own.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from bot.identity import Actor, ChatRef
from bot.service.answers.answer import Result, answer, refusal
from bot.service.answers.replies import Reply, game_tag
from bot.service.answers.seek_views import LobbyGameView
from bot.service.events import EventGuard
from bot.service.games.finder import seat_color
from bot.service.history.standings import StandingsUseCases
from bot.service.places.commands import OpenWebBoard
from bot.service.places.web_board import WebBoardUseCases
from bot.service.seeks.commands import ListSeeks, Watch
from bot.service.seeks.places import LobbyPlaces
from bot.service.seeks.seeks import SeekUseCases, terms_reply
from bot.service.seeks.terms import SeekTerms
from bot.storage.protocol import Storage
from bot.storage.records import GameRow
from core import Color

LISTED = 50
"""Lobby games the page lists at most, newest first."""


@dataclass(eq=False, repr=False, kw_only=True)
class LobbyUseCases:
    guard: EventGuard
    lobby: LobbyPlaces
    storage: Storage
    seeks: SeekUseCases
    standings: StandingsUseCases
    web: WebBoardUseCases

    async def watch(self, chat: ChatRef, actor: Actor, command: Watch) -> Result:
        """``/watch #N``: a lobby game's spectator link for anyone; another game's link as
        ``/web`` gives it (the game here without a number)."""
        lang = await self.guard.language(actor, chat)
        if not self.web.enabled:
            return refusal(lang, "error-web-off")
        if command.game is not None:
            row = await self.storage.game(command.game)
            if row is not None and await self.lobby.of(row.id):
                url = self.web.link(row.id, None)
                return answer(lang, Reply("web-link-spectator",
                                          {"game": game_tag(row.id), "url": url}))
        return await self.web.open(chat, actor, OpenWebBoard(command.game))

    async def listing(self, chat: ChatRef, actor: Actor, command: ListSeeks) -> Result:
        """The lobby page: the open seeks and the usual ones (:meth:`SeekUseCases.listing`),
        the lobby games to watch (with the web board on) and the top players."""
        listed = await self.seeks.listing(chat, actor, command)
        games = await self._games() if self.web.enabled else ()
        return replace(listed, lobby_games=games,
                       leaders=await self.standings.leaders(chat))

    async def _games(self) -> tuple[LobbyGameView, ...]:
        found = []
        for row in await self.storage.lobby_games(LISTED):
            view = await self._game(row)
            if view is not None:
                found.append(view)
        return tuple(found)

    async def _game(self, row: GameRow) -> LobbyGameView | None:
        """A lobby game as listed: its terms, each player's rating as they sought, its
        moves and a spectator's link; no name."""
        seeks = await self.lobby.of(row.id)
        if not seeks:
            return None
        ratings = {seat_color(row, seek.person): seek.rating for seek in seeks}
        terms = SeekTerms.from_word(seeks[0].terms)
        return LobbyGameView(
            row.id, terms_reply(terms), terms.width, terms.height, terms.time.describe(),
            terms.rated, ratings.get(Color.BLUE, 0), ratings.get(Color.RED, 0), row.ply,
            self.web.link(row.id, None))
