"""PostgreSQL under trouble, on a real server: connections lost mid-transaction, the server
stopped and started again, rows being changed while the sweeper looks, ratings of games
that end at once, and the errors the server reports."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from collections.abc import AsyncIterator
from dataclasses import replace
from pathlib import Path

import asyncpg
import pytest

from bot.identity import Actor, PlayerRef
from bot.ratings import Rating
from bot.service import GameService
from bot.service.commands import Resign
from bot.storage import (
    Conflict,
    DuplicateEvent,
    PostgresStorage,
    StorageDamaged,
    StorageError,
    StorageFull,
    StorageUnavailable,
)
from bot.storage.postgres import PostgresTransaction
from bot.storage.postgres.errors import storage_error
from bot.storage.records import GameStatus, RatingRow
from bot.storage.scopes import OVERALL, chat_scope, rating_scope
from bot.time_class import TimeClass
from tests.support.postgres_server import PostgresServer

from .conftest import ALICE, CHAT, Clock, ev, make_service, opened, postgres_database, start_game
from .test_storage import CHAT as GAME_CHAT
from .test_storage import NOW, MoveRow, new_game, update


@pytest.fixture
async def pg_url(postgres_server: PostgresServer) -> str:
    return await postgres_database(postgres_server)


@pytest.fixture
async def store(pg_url: str) -> AsyncIterator[PostgresStorage]:
    async with opened(pg_url) as opened_store:
        assert isinstance(opened_store, PostgresStorage)
        yield opened_store


async def cut(server: PostgresServer, tx: PostgresTransaction) -> None:
    """Terminate the server process behind the transaction's connection."""
    assert tx.conn is not None
    pid = await tx.conn.fetchval("SELECT pg_backend_pid()")
    conn = await asyncpg.connect(server.url())
    try:
        assert await conn.fetchval("SELECT pg_terminate_backend($1)", pid)
    finally:
        await conn.close()


async def test_a_transaction_that_loses_its_connection_is_replayed_whole(
    store: PostgresStorage, postgres_server: PostgresServer
) -> None:
    async with store.transaction("tg:update:7") as tx:
        game_id = await tx.insert_game(new_game())
        await tx.insert_move(game_id, MoveRow(1, 1, 3, 4, NOW))
        await cut(postgres_server, tx)
        version = await tx.update_game(game_id, 0, update(1, 2))  # on a new connection
        await tx.insert_move(game_id, MoveRow(2, 2, 5, 5, NOW))
        await cut(postgres_server, tx)  # and once more before COMMIT
    assert version == 1
    row = await store.game(game_id)
    assert row is not None and row.version == 1 and row.ply == 1
    assert [(m.ply, m.x, m.y) for m in await store.moves(game_id)] == [(1, 3, 4), (2, 5, 5)]
    assert [g.id for g in await store.active_games(GAME_CHAT)] == [game_id]  # once
    with pytest.raises(DuplicateEvent):
        async with store.transaction("tg:update:7") as tx:
            await tx.insert_game(new_game())


async def test_a_commit_whose_answer_is_lost_is_found_applied_by_its_event_key(
    store: PostgresStorage, monkeypatch: pytest.MonkeyPatch
) -> None:
    committed = asyncpg.transaction.Transaction.commit

    async def commit_then_lose_the_answer(self: asyncpg.transaction.Transaction) -> None:
        await committed(self)
        monkeypatch.undo()  # once
        raise asyncpg.exceptions.ConnectionDoesNotExistError("lost before the answer came")

    monkeypatch.setattr(asyncpg.transaction.Transaction, "commit", commit_then_lose_the_answer)
    with pytest.raises(DuplicateEvent):
        async with store.transaction("tg:update:10") as tx:
            game_id = await tx.insert_game(new_game())
            await tx.insert_move(game_id, MoveRow(1, 1, 3, 4, NOW))
    assert [g.id for g in await store.active_games(GAME_CHAT)] == [game_id]  # applied once
    assert [m.ply for m in await store.moves(game_id)] == [1]


async def test_a_replay_that_reads_something_new_writes_nothing(
    pg_url: str, store: PostgresStorage, postgres_server: PostgresServer
) -> None:
    ref = PlayerRef("test", "a")
    with pytest.raises(Conflict):
        async with store.transaction("tg:update:8") as tx:
            assert await tx.rating(OVERALL, ref) is None
            await cut(postgres_server, tx)  # which also lets go of the rating lock
            async with opened(pg_url) as other, other.transaction() as meanwhile:
                row = RatingRow(OVERALL, ref, "A", Rating(1700, 60, 0.06, 3), 3, 0, 0)
                await meanwhile.put_rating(row, NOW)
            row = RatingRow(OVERALL, ref, "A", Rating(1600, 80, 0.06, 1), 1, 0, 0)
            await tx.put_rating(row, NOW)
    stored = await store.rating(OVERALL, ref)
    assert stored is not None and stored.rating.rating == 1700
    assert not await store.event_seen("tg:update:8")


