"""The background runner: sweeps on a schedule, announces what happened through the outbox,
and each platform's delivery loop posts it through the adapter subscribed for it. The
schedule's sleep is injected: no real waiting."""

from __future__ import annotations

import asyncio
import contextlib
import logging

import pytest

from bot import background as background_runner
from bot.background import Background, background
from bot.service import GameService, Notice
from bot.service.answers.answer import Result
from bot.service.answers.replies import Status
from bot.service.delivery.notices import NoticeBoard

from .conftest import CHAT, Clock, start_game


class Stop(Exception):
    """Ends the runner's loop from inside the injected sleep."""


def subscribed(service: GameService) -> list[Notice]:
    """An adapter for the "test" platform: the list it fills with the notices it posts."""
    posted: list[Notice] = []

    async def post(notice: Notice) -> None:
        posted.append(notice)

    service.notices.subscribe("test", post)
    return posted


async def test_a_tick_posts_notices_to_the_platforms_adapter(
    service: GameService, clock: Clock
) -> None:
    posted = subscribed(service)
    await start_game(service)
    runner = Background(service, {"test"})
    assert await runner.tick() == 0
    clock.advance(hours=24)
    assert await runner.tick() == 1
    assert posted == []  # announced in the sweep's transaction, posted by the delivery
    assert await service.delivery.drain("test") == 1
    assert [n.result.keys for n in posted] == [("clock-aborted",)]
    assert posted[0].chat == CHAT and posted[0].outbox_id is not None
    assert await runner.tick() == 0 and await service.delivery.drain("test") == 0
    assert len(posted) == 1


async def test_the_loop_sweeps_sleeps_and_survives_a_failing_sweep(
    service: GameService, clock: Clock, monkeypatch: pytest.MonkeyPatch
) -> None:
    posted = subscribed(service)
    await start_game(service)
    real_sweep = service.sweeper.sweep
    calls: list[int] = []

    async def flaky_sweep(*args: object, **kwargs: object) -> list[Notice]:
        calls.append(1)
        if len(calls) == 1:
            raise RuntimeError("database hiccup")
        return await real_sweep(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(service.sweeper, "sweep", flaky_sweep)
    slept: list[float] = []

    async def sleep(seconds: float) -> None:
        slept.append(seconds)
        clock.advance(hours=24)
        if len(slept) == 3:
            raise Stop

    runner = Background(service, None, interval=2.5, sleep=sleep)
    with pytest.raises(Stop):
        await runner.run()
    assert slept == [2.5, 2.5, 2.5] and len(calls) == 3
    await service.delivery.drain("test")
    assert [n.result.keys for n in posted] == [("clock-aborted",)]


async def test_background_starts_and_stops_with_the_block(service: GameService) -> None:
    async with background(service, {"test"}, interval=3600) as runner:
        assert runner.platforms == frozenset({"test"})
    # leaving the block cancelled the task cleanly (no warning, no hanging task)


async def test_a_failing_adapter_does_not_stop_the_others(caplog: pytest.LogCaptureFixture) -> None:
    board = NoticeBoard()
    got: list[str] = []

    async def broken(notice: Notice) -> None:
        raise ConnectionError("chat server down")

    async def working(notice: Notice) -> None:
        got.append(notice.chat.platform)

    board.subscribe("a", broken)
    board.subscribe("b", working)
    result = Result(Status.OK, "en")
    with caplog.at_level(logging.WARNING):
        assert not await board.deliver(Notice(CHAT.__class__("a", "1"), result))
        assert await board.deliver(Notice(CHAT.__class__("b", "1"), result))
        assert not await board.deliver(Notice(CHAT.__class__("c", "1"), result))
    assert got == ["b"] and board.platforms == {"a", "b"}
    assert "posting a notice" in caplog.text and "no adapter posts notices" in caplog.text


async def test_only_platforms_served_here_are_swept_and_announcements_wait_for_an_adapter(
    service: GameService, clock: Clock
) -> None:
    await start_game(service)
    clock.advance(hours=24)
    assert await Background(service, {"telegram"}).tick() == 0  # not served here
    assert await Background(service, {"test"}).tick() == 1
    assert await service.delivery.drain("test") == 0  # nobody posts for "test" yet
    posted = subscribed(service)
    assert await service.delivery.drain("test") == 0  # the failed try backs off
    clock.advance(seconds=5)
    assert await service.delivery.drain("test") == 1
    assert [n.result.keys for n in posted] == [("clock-aborted",)]


async def test_a_task_that_ignores_its_cancellation_does_not_hold_the_exit(
    service: GameService, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """A delivery loop stuck past its cancellation (a client that swallows it) is named in
    the log and left behind: the process still stops."""
    let_go = asyncio.Event()

    async def stubborn(platform: str) -> None:
        while not let_go.is_set():
            with contextlib.suppress(asyncio.CancelledError):
                await asyncio.sleep(3600)

    monkeypatch.setattr(service.delivery, "run", stubborn)
    monkeypatch.setattr(background_runner, "STOP_SECONDS", 0.05)
    with caplog.at_level(logging.ERROR, logger="bot.background"):
        async with background(service, ["test"]):
            await asyncio.sleep(0)
    assert "dots-delivery-test did not stop" in caplog.text
    let_go.set()
    (left,) = [t for t in asyncio.all_tasks() if t.get_name() == "dots-delivery-test"]
    left.cancel()
    await asyncio.wait({left}, timeout=5)
    assert left.done()
