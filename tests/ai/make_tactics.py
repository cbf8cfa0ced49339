"""Collect the tactical suite's positions from games between today's players.

    python -m tests.ai.make_tactics [games] > positions.txt

A position is kept when the side to move played a move after which the opponent could
take dots at once, while another move would have kept them: a dot left hanging, as the
computer did in real play. The answer is every move that does best by an exact two-move
reading with the rules core (dots won now minus the most the opponent wins next),
when at most three moves do so. Lines read ``W H | moves | answers``.
"""

from __future__ import annotations

import sys
from random import Random

from core import Color, Game
from core.ai import choose_move, greedy_move
from core.ai.fast import View, exact_gain, may_close, playable
from core.notation import format_point


def material(game: Game, view: View) -> dict[int, int]:
    """Dots won by each playable point minus the opponent's best capture after it."""
    board = game.board
    me = int(game.to_move)
    found = {}
    for p in playable(board):
        gain = exact_gain(board, p, me)
        trial = game.copy()
        trial.play(*view.xy(p))
        best = 0
        if not trial.is_over and trial.to_move is not game.to_move:
            for t in playable(trial.board):
                if may_close(trial.board, t, 3 - me):
                    best = max(best, exact_gain(trial.board, t, 3 - me))
        found[p] = gain - best
    return found


def mover(spec: str, game: Game, seed: int) -> tuple[int, int] | None:
    if spec == "greedy":
        return greedy_move(game, Random(seed))
    level, budget = spec.split(":")
    return choose_move(game, level, seed=seed, max_playouts=int(budget), compiled=False).point


def harvest(games: int) -> None:
    pairings = [("hard:100", "hard:100", 11), ("hard:60", "medium:200", 11),
                ("hard:60", "greedy", 15), ("hard:40", "hard:40", 20)]
    for g in range(games):
        first, second, size = pairings[g % len(pairings)]
        game = Game(width=size, height=size)
        view = View(game.board)
        players = {Color.BLUE: first, Color.RED: second} if g % 2 else {
            Color.BLUE: second, Color.RED: first}
        while not game.is_over and game.ply < size * size * 3 // 4:
            point = mover(players[game.to_move], game, g * 1000 + game.ply)
            if point is None:
                break  # grounding or resignation ends the game
            trial = game.copy()
            trial.play(*point)
            me = int(game.to_move)
            if not trial.is_over and trial.to_move is not game.to_move and any(
                may_close(trial.board, t, 3 - me) and exact_gain(trial.board, t, 3 - me) > 0
                for t in playable(trial.board)
            ):
                scores = material(game, view)
                top = max(scores.values())
                answers = sorted(p for p, s in scores.items() if s == top)
                if scores[view.index(*point)] < top and len(answers) <= 3:
                    moves = " ".join(format_point((m.x, m.y)) for m in game.moves)
                    shown = " ".join(format_point(view.xy(p)) for p in answers)
                    print(f"{size} {size} | {moves} | {shown}", flush=True)
            game.play(*point)


if __name__ == "__main__":
    harvest(int(sys.argv[1]) if len(sys.argv) > 1 else 8)
