"""Inline offers on every store (:mod:`bot.storage.queries.offers`): one id per challenger and body,
offered again at a newer time; the body read back as it was saved; the old ones pruned. And
a chat's challenges, whatever became of them, oldest first."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from bot.identity import ChatRef, PlayerRef
from bot.storage import Storage
from bot.storage.records import ChallengeStatus, ChallengeUpdate, NewChallenge, Seat

from . import conftest
from .test_storage import CHAT, NOW

ALICE, BOB = PlayerRef("test", "a"), PlayerRef("test", "b")
BODY: dict[str, Any] = {
    "rules": {"width": 15, "height": 15, "start": "cross"},
    "color": 1,
    "target": None,
    "time_control": {"kind": "blitz", "base": 300, "extra": None},
    "name": "Alice Ünïcode",
}
LATER = NOW + timedelta(minutes=5)


@conftest.on_every_store
async def test_the_same_offer_saved_again_keeps_its_id_and_is_offered_later(
    storage: Storage,
) -> None:
    first = await storage.save_offer(ALICE, BODY, NOW)
    again = await storage.save_offer(ALICE, dict(reversed(BODY.items())), LATER)  # key order
    assert again == first
    row = await storage.offer(first)
    assert row is not None and row.created_at == LATER


@conftest.on_every_store
async def test_another_body_or_challenger_is_another_offer(storage: Storage) -> None:
    first = await storage.save_offer(ALICE, BODY, NOW)
    other_body = await storage.save_offer(ALICE, {**BODY, "color": 2}, NOW)
    other_challenger = await storage.save_offer(BOB, BODY, NOW)
    other_platform = await storage.save_offer(PlayerRef("other", "a"), BODY, NOW)
    assert len({first, other_body, other_challenger, other_platform}) == 4
    row = await storage.offer(other_challenger)
    assert row is not None and row.challenger == BOB and row.body == BODY


@conftest.on_every_store
async def test_an_offer_reads_back_as_it_was_saved(storage: Storage) -> None:
    offer_id = await storage.save_offer(ALICE, BODY, NOW)
    row = await storage.offer(offer_id)
    assert row is not None
    assert (row.id, row.challenger, row.body, row.created_at) == (offer_id, ALICE, BODY, NOW)
    assert row.body["target"] is None and row.body["time_control"]["extra"] is None
    assert await storage.offer(offer_id + 1000) is None


@conftest.on_every_store
async def test_pruning_forgets_only_the_offers_not_offered_since(storage: Storage) -> None:
    old = await storage.save_offer(ALICE, BODY, NOW)
    renewed = await storage.save_offer(BOB, BODY, NOW)
    await storage.save_offer(BOB, BODY, LATER)
    recent = await storage.save_offer(ALICE, {"rules": {}}, LATER)
    assert await storage.prune_offers(NOW) == 0  # strictly before
    assert await storage.prune_offers(LATER) == 1
    assert await storage.offer(old) is None
    assert await storage.offer(renewed) is not None and await storage.offer(recent) is not None
    assert await storage.save_offer(ALICE, BODY, LATER) not in (old, renewed, recent)


@conftest.on_every_store
async def test_a_chats_challenges_are_all_of_them_oldest_first(storage: Storage) -> None:
    other_chat, thread = ChatRef("test", "2"), ChatRef("test", CHAT.chat_id, "7")
    assert await storage.challenges_in(CHAT) == []

    def made(chat: ChatRef, width: int) -> NewChallenge:
        return NewChallenge(chat, Seat(ALICE, "A"), 1, {"width": width}, NOW, LATER)

    async with storage.transaction() as tx:
        ids = [await tx.insert_challenge(made(CHAT, width)) for width in (10, 15, 20)]
        await tx.insert_challenge(made(other_chat, 25))
        await tx.insert_challenge(made(thread, 30))
        pending = ChallengeStatus.PENDING
        await tx.update_challenge(ids[0], ChallengeUpdate(pending, ChallengeStatus.DECLINED))
        await tx.update_challenge(ids[1], ChallengeUpdate(pending, ChallengeStatus.EXPIRED))
    rows = await storage.challenges_in(CHAT)
    assert [row.id for row in rows] == ids
    assert [row.rules["width"] for row in rows] == [10, 15, 20]
    assert [row.status for row in rows] == [
        ChallengeStatus.DECLINED, ChallengeStatus.EXPIRED, ChallengeStatus.PENDING
    ]
    assert [row.rules["width"] for row in await storage.challenges_in(thread)] == [30]
