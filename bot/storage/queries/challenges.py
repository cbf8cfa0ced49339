"""Challenges, for every backend: the reads (one, a chat's waiting ones, all of a chat's,
a player's last, the expired ones the sweeper closes) and the writes of a transaction (a
new challenge; a status moved on only from the one the use case read, ``Conflict``
otherwise)."""

from __future__ import annotations

from collections.abc import Collection
from datetime import datetime

from bot.identity import ChatRef, PlayerRef
from bot.storage.protocol import Conflict
from bot.storage.records import ChallengeRow, ChallengeStatus, ChallengeUpdate, NewChallenge
from bot.storage.rows import CHALLENGE_COLUMNS, challenge_row
from bot.storage.sql import Session, SqlBase, in_chat, insert_row, update_one
from bot.storage.values import NEW_CHALLENGE_COLUMNS, Params, new_challenge_values

PENDING = ChallengeStatus.PENDING.value


class ChallengeReads(SqlBase):
    async def challenge(self, challenge_id: int) -> ChallengeRow | None:
        return await self._keyed(challenge_row, CHALLENGE_COLUMNS, "challenges", "id", challenge_id)

    async def pending_challenges(self, chat: ChatRef, now: datetime) -> list[ChallengeRow]:
        p = self.params()
        where = f"{in_chat(p, chat)} AND status = {p(PENDING)} AND expires_at > {p.time(now)}"
        return await self._in_order(where, p)

    async def challenges_in(self, chat: ChatRef) -> list[ChallengeRow]:
        p = self.params()
        return await self._in_order(in_chat(p, chat), p)

    async def _in_order(self, where: str, p: Params) -> list[ChallengeRow]:
        """The challenges ``where`` picks, oldest first."""
        sql = f"SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE {where} ORDER BY id"
        return await self._records(challenge_row, sql, p)

    async def last_challenge(self, ref: PlayerRef) -> ChallengeRow | None:
        p = self.params()
        sql = (
            f"SELECT {CHALLENGE_COLUMNS} FROM challenges"
            f" WHERE challenger_platform = {p(ref.platform)} AND challenger_id = {p(ref.user_id)}"
            f" AND computer IS NULL ORDER BY id DESC LIMIT {p(1)}"
        )
        return await self._record(challenge_row, sql, p)

    async def expired_challenges(
        self, now: datetime, platforms: Collection[str] | None = None, limit: int = 100
    ) -> list[ChallengeRow]:
        p = self.params()
        where = f"status = {p(PENDING)} AND expires_at <= {p.time(now)}"
        where += p.on_platforms(platforms)
        sql = (
            f"SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE {where} ORDER BY expires_at"
            f" LIMIT {p(limit)}{self.encoding.skip_locked}"
        )
        return await self._records(challenge_row, sql, p)


async def insert_challenge(db: Session, known: int | None, challenge: NewChallenge) -> int:
    values = new_challenge_values(challenge, db.encoding)
    return await insert_row(db, known, "challenges", NEW_CHALLENGE_COLUMNS, values)


async def update_challenge(
    db: Session, known: None, challenge_id: int, change: ChallengeUpdate
) -> None:
    await update_one(
        db, Conflict(f"challenge {challenge_id} is no longer {change.expected.value}"),
        "UPDATE challenges SET status = {}, game_id = COALESCE({}, game_id)"
        " WHERE id = {} AND status = {}",
        change.status.value, change.game_id, challenge_id, change.expected.value,
    )