async def test_reads_outlive_their_connections(
    store: PostgresStorage, postgres_server: PostgresServer
) -> None:
    async with store.transaction() as tx:
        game_id = await tx.insert_game(new_game())
    for _ in range(3):
        conn = await asyncpg.connect(postgres_server.url())
        try:  # every other connection to the server goes: the whole pool
            cut = await conn.fetchval(
                "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity"
                " WHERE pid <> pg_backend_pid() AND backend_type = 'client backend'"
            )
        finally:
            await conn.close()
        assert cut >= 1
        row = await store.game(game_id)
        assert row is not None and row.id == game_id


async def test_the_pool_recovers_after_the_server_restarts(
    store: PostgresStorage, postgres_server: PostgresServer
) -> None:
    async with store.transaction() as tx:
        game_id = await tx.insert_game(new_game())
    postgres_server.stop("fast")
    try:
        with pytest.raises(StorageUnavailable):
            await store.game(game_id)
        with pytest.raises(StorageUnavailable):
            async with store.transaction("tg:update:9") as tx:
                await tx.update_game(game_id, 0, update(1, 2))
    finally:
        postgres_server.start()
    assert not await store.event_seen("tg:update:9")  # nothing was written
    async with store.transaction("tg:update:9") as tx:  # so the redelivery applies
        await tx.update_game(game_id, 0, update(1, 2))
    row = await store.game(game_id)
    assert row is not None and row.version == 1


async def test_the_sweeper_passes_over_a_game_being_changed(
    pg_url: str, store: PostgresStorage
) -> None:
    async with store.transaction() as tx:
        game_id = await tx.insert_game(new_game())
        await tx.update_game(game_id, 0, replace(update(0, 1), deadline=NOW))
    later = NOW.replace(hour=13)
    assert [g.id for g in await store.due_games(later)] == [game_id]
    async with opened(pg_url) as other, other.transaction() as tx:
        await tx.update_game(game_id, 1, update(0, 2))  # holds the row until the end
        assert await store.due_games(later) == []
    assert await store.due_games(later) == []  # the move came in time: no deadline now


async def test_games_ending_at_once_in_one_chat_rate_one_after_another(
    database: str, clock: Clock
) -> None:
    opponents = [Actor("test", str(10 + n), f"P{n}", f"p{n}") for n in range(5)]
    async with opened(database) as a, opened(database) as b:
        workers: list[GameService] = [
            await make_service(a, clock),
            await make_service(b, clock),
        ]
        games = [await start_game(workers[0], ALICE, rival) for rival in opponents]
        done = await asyncio.gather(
            *(
                workers[n % 2].play.resign(ev(), CHAT, rival, Resign(game_id, confirmed=True))
                for n, (game_id, rival) in enumerate(zip(games, opponents, strict=True))
            )
        )
        assert all(result.ok for result in done)
        for base in (chat_scope(CHAT), OVERALL):
            alice = await a.rating(rating_scope(base, TimeClass.CORRESPONDENCE), ALICE.ref)
            assert alice is not None and alice.rating.games == 5 and alice.wins == 5
        for game_id in games:
            row = await a.game(game_id)
            assert row is not None and row.status is GameStatus.FINISHED


def test_server_errors_map_to_the_ports_errors() -> None:
    assert isinstance(storage_error(asyncpg.exceptions.DiskFullError("full")), StorageFull)
    damaged = storage_error(asyncpg.exceptions.IndexCorruptedError("bad page"))
    assert isinstance(damaged, StorageDamaged)
    lost = asyncpg.exceptions.ConnectionDoesNotExistError("gone")
    assert isinstance(storage_error(lost), StorageUnavailable)
    assert isinstance(storage_error(ConnectionRefusedError()), StorageUnavailable)
    other = storage_error(asyncpg.exceptions.SyntaxOrAccessError("no"))
    assert type(other) is StorageError


@pytest.mark.parametrize(("ci", "status", "says"), [("true", 1, "CI=true needs"), ("", 0, "skip")])
def test_without_a_server_the_tests_skip_except_in_ci(
    tmp_path: Path, ci: str, status: int, says: str
) -> None:
    env = os.environ | {"CI": ci, "POSTGRES_BIN": str(tmp_path)}  # no initdb there
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-p",
            "no:cacheprovider",
            "-rs",
            "tests/bot/test_storage.py::test_migrations_are_numbered_and_applied_once",
        ],
        cwd=Path(__file__).resolve().parents[2],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == status, done.stdout
    assert says in done.stdout and "1 passed" in done.stdout


async def test_meta_values_are_kept_and_replaced(pg_url: str) -> None:
    async with opened(pg_url) as first:
        assert isinstance(first, PostgresStorage)
        assert await first.meta("discord:commands:global") is None
        await first.set_meta("discord:commands:global", "a1")
        await first.set_meta("discord:commands:global", "b2")
        await first.set_meta("discord:commands:42", "c3")
    async with opened(pg_url) as again:
        assert isinstance(again, PostgresStorage)
        assert await again.meta("discord:commands:global") == "b2"
        assert await again.meta("discord:commands:42") == "c3"
