"""The computer's live turns during a flood of hints and analyses, through the service,
SQLite and the real worker pool.

    python bench/bench_hint_flood.py                        # one worker
    python bench/bench_hint_flood.py --workers 2            # one of them kept for live turns
    python bench/bench_hint_flood.py --workers 2 --kept 0   # none kept
    python bench/bench_hint_flood.py --turns 5 --games 20 --seconds 1

Bob plays the computer (easy, 11×11), moving as soon as it has answered: ``--turns`` moves
alone, then as many while Alice floods the computer. She asks for 40 hints at once in her
own training game, and again as soon as all 40 are answered, until Bob is done; and, as the
flood begins, for the analyses of ``--games`` finished games of hers (11×11, 60 moves)
at once. Right after her, Bob asks for the analysis of his 3-move game. The computer thinks
``--seconds`` a move (``ENGINE_SECONDS``), hints too.

Printed: the computer's answer time to Bob (from his move stored to the computer's move
stored: p50, p90, max) alone and during the flood; how many of Alice's hints were answered
and refused, and how long an answered one took; how many of her analyses were taken and
refused; and how long Bob's 3-move analysis took from his asking to its result.
"""

from __future__ import annotations

import argparse
import asyncio
import inspect
import sys
import time
from pathlib import Path
from random import Random

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.figures import percentile
from bench.playing import answer_times, finished_game
from bench.scratch import computer_service
from bot.background import background
from bot.computer import ComputerPlayer
from bot.identity import Actor, ChatRef
from bot.service import GameOptions, GameService, Opponent
from bot.service.commands import Analyse, Challenge, Hint

ALICE, BOB = Actor("bench", "1", "Alice", "alice"), Actor("bench", "2", "Bob", "bob")
CAROL, DAVE = Actor("bench", "3", "Carol", "carol"), Actor("bench", "4", "Dave", "dave")
ALICES, BOBS, GAMES = ChatRef("bench", "100"), ChatRef("bench", "200"), ChatRef("bench", "300")
HINTS_AT_ONCE = 40
_events = iter(range(1, 10**9))


def ev() -> str:
    return f"bench:{next(_events)}"


async def training(service: GameService, actor: Actor, chat: ChatRef, level: str) -> int:
    made = await service.dispatch(ev(), chat, actor, Challenge(
        Opponent.computer(level), GameOptions(width=11, height=11)))
    assert made.game is not None
    return made.game.id


class Flood:
    """Alice's hints: 40 at once, again as soon as all are answered, until stopped."""

    def __init__(self, service: GameService) -> None:
        self.service = service
        self.answered: list[float] = []
        self.refused = 0
        self.stop = asyncio.Event()

    async def one(self) -> None:
        start = time.perf_counter()
        result = await self.service.dispatch(ev(), ALICES, ALICE, Hint())
        if result.ok:
            self.answered.append(time.perf_counter() - start)
        else:
            self.refused += 1

    async def run(self) -> None:
        while not self.stop.is_set():
            await asyncio.gather(*(self.one() for _ in range(HINTS_AT_ONCE)))


async def analysed(service: GameService, game_id: int) -> float:
    """Seconds until the analysis of ``game_id`` (asked for just now) is done."""
    start = time.perf_counter()
    while (row := await service.parts.storage.analysis(game_id)) is None or row.status != "done":
        await asyncio.sleep(0.05)
    return time.perf_counter() - start


def line(name: str, waits: list[float]) -> str:
    if not waits:
        return f"{name}: none"
    return (f"{name}: {len(waits)}, p50 {percentile(waits, 0.5):.2f} s,"
            f" p90 {percentile(waits, 0.9):.2f} s, max {max(waits):.2f} s")


def engine_for(args: argparse.Namespace) -> ComputerPlayer:
    options: dict[str, object] = {"seconds": args.seconds, "workers": args.workers}
    if args.kept is not None:
        options["kept_for_live"] = args.kept
    if "kept_for_live" not in inspect.signature(ComputerPlayer).parameters:
        options.pop("kept_for_live", None)  # a version without it (the figures of before)
    return ComputerPlayer(**options)  # type: ignore[arg-type]


async def main(args: argparse.Namespace) -> None:
    async with computer_service(engine_for(args)) as service:
        alices = [await finished_game(service, GAMES, ALICE, DAVE, (11, 11), 60, seed, ev)
                  for seed in range(args.games)]
        bobs = await finished_game(service, GAMES, BOB, CAROL, (11, 11), 3, 99, ev)
        await training(service, ALICE, ALICES, "easy")
        bobs_game = await training(service, BOB, BOBS, args.level)
        rng = Random(1)
        async with background(service, [], interval=3600):
            print(f"workers {args.workers}, kept for live turns: {args.kept},"
                  f" {args.seconds:g} s a move, Bob plays {args.level}")
            print(line("the computer's answers to Bob, alone",
                       await answer_times(service, BOBS, BOB, bobs_game, args.turns, rng, ev)))
            flood = Flood(service)
            flooding = asyncio.create_task(flood.run())
            asked = await asyncio.gather(*(
                service.dispatch(ev(), GAMES, ALICE, Analyse(game_id)) for game_id in alices))
            assert (await service.dispatch(ev(), GAMES, BOB, Analyse(bobs))).ok
            bobs_analysis = asyncio.create_task(analysed(service, bobs))
            waits = await answer_times(service, BOBS, BOB, bobs_game, args.turns, rng, ev)
            flood.stop.set()
            await flooding
            print(line("the computer's answers to Bob, during the flood", waits))
            print(f"Alice's hints: {len(flood.answered)} answered,"
                  f" {flood.refused} refused; " + line("answered in", flood.answered))
            taken = sum(1 for result in asked if result.ok)
            print(f"Alice's analyses: {taken} taken, {len(asked) - taken} refused")
            print(f"Bob's 3-move analysis: done {await bobs_analysis:.1f} s after he asked")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--kept", type=int, default=None,
                        help="workers kept for live turns (default: one of two or more)")
    parser.add_argument("--turns", type=int, default=20)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--level", default="easy")
    asyncio.run(main(parser.parse_args()))
