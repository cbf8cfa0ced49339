"""The inbox, for every backend: updates received by long polling, recorded in one write
before they are confirmed to the platform, each leased to the process that received it;
marked once handled (its key kept, so that the update received again is not recorded
again, until pruned), let go to be taken again later (the database was unreachable, or
the card is being shown by another delivery), and taken by any process once its lease
ended (its taker was killed). Each statement is one write, so of processes taking rows at
once each row goes to one."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from bot.storage.inbox_port import InboxRow
from bot.storage.rows import Row
from bot.storage.sql import SqlBase

RETURNED = "RETURNING id, update_key, body, attempts"


def inbox_row(row: Row) -> InboxRow:
    return InboxRow(int(row[0]), str(row[1]), str(row[2]), int(row[3]))


class InboxMethods(SqlBase):
    async def receive_updates(
        self,
        source: str,
        updates: Sequence[tuple[str, str]],
        owner: str,
        now: datetime,
        until: datetime,
    ) -> list[InboxRow]:
        if not updates:
            return []
        p = self.params()
        rows = ", ".join(
            f"({p(source)}, {p(key)}, {p(body)}, {p.time(now)}, {p(owner)}, {p.time(until)}, 1)"
            for key, body in updates
        )
        recorded = await self._write_rows(
            "INSERT INTO inbox (source, update_key, body, received_at, lease_owner,"
            f" lease_until, attempts) VALUES {rows} ON CONFLICT (update_key) DO NOTHING"
            f" {RETURNED}",
            p.values,
        )
        return sorted((inbox_row(row) for row in recorded), key=lambda row: row.id)

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
        p = self.params()
        lease = f"lease_owner = {p(owner)}, lease_until = {p.time(until)}"
        mine = f"source = {p(source)} AND handled_at IS NULL"  # placeholders in order said
        if not take_over:
            mine += f" AND (lease_until IS NULL OR lease_until <= {p.time(now)})"
        claimed = await self._write_rows(
            f"UPDATE inbox SET {lease}, attempts = attempts + 1 WHERE id IN (SELECT id"
            f" FROM inbox WHERE {mine} ORDER BY id LIMIT {p(limit)}{self.encoding.skip_locked})"
            f" {RETURNED}",
            p.values,
        )
        return sorted((inbox_row(row) for row in claimed), key=lambda row: row.id)

    async def inbox_done(self, row_id: int, at: datetime) -> None:
        p = self.params()
        handled = f"handled_at = {p.time(at)}, body = ''"
        await self._release("inbox", p, handled, f"id = {p(row_id)}")

    async def inbox_later(self, row_id: int, at: datetime) -> None:
        p = self.params()
        await self._write(
            f"UPDATE inbox SET lease_owner = NULL, lease_until = {p.time(at)}"
            f" WHERE id = {p(row_id)} AND handled_at IS NULL",
            p.values,
        )

    async def inbox_waiting(self, source: str | None = None) -> int:
        return await self._waiting("inbox", "handled_at", "source", source)

    async def prune_inbox(self, before: datetime) -> int:
        return await self._prune("inbox", "handled_at", before)
