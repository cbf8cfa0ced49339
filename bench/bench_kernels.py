"""Two or more builds of the playout kernel, timed in turn in one process.

    git worktree add /tmp/old <commit> && (cd /tmp/old && python setup.py build_ext --inplace)
    python bench/bench_kernels.py /tmp/old/core/ai/_kernel*.so core/ai/_kernel*.so

On a shared machine the speed of one process drifts by a tenth or more from minute to
minute, so two runs of ``bench_ai.py speed`` one after the other compare badly. Here every
search of every build runs once a round, the builds in turn (the order reversed every
other round), and each build keeps its fastest run of each search: what is left of the
drift is what a round's few seconds see. The positions are ``bench_ai.py speed``'s (hard,
a fixed budget, CPU time of the whole decision) plus the real 39×32 game and an opening.
"""

from __future__ import annotations

import argparse
import importlib.machinery
import importlib.util
import sys
import time
from pathlib import Path
from types import ModuleType

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_ai import RECORD_MOVES, SPEED_POSITIONS, opening_positions, position, record_position

from core import Game
from core.ai import choose_move, kernel


def load_build(path: str, tag: int) -> ModuleType:
    """A kernel build from its file, under a package name of its own."""
    name = f"build{tag}._kernel"  # the last part must be the module's own name
    loader = importlib.machinery.ExtensionFileLoader(name, path)
    spec = importlib.util.spec_from_file_location(name, path, loader=loader)
    assert spec is not None
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


def position_groups(seed: int) -> dict[str, list[Game]]:
    """The positions of ``bench_ai.py speed --budget`` with the same seed."""
    groups = {f"{w}x{h}": [position((w, h), moves + k, seed + k) for k in range(3)]
              for (w, h), moves in SPEED_POSITIONS}
    groups["39x32 game"] = [record_position(n) for n in RECORD_MOVES]
    groups["39x32 opening"] = opening_positions(seed)
    return groups


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("builds", nargs="+", help="kernel files (core/ai/_kernel*.so)")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--budget", type=int, default=5000, help="playouts a search")
    parser.add_argument("--seed", type=int, default=1, help="as bench_ai.py's")
    args = parser.parse_args()
    builds = [load_build(path, k) for k, path in enumerate(args.builds)]
    groups = position_groups(args.seed)
    fastest: dict[tuple[int, str, int], float] = {}
    for round_ in range(args.rounds):
        order = range(len(builds)) if round_ % 2 == 0 else range(len(builds) - 1, -1, -1)
        for group, games in groups.items():
            for k, game in enumerate(games):
                for b in order:
                    kernel._loaded[:] = [builds[b]]
                    t0 = time.process_time()
                    choose_move(game, "hard", None, seed=k, max_playouts=args.budget)
                    spent = time.process_time() - t0
                    key = (b, group, k)
                    fastest[key] = min(fastest.get(key, float("inf")), spent)
    print(f"playouts per second of hard ({args.budget:,} a search, fastest of "
          f"{args.rounds} rounds, over 3 positions each):")
    print(f"{'':>14}" + "".join(f"{name:>15}" for name in groups))
    for b, path in enumerate(args.builds):
        rates = [args.budget * len(games) / sum(fastest[(b, g, k)] for k in range(len(games)))
                 for g, games in groups.items()]
        print(f"build {b + 1:<8}" + "".join(f"{rate:>15,.0f}" for rate in rates), f"  {path}")


if __name__ == "__main__":
    main()
