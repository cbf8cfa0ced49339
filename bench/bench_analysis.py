"""``/analysis`` in a running bot: a big game's analysis beside a live game against the
computer, through the service, SQLite and the real worker pool.

    python bench/bench_analysis.py                  # 39×32, 400 moves; a training game
    python bench/bench_analysis.py --moves 200 --turns 10

A finished 39×32 game (greedy play between two people, then a resignation) is analysed at
the default budget in a pool of one worker while a person plays the computer (hard, 1 s a
move) on 11×11 in another chat, moving as soon as the computer has answered. Printed: the
analysis's time alone and beside the live game, and the computer's answer time (from the
person's move stored to the computer's move stored) without and with the analysis: the
analysis gives way to live turns, so a live turn waits at most for one part of it.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import time
from pathlib import Path
from random import Random

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.playing import answer_times, finished_game
from bench.scratch import computer_service
from bot.background import background
from bot.computer import ComputerPlayer
from bot.identity import Actor, ChatRef
from bot.service import GameOptions, GameService, Opponent
from bot.service.commands import Analyse, Challenge

ALICE, BOB = Actor("bench", "1", "Alice", "alice"), Actor("bench", "2", "Bob", "bob")
CAROL = Actor("bench", "3", "Carol", "carol")
BIG, SMALL = ChatRef("bench", "100"), ChatRef("bench", "200")
_events = iter(range(1, 10**9))


def ev() -> str:
    return f"bench:{next(_events)}"


async def big_game(service: GameService, moves: int, seed: int) -> int:
    """A 39×32 game between two people, ``moves`` greedy moves, then a resignation."""
    return await finished_game(service, BIG, ALICE, BOB, (39, 32), moves, seed, ev)


async def analysed(service: GameService, game_id: int) -> float:
    """Seconds from the request to the stored result."""
    start = time.perf_counter()
    await service.dispatch(ev(), BIG, ALICE, Analyse(game_id))
    while (row := await service.parts.storage.analysis(game_id)) is None or row.status != "done":
        await asyncio.sleep(0.05)
    return time.perf_counter() - start


async def training(service: GameService, turns: int, seed: int) -> list[float]:
    """Carol plays the computer (hard) on 11×11: the computer's answer times."""
    options = GameOptions(width=11, height=11)
    made = await service.dispatch(ev(), SMALL, CAROL, Challenge(Opponent.computer("hard"), options))
    assert made.game is not None
    return await answer_times(service, SMALL, CAROL, made.game.id, turns, Random(seed), ev)


def line(name: str, waits: list[float]) -> str:
    if not waits:
        return f"{name}: no turns"
    return (f"{name}: {len(waits)} turns, p50 {statistics.median(waits):.2f} s,"
            f" max {max(waits):.2f} s")


async def main(moves: int, turns: int, seed: int) -> None:
    async with computer_service(ComputerPlayer(seconds=1.0, workers=1)) as service:
        first = await big_game(service, moves, seed)
        second = await big_game(service, moves, seed)
        async with background(service, [], interval=3600):
            alone = await analysed(service, first)
            print(f"39×32, {moves} moves: analysed alone in {alone:.1f} s")
            print(line("computer's answers, no analysis", await training(service, turns, seed)))
            waits_task = asyncio.create_task(training(service, turns, seed + 1))
            beside = await analysed(service, second)
            waits = await waits_task
            print(f"39×32, {moves} moves: analysed beside a live game in {beside:.1f} s")
            print(line("computer's answers, analysis running", waits))


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=400)
    parser.add_argument("--turns", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    asyncio.run(main(args.moves, args.turns, args.seed))
