"""Positions for the computer player's tests, drawn as diagrams.

A diagram lists rows from the top (y = height) down to y = 1: ``X`` a blue dot, ``O`` a
red dot, ``.`` an empty point; spaces are ignored. The red dots are put first, then the
blue ones, so blue dots drawn inside a closed red ring land in a red house and are
captured. Blue moves first in the resulting game.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from core import Color, Game, Start
from core.ai import kernel


def play(game: Game, moves: str) -> Game:
    """``game`` after ``moves`` ("20-15 19-16 ..."), each side in turn."""
    for word in moves.split():
        x, y = word.split("-")
        game.play(int(x), int(y))
    return game


def sport_game(moves: str) -> Game:
    """A 39×32 game from the initial cross after ``moves``."""
    return play(Game(width=39, height=32), moves)


HANDICAP_39 = Path(__file__).resolve().parents[2] / "bench/journals/handicap-1s-2s-39x32.jsonl"


def match_position(game_number: int, moves: int) -> Game:
    """The position after ``moves`` moves of that game of the 39×32 match at the handicap
    (bench/journals, engine e60de5871c16)."""
    for line in HANDICAP_39.read_text().splitlines():
        entry = json.loads(line)
        if entry["engine"] == "e60de5871c16" and entry["index"] == game_number - 1:
            return sport_game(" ".join(entry["record"].split()[:moves]))
    raise LookupError(game_number)


def search_from(game: Game, **options: Any) -> tuple[Any, Any]:
    """The kernel's position of ``game`` and a search from it over its candidates (seed 7,
    the default search settings; ``options`` as ``kernel.Search`` takes them)."""
    position = kernel.position_of(game)
    points = position.candidates()
    return position, kernel.load().Search(  # type: ignore[union-attr]
        position, points, position.priors(points, False), 7, 10_000, 48, 24,
        0.05, 1.0, 0.02, 0.1, 4.0, **options)


def game_from(diagram: str, first: Color = Color.RED, **rules: object) -> Game:
    lines = [line.replace(" ", "") for line in diagram.strip().splitlines()]
    height, width = len(lines), len(lines[0])
    setup = []
    for color in (first, first.opponent):
        symbol = "X" if color is Color.BLUE else "O"
        for row, line in enumerate(lines):
            for col, char in enumerate(line):
                if char == symbol:
                    setup.append((col + 1, height - row, color))
    return Game(width=width, height=height, start=Start.CUSTOM, setup=setup,
                **rules)  # type: ignore[arg-type]
