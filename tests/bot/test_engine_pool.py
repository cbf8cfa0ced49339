"""The computer's worker processes: a worker that dies or hangs fails its decision after
the deadline, the next decision gets a fresh worker, and a game goes on being served."""

from __future__ import annotations

import asyncio
import os
import signal
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.computer import ComputerPlayer
from bot.computer.pool import EngineError, Work, WorkerPool, worker_pid
from bot.service import GameOptions, GameService, Opponent
from bot.service.commands import Challenge, Move
from bot.storage import Storage
from core import Color, Game, Rules
from tests.support.processes import gone

from .conftest import ALICE, CHAT, OTHER_CHAT, Clock, ev, make_service
from .engine_tasks import hang, held, noted, think

pytestmark = pytest.mark.skipif(os.name != "posix", reason="SIGKILL is POSIX")


@pytest.fixture
async def player() -> AsyncIterator[ComputerPlayer]:
    engine = ComputerPlayer(seconds=0.2, workers=1)
    engine.start()
    yield engine
    engine.close()


def field(size: int = 9) -> Game:
    return Game.from_rules(Rules(width=size, height=size))


def assert_legal(game: Game, point: tuple[int, int] | None) -> None:
    assert point is not None
    game.play(*point, game.to_move)  # raises on an illegal point


async def test_the_deadline_is_the_thinking_time_and_a_little_more() -> None:
    assert ComputerPlayer(seconds=2.0).deadline == pytest.approx(4.0)
    assert ComputerPlayer(seconds=0.2).deadline == pytest.approx(1.3)
    assert ComputerPlayer(seconds=None, playouts=100).deadline is None
    assert ComputerPlayer(seconds=2.0, deadline=9.0).deadline == 9.0


async def test_a_hung_worker_fails_the_decision_and_the_next_one_works(
    player: ComputerPlayer,
) -> None:
    stuck = await player.run(worker_pid)
    with pytest.raises(EngineError, match=r"no answer within 1\.3 s"):
        await player.run(hang, 120.0)
    assert gone(stuck)  # killed, not left sleeping
    game = field()
    decision = await player.choose(game.copy(), "hard")
    assert_legal(game, decision.point)
    assert await player.run(worker_pid) != stuck


async def test_a_worker_killed_mid_decision_fails_it_and_the_next_one_works() -> None:
    engine = ComputerPlayer(seconds=30.0, workers=1)
    try:
        killed = await engine.run(worker_pid)
        thinking = asyncio.create_task(engine.choose(field(), "hard"))
        await asyncio.sleep(0.5)  # a pause: the worker is well into its 30 s search
        os.kill(killed, signal.SIGKILL)
        with pytest.raises(EngineError, match="ended abruptly"):
            await thinking
        game = field()
        decision = await engine.choose(game.copy(), "easy")
        assert_legal(game, decision.point)
        assert await engine.run(worker_pid) != killed
    finally:
        engine.close()


async def test_decisions_wait_their_turn_outside_the_deadline(player: ComputerPlayer) -> None:
    """One worker, three games at once, each thinking most of its 1.3 s deadline: each is
    timed from when the worker takes it, so none fails for waiting behind the others."""
    assert await player.run(think, 0.0, -1) == -1  # the worker imports the tasks once
    assert await asyncio.gather(*(player.run(think, 0.8, n) for n in range(3))) == [0, 1, 2]


async def test_a_failed_computer_turn_keeps_the_move_and_a_fresh_pool_serves_the_next(
    storage: Storage, clock: Clock
) -> None:
    engine = ComputerPlayer(seconds=30.0, workers=1)
    try:
        service: GameService = await make_service(storage, clock, engine=engine)
        started = await service.challenges.challenge(
            ev(), CHAT, ALICE, Challenge(Opponent.computer("hard"))
        )
        assert started.game is not None
        stuck = await engine.run(worker_pid)
        answered = await service.play.move(ev(), CHAT, ALICE, Move("3-3"))
        assert answered.ok and answered.game is not None
        assert answered.game.ply == 1 and answered.game.to_move is Color.RED  # the move holds
        assert service.computer.turns is not None
        thinking = asyncio.create_task(service.computer.turns.settle())
        await asyncio.sleep(0.5)  # a pause: the computer thinks
        os.kill(stuck, signal.SIGKILL)
        assert await thinking == 0  # the decision failed; the game waits for the next try
        as_red = await service.challenges.challenge(
            ev(), OTHER_CHAT, ALICE,
            Challenge(Opponent.computer("easy"), GameOptions(color=Color.RED)),
        )
        assert as_red.ok and as_red.game is not None and as_red.game.blue.computer
        assert await service.computer.turns.settle() == 1  # a fresh pool
        opened = await service.cards.game(as_red.game.id)
        assert opened is not None and opened.ply == 1  # the computer opened
    finally:
        engine.close()


