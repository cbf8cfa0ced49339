"""The pace's budget and order, in virtual time (it moves only when the pacer sleeps): no
60 s ever holds more than the chat's limit, a quiet chat may spend a burst, answers to a
person go first, only a game's newest card is shown, a ping its player answered is never
sent, deletions give way, and a 429 empties the chat's lane and only that one."""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from aiogram import Bot
from aiogram.methods import SendMessage

from bot.output.cards import CardBook
from bot.telegram.pacing import GROUP_PACE, ChatPacer, Pace, Priority
from bot.telegram.retry import flood_listener
from tests.support.fakes.telegram_api import TelegramFake
from tests.support.virtual_time import VirtualTime

from .test_pacing import GROUP, noting


@pytest.fixture
def time_() -> VirtualTime:
    return VirtualTime()


@pytest.fixture
def pacer(time_: VirtualTime) -> ChatPacer:
    return ChatPacer(clock=time_.clock, sleep=time_.sleep)


def most_in_a_window(moments: list[float], window: float = 60.0) -> int:
    """The most moments in any span ``(t - window, t]``."""
    return max(sum(1 for m in moments if end - window < m <= end) for end in moments)


def test_the_group_pace_fills_the_window_and_no_more() -> None:
    assert GROUP_PACE.burst + GROUP_PACE.per_minute * GROUP_PACE.window / 60 == 20
    assert GROUP_PACE.limit == 20


async def test_no_60_seconds_hold_more_than_20_calls(
    pacer: ChatPacer, time_: VirtualTime
) -> None:
    ran: list[Any] = []
    for burst in range(5):  # a busy chat, in bursts with quiet spells between them
        await asyncio.gather(*(pacer.send(GROUP, noting(ran, n, time_)) for n in range(12)))
        time_.now += 7.0 * burst
    moments = [moment for _, moment in ran]
    assert len(moments) == 60 and most_in_a_window(moments) <= 20


async def test_a_burst_after_quiet_then_one_every_slot(
    pacer: ChatPacer, time_: VirtualTime
) -> None:
    ran: list[Any] = []
    cards = (pacer.send(GROUP, noting(ran, n, time_), priority=Priority.CARD) for n in range(5))
    await asyncio.gather(*cards)
    slot = 60 / GROUP_PACE.per_minute
    assert [moment for _, moment in ran] == pytest.approx([0, 0, slot, 2 * slot, 3 * slot])


async def test_the_window_holds_even_for_a_pace_that_would_break_it(
    time_: VirtualTime,
) -> None:
    greedy = Pace(per_minute=20, burst=10, limit=20)  # 10 + 20 a minute: the cap decides
    pacer = ChatPacer(group=greedy, clock=time_.clock, sleep=time_.sleep)
    ran: list[Any] = []
    await asyncio.gather(*(pacer.send(GROUP, noting(ran, n, time_)) for n in range(30)))
    moments = [moment for _, moment in ran]
    assert most_in_a_window(moments) == 20 and moments[20] > 60.0  # a margin past it


async def test_answers_beyond_the_bucket_slow_the_cards_a_little_never_stall_them(
    pacer: ChatPacer, time_: VirtualTime
) -> None:
    """A game's opening (the challenge, its card, the acceptance, the card's edit) spends
    the burst and two answers more; the cards after it come one (longer) slot apart, and the
    window still never holds more than 20."""
    ran: list[Any] = []
    opening = [Priority.REPLY, Priority.CARD, Priority.REPLY, Priority.REPLY]
    for n, priority in enumerate(opening):
        await pacer.send(GROUP, noting(ran, n, time_), priority=priority)
    for n in range(40):
        await pacer.send(GROUP, noting(ran, f"card {n}", time_), priority=Priority.CARD)
    moments = [moment for _, moment in ran]
    assert most_in_a_window(moments) <= 20
    slot = 60 / GROUP_PACE.per_minute
    gaps = [later - earlier for earlier, later in itertools.pairwise(moments[4:])]
    assert max(gaps) < 1.2 * slot  # never two slots
    assert gaps[-1] == pytest.approx(slot)  # the answers left the window: the usual slot


def calls_in(log: list[str]) -> Callable[[str], Callable[[], Awaitable[Any]]]:
    return lambda label: noting(log, label)


class Shows:
    """Sends as the output path hands them to the pace: a card of a game at a version,
    recorded in the cards' book as it is handed over, and a ping of one; each wanted
    while no newer card of its game was handed over (:mod:`bot.output.cards`)."""

    def __init__(self, pacer: ChatPacer) -> None:
        self.pacer, self.book = pacer, CardBook()

    async def card(self, call: Callable[[], Awaitable[Any]], game: int, version: int) -> Any:
        if self.book.outdated(game, version):
            return None
        self.book.handed(game, version)
        return await self.pacer.send(GROUP, call, priority=Priority.CARD,
                                     wanted=lambda: not self.book.outdated(game, version))

    async def ping(self, call: Callable[[], Awaitable[Any]], game: int, version: int) -> Any:
        return await self.pacer.send(GROUP, call, priority=Priority.PING,
                                     wanted=lambda: not self.book.outdated(game, version))


