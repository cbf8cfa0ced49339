"""Tournaments in the storage port, on every store: one tournament signs up or runs per
chat (any thread of it), enforced by the store itself, so two announcements racing in
two workers leave one; a database that already holds several open ones in a chat keeps the
one that matters (migration 017) and works on."""

from __future__ import annotations

import asyncio
import sqlite3
from datetime import UTC, datetime

import asyncpg
import pytest

from bot.identity import ChatRef
from bot.storage import Conflict, Storage
from bot.storage.records import NewTournament, TournamentUpdate

from . import conftest
from .conftest import opened

NOW = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)
CHAT = ChatRef("test", "1")


def announced(chat: ChatRef = CHAT, status: str = "signup") -> NewTournament:
    return NewTournament(chat, status, {"format": "swiss", "n": 1}, None, NOW)


async def insert(storage: Storage, new: NewTournament) -> int:
    async with storage.transaction() as tx:
        return await tx.insert_tournament(new)


async def set_status(storage: Storage, tournament_id: int, status: str) -> None:
    async with storage.transaction() as tx:
        row = await tx.tournament_for_update(tournament_id)
        assert row is not None
        update = TournamentUpdate(status, row.body, row.starts_at, NOW)
        await tx.update_tournament(tournament_id, row.version, update)


@conftest.on_every_store
async def test_a_second_open_tournament_in_a_chat_is_refused(storage: Storage) -> None:
    first = await insert(storage, announced())
    for thread in ("", "7"):  # any topic of the group: tournaments belong to the group
        with pytest.raises(Conflict):
            await insert(storage, announced(ChatRef("test", "1", thread), "signup"))
    with pytest.raises(Conflict):
        await insert(storage, announced(status="running"))
    elsewhere = await insert(storage, announced(ChatRef("test", "2")))
    other_platform = await insert(storage, announced(ChatRef("other", "1")))
    assert len({first, elsewhere, other_platform}) == 3
    assert [row.id for row in await storage.chat_tournaments(CHAT, 10)] == [first]


@conftest.on_every_store
async def test_a_tournament_over_makes_room_for_the_next(storage: Storage) -> None:
    first = await insert(storage, announced())
    await set_status(storage, first, "running")
    with pytest.raises(Conflict):
        await insert(storage, announced())
    await set_status(storage, first, "finished")
    second = await insert(storage, announced())
    await set_status(storage, second, "cancelled")
    third = await insert(storage, announced())
    rows = await storage.chat_tournaments(CHAT, 10)
    assert [(row.id, row.status) for row in rows] == [
        (third, "signup"), (second, "cancelled"), (first, "finished")
    ]
    assert [row.id for row in await storage.chat_tournaments(CHAT, 10, open_only=True)] == [third]


@conftest.on_every_store
async def test_a_refused_announcement_leaves_nothing_of_its_transaction(
    storage: Storage,
) -> None:
    await insert(storage, announced())
    with pytest.raises(Conflict):
        async with storage.transaction("test:announce:2") as tx:
            await tx.insert_tournament(announced())
    assert not await storage.event_seen("test:announce:2")
    assert len(await storage.chat_tournaments(CHAT, 10)) == 1


@conftest.on_real_databases
async def test_announcements_racing_in_many_workers_leave_one(database: str) -> None:
    async with opened(database) as a, opened(database) as b, opened(database) as c:
        stores = [a, b, c] * 4

        async def attempt(store: Storage) -> int | None:
            try:
                return await insert(store, announced())
            except Conflict:
                return None

        made = await asyncio.gather(*(attempt(store) for store in stores))
        assert sum(found is not None for found in made) == 1, made
        assert len(await a.chat_tournaments(CHAT, 20)) == 1


# --------------------------------------------------------------- migration 017
UNDO_017 = ("DROP INDEX tournaments_open", "DELETE FROM schema_migrations WHERE number = 17")
"""What makes a database as migration 016 left it: no guard, migration 017 not applied."""


async def before_017(database: str, tournaments: list[tuple[str, str]]) -> list[int]:
    """A database of before migration 017 holding ``tournaments`` (chat, status), in
    that order, written as that version could: the ids they got."""
    async with opened(database):
        pass
    insert_sql = (
        "INSERT INTO tournaments (platform, chat_id, status, body, created_at, updated_at)"
        " VALUES ('test', {0}, {1}, '{{}}', {2}, {2}) RETURNING id"
    )
    if database.endswith(".db"):
        with sqlite3.connect(database) as conn:
            for statement in UNDO_017:
                conn.execute(statement)
            sql = insert_sql.format("?1", "?2", "?3")
            ids = [conn.execute(sql, (chat, status, NOW.isoformat())).fetchone()[0]
                   for chat, status in tournaments]
        conn.close()
        return ids
    conn = await asyncpg.connect(database)
    try:
        for statement in UNDO_017:
            await conn.execute(statement)
        sql = insert_sql.format("$1", "$2", "$3")
        return [await conn.fetchval(sql, chat, status, NOW) for chat, status in tournaments]
    finally:
        await conn.close()


@conftest.on_real_databases
async def test_migration_017_keeps_one_open_tournament_per_chat(database: str) -> None:
    """Before 017 racing announcements could leave several open in a chat: the running
    one is kept (else the newest, the one commands found), the others are cancelled."""
    a, running, c, done, d, e = await before_017(database, [
        ("1", "signup"), ("1", "running"), ("1", "signup"), ("1", "finished"),
        ("2", "signup"), ("2", "signup"),
    ])
    other = ChatRef("test", "2")
    async with opened(database) as store:  # migrates
        rows = await store.chat_tournaments(CHAT, 10) + await store.chat_tournaments(other)
        statuses = {row.id: (row.status, row.version) for row in rows}
        assert statuses[running] == ("running", 1)
        assert statuses[a] == statuses[c] == ("cancelled", 2), "changed: a new version"
        assert statuses[done] == ("finished", 1)
        assert statuses[d] == ("cancelled", 2) and statuses[e] == ("signup", 1)
        with pytest.raises(Conflict):
            await insert(store, announced())
        await set_status(store, running, "finished")
        assert await insert(store, announced()) > e
        assert [row.id for row in await store.chat_tournaments(other, open_only=True)] == [e]
