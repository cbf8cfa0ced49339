"""The write path every change of a game takes: the game's lock orders changes inside this
process, the version check in storage orders them between processes; one transaction
stores the move, the row, the hooks' work (ratings) and, for an announced change, the
outbox row; a lost race reloads the game and checks again."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field, replace
from datetime import datetime

from bot.domain import GameStatus
from bot.identity import Actor
from bot.metrics import METRICS
from bot.service.answers.answer import Result, duplicate, refusal
from bot.service.answers.game_views import GameView
from bot.service.answers.replies import Reply, Status, game_tag
from bot.service.delivery.outbox import Announcement, outbox_item
from bot.service.delivery.owed_cards import CARD_GRACE
from bot.service.games.changes import Change, Mutation, flag_fell, time_out
from bot.service.games.finder import seat_color
from bot.service.games.live import LiveGame
from bot.service.games.live_games import LiveGames
from bot.storage.protocol import Conflict, DuplicateEvent, Storage, Transaction
from bot.storage.records import GameRow, GameUpdate

log = logging.getLogger(__name__)

WRITE_ATTEMPTS = 3

GameHook = Callable[[Transaction, LiveGame, Change], Awaitable[None]]
"""Work done inside the transaction of every change of a game (``live.row`` is still the
row before the change): ratings hook in here."""


@dataclass(eq=False)
class WritePath:
    storage: Storage
    games: LiveGames
    now: Callable[[], datetime]
    view: Callable[[LiveGame], GameView]
    """Makes the view a change answers with."""
    announced: Callable[[str], None]
    """Wakes the delivery loop of a platform."""
    changed: Callable[[GameRow], None]
    """Told every row a change leaves (the computer may owe a turn)."""
    hooks: list[GameHook] = field(default_factory=list, init=False)
    """The features' work in the change's transaction; each may add to its replies."""
    announcers: list[GameHook] = field(default_factory=list, init=False)
    """Hooks that tell other places of the change (a lobby game's other player), run once
    every hook had its say, so each place reads the whole of it (the ratings too)."""

    async def apply(
        self,
        event: str | None,
        lang: str,
        game_id: int,
        actor: Actor,
        action: Mutation,
        *,
        announce: bool = False,
    ) -> Result:
        """Run one action on a game: check, apply, store in one transaction, answer.

        The per-game lock orders actions inside this process; the version check in storage
        orders them between processes. A lost race reloads the game and checks again, so
        the loser of two identical moves hears "not your turn". Once the side to move is
        out of time, any action ends the game on time instead (the flag has fallen).
        ``announce``: nobody waits for the answer (the computer moves): the change is
        announced to the chat through the outbox.
        """
        for _ in range(WRITE_ATTEMPTS):
            async with self.games.lock(game_id):
                row = await self.storage.game(game_id)
                if row is None:
                    return refusal(lang, "error-unknown-game", game=game_tag(game_id))
                live = await self.games.live(row)
                color = seat_color(row, actor.ref)
                if color is None:
                    return refusal(lang, "error-not-a-player", game=game_tag(game_id))
                if row.status is not GameStatus.ACTIVE:
                    return refusal(lang, "error-game-over", game=game_tag(game_id))
                now = self.now()
                outcome = time_out(live, now) if flag_fell(row, now) else action(live, color)
                if isinstance(outcome, Reply):
                    return Result(Status.ERROR, lang, (outcome,))
                outcome.announce = outcome.announce or announce
                outcome.by = color
                try:
                    await self.commit(event, live, outcome)
                except DuplicateEvent:
                    return duplicate(lang)
                except Conflict:
                    continue
                live.acted[color] = now
                view = self.view(live)
                self.games.keep(live)
                return Result(Status.OK, lang, outcome.replies, game=view)
        return refusal(lang, "error-busy")

    async def commit(self, event: str | None, live: LiveGame, change: Change) -> None:
        """Store a change made to ``live`` (under its lock) in one transaction; the cached
        copy is dropped when the write fails. Raises Conflict and DuplicateEvent.

        The change owes its chat a card (:mod:`bot.service.delivery.owed_cards`): due from its maker
        within the grace, or, when it is announced, from the outbox."""
        row = live.row
        due = None if change.announce else self.now() + CARD_GRACE
        update = replace(change.update, card_due=due)
        try:
            async with self.storage.transaction(event) as tx:
                if change.undo_from is not None:
                    await tx.delete_moves_from(row.id, change.undo_from)
                if change.move is not None:
                    await tx.insert_move(row.id, change.move)
                version = await tx.update_game(row.id, row.version, update)
                for hook in (*self.hooks, *self.announcers):
                    await hook(tx, live, change)
                if change.announce:
                    said = Announcement(row.chat, change.replies, row.id, mention=change.mention)
                    await tx.enqueue(outbox_item(said, self.now()))
        except BaseException:
            self.games.forget(row.id)
            raise
        live.row = _updated(row, update, version)
        if change.move is not None:
            live.moved((change.move,))
            METRICS.moves.inc(platform=row.chat.platform)
        if change.announce:
            self.announced(row.chat.platform)
        for platform in change.wakes:
            self.announced(platform)
        self.changed(live.row)
        for follow in change.stored:
            try:
                await follow()
            except Exception:  # the change stands; the sweep does the rest again
                log.exception("work after game %d's change failed", row.id)

def _updated(row: GameRow, update: GameUpdate, version: int) -> GameRow:
    return replace(
        row,
        status=update.status,
        ply=update.ply,
        to_move=update.to_move,
        draw_offer=update.draw_offer,
        result=update.result,
        updated_at=update.updated_at,
        clock=update.clock,
        deadline=update.deadline,
        remind_at=update.remind_at,
        card_due=update.card_due,
        takeback_offer=update.takeback_offer,
        takebacks=update.takebacks,
        hints=update.hints,
        end_offer=update.end_offer,
        stop_ply=update.stop_ply,
        version=version,
    )
