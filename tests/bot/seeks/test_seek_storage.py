"""The seeks table on every store: one open seek per person, a pairing that claims both
seeks or neither, ranges on both sides, many pairings at once each claiming a seek once,
and a paired seek counted as its person's no-show."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta

import pytest

from bot.identity import ChatRef, PlayerRef
from bot.storage import Storage
from bot.storage.protocol import Conflict
from bot.storage.records import NewGame, Seat
from bot.storage.seeks_port import NewSeek
from tests.bot.conftest import on_every_store, opened

NOW = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)
TERMS = "20x20 3+2 rated"


def seek(user: str, *, terms: str = TERMS, rating: int = 1500, low: int | None = None,
         high: int | None = None, at: datetime = NOW) -> NewSeek:
    person = PlayerRef("test", user)
    place = ChatRef("test", user)
    return NewSeek(person, f"Player {user}", "en", place, place, terms, rating, None, low,
                   high, at, None, at + timedelta(minutes=10))


async def post(storage: Storage, new: NewSeek) -> int:
    async with storage.transaction() as tx:
        return await tx.insert_seek(new)


async def pair(storage: Storage, seek_id: int, now: datetime = NOW) -> int | None:
    async with storage.transaction() as tx:
        partner = await tx.claim_match(seek_id, now)
        return None if partner is None else partner.id


@on_every_store
async def test_one_open_seek_a_person(storage: Storage) -> None:
    first = await post(storage, seek("1"))
    with pytest.raises(Conflict):
        await post(storage, seek("1"))
    async with storage.transaction() as tx:
        closed = await tx.close_seeks(PlayerRef("test", "1"), "replaced", NOW)
    assert [row.id for row in closed] == [first]
    second = await post(storage, seek("1"))
    found = await storage.open_seek(PlayerRef("test", "1"))
    assert found is not None and found.id == second
    assert [row.status for row in await storage.recent_seeks(PlayerRef("test", "1"), 5)] == [
        "open", "replaced"]


@on_every_store
async def test_pairing_claims_the_oldest_match_on_equal_terms(storage: Storage) -> None:
    other_terms = await post(storage, seek("1", terms="15x15 casual"))
    oldest = await post(storage, seek("2", at=NOW - timedelta(minutes=2)))
    newer = await post(storage, seek("3", at=NOW - timedelta(minutes=1)))
    mine = await post(storage, seek("4"))
    assert await pair(storage, mine) == oldest
    for seek_id, status in ((mine, "paired"), (oldest, "paired"), (newer, "open"),
                            (other_terms, "open")):
        row = await storage.seek(seek_id)
        assert row is not None and row.status == status
    assert await pair(storage, mine) is None, "a paired seek pairs no more"


@on_every_store
async def test_ranges_hold_on_both_sides(storage: Storage) -> None:
    strong = await post(storage, seek("1", rating=1900, low=1800))
    weak = await post(storage, seek("2", rating=1400))
    assert await pair(storage, weak) is None, "the strong one's range leaves the weak out"
    picky = await post(storage, seek("3", rating=1850, low=1880, high=2000))
    assert await pair(storage, picky) == strong
    assert (await storage.seek(weak)).status == "open"  # type: ignore[union-attr]


@on_every_store
async def test_an_expired_seek_is_not_paired_and_is_due(storage: Storage) -> None:
    old = await post(storage, seek("1", at=NOW - timedelta(minutes=11)))
    mine = await post(storage, seek("2"))
    assert await pair(storage, mine) is None
    assert [row.id for row in await storage.due_seeks(NOW, 10)] == [old]
    async with storage.transaction() as tx:
        assert await tx.close_seek(old, "expired", NOW)
        assert not await tx.close_seek(old, "expired", NOW), "closed once"


@on_every_store
async def test_a_pairing_rolled_back_leaves_both_open(storage: Storage) -> None:
    theirs = await post(storage, seek("1"))
    mine = await post(storage, seek("2"))
    with pytest.raises(RuntimeError):
        async with storage.transaction() as tx:
            assert (await tx.claim_match(mine, NOW)) is not None
            raise RuntimeError("the process died mid-pairing")
    for seek_id in (theirs, mine):
        assert (await storage.seek(seek_id)).status == "open"  # type: ignore[union-attr]


@on_every_store
async def test_pairings_at_once_claim_each_seek_once(database: str) -> None:
    """Two stores on one database (two workers), forty seekers on two kinds of game:
    every seek paired once, twenty pairs in all, each on equal terms."""
    async with opened(database) as first, opened(database) as second:
        stores = (first, second)
        terms = ("20x20 3+2 rated", "15x15 casual")
        ids = await asyncio.gather(*(
            post(stores[n % 2], seek(str(n), terms=terms[n % 4 // 2])) for n in range(40)
        ))
        partners = await asyncio.gather(*(
            pair(stores[n % 2], seek_id) for n, seek_id in enumerate(ids)
        ))
        pairs = {frozenset((mine, theirs)) for mine, theirs in zip(ids, partners, strict=True)
                 if theirs is not None}
        assert len(pairs) == 20
        claimed = [seek_id for pair_ in pairs for seek_id in pair_]
        assert sorted(claimed) == sorted(ids), "every seek in exactly one pair"
        for pair_ in pairs:
            rows = [await first.seek(seek_id) for seek_id in pair_]
            assert len({row.terms for row in rows if row}) == 1
            assert all(row is not None and row.status == "paired" for row in rows)


@on_every_store
async def test_a_no_show_is_a_paired_seek_marked_and_counted_within_its_window(
    storage: Storage,
) -> None:
    theirs = await post(storage, seek("1"))
    mine = await post(storage, seek("2"))
    assert await pair(storage, mine) == theirs
    later = NOW + timedelta(minutes=2)
    async with storage.transaction() as tx:
        assert await tx.count_no_show(mine, later)
        assert not await tx.count_no_show(mine, later)  # once
    open_one = await post(storage, seek("3", terms="15x15 casual"))
    async with storage.transaction() as tx:
        assert not await tx.count_no_show(open_one, later)  # never paired: none
    person = PlayerRef("test", "2")
    assert await storage.no_shows(person, later) == 1
    assert await storage.no_shows(person, later + timedelta(seconds=1)) == 0
    assert await storage.no_shows(PlayerRef("test", "1"), NOW) == 0
    assert (await storage.seek(mine)).status == "no-show"  # type: ignore[union-attr]


async def new_game(storage: Storage, chat: ChatRef, blue: str, red: str) -> int:
    async with storage.transaction() as tx:
        return await tx.insert_game(NewGame(
            chat=chat, blue=Seat(PlayerRef("test", blue), blue),
            red=Seat(PlayerRef("test", red), red),
            rules={"width": 10, "height": 10, "start": "empty"}, setup=None, to_move=1,
            created_at=NOW,
        ))


@on_every_store
async def test_the_games_played_in_a_place_and_the_open_seeks(storage: Storage) -> None:
    """A lobby game's row is in Blue's place; Red's place plays it too: each place reads
    its games, its own and its lobby ones, once each, in one read."""
    blue, red = await post(storage, seek("1")), await post(storage, seek("2"))
    waiting = await post(storage, seek("3", terms="15x15 casual"))
    await post(storage, seek("4", at=NOW - timedelta(minutes=11)))  # expired
    assert [row.id for row in await storage.open_seeks(NOW, 10)] == [blue, red, waiting]
    assert await pair(storage, red) == blue
    lobby = await new_game(storage, ChatRef("test", "1"), "1", "2")
    async with storage.transaction() as tx:
        await tx.seat_seeks((blue, red), lobby)
    chat_game = await new_game(storage, ChatRef("test", "2"), "2", "5")
    assert [g.id for g in await storage.games_played_in(ChatRef("test", "1"))] == [lobby]
    assert [g.id for g in await storage.games_played_in(ChatRef("test", "2"))] == [
        lobby, chat_game]
    assert await storage.games_played_in(ChatRef("test", "3")) == []
    assert [row.id for row in await storage.open_seeks(NOW, 10)] == [waiting]
