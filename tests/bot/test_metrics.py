"""The process's metrics: counted by the service and its loops as things happen, and written
in the Prometheus text format."""

from __future__ import annotations

import re
from pathlib import Path

from bot.metrics import METRICS, Histogram, count_rate_limited
from bot.service import GameService, Notice
from bot.service.commands import Move
from bot.storage import SqliteStorage, Storage

from .conftest import ALICE, CHAT, Clock, ev, make_service, opened, start_game
from .test_computer import answered, failing_game
from .test_storage_faults import lock_held

SAMPLE = re.compile(r"^([a-z_]+)(\{[^}]*\})? (\S+)$")


def samples(text: str) -> dict[str, float]:
    """Every sample line of an exposition, by its series (name and labels)."""
    found: dict[str, float] = {}
    for line in text.splitlines():
        if line.startswith("#"):
            continue
        matched = SAMPLE.match(line)
        assert matched, f"not a sample line: {line!r}"
        found[matched[1] + (matched[2] or "")] = float(matched[3].replace("+Inf", "inf"))
    return found


def now() -> dict[str, float]:
    return samples(METRICS.render())


def moved(before: dict[str, float], series: str) -> float:
    return now().get(series, 0.0) - before.get(series, 0.0)


async def test_a_stored_move_counts_and_every_move_call_is_timed(service: GameService) -> None:
    game_id = await start_game(service)
    before = now()
    assert (await service.play.move(ev(), CHAT, ALICE, Move("5-5", game_id))).ok
    assert moved(before, 'dots_moves_total{platform="test"}') == 1
    assert moved(before, "dots_move_seconds_count") == 1
    refused = await service.play.move(ev(), CHAT, ALICE, Move("6-6", game_id))  # not Alice's turn
    assert not refused.ok
    assert moved(before, 'dots_moves_total{platform="test"}') == 1
    assert moved(before, "dots_move_seconds_count") == 2
    assert moved(before, 'dots_move_seconds_bucket{le="+Inf"}') == 2
    assert moved(before, "dots_move_seconds_sum") > 0


async def test_the_computers_turns_and_failed_decisions_count(
    storage: Storage, clock: Clock
) -> None:
    before = now()
    service, _ = await failing_game(storage, clock, failures=1)
    assert await answered(service) == []  # the decision failed
    assert moved(before, "dots_computer_failures_total") == 1
    assert moved(before, "dots_computer_turns_total") == 0
    await service.computer.scan()
    assert len(await answered(service)) == 1
    assert moved(before, "dots_computer_turns_total") == 1
    assert moved(before, 'dots_moves_total{platform="test"}') == 2  # Alice's and its own


async def test_deliveries_and_failed_deliveries_count_per_platform(
    service: GameService, clock: Clock
) -> None:
    for n in range(2):
        await start_game(service, chat=CHAT.__class__("test", str(300 + n)))
    clock.advance(hours=24)
    assert len(await service.sweeper.sweep()) == 2  # two games lost on time, to be announced
    failing = True
    posted: list[Notice] = []

    async def post(notice: Notice) -> None:
        if failing:
            raise ConnectionError("the chat platform is down")
        posted.append(notice)

    service.notices.subscribe("test", post)
    before = now()
    assert await service.delivery.drain("test") == 0
    assert moved(before, 'dots_delivery_failures_total{platform="test"}') == 2
    failing = False
    clock.advance(minutes=10)
    assert await service.delivery.drain("test") == 2
    assert moved(before, 'dots_deliveries_total{platform="test"}') == 2
    assert len(posted) == 2


async def test_a_storage_fault_counts_by_kind(db_path: Path, clock: Clock) -> None:
    async with opened(db_path) as first:
        await start_game(await make_service(first, clock))
    storage = SqliteStorage(db_path, write_wait=0.05)
    await storage.open()
    try:
        service = await make_service(storage, clock)
        before = now()
        with lock_held(db_path):  # another process is writing: the write gives up
            result = await service.play.move(ev(), CHAT, ALICE, Move("5-5"))
        assert not result.ok
        assert moved(before, 'dots_storage_errors_total{kind="StorageUnavailable"}') == 1
        assert moved(before, 'dots_moves_total{platform="test"}') == 0
    finally:
        await storage.close()


def test_the_exposition_is_prometheus_text() -> None:
    before = now()
    count_rate_limited("telegram")
    count_rate_limited("telegram")
    text = METRICS.render()
    assert moved(before, 'dots_rate_limited_retries_total{platform="telegram"}') == 2
    names = re.findall(r"^# TYPE (\S+) (counter|gauge|histogram)$", text, re.MULTILINE)
    helped = re.findall(r"^# HELP (\S+) .+$", text, re.MULTILINE)
    assert [name for name, _ in names] == helped
    assert dict(names)["dots_move_seconds"] == "histogram"
    assert dict(names)["dots_outbox_depth"] == "gauge"
    assert text.endswith("\n")


def test_histogram_buckets_are_cumulative() -> None:
    histogram = Histogram("demo_seconds", "A demo.", bounds=(0.1, 1.0))
    for value in (0.05, 0.1, 0.5, 3.0):
        histogram.observe(value)
    assert list(histogram.samples()) == [
        'demo_seconds_bucket{le="0.1"} 2',
        'demo_seconds_bucket{le="1"} 3',
        'demo_seconds_bucket{le="+Inf"} 4',
        "demo_seconds_sum 3.65",
        "demo_seconds_count 4",
    ]
