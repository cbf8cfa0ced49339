"""Benchmark: the storage's start-up check, history paging, pruning and a held lock.

* ``open()``: the checks and ``PRAGMA quick_check`` on a database of ``--games`` finished
  games with ``--moves`` moves each;
* one page of a chat's history (11 rows) at growing depth: by key (``before_game``, what
  ``/history chat #id`` runs) and by OFFSET (the query it replaced), median of 20;
* ``prune_events`` of ``--events`` old event keys;
* ``--writers`` writes at once while another connection holds the write lock: how long
  each takes to give up with ``StorageUnavailable``;
* ``python -m bot`` refusing a database it cannot use (``/dev/null``): wall and CPU time
  to its exit status 2, median of 10.

    python bench/bench_storage.py [--games 20000] [--moves 40] [--events 200000]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import resource
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bot.identity import ChatRef  # noqa: E402
from bot.storage import SqliteStorage, StorageUnavailable  # noqa: E402
from bot.storage.records import FinishedGames  # noqa: E402
from bot.storage.rows import GAME_COLUMNS, stamp  # noqa: E402

CHAT = ChatRef("bench", "1")
PAGE = 11
START = datetime(2025, 1, 1, tzinfo=UTC)


def fill(path: Path, games: int, moves: int, events: int) -> None:
    """Finished games in one chat, their moves, and old event keys, written directly."""
    conn = sqlite3.connect(path)
    rules = '{"width": 39, "height": 32}'
    result = '{"winner": 1, "reason": "resignation"}'
    with conn:
        for n in range(1, games + 1):
            at = stamp(START + timedelta(minutes=n))
            conn.execute(
                "INSERT INTO games (id, platform, chat_id, thread_id, blue_platform, blue_id,"
                " blue_name, red_platform, red_id, red_name, rules, status, to_move,"
                " created_at, updated_at, result)"
                " VALUES (?, 'bench', '1', '', 'bench', ?, 'Blue', 'bench', ?, 'Red', ?,"
                " 'finished', 1, ?, ?, ?)",
                (n, str(n % 50), str(n % 50 + 50), rules, at, at, result),
            )
            conn.executemany(
                "INSERT INTO moves (game_id, ply, color, x, y, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                [(n, p, 1 + p % 2, 1 + p % 39, 1 + p // 39, at) for p in range(1, moves + 1)],
            )
        old = stamp(START)
        conn.executemany(
            "INSERT INTO processed_events (key, created_at) VALUES (?, ?)",
            ((f"bench:event:{n}", old) for n in range(events)),
        )
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()


def median_ms(samples: list[float]) -> str:
    return f"{statistics.median(samples) * 1000:.2f} ms"


async def history(storage: SqliteStorage, games: int) -> None:
    offset_sql = (
        f"SELECT {GAME_COLUMNS} FROM games WHERE status = 'finished' AND platform = ?"
        " AND chat_id = ? ORDER BY updated_at DESC, id DESC LIMIT ? OFFSET ?"
    )
    for depth in (0, games // 10, games // 2, games - 2 * PAGE):
        before = games - depth  # the last game shown so far
        keyset, offset = [], []
        for _ in range(20):
            began = time.perf_counter()
            rows = await storage.finished_games(FinishedGames(CHAT, limit=PAGE, before_game=before))
            keyset.append(time.perf_counter() - began)
            began = time.perf_counter()
            same = await storage._read(offset_sql, ("bench", "1", PAGE, depth + 1))
            offset.append(time.perf_counter() - began)
        assert [r.id for r in rows] == [r[0] for r in same]
        print(
            f"history page after {depth:>6} games: by key {median_ms(keyset)},"
            f" by OFFSET {median_ms(offset)}"
        )


async def contention(path: Path, writers: int) -> None:
    storage = SqliteStorage(path)
    await storage.open()
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")

    async def write(n: int) -> float:
        began = time.perf_counter()
        try:
            async with storage.transaction() as tx:
                await tx.conn.execute("INSERT INTO secrets VALUES (?, x'00')", (f"w{n}",))
        except StorageUnavailable:
            return time.perf_counter() - began
        raise AssertionError("the write got through a held lock")

    waits = await asyncio.gather(*(write(n) for n in range(writers)))
    holder.execute("ROLLBACK")
    holder.close()
    await storage.close()
    print(
        f"{writers} writes at once against a held lock: each gave up after"
        f" {min(waits):.2f}-{max(waits):.2f} s (median {statistics.median(waits):.2f} s)"
    )


def refusal(runs: int = 10) -> None:
    env = {k: v for k, v in os.environ.items() if not k.endswith("_TOKEN")}
    env.update(DATABASE_URL="sqlite:////dev/null", PYTHONPATH=str(ROOT))
    walls, cpus = [], []
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        began = time.perf_counter()
        done = subprocess.run(
            [sys.executable, "-m", "bot"], input="", capture_output=True, env=env, check=False
        )
        walls.append(time.perf_counter() - began)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpus.append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
        assert done.returncode == 2, done.stderr
    print(
        f"python -m bot refusing /dev/null: exit 2 after {statistics.median(walls):.2f} s"
        f" (max {max(walls):.2f} s), {statistics.median(cpus):.2f} s of CPU"
    )


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20_000)
    parser.add_argument("--moves", type=int, default=40)
    parser.add_argument("--events", type=int, default=200_000)
    parser.add_argument("--writers", type=int, default=20)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.db"
        storage = SqliteStorage(path)
        await storage.open()
        await storage.close()
        fill(path, args.games, args.moves, args.events)
        size = path.stat().st_size / 2**20
        began = time.perf_counter()
        await storage.open()
        opened = time.perf_counter() - began
        print(
            f"open with quick_check: {opened * 1000:.0f} ms for {size:.0f} MB"
            f" ({args.games} games of {args.moves} moves, {args.events} event keys)"
        )
        await history(storage, args.games)
        began = time.perf_counter()
        removed = await storage.prune_events(datetime.now(UTC) - timedelta(days=7))
        print(f"prune_events: {removed} keys in {time.perf_counter() - began:.2f} s")
        await storage.close()
        await contention(path, args.writers)
    refusal()


if __name__ == "__main__":
    asyncio.run(main())
