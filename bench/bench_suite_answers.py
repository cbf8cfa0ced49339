"""Play a tactical-suite position on after each of several first moves, hard against hard, and
compare what each leaves the side to move.

    python bench/bench_suite_answers.py 78 5-14 1-5 --seeds 1 10 --plies 40 --budget 20000

The suite's answers (``tests/ai/tactics.txt``) are the moves that do best by an exact
two-move reading: the dots a move wins now less the most the opponent wins next. A deeper
reading can disagree, where the answer leaves the opponent a chase. Here each first move is
played, then hard plays both sides for ``--plies`` moves at ``--budget`` playouts, one game
for each seed (the same seeds for every first move), and the side to move's net dots from
the position on (its score gained less the opponent's) are printed with their mean and
median. Position numbers count the suite's positions from 0, as ``--suite`` lists them.
``--depth N`` has hard read the answers to a standing threat and their chases N deep on
every field (``SETUP_DEPTH``, ``ANSWERS_FIELD`` 0), where it reads them only above 20×20.

One core; about 20 s a game of 40 moves on 20×20 at 20,000 playouts.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from core import Game
from core.ai import choose_move, settings
from core.notation import format_point, parse_point
from tests.support.tactics import Position, load


def played_on(position: Position, first: str, seed: int, plies: int, budget: int) -> int:
    """The side to move's net dots after ``first`` and ``plies`` moves of hard on both sides."""
    game: Game = position.game()
    me = game.to_move

    def net() -> int:
        return game.score(me) - game.score(me.opponent)

    start = net()
    game.play(*parse_point(first, position.width, position.height))
    for ply in range(plies):
        if game.is_over:
            break
        decision = choose_move(game, "hard", None, max_playouts=budget, seed=seed * 1000 + ply,
                               may_resign=False)
        if decision.point is None:
            break
        game.play(*decision.point)
    return net() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("position", type=int, help="the suite's position, counted from 0")
    parser.add_argument("moves", nargs="+", help="first moves to compare, as 5-14")
    parser.add_argument("--suite", default="tactics.txt")
    parser.add_argument("--seeds", type=int, nargs=2, default=(1, 10), metavar=("FROM", "TO"),
                        help="seeds FROM to TO - 1")
    parser.add_argument("--plies", type=int, default=40)
    parser.add_argument("--budget", type=int, default=20_000)
    parser.add_argument("--depth", type=int, help="the answers' reading's depth, every field")
    args = parser.parse_args()
    if args.depth is not None:
        settings.SETUP_DEPTH, settings.ANSWERS_FIELD = args.depth, 0
    position = load(args.suite)[args.position]
    answers = " ".join(sorted(format_point(a) for a in position.answers))
    print(f"position {args.position} ({position.width}×{position.height}, "
          f"{len(position.moves)} moves), the suite's answers: {answers}")
    for first in args.moves:
        nets = [played_on(position, first, seed, args.plies, args.budget)
                for seed in range(*args.seeds)]
        print(f"{first}: net {nets}, mean {statistics.mean(nets):+.1f}, "
              f"median {statistics.median(nets):+g}", flush=True)


if __name__ == "__main__":
    main()
