"""The inbox in memory: :mod:`bot.storage.queries.inbox`'s semantics on the tables."""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import AbstractAsyncContextManager
from datetime import datetime

from bot.storage.inbox_port import InboxRow
from bot.storage.memory.tables import Row, Tables, utc


def _row(row: Row) -> InboxRow:
    return InboxRow(row["id"], row["update_key"], row["body"], row["attempts"])


class MemoryInbox:
    def _tables(self) -> Tables:
        raise NotImplementedError

    def _write(self) -> AbstractAsyncContextManager[Tables]:
        raise NotImplementedError

    async def receive_updates(
        self,
        source: str,
        updates: Sequence[tuple[str, str]],
        owner: str,
        now: datetime,
        until: datetime,
    ) -> list[InboxRow]:
        recorded = []
        async with self._write() as t:
            known = {row["update_key"] for row in t.inbox.values()}
            for key, body in updates:
                if key in known:
                    continue
                known.add(key)
                row_id = t.new_id("inbox")
                t.inbox[row_id] = {
                    "id": row_id, "source": source, "update_key": key, "body": body,
                    "received_at": utc(now), "lease_owner": owner, "lease_until": utc(until),
                    "attempts": 1, "handled_at": None,
                }
                recorded.append(_row(t.inbox[row_id]))
        return recorded

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
        moment = utc(now)
        async with self._write() as t:
            free = sorted(
                row_id for row_id, r in t.inbox.items()
                if r["source"] == source and r["handled_at"] is None
                and (take_over or r["lease_until"] is None or r["lease_until"] <= moment)
            )[:limit]
            for row_id in free:
                row = t.inbox[row_id]
                t.inbox[row_id] = {**row, "lease_owner": owner, "lease_until": utc(until),
                                   "attempts": row["attempts"] + 1}
            return [_row(t.inbox[row_id]) for row_id in free]

    async def inbox_done(self, row_id: int, at: datetime) -> None:
        async with self._write() as t:
            row = t.inbox.get(row_id)
            if row is not None:
                t.inbox[row_id] = {**row, "handled_at": utc(at), "body": "",
                                   "lease_owner": None, "lease_until": None}

    async def inbox_later(self, row_id: int, at: datetime) -> None:
        async with self._write() as t:
            row = t.inbox.get(row_id)
            if row is not None and row["handled_at"] is None:
                t.inbox[row_id] = {**row, "lease_owner": None, "lease_until": utc(at)}

    async def inbox_waiting(self, source: str | None = None) -> int:
        return sum(1 for r in self._tables().inbox.values()
                   if r["handled_at"] is None and source in (None, r["source"]))

    async def prune_inbox(self, before: datetime) -> int:
        moment = utc(before)
        async with self._write() as t:
            old = [row_id for row_id, r in t.inbox.items()
                   if r["handled_at"] is not None and moment is not None
                   and r["handled_at"] < moment]
            for row_id in old:
                del t.inbox[row_id]
        return len(old)
