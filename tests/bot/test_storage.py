"""The storage port on every store (in memory, SQLite, PostgreSQL): games as move lists,
the guards against applying anything twice (version check, unique ply, idempotency keys),
history paging and pruning; on the SQL ones, migrations; and SQLite's own file matters
(WAL, URLs, upgrades)."""

from __future__ import annotations

import asyncio
import sqlite3
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bot.identity import ChatRef, PlayerRef
from bot.storage import (
    Conflict,
    DatabaseUrlError,
    DuplicateEvent,
    PostgresStorage,
    SqliteStorage,
    Storage,
    open_storage,
    sqlite_path,
)
from bot.storage.migrate import migrations, split_statements
from bot.storage.records import (
    FinishedGames,
    GameResult,
    GameStatus,
    GameUpdate,
    MoveRow,
    NewGame,
    NewOutbox,
    Seat,
)

from . import conftest
from .conftest import opened

RAM = Path("/dev/shm")

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


def test_every_migration_has_its_postgresql_twin() -> None:
    names = [name for _, name, _ in migrations()]
    twins = [name for _, name, _ in migrations("postgres")]
    assert names == sorted(names) and names[0].startswith("001_")
    assert twins == sorted(twins) and set(names) <= set(twins)


@conftest.on_real_databases
async def test_migrations_are_numbered_and_applied_once(database: str) -> None:
    dialect = "sqlite" if Path(database).suffix == ".db" else "postgres"
    numbers = [number for number, _, _ in migrations(dialect)]
    for _ in range(2):  # reopening finds them applied and applies nothing again
        async with opened(database) as store:
            assert isinstance(store, SqliteStorage | PostgresStorage)
            assert await store.applied_migrations() == numbers


async def test_database_is_in_wal_mode(db_path: Path) -> None:
    async with opened(db_path):
        pass
    with sqlite3.connect(db_path) as conn:
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


@conftest.on_every_store
async def test_a_game_is_its_rules_and_move_list(storage: Storage) -> None:
    async with storage.transaction() as tx:
        game_id = await tx.insert_game(new_game())
        await tx.insert_move(game_id, MoveRow(1, 1, 3, 4, NOW))
        await tx.update_game(game_id, 0, update(1, 2))
    row = await storage.game(game_id)
    assert row is not None and row.version == 1 and row.ply == 1 and row.to_move == 2
    assert row.rules == new_game().rules and row.created_at == NOW and row.setup is None
    assert await storage.moves(game_id) == [MoveRow(1, 1, 3, 4, NOW)]


@conftest.on_sqlite
async def test_sqlite_keeps_rules_as_compact_json(storage: Storage, db_path: Path) -> None:
    if not isinstance(storage, SqliteStorage):
        pytest.skip("SQLite's file")
    async with storage.transaction() as tx:
        game_id = await tx.insert_game(new_game())
        await tx.insert_move(game_id, MoveRow(1, 1, 3, 4, NOW))
    with sqlite3.connect(db_path) as conn:
        rules = conn.execute("SELECT rules FROM games WHERE id = ?", (game_id,)).fetchone()[0]
        moves = conn.execute("SELECT ply, color, x, y FROM moves").fetchall()
    assert rules == '{"height":10,"start":"cross","width":10}'
    assert moves == [(1, 1, 3, 4)]


@conftest.on_every_store
async def test_a_stale_version_writes_nothing(storage: Storage) -> None:
    async with storage.transaction() as tx:
        game_id = await tx.insert_game(new_game())
    with pytest.raises(Conflict):
        async with storage.transaction() as tx:
            await tx.insert_move(game_id, MoveRow(1, 1, 3, 4, NOW))
            await tx.update_game(game_id, 7, update(1, 2))
    assert await storage.moves(game_id) == []
    row = await storage.game(game_id)
    assert row is not None and row.version == 0


@conftest.on_every_store
async def test_a_ply_is_stored_once(storage: Storage) -> None:
    async with storage.transaction() as tx:
        game_id = await tx.insert_game(new_game())
        await tx.insert_move(game_id, MoveRow(1, 1, 3, 4, NOW))
    with pytest.raises(Conflict):
        async with storage.transaction() as tx:
            await tx.insert_move(game_id, MoveRow(1, 1, 5, 5, NOW))
    assert [(m.x, m.y) for m in await storage.moves(game_id)] == [(3, 4)]


