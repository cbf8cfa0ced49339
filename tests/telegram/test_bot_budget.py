"""Telegram's bot-wide limit: the fake Bot API refuses a 31st counted call in a second
across all chats, and the chat pacer's bot-wide budget (:mod:`bot.output.budget`) serves
an answer to a person before the cards waiting for a token."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import pytest
from aiogram.methods import SendMessage

from bot.output.budget import BotRate, SendBudget
from bot.send_budget import Claimed
from bot.storage import Storage, open_storage
from bot.telegram.pacing import ChatPacer, Priority
from bot.telegram.retry import RetryMiddleware
from bot.telegram.transport import create_bot
from tests.support.fakes.telegram_api import TelegramFake
from tests.support.fakes.telegram_harness import QUICK_RETRIES, close_quickly
from tests.support.virtual_time import VirtualTime
from tests.telegram.test_pacing import noting


@pytest.fixture
async def memory_store() -> AsyncIterator[Storage]:
    store = open_storage("memory://")
    await store.open()
    yield store
    await store.close()


async def test_the_fake_refuses_the_31st_call_in_a_second_across_chats(
    fake: TelegramFake,
) -> None:
    time_ = VirtualTime()
    fake.limits.clock = time_.clock
    waits: list[float] = []

    async def sleep(seconds: float) -> None:  # the client's retry waits, in virtual time
        waits.append(seconds)
        time_.now += seconds

    bot = create_bot(fake.token, fake.url, retry=RetryMiddleware(QUICK_RETRIES, sleep=sleep))
    users = [fake.add_user(number, f"Player {number}") for number in range(1, 32)]
    try:
        for user in users:  # one message to each of 31 private chats, in one moment
            await bot(SendMessage(chat_id=user.id, text="Your move"))
    finally:
        await close_quickly(bot)

    statuses = [call.status for call in fake.calls_of("sendMessage")]
    assert statuses == [200] * 30 + [429, 200]  # the 31st waited a second, then went
    assert waits == [1.0] and fake.limits.refused_bot_wide == 1
    assert fake.limits.refused == {users[-1].id: 1}


async def test_limits_off_lifts_the_bot_wide_limit(fake: TelegramFake) -> None:
    fake.limits.clock = lambda: 5.0
    fake.limits.off()
    bot = create_bot(fake.token, fake.url)
    try:
        for number in range(1, 41):
            await bot(SendMessage(chat_id=fake.add_user(number, "P").id, text="hi"))
    finally:
        await close_quickly(bot)
    assert [call.status for call in fake.calls_of("sendMessage")] == [200] * 40


async def test_an_answer_overtakes_the_cards_waiting_for_the_bot_wide_budget(
    memory_store: Storage,
) -> None:
    time_ = VirtualTime()
    empty, refilled = asyncio.Event(), asyncio.Event()

    async def wait_for_refill(seconds: float) -> None:  # the budget's pause, held by the test
        empty.set()
        await refilled.wait()
        time_.now += seconds

    budget = SendBudget(
        memory_store, BotRate(6, burst=2), clock=time_.clock,
        wall=time_.clock, sleep=wait_for_refill,
    )
    pacer = ChatPacer(clock=time_.clock, sleep=time_.sleep, budget=budget)
    ran: list[str] = []
    cards = [
        asyncio.ensure_future(
            pacer.send(chat, noting(ran, f"card {chat}"), priority=Priority.CARD)
        )
        for chat in range(1, 9)
    ]
    await empty.wait()  # the budget is spent: the other cards wait for a token
    answers = [
        asyncio.ensure_future(pacer.send(20, noting(ran, "answer elsewhere"))),
        asyncio.ensure_future(pacer.send(8, noting(ran, "answer in a waiting card's chat"))),
    ]
    for _ in range(10):
        await asyncio.sleep(0)  # the answers are queued for the budget too
    refilled.set()
    await asyncio.gather(*cards, *answers)
    await pacer.close()

    assert ran[0] == "card 1"  # the first claim took one token and left one for answers
    assert set(ran[1:3]) == {"answer elsewhere", "answer in a waiting card's chat"}
    assert sorted(ran[3:]) == sorted(f"card {chat}" for chat in range(2, 9))  # none lost


async def test_a_quiet_bot_claims_the_budget_once_for_a_few_messages(
    memory_store: Storage,
) -> None:
    time_ = VirtualTime()
    claims: list[int] = []

    class Counted:
        async def claim_send_tokens(self, *args: Any) -> Claimed | None:
            claims.append(1)
            return await memory_store.claim_send_tokens(*args)

    budget = SendBudget(Counted(), BotRate(30), clock=time_.clock, wall=time_.clock)
    pacer = ChatPacer(clock=time_.clock, sleep=time_.sleep, budget=budget)
    ran: list[str] = []
    for chat in (1, 2, 3, 4):
        await pacer.send(chat, noting(ran, f"reply {chat}"))
    await pacer.close()
    assert ran == ["reply 1", "reply 2", "reply 3", "reply 4"] and len(claims) == 1
