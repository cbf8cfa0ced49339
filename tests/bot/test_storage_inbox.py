"""The inbox on every store: updates received by polling, recorded once however often they
are received (handled or not), held by one process at a time, taken over at start, taken
by anyone once their lease ended, let go to be taken again later, and forgotten once
handled long enough ago."""

from __future__ import annotations

import asyncio
import logging

import pytest

from bot.service.inbox import GIVE_UP_AFTER, LEASE, Inbox
from bot.storage import Storage

from .conftest import Clock, on_every_store, on_real_databases, opened

SOURCE = "telegram:42"


def batch(*ids: int) -> list[tuple[str, str]]:
    return [(f"{SOURCE}:{n}", f'{{"update_id": {n}}}') for n in ids]


def keys(records: list[object]) -> list[str]:
    return [record.key for record in records]  # type: ignore[attr-defined]


@on_every_store
async def test_an_update_is_recorded_once_by_whoever_received_it_first(
    storage: Storage, database: str, clock: Clock
) -> None:
    first = Inbox(storage, "first", clock)
    assert keys(await first.receive(SOURCE, batch(1, 2))) == [f"{SOURCE}:1", f"{SOURCE}:2"]
    async with opened(database) as other_store:  # another process, the same batch again
        other = Inbox(other_store, "other", clock)
        assert keys(await other.receive(SOURCE, batch(2, 3))) == [f"{SOURCE}:3"]
        assert await other.due(SOURCE) == []  # each held by its receiver
        clock.advance(seconds=LEASE.total_seconds())
        taken = await other.due(SOURCE)  # leases ended: anyone's
        assert keys(taken) == [f"{SOURCE}:1", f"{SOURCE}:2", f"{SOURCE}:3"]
        assert [record.attempts for record in taken] == [2, 2, 2]
        assert await first.due(SOURCE) == []  # now the other's
    assert await storage.inbox_waiting(SOURCE) == 3 and await storage.inbox_waiting("x") == 0


@on_every_store
async def test_records_are_handled_taken_over_let_go_and_forgotten(
    storage: Storage, clock: Clock
) -> None:
    killed = Inbox(storage, "killed", clock)
    one, two, three = await killed.receive(SOURCE, batch(1, 2, 3))
    await killed.handled(one)
    restarted = Inbox(storage, "restarted", clock)
    taken = await restarted.take_over(SOURCE)  # at start: whoever held them
    assert keys(taken) == [two.key, three.key] and taken[0].body == two.body
    await restarted.again_later(taken[0])  # its card is another delivery's: later
    await restarted.handled(taken[1])
    assert await restarted.due(SOURCE) == []
    clock.advance(seconds=10)
    (again,) = await restarted.due(SOURCE)
    assert again.key == two.key and again.attempts == 3
    await restarted.handled(again)
    assert await storage.inbox_waiting() == 0
    assert await restarted.receive(SOURCE, batch(1, 2, 3)) == []  # received again: handled
    assert await restarted.take_over(SOURCE) == []
    clock.advance(days=1)
    assert await storage.prune_inbox(clock()) == 3
    assert keys(await restarted.receive(SOURCE, batch(3))) == [f"{SOURCE}:3"]  # forgotten


@on_every_store
async def test_an_update_taken_too_often_is_dropped_with_a_log_line(
    storage: Storage, clock: Clock, caplog: pytest.LogCaptureFixture
) -> None:
    inbox = Inbox(storage, "poller", clock)
    await inbox.receive(SOURCE, batch(7))
    caplog.set_level(logging.ERROR)
    for _ in range(GIVE_UP_AFTER - 1):
        assert len(await inbox.take_over(SOURCE)) == 1
    assert await inbox.take_over(SOURCE) == []
    assert await storage.inbox_waiting() == 0
    (said,) = [r.getMessage() for r in caplog.records if "dropped" in r.getMessage()]
    assert f"update {SOURCE}:7 dropped after {GIVE_UP_AFTER} attempts" in said


@on_real_databases
async def test_two_pollers_receiving_one_batch_at_once_record_each_update_once(
    database: str, clock: Clock
) -> None:
    """Two processes polling one bot (Telegram lets each long poll cut the other's, so
    both may be handed a batch before either confirms it): each update goes to one."""
    async with opened(database) as first_store, opened(database) as second_store:
        first = Inbox(first_store, "first", clock)
        second = Inbox(second_store, "second", clock)
        for round_ in range(20):
            updates = batch(*range(round_ * 5, round_ * 5 + 5))
            mine, theirs = await asyncio.gather(first.receive(SOURCE, updates),
                                                second.receive(SOURCE, updates))
            assert sorted(keys(mine) + keys(theirs)) == sorted(key for key, _ in updates)
        clock.advance(seconds=LEASE.total_seconds())  # both were killed, say: anyone's
        taken: list[str] = []
        while True:
            claims = await asyncio.gather(first.due(SOURCE), second.due(SOURCE))
            if not claims[0] and not claims[1]:
                break
            taken += keys(claims[0]) + keys(claims[1])
        assert sorted(taken) == sorted(f"{SOURCE}:{n}" for n in range(100))  # each once


@on_every_store
async def test_a_process_is_idle_once_it_let_go_of_every_record_it_took(
    storage: Storage, clock: Clock
) -> None:
    inbox = Inbox(storage, "worker", clock)
    await asyncio.wait_for(inbox.idle(), 1)  # nothing taken yet
    one, two = await inbox.receive(SOURCE, batch(1, 2))
    waiting = asyncio.create_task(inbox.idle())
    await inbox.handled(one)
    await asyncio.sleep(0)
    assert inbox.in_hand == 1 and not waiting.done()
    await inbox.again_later(two)  # let go to be taken later: no longer in hand
    await asyncio.wait_for(waiting, 1)
    clock.advance(seconds=10)
    (again,) = await inbox.due(SOURCE)
    assert inbox.in_hand == 1
    await inbox.handled(again)
    assert inbox.in_hand == 0
