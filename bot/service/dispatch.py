"""One table from each typed command to the use case that runs it: the service's one
dispatch (:meth:`bot.service.service.GameService.dispatch`)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

from bot.identity import Actor, ChatRef
from bot.service import commands as asked
from bot.service.results import Result

if TYPE_CHECKING:
    from bot.service.service import GameService

Handler = Callable[[str, ChatRef, Actor, Any], Awaitable[Result]]
"""Runs one command: the event's key, the chat, who asks, and the command."""
Handlers = dict[type, Handler]


def handlers(service: GameService) -> Handlers:
    """Each command type and what runs it."""
    play, challenges, history = service.play, service.challenges, service.history
    cards, guide, picker = service.cards, service.guide, service.picker
    table: dict[type, Handler] = {
        asked.Help: lambda e, chat, who, c: guide.help(chat, who),
        asked.ShowRules: lambda e, chat, who, c: guide.rules(chat, who),
        asked.ListGames: lambda e, chat, who, c: cards.games(chat, who),
        asked.Challenge: lambda e, chat, who, c: challenges.challenge(
            e, chat, who, c.opponent, c.options
        ),
        asked.Accept: lambda e, chat, who, c: challenges.accept(e, chat, who, c.challenge),
        asked.Decline: lambda e, chat, who, c: challenges.decline(e, chat, who, c.challenge),
        asked.Cancel: lambda e, chat, who, c: challenges.cancel(e, chat, who, c.challenge),
        asked.Move: lambda e, chat, who, c: play.move(e, chat, who, c.point, c.game, ply=c.ply),
        asked.Resign: lambda e, chat, who, c: _resign(service, e, chat, who, c),
        asked.OfferDraw: lambda e, chat, who, c: play.offer_draw(e, chat, who, c.game),
        asked.DeclineDraw: lambda e, chat, who, c: play.decline_draw(e, chat, who, c.game),
        asked.Ground: lambda e, chat, who, c: play.ground(e, chat, who, c.game),
        asked.Abort: lambda e, chat, who, c: play.abort(e, chat, who, c.game),
        asked.ShowBoard: lambda e, chat, who, c: cards.board(chat, who, c.game),
        asked.OpenPicker: lambda e, chat, who, c: picker.open_picker(
            chat, who, c.game, c.ply, c.sector, c.part
        ),
        asked.History: lambda e, chat, who, c: history.listing(
            chat, who, c.player, whole_chat=c.whole_chat, before_game=c.before_game
        ),
        asked.ExportSgf: lambda e, chat, who, c: history.sgf(chat, who, c.game),
        asked.Replay: lambda e, chat, who, c: history.replay(chat, who, c.game),
        asked.Rematch: lambda e, chat, who, c: history.rematch(e, chat, who, c.game),
        asked.Top: lambda e, chat, who, c: service.standings.top(chat, who, overall=c.overall),
        asked.Rating: lambda e, chat, who, c: service.standings.rating(chat, who, c.players),
        asked.Configure: lambda e, chat, who, c: service.settings.configure(
            e, chat, who, c.key, c.words
        ),
        asked.ChangeSetting: lambda e, chat, who, c: service.settings.change(
            e, chat, who, c.change
        ),
        asked.SetLanguage: lambda e, chat, who, c: guide.set_language(e, chat, who, c.code),
        asked.Refused: lambda e, chat, who, c: _refused(service, chat, who, c),
    }
    return table


async def _resign(
    service: GameService, event: str, chat: ChatRef, actor: Actor, command: asked.Resign
) -> Result:
    if command.asker is not None:
        return await service.picker.confirm_resign(
            event, chat, actor, command.game or 0, command.asker
        )
    return await service.play.resign(event, chat, actor, command.game, confirm=command.confirmed)


async def _refused(
    service: GameService, chat: ChatRef, actor: Actor, command: asked.Refused
) -> Result:
    lang = await service.languages.language(actor, chat)
    return service.ctx.fail(lang, command.key, **command.args)

