"""Benchmark: the lobby's pairing under a crowd (:mod:`bot.service.seeks`).

``--seekers`` people seek at once (then, once, as a stream of 50 a second), in random
pairs of four kinds of game, through two
workers (two services, each with its own connection pool, on one database): every seek is
stored and paired in one transaction with the oldest matching open seek. Prints the seeks
stored and paired a second, and the time to pair: from the first seek of a pair arriving
to the answer that paired it (queueing behind the crowd included). On a SQLite file and,
when a server can be started here, on a throwaway PostgreSQL.

    python bench/bench_seeks.py [--seekers 400] [--rounds 3]
"""

from __future__ import annotations

import asyncio
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.figures import milliseconds, percentile, whole_number_options  # noqa: E402
from bot.identity import Actor, ChatRef  # noqa: E402
from bot.service import GameService, ServiceConfig, build_service  # noqa: E402
from bot.service.challenges.options import GameOptions  # noqa: E402
from bot.service.commands import Seek  # noqa: E402
from bot.storage import open_storage  # noqa: E402
from bot.time_control import TimeControl  # noqa: E402
from tests.support.postgres_server import throwaway_server  # noqa: E402

STEADY = 50.0
"""Seekers a second in the steady stream (the crowds come all at once)."""
KINDS = (
    GameOptions(width=39, height=32, time=TimeControl.parse("5+3"), rated=True),
    GameOptions(width=20, height=20, time=TimeControl.parse("3+2"), rated=True),
    GameOptions(width=15, height=15, time=TimeControl.parse("3+2"), rated=False),
    GameOptions(width=10, height=10, time=TimeControl.parse("1+0"), rated=False),
)


async def crowd(workers: tuple[GameService, GameService], seekers: int, round_: int,
                arrived: dict[str, float], rate: float | None
                ) -> tuple[float, list[float], list[float], int, int]:
    """One crowd, all at once or ``rate`` a second: the seconds it took, each pair's time
    to pair (from its first seeker's arrival), the answer time of the seek that paired,
    the games made and the seeks refused (a SQLite file busy past a write's second: the
    seeker is told to try again). ``arrived``: when each seeker so far came."""
    kinds = [n % len(KINDS) for n in range(seekers)]
    random.Random(round_).shuffle(kinds)
    people = [Actor("bench", f"{round_}-{n}", f"P{n}") for n in range(seekers)]
    paired: list[tuple[int, float]] = []
    answered: list[float] = []
    refused = 0

    async def one(n: int) -> None:
        person = people[n]
        if rate is not None:
            await asyncio.sleep(n / rate)
        arrived[person.user_id] = time.perf_counter()
        result = await workers[n % 2].dispatch(
            f"bench:{round_}:{n}", ChatRef("bench", person.user_id), person, Seek(KINDS[kinds[n]])
        )
        if not result.ok:
            nonlocal refused
            refused += 1
        elif result.keys == ("seek-paired",):
            game = int(str(result.replies[0].args["game"]).lstrip("#"))
            paired.append((game, time.perf_counter()))
            answered.append(paired[-1][1] - arrived[person.user_id])

    start = time.perf_counter()
    await asyncio.gather(*(one(n) for n in range(seekers)))
    took = time.perf_counter() - start
    storage = workers[0].parts.storage
    waits = []
    for game, at in paired:
        seeks = await storage.game_seeks(game)
        first = min(arrived[seek.person.user_id] for seek in seeks)
        waits.append(at - first)
    return took, waits, answered, len(paired), refused


async def measure(name: str, url: str, seekers: int, rounds: int,
                  rate: float | None = None) -> None:
    stores = (open_storage(url), open_storage(url))
    for store in stores:
        await store.open()
    try:
        workers = (build_service(stores[0], ServiceConfig()),
                   build_service(stores[1], ServiceConfig()))
        for worker in workers:
            await worker.start()
        took, waits, answers, games, refused = 0.0, [], [], 0, 0
        arrived: dict[str, float] = {}
        for round_ in range(rounds):
            seconds, pairs, times, made, turned = await crowd(
                workers, seekers, round_, arrived, rate)
            took, waits, games = took + seconds, waits + pairs, games + made
            answers, refused = answers + times, refused + turned
    finally:
        for store in stores:
            await store.close()
    ms, answer_ms = milliseconds(waits), milliseconds(answers)
    how = "at once" if rate is None else f"arriving {rate:.0f} a second"
    print(f"{name}: {seekers * rounds / took:.0f} seeks a second ({rounds} crowds of {seekers}"
          f" {how}, 2 workers); {games} games, {refused} seeks refused as busy")
    print(f"{name}: time to pair p50 {percentile(ms, 0.5):.0f} ms,"
          f" p90 {percentile(ms, 0.9):.0f} ms; the pairing seek's answer"
          f" p50 {percentile(answer_ms, 0.5):.0f} ms, p90 {percentile(answer_ms, 0.9):.0f} ms")


async def main(seekers: int, rounds: int) -> None:
    print(f"Python {sys.version.split()[0]}")
    with tempfile.TemporaryDirectory() as folder:
        await measure("SQLite", str(Path(folder) / "dots.db"), seekers, rounds)
    with tempfile.TemporaryDirectory() as folder:
        await measure("SQLite", str(Path(folder) / "dots.db"), seekers, 1, STEADY)
    with throwaway_server() as server:
        if server is not None:
            await measure("PostgreSQL", await server.new_schema("bench_seeks"), seekers, rounds)
            await measure("PostgreSQL", await server.new_schema("bench_steady"), seekers, 1,
                          STEADY)


if __name__ == "__main__":
    options = whole_number_options(__doc__ or "", seekers=400, rounds=3)
    asyncio.run(main(options.seekers, options.rounds))
