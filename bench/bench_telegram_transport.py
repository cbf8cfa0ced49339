"""Benchmark: what the Telegram transport costs on its own, against the fake Bot API on
127.0.0.1. The fake runs in the same process and event loop, so every figure includes the
fake's work as well: the bot's own share is smaller.

* ``sendMessage`` and ``sendPhoto`` (a 60 kB PNG) round trips through the real aiogram
  client and the retry middleware, one at a time;
* the same with ``--chats`` chats at once, each through the per-chat pacer with an unlimited
  pace, so the figure is the pacer's own overhead on top;
* a 429 answered with ``retry_after``: how long the caller waits in all (about the
  ``retry_after``, one second here).

    python bench/bench_telegram_transport.py [--calls 300] [--chats 20]
"""

from __future__ import annotations

import asyncio
import io
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from aiogram.types import BufferedInputFile  # noqa: E402
from PIL import Image  # noqa: E402

from bench.figures import milliseconds, percentile, whole_number_options  # noqa: E402
from bot.telegram.pacing import ChatPacer, Pace  # noqa: E402
from bot.telegram.transport import create_bot  # noqa: E402
from tests.support.fakes.telegram_api import TelegramFake  # noqa: E402


def board_png() -> bytes:
    image = Image.effect_noise((200, 160), 64).convert("RGB")
    out = io.BytesIO()
    image.save(out, "PNG")
    return out.getvalue()


def line(label: str, seconds: list[float]) -> str:
    ms = milliseconds(seconds)
    return (
        f"{label}: {len(ms) / sum(seconds):,.0f} calls/s, "
        f"median {statistics.median(ms):.2f} ms, p99 {percentile(ms, 0.99):.2f} ms"
    )


async def main(calls: int, chats: int) -> None:
    async with TelegramFake() as fake:
        fake.limits.off()  # the transport's own speed, not Telegram's flood limits
        users = [fake.add_user(n, f"Player {n}") for n in range(1, chats + 1)]
        bot = create_bot(fake.token, fake.url)
        png = board_png()
        try:
            timings: list[float] = []
            for n in range(calls):
                start = time.perf_counter()
                await bot.send_message(users[n % chats].id, f"move {n}")
                timings.append(time.perf_counter() - start)
            print(line("sendMessage, one at a time", timings))

            timings = []
            for _ in range(calls // 3):
                start = time.perf_counter()
                await bot.send_photo(users[0].id, BufferedInputFile(png, "board.png"))
                timings.append(time.perf_counter() - start)
            print(line(f"sendPhoto ({len(png) // 1000} kB PNG), one at a time", timings))

            pacer = ChatPacer(private=Pace(per_minute=10**9, burst=10**6))

            async def one(n: int) -> float:
                start = time.perf_counter()
                user = users[n % chats]
                await pacer.send(user.id, lambda: bot.send_message(user.id, f"move {n}"))
                return time.perf_counter() - start

            start = time.perf_counter()
            latencies = await asyncio.gather(*(one(n) for n in range(calls)))
            elapsed = time.perf_counter() - start
            ms = milliseconds(latencies)
            print(
                f"sendMessage through the pacer, {chats} chats at once: "
                f"{calls / elapsed:,.0f} calls/s, median wait {statistics.median(ms):.1f} ms"
            )
            await pacer.close()

            fake.fail("sendMessage", 429, retry_after=1)
            start = time.perf_counter()
            await bot.send_message(users[0].id, "after a flood wait")
            print(f"a 429 with retry_after=1: answered after {time.perf_counter() - start:.2f} s")
        finally:
            await bot.session.close()


if __name__ == "__main__":
    arguments = whole_number_options(__doc__.split("\n")[0], calls=300, chats=20)
    asyncio.run(main(arguments.calls, arguments.chats))