@conftest.on_every_store
async def test_an_event_key_is_recorded_with_its_effect(storage: Storage) -> None:
    async with storage.transaction("tg:update:1") as tx:
        game_id = await tx.insert_game(new_game())
    assert await storage.event_seen("tg:update:1")
    with pytest.raises(DuplicateEvent):
        async with storage.transaction("tg:update:1") as tx:
            await tx.insert_game(new_game())
    assert [g.id for g in await storage.active_games(CHAT)] == [game_id]


@conftest.on_every_store
async def test_a_failed_transaction_records_neither_effect_nor_event(
    storage: Storage,
) -> None:
    with pytest.raises(RuntimeError):
        async with storage.transaction("tg:update:2") as tx:
            await tx.insert_game(new_game())
            raise RuntimeError("boom")
    assert not await storage.event_seen("tg:update:2")
    assert await storage.active_games(CHAT) == []


@conftest.on_every_store
async def test_secret_is_made_once_and_kept(database: str) -> None:
    secrets = []
    for _ in range(2):
        async with opened(database) as store:
            secrets.append(await store.secret("buttons"))
    assert secrets[0] == secrets[1] and len(secrets[0]) == 32


async def finish(storage: Storage, game: NewGame, at: datetime) -> int:
    async with storage.transaction() as tx:
        game_id = await tx.insert_game(game)
        result = GameResult(reason="resignation", blue=0, red=0, winner=1)
        done = GameUpdate(GameStatus.FINISHED, 0, 1, None, result, at)
        await tx.update_game(game_id, 0, done)
    return game_id


@conftest.on_every_store
async def test_finished_games_page_by_key(storage: Storage) -> None:
    # Two games end at the same moment: the later id comes first, and paging keeps both.
    moments = [NOW, NOW + timedelta(minutes=1), NOW + timedelta(minutes=1), NOW]
    ids = [await finish(storage, new_game(), at) for at in moments]
    order = [ids[2], ids[1], ids[3], ids[0]]
    assert [g.id for g in await storage.finished_games(FinishedGames(CHAT, limit=10))] == order
    pages, before = [], None
    while page := await storage.finished_games(FinishedGames(CHAT, limit=3, before_game=before)):
        pages.append([g.id for g in page])
        before = page[-1].id
    assert pages == [order[:3], order[3:]]
    a = PlayerRef("test", "a")
    after_second = FinishedGames(player=a, before_game=ids[1])
    assert [g.id for g in await storage.finished_games(after_second)] == order[2:]
    other = await storage.finished_games(FinishedGames(ChatRef("test", "2"), a))
    assert other == []


@conftest.on_every_store
async def test_old_event_keys_are_pruned(storage: Storage) -> None:
    async with storage.transaction("tg:update:old"):
        pass
    cutoff = datetime.now(UTC) + timedelta(seconds=1)
    async with storage.transaction("tg:update:young"):
        pass  # recorded now, but the cutoff is a second ahead
    assert await storage.prune_events(cutoff - timedelta(days=1)) == 0
    assert await storage.prune_events(cutoff) == 2
    assert not await storage.event_seen("tg:update:old")


def notice(text: str) -> NewOutbox:
    return NewOutbox(CHAT, {"text": text}, NOW)


@conftest.on_every_store
async def test_an_announcement_is_claimed_by_one_taker_until_its_lease_ends(
    storage: Storage,
) -> None:
    async with storage.transaction() as tx:
        first = await tx.enqueue(notice("one"))
        second = await tx.enqueue(notice("two"))
    with pytest.raises(RuntimeError):
        async with storage.transaction() as tx:
            await tx.enqueue(notice("never"))
            raise RuntimeError("the change failed, so nothing is announced")
    assert await storage.outbox_waiting() == 2 and await storage.outbox_waiting("other") == 0
    lease = NOW + timedelta(seconds=30)
    taken = await storage.claim_outbox("test", "worker-a", NOW, lease)
    assert [(r.id, r.payload, r.attempts) for r in taken] == [
        (first, {"text": "one"}, 1),
        (second, {"text": "two"}, 1),
    ]
    assert taken[0].chat == CHAT and taken[0].created_at == NOW
    assert await storage.claim_outbox("test", "worker-b", NOW, lease) == []  # leased
    await storage.outbox_sent(first, NOW)
    await storage.outbox_retry(second, NOW + timedelta(minutes=1))  # failed: later
    assert await storage.claim_outbox("test", "worker-b", NOW + timedelta(seconds=59), lease) == []
    again = await storage.claim_outbox("test", "worker-b", NOW + timedelta(minutes=1), lease)
    assert [(r.id, r.attempts) for r in again] == [(second, 2)]
    later = NOW + timedelta(minutes=5)  # worker-b died holding it: the lease ran out
    assert [r.id for r in await storage.claim_outbox("test", "worker-c", later, later)] == [second]
    assert await storage.outbox_waiting("test") == 1
    assert await storage.prune_outbox(NOW) == 0
    assert await storage.prune_outbox(NOW + timedelta(seconds=1)) == 1


