"""The migrations, written once for both dialects, make the schema recorded for them,
column for column and type for type; a database the dialect files of before made (at
migration 009) is refused until it is migrated, and migrated it keeps its games and has the
same schema as a new one."""

from __future__ import annotations

import shutil
from pathlib import Path

import asyncpg
import pytest

from bot.storage import PostgresStorage, SqliteStorage, StorageError
from bot.storage.migrate import TOKENS, migrations, render
from tests.support.postgres_server import PostgresServer

from .conftest import postgres_database
from .schema_dump import FIXTURE, postgres_schema, sqlite_schema, stored

OLD_DATABASE = FIXTURE.parent / "dots_009.db"
"""A SQLite database made by the dialect files of migrations 001-009, holding a game."""
ALL = [number for number, _, _ in migrations("sqlite")]


async def test_a_new_sqlite_database_has_the_schema_of_before(db_path: Path) -> None:
    store = SqliteStorage(db_path)
    await store.open()
    await store.close()
    assert sqlite_schema(db_path) == stored()["sqlite"]


async def test_a_new_postgresql_database_has_the_schema_of_before(
    postgres_server: PostgresServer,
) -> None:
    url = await postgres_database(postgres_server)
    for migrate in (True, False):  # made, then opened as it is (up to date)
        store = PostgresStorage(url, migrate=migrate)
        await store.open()
        assert await store.applied_migrations() == ALL
        await store.close()
    conn = await asyncpg.connect(url)
    try:
        assert await postgres_schema(conn) == stored()["postgres"]
    finally:
        await conn.close()


async def test_a_sqlite_database_the_earlier_migrations_made_is_migrated_and_kept(
    tmp_path: Path,
) -> None:
    path = tmp_path / "dots.db"
    shutil.copyfile(OLD_DATABASE, path)
    path.chmod(0o600)
    behind = SqliteStorage(path, migrate=False)  # refuses a database that is behind
    with pytest.raises(StorageError, match=r"at migration 009.*python -m bot migrate"):
        await behind.open()
    store = SqliteStorage(path)
    await store.open()
    try:
        assert await store.applied_migrations() == ALL
        game = await store.game(1)
        assert game is not None and game.ply == 1 and game.rules["width"] == 10
        assert [(m.x, m.y) for m in await store.moves(1)] == [(3, 4)]
        rating = await store.rating("", game.blue.ref)
        assert rating is not None and rating.rating.rating == 1600
        assert await store.event_seen("tg:update:1")
    finally:
        await store.close()
    again = SqliteStorage(path, migrate=False)  # up to date now: opens as it is
    await again.open()
    try:
        assert await again.applied_migrations() == ALL
    finally:
        await again.close()
    assert sqlite_schema(path) == stored()["sqlite"]


def test_the_migrations_keep_their_numbers_and_names() -> None:
    recorded = stored()
    for dialect in ("sqlite", "postgres"):
        listed = [[number, name] for number, name, _ in migrations(dialect)]
        assert listed == recorded[dialect]["migrations"]


def test_every_token_says_something_in_both_dialects() -> None:
    assert TOKENS["sqlite"].keys() == TOKENS["postgres"].keys()
    for _, _, script in migrations("sqlite") + migrations("postgres"):
        assert ("{stamp}" not in script and "DEFAULT '{}'" in script) or "{" not in script
    assert render("a {stamp} DEFAULT '{}'", "postgres") == "a TIMESTAMPTZ DEFAULT '{}'"
    with pytest.raises(StorageError, match="unknown token"):
        render("a {stamps}", "sqlite")
