"""A worker's ``/healthz`` and ``/metrics`` over real HTTP: a running bot answers both and
counts its moves; a database that stops answering turns ``/healthz`` into 503 (logged once)
and back to 200 when it answers again. ``MIGRATE_ON_START=false`` refuses a database that
is behind."""

from __future__ import annotations

import asyncio
import contextlib
import errno
import json
import logging
import os
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import AsyncIterator, Callable
from pathlib import Path

import pytest

from bot.health import HealthServer, health_server
from bot.metrics import METRICS
from bot.storage import StorageOpenError, open_storage
from tests.support.ports import free_port
from tests.support.postgres_server import PostgresServer
from tests.support.processes import HANG_GUARD, bot_env, run_bot

from . import conftest
from .conftest import opened, postgres_database
from .test_metrics import samples


def get(port: int, path: str) -> tuple[int, str]:
    """A real HTTP GET on 127.0.0.1: the status and the body."""
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=HANG_GUARD) as r:
            return r.status, r.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()


async def aget(port: int, path: str) -> tuple[int, str]:
    return await asyncio.to_thread(get, port, path)


def test_a_running_bot_answers_healthz_and_counts_its_moves_in_metrics(tmp_path: Path) -> None:
    port = free_port()
    env = bot_env(f"sqlite:///{tmp_path / 'dots.db'}", METRICS_PORT=str(port),
                  METRICS_HOST="127.0.0.1", IMAGES_DIR=str(tmp_path / "images"))
    bot = subprocess.Popen(
        [sys.executable, "-m", "bot"], stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE, text=True, cwd=tmp_path, env=env,
    )
    assert bot.stdin is not None
    try:
        _, body = wait_for(port, "/healthz", lambda status, _: status == 200)
        health = json.loads(body)
        assert health["status"] == "ok" and health["platforms"] == ["console"]
        bot.stdin.write("@alice /challenge @bob 9x9\n/accept\n3-3\n7-7\n")
        bot.stdin.flush()
        _, text = wait_for(
            port, "/metrics", lambda _, text: samples(text).get(MOVES, 0) >= 2
        )
        found = samples(text)
        assert found[MOVES] == 2
        assert found["dots_move_seconds_count"] == 2
        assert found['dots_move_seconds_bucket{le="+Inf"}'] == 2
        assert found["dots_database_up"] == 1
        assert found['dots_outbox_depth{platform="console"}'] == 0
    finally:
        bot.stdin.close()
        assert bot.wait(HANG_GUARD) == 0
        assert bot.stderr is not None
        bot.stderr.close()


MOVES = 'dots_moves_total{platform="console"}'


def wait_for(port: int, path: str, ready: Callable[[int, str], bool]) -> tuple[int, str]:
    """GET ``path`` until ``ready(status, body)`` holds (the bot starts meanwhile)."""
    deadline = time.monotonic() + HANG_GUARD
    while True:
        try:
            status, body = get(port, path)
            if ready(status, body):
                return status, body
        except (urllib.error.URLError, ConnectionError):
            pass  # not listening yet
        assert time.monotonic() < deadline, f"{path} never became ready"
        time.sleep(0.05)


