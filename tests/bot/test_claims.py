"""The computer's turns claimed in the database (the claims on every store, the processes
sharing them on SQLite and PostgreSQL): one process thinks on a turn, a turn whose process
died is taken over when its lease ends, the failed tries are counted across processes, and
of claimants at one moment exactly one wins."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import AsyncExitStack, asynccontextmanager
from datetime import timedelta

from bot.service import GameService, Notice, Opponent
from bot.service.commands import Challenge, Move, Resign
from bot.service.computer.engine import Engine
from bot.service.computer.turns import FAILURES_BEFORE_RESIGNING, LEASE_GRACE, lease_for
from bot.storage import Storage
from core import Color

from . import conftest
from .conftest import ALICE, CHAT, Clock, ev, make_service, opened
from .test_computer import Failing, Gated, Scripted

LATER = timedelta(seconds=30)


@asynccontextmanager
async def worker(database: str, clock: Clock, engine: Engine) -> AsyncIterator[GameService]:
    """Another process's service on the same database, with an engine of its own."""
    async with opened(database) as store:
        yield await make_service(store, clock, engine=engine)


async def owed_game(service: GameService) -> int:
    """A game against the computer where Alice has moved: the computer owes a turn."""
    started = await service.challenges.challenge(
        ev(), CHAT, ALICE, Challenge(Opponent.computer("easy"))
    )
    assert started.game is not None
    moved = await service.play.move(ev(), CHAT, ALICE, Move("3-3"))
    assert moved.ok and moved.game is not None and moved.game.to_move is Color.RED
    return started.game.id


async def version(storage: Storage, game_id: int) -> int:
    row = await storage.game(game_id)
    assert row is not None
    return row.version


async def ply(service: GameService, game_id: int) -> int:
    view = await service.cards.game(game_id)
    assert view is not None
    return view.ply


async def until_asked(engine: Gated) -> None:
    """Let the event loop run until the gated engine was asked (a hang guard, not a timing)."""
    for _ in range(500):
        if engine.asked:
            return
        await asyncio.sleep(0.01)
    raise AssertionError("the computer never started thinking")


# ------------------------------------------------------------------ the storage


@conftest.on_every_store
async def test_a_claim_is_held_against_others_until_its_lease_ends(
    storage: Storage, clock: Clock
) -> None:
    game_id = await owed_game(await make_service(storage, clock, engine=Scripted()))
    v = await version(storage, game_id)
    now = clock()
    until = now + LATER
    assert await storage.claim_engine_turn(game_id, v, "a", now, until) == 0
    assert await storage.claim_engine_turn(game_id, v, "b", now, until) is None
    assert await storage.claim_engine_turn(game_id, v, "a", now, until) == 0  # its own
    assert await storage.claim_engine_turn(game_id, v - 1, "b", until, until + LATER) is None
    # ^ a claimant that saw an older version never wins, even on an ended lease
    assert await storage.engine_turn_failed(game_id, v) == 1  # and the lease is let go
    assert await storage.claim_engine_turn(game_id, v, "b", now, until) == 1  # tries carry
    assert await storage.claim_engine_turn(game_id, v, "c", until, until + LATER) == 1
    # ^ b's lease ended: c takes the turn over, with the tries counted so far
    assert await storage.claim_engine_turn(game_id, v + 1, "b", now, until) == 0  # newer
    await storage.release_engine_turn(game_id, "c", v + 1)  # not c's: kept
    assert await storage.claim_engine_turn(game_id, v + 1, "c", now, until) is None
    await storage.release_engine_turn(game_id, "b", v + 1)
    assert await storage.claim_engine_turn(game_id, v + 1, "c", now, until) == 0


@conftest.on_every_store
async def test_an_older_claim_is_dropped_and_a_finished_games_claim_is_pruned(
    storage: Storage, clock: Clock
) -> None:
    service = await make_service(storage, clock, engine=Scripted())
    game_id = await owed_game(service)
    v = await version(storage, game_id)
    now = clock()
    assert await storage.claim_engine_turn(game_id, v, "a", now, now + LATER) == 0
    await storage.release_engine_turn(game_id, "b", v + 1)  # the game went past v
    assert await storage.claim_engine_turn(game_id, v, "b", now, now + LATER) == 0
    assert await storage.engine_turn_failed(game_id, v) == 1
    assert await storage.prune_engine_claims() == 0  # the game goes on
    assert (await service.play.resign(ev(), CHAT, ALICE, Resign(game_id, confirmed=True))).ok
    assert await storage.prune_engine_claims() == 1
    assert await storage.claim_engine_turn(game_id, v, "c", now, now + LATER) == 0  # anew


