"""Hard against medium in every rule variant (docs/rules.md §8): does the stronger level
stay stronger under each variant's rules?

    python bench/bench_variants.py                        # 9×9, 10 games a variant
    python bench/bench_variants.py --games 4 --budget 100 --variants territory,stop
    python bench/bench_variants.py --workers 2 --size 11

Each row is a match of ``hard:B`` against ``medium:B`` (a budget of B playouts a move,
medium searching an eighth of it: ``core.ai.player``) from the initial cross, colours
alternating, every game with its own seed (a run repeats
exactly), played by the rules of the variant as the bot plays them: in Territory the
computer's dot announces every realm it may draw (``core.ai.announce``), and a full field
closes with no realm drawn; under STOP neither side stops (the computer never does) and
no one grounds. The variants the compiled kernel does not play (painted houses, suicide
off, the edge as a wall, Territory) are searched in pure Python (docs/computer.md, "The
rule variants"), so their rows take longer for the same budget. Columns as
``bench_ai.py``'s matches: from hard's side.
"""

from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.ai_games import HEADER, GameResult, summary
from core import Color, Game, Rules
from core.ai import choose_move
from core.ai.announce import play_decision
from core.territory import TerritoryMove
from core.variants import VARIANTS

PLAYED = ("sport", "extra", "notransfer", "stop", "free", "painted", "nosuicide", "wall",
          "territory", "szkrab")
"""The rows, by the words that ask for them: the sport rules, then each flag of the table
switched (``szkrab`` with Territory, which it needs)."""


def rules_of(word: str, size: int) -> Rules:
    """The rules of the row ``word`` on a ``size``×``size`` field."""
    chosen: dict[str, int] = {}
    if word != "sport":
        entry = next(v for v in VARIANTS if word in v.words)
        chosen[entry.name] = entry.switched
        if entry.name == "szkrab":
            chosen["territory"] = True
    return Rules(size, size, **chosen)


def play(job: tuple[str, int, int, int, int]) -> GameResult:
    """Game ``index`` of the row ``name``: hard (``A``) against medium (``B``)."""
    name, size, budget, index, seed = job
    first_color = Color.BLUE if index % 2 == 0 else Color.RED
    levels = {first_color: ("A", "hard"), first_color.opponent: ("B", "medium")}
    game = Game.from_rules(rules_of(name, size))
    seconds, turns = {"A": 0.0, "B": 0.0}, {"A": 0, "B": 0}
    while not game.is_over:
        if game.closing_due:  # Territory at a full field: no realm drawn without a dot
            game.play_territory(TerritoryMove(None))
            continue
        who, level = levels[game.to_move]
        t0 = time.perf_counter()
        decision = choose_move(game, level, None, seed=seed * 10_007 + game.ply,
                               max_playouts=budget)
        play_decision(game, decision)
        seconds[who] += time.perf_counter() - t0
        turns[who] += 1
    outcome = game.outcome
    assert outcome is not None
    winner = None if outcome.winner is None else levels[outcome.winner][0]
    return GameResult(f"hard:{budget}", first_color, winner, str(outcome.reason), game.ply,
                      outcome.blue, outcome.red, seconds, turns)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--budget", type=int, default=200, help="playouts a move")
    parser.add_argument("--size", type=int, default=9)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variants", default=",".join(PLAYED))
    args = parser.parse_args()
    print(f"hard against medium, {args.budget} playouts a move (medium: an eighth), "
          f"{args.size}x{args.size}, {args.games} games a variant, {args.workers} worker(s)")
    head, rule = HEADER.split("\n")
    print(f"| variant {head} wall |\n|---{rule}---|")
    for name in args.variants.split(","):
        t0 = time.perf_counter()
        jobs = [(name, args.size, args.budget, i, args.seed * 1_000_003 + i)
                for i in range(args.games)]
        if args.workers > 1:
            with ProcessPoolExecutor(args.workers) as pool:
                results = list(pool.map(play, jobs))
        else:
            results = [play(job) for job in jobs]
        row = summary(f"hard:{args.budget}", f"medium:{args.budget}",
                      (args.size, args.size), results)
        print(f"| {name} {row} {time.perf_counter() - t0:.0f} s |", flush=True)


if __name__ == "__main__":
    main()
