"""One run of the bench: a database, the fake Telegram, N webhook workers, the games set
up and then played all at once, optionally with chaos, and the reckoning at the end."""

from __future__ import annotations

import asyncio
import contextlib
import random
import shutil
import statistics
import tempfile
import time
from collections.abc import Coroutine
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiohttp
import asyncpg

from bench.workers.discord_games import BenchDiscord, DiscordTable
from bench.workers.fleet import (
    Chaos,
    Database,
    Worker,
    discord_env,
    discord_worker,
    migrate,
    telegram_worker,
)
from bench.workers.platform import BenchTelegram
from bench.workers.reconcile import Reckoning, database_counts, reconcile
from bench.workers.table import Pace
from bench.workers.telegram_games import Balancer, TelegramTable

SECRET = "bench-workers-webhook-secret"
PACE_LATER = Pace(0, 0.0, 0.0, 0.0)
"""A Discord table is made before its shards start (guilds come with READY); its real
pace is set when the games begin."""
LIVE: list[Worker] = []
"""Every worker started, so the driver can kill them all whatever happens."""


@dataclass
class Options:
    games: int = 1000
    moves: int = 20
    think: float = 3.0
    limit: float = 600.0
    card_timeout: float = 60.0
    discord: int = 0
    """Of ``games``, how many are played on Discord (by 2 shard processes on PostgreSQL;
    by the one process on SQLite)."""
    seed: int = 1
    chaos_every: float = 4.0
    keep_logs: Path | None = None


@dataclass
class Outcome:
    backend: str
    workers: int
    chaos: bool
    games: int
    moves: int
    seconds: float
    latencies: list[float]
    reckoning: Reckoning
    webhooks_set: int
    retries: int
    failures: dict[str, int] = field(default_factory=dict)
    kills: int = 0
    pg_restarts: int = 0
    chaos_log: list[str] = field(default_factory=list)
    setup_seconds: float = 0.0
    discord_games: int = 0
    discord_moves: int = 0
    discord_latencies: list[float] = field(default_factory=list)

    @property
    def rate(self) -> float:
        return self.moves / self.seconds if self.seconds > 0 else 0.0

    def percentile(self, q: int, latencies: list[float] | None = None) -> float:
        """The ``q``-th percentile of the latencies (the Telegram ones by default), ms."""
        found = self.latencies if latencies is None else latencies
        if len(found) < 2:
            return found[0] * 1000 if found else float("nan")
        return statistics.quantiles(found, n=100, method="inclusive")[q - 1] * 1000


async def run(postgres: bool, workers: int, chaos: bool, options: Options) -> Outcome:
    folder = Path(tempfile.mkdtemp(prefix="dots-bench-workers-"))
    database = await asyncio.to_thread(Database.create, postgres, folder)
    fleet: list[Worker] = []
    shards: list[Worker] = []
    discord = BenchDiscord()
    await discord.start()
    try:
        await asyncio.to_thread(migrate, database.url, folder)
        fake = BenchTelegram()
        async with fake, aiohttp.ClientSession() as session:
            guilds = [
                DiscordTable(i, discord, PACE_LATER, random.Random(options.seed * 7 + i))
                for i in range(options.discord)
            ]
            fleet = [
                telegram_worker(i, database.url, fake.token, fake.url, SECRET, folder)
                for i in range(workers)
            ]
            if guilds and postgres:
                shards = [discord_worker(shard, 2, database.url, discord.token,
                                         discord.api_url, folder) for shard in (0, 1)]
            elif guilds:  # the one SQLite process serves both shards too
                fleet[0].env.update(discord_env(2, None, discord.token, discord.api_url))
            for worker in fleet + shards:
                LIVE.append(worker)
                worker.start()
            for worker in fleet + shards:
                await worker.ready(session)
            await fake.until(lambda: len(fake.calls_of("setWebhook", ok=True)) >= workers,
                             timeout=30)
            if guilds:
                for shard in (0, 1):
                    await discord.wait_shard(shard, timeout=60)
            return await _play(postgres, fleet, shards, fake, database, session, chaos,
                               options, guilds, discord)
    finally:
        try:
            for worker in fleet + shards:
                worker.stop()
            await discord.stop()
        finally:
            database.close()  # blocking on purpose: a second cancel must not skip it
        if options.keep_logs is not None:
            shutil.copytree(folder, options.keep_logs / folder.name,
                            ignore=shutil.ignore_patterns("*.db*"), dirs_exist_ok=True)
        shutil.rmtree(folder, ignore_errors=True)