class Proxy:
    """A TCP relay to the database that can stop passing bytes: a database (or a network)
    that stops answering without closing anything."""

    def __init__(self, target_port: int) -> None:
        self.target_port = target_port
        self.flowing = asyncio.Event()
        self.flowing.set()
        self.port = 0
        self._server: asyncio.Server | None = None
        self._pumps: set[asyncio.Task[None]] = set()

    async def start(self) -> None:
        self._server = await asyncio.start_server(self._relay, "127.0.0.1", 0)
        self.port = self._server.sockets[0].getsockname()[1]

    async def _relay(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        up_reader, up_writer = await asyncio.open_connection("127.0.0.1", self.target_port)
        for source, sink in ((reader, up_writer), (up_reader, writer)):
            task = asyncio.create_task(self._pump(source, sink))
            self._pumps.add(task)
            task.add_done_callback(self._pumps.discard)

    async def _pump(self, source: asyncio.StreamReader, sink: asyncio.StreamWriter) -> None:
        with contextlib.suppress(ConnectionError):
            while chunk := await source.read(65536):
                await self.flowing.wait()
                sink.write(chunk)
                await sink.drain()
        sink.close()

    async def close(self) -> None:
        self.flowing.set()
        if self._server is not None:
            self._server.close()
        for task in list(self._pumps):
            task.cancel()
        await asyncio.gather(*self._pumps, return_exceptions=True)


@pytest.fixture
async def proxied_url(postgres_server: PostgresServer) -> AsyncIterator[tuple[str, Proxy]]:
    """A database URL that reaches the server through a :class:`Proxy`."""
    url = await postgres_database(postgres_server)
    proxy = Proxy(postgres_server.port)
    await proxy.start()
    try:
        yield url.replace(f":{postgres_server.port}/", f":{proxy.port}/"), proxy
    finally:
        await proxy.close()


@contextlib.asynccontextmanager
async def serving(url: str, platforms: list[str], **options: float) -> AsyncIterator[HealthServer]:
    """A health server on a free port over the database at ``url``, while the block runs."""
    async with opened(url) as storage:
        server = HealthServer(storage, platforms, host="127.0.0.1", port=0, **options)
        await server.start()
        try:
            yield server
        finally:
            await server.close()


async def test_a_database_that_stops_answering_turns_healthz_into_503_and_back(
    proxied_url: tuple[str, Proxy], caplog: pytest.LogCaptureFixture
) -> None:
    url, proxy = proxied_url
    async with serving(url, ["telegram"]) as server:
        assert (await aget(server.port, "/healthz"))[0] == 200
        proxy.flowing.clear()  # the database goes silent
        with caplog.at_level(logging.WARNING, logger="bot.health"):
            first = await aget(server.port, "/healthz")
            second = await aget(server.port, "/healthz")
            _, metrics = await aget(server.port, "/metrics")
            assert first[0] == second[0] == 503
            assert json.loads(first[1])["status"] == "unavailable"
            assert samples(metrics)["dots_database_up"] == 0
            assert 'dots_outbox_depth{platform="telegram"}' not in samples(metrics)
            proxy.flowing.set()  # it answers again
            status, _ = await aget(server.port, "/healthz")
            while status != 200:  # the question asked while silent comes back first
                await asyncio.sleep(0.05)
                status, _ = await aget(server.port, "/healthz")
        outages = [r for r in caplog.records if "cannot reach the database" in r.message]
        assert len(outages) == 1  # once per outage, not per check
        assert any("answers again" in r.message for r in caplog.records)
        _, metrics = await aget(server.port, "/metrics")
        assert samples(metrics)['dots_outbox_depth{platform="telegram"}'] == 0


async def test_an_outage_is_logged_without_anyone_asking(
    proxied_url: tuple[str, Proxy], caplog: pytest.LogCaptureFixture
) -> None:
    url, proxy = proxied_url
    async with serving(url, ["discord"], watch=0.05):
        with caplog.at_level(logging.WARNING, logger="bot.health"):
            proxy.flowing.clear()
            await until(lambda: METRICS.database_up.value() == 0)
            proxy.flowing.set()
            await until(lambda: METRICS.database_up.value() == 1)
        said = [r.message for r in caplog.records]
        assert sum("cannot reach the database" in m for m in said) == 1
        assert sum("answers again" in m for m in said) == 1


async def until(condition: Callable[[], bool]) -> None:
    deadline = time.monotonic() + HANG_GUARD
    while not condition():
        assert time.monotonic() < deadline, "never happened"
        await asyncio.sleep(0.02)


async def test_no_port_no_server(db_path: Path) -> None:
    async with opened(db_path) as storage, health_server(
        storage, ["console"], host="127.0.0.1", port=None
    ) as server:
        assert server is None


@conftest.on_real_databases
async def test_a_worker_told_not_to_migrate_refuses_a_database_that_is_behind(
    database: str,
) -> None:
    with pytest.raises(StorageOpenError, match="run python -m bot migrate"):
        await open_storage(database, migrate=False).open()
    async with opened(database):  # migrates (python -m bot migrate does the same)
        pass
    storage = open_storage(database, migrate=False)
    await storage.open()  # up to date now: accepted as it is
    try:
        await storage.ping()
    finally:
        await storage.close()


def test_migrate_on_start_false_stops_the_bot_with_one_line(tmp_path: Path) -> None:
    env = bot_env(f"sqlite:///{tmp_path / 'dots.db'}", MIGRATE_ON_START="false")
    refused = run_bot(tmp_path, env)
    assert refused.returncode == 2
    lines = refused.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].endswith("run python -m bot migrate"), lines
    assert not (tmp_path / "dots.db").exists()  # nothing left behind
    migrated = run_bot(tmp_path, env, "migrate")
    assert migrated.returncode == 0, migrated.stderr
    started = run_bot(tmp_path, env)
    assert started.returncode == 0, started.stderr


def test_a_metrics_port_in_use_stops_the_bot_with_one_line(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        env = bot_env(f"sqlite:///{tmp_path / 'dots.db'}", METRICS_PORT=str(port),
                      METRICS_HOST="127.0.0.1")
        refused = run_bot(tmp_path, env)
    assert refused.returncode == 2
    reason = os.strerror(errno.EADDRINUSE)
    assert refused.stderr.strip().splitlines() == [
        f"dots-bot: METRICS_PORT: cannot listen on 127.0.0.1:{port}: {reason}"
    ]
