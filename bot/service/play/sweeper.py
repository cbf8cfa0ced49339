"""The sweeper: games whose time ran out, reminders due, challenges past their time.

``await service.sweep(now)`` does each at most once however many processes sweep the same
database: a game is ended or marked reminded by a conditional write on its version, a
challenge by a conditional write on its status, and only the process whose write landed
reports it; what happened is announced through the outbox, written in the same
transaction (``sweep`` also returns it as notices, for the record). Everything it needs is
in the database, so a restart picks up where the last
run stopped (a game whose deadline passed while the bot was down ends at the next sweep).
About once an hour it also forgets the keys of events older than ``event_ttl``: no
platform redelivers those, and kept forever they would fill the database.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Collection
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import TypeVar

from bot.domain import ChallengeStatus, GameStatus
from bot.service.answers.answer import Result
from bot.service.answers.replies import Reply, Status
from bot.service.answers.views import Views
from bot.service.chats.languages import Languages
from bot.service.computer.engine import is_computer
from bot.service.delivery.notices import Notice
from bot.service.delivery.outbox import Announcement, Delivery, outbox_item
from bot.service.games.changes import Change, flag_fell, reminded, time_out
from bot.service.games.live import LiveGame
from bot.service.games.live_games import GameSetAside, LiveGames
from bot.service.games.writes import WRITE_ATTEMPTS, WritePath
from bot.service.places.inline_games import POSTING_GRACE
from bot.storage.protocol import Conflict, Storage
from bot.storage.records import ChallengeRow, ChallengeUpdate, GameRow
from core import Color

log = logging.getLogger(__name__)

T = TypeVar("T")
SWEEP_BATCH = 200
"""How many games (and challenges) one sweep looks at for each kind of work."""
PRUNE_EVERY = timedelta(hours=1)


def _reminder_due(row: GameRow, now: datetime) -> bool:
    return (
        row.status is GameStatus.ACTIVE
        and row.remind_at is not None
        and row.remind_at <= now
        and row.deadline is not None
        and now < row.deadline
    )


@dataclass(eq=False, repr=False, kw_only=True)
class SweepUseCases:
    challenge_ttl: timedelta
    delivery: Delivery
    event_ttl: timedelta
    games: LiveGames
    langs: Languages
    now: Callable[[], datetime]
    storage: Storage
    views: Views
    writes: WritePath
    _pruned_at: datetime | None = field(default=None, init=False)

    async def sweep(
        self, now: datetime | None = None, platforms: Collection[str] | None = None
    ) -> list[Notice]:
        """End games on time, send due reminders, expire challenges; what happened comes
        back as notices for the chats concerned. ``platforms`` limits the work to the chats
        this process can post to (``None``: every platform)."""
        now = now or self.now()
        notices: list[Notice] = []
        storage = self.storage
        for row in await storage.due_games(now, platforms, SWEEP_BATCH):
            await self._guarded(notices, self._end_on_time, row.id, now)
        for row in await storage.due_reminders(now, platforms, SWEEP_BATCH):
            await self._guarded(notices, self._remind, row.id, now)
        for challenge in await storage.expired_challenges(now, platforms, SWEEP_BATCH):
            await self._guarded(notices, self._expire, challenge, now)
        await self._guarded(notices, self._prune_events, None, now)
        return notices

    async def _prune_events(self, _: None, now: datetime) -> None:
        if self._pruned_at is not None and now - self._pruned_at < PRUNE_EVERY:
            return
        self._pruned_at = now  # a failure is logged once an hour, not at every sweep
        removed = await self.storage.prune_events(now - self.event_ttl)
        if removed:
            log.info("forgot %d event keys older than %s", removed, self.event_ttl)
        await self.storage.prune_outbox(now - self.event_ttl)
        await self.storage.prune_inbox(now - self.event_ttl)
        posting = self.challenge_ttl + POSTING_GRACE  # an older offer is never taken
        await self.storage.prune_offers(now - max(self.event_ttl, posting))
        await self.storage.prune_engine_claims()

    @staticmethod
    async def _guarded(
        notices: list[Notice],
        work: Callable[[T, datetime], Awaitable[Notice | None]],
        item: T,
        now: datetime,
    ) -> None:
        """One item's failure is logged and must not stop the sweep (a game set aside just
        now was logged as such: it is nobody's to sweep any more)."""
        try:
            notice = await work(item, now)
        except GameSetAside:
            return
        except Exception:
            log.exception("sweeping %r failed", item)
            return
        if notice is not None:
            notices.append(notice)

    async def _on_game(
        self,
        game_id: int,
        due: Callable[[GameRow], bool],
        make: Callable[[LiveGame], Change],
    ) -> tuple[LiveGame, Change] | None:
        """Apply ``make`` to the game while ``due`` still holds; None when it no longer
        does (a move came in time, or another process got there first)."""
        for _ in range(WRITE_ATTEMPTS):
            async with self.games.lock(game_id):
                row = await self.storage.game(game_id)
                if row is None or not due(row):
                    return None
                live = await self.games.live(row)
                change = make(live)
                change.announce = change.announce or change.mention is not None
                try:
                    await self.writes.commit(None, live, change)
                except Conflict:
                    continue
                return live, change
        return None

    async def _end_on_time(self, game_id: int, now: datetime) -> Notice | None:
        done = await self._on_game(
            game_id, lambda row: flag_fell(row, now), lambda live: announced(time_out(live, now))
        )
        if done is None:
            return None
        live, change = done
        lang = await self.langs.chat_language(live.row.chat)
        view = self.views.game(live)
        return Notice(live.row.chat, Result(Status.OK, lang, change.replies, game=view))

    async def _remind(self, game_id: int, now: datetime) -> Notice | None:
        done = await self._on_game(
            game_id, lambda row: _reminder_due(row, now), lambda live: self._reminder(live, now)
        )
        if done is None:
            return None
        live, change = done
        view = self.views.game(live)
        seat = view.seat(live.game.to_move)
        if seat.computer:
            return None  # the computer needs no reminding
        lang = await self.langs.chat_language(live.row.chat)
        result = Result(Status.OK, lang, change.replies, game=view)
        return Notice(live.row.chat, result, mention=seat.ref)

    def _reminder(self, live: LiveGame, now: datetime) -> Change:
        """The reminder, announced to the player to move (the computer is not reminded)."""
        change = reminded(live, now)
        seat = live.row.blue if live.game.to_move is Color.BLUE else live.row.red
        if not is_computer(seat.ref):
            change.announce, change.mention = True, seat.ref
        return change

    async def _expire(self, challenge: ChallengeRow, now: datetime) -> Notice | None:
        if challenge.expires_at > now:
            return None
        reply = Reply(
            "challenge-expired-notice",
            {"id": str(challenge.id), "name": challenge.challenger.name},
        )
        said = Announcement(challenge.chat, (reply,), challenge_id=challenge.id)
        try:
            async with self.storage.transaction() as tx:
                await tx.update_challenge(
                    challenge.id, ChallengeUpdate(ChallengeStatus.PENDING, ChallengeStatus.EXPIRED)
                )
                await tx.enqueue(outbox_item(said, now))
        except Conflict:
            return None  # answered, or expired by someone else, meanwhile
        self.delivery.wake(challenge.chat.platform)
        fresh = await self.storage.challenge(challenge.id)
        assert fresh is not None
        lang = await self.langs.chat_language(fresh.chat)
        return Notice(
            fresh.chat, Result(Status.OK, lang, (reply,), challenge=self.views.challenge(fresh))
        )


def announced(change: Change) -> Change:
    """A change nobody asked for: the chat hears of it through the outbox."""
    change.announce = True
    return change
