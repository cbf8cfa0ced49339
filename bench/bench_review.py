"""Reviewing a finished game (``core.ai.review``): seconds per game on one core.

    python bench/bench_review.py                       # 11×11, 20×20, 39×32 at the defaults
    python bench/bench_review.py --playouts 1000       # one budget for every field
    python bench/bench_review.py --sizes 11 39x32      # some fields only

``39x32-600`` is the record's 244 moves continued by greedy play to 600 moves (the length
the budget is set for).

11×11 and 20×20 games are greedy self-play (``core.ai.greedy_move``), played to the end;
39×32 is the real record ``tests/fixtures/zagram352562.sgf``. The budget per position is
``core.ai.review.default_playouts`` unless ``--playouts`` names one.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from random import Random

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from core import Game, Outcome, sgf
from core.ai import greedy_move
from core.ai.review import default_playouts, review_game

ROOT = Path(__file__).resolve().parent.parent
RECORD = ROOT / "tests/fixtures/zagram352562.sgf"


def greedy_game(width: int, height: int, seed: int) -> Game:
    rng = Random(seed)
    game = Game(width=width, height=height)
    while not game.is_over:
        game.play(*greedy_move(game, rng))
    return game


def continued(game: Game, moves: int, seed: int) -> Game:
    """``game``'s moves without its result, then greedy play up to ``moves`` moves."""
    rng = Random(seed)
    longer = Game.from_rules(game.rules, game.setup)
    for move in game.moves:
        longer.play(move.x, move.y)
    while longer.ply < moves and not longer.is_over:
        longer.play(*greedy_move(longer, rng))
    return longer


def game_for(size: str, seed: int) -> tuple[Game, Outcome | None]:
    if size.startswith("39x32"):
        record = sgf.loads(RECORD.read_text(encoding="utf-8"))
        if size == "39x32-600":
            return continued(record.game, 600, seed), None
        return record.game, record.result
    width, _, height = size.partition("x")
    return greedy_game(int(width), int(height or width), seed), None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", nargs="*", default=["11", "20", "39x32", "39x32-600"])
    parser.add_argument("--playouts", type=int, default=None)
    parser.add_argument("--games", type=int, default=1, help="greedy games per size")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for size in args.sizes:
        for k in range(1 if size.startswith("39x32") else args.games):
            game, result = game_for(size, args.seed + k)
            budget = args.playouts or default_playouts(game.rules.width, game.rules.height)
            start = time.perf_counter()
            review = review_game(game, playouts=budget, seed=args.seed, result=result)
            spent = time.perf_counter() - start
            moves = len(review.entries)
            print(f"{game.rules.width}x{game.rules.height}: {moves} moves, {budget} playouts "
                  f"a position: {spent:.1f} s ({1000 * spent / max(1, moves):.0f} ms a move)")
            swing = review.biggest_swing()
            if swing is not None:
                print(f"  biggest swing: move {swing.number} {swing.before:.0%} -> "
                      f"{swing.after:.0%}", flush=True)


if __name__ == "__main__":
    main()
