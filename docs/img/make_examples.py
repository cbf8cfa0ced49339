"""Writes the example pictures of the README into this folder.

    python docs/img/make_examples.py

The 39×32 game is a real one (tests/fixtures/zagram352562.sgf, played on zagram.org);
the small ones are played here by a greedy player that likes to surround.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent.parent))

from core import Board, Game, sgf
from renderers import render_gif, render_png

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent


def greedy_game(width: int, height: int, moves: int, seed: int) -> Game:
    """Each side plays next to the dots already on the field, surrounding when it can."""
    rng = random.Random(seed)
    game = Game(width=width, height=height)
    while game.ply < moves and not game.is_over:
        board = game.board
        near = {
            (x + dx, y + dy)
            for x, y, _ in board.dots()
            for dx in (-1, 0, 1)
            for dy in (-1, 0, 1)
            if 1 <= x + dx <= width and 1 <= y + dy <= height
        }
        options = [p for p in near if board.is_playable(*p)]
        if not options:
            break

        def value(point: tuple[int, int], board: Board = board) -> float:
            trial = board.copy()
            return trial.place(*point, game.to_move).captured * 10 + rng.random()

        game.play(*max(options, key=value))
    return game


def main() -> None:
    text = (ROOT / "tests/fixtures/zagram352562.sgf").read_text(encoding="utf-8")
    record = sgf.loads(text)
    names = (record.properties.get("PB", "Blue"), record.properties.get("PW", "Red"))
    real = record.game
    (HERE / "board-39x32.png").write_bytes(render_png(real, names=names))
    (HERE / "board-39x32-dark-colorblind.png").write_bytes(
        render_png(real, names=names, theme="dark", colorblind=True)
    )
    small = greedy_game(10, 10, 40, seed=5)
    captured = next((x, y) for x, y, _ in small.board.dots() if small.board.is_captured(x, y))
    (HERE / "board-10x10.png").write_bytes(
        render_png(small, names=("Алиса 🦊", "Bob"), highlight=captured)
    )
    (HERE / "board-10x10-dark.png").write_bytes(
        render_png(small, names=("Алиса 🦊", "Bob"), theme="dark")
    )
    (HERE / "replay-10x10.gif").write_bytes(render_gif(small, names=("Алиса 🦊", "Bob")))


if __name__ == "__main__":
    main()
