"""Hard's playouts a second on one move, this tree's engine beside other trees', and one
move for a profiler to watch.

    python bench/bench_profile.py 11c 39c --seconds 1 --rounds 5 --tree /tmp/engine-563e18514f92
    perf record -o move.data python bench/bench_profile.py 39 --playouts 50000 --here
    perf report -i move.data --no-children --sort symbol

A field is ``11``, ``20`` or ``39`` (the first position of ``bench_ai.py speed`` there:
11×11 after 20 greedy moves, 20×20 after 60, 39×32 after 150) or ``11c``, ``20c``,
``39c`` (the initial cross). Each search runs in a fresh process of the tree's own Python
code and kernel (as ``other_engine`` plays an earlier commit's), the trees taking turns
round by round, the order alternating, so that the machine's drift and load fall on all
alike; the figure is the playouts a second of CPU time, the median over the rounds, and
the ratio to the first tree's, and the share of the move's CPU time inside the kernel's
search (``Search.run``, timed without a profiler; the rest is the root readings in
Python). ``--seconds`` searches as the bot does (its root readings
included); ``--playouts`` searches a fixed budget with no clock read, so with ``--here``
(one search of this tree only) a profiler sees the same work on every run (``perf``
follows the search's process).
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.bench_ai import SPEED_POSITIONS, position  # noqa: E402

FIELDS = {str(size[0]): (size, moves) for size, moves in SPEED_POSITIONS}

CHILD = r"""
import json, sys, time
tree, ask = sys.argv[1], json.loads(sys.argv[2])
sys.path.insert(0, tree)
from core import Game
from core.ai import choose_move, kernel
searching = [0.0]  # CPU time inside the kernel's Search.run, timed without a profiler
built = kernel.load()

class Timed:
    def __init__(self, *args, **kwargs):
        self.search = built.Search(*args, **kwargs)
    def run(self, *args):
        start = time.process_time()
        try:
            return self.search.run(*args)
        finally:
            searching[0] += time.process_time() - start
    def __getattr__(self, name):
        return getattr(self.search, name)

class Built:
    Search = Timed
    def __getattr__(self, name):
        return getattr(built, name)

if built is not None:
    kernel.load = lambda: Built()
game = Game(width=ask["size"][0], height=ask["size"][1])
for x, y in ask["moves"]:
    game.play(x, y)
t0 = time.process_time()
decision = choose_move(game, "hard", ask["seconds"], seed=ask["seed"],
                       max_playouts=ask["playouts"], clock=time.process_time)
seconds = time.process_time() - t0
print(json.dumps({"point": decision.point, "playouts": decision.playouts,
                  "seconds": seconds, "searching": searching[0]}))
"""


def ask_of(field: str, seed: int, seconds: float | None, playouts: int | None) -> dict[str, object]:
    """The search to run: the position's field and moves, the budget."""
    size, moves = FIELDS[field.rstrip("c")]
    game = position(size, 0 if field.endswith("c") else moves, seed)
    return {"size": list(size), "moves": [[m.x, m.y] for m in game.moves], "seed": seed,
            "seconds": seconds, "playouts": playouts}


def search_in(tree: Path, ask: dict[str, object]) -> dict[str, object]:
    """One search in a fresh process of ``tree``."""
    out = subprocess.run([sys.executable, "-c", CHILD, str(tree), json.dumps(ask)],
                         capture_output=True, text=True, check=True, cwd=tree).stdout
    answer: dict[str, object] = json.loads(out.splitlines()[-1])
    return answer


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("fields", nargs="+", choices=[*FIELDS, *(f"{k}c" for k in FIELDS)])
    budget = parser.add_mutually_exclusive_group()
    budget.add_argument("--seconds", type=float, default=None, help="timed searches")
    budget.add_argument("--playouts", type=int, default=None, help="fixed budget (default 50,000)")
    parser.add_argument("--tree", type=Path, action="append", default=[],
                        help="another tree of the project (its kernel built there); repeatable")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--here", action="store_true",
                        help="one search of this tree only, for a profiler")
    args = parser.parse_args()
    playouts = args.playouts if args.playouts or args.seconds else 50_000
    if args.here:
        print(search_in(ROOT, ask_of(args.fields[0], args.seed, args.seconds, playouts)))
        return
    trees = [ROOT, *(t.resolve() for t in args.tree)]
    what = f"{args.seconds:g} s searches" if args.seconds else f"searches of {playouts:,} playouts"
    print(f"hard, {what}, {args.rounds} rounds, playouts a second of CPU time (median), "
          f"trees: {', '.join(map(str, trees))}")
    for field in args.fields:
        ask = ask_of(field, args.seed, args.seconds, playouts)
        rates: list[list[float]] = [[] for _ in trees]
        shares: list[list[float]] = [[] for _ in trees]
        for round_ in range(args.rounds):
            order = list(range(len(trees)))
            for k in order[::-1] if round_ % 2 else order:
                answer = search_in(trees[k], ask)
                seconds = float(str(answer["seconds"]))
                rates[k].append(float(str(answer["playouts"])) / seconds)
                shares[k].append(float(str(answer.get("searching", 0.0))) / seconds)
        medians = [statistics.median(r) for r in rates]
        figures = " / ".join(
            f"{m:,.0f} ({m / medians[0]:.2f}, {statistics.median(h):.0%} in the kernel's search)"
            for m, h in zip(medians, shares, strict=True))
        print(f"  {field}: {figures}", flush=True)


if __name__ == "__main__":
    main()
