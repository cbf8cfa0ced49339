"""The storage port's part for the inbox (:mod:`bot.storage.queries.inbox`): updates received by
long polling, recorded before they are confirmed to the platform and marked once handled,
so that one whose process was killed on the way is handled again, and one received again
is not."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol


@dataclass(frozen=True, slots=True)
class InboxRow:
    """A recorded update: its row, its key (the source and the update's id), the update as
    received, and how many times a process took it to handle."""

    id: int
    key: str
    body: str
    attempts: int


class InboxPort(Protocol):
    async def receive_updates(
        self,
        source: str,
        updates: Sequence[tuple[str, str]],
        owner: str,
        now: datetime,
        until: datetime,
    ) -> list[InboxRow]:
        """Record the updates (key and body) of ``source``, each leased to ``owner`` until
        ``until``, in one write: those recorded now, in order. One recorded before (the
        same update received again, by this process or another, handled or not) is not
        recorded again and not returned: whoever recorded it handles it, once."""
        ...

    async def claim_inbox(
        self,
        source: str,
        owner: str,
        now: datetime,
        until: datetime,
        *,
        take_over: bool = False,
        limit: int = 20,
    ) -> list[InboxRow]:
        """Recorded updates of ``source`` not handled that nobody holds (``take_over``:
        whoever holds them), leased to ``owner`` until ``until``, oldest first, each one
        more attempt."""
        ...

    async def inbox_done(self, row_id: int, at: datetime) -> None:
        """The update was handled at ``at``: its body is dropped, its key kept (pruned)."""
        ...

    async def inbox_later(self, row_id: int, at: datetime) -> None:
        """Let the update go, to be taken again from ``at`` on (by any process)."""
        ...

    async def inbox_waiting(self, source: str | None = None) -> int:
        """How many recorded updates wait to be handled (of one source, or all)."""
        ...

    async def prune_inbox(self, before: datetime) -> int:
        """Forget the updates handled before ``before``; how many."""
        ...
