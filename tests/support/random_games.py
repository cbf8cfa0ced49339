"""Games of random legal moves, for tests and benchmarks that want many different
positions."""

from __future__ import annotations

import random

from core import Game


def random_game(width: int, height: int, moves: int, seed: int) -> Game:
    rng = random.Random(seed)
    game = Game(width=width, height=height)
    points = [(x, y) for x in range(1, width + 1) for y in range(1, height + 1)]
    rng.shuffle(points)
    for x, y in points:
        if game.ply >= moves or game.is_over:
            break
        if game.board.is_playable(x, y):
            game.play(x, y)
    return game
