"""Territory's speed (docs/rules.md §8.1): the referee on random full games, dots only and
every dot announcing ``!`` where it completes realms; an agreed end counted; and the
computer's playouts in a move in Territory (pure search) beside the sport rules (pure
search and kernel).

    python bench/bench_territory.py [--games 4] [--size 39x32]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from core import Game
from core.ai import choose_move
from core.realms import completed_realms
from core.territory import EncloseAll, TerritoryMove


def random_game(width: int, height: int, rng: random.Random, announce: bool) -> tuple[Game, int]:
    """A Territory game of random dots to a full field; with ``announce`` each dot that
    completes realms draws them (``!``). The game and its number of moves."""
    game = Game(width=width, height=height, start="empty", territory=True)
    points = [(x, y) for x in range(1, width + 1) for y in range(1, height + 1)]
    rng.shuffle(points)
    for point in points:
        if game.is_over:
            break
        if game.closing_due:
            game.play_territory(TerritoryMove(None))
            break
        if not game.board.is_playable(*point):
            continue
        enclosures: tuple[EncloseAll, ...] = ()
        if announce:
            trial = game.board.copy()
            trial.put(*point, game.to_move)
            if completed_realms(trial, point, game.to_move):
                enclosures = (EncloseAll(),)
        game.play_territory(TerritoryMove(point, enclosures))
    return game, game.ply


def referee(width: int, height: int, games: int, announce: bool) -> tuple[float, int]:
    rates, realms = [], 0
    for seed in range(games):
        t0 = time.perf_counter()
        game, moves = random_game(width, height, random.Random(seed), announce)
        rates.append(moves / (time.perf_counter() - t0))
        assert game.territory is not None
        realms += len(game.territory.realms)
    return statistics.median(rates), realms


def end_count(width: int, height: int) -> float:
    """Milliseconds to count an agreed end half way through a random game."""
    rng = random.Random(1)
    game = Game(width=width, height=height, start="empty", territory=True)
    points = [(x, y) for x in range(1, width + 1) for y in range(1, height + 1)]
    rng.shuffle(points)
    for point in points[: len(points) // 2]:
        game.play(*point)
    t0 = time.perf_counter()
    game.end_count()
    return (time.perf_counter() - t0) * 1e3


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--size", default="39x32")
    args = parser.parse_args()
    width, height = map(int, args.size.split("x"))
    rate, _ = referee(width, height, args.games, announce=False)
    print(f"{width}x{height} Territory, dots only: {rate:,.0f} moves/s "
          f"(median of {args.games} games)")
    rate, realms = referee(width, height, args.games, announce=True)
    print(f"{width}x{height} Territory, each dot announcing '!' where it completes realms: "
          f"{rate:,.0f} moves/s, {realms} realms in {args.games} games")
    print(f"{width}x{height} agreed end counted half way: {end_count(width, height):.1f} ms")
    for name, compiled, territory in (
        ("sport, kernel", True, False),
        ("sport, pure search", False, False),
        ("Territory, pure search", True, True),
    ):
        game = Game(width=width, height=height, territory=territory)
        decision = choose_move(game, "medium", time_limit=2.0, seed=1, compiled=compiled)
        print(f"{width}x{height} {name}: {decision.playouts:,} playouts in a 2 s move "
              f"(medium, the opening position)")

if __name__ == "__main__":
    main()
