"""A port that records what the output path asks of it (:mod:`bot.output.port`), with the
capabilities a test gives it, and a receipts desk that records what was reported: the
card logic is tested against these, once for every platform."""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime

from bot.identity import ChatRef
from bot.output.items import Card, Outgoing
from bot.output.port import (
    GONE,
    Capabilities,
    Draw,
    Edited,
    Gone,
    Posted,
    Receipt,
    Wanted,
    always,
)
from bot.service.delivery.receipts import Shown

NOW = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)


class Receipts:
    """The service's side: what was reported shown, and the clock cards are due by."""

    def __init__(self, moment: datetime = NOW) -> None:
        self.moment = moment
        self.reported: list[tuple[Shown, Receipt]] = []

    def now(self) -> datetime:
        return self.moment

    async def shown(self, what: Shown, receipt: Receipt) -> None:
        self.reported.append((what, receipt))


@dataclass
class FakePort:
    """Records every call; ``gone`` messages refuse edits, ``busy`` deletions wait, and
    with ``hold`` set each card send waits for it (a queue's turn) before asking
    ``wanted``, as a transport that queues does."""

    capabilities: Capabilities = field(default_factory=Capabilities)
    calls: list[tuple[str, object]] = field(default_factory=list)
    gone: set[str] = field(default_factory=set)
    busy: set[str] = field(default_factory=set)
    hold: asyncio.Event | None = None
    elsewhere: dict[ChatRef, FakePort] = field(default_factory=dict)
    threads: list[ChatRef] = field(default_factory=list)
    _ids: itertools.count[int] = field(default_factory=lambda: itertools.count(100))

    def names(self) -> list[str]:
        return [name for name, _ in self.calls]

    async def arrange(self, items: Sequence[Outgoing]) -> list[Outgoing]:
        return list(items)

    def at(self, place: ChatRef) -> FakePort | None:
        return self.elsewhere.get(place)

    async def _turn(self, wanted: Wanted) -> bool:
        if self.hold is not None:
            await self.hold.wait()
        return wanted()

    async def post(
        self, item: Posted, picture: Draw | None = None, wanted: Wanted = always
    ) -> Receipt | None:
        if not await self._turn(wanted):
            self.calls.append(("dropped", item))
            return None
        if isinstance(item, Card):
            assert picture is not None and (await picture()).startswith(b"\x89PNG")
        self.calls.append((f"post {type(item).__name__}", item))
        return Receipt(str(next(self._ids)))

    async def edit(
        self, message_id: str, item: Edited, picture: Draw | None = None,
        wanted: Wanted = always,
    ) -> Receipt | Gone | None:
        if message_id in self.gone:
            self.calls.append(("gone", message_id))
            return GONE
        if not await self._turn(wanted):
            self.calls.append(("dropped", item))
            return None
        self.calls.append((f"edit {message_id}", item))
        return Receipt(message_id)

    async def delete(self, message_id: str) -> bool:
        if message_id in self.busy:
            self.busy.discard(message_id)
            return False
        self.calls.append((f"delete {message_id}", None))
        return True

    async def retire(self, message_id: str) -> None:
        self.calls.append((f"retire {message_id}", None))

    async def thread(self, card: Card) -> tuple[FakePort, ChatRef] | None:
        if not self.threads:
            return None
        place = self.threads.pop(0)
        there = FakePort(self.capabilities)
        self.elsewhere[place] = there
        return there, place

    async def answer(self, text: str | None = None) -> None:
        self.calls.append(("answer", text))
