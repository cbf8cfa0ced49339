"""The lobby as people follow it: ``/watch #N`` and the lobby page's list (docs/lobby.md).

A lobby game (paired from two seeks) is public, as on a Dots server: anyone, from any chat
or platform, gets a spectator's signed link to its live board. Any other game is watched
as the web board lets it be (:meth:`~bot.service.places.web_board.WebBoardUseCases.open`,
``/web``: in its chat, by its players), never by a way of its own.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.identity import Actor, ChatRef
from bot.service.answers.answer import Result, answer, refusal
from bot.service.answers.replies import Reply, game_tag
from bot.service.events import EventGuard
from bot.service.places.commands import OpenWebBoard
from bot.service.places.web_board import WebBoardUseCases
from bot.service.seeks.commands import Watch
from bot.service.seeks.places import LobbyPlaces
from bot.storage.protocol import Storage


@dataclass(eq=False, repr=False, kw_only=True)
class LobbyUseCases:
    guard: EventGuard
    lobby: LobbyPlaces
    storage: Storage
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