@conftest.on_every_store
async def test_of_twenty_claims_at_once_exactly_one_wins(database: str, clock: Clock) -> None:
    """Twenty claimants from four processes (their own connections), all at one moment:
    for a turn nobody holds, for one whose lease ended, and for a newer version."""
    async with AsyncExitStack() as stack:
        stores = [await stack.enter_async_context(opened(database)) for _ in range(4)]
        game_id = await owed_game(await make_service(stores[0], clock, engine=Scripted()))
        v = await version(stores[0], game_id)
        now = clock()

        rounds = iter(range(100))

        async def race(version: int, at: timedelta) -> list[str]:
            """Twenty new claimants at ``now + at``: the owners who won."""
            start, round_ = asyncio.Event(), next(rounds)

            async def claim(n: int) -> str | None:
                await start.wait()
                owner = f"owner-{round_}-{n}"
                tries = await stores[n % len(stores)].claim_engine_turn(
                    game_id, version, owner, now + at, now + at + LATER
                )
                return None if tries is None else owner

            tasks = [asyncio.create_task(claim(n)) for n in range(20)]
            await asyncio.sleep(0)
            start.set()
            return [owner for owner in await asyncio.gather(*tasks) if owner is not None]

        assert len(await race(v, timedelta(0))) == 1  # nobody held it
        assert len(await race(v, timedelta(0))) == 0  # held
        assert len(await race(v, 2 * LATER)) == 1  # the lease ended
        assert len(await race(v + 1, 2 * LATER)) == 1  # a newer version


# ------------------------------------------------------------------- the service


@conftest.on_real_databases
async def test_two_processes_think_once_on_a_turn(database: str, clock: Clock) -> None:
    first, second = Gated(), Gated()
    second.gate.set()  # the second answers at once: it only counts
    async with worker(database, clock, first) as one, worker(database, clock, second) as two:
        game_id = await owed_game(one)
        assert one.computer.turns is not None and two.computer.turns is not None
        thinking = asyncio.create_task(one.computer.turns.settle())
        try:
            await until_asked(first)  # the first process thinks on the turn
            assert await two.computer.scan() == 1  # the second finds the game waiting
            assert await two.computer.turns.settle() == 0  # and leaves the turn to the first
            assert second.asked == 0
            first.gate.set()
            assert await thinking == 1
        finally:
            thinking.cancel()
        assert await ply(two, game_id) == 2
        await two.computer.scan()  # nothing is owed now: nothing to think on
        assert await two.computer.turns.settle() == 0 and second.asked == 0
        await one.play.move(ev(), CHAT, ALICE, Move("5-5"))
        await two.computer.scan()  # the next turn is anyone's: the second takes it
        assert await two.computer.turns.settle() == 1
        assert (first.asked, second.asked) == (1, 1) and await ply(one, game_id) == 4


@conftest.on_real_databases
async def test_a_turn_whose_process_died_is_taken_over_when_its_lease_ends(
    database: str, clock: Clock
) -> None:
    dead, alive = Gated(), Scripted()
    async with worker(database, clock, dead) as one, worker(database, clock, alive) as two:
        game_id = await owed_game(one)
        assert one.computer.turns is not None and two.computer.turns is not None
        thinking = asyncio.create_task(one.computer.turns.settle())
        await until_asked(dead)
        thinking.cancel()  # the process dies while it thinks: its claim stays
        await asyncio.gather(thinking, return_exceptions=True)
        await two.computer.scan()
        assert await two.computer.turns.settle() == 0  # the lease still runs
        turns = two.computer.turns
        assert turns is not None
        assert turns.claims.lease == lease_for(alive) and lease_for(alive) > LEASE_GRACE
        clock.advance(seconds=two.computer.turns.claims.lease.total_seconds() + 1)
        await two.computer.scan()
        assert await two.computer.turns.settle() == 1  # taken over: the game goes on
        assert await ply(two, game_id) == 2


@conftest.on_real_databases
async def test_failed_tries_count_across_processes_and_the_computer_resigns_once(
    database: str, clock: Clock
) -> None:
    first, second = Failing(99), Failing(99)
    async with worker(database, clock, first) as one, worker(database, clock, second) as two:
        game_id = await owed_game(one)
        heard: list[Notice] = []

        async def post(notice: Notice) -> None:
            heard.append(notice)

        one.notices.subscribe(CHAT.platform, post)
        assert one.computer.turns is not None and two.computer.turns is not None
        for n, service in enumerate([one, two, one], 1):
            await service.computer.scan()
            assert service.computer.turns is not None
            await service.computer.turns.settle()
            view = await service.cards.game(game_id)
            assert view is not None
            assert (view.outcome is None) == (n < FAILURES_BEFORE_RESIGNING)
        assert (first.failures, second.failures) == (97, 98)  # two tries here, one there
        for service in (one, two):  # nothing owed now, anywhere
            await service.computer.scan()
            assert await service.computer.turns.settle() == 0  # type: ignore[union-attr]
        await one.delivery.drain(CHAT.platform)
        assert [n.result.keys[0] for n in heard] == ["resigned"]  # said once
        over = await one.cards.game(game_id)
        assert over is not None and over.outcome is not None
        assert over.outcome.winner is Color.BLUE
        assert await one.parts.storage.prune_engine_claims() == 0  # its claim went with the turn


@conftest.on_real_databases
async def test_a_restarted_process_keeps_counting_the_failed_tries(
    database: str, clock: Clock
) -> None:
    async with opened(database) as store:
        game_id = await owed_game(await make_service(store, clock, engine=Scripted()))
        # ^ a process that starts the game and stops before it thinks
    for n in range(FAILURES_BEFORE_RESIGNING):
        async with worker(database, clock, Failing(99)) as service:  # a fresh process each
            assert await service.computer.scan() == 1
            assert service.computer.turns is not None
            await service.computer.turns.settle()
            view = await service.cards.game(game_id)
            assert view is not None
            assert (view.outcome is None) == (n + 1 < FAILURES_BEFORE_RESIGNING)
