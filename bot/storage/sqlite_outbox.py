"""The outbox on SQLite: announcements claimed by a delivery loop with a lease, marked sent
once delivered, retried later when a delivery failed; and the computer's turns, found at
start and claimed by one worker at a time (:mod:`bot.storage.claims`)."""

from __future__ import annotations

import json
from collections.abc import Iterable
from contextlib import AbstractAsyncContextManager
from datetime import datetime
from typing import Any

from bot.identity import ChatRef
from bot.storage import claims
from bot.storage.migrate import stamp
from bot.storage.records import OutboxRow
from bot.storage.sqlite_rows import time_of
from bot.storage.sqlite_tx import SqliteTransaction
from bot.storage.values import SQLITE

ENGINE_TURNS = (
    "SELECT id FROM games WHERE status = 'active' AND ("
    " (blue_platform = ? AND (to_move = 1 OR draw_offer = 2))"
    " OR (red_platform = ? AND (to_move = 2 OR draw_offer = 1))) ORDER BY id LIMIT ?"
)


class OutboxStore:
    """Mixed into :class:`bot.storage.sqlite.SqliteStorage`."""

    async def _read(self, sql: str, params: Iterable[Any]) -> list[Any]:
        raise NotImplementedError

    def transaction(
        self, event: str | None = None
    ) -> AbstractAsyncContextManager[SqliteTransaction]:
        raise NotImplementedError

    async def claim_outbox(
        self, platform: str, owner: str, now: datetime, until: datetime, limit: int = 20
    ) -> list[OutboxRow]:
        """Announcements of ``platform`` due now and not leased by anyone else, leased to
        ``owner`` until ``until`` (oldest first): several processes never take one row
        at the same time, and a row whose taker died is taken again when its lease ends."""
        async with self.transaction() as tx:
            rows = await tx.conn.execute_fetchall(
                "UPDATE outbox SET lease_owner = ?, lease_until = ?, attempts = attempts + 1"
                " WHERE id IN (SELECT id FROM outbox WHERE platform = ? AND sent_at IS NULL"
                " AND due_at <= ? AND (lease_until IS NULL OR lease_until <= ?)"
                " ORDER BY id LIMIT ?)"
                " RETURNING id, chat_id, thread_id, payload, created_at, attempts",
                (owner, stamp(until), platform, stamp(now), stamp(now), limit),
            )
        return sorted(
            (
                OutboxRow(r[0], ChatRef(platform, r[1], r[2]), json.loads(r[3]), time_of(r[4]),
                          r[5])
                for r in rows
            ),
            key=lambda row: row.id,
        )

    async def outbox_sent(self, row_id: int, at: datetime) -> None:
        """The row was delivered: never again."""
        async with self.transaction() as tx:
            await tx.conn.execute(
                "UPDATE outbox SET sent_at = ?, lease_owner = NULL, lease_until = NULL"
                " WHERE id = ?",
                (stamp(at), row_id),
            )

    async def outbox_retry(self, row_id: int, due: datetime) -> None:
        """Delivery failed: try again at ``due`` (whoever claims it then)."""
        async with self.transaction() as tx:
            await tx.conn.execute(
                "UPDATE outbox SET due_at = ?, lease_owner = NULL, lease_until = NULL"
                " WHERE id = ? AND sent_at IS NULL",
                (stamp(due), row_id),
            )

    async def outbox_waiting(self, platform: str | None = None) -> int:
        """How many announcements wait to be delivered (for one platform, or all)."""
        where, params = "sent_at IS NULL", []
        if platform is not None:
            where, params = "sent_at IS NULL AND platform = ?", [platform]
        rows = await self._read(f"SELECT count(*) FROM outbox WHERE {where}", params)
        return int(rows[0][0])

    async def prune_outbox(self, before: datetime) -> int:
        """Forget announcements delivered before ``before``."""
        async with self.transaction() as tx:
            cursor = await tx.conn.execute(
                "DELETE FROM outbox WHERE sent_at IS NOT NULL AND sent_at < ?", (stamp(before),)
            )
        return max(0, cursor.rowcount)

    async def engine_turns(self, engine_platform: str, limit: int = 100) -> list[int]:
        """Active games where the computer is to move or owes an answer to a draw offer."""
        rows = await self._read(ENGINE_TURNS, (engine_platform, engine_platform, limit))
        return [int(r[0]) for r in rows]

    async def claim_engine_turn(
        self, game_id: int, version: int, owner: str, now: datetime, until: datetime
    ) -> int | None:
        """Claim the computer's turn at ``version`` of ``game_id`` for ``owner`` until
        ``until``: the failed tries on it so far, or None while another holds it."""
        sql, values = claims.claim(game_id, version, owner, now, until, SQLITE)
        async with self.transaction() as tx:
            rows = list(await tx.conn.execute_fetchall(sql, values))
        return int(rows[0][0]) if rows else None

    async def engine_turn_failed(self, game_id: int, version: int) -> int:
        """Count a failed try on the turn and let its lease go; the tries so far."""
        sql, values = claims.failed(game_id, version, SQLITE)
        async with self.transaction() as tx:
            rows = list(await tx.conn.execute_fetchall(sql, values))
        return int(rows[0][0]) if rows else 1

    async def release_engine_turn(self, game_id: int, owner: str, version: int) -> None:
        """Forget ``owner``'s claim on ``game_id`` and claims older than ``version``."""
        sql, values = claims.release(game_id, owner, version, SQLITE)
        async with self.transaction() as tx:
            await tx.conn.execute(sql, values)

    async def prune_engine_claims(self) -> int:
        """Forget the claims of games that are over."""
        async with self.transaction() as tx:
            cursor = await tx.conn.execute(claims.PRUNE)
        return max(0, cursor.rowcount)
