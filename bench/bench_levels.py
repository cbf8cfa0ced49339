"""The levels in people's terms: each level as the bot plays it against a ladder of baselines.

    python bench/bench_levels.py --workers 1                     # everything, 1 s a move
    python bench/bench_levels.py --workers 1 --seconds 0.25 --games 4   # a quick look
    python bench/bench_levels.py --workers 1 --levels easy,medium --sizes 11 --games 100
    python bench/bench_levels.py --workers 1 --levels hard --against greedy,hard/4

A level plays as the bot plays it: ``easy`` (no search), ``medium@S`` and ``hard@S`` with
S = ``--seconds`` (1 s, the bot's ``ENGINE_SECONDS``; medium searches an eighth of it).
The ladder (``--against`` names): ``random`` and ``greedy`` (``core.ai.baselines``),
``easy``, ``medium`` (medium@S), ``hard/10`` and ``hard/4`` (hard with a tenth and a quarter
of the time: a time handicap), ``hard-py`` (hard@S searching in pure Python, the version
before the compiled kernel). The games are ``bench_ai``'s: from the initial cross, colours
alternating, every game with its own seed, ended by the rules.

The first table gives each pairing from the level's side: won, drawn, lost, its share of
the points (a win 1, a draw ½), the average game length in moves, and the Elo difference
that share means (400·log10(p / (1 − p)), ± one standard error of the share carried
through; a clean sweep gives only a bound, from a share half a game short of it).

The second table says how sensible each side's moves were, by measures that do not
depend on how the level chooses its moves (read back from the games with the rules core):

* sensible: a capture, or a move off the first line, not into a house of the other side
  and within two points of a dot on the field. A dot on the first line can enclose
  nothing on that side and is easily cut off; a dot in the other side's house is lost at
  once; a dot far from every other takes no part in the fight. People who know the rules
  avoid all three from their first game. This share and the next three count only the
  moves where such a move was left: late in a game on a full field only first-line
  points and points in houses may remain, and every player must fill them.
* captures taken: of the turns where the side to move could capture at once (anywhere on
  the field), the share where it did.
* leaves a capture: the share of its moves after which the other side can capture at once
  (a threat not spoiled, or a new weakness).
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, fields
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_ai import GameResult, field_size, match

from core import Game
from core.ai.fast import EDGE, EMPTY, View, exact_gain, in_enemy_house, may_close, playable
from core.board import Board

LEVELS = ("easy", "medium", "hard")
RUNGS = ("random", "greedy", "easy", "medium", "hard/10", "hard/4", "hard-py")
LADDER = {
    "easy": ("random", "greedy", "medium"),
    "medium": ("random", "greedy", "easy", "hard/10", "hard-py"),
    "hard": ("random", "greedy", "medium", "hard/4", "hard-py"),
}
"""The opponents of each level, by default."""


def spec(name: str, seconds: float) -> str:
    """A level or a rung of the ladder as ``bench_ai`` writes players."""
    timed = {"medium": f"medium@{seconds:g}", "hard": f"hard@{seconds:g}",
             "hard/10": f"hard@{seconds / 10:g}", "hard/4": f"hard@{seconds / 4:g}",
             "hard-py": f"hard-py@{seconds:g}"}
    return timed.get(name, name)


# --------------------------------------------------------------------------- scores


def points(results: Sequence[GameResult]) -> list[float]:
    """Each game's points for the first-named player: 1 a win, ½ a draw, 0 a loss."""
    return [1.0 if r.winner == "A" else 0.5 if r.winner is None else 0.0 for r in results]


def elo(share: float) -> float:
    return 400 * math.log10(share / (1 - share))


def elo_estimate(scores: Sequence[float]) -> str:
    """The Elo difference a share of the points means, ± one standard error."""
    n = len(scores)
    share = statistics.mean(scores)
    if share in (0.0, 1.0):  # a sweep: only a bound, from half a game short of it
        bound = elo((n - 0.5) / n)
        return f"> +{bound:.0f}" if share == 1.0 else f"< -{bound:.0f}"
    error = statistics.stdev(scores) / math.sqrt(n)
    slope = 400 / math.log(10) / (share * (1 - share))
    return f"{elo(share):+.0f} ± {slope * error:.0f}"


def score_row(size: tuple[int, int], level: str, opponent: str,
              results: Sequence[GameResult]) -> str:
    scores = points(results)
    won = scores.count(1.0)
    drawn = scores.count(0.5)
    moves = statistics.mean(r.moves for r in results)
    return (f"| {size[0]}×{size[1]} | {level} | {opponent} | {len(scores)} | {won} / {drawn} / "
            f"{len(scores) - won - drawn} | {100 * statistics.mean(scores):.0f}% | {moves:.0f} "
            f"| {elo_estimate(scores)} |")


SCORE_HEADER = ("| field | level | opponent | games | won / drawn / lost | share | moves/game "
                "| Elo difference |\n|---|---|---|---|---|---|---|---|")

# --------------------------------------------------------------------------- moves


@dataclass
class MoveCount:
    moves: int = 0
    choices: int = 0
    """Moves where a sensible move was left; the next four count only these."""
    sensible: int = 0
    first_line: int = 0
    into_house: int = 0
    far: int = 0
    """More than two points (king steps) from every dot on the field."""
    chances: int = 0
    """Turns where a capture was there to take."""
    taken: int = 0
    leaves: int = 0
    """Moves after which the other side can capture at once."""

    def add(self, other: MoveCount) -> None:
        for f in fields(self):
            setattr(self, f.name, getattr(self, f.name) + getattr(other, f.name))


