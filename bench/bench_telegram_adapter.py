"""Benchmark: a move in a Telegram group through the whole adapter, against the fake Bot
API on 127.0.0.1 (same process and event loop, so the fake's work is included): from the
update the fake hands out to the card's ``editMessageMedia`` (the PNG rendered, the move
saved in SQLite, the ping of the next player sent), by ``/move`` and by a tap on the picker.

    python bench/bench_telegram_adapter.py [--moves 60] [--size 20]
"""

from __future__ import annotations

import asyncio
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.figures import milliseconds, percentile, whole_number_options  # noqa: E402
from tests.support.fakes.telegram_api import TelegramFake  # noqa: E402
from tests.support.telegram_table import buttons, cast, start_game, table  # noqa: E402

GROUP = -100


def line(label: str, seconds: list[float]) -> str:
    ms = milliseconds(seconds)
    return (f"{label}: {len(ms)} moves, median {statistics.median(ms):.1f} ms,"
            f" p90 {percentile(ms, 0.9):.1f} ms")


async def main(moves: int, size: int) -> None:
    rng = random.Random(7)
    points = [(x, y) for x in range(1, size + 1) for y in range(1, size + 1)]
    rng.shuffle(points)
    typed: list[float] = []
    tapped: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        async with TelegramFake() as fake:
            c = cast(fake, GROUP)
            async with table(fake, Path(folder)) as t:
                await start_game(t, c, f"{size}x{size} empty")
                players = (c.alice, c.bob)
                for n in range(moves):
                    x, y = points.pop()
                    edits = len(fake.calls_of("editMessageMedia"))
                    start = time.perf_counter()
                    fake.say(players[n % 2], c.group, f"/move {x}-{y}")
                    await fake.until(lambda e=edits: len(fake.calls_of("editMessageMedia")) > e)
                    typed.append(time.perf_counter() - start)
                    await t.settled()
                for n in range(moves, 2 * moves):
                    player = players[n % 2]
                    fake.press(player, t.card(GROUP), buttons(t.card(GROUP))["Move"])
                    await t.settled()
                    picker = [m for m in fake.visible(c.group, to=player) if m.receiver][-1]
                    sectors = list(buttons(picker).values())
                    sector = sectors[n % len(sectors)]
                    fake.press(player, picker, sector)
                    await t.settled()
                    picker = [m for m in fake.visible(c.group, to=player) if m.receiver][-1]
                    free = [d for label, d in buttons(picker).items() if label[0].isdigit()]
                    edits = len(fake.calls_of("editMessageMedia"))
                    start = time.perf_counter()
                    fake.press(player, picker, free[0])
                    await fake.until(lambda e=edits: len(fake.calls_of("editMessageMedia")) > e)
                    tapped.append(time.perf_counter() - start)
                    await t.settled()
    print(line(f"{size}x{size} /move to the edited card", typed))
    print(line(f"{size}x{size} tap on a point to the edited card", tapped))
    print(f"Python {sys.version.split()[0]}")


if __name__ == "__main__":
    arguments = whole_number_options(__doc__.split("\n")[0], moves=60, size=20)
    asyncio.run(main(arguments.moves, arguments.size))
