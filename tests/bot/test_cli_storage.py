"""``python -m bot migrate`` and ``python -m bot copy``: a bot moved from SQLite to
PostgreSQL keeps its games, players, chats, ratings, button secret and inline offers, and
plays on."""

from __future__ import annotations

import asyncio
import subprocess
import sys
from pathlib import Path

import asyncpg
import pytest

from bot.cli_storage import CopyMismatch, verify
from bot.identity import PlayerRef
from bot.service.commands import Challenge, Move, Resign
from bot.storage import PostgresStorage, StorageOpenError, open_storage
from bot.storage.migrate import migrations
from bot.storage.records import GameStatus
from bot.storage.scopes import OVERALL, chat_scope, rating_scope
from bot.time_class import TimeClass
from tests.support.postgres_server import PostgresServer

from .conftest import ALICE, BOB, CAROL, CHAT, Clock, ev, make_service, opened, start_game
from .conftest import postgres_database as new_postgres_database

ALICE_ELSEWHERE = PlayerRef("other", "11")
"""Alice's account on another platform, linked with hers (``/link``)."""


def bot(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bot", *args],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


async def played(db_path: Path, clock: Clock) -> tuple[int, int]:
    """A SQLite bot with a finished rated game, a game going on, a waiting challenge,
    chat settings, a player's language and an inline offer; the ids of the two games."""
    async with opened(db_path) as store:
        service = await make_service(store, clock)
        finished = await start_game(service)
        for who, move in ((ALICE, "3-3"), (BOB, "4-4"), (ALICE, "5-5")):
            assert (await service.play.move(ev(), CHAT, who, Move(move))).ok
        assert (await service.play.resign(ev(), CHAT, BOB, Resign(finished, confirmed=True))).ok
        going = await start_game(service, CAROL, ALICE)
        assert (await service.play.move(ev(), CHAT, CAROL, Move("2-2"))).ok
        assert (await service.challenges.challenge(ev(), CHAT, BOB, Challenge())).ok
        async with store.transaction() as tx:
            await tx.update_chat_settings(CHAT, {"rated": False, "max_games": 3})
            await tx.set_user_lang(BOB.ref, "pl")
            await tx.link_accounts(ALICE.ref, ALICE_ELSEWHERE, "Alice", clock())
        await store.secret("buttons")
        await store.save_offer(ALICE.ref, {"rules": {"width": 15}, "target": None}, clock())
    return finished, going


async def copied(
    db_path: Path, postgres_server: PostgresServer, clock: Clock
) -> tuple[int, int, str, str]:
    """The played SQLite bot copied by ``python -m bot copy`` to a new PostgreSQL database:
    the two games' ids, the database's URL and what the copy printed."""
    finished, going = await played(db_path, clock)
    url = await new_postgres_database(postgres_server)
    done = await asyncio.to_thread(bot, "copy", f"sqlite:///{db_path}", url)
    assert done.returncode == 0, done.stderr
    return finished, going, url, done.stdout


async def test_copy_moves_a_bot_to_postgresql_and_it_plays_on(
    db_path: Path, postgres_server: PostgresServer, clock: Clock
) -> None:
    finished, going, url, printed = await copied(db_path, postgres_server, clock)
    assert "2 games, 4 moves, 3 challenges" in printed
    assert "verified 2 games by replay" in printed
    async with opened(db_path) as lite, opened(url) as pg:
        for game_id in (finished, going):
            assert await pg.game(game_id) == await lite.game(game_id)
            assert await pg.moves(game_id) == await lite.moves(game_id)
            assert await pg.rating_changes(game_id) == await lite.rating_changes(game_id)
        for base in (chat_scope(CHAT), OVERALL):
            scope = rating_scope(base, TimeClass.CORRESPONDENCE)
            assert await pg.leaderboard(scope, 0, 10) == await lite.leaderboard(scope, 0, 10)
            assert await pg.leaderboard(scope, 0, 10)
        assert await pg.pending_challenges(CHAT, clock()) == await lite.pending_challenges(
            CHAT, clock()
        )
        assert await pg.chat(CHAT) == await lite.chat(CHAT)
        assert await pg.user(BOB.ref) == await lite.user(BOB.ref)
        person = await lite.person(ALICE_ELSEWHERE)
        assert person is not None and await pg.person(ALICE_ELSEWHERE) == person
        assert await pg.secret("buttons") == await lite.secret("buttons")
        offer = await lite.offer(1)
        assert offer is not None and await pg.offer(1) == offer
        assert await pg.save_offer(BOB.ref, {"rules": {}}, clock()) == 2  # after the copied
        service = await make_service(pg, clock)
        assert (await service.play.move(ev(), CHAT, ALICE, Move("6-6"))).ok  # the game goes on
        next_game = await start_game(service, BOB, CAROL)
        assert next_game > going  # new ids come after the copied ones
        row = await pg.game(going)
        assert row is not None and row.status is GameStatus.ACTIVE and row.ply == 2


async def test_copy_refuses_a_database_that_has_data(
    db_path: Path, postgres_server: PostgresServer, clock: Clock
) -> None:
    await played(db_path, clock)
    url = await new_postgres_database(postgres_server)
    async with opened(url) as pg, pg.transaction() as tx:
        await tx.upsert_user(ALICE.ref, "Alice", "alice", clock())
    done = await asyncio.to_thread(bot, "copy", f"sqlite:///{db_path}", url)
    assert done.returncode == 1
    assert "already has users" in done.stderr and "Traceback" not in done.stderr
    async with opened(url) as pg:
        assert await pg.game(1) is None  # nothing was copied


async def test_the_check_finds_a_game_that_differs(
    db_path: Path, postgres_server: PostgresServer, clock: Clock
) -> None:
    finished, going, url, _ = await copied(db_path, postgres_server, clock)
    conn = await asyncpg.connect(url)
    try:
        await conn.execute("UPDATE moves SET x = 7 WHERE game_id = $1 AND ply = 2", finished)
    finally:
        await conn.close()
    async with opened(db_path) as lite, opened(url) as pg:
        await verify(lite, pg, [going])
        with pytest.raises(CopyMismatch, match=f"game {finished}"):
            await verify(lite, pg, [finished, going])


async def test_migrate_prepares_a_database_for_workers_that_do_not_migrate(
    postgres_server: PostgresServer,
) -> None:
    url = await new_postgres_database(postgres_server)
    worker = open_storage(url, migrate=False)
    with pytest.raises(StorageOpenError, match="run python -m bot migrate"):
        await worker.open()
    done = await asyncio.to_thread(bot, "migrate", url)
    assert done.returncode == 0, done.stderr
    numbers = [number for number, _, _ in migrations("postgres")]
    assert f"the database is at migration {numbers[-1]:03d} of {numbers[-1]:03d}" in done.stdout
    worker = open_storage(url, migrate=False)
    await worker.open()
    try:
        assert isinstance(worker, PostgresStorage)
        assert await worker.applied_migrations() == numbers
    finally:
        await worker.close()


def test_copy_goes_from_an_existing_sqlite_file_to_postgresql_only(tmp_path: Path) -> None:
    done = bot("copy", "postgresql://h/a", f"sqlite:///{tmp_path / 'dots.db'}")
    assert done.returncode == 2
    assert "from a SQLite database to a PostgreSQL one" in done.stderr
    done = bot("copy", f"sqlite:///{tmp_path / 'typo.db'}", "postgresql://h/a")
    assert done.returncode == 2
    assert f"no SQLite database at {tmp_path / 'typo.db'}" in done.stderr
    assert list(tmp_path.iterdir()) == []
