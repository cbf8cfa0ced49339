"""Benchmark: a game through the Discord adapter on the real discord.py client and the fake
Discord, on 39×32: how long a move takes from the interaction pushed on the gateway to the
bot's answer at the REST API (Discord wants it within 3 s), and until everything the move
sends (the card with its picture, the old card's buttons taken off) has gone out.

* ``/dots move`` typed: the answer is the new card with the board picture;
* the Move button: the picker (ephemeral, the sectors and the framed picture);
* a point tapped in the picker: the picker closed, the public card edited.

    python bench/bench_discord_game.py [--moves 60]
"""

from __future__ import annotations

import asyncio
import logging
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.figures import milliseconds, percentile, whole_number_options  # noqa: E402
from tests.support.discord_table import Table, button, table  # noqa: E402
from tests.support.fakes.discord_api import FakeDiscord  # noqa: E402
from tests.support.fakes.discord_payloads import FakeMember  # noqa: E402


def summary(name: str, seconds: list[float]) -> str:
    ms = milliseconds(seconds)
    return (f"{name:<34} n={len(ms):<4} p50 {statistics.median(ms):6.2f} ms"
            f"  p90 {percentile(ms, 0.9):6.2f} ms")


async def typed_move(t: Table, who: FakeMember, point: str, channel: object) -> tuple[float,
                                                                                       float]:
    start = time.perf_counter()
    interaction = await t.fake.slash(["dots", "move"], who, channel, {"point": point})  # type: ignore[arg-type]
    await t.fake.answer_to(interaction)
    answered = time.perf_counter() - start
    await t.adapter.done(interaction)
    return answered, time.perf_counter() - start


async def main(moves: int) -> None:
    fake = FakeDiscord()
    await fake.start()
    guild = fake.add_guild("bench")
    channel = guild.text_channels()[0]
    alice = fake.join(guild, fake.add_user("alice"))
    bob = fake.join(guild, fake.add_user("bob"))
    points = [f"{x}-{y}" for x in range(1, 40) for y in range(1, 33)]
    random.Random(1).shuffle(points)
    answer, whole, picker_answer, tap_answer = [], [], [], []
    with tempfile.TemporaryDirectory() as folder:
        async with table(fake, Path(folder) / "dots.db") as t:
            await t.start_game(alice, bob, channel, "39x32")
            players = (alice, bob)
            played = 0
            for point in points:
                if played >= moves:
                    break
                view = await t.service.cards.game(1)
                assert view is not None
                if view.ply != played:
                    break
                first, total = await typed_move(t, players[played % 2], point, channel)
                if (await t.service.cards.game(1)).ply == played + 1:  # type: ignore[union-attr]
                    answer.append(first)
                    whole.append(total)
                    played += 1
            for n in range(min(20, moves)):
                card = t.card(channel)
                who = players[(played + n) % 2]
                start = time.perf_counter()
                pressed = await fake.press(card, button(card, "k"), who)
                opened = await fake.answer_to(pressed)
                picker_answer.append(time.perf_counter() - start)
                await t.adapter.done(pressed)
                picker = fake.messages.get(int(opened.response["resource"]["message"]["id"]))
                menu = next(c for c in picker.components() if c.get("type") == 3)
                chosen = await fake.select(picker, menu["custom_id"], [menu["options"][0]["value"]],
                                           who)
                await t.adapter.done(chosen)
                while not any(str(c.get("custom_id", ""))[:1] == "m" for c in picker.components()):
                    part = next(c for c in picker.components()
                                if str(c.get("custom_id", ""))[:1] == "s")
                    tapped = await fake.press(picker, str(part["custom_id"]), who)
                    await t.adapter.done(tapped)
                point = next(
                    c for c in picker.components() if str(c.get("custom_id", ""))[:1] == "m"
                )
                start = time.perf_counter()
                tapped = await fake.press(picker, str(point["custom_id"]), who)
                await fake.answer_to(tapped)
                tap_answer.append(time.perf_counter() - start)
                await t.adapter.done(tapped)
    await fake.stop()
    print(f"39x32, {len(answer)} typed moves, then {len(tap_answer)} moves by the picker; "
          f"Python {sys.version.split()[0]}")
    print(summary("/dots move: answer (new card)", answer))
    print(summary("/dots move: all sent", whole))
    print(summary("Move button: picker answer", picker_answer))
    print(summary("picker point: answer", tap_answer))


if __name__ == "__main__":
    logging.basicConfig(level=logging.WARNING)
    asyncio.run(main(whole_number_options(__doc__.split("\n\n")[0], moves=60).moves))
