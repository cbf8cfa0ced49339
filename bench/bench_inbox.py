"""Benchmark: what long polling's inbox costs each update (:mod:`bot.service.inbox`).

Before the next ``getUpdates`` confirms a batch, the batch is recorded (one write); once
an update is handled its record is marked (one write each). Timed on SQLite and, when a
server can be started here (``initdb`` on the PATH or in ``/usr/lib/postgresql``), on a
throwaway PostgreSQL: ``--batches`` batches of ``--size`` updates of about 600 bytes (a
group message), recorded, then each marked handled, one at a time as the handlers end.

    python bench/bench_inbox.py [--batches 200] [--size 5]
"""

from __future__ import annotations

import asyncio
import json
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.figures import milliseconds, percentile, whole_number_options  # noqa: E402
from bot.service.inbox import Inbox  # noqa: E402
from bot.storage import Storage, open_storage  # noqa: E402
from tests.support.postgres_server import throwaway_server  # noqa: E402

SOURCE = "telegram:1"


def update(number: int) -> str:
    """A group message as Telegram sends it, with the numbers changed."""
    return json.dumps({
        "update_id": number,
        "message": {
            "message_id": number, "date": 1_700_000_000 + number,
            "chat": {"id": -1001234567890, "type": "supergroup", "title": "Dots club"},
            "from": {"id": 1000 + number % 7, "is_bot": False, "first_name": "Player",
                     "username": f"player{number % 7}", "language_code": "en"},
            "text": "/move 20-17",
            "entities": [{"type": "bot_command", "offset": 0, "length": 5}],
        },
    })


def line(label: str, seconds: list[float]) -> str:
    ms = milliseconds(seconds)
    return f"{label}: median {ms[len(ms) // 2]:.2f} ms, p90 {percentile(ms, 0.9):.2f} ms"


async def measure(name: str, storage: Storage, batches: int, size: int) -> None:
    await storage.open()
    inbox = Inbox(storage, "bench", lambda: datetime.now(UTC))
    recording: list[float] = []
    marking: list[float] = []
    try:
        for batch in range(batches):
            numbers = range(batch * size + 1, (batch + 1) * size + 1)
            start = time.perf_counter()
            records = await inbox.receive(SOURCE, [(f"{SOURCE}:{n}", update(n)) for n in numbers])
            recording.append(time.perf_counter() - start)
            for record in records:
                start = time.perf_counter()
                await inbox.handled(record)
                marking.append(time.perf_counter() - start)
    finally:
        await storage.close()
    print(line(f"{name}: a batch of {size} recorded", recording))
    print(line(f"{name}: an update marked handled", marking))
    per_update = (sum(recording) + sum(marking)) / (batches * size)
    print(f"{name}: {per_update * 1000:.2f} ms of the database's time an update, in all")


async def main(batches: int, size: int) -> None:
    print(f"Python {sys.version.split()[0]}")
    with tempfile.TemporaryDirectory() as folder:
        await measure("SQLite", open_storage(str(Path(folder) / "dots.db")), batches, size)
    with throwaway_server() as server:
        if server is not None:
            url = await server.new_schema("bench_inbox")
            await measure("PostgreSQL", open_storage(url), batches, size)


if __name__ == "__main__":
    options = whole_number_options(__doc__ or "", batches=200, size=5)
    asyncio.run(main(options.batches, options.size))
