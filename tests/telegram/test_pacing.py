"""The per-chat pace: sends and edits spaced as Telegram allows, chat by chat, with queued
edits of one message collapsed into the newest. Time here is virtual: it moves only when
the pacer sleeps."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from aiogram import Bot
from aiogram.exceptions import TelegramBadRequest
from aiogram.methods import EditMessageText

from bot.telegram.pacing import ChatPacer, Pace
from tests.support.fakes.telegram_api import TelegramFake
from tests.support.virtual_time import VirtualTime

GROUP, PRIVATE = -100, 7


@pytest.fixture
def time_() -> VirtualTime:
    return VirtualTime()


@pytest.fixture
def pacer(time_: VirtualTime) -> ChatPacer:
    return ChatPacer(
        group=Pace(per_minute=20, burst=3),
        private=Pace(per_minute=60, burst=3),
        clock=time_.clock,
        sleep=time_.sleep,
    )


def noting(
    log: list[Any], label: Any, time_: VirtualTime | None = None
) -> Callable[[], Awaitable[Any]]:
    """A call that notes its label (and the virtual moment it ran) and returns the label."""

    async def call() -> Any:
        log.append(label if time_ is None else (label, time_.now))
        return label

    return call


async def test_a_group_gets_about_20_sends_a_minute(pacer: ChatPacer, time_: VirtualTime) -> None:
    ran: list[Any] = []
    results = await asyncio.gather(*(pacer.send(GROUP, noting(ran, n, time_)) for n in range(6)))
    assert results == list(range(6))  # each caller gets its own result, in order
    assert ran == [(0, 0.0), (1, 0.0), (2, 0.0), (3, 3.0), (4, 6.0), (5, 9.0)]


async def test_a_private_chat_goes_faster(pacer: ChatPacer, time_: VirtualTime) -> None:
    ran: list[Any] = []
    await asyncio.gather(*(pacer.send(PRIVATE, noting(ran, n, time_)) for n in range(5)))
    assert [moment for _, moment in ran] == [0.0, 0.0, 0.0, 1.0, 2.0]


async def test_a_quiet_chat_earns_its_burst_back(pacer: ChatPacer, time_: VirtualTime) -> None:
    ran: list[Any] = []
    await asyncio.gather(*(pacer.send(GROUP, noting(ran, n, time_)) for n in range(3)))
    time_.now += 60.0
    await asyncio.gather(*(pacer.send(GROUP, noting(ran, n, time_)) for n in range(3, 6)))
    assert [moment for _, moment in ran[3:]] == [60.0, 60.0, 60.0]


async def test_queued_edits_of_one_message_collapse_into_the_newest(pacer: ChatPacer) -> None:
    ran: list[str] = []
    card = (GROUP, 41)
    calls = [
        pacer.send(GROUP, noting(ran, f"send {n}"))
        for n in range(3)  # spends the burst
    ] + [
        pacer.send(GROUP, noting(ran, "edit 1"), edit_key=card),
        pacer.send(GROUP, noting(ran, "mention")),
        pacer.send(GROUP, noting(ran, "edit 2"), edit_key=card),
        pacer.send(GROUP, noting(ran, "edit 3"), edit_key=card),
    ]
    results = await asyncio.gather(*calls)
    assert ran == ["send 0", "send 1", "send 2", "edit 3", "mention"]
    assert results[3:] == [None, "mention", None, "edit 3"]


async def test_message_is_not_modified_is_no_failure(pacer: ChatPacer) -> None:
    async def unchanged() -> Any:
        raise TelegramBadRequest(
            method=EditMessageText(text="x"),
            message="Bad Request: message is not modified: specified new message content ...",
        )

    assert await pacer.send(PRIVATE, unchanged, edit_key=(PRIVATE, 1)) is None


async def test_a_failure_reaches_its_caller_and_the_queue_goes_on(pacer: ChatPacer) -> None:
    ran: list[str] = []

    async def refused() -> Any:
        raise TelegramBadRequest(method=EditMessageText(text="x"), message="Bad Request: no")

    results = await asyncio.gather(
        pacer.send(GROUP, refused), pacer.send(GROUP, noting(ran, "next")), return_exceptions=True
    )
    assert isinstance(results[0], TelegramBadRequest) and results[1] == "next"


async def test_one_chats_wait_never_delays_another() -> None:
    never = asyncio.Event()

    async def blocked_sleep(seconds: float) -> None:
        await never.wait()  # the group's turn never comes during this test

    pacer = ChatPacer(group=Pace(per_minute=20, burst=1), sleep=blocked_sleep)
    ran: list[str] = []
    await pacer.send(GROUP, noting(ran, "group 1"))
    waiting = asyncio.create_task(pacer.send(GROUP, noting(ran, "group 2")))
    assert await pacer.send(PRIVATE, noting(ran, "private")) == "private"
    assert await pacer.send(-200, noting(ran, "other group")) == "other group"
    assert ran == ["group 1", "private", "other group"]
    assert not waiting.done() and pacer.queued(GROUP) == 1
    await pacer.close()
    with pytest.raises(asyncio.CancelledError):
        await waiting


async def test_rested_lanes_are_forgotten(time_: VirtualTime) -> None:
    pacer = ChatPacer(clock=time_.clock, sleep=time_.sleep, idle_lanes_kept=2)
    ran: list[str] = []
    for chat in (-1, -2):
        await pacer.send(chat, noting(ran, str(chat)))
    time_.now += 3600
    await pacer.send(-3, noting(ran, "-3"))
    assert pacer.queued(-1) == 0 and len(pacer._lanes) == 1


async def test_paced_card_edits_reach_the_fake_coalesced(
    fake: TelegramFake, client: Bot, time_: VirtualTime
) -> None:
    alice = fake.add_user(1, "Alice")
    card = await client.send_message(alice.id, "move 0")
    pacer = ChatPacer(private=Pace(per_minute=60, burst=1), clock=time_.clock, sleep=time_.sleep)

    def edit(text: str) -> Callable[[], Awaitable[Any]]:
        return lambda: client.edit_message_text(text, chat_id=alice.id, message_id=card.message_id)

    key = (alice.id, card.message_id)
    results = await asyncio.gather(
        *(pacer.send(alice.id, edit(f"move {n}"), edit_key=key) for n in range(1, 6))
    )
    sent = [call.params["text"] for call in fake.calls_of("editMessageText")]
    assert sent == ["move 5"]  # all five were queued before the first one's turn
    assert results[:4] == [None] * 4 and results[4] is not None
    assert fake.message(alice.id, card.message_id).text == "move 5"
    # the same position once more: Telegram says "not modified", the pacer says None
    assert await pacer.send(alice.id, edit("move 5"), edit_key=key) is None
    assert fake.calls_of("editMessageText")[-1].status == 400
