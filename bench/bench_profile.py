"""One move of hard with a fixed budget, for a profiler to watch.

    valgrind --tool=callgrind --callgrind-out-file=move.out \\
        python bench/bench_profile.py 11 --playouts 150000
    callgrind_annotate --inclusive=yes move.out | grep kernel/

The position is the first of ``bench_ai.py speed``'s on that field (11: 11×11 after 20
greedy moves, 20: 20×20 after 60, 39: 39×32 after 150; ``11c``, ``20c``, ``39c``: the
initial cross). Without a clock the search does the same work every run, so instruction
counts compare across builds even on a busy machine; ``--playouts`` about a second's
worth (150,000 on 11×11, 50,000 on 39×32) is a move as the bot plays it. It prints the
move and the playouts a second of CPU time (slow under a profiler).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.bench_ai import SPEED_POSITIONS, position
from core.ai import choose_move

FIELDS = {str(size[0]): (size, moves) for size, moves in SPEED_POSITIONS}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("field", choices=[*FIELDS, *(f"{k}c" for k in FIELDS)])
    parser.add_argument("--playouts", type=int, default=50_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    size, moves = FIELDS[args.field.rstrip("c")]
    game = position(size, 0 if args.field.endswith("c") else moves, args.seed)
    t0 = time.process_time()
    decision = choose_move(game, "hard", None, seed=0, max_playouts=args.playouts)
    seconds = time.process_time() - t0
    print(f"{size[0]}x{size[1]} after {game.ply} moves: {decision.point}, "
          f"{decision.playouts:,} playouts, {decision.playouts / seconds:,.0f} a second")


if __name__ == "__main__":
    main()
