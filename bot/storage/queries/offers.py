"""Inline offers, for every backend: a challenge offered in Telegram's inline mode, saved
before it is posted (its button carries the offer's id) and read back when the button is
pressed, to make a real challenge of it. One row per challenger and body: offering it
again keeps its id and moves its time on; rows not offered for a while are pruned."""

from __future__ import annotations

import hashlib
import json
from datetime import datetime
from typing import Any

from bot.identity import PlayerRef
from bot.storage.records import OfferRow
from bot.storage.rows import Row, time_of, to_json
from bot.storage.sql import SqlBase

OFFER_COLUMNS = "id, challenger_platform, challenger_id, body, created_at"


def digest(challenger: PlayerRef, body: dict[str, Any]) -> str:
    """The key of an offer: sha256 (hex) of its challenger and its body's canonical JSON."""
    text = to_json([challenger.platform, challenger.user_id, body]) or ""
    return hashlib.sha256(text.encode()).hexdigest()


def offer_row(row: Row) -> OfferRow:
    return OfferRow(
        id=int(row[0]),
        challenger=PlayerRef(row[1], row[2]),
        body=json.loads(row[3]),
        created_at=time_of(row[4]),
    )


class OfferMethods(SqlBase):
    async def save_offer(self, challenger: PlayerRef, body: dict[str, Any], now: datetime) -> int:
        p = self.params()
        values = (
            f"{p(digest(challenger, body))}, {p(challenger.platform)}, {p(challenger.user_id)},"
            f" {p(to_json(body))}, {p.time(now)}"
        )
        rows = await self._write_rows(
            "INSERT INTO inline_offers (digest, challenger_platform, challenger_id, body,"
            f" created_at) VALUES ({values}) ON CONFLICT (digest) DO UPDATE SET"
            " created_at = excluded.created_at RETURNING id",
            p.values,
        )
        return int(rows[0][0])

    async def offer(self, offer_id: int) -> OfferRow | None:
        return await self._keyed(offer_row, OFFER_COLUMNS, "inline_offers", "id", offer_id)

    async def prune_offers(self, before: datetime) -> int:
        p = self.params()
        return await self._write(
            f"DELETE FROM inline_offers WHERE created_at < {p.time(before)}", p.values
        )
