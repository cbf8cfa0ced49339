"""The outbox on PostgreSQL: announcements claimed by delivery loops of any number of
processes, each row by one of them at a time (``FOR UPDATE SKIP LOCKED`` and a lease), marked
sent once delivered, retried later when a delivery failed; and the computer's turns, found at
start and claimed by one worker at a time (:mod:`bot.storage.claims`)."""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any

import asyncpg

from bot.identity import ChatRef
from bot.storage import claims
from bot.storage.records import OutboxRow
from bot.storage.values import POSTGRES


class PostgresOutbox:
    """Mixed into :class:`bot.storage.postgres.PostgresStorage`."""

    async def _fetch(self, sql: str, *args: Any) -> list[asyncpg.Record]:
        raise NotImplementedError

    async def _execute(self, sql: str, *args: Any) -> int:
        raise NotImplementedError

    async def claim_outbox(
        self, platform: str, owner: str, now: datetime, until: datetime, limit: int = 20
    ) -> list[OutboxRow]:
        """Announcements of ``platform`` due now and not leased by anyone else, leased to
        ``owner`` until ``until`` (oldest first): rows another process is claiming this very
        moment are skipped, and a row whose taker died is taken again when its lease ends."""
        rows = await self._fetch(
            "UPDATE outbox SET lease_owner = $1, lease_until = $2, attempts = attempts + 1"
            " WHERE id IN (SELECT id FROM outbox WHERE platform = $3 AND sent_at IS NULL"
            " AND due_at <= $4 AND (lease_until IS NULL OR lease_until <= $4)"
            " ORDER BY id LIMIT $5 FOR UPDATE SKIP LOCKED)"
            " RETURNING id, chat_id, thread_id, payload, created_at, attempts",
            owner,
            until,
            platform,
            now,
            limit,
        )
        return sorted(
            (
                OutboxRow(r[0], ChatRef(platform, r[1], r[2]), json.loads(r[3]), r[4], r[5])
                for r in rows
            ),
            key=lambda row: row.id,
        )

    async def outbox_sent(self, row_id: int, at: datetime) -> None:
        """The row was delivered: never again."""
        await self._execute(
            "UPDATE outbox SET sent_at = $1, lease_owner = NULL, lease_until = NULL"
            " WHERE id = $2",
            at,
            row_id,
        )

    async def outbox_retry(self, row_id: int, due: datetime) -> None:
        """Delivery failed: try again at ``due`` (whoever claims it then)."""
        await self._execute(
            "UPDATE outbox SET due_at = $1, lease_owner = NULL, lease_until = NULL"
            " WHERE id = $2 AND sent_at IS NULL",
            due,
            row_id,
        )

    async def outbox_waiting(self, platform: str | None = None) -> int:
        """How many announcements wait to be delivered (for one platform, or all)."""
        rows = await self._fetch(
            "SELECT count(*) FROM outbox WHERE sent_at IS NULL"
            " AND ($1::text IS NULL OR platform = $1)",
            platform,
        )
        return int(rows[0][0])

    async def prune_outbox(self, before: datetime) -> int:
        """Forget announcements delivered before ``before``."""
        return await self._execute(
            "DELETE FROM outbox WHERE sent_at IS NOT NULL AND sent_at < $1", before
        )

    async def engine_turns(self, engine_platform: str, limit: int = 100) -> list[int]:
        """Active games where the computer is to move or owes an answer to a draw offer."""
        rows = await self._fetch(
            "SELECT id FROM games WHERE status = 'active' AND ("
            " (blue_platform = $1 AND (to_move = 1 OR draw_offer = 2))"
            " OR (red_platform = $1 AND (to_move = 2 OR draw_offer = 1))) ORDER BY id LIMIT $2",
            engine_platform,
            limit,
        )
        return [int(r[0]) for r in rows]


    async def claim_engine_turn(
        self, game_id: int, version: int, owner: str, now: datetime, until: datetime
    ) -> int | None:
        """Claim the computer's turn at ``version`` of ``game_id`` for ``owner`` until
        ``until``: the failed tries on it so far, or None while another holds it. One
        statement: of claimants at the same moment, exactly one wins."""
        sql, values = claims.claim(game_id, version, owner, now, until, POSTGRES)
        rows = await self._fetch(sql, *values)
        return int(rows[0][0]) if rows else None

    async def engine_turn_failed(self, game_id: int, version: int) -> int:
        """Count a failed try on the turn and let its lease go; the tries so far."""
        sql, values = claims.failed(game_id, version, POSTGRES)
        rows = await self._fetch(sql, *values)
        return int(rows[0][0]) if rows else 1

    async def release_engine_turn(self, game_id: int, owner: str, version: int) -> None:
        """Forget ``owner``'s claim on ``game_id`` and claims older than ``version``."""
        sql, values = claims.release(game_id, owner, version, POSTGRES)
        await self._execute(sql, *values)

    async def prune_engine_claims(self) -> int:
        """Forget the claims of games that are over."""
        return await self._execute(claims.PRUNE)
