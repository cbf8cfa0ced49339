"""Updates received by long polling, kept until handled (:mod:`bot.storage.queries.inbox`).

The platform forgets an update once it is confirmed (Telegram: by the next getUpdates'
offset), whether or not its handler got to the end. So a batch is recorded here first, in
one write, and confirmed only then; each update is handled from its record and the record
marked once handled (its key kept as long as event keys: the same update received again
is not handled again). A process killed on the way leaves its records behind: the next
process to start takes them over and handles them, in order, before new updates, and any
process takes a record whose lease ended (its taker died, or hangs). Their event keys
apply them once, and a card already shown is not shown again
(:meth:`~bot.service.play.game_cards.CardUseCases.card_again`)."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Sequence
from datetime import datetime, timedelta

from bot.storage.inbox_port import InboxRow
from bot.storage.protocol import Storage

log = logging.getLogger(__name__)

Recorded = InboxRow
"""A recorded update: its row, its key, its body (the update as received) and how many
times a process took it to handle."""

LEASE = timedelta(seconds=60)
"""How long the process that took a recorded update has to handle it; past that any
process takes it (as Telegram sends a webhook update again after 60 s)."""
AGAIN_AFTER = timedelta(seconds=10)
"""When an update left to be handled again (the database was unreachable, or its card
was being shown by another delivery) is taken again."""
GIVE_UP_AFTER = 10
"""Takes of one update before it is dropped with a log line: one that kills or hangs
every process that handles it must not do so for ever."""
TAKE_OVER_AT_MOST = 1000
"""Records a starting process takes over at once (more are taken by lease, later)."""


class Inbox:
    def __init__(self, storage: Storage, owner: str, now: Callable[[], datetime]) -> None:
        self.storage = storage
        self.owner = owner
        self._now = now
        self._in_hand: set[int] = set()
        self._idle = asyncio.Event()
        self._idle.set()

    @property
    def in_hand(self) -> int:
        """Records this process took and has not handled or let go yet."""
        return len(self._in_hand)

    async def idle(self) -> None:
        """Wait until this process holds no record: every update it took was handled (or
        left for later). A handler's last writes come after its last message, so this,
        not the platform's calls, says when an update is done with."""
        await self._idle.wait()

    def _take(self, records: Sequence[Recorded]) -> None:
        self._in_hand.update(record.id for record in records)
        if self._in_hand:
            self._idle.clear()

    def _let_go(self, record: Recorded) -> None:
        self._in_hand.discard(record.id)
        if not self._in_hand:
            self._idle.set()

    async def receive(self, source: str, updates: Sequence[tuple[str, str]]) -> list[Recorded]:
        """Record a batch of ``source``'s updates (key, body), this process's to handle:
        those recorded now (one recorded before is someone's already). Raises
        ``StorageError`` when the database cannot take them: confirm nothing then."""
        now = self._now()
        recorded = await self.storage.receive_updates(
            source, updates, self.owner, now, now + LEASE
        )
        self._take(recorded)
        return recorded

    async def take_over(self, source: str) -> list[Recorded]:
        """At start: every record of ``source`` left by processes before this one."""
        return await self._claim(source, take_over=True, limit=TAKE_OVER_AT_MOST)

    async def due(self, source: str) -> list[Recorded]:
        """Records of ``source`` whose lease ended (their process died), or that were left
        to be handled again and whose time came."""
        return await self._claim(source, take_over=False, limit=20)

    async def _claim(self, source: str, *, take_over: bool, limit: int) -> list[Recorded]:
        now = self._now()
        taken = await self.storage.claim_inbox(
            source, self.owner, now, now + LEASE, take_over=take_over, limit=limit
        )
        kept = []
        for record in taken:
            if record.attempts > GIVE_UP_AFTER:
                log.error("update %s dropped after %d attempts to handle it", record.key,
                          record.attempts - 1)
                await self.storage.inbox_done(record.id, now)
            else:
                kept.append(record)
        self._take(kept)
        return kept

    async def handled(self, record: Recorded) -> None:
        try:
            await self.storage.inbox_done(record.id, self._now())
        finally:
            self._let_go(record)

    async def again_later(self, record: Recorded) -> None:
        try:
            await self.storage.inbox_later(record.id, self._now() + AGAIN_AFTER)
        finally:
            self._let_go(record)
