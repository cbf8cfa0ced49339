"""The processes of a run: real ``python -m bot`` workers (each in its own process group,
so ``kill -9`` takes its engine processes with it), the throwaway PostgreSQL server of the
tests, and the chaos that kills and restarts them."""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import signal
import subprocess
import sys
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

import aiohttp

from tests.support.ports import free_port
from tests.support.postgres_server import PostgresServer, start_server

ROOT = Path(__file__).resolve().parents[2]
BUTTON_SECRET = "bench-workers-button-secret-0123"
START_TIMEOUT = 60.0


@dataclass
class Worker:
    """One ``python -m bot`` process; ``health`` is an address that answers 200 once it
    serves (the webhook's own ``/healthz``, or the metrics server's)."""

    name: str
    env: dict[str, str]
    health: str
    logs: Path
    process: subprocess.Popen[bytes] | None = None
    starts: int = 0
    kills: int = 0
    webhook: str | None = None
    """Where the load balancer posts this worker's updates (Telegram workers only)."""

    def start(self) -> None:
        self.starts += 1
        log = (self.logs / f"{self.name}.{self.starts}.log").open("wb")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "bot"],
            cwd=self.logs,
            env=self.env,
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        log.close()

    @property
    def alive(self) -> bool:
        return self.process is not None and self.process.poll() is None

    def kill(self) -> None:
        """``kill -9`` of the worker and the processes it started."""
        if self.process is None:
            return
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.process.pid, signal.SIGKILL)
        self.process.wait()
        self.kills += 1

    def stop(self) -> None:
        """SIGTERM, then ``kill -9`` after 5 s."""
        if self.process is None or self.process.poll() is not None:
            return
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.process.pid, signal.SIGTERM)
        try:
            self.process.wait(5)
        except subprocess.TimeoutExpired:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait()

    async def ready(self, session: aiohttp.ClientSession) -> None:
        deadline = time.monotonic() + START_TIMEOUT
        while time.monotonic() < deadline:
            if not self.alive:
                raise RuntimeError(f"{self.name} ended at start: {self.last_log()}")
            with contextlib.suppress(aiohttp.ClientError, TimeoutError):
                async with session.get(self.health, timeout=aiohttp.ClientTimeout(2)) as answer:
                    if answer.status == 200:
                        return
            await asyncio.sleep(0.1)
        raise RuntimeError(f"{self.name} not ready in {START_TIMEOUT} s: {self.last_log()}")

    def last_log(self) -> str:
        path = self.logs / f"{self.name}.{self.starts}.log"
        return path.read_text(errors="replace")[-2000:] if path.exists() else ""


def base_env(database_url: str, extra: Mapping[str, str]) -> dict[str, str]:
    keep = {k: v for k, v in os.environ.items() if k in ("PATH", "HOME", "LANG", "TMPDIR")}
    return {
        **keep,
        "PYTHONPATH": str(ROOT),
        "DATABASE_URL": database_url,
        "MIGRATE_ON_START": "false",
        "BUTTON_SECRET": BUTTON_SECRET,
        "LOG_LEVEL": "WARNING",
        "ENGINE_WORKERS": "1",
        **extra,
    }


def telegram_worker(
    index: int, database_url: str, token: str, api_url: str, secret: str, logs: Path
) -> Worker:
    """A webhook worker on a port of its own; every worker registers the same public
    address (the load balancer's), as workers behind a proxy do."""
    port = free_port()
    env = base_env(database_url, {
        "TELEGRAM_TOKEN": token,
        "TELEGRAM_API_URL": api_url,
        "TELEGRAM_WEBHOOK_URL": "http://127.0.0.1:8443/telegram/hook",
        "TELEGRAM_WEBHOOK_HOST": "127.0.0.1",
        "TELEGRAM_WEBHOOK_PORT": str(port),
        "TELEGRAM_WEBHOOK_SECRET": secret,
    })
    base = f"http://127.0.0.1:{port}"
    worker = Worker(f"telegram-{index}", env, f"{base}/healthz", logs)
    worker.webhook = f"{base}/telegram/hook"
    return worker


def discord_env(count: int, shard: int | None, token: str, api_url: str) -> dict[str, str]:
    """Discord settings: ``shard`` of ``count`` (``None``: every shard)."""
    return {
        "DISCORD_TOKEN": token,
        "DISCORD_API_URL": api_url,
        "DISCORD_SHARD_COUNT": str(count),
        "DISCORD_SHARD_IDS": "" if shard is None else str(shard),
    }


def discord_worker(
    shard: int, count: int, database_url: str, token: str, api_url: str, logs: Path
) -> Worker:
    port = free_port()
    env = base_env(database_url, {
        **discord_env(count, shard, token, api_url),
        "METRICS_PORT": str(port),
        "METRICS_HOST": "127.0.0.1",
    })
    return Worker(f"discord-{shard}", env, f"http://127.0.0.1:{port}/healthz", logs)


def migrate(database_url: str, logs: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "bot", "migrate", database_url],
        cwd=logs, env=base_env(database_url, {}), capture_output=True, text=True,
        timeout=120, check=False,
    )
    if done.returncode != 0:
        raise RuntimeError(f"migrate failed: {done.stdout}{done.stderr}")


@dataclass
class Database:
    """SQLite in a file, or the tests' PostgreSQL server started for the run."""

    url: str
    server: PostgresServer | None = None
    restarts: int = 0

    @classmethod
    def create(cls, postgres: bool, folder: Path) -> Database:
        if not postgres:
            return cls(f"sqlite:///{folder / 'dots.db'}")
        server = start_server()
        return cls(server.url(), server)

    async def restart(self, down: float = 1.0) -> None:
        """Stop PostgreSQL (fast: connections cut), stay down ``down`` seconds, start."""
        assert self.server is not None
        await asyncio.to_thread(self.server.stop, "fast")
        await asyncio.sleep(down)
        await asyncio.to_thread(self.server.start)
        self.restarts += 1

    def close(self) -> None:
        if self.server is not None:
            with contextlib.suppress(Exception):
                self.server.stop("immediate")
            self.server.remove(wait=False)


@dataclass
class Chaos:
    """Every ``every`` seconds (jittered) ``kill -9`` a random worker, restart it at once;
    PostgreSQL is restarted once, at ``postgres_at`` seconds into the run."""

    workers: list[Worker]
    database: Database
    session: aiohttp.ClientSession
    every: float = 4.0
    postgres_at: float | None = None
    seed: int = 7
    events: list[str] = field(default_factory=list)

    async def run(self) -> None:
        rng = random.Random(self.seed)
        began = time.monotonic()
        restart_pending = self.postgres_at is not None and self.database.server is not None
        while True:
            await asyncio.sleep(self.every * rng.uniform(0.5, 1.5))
            if restart_pending and time.monotonic() - began >= (self.postgres_at or 0):
                restart_pending = False
                self.events.append(f"{time.monotonic() - began:.1f}s postgres restart")
                await asyncio.shield(self.database.restart())
                continue
            victim = rng.choice(self.workers)
            victim.kill()
            self.events.append(f"{time.monotonic() - began:.1f}s kill -9 {victim.name}")
            victim.start()  # not waited for: the balancer passes it over until it serves
