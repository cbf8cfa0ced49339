"""Benchmark: the lobby's pairing under a crowd (:mod:`bot.service.seeks`).

``--seekers`` people seek at once (then, once, as a stream of 50 a second), in random
pairs of four kinds of game, through two
workers (two services, each with its own connection pool, on one database): every seek is
stored and paired in one transaction with the oldest matching open seek. Prints the seeks
stored and paired a second, and the time to pair: from the first seek of a pair arriving
to the answer that paired it (queueing behind the crowd included). On a SQLite file and,
when a server can be started here, on a throwaway PostgreSQL.

``--processes``: the two workers are two processes instead
(:mod:`tests.support.seek_crowd_worker`, four kinds of game of its own), each seeking its
half of each crowd at once; then one crowd again, with one worker killed with SIGKILL
inside its 20th pairing transaction and its seeks sent again (the same updates) to a
standby worker at once, as a platform sends again what a worker did not answer. Time to
pair runs from the crowd's arrival to the answer that paired the pair (a pair the killed
worker paired but never answered is counted in the games, not in the times).

    python bench/bench_seeks.py [--seekers 400] [--rounds 3] [--processes]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.figures import milliseconds, percentile  # noqa: E402
from bot.identity import Actor, ChatRef  # noqa: E402
from bot.service import GameService, ServiceConfig, build_service  # noqa: E402
from bot.service.challenges.options import GameOptions  # noqa: E402
from bot.service.commands import Seek  # noqa: E402
from bot.storage import open_storage  # noqa: E402
from bot.time_control import TimeControl  # noqa: E402
from tests.support.postgres_server import throwaway_server  # noqa: E402
from tests.support.seek_crowd import REAL_TIME, Answer, Worker  # noqa: E402

STEADY = 50.0
"""Seekers a second in the steady stream (the crowds come all at once)."""
KILLED_IN = 20
"""The pairing of the second worker process that is killed, with ``--processes``."""
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


async def process_crowd(url: str, seekers: int, seed: int, kill: bool
                        ) -> tuple[float, list[float], int, int, int]:
    """One crowd at once on two worker processes (``kill``: the second killed mid-pairing
    and its seeks sent again to a standby): the seconds from its arrival to the last
    answer, each answered pair's time to pair, the games made, the pairs answered and the
    seeks refused."""
    workers = [Worker.start(url, REAL_TIME, seed, seekers, share, 2,
                            KILLED_IN if kill and share == 1 else None) for share in (0, 1)]
    standby = Worker.start(url, REAL_TIME, seed, seekers, 1, 2) if kill else None
    start = time.time()
    for worker in workers:
        worker.go()
    if standby is not None:
        workers[1].killed_pairing()
        standby.go()
        workers.append(standby)
    for worker in (workers[0], workers[-1]):
        worker.done()
    answers: list[Answer] = [answer for worker in workers for answer in worker.answers]
    paired = [answer.at - start for answer in answers if answer.key == "seek-paired"]
    refused = sum(answer.key.startswith("error") for answer in answers)
    storage = open_storage(url)
    await storage.open()
    try:
        waiting = sum(row.person.user_id.startswith(f"{seed}.")  # this crowd's
                      for row in await storage.open_seeks(datetime.now(UTC), 10 * seekers))
    finally:
        await storage.close()
    took = max(answer.at for answer in answers) - start
    return took, paired, (seekers - waiting) // 2, len(paired), refused


async def measure_processes(name: str, url: str, seekers: int, rounds: int,
                            kill: bool = False) -> None:
    took, waits, games, answered, refused = 0.0, [], 0, 0, 0
    for round_ in range(rounds):
        seconds, pairs, made, told, turned = await process_crowd(
            url, seekers, 1000 * (1 + kill) + round_, kill)
        took, waits, games = took + seconds, waits + pairs, games + made
        answered, refused = answered + told, refused + turned
    ms = milliseconds(waits)
    how = ", the second killed mid-pairing and its seeks sent again" if kill else ""
    print(f"{name}: {seekers * rounds / took:.0f} seeks a second ({rounds} crowds of"
          f" {seekers} at once, 2 worker processes{how}); {games} games of"
          f" {seekers * rounds // 2}, {answered} answered paired, {refused} seeks refused")
    print(f"{name}: time to pair p50 {percentile(ms, 0.5):.0f} ms,"
          f" p90 {percentile(ms, 0.9):.0f} ms")


async def main_processes(seekers: int, rounds: int) -> None:
    print(f"Python {sys.version.split()[0]}")
    with tempfile.TemporaryDirectory() as folder:
        await measure_processes("SQLite", str(Path(folder) / "dots.db"), seekers, rounds)
        await measure_processes("SQLite", str(Path(folder) / "dots.db"), seekers, 1, True)
    with throwaway_server() as server:
        if server is not None:
            url = await server.new_schema("bench_processes")
            await measure_processes("PostgreSQL", url, seekers, rounds)
            await measure_processes("PostgreSQL", url, seekers, 1, True)


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
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--seekers", type=int, default=400)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--processes", action="store_true",
                        help="the two workers as two processes, one killed in a last crowd")
    options = parser.parse_args()
    run = main_processes if options.processes else main
    asyncio.run(run(options.seekers, options.rounds))
