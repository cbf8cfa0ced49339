"""Learn the shapes' weights (``core.ai.shapes``) from match journals, and check them.

    python bench/bench_shapes.py bench/journals/hard-39x32.jsonl --write
    python bench/bench_shapes.py bench/journals/hard-39x32.jsonl --held-out 40

For every move of every game: the mover's shape (``Position.shapes``) at each point the
search would consider (``Position.candidates``) counts as seen, the point played as
chosen. A class's gamma is (chosen + 1) / (seen + 1 / base) / base, base being the share
of all seen points that were chosen: 1 is an ordinary point, the + 1 keeps a rare class
near 1. ``--write`` writes ``core/ai/shape_table.py``.

``--held-out N`` learns from all games but the last N and reads those N: every fifth
position from move 5 on, the mean log-likelihood of the move played under the kernel's
cheap priors, without shapes and with gamma raised to each strength.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from array import array
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import match_journal
from core import Game
from core.ai import kernel

TABLE = Path(__file__).resolve().parent.parent / "core" / "ai" / "shape_table.py"
STRENGTHS = (0.0, 0.25, 0.5, 0.75, 1.0)


def positions(lines: list[str]) -> Iterator[tuple[Any, int, int]]:
    """(position before the move, mover, point played) along every game of the lines."""
    module = kernel.load()
    assert module is not None, "the kernel is not built"
    for line in lines:
        entry = json.loads(line)
        width, height = entry["size"]
        stride = width + 2
        position = module.Position(width, height)
        for x, y, color in Game(width=width, height=height).setup:
            position.place(y * stride + x, int(color))
        last = prev = 0
        for color, x, y in match_journal.record_of(entry["record"]):
            point = y * stride + x
            position.set_turn(color, last, prev, False)
            yield position, color, point
            position.place(point, color)
            prev, last = last, point


def learn(lines: list[str]) -> tuple[dict[int, float], float]:
    """Gamma by shape class, and the gamma of a class never seen."""
    module = kernel.load()
    assert module is not None
    classes = array("H", (module.shape_class(k) for k in range(1 << 16)))
    seen: Counter[int] = Counter()
    chosen: Counter[int] = Counter()
    for position, color, point in positions(lines):
        keys = array("H", position.shapes(color))
        seen.update(classes[keys[p]] for p in position.candidates())
        chosen[classes[keys[point]]] += 1
    base = sum(chosen.values()) / sum(seen.values())
    gamma = {c: (chosen[c] + 1) / (n + 1 / base) / base for c, n in seen.items()}
    return gamma, 1.0


def write(gamma: dict[int, float], unseen: float, games: int, source: str) -> None:
    items = [f"{c}: {g:.3g}" for c, g in sorted(gamma.items())]
    rows = [", ".join(items[k:k + 6]) for k in range(0, len(items), 6)]
    body = ",\n    ".join(rows)
    TABLE.write_text(
        f'"""Shape classes and their gamma (``core.ai.shapes``), learnt by\n'
        f'``python bench/bench_shapes.py {source} --write`` from {games} games."""\n\n'
        f"UNSEEN = {unseen:g}\n"
        f'"""The gamma of a class the games never showed."""\n'
        f"GAMMA: dict[int, float] = {{\n    {body},\n}}\n", encoding="utf-8")


def likelihood(lines: list[str], gamma: dict[int, float]) -> None:
    module = kernel.load()
    assert module is not None
    classes = array("H", (module.shape_class(k) for k in range(1 << 16)))
    sums = dict.fromkeys(STRENGTHS, 0.0)
    count = 0
    for k, (position, color, point) in enumerate(positions(lines)):
        if k % 5 or position.state()[2] > 39 * 32 - 10:
            continue
        points = position.candidates()
        if point not in points:
            continue
        priors = position.priors(points, False)
        keys = array("H", position.shapes(color))
        factors = [gamma.get(classes[keys[p]], 1.0) for p in points]
        where = points.index(point)
        for strength in STRENGTHS:
            weights = [w * f ** strength for w, f in zip(priors, factors, strict=True)]
            sums[strength] += math.log(weights[where] / sum(weights))
        count += 1
    for strength in STRENGTHS:
        print(f"  gamma ** {strength:g}: mean log-likelihood {sums[strength] / count:.3f}")
    print(f"  over {count} positions")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("journals", nargs="+", type=Path)
    parser.add_argument("--write", action="store_true", help="write core/ai/shape_table.py")
    parser.add_argument("--held-out", type=int, default=0,
                        help="learn without the last N games and read those")
    args = parser.parse_args()
    lines = [line for path in args.journals
             for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    if args.held_out:
        train, test = lines[:-args.held_out], lines[-args.held_out:]
        gamma, _ = learn(train)
        print(f"learnt from {len(train)} games, {len(gamma)} classes; the last {len(test)}:")
        likelihood(test, gamma)
    if args.write:
        gamma, unseen = learn(lines)
        write(gamma, unseen, len(lines), " ".join(str(p) for p in args.journals))
        print(f"{TABLE}: {len(gamma)} classes from {len(lines)} games")


if __name__ == "__main__":
    main()