def can_capture(board: Board, color: int) -> bool:
    return any(may_close(board, i, color) and exact_gain(board, i, color) > 0
               for i in playable(board))


def near_a_dot(board: Board, x: int, y: int) -> bool:
    cells, stride = board.cells, board.width + 2
    return any(cells[ny * stride + nx] not in (EMPTY, EDGE)
               for ny in range(max(1, y - 2), min(board.height, y + 2) + 1)
               for nx in range(max(1, x - 2), min(board.width, x + 2) + 1))


def natural(board: Board, view: View, i: int, color: int) -> bool:
    """Off the first line, within two points of a dot, not into the other side's house."""
    x, y = view.xy(i)
    return (view.edge_distance(i) > 0 and near_a_dot(board, x, y)
            and not in_enemy_house(board, i, color))


def has_choice(board: Board, view: View, color: int) -> bool:
    return any(natural(board, view, i, color) for i in playable(board))


def read_moves(size: tuple[int, int], record: Sequence[tuple[int, int, int]]
               ) -> dict[int, MoveCount]:
    """Each colour's moves of one game, counted (see the module's docstring)."""
    game = Game(width=size[0], height=size[1])
    view = View(game.board)
    counts = {1: MoveCount(), 2: MoveCount()}
    chance = can_capture(game.board, int(game.to_move))
    for color, x, y in record:
        board, i, count = game.board, view.index(x, y), counts[color]
        gain = exact_gain(board, i, color)
        edge = view.edge_distance(i) == 0
        house = gain < 0 or in_enemy_house(board, i, color)
        far = not near_a_dot(board, x, y)
        count.moves += 1
        if gain > 0 or has_choice(board, view, color):
            count.choices += 1
            count.sensible += gain > 0 or not (edge or house or far)
            count.first_line += edge
            count.into_house += house
            count.far += far
        count.chances += chance
        count.taken += chance and gain > 0
        game.play(x, y)
        chance = can_capture(game.board, 3 - color)
        count.leaves += chance
    return counts


def count_moves(size: tuple[int, int], results: Sequence[GameResult]
                ) -> tuple[MoveCount, MoveCount]:
    """The first-named player's moves and its opponent's, over ``results``."""
    mine, theirs = MoveCount(), MoveCount()
    for r in results:
        counts = read_moves(size, r.record)
        mine.add(counts[int(r.first_color)])
        theirs.add(counts[int(r.first_color.opponent)])
    return mine, theirs


def moves_row(size: tuple[int, int], player: str, opponent: str, c: MoveCount) -> str:
    def pct(part: int, whole: int) -> str:
        return f"{100 * part / whole:.0f}%" if whole else "–"

    return (f"| {size[0]}×{size[1]} | {player} | {opponent} | {c.moves} | "
            f"{pct(c.sensible, c.choices)} | {pct(c.first_line, c.choices)} | "
            f"{pct(c.into_house, c.choices)} | {pct(c.far, c.choices)} | "
            f"{pct(c.taken, c.chances)} of {c.chances} | {pct(c.leaves, c.moves)} |")


MOVES_HEADER = ("| field | player | against | moves | sensible | first line | into a house "
                "| far | captures taken | leaves a capture |\n|---|---|---|---|---|---|---|---|"
                "---|---|")

# --------------------------------------------------------------------------- the run


def plan(args: argparse.Namespace) -> list[tuple[tuple[int, int], str, str, int]]:
    """(field, level, opponent, games), by field, then level, then the ladder's order."""
    rows = []
    for size in args.sizes:
        games = args.games if size[0] * size[1] <= 15 * 15 else args.games_big
        for level in args.levels:
            rows += [(size, level, rung, games) for rung in LADDER[level]
                     if args.against is None or rung in args.against]
    return rows


def calibrate(args: argparse.Namespace) -> None:
    print(f"each level as the bot plays it ({args.seconds:g} s a move; medium an eighth), "
          f"seed {args.seed}, workers {args.workers}; wall time of each row at the end")
    print(SCORE_HEADER, flush=True)
    moves = []
    for size, level, rung, games in plan(args):
        first, second = spec(level, args.seconds), spec(rung, args.seconds)
        t0 = time.perf_counter()
        results = match(first, second, size, games, args.workers, args.seed)
        print(score_row(size, first, second, results), f"{time.perf_counter() - t0:.0f} s",
              flush=True)
        mine, theirs = count_moves(size, results)
        moves += [moves_row(size, first, second, mine), moves_row(size, second, first, theirs)]
    print()
    print(MOVES_HEADER)
    print("\n".join(moves))


def names(text: str, allowed: Sequence[str]) -> list[str]:
    found = [n.strip() for n in text.split(",") if n.strip()]
    unknown = [n for n in found if n not in allowed]
    if unknown:
        raise argparse.ArgumentTypeError(f"unknown: {', '.join(unknown)}; "
                                         f"choose from {', '.join(allowed)}")
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--seconds", type=float, default=1.0,
                        help="a move's time, as ENGINE_SECONDS in the bot (default 1)")
    parser.add_argument("--games", type=int, default=20, help="games a row up to 15x15")
    parser.add_argument("--games-big", type=int, default=6, help="games a row above 15x15")
    parser.add_argument("--sizes", type=lambda t: [field_size(s) for s in t.split(",")],
                        default=[(11, 11), (20, 20)], help="fields, e.g. 11,20 or 39x32")
    parser.add_argument("--levels", type=lambda t: names(t, LEVELS), default=list(LEVELS))
    parser.add_argument("--against", type=lambda t: names(t, RUNGS), default=None,
                        help=f"only these opponents: {','.join(RUNGS)}")
    calibrate(parser.parse_args())


if __name__ == "__main__":
    main()
