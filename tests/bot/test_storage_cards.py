"""The cards' statements on every store (:mod:`bot.storage.queries.cards`): a card shown pays what
was owed, an older card never takes a newer one's place, and the claims compare and set
``card_due``, so of claimants at once exactly one wins; and the challenge a player made
last, which an inline query offers first."""

from __future__ import annotations

import asyncio
from contextlib import AsyncExitStack
from datetime import datetime, timedelta

from bot.identity import PlayerRef
from bot.storage import Storage
from bot.storage.records import CardShown, GameStatus, GameUpdate, NewChallenge, Seat

from . import conftest
from .conftest import opened
from .test_storage import CHAT, NOW, new_game

LEASE = timedelta(seconds=30)


async def owed(storage: Storage, *, card_due: datetime | None = NOW) -> int:
    """A game one change ahead of its card, the card due at ``card_due``."""
    async with storage.transaction() as tx:
        game_id = await tx.insert_game(new_game())
        change = GameUpdate(GameStatus.ACTIVE, 1, 2, None, None, NOW, card_due=card_due)
        await tx.update_game(game_id, 0, change)
    return game_id


async def card_due(storage: Storage, game_id: int) -> datetime | None:
    row = await storage.game(game_id)
    assert row is not None
    return row.card_due


@conftest.on_every_store
async def test_a_card_of_the_game_as_it_is_pays_and_an_older_one_changes_nothing(
    storage: Storage,
) -> None:
    game_id = await owed(storage)
    carried = NOW + timedelta(minutes=2)
    await storage.game_card_shown(game_id, CardShown("m0", 0, 0))  # behind: still owed
    row = await storage.game(game_id)
    assert row is not None and row.card_behind and row.card_due == NOW
    assert (row.card_message_id, row.card_version, row.card_ply) == ("m0", 0, 0)
    await storage.game_card_shown(game_id, CardShown(None, 1, 1, "tg:7", carried))
    row = await storage.game(game_id)
    assert row is not None and not row.card_behind and row.card_due == carried
    assert (row.card_message_id, row.card_carrier) == (None, "tg:7")
    await storage.game_card_shown(game_id, CardShown("late", 0, 0))  # older: nothing
    row = await storage.game(game_id)
    assert row is not None and row.card_version == 1 and row.card_message_id is None
    async with storage.transaction() as tx:
        challenge_id = await tx.insert_challenge(NewChallenge(
            CHAT, Seat(new_game().blue.ref, "A"), 1, {}, NOW, NOW + LEASE))
    await storage.challenge_card_shown(challenge_id, "c1")
    challenge = await storage.challenge(challenge_id)
    assert challenge is not None and challenge.card_message_id == "c1"


@conftest.on_every_store
async def test_one_card_is_claimed_only_as_it_was_read_and_released_only_by_its_claim(
    storage: Storage,
) -> None:
    game_id = await owed(storage)
    unset = await owed(storage, card_due=None)
    assert not await storage.claim_card(game_id, None, NOW + LEASE)  # read wrong
    assert await storage.claim_card(game_id, NOW, NOW + LEASE)
    assert not await storage.claim_card(game_id, NOW, NOW + 2 * LEASE)  # moved on
    assert await storage.claim_card(unset, None, NOW + LEASE)
    await storage.release_card(game_id, NOW)  # not the claim that holds it
    assert await card_due(storage, game_id) == NOW + LEASE
    await storage.release_card(game_id, NOW + LEASE)
    assert await card_due(storage, game_id) is None


@conftest.on_every_store
async def test_the_sweep_claims_cards_past_due_and_clears_those_not_behind_or_stale(
    storage: Storage,
) -> None:
    due = await owed(storage)
    later = await owed(storage, card_due=NOW + timedelta(hours=1))
    paid = await owed(storage)
    await storage.game_card_shown(paid, CardShown("m", 1, 1, None, NOW))  # window passes
    also_due = await owed(storage)
    until = NOW + LEASE
    assert await storage.claim_due_cards("other", NOW, until, NOW - LEASE) == []
    claimed = await storage.claim_due_cards("test", NOW, until, NOW - timedelta(days=1))
    assert claimed == [due, also_due]
    assert await card_due(storage, due) == until and await card_due(storage, paid) is None
    assert await card_due(storage, later) == NOW + timedelta(hours=1)
    assert await storage.claim_due_cards("test", NOW, until, NOW - LEASE) == []  # leased
    after = until + LEASE
    assert await storage.claim_due_cards("test", after, after + LEASE, NOW) == []
    # ^ their changes are no newer than the stale bound: given up, not claimed
    assert await card_due(storage, due) is None and await card_due(storage, also_due) is None


@conftest.on_every_store
async def test_of_claimants_of_one_card_at_once_exactly_one_wins(database: str) -> None:
    async with AsyncExitStack() as stack:
        stores = [await stack.enter_async_context(opened(database)) for _ in range(3)]
        game_id = await owed(stores[0])
        wins = await asyncio.gather(*(
            store.claim_card(game_id, NOW, NOW + LEASE + timedelta(seconds=n))
            for n, store in enumerate(stores * 4)
        ))
        assert sum(wins) == 1
        swept = await asyncio.gather(*(
            store.claim_due_cards("test", NOW + 2 * LEASE, NOW + 3 * LEASE, NOW - LEASE)
            for store in stores * 3
        ))
        assert sorted(game for batch in swept for game in batch) == [game_id]




@conftest.on_every_store
async def test_the_last_challenge_is_a_players_newest_to_a_person(storage: Storage) -> None:
    alice, bob = PlayerRef("test", "a"), PlayerRef("test", "b")
    assert await storage.last_challenge(alice) is None
    later = NOW + LEASE
    async with storage.transaction() as tx:
        await tx.insert_challenge(NewChallenge(
            CHAT, Seat(alice, "A"), 1, {"width": 25, "height": 25}, NOW, later))
        newest = await tx.insert_challenge(NewChallenge(
            CHAT, Seat(alice, "A"), 2, {"width": 15, "height": 15}, NOW, later,
            target=bob, rated=True))
        await tx.insert_challenge(NewChallenge(
            CHAT, Seat(alice, "A"), 1, {"width": 11, "height": 11}, NOW, later,
            computer="easy"))  # the computer's challenges say nothing of people's games
    last = await storage.last_challenge(alice)
    assert last is not None and last.id == newest and last.rules["width"] == 15
    assert last.challenger_color == 2 and last.rated
    assert await storage.last_challenge(bob) is None  # challenged, never challenging
