"""Benchmark: what the ``memory://`` store costs the service's tests, as they use it.

The service's tests open a store of their own per test (``memory://test-N``) and play a
few moves on it. Printed, each the median of ``--rounds`` rounds, in wall and CPU time
(CPU time counts this process and its threads, so a busy machine bends it less):

* a store opened and closed (what a test's fixture pays);
* ``--games`` games started and played to ``--moves`` moves each through the service, on
  one store (what a test's body pays), per move.

Run it at two commits to compare the stores behind ``memory://``:

    python bench/bench_memory_store.py [--rounds 5] [--opens 40] [--games 5] [--moves 30]
"""

from __future__ import annotations

import asyncio
import itertools
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.figures import whole_number_options  # noqa: E402
from bot.identity import Actor, ChatRef  # noqa: E402
from bot.service import GameOptions, Opponent, ServiceConfig, build_service  # noqa: E402
from bot.service.commands import Accept, Challenge, Move  # noqa: E402
from bot.storage import open_storage  # noqa: E402

ALICE = Actor("bench", "1", "Alice", "alice")
BOB = Actor("bench", "2", "Bob", "bob")
_names = itertools.count(1)
_events = itertools.count(1)


def ev() -> str:
    return f"bench:{next(_events)}"


class Clock:
    """Both clocks at once: wall and this process's CPU."""

    def __enter__(self) -> Clock:
        self.wall, self.cpu = time.perf_counter(), time.process_time()
        return self

    def __exit__(self, *exc: object) -> None:
        self.wall = time.perf_counter() - self.wall
        self.cpu = time.process_time() - self.cpu


async def opens(count: int) -> Clock:
    with Clock() as clock:
        for _ in range(count):
            storage = open_storage(f"memory://bench-{next(_names)}")
            await storage.open()
            await storage.close()
    return clock


async def games(count: int, moves: int) -> Clock:
    storage = open_storage(f"memory://bench-{next(_names)}")
    await storage.open()
    try:
        service = build_service(storage, ServiceConfig())
        await service.start()
        service.add_bot_account("bench", "999", "dots_bot")
        with Clock() as clock:
            for n in range(count):
                chat = ChatRef("bench", str(n))
                made = await service.challenges.challenge(
                    ev(), chat, ALICE,
                    Challenge(Opponent.user("bob"), GameOptions(width=20, height=20)),
                )
                assert made.challenge is not None, made
                game = await service.challenges.accept(ev(), chat, BOB,
                                                       Accept(made.challenge.id))
                assert game.game is not None, game
                for k in range(moves):
                    who = ALICE if k % 2 == 0 else BOB
                    point = f"{k % 20 + 1}-{k // 20 * 2 + 1 + k % 2}"
                    moved = await service.play.move(ev(), chat, who, Move(point))
                    assert moved.ok, (point, moved.keys)
        await service.close()
    finally:
        await storage.close()
    return clock


def median(clocks: list[Clock], part: str, per: int) -> float:
    return statistics.median(getattr(clock, part) for clock in clocks) / per * 1000


async def main() -> None:
    options = whole_number_options(
        __doc__ or "", rounds=5, opens=40, games=5, moves=30
    )
    opened = [await opens(options.opens) for _ in range(options.rounds)]
    played = [await games(options.games, options.moves) for _ in range(options.rounds)]
    storage = open_storage("memory://")
    print(f"memory:// is {type(storage).__module__}.{type(storage).__name__}")
    print(f"open + close: wall {median(opened, 'wall', options.opens):.2f} ms,"
          f" CPU {median(opened, 'cpu', options.opens):.2f} ms")
    moves = options.games * options.moves
    print(f"a move through the service ({options.games} games of {options.moves} moves, their"
          " challenges and acceptances included):"
          f" wall {median(played, 'wall', moves):.2f} ms,"
          f" CPU {median(played, 'cpu', moves):.2f} ms")


if __name__ == "__main__":
    asyncio.run(main())
