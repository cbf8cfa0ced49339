"""An engine from another tree of the project, played in a process of its own.

A match of record pits the engine as it is against an earlier one, say the commit whose
engine fingerprint is ``563e18514f92``. Two versions of ``core.ai`` cannot share one
process (same module names, one compiled kernel each), so the other one runs in a child
process started from its own tree: ``git archive COMMIT | tar -x -C DIR`` and its kernel
built there (``python setup.py build_ext --inplace`` in DIR). The child takes each
position as the moves played since it last answered and asks that tree's own
``bench/bench_ai.py move_for`` for its move, so the earlier engine plays exactly as its
own benchmark played it: its levels, options (``-e0``, ``-m0`` ...), thinking time and
the trees it keeps between moves. Only the thinking is timed, as for the engine here.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from core import Game
from core.ai import Intent

CHILD = r"""
import json, sys, time
tree = sys.argv[1]
sys.path[:0] = [tree, tree + "/bench"]
from bench_ai import move_for
from core import Game
game, played = None, []
for line in sys.stdin:
    ask = json.loads(line)
    moves = [tuple(m) for m in ask["moves"]]
    size = ask["size"]
    fresh = game is None or size != [game.rules.width, game.rules.height]
    if fresh or moves[: len(played)] != played:
        game, played = Game(width=size[0], height=size[1]), []
    for x, y in moves[len(played):]:
        game.play(x, y)
    played = moves
    t0 = time.perf_counter()
    intent, point = move_for(ask["spec"], game, ask["seed"])
    seconds = time.perf_counter() - t0
    print(json.dumps({"intent": str(intent), "point": point, "seconds": seconds}), flush=True)
"""


class OtherEngine:
    """The engine of ``tree`` answering moves in a child process (see the module's
    docstring); close it when the game is over."""

    def __init__(self, tree: Path) -> None:
        if not list((tree / "core" / "ai").glob("_kernel*.so")):
            raise SystemExit(f"{tree}: its kernel is not built (python setup.py build_ext "
                             "--inplace there)")
        self.process = subprocess.Popen(
            [sys.executable, "-c", CHILD, str(tree)], stdin=subprocess.PIPE,
            stdout=subprocess.PIPE, text=True, cwd=tree)

    def move(self, spec: str, game: Game,
             seed: int) -> tuple[Intent, tuple[int, int] | None, float]:
        """Its answer in ``game`` as the player ``spec`` of its own benchmark, and the
        seconds it thought."""
        ask = {"spec": spec, "size": [game.rules.width, game.rules.height], "seed": seed,
               "moves": [[m.x, m.y] for m in game.moves]}
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(json.dumps(ask) + "\n")
        self.process.stdin.flush()
        line = self.process.stdout.readline()
        if not line:
            raise RuntimeError(f"the other engine stopped (exit {self.process.wait()})")
        answer = json.loads(line)
        point = answer["point"]
        return Intent(answer["intent"]), None if point is None else (point[0], point[1]), \
            float(answer["seconds"])

    def close(self) -> None:
        if self.process.stdin is not None:
            self.process.stdin.close()
        self.process.wait(timeout=30)
