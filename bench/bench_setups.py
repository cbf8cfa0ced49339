"""What hard's setup reading (``core.ai.kernel.setup_reading``) finds in a match's games, and
what it costs.

    python bench/bench_setups.py bench/journals/hard-39x32.jsonl --engine 6981188ac077

Two parts, both on the games of one engine in the journal:

- **The setups of the losses.** The captures ``bench_losses.py`` traces to a setup that no
  answer stopped (its threat standing two moves): at the first player's move before the
  setup, does the reading count the move played as losing, and which move does hard choose
  there (``--playouts`` a search, fixed, so it repeats; with and without the reading)?
- **The cost.** Every ``--every``-th position of the first ``--games`` games, up to move
  ``--until``: how often the reading changes a root move, and the milliseconds of CPU it
  takes; with ``--bound S``, also cut short after S seconds as a timed search cuts it
  (``READING_SHARE`` of the time left: about 0.23 at 1 s a move), and what that changes.

One core; about a minute for the match of record's journal with the defaults.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import bench_losses, match_journal
from core import Game
from core.ai import choose_move, kernel, settings

SMALLEST = settings.SMALL_ENCLOSURE


def game_at(entry: dict[str, Any], ply: int) -> tuple[Game, tuple[int, int] | None]:
    """The journal game before move ``ply`` (from 0) and the move played there."""
    width, height = entry["size"]
    game = Game(width=width, height=height)
    record = match_journal.record_of(entry["record"])
    for _, x, y in record[:ply]:
        game.play(x, y)
    played = (record[ply][1], record[ply][2]) if ply < len(record) else None
    return game, played


def read(game: Game, bound: float | None = None) -> tuple[dict[int, int], float]:
    """The setup reading over the root's candidates, and the seconds of CPU it took; cut
    short after ``bound`` seconds where given."""
    stride = game.rules.width + 2
    position = kernel.position_of(game)
    recent = [m.y * stride + m.x for m in game.moves[-kernel.SETUP_MOVES:]]
    points = position.candidates()
    start = time.process_time()
    shift = kernel.setup_reading(position, points, SMALLEST, stride, recent,
                                 over=lambda: bound is not None
                                 and time.process_time() > start + bound)
    return shift, time.process_time() - start


def hard_move(game: Game, playouts: int, setups: bool) -> tuple[int, int] | None:
    settings.SETUPS = setups
    try:
        return choose_move(game, "hard", max_playouts=playouts, seed=1, may_resign=False).point
    finally:
        settings.SETUPS = True


def losses(games: list[dict[str, Any]], playouts: int) -> None:
    print("setups no answer stopped (game index, move, dots): the move played; "
          "the reading; hard with it, without it")
    counts = {"flagged": 0, "changed": 0, "total": 0}
    for entry in games:
        if entry["winner"] != "B" or entry["moves"] < bench_losses.LONG_GAME:
            continue
        for capture in bench_losses.captures_of(entry):
            if not (capture.made_by_setup and not capture.answered_at_first
                    and capture.stood == 2 and capture.before is not None):
                continue
            game, played = game_at(entry, capture.before)
            assert played is not None
            stride = game.rules.width + 2
            shift, _ = read(game)
            new = hard_move(game, playouts, True)
            old = hard_move(game, playouts, False)
            lost = shift.get(played[1] * stride + played[0], 0)
            kept = new is not None and new[1] * stride + new[0] not in shift
            counts["total"] += 1
            counts["flagged"] += lost < 0
            counts["changed"] += bool(shift) and kept and new != played
            print(f"  {entry['index']:3} move {capture.before + 1:4} {capture.dots:3} dots: "
                  f"played {played[0]}-{played[1]} ({lost:+d}); {len(shift)} of the root's "
                  f"moves count dots lost; hard {_name(new)}, without {_name(old)}")
    print(f"the move played counted as losing in {counts['flagged']} of {counts['total']}; "
          f"hard chose another, one the reading keeps, in {counts['changed']}")


def cost(games: list[dict[str, Any]], every: int, until: int, bound: float | None) -> None:
    seconds: list[float] = []
    bounded: list[float] = []
    changed = cut = cut_changed = 0
    for entry in games:
        for ply in range(every // 2, min(until, entry["moves"]), every):
            game, _ = game_at(entry, ply)
            if game.is_over:
                break
            shift, took = read(game)
            seconds.append(took)
            changed += bool(shift)
            if bound is not None and took > bound:
                short, took = read(game, bound)
                cut += 1
                cut_changed += short != shift
            bounded.append(took)
    seconds.sort()
    ms = [round(1000 * s) for s in seconds]
    print(f"cost over {len(ms)} positions of {len(games)} games: the reading changed root "
          f"moves in {changed}; {statistics.median(ms)} ms in the middle, "
          f"{ms[int(0.9 * len(ms))]} ms at the 90th percentile, {ms[-1]} ms at most; "
          f"{statistics.mean(seconds) * 1000:.0f} ms on average")
    if bound is not None:
        print(f"cut short after {bound} s: {round(1000 * max(bounded))} ms at most; {cut} "
              f"positions cut short, the root moves held back changed in {cut_changed}")


def _name(point: tuple[int, int] | None) -> str:
    return "none" if point is None else f"{point[0]}-{point[1]}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("journal", type=Path)
    parser.add_argument("--engine", default=match_journal.engine_fingerprint(),
                        help="the engine fingerprint whose games are read (default: this code's)")
    parser.add_argument("--playouts", type=int, default=5000)
    parser.add_argument("--games", type=int, default=30, help="games read for the cost")
    parser.add_argument("--every", type=int, default=15)
    parser.add_argument("--until", type=int, default=600)
    parser.add_argument("--bound", type=float, help="seconds the reading is cut short after")
    parser.add_argument("--cost-only", action="store_true", help="read the cost alone")
    args = parser.parse_args()
    if kernel.load() is None:
        sys.exit("the reading needs the compiled kernel: python setup.py build_ext --inplace")
    games = [entry for entry in map(json.loads, args.journal.read_text().splitlines())
             if entry.get("engine") == args.engine]
    if not args.cost_only:
        losses(games, args.playouts)
    cost(games[: args.games], args.every, args.until, args.bound)


if __name__ == "__main__":
    main()
