"""Two simple opponents the levels are measured against (bench/bench_ai.py).

* random: any playable point, uniformly.
* greedy: the largest capture it can make now; otherwise it spoils the opponent's largest
  capture (puts a dot on the point that would close it); otherwise it plays next to the
  last move; otherwise anywhere.
"""

from __future__ import annotations

from random import Random

from core.ai.fast import EMPTY, View, exact_gain, may_close, playable
from core.game import Game
from core.geometry import Point


def random_move(game: Game, rng: Random) -> Point:
    view = View(game.board)
    return view.xy(rng.choice(playable(game.board)))


def greedy_move(game: Game, rng: Random) -> Point:
    board = game.board
    view = View(board)
    me = int(game.to_move)
    points = playable(board)
    for color in (me, 3 - me):
        best, where = 0, []
        for i in points:
            if may_close(board, i, color):
                gain = exact_gain(board, i, color)
                if gain > best:
                    best, where = gain, [i]
                elif gain == best and gain > 0:
                    where.append(i)
        if where:
            return view.xy(rng.choice(where))
    last = game.last_move
    if last is not None:
        cells = board.cells
        near = [t for t in view.neighbours[view.index(last.x, last.y)] if cells[t] == EMPTY]
        if near:
            return view.xy(rng.choice(near))
    return view.xy(rng.choice(points))
