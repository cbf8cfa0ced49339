"""One table from each typed command to the use case that runs it: the service's one
dispatch (:meth:`bot.service.service.GameService.dispatch`).

A use case that changes something takes ``(event, chat, actor, command)``, the event being
its idempotency key; one that only reads takes ``(chat, actor, command)``."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from functools import partial
from typing import TYPE_CHECKING, Any

from bot.identity import Actor, ChatRef
from bot.service import commands as asked
from bot.service.results import Result

if TYPE_CHECKING:
    from bot.service.service import GameService

Handler = Callable[[str, ChatRef, Actor, Any], Awaitable[Result]]
"""Runs one command: the event's key, the chat, who asks, and the command."""
Handlers = dict[type, Handler]
Change = Callable[[str, ChatRef, Actor, Any], Awaitable[Result]]
Read = Callable[[ChatRef, Actor, Any], Awaitable[Result]]


def handlers(service: GameService) -> Handlers:
    """Each command type and what runs it (looked up when it runs, so a use case replaced
    on its feature, as a test replaces one to make it fail, is the one that runs)."""
    play, challenges, history = service.play, service.challenges, service.history
    cards, guide, standings = service.cards, service.guide, service.standings
    changes: dict[type, tuple[object, str]] = {
        asked.Challenge: (challenges, "challenge"),
        asked.Accept: (challenges, "accept"),
        asked.Decline: (challenges, "decline"),
        asked.Cancel: (challenges, "cancel"),
        asked.Move: (play, "move"),
        asked.OfferDraw: (play, "offer_draw"),
        asked.DeclineDraw: (play, "decline_draw"),
        asked.Ground: (play, "ground"),
        asked.Abort: (play, "abort"),
        asked.Rematch: (history, "rematch"),
        asked.Configure: (service.settings, "configure"),
        asked.ChangeSetting: (service.settings, "change"),
        asked.SetLanguage: (guide, "set_language"),
    }
    reads: dict[type, tuple[object, str]] = {
        asked.Help: (guide, "help"),
        asked.ShowRules: (guide, "rules"),
        asked.ListGames: (cards, "games"),
        asked.ShowBoard: (cards, "board"),
        asked.OpenPicker: (service.picker, "open_picker"),
        asked.ShowHistory: (history, "listing"),
        asked.ExportSgf: (history, "sgf"),
        asked.Replay: (history, "replay"),
        asked.ShowTop: (standings, "top"),
        asked.ShowRating: (standings, "rating"),
    }
    table: Handlers = {kind: _changing(*where) for kind, where in changes.items()}
    table.update({kind: _reading(*where) for kind, where in reads.items()})
    table[asked.Resign] = partial(_resign, service)
    table[asked.Refused] = partial(_refused, service)
    return table


def _changing(feature: object, name: str) -> Handler:
    async def run(event: str, chat: ChatRef, actor: Actor, command: Any) -> Result:
        change: Change = getattr(feature, name)
        return await change(event, chat, actor, command)

    return run


def _reading(feature: object, name: str) -> Handler:
    async def run(event: str, chat: ChatRef, actor: Actor, command: Any) -> Result:
        read: Read = getattr(feature, name)
        return await read(chat, actor, command)

    return run


async def _resign(
    service: GameService, event: str, chat: ChatRef, actor: Actor, command: asked.Resign
) -> Result:
    """"Yes, resign" pressed is the picker's to check (only the player who asked)."""
    if command.asker is not None:
        return await service.picker.confirm_resign(event, chat, actor, command)
    return await service.play.resign(event, chat, actor, command)


async def _refused(
    service: GameService, event: str, chat: ChatRef, actor: Actor, command: asked.Refused
) -> Result:
    lang = await service.languages.language(actor, chat)
    return service.ctx.fail(lang, command.key, **command.args)
