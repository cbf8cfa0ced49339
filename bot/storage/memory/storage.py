"""The storage port in memory (``memory://``): the SQL stores' semantics without a database,
for the service's tests and for trying the bot out; nothing outlives the process.

Writers take the database's lock in turn, as SQLite's ``BEGIN IMMEDIATE`` makes them, and
each transaction works on its own copy of the tables: it commits all of its writes or, on
any exception, none (its event key included). Reads see what was committed. A single
write (a claim, a lease, a card) is a transaction of its own, so of claimants at one
moment exactly one wins, as the SQL statements make it.
"""

from __future__ import annotations

import secrets
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import UTC, datetime
from typing import Any

from bot.identity import ChatRef, PlayerRef
from bot.log_secrets import keep_out_of_log
from bot.storage.memory.analyses import MemoryAnalyses
from bot.storage.memory.inbox import MemoryInbox
from bot.storage.memory.reads import ACTIVE, MemoryReads, readable
from bot.storage.memory.set_aside import MemorySetAside
from bot.storage.memory.tables import MemoryDatabase, Tables, database, utc
from bot.storage.memory.tournaments import MemoryTournamentReads
from bot.storage.memory.transaction import MemoryTransaction
from bot.storage.protocol import DuplicateEvent, StorageError
from bot.storage.queries.offers import digest
from bot.storage.records import CardShown, OutboxRow
from bot.storage.rows import from_json, to_json


