"""Rules-core speed: random full games (shuffle all points, alternate colours, skip
illegal ones), moves per second (median of several runs) and per-move p99; with
``--variants``, the same games under the variants that change how chains close
(docs/rules.md §8.4, §8.5.1, §8.5.2), a row each.

    python bench/bench_core.py [--games 20] [--runs 5] [--variants] [--cpu]

``--cpu`` counts the process's CPU time instead of the wall clock, for a machine that other
work keeps busy.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from core import Board, Color, DotsError

VARIANTS = {"painted": {"painted": True}, "nosuicide": {"suicide": False},
            "wall": {"wall": True}}
"""The board's variants measured by ``--variants``, by their words."""


def random_game(
    width: int,
    height: int,
    rng: random.Random,
    timings: list[float] | None,
    field: tuple[int, int] | None = None,
    **variant: bool,
) -> int:
    """Fill a width x height block at random; ``field`` puts the block in the middle of a
    larger field, to show that a move's cost does not depend on the field around it."""
    fw, fh = field or (width, height)
    if variant:
        from core.variant_board import new_board  # not in the core before the variants

        board = new_board(fw, fh, **variant)
    else:
        board = Board(fw, fh)
    dx, dy = (fw - width) // 2, (fh - height) // 2
    points = [(x + dx, y + dy) for x in range(1, width + 1) for y in range(1, height + 1)]
    rng.shuffle(points)
    color = Color.BLUE
    moves = 0
    clock = time.perf_counter
    place = board.place
    for x, y in points:
        if not board.is_playable(x, y):
            continue
        if variant:
            try:
                place(x, y, color)
            except DotsError:  # suicide off: a dot refused
                continue
        elif timings is None:
            place(x, y, color)
        else:
            t0 = clock()
            place(x, y, color)
            timings.append(clock() - t0)
        moves += 1
        color = color.opponent
    return moves


CLOCK = time.perf_counter
"""What ``throughput`` times by: the wall clock, or with ``--cpu`` the process's CPU time."""


def throughput(width: int, height: int, games: int, runs: int, seed: int,
               **variant: bool) -> tuple[float, int]:
    rates = []
    total = 0
    for run in range(runs):
        rng = random.Random(seed + run)
        t0 = CLOCK()
        moves = sum(random_game(width, height, rng, None, **variant) for _ in range(games))
        rates.append(moves / (CLOCK() - t0))
        total += moves
    return statistics.median(rates), total


def per_move(
    width: int, height: int, games: int, seed: int, field: tuple[int, int] | None = None
) -> tuple[float, float]:
    timings: list[float] = []
    rng = random.Random(seed)
    for _ in range(games):
        random_game(width, height, rng, timings, field)
    timings.sort()
    mean = sum(timings) / len(timings)
    return mean * 1e6, timings[int(len(timings) * 0.99)] * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variants", action="store_true",
                        help="also the same games under each board variant")
    parser.add_argument("--cpu", action="store_true", help="time by CPU time, not wall time")
    args = parser.parse_args()
    global CLOCK
    if args.cpu:
        CLOCK = time.process_time
    rate, total = throughput(39, 32, args.games, args.runs, args.seed)
    print(f"39x32 random full games: {rate:,.0f} moves/s (median of {args.runs} runs, "
          f"{total:,} moves)")
    for w, h in ((20, 20), (39, 32), (64, 64)):
        games = max(2, args.games * 39 * 32 // (w * h))
        mean, p99 = per_move(w, h, games, args.seed)
        print(f"{w}x{h}: per move mean {mean:.2f} us, p99 {p99:.2f} us")
    games = args.games * 3
    for field in ((20, 20), (24, 24), (64, 64)):
        mean, p99 = per_move(20, 20, games, args.seed, field)
        print(f"the same 20x20 games on a {field[0]}x{field[1]} field: per move mean "
              f"{mean:.2f} us, p99 {p99:.2f} us")
    if args.variants:
        for word, variant in VARIANTS.items():
            rate, total = throughput(39, 32, args.games, args.runs, args.seed, **variant)
            print(f"39x32 random full games, {word}: {rate:,.0f} moves/s ({total:,} moves)")


if __name__ == "__main__":
    main()
