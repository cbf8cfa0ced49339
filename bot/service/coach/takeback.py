"""Takebacks by consent (casual games; sport rules §2.6 keep a rated game's moves final).

A player asks to take back their last move, and the opponent's answer to it if there was
one, so that it is their turn again where it was; the opponent accepts or declines (the
card's buttons, or ``/takeback accept|decline``), and the offer lapses with the next move
or the game's end. The computer consents at once. A takeback is a stored change like a
move: under the game's version, once per event, the taken-back moves removed from storage
in the change's transaction, the clocks given back (:func:`bot.service.games.changes.restored`)
and the takebacks counted on the game (its card shows how many).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from functools import partial

from bot.identity import Actor, ChatRef
from bot.service.answers.answer import Result
from bot.service.answers.replies import Reply, game_tag
from bot.service.chats.languages import Languages
from bot.service.coach.commands import AnswerTakeback, AskTakeback
from bot.service.coach.takeback_rules import takeback_allowed, undo_ply
from bot.service.computer.engine import is_computer
from bot.service.events import EventGuard, idempotent
from bot.service.games.changes import Change, Mutation, names, restored, update
from bot.service.games.finder import GameFinder, Wanted
from bot.service.games.live import LiveGame
from bot.service.games.replay import replay
from bot.service.games.writes import WritePath
from bot.storage.protocol import Storage
from bot.storage.records import MoveRow
from core import Color

__all__ = ["TakebackUseCases", "takeback_allowed"]

Step = Callable[[Sequence[MoveRow], LiveGame, Color], "Change | Reply"]
"""A takeback's check and change, given the game's stored moves."""


@dataclass(eq=False, repr=False, kw_only=True)
class TakebackUseCases:
    guard: EventGuard
    finder: GameFinder
    langs: Languages
    now: Callable[[], datetime]
    storage: Storage
    writes: WritePath

    @idempotent
    async def ask(self, event: str, chat: ChatRef, actor: Actor, command: AskTakeback) -> Result:
        """Ask the opponent to take back one's last move (the computer consents at once)."""
        return await self._apply(
            event, chat, actor, command.game, self.ask_step, announce=command.announced
        )

    @idempotent
    async def answer(
        self, event: str, chat: ChatRef, actor: Actor, command: AnswerTakeback
    ) -> Result:
        """Accept or decline the opponent's takeback offer."""
        step = partial(self.answer_step, command.accept)
        return await self._apply(event, chat, actor, command.game, step,
                                 announce=command.announced)

    async def _apply(
        self,
        event: str,
        chat: ChatRef,
        actor: Actor,
        game_id: int | None,
        step: Step,
        *,
        announce: bool = False,
    ) -> Result:
        """Run ``step`` with the game's stored moves (their times give the clocks back)."""
        lang = await self.langs.language(actor, chat)
        row = await self.finder.find_for(lang, chat, actor, game_id, Wanted("takeback"))
        if isinstance(row, Result):
            return row
        moves = await self.storage.moves(row.id)
        action: Mutation = partial(step, moves)
        return await self.writes.apply(event, lang, row.id, actor, action, announce=announce)

    def ask_step(
        self, moves: Sequence[MoveRow], live: LiveGame, color: Color
    ) -> Change | Reply:
        row, tag = live.row, game_tag(live.row.id)
        if not takeback_allowed(live):
            key = "error-takeback-tournament" if live.tournament else "error-takeback-rated"
            return Reply(key, {"game": tag})
        if row.takeback_offer == color:
            return Reply("error-takeback-already-asked", {"game": tag})
        if row.takeback_offer is not None:
            return Reply("error-takeback-answer-first", {"game": tag})
        if undo_ply(live.game, color) is None:
            return Reply("error-takeback-nothing", {"game": tag})
        seat = row.blue if color.opponent is Color.BLUE else row.red
        if is_computer(seat.ref):
            return self.taken_back(live, color, moves, "takeback-computer")
        words = {"game": tag, "name": names(row)[color - 1], "color": str(color)}
        offer = (int(color), row.takebacks)
        after = update(live, self.now(), draw_offer=row.draw_offer, takeback=offer)
        return Change(after, (Reply("takeback-offered", words),))

    def answer_step(
        self, accept: bool, moves: Sequence[MoveRow], live: LiveGame, color: Color
    ) -> Change | Reply:
        row, tag = live.row, game_tag(live.row.id)
        offer = row.takeback_offer
        if offer is None:
            return Reply("error-takeback-none", {"game": tag})
        if offer == color:
            return Reply("error-takeback-own", {"game": tag})
        if accept:
            return self.taken_back(live, Color(offer), moves, "takeback-accepted")
        after = update(
            live, self.now(), draw_offer=row.draw_offer, takeback=(None, row.takebacks)
        )
        return Change(after, (Reply("takeback-declined", {"game": tag}),))

    def taken_back(
        self, live: LiveGame, asker: Color, moves: Sequence[MoveRow], key: str
    ) -> Change | Reply:
        """Take back ``asker``'s last move and every move after it: the position replayed
        from the moves kept, ``asker`` to move again, their clock given back."""
        row, tag = live.row, game_tag(live.row.id)
        ply = undo_ply(live.game, asker)
        if ply is None:
            return Reply("error-takeback-nothing", {"game": tag})
        stored = [(Color(m.color), m.x, m.y) for m in moves]
        if stored != [(m.color, m.x, m.y) for m in live.game.moves]:
            return Reply("error-position-changed", {"game": tag})  # moves read before a change
        kept = list(moves[: ply - 1])
        live.game = replay(row, kept)
        now = self.now()
        clock = restored(row, kept, live.game.to_move, now)
        after = update(live, now, clock=clock, takeback=(None, row.takebacks + 1))
        words: dict[str, str | int] = {
            "game": tag, "name": names(row)[asker - 1], "count": len(moves) - len(kept)
        }
        return Change(after, (Reply(key, words),), undo_from=ply)
