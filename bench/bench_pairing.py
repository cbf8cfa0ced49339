"""How long pairing a tournament's round and its standings take, by the number of players.

    python bench/bench_pairing.py

A Swiss of N players is played to its default number of rounds with random results
(seeded); each round's pairing and the standings after it are timed. Prints a table of the
median and the worst pairing per round, and the standings' median.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.tournament.pairing import (
    Bye,
    Format,
    Game,
    Player,
    default_swiss_rounds,
    swiss_round,
)
from bot.tournament.scoring import standings

SIZES = (8, 16, 32, 64)
RUNS = 5


def one_swiss(count: int, rng: random.Random) -> tuple[list[float], list[float]]:
    players = [Player(seat, 2000.0 - seat * 10) for seat in range(1, count + 1)]
    games: list[Game] = []
    byes: list[Bye] = []
    pairing_times, standing_times = [], []
    for number in range(1, default_swiss_rounds(count) + 1):
        started = time.perf_counter()
        pairing = swiss_round(players, games, byes, number)
        pairing_times.append(time.perf_counter() - started)
        for blue, red in pairing.games:
            games.append(Game(number, blue, red, rng.choice((1.0, 0.5, 0.0))))
        if pairing.bye is not None:
            byes.append(Bye(number, pairing.bye))
        started = time.perf_counter()
        standings(Format.SWISS, players, games, byes)
        standing_times.append(time.perf_counter() - started)
    return pairing_times, standing_times


def main() -> None:
    print("| players | rounds | pairing p50 | pairing max | standings p50 |")
    print("| --- | --- | --- | --- | --- |")
    for count in SIZES:
        pairings: list[float] = []
        tables: list[float] = []
        for run in range(RUNS):
            pair, table = one_swiss(count, random.Random(run))
            pairings += pair
            tables += table
        print(
            f"| {count} | {default_swiss_rounds(count)} |"
            f" {statistics.median(pairings) * 1000:.1f} ms | {max(pairings) * 1000:.1f} ms |"
            f" {statistics.median(tables) * 1000:.2f} ms |"
        )


if __name__ == "__main__":
    main()
