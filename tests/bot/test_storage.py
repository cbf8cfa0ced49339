"""The SQLite storage: migrations, WAL, games as move lists, and the guards against
applying anything twice (version check, unique ply, idempotency keys)."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime
from pathlib import Path

import pytest

from bot.identity import ChatRef, PlayerRef
from bot.storage import (
    Conflict,
    DatabaseUrlError,
    DuplicateEvent,
    SqliteStorage,
    open_storage,
    sqlite_path,
)
from bot.storage.migrate import migrations, split_statements
from bot.storage.records import GameStatus, GameUpdate, MoveRow, NewGame, Seat

NOW = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)
CHAT = ChatRef("test", "1")


def new_game() -> NewGame:
    return NewGame(
        chat=CHAT,
        blue=Seat(PlayerRef("test", "a"), "A"),
        red=Seat(PlayerRef("test", "b"), "B"),
        rules={"width": 10, "height": 10, "start": "cross"},
        setup=None,
        to_move=1,
        created_at=NOW,
    )


def update(ply: int, to_move: int) -> GameUpdate:
    return GameUpdate(GameStatus.ACTIVE, ply, to_move, None, None, NOW)


async def test_migrations_are_numbered_and_applied_once(db_path: Path) -> None:
    numbers = [number for number, _, _ in migrations()]
    assert numbers == sorted(numbers) and numbers[0] == 1
    for _ in range(2):  # reopening finds them applied and applies nothing again
        store = SqliteStorage(db_path)
        await store.open()
        try:
            assert await store.applied_migrations() == numbers
        finally:
            await store.close()


async def test_database_is_in_wal_mode(storage: SqliteStorage, db_path: Path) -> None:
    with sqlite3.connect(db_path) as conn:
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


async def test_a_game_is_its_rules_and_move_list(storage: SqliteStorage, db_path: Path) -> None:
    async with storage.transaction() as tx:
        game_id = await tx.insert_game(new_game())
        await tx.insert_move(game_id, MoveRow(1, 1, 3, 4, NOW))
        await tx.update_game(game_id, 0, update(1, 2))
    with sqlite3.connect(db_path) as conn:
        rules = conn.execute("SELECT rules FROM games WHERE id = ?", (game_id,)).fetchone()[0]
        moves = conn.execute("SELECT ply, color, x, y FROM moves").fetchall()
    assert rules == '{"height":10,"start":"cross","width":10}'
    assert moves == [(1, 1, 3, 4)]
    row = await storage.game(game_id)
    assert row is not None and row.version == 1 and row.ply == 1 and row.to_move == 2


async def test_a_stale_version_writes_nothing(storage: SqliteStorage) -> None:
    async with storage.transaction() as tx:
        game_id = await tx.insert_game(new_game())
    with pytest.raises(Conflict):
        async with storage.transaction() as tx:
            await tx.insert_move(game_id, MoveRow(1, 1, 3, 4, NOW))
            await tx.update_game(game_id, 7, update(1, 2))
    assert await storage.moves(game_id) == []
    row = await storage.game(game_id)
    assert row is not None and row.version == 0


async def test_a_ply_is_stored_once(storage: SqliteStorage) -> None:
    async with storage.transaction() as tx:
        game_id = await tx.insert_game(new_game())
        await tx.insert_move(game_id, MoveRow(1, 1, 3, 4, NOW))
    with pytest.raises(Conflict):
        async with storage.transaction() as tx:
            await tx.insert_move(game_id, MoveRow(1, 1, 5, 5, NOW))
    assert [(m.x, m.y) for m in await storage.moves(game_id)] == [(3, 4)]


async def test_an_event_key_is_recorded_with_its_effect(storage: SqliteStorage) -> None:
    async with storage.transaction("tg:update:1") as tx:
        game_id = await tx.insert_game(new_game())
    assert await storage.event_seen("tg:update:1")
    with pytest.raises(DuplicateEvent):
        async with storage.transaction("tg:update:1") as tx:
            await tx.insert_game(new_game())
    assert [g.id for g in await storage.active_games(CHAT)] == [game_id]


async def test_a_failed_transaction_records_neither_effect_nor_event(
    storage: SqliteStorage,
) -> None:
    with pytest.raises(RuntimeError):
        async with storage.transaction("tg:update:2") as tx:
            await tx.insert_game(new_game())
            raise RuntimeError("boom")
    assert not await storage.event_seen("tg:update:2")
    assert await storage.active_games(CHAT) == []


async def test_secret_is_made_once_and_kept(db_path: Path) -> None:
    secrets = []
    for _ in range(2):
        store = SqliteStorage(db_path)
        await store.open()
        try:
            secrets.append(await store.secret("buttons"))
        finally:
            await store.close()
    assert secrets[0] == secrets[1] and len(secrets[0]) == 32


def test_split_statements_keeps_statements_whole() -> None:
    script = "-- comment\nCREATE TABLE a (x TEXT DEFAULT ';');\n\nCREATE INDEX i ON a (x);\n"
    assert split_statements(script) == [
        "-- comment\nCREATE TABLE a (x TEXT DEFAULT ';');",
        "CREATE INDEX i ON a (x);",
    ]


@pytest.mark.parametrize(
    ("url", "path"),
    [
        ("sqlite:///dots.db", "dots.db"),
        ("sqlite:////data/dots.db", "/data/dots.db"),
        ("sqlite+aiosqlite:///x/y.db", "x/y.db"),
        ("/var/lib/dots.db", "/var/lib/dots.db"),
        ("dots.db", "dots.db"),
        ("sqlite:///:memory:", ":memory:"),
    ],
)
def test_database_url_names_a_file(url: str, path: str) -> None:
    assert sqlite_path(url) == path


@pytest.mark.parametrize("url", ["postgresql://u@h/db", "postgres://h/db"])
def test_postgresql_is_refused_clearly(url: str) -> None:
    with pytest.raises(DatabaseUrlError, match="PostgreSQL is not supported yet"):
        open_storage(url)


@pytest.mark.parametrize("url", ["mysql://h/db", "sqlite://", ""])
def test_other_urls_are_refused(url: str) -> None:
    with pytest.raises(DatabaseUrlError):
        sqlite_path(url)


async def test_games_from_before_clocks_and_ratings_upgrade_unclocked_and_casual(
    db_path: Path,
) -> None:
    from bot.storage.migrate import stamp

    number, name, script = migrations()[0]
    conn = sqlite3.connect(db_path)
    conn.executescript(script)
    conn.execute(
        "CREATE TABLE schema_migrations"
        " (number INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)"
    )
    conn.execute("INSERT INTO schema_migrations VALUES (?, ?, ?)", (number, name, stamp(NOW)))
    conn.execute(
        "INSERT INTO games (platform, chat_id, blue_platform, blue_id, blue_name, red_platform,"
        " red_id, red_name, rules, status, to_move, created_at, updated_at)"
        " VALUES ('test', '1', 'test', 'a', 'A', 'test', 'b', 'B', '{}', 'active', 1, ?, ?)",
        (stamp(NOW), stamp(NOW)),
    )
    conn.commit()
    conn.close()
    store = SqliteStorage(db_path)
    await store.open()
    try:
        assert await store.applied_migrations() == [n for n, _, _ in migrations()]
        row = await store.game(1)
        assert row is not None and not row.rated and row.clock is None and row.deadline is None
        assert await store.due_games(NOW.replace(year=2100)) == []
    finally:
        await store.close()


async def test_chat_settings_merge_and_a_game_is_rated_once(storage: SqliteStorage) -> None:
    from bot.ratings import Rating
    from bot.storage.records import RatingChange, RatingRow

    async with storage.transaction() as tx:
        assert await tx.update_chat_settings(CHAT, {"rated": False, "board": "post"}) == {
            "rated": False,
            "board": "post",
        }
        merged = await tx.update_chat_settings(CHAT, {"board": None, "max_games": 3})
        assert merged == {"rated": False, "max_games": 3}
        game_id = await tx.insert_game(new_game())
        ref = PlayerRef("test", "a")
        await tx.put_rating(RatingRow("", ref, "A", Rating(1600, 80, 0.06, 4), 3, 1, 0), NOW)
        await tx.insert_rating_change(RatingChange(game_id, "", ref, 1500, 1600))
    chat = await storage.chat(CHAT)
    assert chat is not None and chat.settings == {"rated": False, "max_games": 3}
    with pytest.raises(Conflict):
        async with storage.transaction() as tx:
            await tx.insert_rating_change(RatingChange(game_id, "", ref, 1600, 1700))
    stored = await storage.rating("", ref)
    assert stored is not None and stored.rating == Rating(1600, 80, 0.06, 4) and stored.wins == 3
    assert await storage.rank("", ref, 5) is None and await storage.rank("", ref, 4) == 1


async def test_meta_values_are_kept_and_replaced(db_path: Path) -> None:
    store = SqliteStorage(db_path)
    await store.open()
    try:
        assert await store.meta("discord:commands:global") is None
        await store.set_meta("discord:commands:global", "a1")
        await store.set_meta("discord:commands:global", "b2")
        await store.set_meta("discord:commands:42", "c3")
    finally:
        await store.close()
    reopened = SqliteStorage(db_path)
    await reopened.open()
    try:
        assert await reopened.meta("discord:commands:global") == "b2"
        assert await reopened.meta("discord:commands:42") == "c3"
    finally:
        await reopened.close()
