"""The computer's worker pool: what its fork server costs and how fast a broken pool is
replaced.

    python bench/bench_engine_pool.py [--runs 10]

Prints, as medians over the runs: ``python -m bot`` fed one line (``/games``) from start to
exit, with the pool started early as the bot does it; ``ComputerPlayer.start()`` (how long
start-up waits for it); the first job of a started pool; a job on a warm pool; and, after a
worker is killed, how long the failed decision and the next one (a fresh pool) take.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.computer import ComputerPlayer
from bot.computer.pool import EngineError, worker_pid

ROOT = Path(__file__).resolve().parent.parent


def one_line_session(folder: Path) -> float:
    env = {
        **{k: v for k, v in os.environ.items() if not k.endswith("_TOKEN")},
        "DATABASE_URL": f"sqlite:///{folder / 'dots.db'}",
        "IMAGES_DIR": str(folder / "img"),
        "PYTHONPATH": str(ROOT),
    }
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "bot"], input=b"/games\n", env=env, cwd=folder,
                   capture_output=True, check=True)
    return time.perf_counter() - start


def timed(action: Callable[[], object]) -> float:
    start = time.perf_counter()
    action()
    return time.perf_counter() - start


async def pool_figures() -> dict[str, float]:
    engine = ComputerPlayer(seconds=0.5)
    figures: dict[str, float] = {}
    try:
        figures["start()"] = timed(engine.start)
        start = time.perf_counter()
        pid = await engine.run(worker_pid)
        figures["first job of a started pool"] = time.perf_counter() - start
        start = time.perf_counter()
        await engine.run(worker_pid)
        figures["job on a warm pool"] = time.perf_counter() - start
        start = time.perf_counter()
        failing = asyncio.create_task(engine.run(time.sleep, 0.3))
        await asyncio.sleep(0.05)
        os.kill(pid, signal.SIGKILL)
        try:
            await failing
        except EngineError:
            figures["decision whose worker is killed, until it fails"] = (
                time.perf_counter() - start
            )
        start = time.perf_counter()
        await engine.run(worker_pid)
        figures["next job (a fresh pool)"] = time.perf_counter() - start
    finally:
        engine.close()
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=10)
    runs = parser.parse_args().runs
    with tempfile.TemporaryDirectory() as folder:
        sessions = [one_line_session(Path(folder)) for _ in range(runs)]
    print(f"python -m bot, one line: median {statistics.median(sessions):.3f} s,"
          f" min {min(sessions):.3f} s ({runs} runs)")
    samples: dict[str, list[float]] = {}
    for _ in range(runs):
        for name, seconds in asyncio.run(pool_figures()).items():
            samples.setdefault(name, []).append(seconds)
    for name, values in samples.items():
        print(f"{name}: median {statistics.median(values) * 1000:.1f} ms,"
              f" max {max(values) * 1000:.1f} ms")


if __name__ == "__main__":
    main()
