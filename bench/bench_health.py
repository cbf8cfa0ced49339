"""Benchmark: what the metrics cost a move, and how fast a worker answers its checks.

* the hooks one stored move pays (a counter and a timed histogram observation), per call;
* ``GET /healthz`` and ``GET /metrics`` of a :class:`bot.health.HealthServer` on an SQLite
  database, over real HTTP on 127.0.0.1 (an aiohttp client in the same event loop), one
  request at a time: p50 and p99 of ``--requests`` each.

    python bench/bench_health.py [--requests 500] [--calls 200000]
"""

from __future__ import annotations

import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import aiohttp  # noqa: E402

from bench.figures import percentile, whole_number_options  # noqa: E402
from bot.health import HealthServer  # noqa: E402
from bot.metrics import METRICS  # noqa: E402
from bot.storage import SqliteStorage  # noqa: E402


def hooks_per_move(calls: int) -> float:
    """Microseconds the metrics add to one stored move."""
    start = time.perf_counter()
    for _ in range(calls):
        with METRICS.move_seconds.time():
            METRICS.moves.inc(platform="bench")
    return (time.perf_counter() - start) / calls * 1e6


async def requests(port: int, path: str, count: int) -> list[float]:
    times: list[float] = []
    async with aiohttp.ClientSession() as session:
        for _ in range(count):
            start = time.perf_counter()
            async with session.get(f"http://127.0.0.1:{port}{path}") as response:
                await response.read()
                assert response.status == 200, response.status
            times.append((time.perf_counter() - start) * 1000)
    return times


async def endpoints(count: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        storage = SqliteStorage(Path(folder) / "dots.db")
        await storage.open()
        server = HealthServer(storage, ["telegram", "discord"], host="127.0.0.1", port=0)
        await server.start()
        try:
            for path in ("/healthz", "/metrics"):
                times = await requests(server.port, path, count)
                print(
                    f"GET {path}: {count} requests, p50 {statistics.median(times):.2f} ms,"
                    f" p99 {percentile(times, 0.99):.2f} ms"
                )
        finally:
            await server.close()
            await storage.close()


def main() -> None:
    args = whole_number_options(__doc__.split("\n")[0], requests=500, calls=200_000)
    cost = min(hooks_per_move(args.calls) for _ in range(5))
    print(f"metrics hooks per stored move: {cost:.2f} us (best of 5 x {args.calls})")
    asyncio.run(endpoints(args.requests))
    print(f"Python {sys.version.split()[0]}")


if __name__ == "__main__":
    main()