async def _until(work: Coroutine[Any, Any, None], deadline: float) -> None:
    with contextlib.suppress(TimeoutError):
        await asyncio.wait_for(work, max(0.0, deadline - time.monotonic()))


async def _drained(url: str, at_most: float = 60.0) -> None:
    """Wait (2 s at least) until the outbox has delivered every row, or ``at_most``."""
    await asyncio.sleep(2.0)
    end = time.monotonic() + at_most
    while time.monotonic() < end:
        with contextlib.suppress(OSError, asyncpg.PostgresError):
            if (await database_counts(url))[2] == 0:
                return
        await asyncio.sleep(0.5)


async def _play(
    postgres: bool,
    fleet: list[Worker],
    shards: list[Worker],
    fake: BenchTelegram,
    database: Database,
    session: aiohttp.ClientSession,
    chaos: bool,
    options: Options,
    guilds: list[DiscordTable],
    discord: BenchDiscord,
) -> Outcome:
    began = time.monotonic()
    pace = Pace(options.moves, options.think, options.card_timeout, began + options.limit)
    balancer = Balancer(fake, fleet, SECRET)
    tables = [
        TelegramTable(i, fake, balancer, pace, random.Random(options.seed * 100_003 + i))
        for i in range(options.games - len(guilds))
    ]
    for guild in guilds:
        guild.pace = pace
    everyone: list[TelegramTable | DiscordTable] = [*tables, *guilds]
    await asyncio.gather(*(table.set_up() for table in everyone))
    setup = time.monotonic() - began
    ready = [table for table in everyone if table.game_id is not None]
    troublemaker = None
    if chaos:
        postgres_at = (pace.deadline - time.monotonic()) / 3 if postgres else None
        troublemaker = Chaos(fleet + shards, database, session, every=options.chaos_every,
                             postgres_at=postgres_at, seed=options.seed)
    # chaos ends with the moves (the deadline); updates made before it are still
    # redelivered until acknowledged, as Telegram does
    stirring = (asyncio.create_task(_until(troublemaker.run(), pace.deadline))
                if troublemaker else None)
    try:
        await asyncio.gather(*(table.play() for table in ready))
    finally:
        if stirring is not None:
            stirring.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await stirring
    for worker in fleet + shards:  # the last chaos victim may still be starting
        if not worker.alive:
            worker.start()
        await worker.ready(session)
    await _drained(database.url)
    moves = [move for table in tables for move in table.moves if move.posted.acked is not None]
    shown = [move for move in moves if move.card_at is not None]
    window = (max((m.card_at or 0.0) for m in shown) - min(m.posted.at for m in shown)
              if shown else 0.0)
    failures: dict[str, int] = {}
    for table in everyone:
        if table.failure:
            kind = table.failure.split(" ")[0] if table.failure.startswith("move") else \
                table.failure
            failures[kind] = failures.get(kind, 0) + 1
    for worker in fleet:
        worker.stop()
    reckoning = await reconcile(database.url, everyone, fake.seen, discord.seen)
    played = [move for guild in guilds for move in guild.moves if move.card_at is not None]
    return Outcome(
        backend="postgresql" if postgres else "sqlite",
        workers=len(fleet),
        chaos=chaos,
        games=len(ready) - sum(1 for guild in guilds if guild.game_id is not None),
        moves=len(moves),
        seconds=window,
        latencies=[(m.card_at or 0.0) - m.posted.at for m in shown],
        reckoning=reckoning,
        webhooks_set=len(fake.calls_of("setWebhook", ok=True)),
        retries=balancer.retries,
        failures=failures,
        kills=sum(worker.kills for worker in fleet + shards),
        pg_restarts=database.restarts,
        chaos_log=troublemaker.events if troublemaker else [],
        setup_seconds=setup,
        discord_games=sum(1 for guild in guilds if guild.game_id is not None),
        discord_moves=len(played),
        discord_latencies=[(m.card_at or 0.0) - m.posted.at for m in played],
    )
