"""What the bot keeps about itself, for every backend: the idempotency keys of the events
it applied (recorded in the transaction of their effect, pruned once old), the secrets it
made once (button signatures), and small named values (``meta``)."""

from __future__ import annotations

import secrets
from datetime import UTC, datetime

from bot.log_secrets import keep_out_of_log
from bot.storage.sql import Session, SqlBase
from bot.storage.values import Params

PRUNE_BATCH = 2_000
"""Event keys deleted per statement, so pruning never holds the write lock for long."""


async def record_event(db: Session, key: str) -> bool:
    """Record an event's key in the open transaction; False when it was recorded before."""
    p = Params(db.encoding)
    sql = (
        f"INSERT INTO processed_events (key, created_at) VALUES ({p(key)},"
        f" {p.time(datetime.now(UTC))}) ON CONFLICT DO NOTHING"
    )
    return await db.execute(sql, p.values) == 1


class Bookkeeping(SqlBase):
    async def event_seen(self, event: str) -> bool:
        p = self.params()
        return bool(await self._read(f"SELECT 1 FROM processed_events WHERE key = {p(event)}",
                                     p.values))

    async def prune_events(self, before: datetime) -> int:
        """Forget event keys recorded before ``before``, a batch per transaction."""
        removed = 0
        while True:
            p = self.params()
            batch = await self._write(
                "DELETE FROM processed_events WHERE key IN (SELECT key FROM processed_events"
                f" WHERE created_at < {p.time(before)} LIMIT {p(PRUNE_BATCH)})",
                p.values,
            )
            removed += batch
            if batch < PRUNE_BATCH:
                return removed

    async def secret(self, name: str) -> bytes:
        made = secrets.token_bytes(32)
        keep_out_of_log(made)
        p = self.params()
        await self._write(
            f"INSERT INTO secrets (name, value) VALUES ({p(name)}, {p(made)})"
            " ON CONFLICT DO NOTHING",
            p.values,
        )
        p = self.params()
        rows = await self._read(f"SELECT value FROM secrets WHERE name = {p(name)}", p.values)
        kept = bytes(rows[0][0])
        keep_out_of_log(kept)
        return kept

    async def meta(self, key: str) -> str | None:
        p = self.params()
        rows = await self._read(f"SELECT value FROM meta WHERE key = {p(key)}", p.values)
        return str(rows[0][0]) if rows else None

    async def set_meta(self, key: str, value: str) -> None:
        p = self.params()
        await self._write(
            f"INSERT INTO meta (key, value, updated_at) VALUES ({p(key)}, {p(value)},"
            f" {p.time(datetime.now(UTC))}) ON CONFLICT (key) DO UPDATE SET"
            " value = excluded.value, updated_at = excluded.updated_at",
            p.values,
        )
