"""The outbox: announcements written in the transaction of the change they announce, and
delivered per platform afterwards, at least once and never lost to a crash.

A row holds what to say (catalog keys and arguments), the game or challenge whose card
changed and whom to mention; the card itself is made when the row is delivered, from the
game as it is then, so a late delivery never shows a stale position. Each platform has its
own delivery loop, so one platform's flood wait never delays another's notices; rows are
claimed with a lease, so several processes on one database deliver each row once (and a
row whose deliverer died is delivered after its lease ends).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Any

from bot.identity import ChatRef, PlayerRef, process_owner
from bot.metrics import METRICS
from bot.service.answers.answer import Result
from bot.service.answers.challenge_views import ChallengeView
from bot.service.answers.game_views import GameView, SeatView
from bot.service.answers.replies import Arg, Reply, Status
from bot.service.delivery.notices import Notice
from bot.service.delivery.owed_cards import CardSweep
from bot.service.faults import count_storage_error
from bot.storage.protocol import Storage
from bot.storage.records import NewOutbox, OutboxRow
from bot.time_control import TimeControl

log = logging.getLogger(__name__)

LEASE = timedelta(seconds=60)
"""How long a claimed row is its deliverer's; past that another process may take it."""
BATCH = 20
GIVE_UP_AFTER = 8
"""Failed deliveries of one row before it is dropped (and logged)."""
RETRY_FIRST = 2.0
RETRY_MAX = 300.0
POLL_SECONDS = 2.0
ANALYSIS_RESULT = "result"
"""An analysis's announcement that carries its result (the others: its progress)."""
"""How often a delivery loop looks for rows written by other processes."""


@dataclass(frozen=True, slots=True)
class Announcement:
    """What a change says to its chat without being asked (made into an outbox row)."""

    chat: ChatRef
    replies: tuple[Reply, ...]
    game_id: int | None = None
    challenge_id: int | None = None
    mention: PlayerRef | None = None
    tournament_id: int | None = None
    show: str | None = None
    """Which of the tournament's tables goes with it (a ``TournamentShow``); of an
    analysis, whether it is its result (``result``) or its progress."""
    analysis_id: int | None = None
    """The game whose analysis's progress or result it shows."""


# ------------------------------------------------------------------ payloads
def _arg_to_json(value: Arg) -> Any:
    if isinstance(value, Reply):
        return {"reply": reply_to_json(value)}
    if isinstance(value, datetime):
        return {"at": value.isoformat()}
    if isinstance(value, timedelta):
        return {"seconds": value.total_seconds()}
    if isinstance(value, TimeControl):
        return {"time": value.to_dict()}
    return value


def _arg_from_json(value: Any) -> Arg:
    if isinstance(value, dict):
        if "reply" in value:
            return reply_from_json(value["reply"])
        if "at" in value:
            return datetime.fromisoformat(value["at"])
        if "seconds" in value:
            return timedelta(seconds=value["seconds"])
        return TimeControl.from_dict(value["time"])
    if isinstance(value, (str, int)):
        return value
    raise ValueError(f"not a reply argument: {value!r}")


def reply_to_json(reply: Reply) -> list[Any]:
    return [reply.key, {name: _arg_to_json(arg) for name, arg in reply.args.items()}]


def reply_from_json(data: list[Any]) -> Reply:
    key, args = data
    return Reply(key, {name: _arg_from_json(arg) for name, arg in args.items()})


def outbox_item(announcement: Announcement, at: datetime) -> NewOutbox:
    mention = announcement.mention
    payload: dict[str, Any] = {
        "replies": [reply_to_json(reply) for reply in announcement.replies],
        "game": announcement.game_id,
        "challenge": announcement.challenge_id,
        "mention": [mention.platform, mention.user_id] if mention else None,
    }
    if announcement.tournament_id is not None:
        payload["tournament"] = [announcement.tournament_id, announcement.show]
    if announcement.analysis_id is not None:
        payload["analysis"] = [announcement.analysis_id, announcement.show]
    return NewOutbox(announcement.chat, payload, at)


def announcement_of(row: OutboxRow) -> Announcement:
    payload: Mapping[str, Any] = row.payload
    mention = payload.get("mention")
    tournament, show = payload.get("tournament") or (None, None)
    analysis, shown = payload.get("analysis") or (None, None)
    return Announcement(
        row.chat,
        tuple(reply_from_json(item) for item in payload.get("replies", [])),
        payload.get("game"),
        payload.get("challenge"),
        PlayerRef(mention[0], mention[1]) if mention else None,
        tournament,
        show if tournament is not None else shown,
        analysis,
    )


def _seat(game: GameView | None, ref: PlayerRef | None) -> SeatView | None:
    """The seat of the player an announcement mentions (a reminder's), in ``game``."""
    if game is None or ref is None:
        return None
    return next((seat for seat in (game.blue, game.red) if seat.ref == ref), None)


