"""Tournaments under races, through the service, on SQLite and PostgreSQL: announcements
arriving together in many chats, and many people pressing Join at once, the work shared
between several workers (each its own storage on one database, as processes are).

    python bench/bench_tournament_races.py [--workers 2] [--chats 5] [--announcements 3]
                                           [--joins 26] [--runs 5]

For each database it prints how many tournaments each chat got (one is right), how the
announcements that lost were answered (told the number of the open one), how many of the
joins were applied and how many were refused, and the time a join took, from the moment
all were sent (p50, p90, max over every join of every run). The PostgreSQL server is a
throwaway one, started as the tests start theirs.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import tempfile
import time
from collections import Counter
from collections.abc import AsyncIterator
from contextlib import AsyncExitStack, asynccontextmanager
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.figures import milliseconds, percentile, whole_number_options
from bot.identity import Actor, ChatRef
from bot.service import GameService, ServiceConfig, build_service
from bot.service.challenges.options import GameOptions
from bot.service.commands import AnnounceTournament, JoinTournament
from bot.storage import open_storage
from bot.time_control import TimeControl
from bot.tournament.document import Tournament
from tests.support.postgres_server import NoServer, start_server

OPTIONS = GameOptions(width=10, height=10, time=TimeControl.parse("5+0"))
NOW = datetime(2026, 1, 1, 12, 0, tzinfo=UTC)


@asynccontextmanager
async def workers(database: str, count: int) -> AsyncIterator[list[GameService]]:
    """``count`` services, each on a storage of its own on ``database``."""
    async with AsyncExitStack() as stack:
        services = []
        for _ in range(count):
            storage = open_storage(database)
            await storage.open()
            stack.push_async_callback(storage.close)
            service = build_service(storage, ServiceConfig(now=lambda: NOW))
            await service.start()
            services.append(service)
        yield services


async def one_run(
    database: str, run: int, args: argparse.Namespace
) -> tuple[Counter[str], list[float]]:
    """One round of races on a fresh database: the answers' first keys, how many
    tournaments each chat got and how many joins were stored, tallied; each join's time."""
    tally: Counter[str] = Counter()
    count, chats = args.workers, args.chats
    async with workers(database, count) as services:
        admins = [Actor("bench", f"admin{n}", f"Admin {n}", is_admin=True)
                  for n in range(args.announcements)]
        places = [ChatRef("bench", f"run{run}-chat{n}") for n in range(chats)]
        said = await asyncio.gather(*(
            services[(n + c) % count].dispatch(
                f"bench:{run}:announce:{c}:{n}", chat, admin, AnnounceTournament("swiss", OPTIONS)
            )
            for c, chat in enumerate(places) for n, admin in enumerate(admins)
        ))
        tally.update(f"announce: {r.keys[0]}" for r in said)
        for chat in places:
            rows = await services[0].parts.storage.chat_tournaments(chat, 50)
            tally[f"chats with {len(rows)} tournament(s)"] += 1
        crowd = [Actor("bench", f"p{n}", f"Player {n}") for n in range(args.joins)]
        started = time.perf_counter()
        times: list[float] = []

        async def join(n: int, player: Actor) -> str:
            result = await services[n % count].dispatch(
                f"bench:{run}:join:{n}", places[0], player, JoinTournament()
            )
            times.append(time.perf_counter() - started)
            return result.keys[0] if result.keys else result.status.value

        tally.update(f"join: {key}" for key in await asyncio.gather(
            *(join(n, player) for n, player in enumerate(crowd))
        ))
        (row, *_) = await services[0].parts.storage.chat_tournaments(places[0], 1)
        signed = len(Tournament.from_json(row.body).entrants) - 1  # the organizer
        tally[f"joins stored: {signed} of {len(crowd)}"] += 1
    return tally, times


async def bench(name: str, databases: list[str], args: argparse.Namespace) -> None:
    tally: Counter[str] = Counter()
    times: list[float] = []
    for run, database in enumerate(databases):
        found, took = await one_run(database, run, args)
        tally.update(found)
        times.extend(took)
    ms = milliseconds(times)
    print(f"\n{name}: {len(databases)} runs")
    for key, count in sorted(tally.items()):
        print(f"  {key}: {count}")
    print(f"  a join's time: p50 {percentile(ms, 0.5):.1f} ms, p90 {percentile(ms, 0.9):.1f} ms,"
          f" max {ms[-1]:.1f} ms")


def main() -> None:
    args = whole_number_options(__doc__.split("\n")[0], workers=2, chats=5, announcements=3,
                                joins=26, runs=5)
    print(f"{args.workers} workers; {args.announcements} announcements at once in each of"
          f" {args.chats} chats, then {args.joins} joins at once; Python"
          f" {sys.version.split()[0]}")
    with tempfile.TemporaryDirectory() as folder:
        files = [str(Path(folder) / f"run{n}.db") for n in range(args.runs)]
        asyncio.run(bench("SQLite", files, args))
    try:
        server = start_server()
    except NoServer as error:
        print(f"\nPostgreSQL: not run ({error})")
        return
    try:
        schemas = [asyncio.run(server.new_schema(f"races_{n}")) for n in range(args.runs)]
        asyncio.run(bench("PostgreSQL", schemas, args))
    finally:
        server.stop("immediate")
        server.remove()


if __name__ == "__main__":
    main()
