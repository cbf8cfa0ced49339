"""Claims on the computer's turns, for every backend: one statement each, the placeholders
per dialect. A claim is a row per game: the version thought on, the process holding it, its
lease, and the failed tries on that version."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from bot.storage.sql import SqlBase
from bot.storage.values import Encoding, marks

CLAIM = (
    "INSERT INTO engine_claims (game_id, version, lease_owner, lease_until, attempts)"
    " VALUES ({}, {}, {}, {}, 0) ON CONFLICT (game_id) DO UPDATE SET"
    " attempts = CASE WHEN engine_claims.version = excluded.version"
    " THEN engine_claims.attempts ELSE 0 END,"
    " version = excluded.version, lease_owner = excluded.lease_owner,"
    " lease_until = excluded.lease_until"
    " WHERE engine_claims.version < excluded.version"
    " OR (engine_claims.version = excluded.version AND ("
    " engine_claims.lease_owner = excluded.lease_owner OR engine_claims.lease_until IS NULL"
    " OR engine_claims.lease_until <= {}))"
    " RETURNING attempts"
)
"""Take the claim unless another process holds a live lease on this version, or the claim
is already on a newer version (the claimant's view is stale). One statement, so two
claimants never both win: PostgreSQL re-checks the condition on the row the winner wrote,
and SQLite runs it under ``BEGIN IMMEDIATE``. The failed tries carry over on the same
version and start again at 0 on a newer one."""

FAILED = (
    "UPDATE engine_claims SET attempts = attempts + 1, lease_owner = NULL, lease_until = NULL"
    " WHERE game_id = {} AND version = {} RETURNING attempts"
)
"""One more failed try on the version, and the lease let go: any process may try next."""

RELEASE = "DELETE FROM engine_claims WHERE game_id = {} AND (lease_owner = {} OR version < {})"
"""Forget the claim the owner holds, and any claim on an older version than the game's."""

PRUNE = (
    "DELETE FROM engine_claims WHERE game_id IN"
    " (SELECT id FROM games WHERE status <> 'active')"
)
"""Forget the claims of finished games (a failed try, then the player resigned)."""


def claim(
    game_id: int, version: int, owner: str, now: datetime, until: datetime, encoding: Encoding
) -> tuple[str, list[Any]]:
    values = [game_id, version, owner, encoding.time(until), encoding.time(now)]
    return CLAIM.format(*marks(len(values), encoding)), values


def failed(game_id: int, version: int, encoding: Encoding) -> tuple[str, list[Any]]:
    return FAILED.format(*marks(2, encoding)), [game_id, version]


def release(
    game_id: int, owner: str, version: int, encoding: Encoding
) -> tuple[str, list[Any]]:
    return RELEASE.format(*marks(3, encoding)), [game_id, owner, version]


class ClaimMethods(SqlBase):
    async def claim_engine_turn(
        self, game_id: int, version: int, owner: str, now: datetime, until: datetime
    ) -> int | None:
        """Claim the computer's turn at ``version`` of ``game_id`` for ``owner`` until
        ``until``: the failed tries on it so far, or None while another holds it. One
        statement: of claimants at the same moment, exactly one wins."""
        rows = await self._write_rows(*claim(game_id, version, owner, now, until, self.encoding))
        return int(rows[0][0]) if rows else None

    async def engine_turn_failed(self, game_id: int, version: int) -> int:
        rows = await self._write_rows(*failed(game_id, version, self.encoding))
        return int(rows[0][0]) if rows else 1

    async def release_engine_turn(self, game_id: int, owner: str, version: int) -> None:
        await self._write(*release(game_id, owner, version, self.encoding))

    async def prune_engine_claims(self) -> int:
        return await self._write(PRUNE, [])