async def queue_behind_a_held_worker(
    pool: WorkerPool, gate: Path, log: Path, jobs: list[tuple[str, Work]]
) -> list[str]:
    """Hold every worker, queue ``jobs`` one after the other, open the gate: the order the
    workers took the jobs in (each writes its name as it starts)."""

    async def queued(name: str, work: Work) -> None:
        await pool.run(60, noted, str(log), name, 0.05, work=work)

    holding = [asyncio.create_task(pool.run(60, held, str(gate))) for _ in range(pool.workers)]
    while pool.busy < pool.workers:
        await asyncio.sleep(0.01)
    tasks = []
    for n, (name, work) in enumerate(jobs, start=1):
        tasks.append(asyncio.create_task(queued(name, work)))
        while pool.waiting < n:  # each is in the queue before the next is asked for
            await asyncio.sleep(0)
    gate.touch()
    await asyncio.gather(*holding, *tasks)
    return log.read_text(encoding="utf-8").split()


async def test_live_turns_go_before_hints_and_hints_before_analyses(tmp_path: Path) -> None:
    """Whatever the order they are asked in: the computer's turns first, in their order,
    then hints, then the parts of analyses."""
    pool = WorkerPool(1)
    pool.start()
    try:
        order = await queue_behind_a_held_worker(pool, tmp_path / "gate", tmp_path / "log", [
            ("analysis-1", Work.ANALYSIS), ("hint-1", Work.HINT), ("live-1", Work.LIVE),
            ("hint-2", Work.HINT), ("analysis-2", Work.ANALYSIS), ("live-2", Work.LIVE),
        ])
        assert order == ["live-1", "live-2", "hint-1", "hint-2", "analysis-1", "analysis-2"]
    finally:
        pool.close()


async def test_a_worker_is_kept_for_live_turns_when_there_are_two(tmp_path: Path) -> None:
    """Two workers: hints and analyses use one at a time, so a live turn asked for while a
    hint thinks and more hints wait is taken at once by the other."""
    pool = WorkerPool(2)
    assert pool.kept_for_live == 1 and WorkerPool(1).kept_for_live == 0
    pool.start()
    log, gate = tmp_path / "log", tmp_path / "gate"
    try:
        hint = asyncio.create_task(pool.run(60, held, str(gate), work=Work.HINT))
        while pool.busy < 1:
            await asyncio.sleep(0.01)
        waiting = asyncio.create_task(pool.run(60, noted, str(log), "hint-2", work=Work.HINT))
        while pool.waiting < 1:
            await asyncio.sleep(0)
        assert pool.busy == 1  # the second hint waits although a worker is free
        assert await pool.run(60, noted, str(log), "live") == "live"  # taken at once
        assert log.read_text(encoding="utf-8").split() == ["live"]
        gate.touch()
        await asyncio.gather(hint, waiting)
        assert log.read_text(encoding="utf-8").split() == ["live", "hint-2"]
    finally:
        pool.close()


async def test_a_job_cancelled_while_it_waits_leaves_the_queue(tmp_path: Path) -> None:
    pool = WorkerPool(1)
    pool.start()
    gate = tmp_path / "gate"
    try:
        holding = asyncio.create_task(pool.run(60, held, str(gate)))
        while pool.busy < 1:
            await asyncio.sleep(0.01)
        dropped = asyncio.create_task(pool.run(60, think, 0.0, 1, work=Work.HINT))
        while pool.waiting < 1:
            await asyncio.sleep(0)
        dropped.cancel()
        with pytest.raises(asyncio.CancelledError):
            await dropped
        gate.touch()
        assert await holding == "held"
        assert await pool.run(60, think, 0.0, 2, work=Work.ANALYSIS) == 2  # the slot is free
        assert (pool.busy, pool.waiting) == (0, 0)
    finally:
        pool.close()
