"""The bot-wide budget of sends (:mod:`bot.output.budget`) is one bucket for every process
of a database: two workers, each with its own chat pacer and its own connection, sending
cards to many chats at once never pass the budget together in any second."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable

import pytest

from bot.output.budget import BotRate, SendBudget
from bot.send_budget import BucketTerms
from bot.storage import Storage
from bot.telegram.pacing import ChatPacer, Priority
from tests.bot.conftest import on_every_store, on_real_databases, opened
from tests.support.virtual_time import VirtualTime

LIMIT = 10
"""A small budget: the sends of a few virtual seconds fill it many times over."""


@pytest.fixture
async def two_stores(database: str) -> AsyncIterator[tuple[Storage, Storage]]:
    """Two connections to one database, as two worker processes have."""
    async with opened(database) as first, opened(database) as second:
        yield first, second


def worker(store: Storage, time_: VirtualTime, name: str) -> ChatPacer:
    budget = SendBudget(
        store, BotRate(LIMIT), name=name,
        clock=time_.clock, wall=time_.clock, sleep=time_.sleep,
    )
    return ChatPacer(clock=time_.clock, sleep=time_.sleep, budget=budget)


def most_in_a_second(moments: list[float]) -> int:
    moments = sorted(moments)
    return max(
        sum(1 for other in moments if start <= other < start + 1.0) for start in moments
    )


@on_every_store
async def test_a_claim_takes_whole_tokens_and_leaves_what_it_keeps(storage: Storage) -> None:
    terms = BucketTerms(rate=2.0, burst=4)
    first = await storage.claim_send_tokens("t", 3, 0, terms, 50.0)
    second = await storage.claim_send_tokens("t", 3, 0, terms, 50.0)
    kept = await storage.claim_send_tokens("t", 3, 1, terms, 50.75)  # 1.5 refilled
    later = await storage.claim_send_tokens("t", 16, 0, terms, 60.0)  # full again
    assert (first.granted, first.left) == (3, 1.0)
    assert (second.granted, second.left) == (1, 0.0)
    assert (kept.granted, kept.left) == (0, 1.5)  # one token is kept for answers
    assert (later.granted, later.left) == (4, 0.0)


@on_real_databases
async def test_two_workers_on_one_database_never_pass_the_budget_together(
    two_stores: tuple[Storage, Storage], request: pytest.FixtureRequest
) -> None:
    time_ = VirtualTime(1_000.0, step=0.05)  # small steps: every waiter sees time go by
    name = f"shared-{request.node.callspec.id}"
    sent: list[float] = []
    pacers = [worker(store, time_, name) for store in two_stores]

    def card(chat: int) -> Callable[[], asyncio.Future[None]]:
        async def send() -> None:
            sent.append(time_.clock())

        return lambda: asyncio.ensure_future(send())

    sends = [
        pacer.send(chat, card(chat), priority=Priority.CARD)
        for number, pacer in enumerate(pacers)
        for chat in range(1 + 100 * number, 31 + 100 * number)
    ]
    await asyncio.gather(*sends)
    for pacer in pacers:
        await pacer.close()

    assert len(sent) == 60  # every card went, none lost
    assert most_in_a_second(sent) <= LIMIT
    assert most_in_a_second(sent) >= LIMIT // 2  # and the budget was used, not starved

