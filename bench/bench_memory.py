"""Benchmark: the memory a serving process keeps as games come and go.

Plays ``--games`` short games through the service on a temporary SQLite file (a challenge,
an acceptance, ``--moves`` moves on a 39×32 field, a resignation), ``--parallel`` at a time,
and prints the process's resident memory (RSS) before and after, and the live-game cache's
size: finished games leave the cache, which is bounded by the size of its fields.

    python bench/bench_memory.py [--games 2000] [--moves 10] [--parallel 20]
"""

from __future__ import annotations

import asyncio
import gc
import random
import sys
from pathlib import Path

from bot.service.commands import Accept, Challenge, Move, Resign

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.figures import whole_number_options  # noqa: E402
from bench.scratch import scratch_service  # noqa: E402
from bot.identity import Actor, ChatRef  # noqa: E402
from bot.service import GameService, Opponent  # noqa: E402


def rss_mb() -> float:
    """Resident memory now (Linux ``/proc``), in MB."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


async def one_game(service: GameService, n: int, moves: int) -> None:
    chat = ChatRef("bench", str(n % 50))
    blue = Actor("bench", f"b{n}", f"Blue {n}", f"blue{n}")
    red = Actor("bench", f"r{n}", f"Red {n}", f"red{n}")
    made = await service.challenges.challenge(
        f"c{n}", chat, blue, Challenge(Opponent.user(red.username))
    )
    assert made.challenge is not None
    started = await service.challenges.accept(f"a{n}", chat, red, Accept(made.challenge.id))
    assert started.game is not None
    game_id = started.game.id
    rng = random.Random(n)
    points = [(x, y) for x in range(1, 40) for y in range(1, 33)]
    rng.shuffle(points)
    played = 0
    for x, y in points:
        if played >= moves:
            break
        mover = blue if played % 2 == 0 else red
        if (await service.play.move(
            f"m{n}-{played}-{x}-{y}", chat, mover, Move(f"{x}-{y}", game_id)
        )).ok:
            played += 1
    await service.play.resign(f"r{n}", chat, blue, Resign(game_id, confirmed=True))


async def main() -> None:
    args = whole_number_options(__doc__.splitlines()[0], games=2000, moves=10, parallel=20)
    async with scratch_service() as service:
        await one_game(service, -1, args.moves)  # imports and caches warmed up
        gc.collect()
        before = rss_mb()
        for start in range(0, args.games, args.parallel):
            batch = range(start, min(args.games, start + args.parallel))
            await asyncio.gather(*(one_game(service, n, args.moves) for n in batch))
        gc.collect()
        after = rss_mb()
        cached = len(service.parts.games.cache)
    print(
        f"{args.games} games of {args.moves} moves on 39x32, {args.parallel} at a time: "
        f"RSS {before:.1f} MB -> {after:.1f} MB; live games cached at the end: {cached}"
    )


if __name__ == "__main__":
    asyncio.run(main())