# ------------------------------------------------------------------ delivery
Views = Callable[[Announcement], Awaitable[tuple[str, GameView | None, ChallengeView | None]]]
"""The chat's language and the current game and challenge views of an announcement."""
Post = Callable[[Notice], Awaitable[bool]]
Tables = Callable[[int, str | None, str], Awaitable[Result | None]]
"""A tournament's table as a result (its picture and buttons), in a language."""
Analyses = Callable[[int, bool, str, ChatRef], Awaitable[Result | None]]
"""A game's analysis as it stands: its progress (and with ``True``, its result), in a
language."""
Placed = Callable[[Result, ChatRef], Awaitable[Result]]
"""A result with what the chat it goes to sees decided: its language, its styles, its
chat's settings, whom its card pings and the card of that place
(:meth:`~bot.service.answers.placing.Placing.placed`)."""


class Delivery:
    """The delivery loops of one process: one per platform it posts to."""

    def __init__(
        self,
        storage: Storage,
        views: Views,
        post: Post,
        now: Callable[[], datetime],
        *,
        placed: Placed,
        ready: Callable[[str], bool] = lambda platform: True,
        owner: str | None = None,
    ) -> None:
        """``placed`` decides how the cards of an announcement are shown; ``ready`` tells
        whether an adapter posts for a platform yet: its loop waits for it rather than
        fail and back off."""
        self.storage = storage
        self._placed = placed
        self._ready = ready
        self._views = views
        self._post = post
        self._now = now
        self.owner = owner or process_owner()
        self._wakers: dict[str, asyncio.Event] = {}
        self._draining: dict[str, asyncio.Lock] = {}
        """One drain of a platform at a time here, so a caller that drains (the console
        before its next line) returns after the rows its loop was delivering."""
        self.cards = CardSweep(storage, self._show_card, now)
        """Cards past due (:mod:`bot.service.delivery.owed_cards`), shown by the same loops."""
        self.tables: Tables | None = None
        """Where a tournament's announcement gets its table (set by the tournaments)."""
        self.analyses: Analyses | None = None
        """Where an analysis's announcement gets its words and picture (set by the
        analysis use cases)."""

    def wake(self, platform: str) -> None:
        """Something was written for ``platform``: its loop looks now, not at the next poll."""
        event = self._wakers.get(platform)
        if event is not None:
            event.set()

    async def notice(self, row: OutboxRow) -> Notice:
        found = announcement_of(row)
        lang, game, challenge = await self._views(found)
        reminded = _seat(game, found.mention)
        result = Result(
            Status.OK, lang, found.replies, game=game, challenge=challenge, mention=reminded
        )
        if found.tournament_id is not None and self.tables is not None:
            table = await self.tables(found.tournament_id, found.show, lang)
            if table is not None:
                result = replace(result, tournament=table.tournament)
        if found.analysis_id is not None and self.analyses is not None:
            result_too = found.show == ANALYSIS_RESULT
            shown = await self.analyses(found.analysis_id, result_too, lang, row.chat)
            if shown is not None:
                result = shown
        placed = await self._placed(result, row.chat)
        return Notice(row.chat, placed, mention=found.mention, outbox_id=row.id)

    async def drain(self, platform: str) -> int:
        """Deliver every row of ``platform`` due now, then show the cards past due; how
        many were delivered and shown."""
        delivered = 0
        async with self._draining.setdefault(platform, asyncio.Lock()):
            while True:
                now = self._now()
                rows = await self.storage.claim_outbox(
                    platform, self.owner, now, now + LEASE, BATCH
                )
                if not rows:
                    return delivered + await self.cards.sweep(platform)
                for row in rows:
                    delivered += await self._deliver(row)

    async def _show_card(self, game_id: int, until: datetime) -> bool:
        """A card past due, as an announcement that says nothing but the card."""
        row = await self.storage.game(game_id)
        if row is None:
            return True
        lang, game, _ = await self._views(Announcement(row.chat, (), game_id))
        placed = await self._placed(Result(Status.OK, lang, game=game), row.chat)
        return await self._post(Notice(row.chat, placed))

    async def _deliver(self, row: OutboxRow) -> int:
        try:
            posted = await self._post(await self.notice(row))
        except Exception:  # a fault of one row must not stop the others
            log.exception("delivering outbox row %s failed", row.id)
            posted = False
        if posted:
            METRICS.deliveries.inc(platform=row.chat.platform)
            await self.storage.outbox_sent(row.id, self._now())
            return 1
        METRICS.delivery_failures.inc(platform=row.chat.platform)
        if row.attempts >= GIVE_UP_AFTER:
            log.error("outbox row %s to %s dropped after %s attempts", row.id, row.chat,
                      row.attempts)
            await self.storage.outbox_sent(row.id, self._now())
            return 0
        pause = min(RETRY_MAX, RETRY_FIRST * 2 ** (row.attempts - 1))
        await self.storage.outbox_retry(row.id, self._now() + timedelta(seconds=pause))
        return 0

    async def run(self, platform: str, poll: float = POLL_SECONDS) -> None:
        """Deliver ``platform``'s rows until cancelled: at once when woken, and every
        ``poll`` seconds for rows written by other processes or due after a retry."""
        event = self._wakers.setdefault(platform, asyncio.Event())
        while not self._ready(platform):
            await asyncio.sleep(0.05)
        while True:
            event.clear()
            try:
                await self.drain(platform)
            except Exception as error:
                count_storage_error(error)
                log.exception("the %s delivery loop failed; it goes on", platform)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(event.wait(), poll)