@conftest.on_every_store
async def test_takers_at_once_share_the_announcements_without_overlap(database: str) -> None:
    async with opened(database) as store, store.transaction() as tx:
        ids = [await tx.enqueue(notice(str(n))) for n in range(60)]
    async with opened(database) as a, opened(database) as b, opened(database) as c:
        lease = NOW + timedelta(seconds=30)
        batches = await asyncio.gather(
            *(
                store.claim_outbox("test", f"worker-{n}", NOW, lease, limit=7)
                for n in range(9)
                for store in (a, b, c)
            )
        )
    taken = [row.id for batch in batches for row in batch]
    assert sorted(taken) == ids  # every one taken, none twice


@conftest.on_every_store
async def test_engine_turns_are_the_games_the_computer_owes_a_move(storage: Storage) -> None:
    engine = PlayerRef("engine", "medium")
    game = NewGame(CHAT, Seat(PlayerRef("test", "a"), "A"), Seat(engine, "Computer"),
                   {"width": 10, "height": 10}, None, to_move=1, created_at=NOW)
    async with storage.transaction() as tx:
        waiting = await tx.insert_game(game)  # the person is to move
        owed = await tx.insert_game(replace(game, to_move=2))
    assert await storage.engine_turns("engine") == [owed]
    async with storage.transaction() as tx:
        offer = GameUpdate(GameStatus.ACTIVE, 1, 1, 1, None, NOW)  # blue offers a draw
        await tx.update_game(waiting, 0, offer)
    assert await storage.engine_turns("engine") == [waiting, owed]


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


@pytest.mark.parametrize("url", ["postgresql://u@h/db", "postgres://h/db", " POSTGRES://h/db"])
def test_a_postgresql_url_chooses_postgresql(url: str) -> None:
    store = open_storage(url)
    assert isinstance(store, PostgresStorage) and store.url == url.strip()


@pytest.mark.parametrize("url", ["mysql://h/db", "sqlite://", ""])
def test_other_urls_are_refused(url: str) -> None:
    with pytest.raises(DatabaseUrlError):
        sqlite_path(url)


async def test_games_from_before_clocks_and_ratings_upgrade_unclocked_and_casual(
    db_path: Path,
) -> None:
    from bot.storage.rows import stamp

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


@conftest.on_every_store
async def test_chat_settings_merge_and_a_game_is_rated_once(storage: Storage) -> None:
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


async def test_memory_is_sqlite_in_ram_each_stores_own_or_shared_by_name() -> None:
    """``memory://``: a store's own database, gone when it closes; ``memory://name``: one
    shared by the stores of the process opened with that name, as processes share a file;
    a write under way is seen by nobody else until it commits."""
    async with opened("memory://") as own, opened("memory://") as other:
        assert isinstance(own, SqliteStorage) and isinstance(other, SqliteStorage)
        assert own.path != other.path
        assert await own.secret("x") != await other.secret("x")  # a database each
        first = Path(own.path)
        assert first.parent.parent == RAM or not RAM.is_dir()
    assert not first.exists()  # nothing kept
    async with opened("memory://shared-x") as one, opened("memory://shared-x") as two:
        async with one.transaction("shared:1") as tx:
            game_id = await tx.insert_game(new_game())
            assert await two.game(game_id) is None  # not committed yet
        assert await two.game(game_id) is not None
        assert await two.event_seen("shared:1")
