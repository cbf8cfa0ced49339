"""The tactical suites (``tests/ai/tactics.txt``, ``tests/ai/tactics_big.txt``): their
positions and whether a level plays one of a position's answers. Read by the engine's
tests and by ``bench/bench_ai.py tactics``."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from core import Game
from core.ai import choose_move
from core.geometry import Point
from core.notation import parse_point

SUITES = Path(__file__).resolve().parents[1] / "ai"
"""Where the suites are kept, beside the tests that hold the levels to them."""

BUDGET = 1000
"""Playouts a move (medium uses an eighth)."""


@dataclass(frozen=True)
class Position:
    width: int
    height: int
    moves: tuple[str, ...]
    answers: frozenset[Point]
    start: str = "cross"

    def game(self) -> Game:
        game = Game(width=self.width, height=self.height, start=self.start)
        for move in self.moves:
            game.play(*parse_point(move, self.width, self.height))
        return game


def load(name: str = "tactics.txt") -> list[Position]:
    """A suite's positions; a line's ``#`` starts a comment."""
    found = []
    for line in (SUITES / name).read_text().splitlines():
        line = line.partition("#")[0]
        if not line.strip():
            continue
        size, moves, answers = (part.split() for part in line.split("|"))
        width, height = int(size[0]), int(size[1])
        found.append(Position(width, height, tuple(moves), frozenset(
            parse_point(a, width, height) for a in answers), *size[2:]))
    return found


def solves(position: Position, level: str, seed: int = 1, compiled: bool = True,
           budget: int | None = BUDGET, seconds: float | None = None,
           may_resign: bool = True) -> bool:
    """Does ``level`` play one of the answers, with ``budget`` playouts or ``seconds``?"""
    decision = choose_move(position.game(), level, seconds, max_playouts=budget, seed=seed,
                           compiled=compiled, may_resign=may_resign)
    return decision.point in position.answers
