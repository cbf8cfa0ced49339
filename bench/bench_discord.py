"""Benchmark: interactions through the real discord.py client against the fake Discord.

What Discord's 3-second answer rule leaves for our own work: the time from an interaction
being pushed on the gateway to the bot's answer arriving at the REST API, with discord.py,
aiohttp and the loopback network in between (the fake answers at once; the real Discord
adds its network). Each figure is measured by the benchmark, not asserted by a test.

* ``/ping`` answered with a message and two components (sequential);
* a button that edits its message (UPDATE_MESSAGE, sequential);
* ``/card``: defer, then a followup with a 10x10 PNG as multipart;
* a burst of ``--burst`` ``/ping`` at once (how long the last one waits).

    python bench/bench_discord.py [--rounds 200] [--burst 50]
"""

from __future__ import annotations

import asyncio
import logging
import statistics
import sys
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.figures import milliseconds, percentile, whole_number_options  # noqa: E402
from tests.support.discord_harness import running_bot  # noqa: E402
from tests.support.discord_probe import install  # noqa: E402
from tests.support.fakes.discord_api import FakeDiscord  # noqa: E402


def summary(name: str, seconds: list[float]) -> str:
    ms = milliseconds(seconds)
    return (
        f"{name:<34} n={len(ms):<4} p50 {statistics.median(ms):6.2f} ms"
        f"  p99 {percentile(ms, 0.99):6.2f} ms  max {ms[-1]:6.2f} ms"
    )


async def timed(rounds: int, once: Callable[[], Awaitable[None]]) -> list[float]:
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        await once()
        times.append(time.perf_counter() - start)
    return times


async def main(rounds: int, burst: int) -> None:
    fake = FakeDiscord()
    await fake.start()
    guild = fake.add_guild("bench")
    channel = guild.text_channels()[0]
    member = fake.join(guild, fake.add_user("alice"))
    try:
        async with running_bot(fake, install):
            await fake.answer_to(await fake.slash("ping", member, channel))  # warm up
            card = fake.messages.in_channel(channel.id)[-1]

            async def ping() -> None:
                await fake.answer_to(await fake.slash("ping", member, channel))

            async def press() -> None:
                custom_id = next(c for c in card.custom_ids() if c.startswith("probe:count:"))
                await fake.answer_to(await fake.press(card, custom_id, member))

            async def picture() -> None:
                await fake.slash("card", member, channel)
                await fake.next_call("POST", rf"^/webhooks/{fake.application_id}/")

            print(summary("slash command -> answer", await timed(rounds, ping)))
            print(summary("button -> message updated", await timed(rounds, press)))
            print(summary("defer + PNG followup", await timed(max(rounds // 4, 1), picture)))

            start = time.perf_counter()
            pushed = [await fake.slash("ping", member, channel) for _ in range(burst)]
            done = []
            for interaction in pushed:
                await fake.answer_to(interaction, timeout=30)
                done.append(time.perf_counter() - start)
            print(summary(f"burst of {burst} /ping, from the push", done))
    finally:
        await fake.stop()


if __name__ == "__main__":
    args = whole_number_options(__doc__.split("\n")[0], rounds=200, burst=50)
    logging.basicConfig(level=logging.ERROR)
    print(f"Python {sys.version.split()[0]}; discord.py against the fake on 127.0.0.1")
    asyncio.run(main(args.rounds, args.burst))