async def test_answers_go_first_then_the_newest_card_then_pings_then_deletions(
    pacer: ChatPacer,
) -> None:
    ran: list[str] = []
    call = calls_in(ran)
    shows = Shows(pacer)
    busy = (pacer.send(GROUP, call(f"busy {n}"), priority=Priority.CARD) for n in range(2))
    await asyncio.gather(*busy)  # spends the burst
    waits = [
        pacer.send(GROUP, call("delete old ping"), priority=Priority.CLEANUP),
        shows.ping(call("ping 4"), 1, 4),
        shows.card(call("card 5"), 1, 5),
        shows.ping(call("ping 5"), 1, 5),
        shows.card(call("card 4"), 1, 4),
        shows.card(call("other game"), 2, 1),
        pacer.send(GROUP, call("draw offer")),
    ]
    results = await asyncio.gather(*waits)
    assert ran == ["busy 0", "busy 1", "draw offer", "card 5", "other game", "ping 5"]
    # the deletion gave way (no budget to spare), ping 4 and card 4 were outdated by card 5
    assert results[:3] == [None, None, "card 5"] and results[4] is None


async def test_a_queued_card_gives_way_to_a_newer_one_of_its_game(pacer: ChatPacer) -> None:
    ran: list[str] = []
    call = calls_in(ran)
    shows = Shows(pacer)
    first = [pacer.send(GROUP, call(f"busy {n}")) for n in range(2)]
    cards = [shows.card(call(f"post {v}"), 7, v) for v in (3, 4, 5)]
    results = await asyncio.gather(*first, *cards)
    assert ran == ["busy 0", "busy 1", "post 5"] and results[2:] == [None, None, "post 5"]
    assert shows.book.outdated(7, 4) and not shows.book.outdated(7, 5)
    # once shown, an older card of the game is never sent
    late = shows.card(call("post 4"), 7, 4)
    assert await late is None and ran[-1] == "post 5"


async def test_a_deletion_goes_out_when_the_chat_has_budget_to_spare(
    pacer: ChatPacer, time_: VirtualTime
) -> None:
    ran: list[Any] = []
    await pacer.send(GROUP, noting(ran, "card", time_), priority=Priority.CARD)
    await pacer.send(GROUP, noting(ran, "ping", time_), priority=Priority.PING)
    deleted = await pacer.send(GROUP, noting(ran, "delete", time_), priority=Priority.CLEANUP)
    assert deleted == "delete" and ran[-1] == ("delete", pytest.approx(60 / 18))


async def test_a_429_empties_that_chats_lane_only(pacer: ChatPacer, time_: VirtualTime) -> None:
    ran: list[Any] = []

    async def flooded() -> str:
        listener = flood_listener.get()
        assert listener is not None  # what the retry middleware calls on a 429
        listener()
        return "sent after the wait"

    assert await pacer.send(GROUP, flooded) == "sent after the wait"
    await pacer.send(-200, noting(ran, "other group", time_), priority=Priority.CARD)
    await pacer.send(GROUP, noting(ran, "group", time_), priority=Priority.CARD)
    # the flooded group had a burst left, but waits a whole slot; the other group does not
    assert ran == [("other group", 0.0), ("group", pytest.approx(60 / 18))]


async def test_a_429_from_the_fake_is_waited_out_in_the_lane(
    fake: TelegramFake, client: Bot, sleeps: list[float], time_: VirtualTime
) -> None:
    pacer = ChatPacer(clock=time_.clock, sleep=time_.sleep)
    alice = fake.add_user(1, "Alice")
    fake.fail("sendMessage", 429, retry_after=4)
    sent = await pacer.send(alice.id, lambda: client(SendMessage(chat_id=alice.id, text="hi")))
    assert sent is not None and sleeps == [4.0]  # the middleware waited, the call went
    lane = pacer._lanes[alice.id]
    assert lane.tokens < 1  # and the chat's lane has nothing left for now


async def test_an_answer_needs_only_room_in_the_window() -> None:
    never = asyncio.Event()

    async def slot_never_comes(seconds: float) -> None:
        await never.wait()

    pacer = ChatPacer(clock=lambda: 0.0, sleep=slot_never_comes)
    ran: list[str] = []
    cards = [pacer.send(GROUP, noting(ran, f"card {n}"), priority=Priority.CARD) for n in range(3)]
    waiting = asyncio.gather(*cards)
    while len(ran) < 2:
        await asyncio.sleep(0)  # two cards go at once, the third waits for its slot
    assert await pacer.send(GROUP, noting(ran, "refusal")) == "refusal"
    assert ran == ["card 0", "card 1", "refusal"] and pacer.queued(GROUP) == 1
    await pacer.close()
    with pytest.raises(asyncio.CancelledError):
        await waiting