class MemoryStorage(
    MemorySetAside, MemoryReads, MemoryTournamentReads, MemoryAnalyses, MemoryInbox
):
    """:class:`bot.storage.protocol.Storage` in memory. ``name``: stores opened with the
    same name share one database (as processes share a file), for the life of the
    process; without one, each store opened has a database of its own."""

    def __init__(self, name: str = "") -> None:
        self.name = name
        self._db: MemoryDatabase | None = None

    async def open(self) -> None:
        self._db = database(self.name)

    async def close(self) -> None:
        self._db = None

    async def ping(self) -> None:
        self._database()

    def _database(self) -> MemoryDatabase:
        if self._db is None:
            raise StorageError("the storage is not open")
        return self._db

    def _tables(self) -> Tables:
        return self._database().tables

    @asynccontextmanager
    async def transaction(self, event: str | None = None) -> AsyncIterator[MemoryTransaction]:
        db = self._database()
        async with db.lock:
            tables = db.tables.copy()
            if event is not None:
                if event in tables.events:
                    raise DuplicateEvent(event)
                tables.events[event] = datetime.now(UTC)
            yield MemoryTransaction(tables)
            db.tables = tables

    @asynccontextmanager
    async def _write(self) -> AsyncIterator[Tables]:
        async with self.transaction() as tx:
            yield tx.tables

    # -------------------------------------------------------- bookkeeping
    async def prune_events(self, before: datetime) -> int:
        moment = before.astimezone(UTC)
        async with self._write() as t:
            old = [key for key, at in t.events.items() if at < moment]
            for key in old:
                del t.events[key]
        return len(old)

    async def secret(self, name: str) -> bytes:
        async with self._write() as t:
            kept = t.secrets.setdefault(name, secrets.token_bytes(32))
        keep_out_of_log(kept)
        return kept

    async def set_meta(self, key: str, value: str) -> None:
        async with self._write() as t:
            t.meta[key] = value

    # ------------------------------------------------------------- outbox
    async def claim_outbox(
        self, platform: str, owner: str, now: datetime, until: datetime, limit: int = 20
    ) -> list[OutboxRow]:
        moment = utc(now)
        async with self._write() as t:
            due = sorted(
                row_id for row_id, r in t.outbox.items()
                if r["platform"] == platform and r["sent_at"] is None and r["due_at"] <= moment
                and (r["lease_until"] is None or r["lease_until"] <= moment)
            )[:limit]
            for row_id in due:
                row = t.outbox[row_id]
                t.outbox[row_id] = {**row, "lease_owner": owner, "lease_until": utc(until),
                                    "attempts": row["attempts"] + 1}
            claimed = [t.outbox[row_id] for row_id in due]
        return [
            OutboxRow(r["id"], ChatRef(platform, r["chat_id"], r["thread_id"]),
                      from_json(r["payload"]), r["created_at"], r["attempts"])
            for r in claimed
        ]

    async def outbox_sent(self, row_id: int, at: datetime) -> None:
        async with self._write() as t:
            if row_id in t.outbox:
                t.outbox[row_id] = {**t.outbox[row_id], "sent_at": utc(at),
                                    "lease_owner": None, "lease_until": None}

    async def outbox_retry(self, row_id: int, due: datetime) -> None:
        async with self._write() as t:
            row = t.outbox.get(row_id)
            if row is not None and row["sent_at"] is None:
                t.outbox[row_id] = {**row, "due_at": utc(due), "lease_owner": None,
                                    "lease_until": None}

    async def prune_outbox(self, before: datetime) -> int:
        moment = utc(before)
        async with self._write() as t:
            old = [i for i, r in t.outbox.items()
                   if r["sent_at"] is not None and r["sent_at"] < moment]
            for row_id in old:
                del t.outbox[row_id]
        return len(old)

    # ------------------------------------------------------ inline offers
    async def save_offer(self, challenger: PlayerRef, body: dict[str, Any], now: datetime) -> int:
        """:meth:`bot.storage.queries.offers.OfferMethods.save_offer`: one row per digest."""
        key = digest(challenger, body)
        async with self._write() as t:
            row = next((r for r in t.offers.values() if r["digest"] == key), None)
            if row is None:
                row = {"id": t.new_id("inline_offers"), "digest": key,
                       "challenger_platform": challenger.platform,
                       "challenger_id": challenger.user_id, "body": to_json(body)}
            t.offers[row["id"]] = {**row, "created_at": utc(now)}
            return int(row["id"])

    async def prune_offers(self, before: datetime) -> int:
        moment = utc(before)
        async with self._write() as t:
            old = [i for i, r in t.offers.items() if r["created_at"] < moment]
            for offer_id in old:
                del t.offers[offer_id]
        return len(old)

    # ------------------------------------------------- the computer's claims
    async def claim_engine_turn(
        self, game_id: int, version: int, owner: str, now: datetime, until: datetime
    ) -> int | None:
        """:data:`bot.storage.queries.claims.CLAIM`: taken unless another holds a live lease on
        this version, or the claim is on a newer one; the tries carry over on a version."""
        async with self._write() as t:
            if game_id not in t.games:
                raise StorageError(f"no game {game_id} to claim")
            held = t.claims.get(game_id)
            if held is not None and not (
                held["version"] < version
                or (held["version"] == version and (
                    held["lease_owner"] == owner or held["lease_until"] is None
                    or held["lease_until"] <= utc(now)))
            ):
                return None
            tries = held["attempts"] if held is not None and held["version"] == version else 0
            t.claims[game_id] = {"version": version, "lease_owner": owner,
                                 "lease_until": utc(until), "attempts": tries}
            return tries

    async def engine_turn_failed(self, game_id: int, version: int) -> int:
        async with self._write() as t:
            held = t.claims.get(game_id)
            if held is None or held["version"] != version:
                return 1
            tries = held["attempts"] + 1
            t.claims[game_id] = {**held, "attempts": tries, "lease_owner": None,
                                 "lease_until": None}
            return int(tries)

    async def release_engine_turn(self, game_id: int, owner: str, version: int) -> None:
        async with self._write() as t:
            held = t.claims.get(game_id)
            if held is not None and (held["lease_owner"] == owner or held["version"] < version):
                del t.claims[game_id]

    async def prune_engine_claims(self) -> int:
        async with self._write() as t:
            over = [game_id for game_id in t.claims
                    if game_id in t.games and t.games[game_id]["status"] != ACTIVE]
            for game_id in over:
                del t.claims[game_id]
        return len(over)

    # ---------------------------------------------------------------- cards
    async def game_card_shown(self, game_id: int, shown: CardShown) -> None:
        """:data:`bot.storage.queries.cards.SHOWN`."""
        async with self._write() as t:
            row = t.games.get(game_id)
            if row is None or (row["card_version"] is not None
                               and row["card_version"] > shown.version):
                return
            due = utc(shown.carried_until) if shown.version >= row["version"] else row["card_due"]
            t.games[game_id] = {**row, "card_message_id": shown.message_id,
                                "card_version": shown.version, "card_ply": shown.ply,
                                "card_carrier": shown.carrier, "card_due": due}

    async def challenge_card_shown(self, challenge_id: int, message_id: str | None) -> None:
        async with self._write() as t:
            if challenge_id in t.challenges:
                row = t.challenges[challenge_id]
                t.challenges[challenge_id] = {**row, "card_message_id": message_id}

    async def claim_card(self, game_id: int, seen: datetime | None, until: datetime) -> bool:
        """:data:`bot.storage.queries.cards.CLAIM_ONE`: compare and set ``card_due``."""
        async with self._write() as t:
            row = t.games.get(game_id)
            if row is None or row["card_due"] != utc(seen):  # both None: unset, as read
                return False
            t.games[game_id] = {**row, "card_due": utc(until)}
            return True

    async def claim_due_cards(
        self, platform: str, now: datetime, until: datetime, stale_before: datetime,
        limit: int = 20,
    ) -> list[int]:
        """:data:`bot.storage.queries.cards.CLAIM_DUE`."""
        moment, stale = utc(now), utc(stale_before)
        async with self._write() as t:
            due = sorted(
                (r for r in t.games.values() if r["platform"] == platform
                 and r["card_due"] is not None and r["card_due"] <= moment and readable(r)),
                key=lambda r: (r["card_due"], r["id"]),
            )[:limit]
            claimed = []
            for row in due:
                behind = row["card_version"] is None or row["card_version"] < row["version"]
                lease = utc(until) if behind and row["updated_at"] > stale else None
                t.games[row["id"]] = {**row, "card_due": lease}
                if lease is not None:
                    claimed.append(row["id"])
        return sorted(claimed)

    async def release_card(self, game_id: int, until: datetime) -> None:
        async with self._write() as t:
            row = t.games.get(game_id)
            if row is not None and row["card_due"] is not None and row["card_due"] == utc(until):
                t.games[game_id] = {**row, "card_due": None}
