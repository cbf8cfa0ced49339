"""The outbox: announcements written with the change they announce are delivered once per
row, by one of several processes, after a failure, and after the process that wrote or
claimed them was killed with SIGKILL."""

from __future__ import annotations

import asyncio
import logging
import os
import signal
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bot.service import GameService, Notice
from bot.service.delivery.outbox import GIVE_UP_AFTER, LEASE
from bot.storage import Storage
from tests.support.processes import python_child

from . import conftest
from .conftest import CHAT, Clock, make_service, opened, start_game

ROOT = Path(__file__).resolve().parents[2]
HANG_GUARD = 60.0
"""Seconds to wait for the child's line before calling it stuck (not a timing)."""


def collect(service: GameService) -> list[Notice]:
    posted: list[Notice] = []

    async def post(notice: Notice) -> None:
        posted.append(notice)

    service.notices.subscribe(CHAT.platform, post)
    return posted


@conftest.on_real_databases
async def test_two_processes_deliver_each_row_once(
    service: GameService, second_worker: GameService, clock: Clock
) -> None:
    for n in range(6):
        await start_game(service, chat=CHAT.__class__("test", str(100 + n)))
    clock.advance(hours=24)
    assert len(await service.sweeper.sweep()) == 6
    first, second = collect(service), collect(second_worker)
    counts = await asyncio.gather(
        service.delivery.drain("test"), second_worker.delivery.drain("test")
    )
    assert sum(counts) == 6 and len(first) + len(second) == 6
    ids = sorted(n.outbox_id for n in first + second if n.outbox_id is not None)
    assert len(set(ids)) == 6
    assert await service.parts.storage.outbox_waiting("test") == 0


async def test_a_failed_post_is_retried_later_and_dropped_after_many_tries(
    service: GameService, clock: Clock, caplog: pytest.LogCaptureFixture
) -> None:
    await start_game(service)
    clock.advance(hours=24)
    await service.sweeper.sweep()
    tries: list[int] = []

    async def flaky(notice: Notice) -> None:
        tries.append(1)
        raise ConnectionError("the chat platform is down")

    service.notices.subscribe("test", flaky)
    assert await service.delivery.drain("test") == 0
    assert await service.delivery.drain("test") == 0 and len(tries) == 1  # backing off
    with caplog.at_level(logging.ERROR):
        for _ in range(GIVE_UP_AFTER + 2):
            clock.advance(minutes=10)
            await service.delivery.drain("test")
    assert len(tries) == GIVE_UP_AFTER and "dropped after" in caplog.text
    assert await service.parts.storage.outbox_waiting("test") == 0


def run_child(db: Path, stage: str, until: str) -> str:
    """Start the child bot, wait for its line ``until``, and kill it with SIGKILL there."""
    child = python_child("tests.bot.outbox_child", str(db), stage)
    assert child.stdout is not None
    try:
        line = ""
        deadline = datetime.now(UTC) + timedelta(seconds=HANG_GUARD)
        while until not in line and datetime.now(UTC) < deadline:
            line = child.stdout.readline()
            if not line and child.poll() is not None:
                raise AssertionError(child.stderr.read() if child.stderr else "child ended")
        assert until in line, line
        os.kill(child.pid, signal.SIGKILL)
        assert child.wait(HANG_GUARD) == -signal.SIGKILL
        return line
    finally:
        if child.poll() is None:
            child.kill()


@pytest.mark.parametrize(("stage", "line", "wait"), [
    ("before-send", "COMMITTED", timedelta(0)),  # killed between the commit and the send
    ("mid-send", "POSTING", LEASE),  # killed while posting: taken again when its lease ends
])
async def test_an_announcement_survives_sigkill_and_is_delivered_once_after_restart(
    tmp_path: Path, stage: str, line: str, wait: timedelta
) -> None:
    db = tmp_path / "dots.db"
    run_child(db, stage, line)
    async with opened(db) as storage:
        assert await storage.outbox_waiting("test") == 1
        clock = Clock(datetime.now(UTC) + timedelta(minutes=11))
        restarted = await make_service(storage, clock)
        posted = collect(restarted)
        if wait:
            assert await restarted.delivery.drain("test") == 0  # still the dead one's
            clock.advance(seconds=wait.total_seconds() + 1)
        assert await restarted.delivery.drain("test") == 1
        assert await restarted.delivery.drain("test") == 0
        assert [n.result.keys for n in posted] == [("challenge-expired-notice",)]
        assert posted[0].result.challenge is not None
        assert await storage.outbox_waiting("test") == 0


@conftest.on_every_store
async def test_storage_lists_games_waiting_for_the_computer(storage: Storage) -> None:
    assert await storage.engine_turns("engine") == []
