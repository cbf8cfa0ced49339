"""The cards' own columns, for every backend: one statement each, the placeholders and the
row lock per dialect.

A game's card is owed while the version its message shows (``card_version``) is behind
the game's. Until ``card_due`` the card is the work of whoever made the latest change;
past it, a delivery loop claims it (``card_due`` moved on by a lease) and shows it. The
claims compare and set ``card_due`` in one statement, so of processes claiming at once
exactly one wins: PostgreSQL re-checks the condition on the row the winner wrote, and
SQLite runs it under ``BEGIN IMMEDIATE``.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from bot.storage.records import CardShown
from bot.storage.sql import SqlBase
from bot.storage.values import Encoding, marks

Statement = tuple[str, list[Any]]

SHOWN = (
    "UPDATE games SET card_message_id = {}, card_version = {}, card_ply = {},"
    " card_carrier = {}, card_due = CASE WHEN {} >= version THEN {}{cast} ELSE card_due END"
    " WHERE id = {} AND (card_version IS NULL OR card_version <= {})"
)
"""The card shows ``version``: a card of the game as it is pays what was owed (``card_due``
becomes the carried card's window, or nothing); a card older than the one recorded
changes nothing, so a late post never takes the card's place from a newer one."""

CHALLENGE_SHOWN = "UPDATE challenges SET card_message_id = {} WHERE id = {}"

CLAIM_ONE = "UPDATE games SET card_due = {} WHERE id = {} AND card_due = {}"
CLAIM_ONE_UNSET = "UPDATE games SET card_due = {} WHERE id = {} AND card_due IS NULL"
"""Take the showing of one game's card, if ``card_due`` is still what the claimant read."""

CLAIM_DUE = (
    "UPDATE games SET card_due = CASE WHEN (card_version IS NULL OR card_version < version)"
    " AND updated_at > {} THEN {}{cast} ELSE NULL END"
    " WHERE id IN (SELECT id FROM games WHERE platform = {} AND card_due IS NOT NULL"
    " AND set_aside IS NULL"
    " AND card_due <= {} ORDER BY card_due LIMIT {}{}) AND card_due <= {}"
    " RETURNING id, card_due"
)
"""Claim the cards of ``platform`` past due, until the lease given; a past-due row whose
card is not behind (a carried card's window that passed) or whose change is older than
the stale bound is cleared instead, and not returned as claimed."""

RELEASE = "UPDATE games SET card_due = NULL WHERE id = {} AND card_due = {}"
"""Let a claim go once its card was handed to the platform (nothing if it moved on)."""


def _statement(sql: str, values: list[Any], encoding: Encoding) -> Statement:
    return sql.format(*marks(len(values), encoding), cast=encoding.time_cast), values


def card_shown(game_id: int, shown: CardShown, encoding: Encoding) -> Statement:
    carried = encoding.time(shown.carried_until)
    values = [shown.message_id, shown.version, shown.ply, shown.carrier, shown.version,
              carried, game_id, shown.version]
    return _statement(SHOWN, values, encoding)


def challenge_card_shown(
    challenge_id: int, message_id: str | None, encoding: Encoding
) -> Statement:
    return _statement(CHALLENGE_SHOWN, [message_id, challenge_id], encoding)


def claim_card(
    game_id: int, seen: datetime | None, until: datetime, encoding: Encoding
) -> Statement:
    if seen is None:
        return _statement(CLAIM_ONE_UNSET, [encoding.time(until), game_id], encoding)
    values = [encoding.time(until), game_id, encoding.time(seen)]
    return _statement(CLAIM_ONE, values, encoding)


def claim_due_cards(
    platform: str,
    now: datetime,
    until: datetime,
    stale_before: datetime,
    limit: int,
    encoding: Encoding,
) -> Statement:
    values = [encoding.time(stale_before), encoding.time(until), platform, encoding.time(now),
              limit]
    first = marks(len(values) + 1, encoding)
    sql = CLAIM_DUE.format(*first[:5], encoding.skip_locked, first[5], cast=encoding.time_cast)
    return sql, [*values, encoding.time(now)]


def release_card(game_id: int, until: datetime, encoding: Encoding) -> Statement:
    return _statement(RELEASE, [game_id, encoding.time(until)], encoding)


class CardMethods(SqlBase):
    async def game_card_shown(self, game_id: int, shown: CardShown) -> None:
        await self._write(*card_shown(game_id, shown, self.encoding))

    async def challenge_card_shown(self, challenge_id: int, message_id: str | None) -> None:
        await self._write(*challenge_card_shown(challenge_id, message_id, self.encoding))

    async def claim_card(self, game_id: int, seen: datetime | None, until: datetime) -> bool:
        return await self._write(*claim_card(game_id, seen, until, self.encoding)) == 1

    async def claim_due_cards(
        self, platform: str, now: datetime, until: datetime, stale_before: datetime,
        limit: int = 20,
    ) -> list[int]:
        sql, values = claim_due_cards(platform, now, until, stale_before, limit, self.encoding)
        rows = await self._write_rows(sql, values)
        return sorted(int(row[0]) for row in rows if row[1] is not None)

    async def release_card(self, game_id: int, until: datetime) -> None:
        await self._write(*release_card(game_id, until, self.encoding))
