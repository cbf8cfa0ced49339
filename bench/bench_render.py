"""Board picture speed: a late 39×32 position drawn and PNG-encoded (median of many runs,
with the draw/encode split), a few other sizes and themes, a Territory position with its
pools (``Game.pools``, drawn dashed), and the GIF replay of a 1,000-move game (seconds and
megabytes).

    python bench/bench_render.py [--runs 300] [--seed 1]

Targets: 39×32 with at least 800 dots and 30 areas, median at most 8 ms and PNG at most
100 KB; a 1,000-move replay GIF in at most 10 s and under 8 MB.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PIL import Image

from bench.figures import percentile
from core import Game
from renderers import render_gif, render_png
from renderers.labels import ENGLISH
from renderers.layout import auto_cell, layout
from renderers.png import encode_png, game_status, picture
from renderers.theme import resolve
from tests.support.random_games import random_game


def timings(action: Callable[[], object], runs: int) -> list[float]:
    action()  # the first call fills the caches (empty field, sprites, fonts)
    spent = []
    for _ in range(runs):
        start = time.perf_counter()
        action()
        spent.append((time.perf_counter() - start) * 1000)
    return sorted(spent)


def describe(spent: list[float]) -> str:
    return (f"median {statistics.median(spent):5.2f} ms  p90 {percentile(spent, 0.9):5.2f} ms"
            f"  min {spent[0]:5.2f} ms")


def still(runs: int, seed: int) -> None:
    game = random_game(39, 32, 1000, seed)
    board = game.board
    dots = sum(1 for _ in board.dots())
    print(f"39x32 late position: {game.ply} moves, {dots} dots, {len(board.areas)} areas")
    names = ("Алиса", "Bob 🤖")
    data = render_png(game, names=names)
    print(f"  render_png  {describe(timings(lambda: render_png(game, names=names), runs))}"
          f"  PNG {len(data) / 1024:.1f} KB")
    theme = resolve("light")
    lay = layout(39, 32, auto_cell(39, 32))
    status = game_status(game, names, ENGLISH)
    last = game.moves[-1].point

    def draw() -> Image.Image:
        return picture(board, status, theme, lay, ENGLISH, last=last)

    image = draw()
    print(f"    draw      {describe(timings(draw, runs))}  ({image.size[0]}x{image.size[1]} px)")
    print(f"    encode    {describe(timings(lambda: encode_png(image), runs))}")
    for width, height, moves, style, colorblind in (
        (39, 32, 1000, "dark", True),
        (20, 20, 250, "light", False),
        (10, 10, 60, "light", False),
        (64, 64, 2500, "light", False),
    ):
        other = random_game(width, height, moves, seed)

        def draw_other(g: Game = other, s: str = style, c: bool = colorblind) -> bytes:
            return render_png(g, theme=s, colorblind=c)

        data = draw_other()
        spent = timings(draw_other, max(20, runs // 3))
        label = f"{width}x{height} {style}{' colour-blind' if colorblind else ''}"
        print(f"  {label:<26} {describe(spent)}  PNG {len(data) / 1024:.1f} KB")


def territory(runs: int, seed: int) -> None:
    """A Territory position whose dots enclose nothing (every ring stays a pool): what
    finding its pools adds to the picture."""
    rng = random.Random(seed)
    game = Game(width=39, height=32, territory=True)
    points = [(x, y) for x in range(1, 40) for y in range(1, 33)]
    rng.shuffle(points)
    for x, y in points:
        if game.ply < 600 and game.board.is_playable(x, y):
            game.play(x, y)
    pools = game.pools()
    print(f"39x32 Territory, {game.ply} moves, {len(pools)} pools:")
    print(f"  Game.pools  {describe(timings(game.pools, max(20, runs // 3)))}")
    print(f"  render_png  {describe(timings(lambda: render_png(game), max(20, runs // 3)))}")


def replay(seed: int) -> None:
    game = random_game(39, 32, 1000, seed)
    spent = []
    data = b""
    for _ in range(3):
        start = time.perf_counter()
        data = render_gif(game, names=("Алиса", "Bob"))
        spent.append(time.perf_counter() - start)
    print(
        f"GIF replay of a {game.ply}-move 39x32 game: median {statistics.median(spent):.2f} s,"
        f" {len(data) / 1e6:.2f} MB"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    still(args.runs, args.seed)
    territory(args.runs, args.seed)
    replay(args.seed)


if __name__ == "__main__":
    main()
