"""The outbox, for every backend: announcements written in the transaction of the change
they announce, claimed by the delivery loops of any number of processes with a lease (each
row by one of them at a time; a row whose taker died is taken again when its lease ends),
marked sent once delivered, retried later when a delivery failed, pruned once old."""

from __future__ import annotations

import json
from datetime import datetime

from bot.identity import ChatRef
from bot.storage.records import NewOutbox, OutboxRow
from bot.storage.rows import time_of, to_json
from bot.storage.sql import Session, SqlBase, insert_row

COLUMNS = "platform, chat_id, thread_id, payload, created_at, due_at"


class OutboxMethods(SqlBase):
    async def claim_outbox(
        self, platform: str, owner: str, now: datetime, until: datetime, limit: int = 20
    ) -> list[OutboxRow]:
        """Announcements of ``platform`` due now and not leased by anyone else, leased to
        ``owner`` until ``until`` (oldest first); rows another process is claiming this
        very moment are passed over."""
        p = self.params()
        rows = await self._write_rows(
            f"UPDATE outbox SET lease_owner = {p(owner)}, lease_until = {p.time(until)},"
            " attempts = attempts + 1 WHERE id IN (SELECT id FROM outbox"
            f" WHERE platform = {p(platform)} AND sent_at IS NULL AND due_at <= {p.time(now)}"
            f" AND (lease_until IS NULL OR lease_until <= {p.time(now)})"
            f" ORDER BY id LIMIT {p(limit)}{self.encoding.skip_locked})"
            " RETURNING id, chat_id, thread_id, payload, created_at, attempts",
            p.values,
        )
        claimed = (
            OutboxRow(r[0], ChatRef(platform, r[1], r[2]), json.loads(r[3]), time_of(r[4]), r[5])
            for r in rows
        )
        return sorted(claimed, key=lambda row: row.id)

    async def outbox_sent(self, row_id: int, at: datetime) -> None:
        p = self.params()
        await self._release("outbox", p, f"sent_at = {p.time(at)}", f"id = {p(row_id)}")

    async def outbox_retry(self, row_id: int, due: datetime) -> None:
        p = self.params()
        due_again = f"due_at = {p.time(due)}"
        await self._release("outbox", p, due_again, f"id = {p(row_id)} AND sent_at IS NULL")

    async def outbox_waiting(self, platform: str | None = None) -> int:
        return await self._waiting("outbox", "sent_at", "platform", platform)

    async def prune_outbox(self, before: datetime) -> int:
        return await self._prune("outbox", "sent_at", before)


async def enqueue(db: Session, known: int | None, item: NewOutbox) -> int:
    """Write an announcement to deliver once this transaction commits."""
    at = db.encoding.time(item.at)
    values = [item.chat.platform, item.chat.chat_id, item.chat.thread_id, to_json(item.payload),
              at, at]
    return await insert_row(db, known, "outbox", COLUMNS, values)


