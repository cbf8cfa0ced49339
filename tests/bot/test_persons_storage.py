"""People across platforms in storage, on every store: a link code is spent once and
expires; linking joins two accounts' ratings (the better known rating, the records added
up) and histories; unlinking leaves each account a copy; forgetting erases a person's
accounts and leaves their finished games under a pseudonym. A database with ratings kept
before migration 026 keeps every one of them after it, on SQLite and PostgreSQL."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from bot.identity import ChatRef, PlayerRef
from bot.ratings import Rating
from bot.storage import Storage, open_storage
from bot.storage import migrate as migrations
from bot.storage.persons_port import CodeState
from bot.storage.protocol import Conflict
from bot.storage.records import (
    FinishedGames,
    GameResult,
    GameStatus,
    GameUpdate,
    NewGame,
    RatingRow,
    Seat,
)

from . import conftest
from .conftest import ev

AT = datetime(2026, 5, 1, 12, 0, tzinfo=UTC)
TG, DC = PlayerRef("telegram", "501"), PlayerRef("discord", "9001")
CON = PlayerRef("console", "ann")
BEN = PlayerRef("telegram", "502")
BLITZ, CLASSIC = "overall/blitz", "overall/classic"


async def put(storage: Storage, scope: str, ref: PlayerRef, rating: float, games: int,
              record: tuple[int, int, int] = (0, 0, 0)) -> None:
    async with storage.transaction() as tx:
        await tx.upsert_user(ref, f"user {ref.user_id}", None, AT)
        await tx.put_rating(RatingRow(scope, ref, f"user {ref.user_id}",
                                      Rating(rating, 100.0, 0.06, games), *record), AT)


@conftest.on_every_store
async def test_a_code_is_spent_once_and_expires(storage: Storage) -> None:
    async with storage.transaction() as tx:
        await tx.put_link_code(TG, "digest-1", AT + timedelta(minutes=10))
    async with storage.transaction() as tx:
        assert (await tx.take_link_code("forged", AT)).state is CodeState.UNKNOWN
        taken = await tx.take_link_code("digest-1", AT)
    assert (taken.state, taken.maker) == (CodeState.TAKEN, TG)
    async with storage.transaction() as tx:
        assert (await tx.take_link_code("digest-1", AT)).state is CodeState.USED
        await tx.put_link_code(TG, "digest-2", AT + timedelta(minutes=10))
        await tx.put_link_code(TG, "digest-3", AT + timedelta(minutes=10))
    async with storage.transaction() as tx:  # a new code spends the one asked for before
        assert (await tx.take_link_code("digest-2", AT)).state is CodeState.UNKNOWN
        late = AT + timedelta(minutes=10)
        assert (await tx.take_link_code("digest-3", late)).state is CodeState.EXPIRED


@conftest.on_every_store
async def test_wrong_codes_are_counted_within_a_window(storage: Storage) -> None:
    window = timedelta(minutes=15)
    async with storage.transaction() as tx:
        for n in range(1, 4):
            tries = await tx.count_wrong_code(TG, AT, AT - window)
            assert (tries.since, tries.failures) == (AT, n)
    later = AT + timedelta(minutes=20)
    async with storage.transaction() as tx:  # the window passed: counted from one again
        tries = await tx.count_wrong_code(TG, later, later - window)
    assert (tries.since, tries.failures) == (later, 1)
    assert await storage.link_tries(TG) == tries
    assert await storage.link_tries(DC) is None


@conftest.on_every_store
async def test_linking_joins_ratings_and_unlinking_leaves_each_a_copy(storage: Storage) -> None:
    await put(storage, BLITZ, TG, 1700.0, 10, (7, 3, 0))
    await put(storage, BLITZ, DC, 1500.0, 30, (10, 15, 5))
    await put(storage, CLASSIC, DC, 1450.0, 4, (1, 3, 0))
    async with storage.transaction() as tx:
        person = await tx.link_accounts(TG, DC, "Ann", AT)
    assert (person.name, person.rating_account, person.accounts) == ("Ann", TG, (TG, DC))
    assert await storage.person(DC) == person == await storage.person(TG)
    assert await storage.rating_account(DC) == TG
    blitz = await storage.rating(BLITZ, TG)
    assert blitz is not None and blitz.name == "Ann"  # the name the person chose
    # the better known rating (30 games), both records added up
    assert (blitz.rating.rating, blitz.rating.games) == (1500.0, 40)
    assert (blitz.wins, blitz.losses, blitz.draws) == (17, 18, 5)
    classic = await storage.rating(CLASSIC, TG)
    assert classic is not None and classic.rating.rating == 1450.0
    assert await storage.rating(BLITZ, DC) is None  # one rating, kept under one account
    assert [row.ref for row in await storage.leaderboard(BLITZ, 0, 10)] == [TG]

    async with storage.transaction() as tx:
        assert await tx.unlink_account(DC, AT) is None  # two accounts: no person left
    assert await storage.person(TG) is None and await storage.person(DC) is None
    for ref in (TG, DC):
        kept = await storage.rating(BLITZ, ref)
        assert kept is not None and (kept.rating.rating, kept.rating.games) == (1500.0, 40)


@conftest.on_every_store
async def test_the_account_ratings_are_kept_under_may_leave(storage: Storage) -> None:
    await put(storage, BLITZ, TG, 1600.0, 5)
    async with storage.transaction() as tx:
        await tx.link_accounts(TG, DC, "Ann", AT)
        await tx.link_accounts(TG, CON, "Ann", AT)
    async with storage.transaction() as tx:
        left = await tx.unlink_account(TG, AT)
    assert left is not None and set(left.accounts) == {DC, CON}
    assert left.rating_account in (DC, CON) and left.rating_account != TG
    for ref in (TG, DC, CON):
        row = await storage.rating(BLITZ, await storage.rating_account(ref))
        assert row is not None and row.rating.rating == 1600.0


@conftest.on_every_store
async def test_a_link_is_refused_to_a_linked_account_and_a_second_of_one_platform(
    storage: Storage,
) -> None:
    async with storage.transaction() as tx:
        await tx.link_accounts(TG, DC, "Ann", AT)
    with pytest.raises(Conflict):
        async with storage.transaction() as tx:
            await tx.link_accounts(BEN, DC, "Ben", AT)
    with pytest.raises(Conflict):
        async with storage.transaction() as tx:
            await tx.link_accounts(DC, BEN, "Ann", AT)
    assert await storage.person(BEN) is None


async def finished_game(storage: Storage, blue: PlayerRef, red: PlayerRef, chat: ChatRef) -> int:
    async with storage.transaction(ev()) as tx:
        game_id = await tx.insert_game(NewGame(
            chat=chat, blue=Seat(blue, f"user {blue.user_id}"),
            red=Seat(red, f"user {red.user_id}"),
            rules={"width": 10, "height": 10, "start": "cross"}, setup=None, to_move=1,
            created_at=AT,
        ))
        await tx.update_game(game_id, 0, GameUpdate(
            GameStatus.FINISHED, 0, 1, None, GameResult("resign", 0, 0, winner=1, by=2), AT,
        ))
    return game_id


@conftest.on_every_store
async def test_one_history_and_forgetting_a_person(storage: Storage) -> None:
    here, there = ChatRef("telegram", "-100"), ChatRef("discord", "77", "78")
    first = await finished_game(storage, TG, BEN, here)
    second = await finished_game(storage, PlayerRef("discord", "42"), DC, there)
    async with storage.transaction() as tx:
        await tx.link_accounts(TG, DC, "Ann", AT)
    for ref in (TG, DC):
        games = await storage.finished_games(FinishedGames(player=ref))
        assert sorted(game.id for game in games) == [first, second]
    assert await storage.active_games_of((TG, DC)) == 0

    async with storage.transaction() as tx:
        gone = await tx.forget_accounts((TG, DC), "forgotten-ab12", "\U0001f464 ab12")
    assert gone.games == 2
    assert await storage.person(TG) is None and await storage.user(TG) is None
    one = await storage.game(first)
    two = await storage.game(second)
    assert one is not None and two is not None
    shown = "\U0001f464 ab12"
    assert (one.blue.ref, one.blue.name) == (PlayerRef("telegram", "forgotten-ab12"), shown)
    assert (two.red.ref, two.red.name) == (PlayerRef("discord", "forgotten-ab12"), shown)
    assert one.red.ref == BEN  # the other player keeps theirs
    assert await storage.finished_games(FinishedGames(player=TG)) == []


@conftest.on_real_databases
async def test_ratings_kept_before_the_persons_migration_are_all_kept(
    database: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A database at migration 022 with ratings is migrated to 026: every rating stays,
    read through the person's rating account as before."""
    every = migrations.migrations

    def before_026(dialect: str = "sqlite") -> list[tuple[int, str, str]]:
        return [item for item in every(dialect) if item[0] < 26]

    monkeypatch.setattr(migrations, "migrations", before_026)
    store = open_storage(database)
    await store.open()
    scopes = ("overall/blitz", "telegram:-100/rapid", "overall/correspondence")
    kept: dict[tuple[str, PlayerRef], tuple[float, int, int]] = {}
    try:
        assert 26 not in await store.applied_migrations()  # type: ignore[attr-defined]
        for n, scope in enumerate(scopes):
            for ref in (TG, BEN, DC):
                value = 1400.0 + 10 * n + int(ref.user_id) % 7
                await put(store, scope, ref, value, n + 1, (n, 1, 0))
                kept[scope, ref] = (value, n + 1, n)
    finally:
        await store.close()
    monkeypatch.setattr(migrations, "migrations", every)
    store = open_storage(database)
    await store.open()
    try:
        assert 26 in await store.applied_migrations()  # type: ignore[attr-defined]
        for (scope, ref), (value, games, wins) in kept.items():
            row = await store.rating(scope, await store.rating_account(ref))
            assert row is not None and row.ref == ref and row.name == f"user {ref.user_id}"
            assert (row.rating.rating, row.rating.games, row.wins) == (value, games, wins)
        assert len(await store.leaderboard("overall/blitz", 0, 10)) == 3
    finally:
        await store.close()


@conftest.on_every_store
async def test_head_to_head_counts_every_account_of_each_person(storage: Storage) -> None:
    here, there = ChatRef("telegram", "-100"), ChatRef("discord", "77", "78")
    ben_there = PlayerRef("discord", "9002")
    await finished_game(storage, TG, BEN, here)  # Ann wins on Telegram
    await finished_game(storage, ben_there, DC, there)  # Ben wins on Discord
    await finished_game(storage, TG, CON, here)  # another's game: not theirs
    ann, ben = (TG, DC), (BEN, ben_there)
    tally = await storage.head_to_head(ann, ben)
    assert (tally.wins, tally.losses, tally.draws) == (1, 1, 0)
    back = await storage.head_to_head(ben, ann)
    assert (back.wins, back.losses, back.draws) == (1, 1, 0)
    alone = await storage.head_to_head((TG,), (BEN,))
    assert (alone.wins, alone.losses, alone.draws) == (1, 0, 0)
