"""STOP in the chat (docs/rules.md §8.2): ``/stop`` by the player to move, asked first (it
cannot be taken back); then the other side places dots alone until ``/end`` (the score
decides, :meth:`PlayUseCases.propose_end`) or ``/auto`` (as the stopper's grounding would
count). The steps themselves are :mod:`bot.service.play.stop_steps`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

from bot.identity import Actor, ChatRef
from bot.service.answers.answer import Result, refusal
from bot.service.answers.buttons import Action
from bot.service.answers.replies import Reply, game_tag
from bot.service.events import EventGuard, idempotent
from bot.service.games.changes import Change, names
from bot.service.games.finder import seat_color
from bot.service.games.live import LiveGame
from bot.service.games.writes import WritePath
from bot.service.play.commands import AutoEnd, Stop
from bot.service.play.play import PlayUseCases
from bot.service.play.stop_steps import auto_after_stop, stop_refused, stop_step
from core import Color


@dataclass(eq=False, repr=False, kw_only=True)
class StopUseCases:
    guard: EventGuard
    now: Callable[[], datetime]
    writes: WritePath
    play: PlayUseCases

    @idempotent
    async def stop(self, event: str, chat: ChatRef, actor: Actor, command: Stop) -> Result:
        """Unconfirmed, only ask "STOP?" (with a button) of the player to move; confirmed,
        stop."""
        lang = await self.play.langs.language(actor, chat)
        row = await self.play.ending_game(lang, chat, actor, command, "stop")
        if isinstance(row, Result):
            return row
        tag = game_tag(row.id)
        if not command.confirmed:
            color = seat_color(row, actor.ref)
            refused = stop_refused(row, color)
            if refused is not None:
                return refusal(lang, refused.key, **refused.args)
            assert color is not None
            words = {"game": tag, "other": names(row)[color.opponent - 1],
                     "command": f"/stop confirm {tag}"}
            return await self.play.question(lang, row, actor, Reply("stop-confirm", words),
                                            Action.STOP_CONFIRM)
        return await self.writes.apply(event, lang, row.id, actor, self.stop_step,
                                       announce=command.announced)

    @idempotent
    async def auto(self, event: str, chat: ChatRef, actor: Actor, command: AutoEnd) -> Result:
        """After the other's STOP: end the game as the stopper's grounding would count it."""
        return await self.play.game_action(
            event, chat, actor, command.game, "auto", self.auto_step, announce=command.announced
        )

    def stop_step(self, live: LiveGame, color: Color) -> Change | Reply:
        return stop_step(live, color, self.now())

    def auto_step(self, live: LiveGame, color: Color) -> Change | Reply:
        return auto_after_stop(live, color, self.now())
