"""Collect the tactical suite's positions from games between today's players, or from a
game record of people's play.

    python -m tests.ai.make_tactics [games] > positions.txt
    python -m tests.ai.make_tactics --record tests/fixtures/zagram352562.sgf >> positions.txt

A position is kept when the side to move played a move after which the opponent could
take dots at once, while another move would have kept them: a dot left hanging, as the
computer did in real play. From a record, positions where the player took dots with one
of the best moves are kept too: the chances a player must not miss. The answer is every
move that does best by an exact two-move reading with the rules core (dots won now
minus the most the opponent wins next), when at most three moves do so. Lines read
``W H [start] | moves | answers``; a record's own start dots become its first moves, on
an empty field (Blue's and Red's in turn). tactics.txt also holds a few answers added by
hand, where a move this reading rejects did better played on (``bench/bench_suite_answers.py``);
the lines above them give the figures.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path
from random import Random

from core import Color, Game, Move, sgf
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


def best(game: Game, view: View) -> tuple[dict[int, int], int, list[int]]:
    """material(), its best value and the points that reach it."""
    scores = material(game, view)
    top = max(scores.values())
    return scores, top, sorted(p for p, s in scores.items() if s == top)


def print_position(head: str, game: Game, view: View, answers: list[int]) -> None:
    """One suite line: the field (and start), the moves so far, the answers."""
    moves = " ".join(format_point((m.x, m.y)) for m in game.moves)
    shown = " ".join(format_point(view.xy(p)) for p in answers)
    print(f"{head} | {moves} | {shown}", flush=True)


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
                scores, top, answers = best(game, view)
                if scores[view.index(*point)] < top and len(answers) <= 3:
                    print_position(f"{size} {size}", game, view, answers)
            game.play(*point)


def took(game: Game, moves: Sequence[Move]) -> bool:
    """Did the last of these moves, played from here, take dots?"""
    trial = game.copy()
    for move in moves[:-1]:
        trial.play(move.x, move.y)
    mover = moves[-1].color
    before = trial.board.score(mover) - trial.board.score(mover.opponent)
    trial.play(moves[-1].x, moves[-1].y)
    return trial.board.score(mover) - trial.board.score(mover.opponent) > before


def from_record(path: str) -> None:
    """Print the positions of an SGF record worth keeping, replayed from an empty field."""
    record = sgf.loads(Path(path).read_text(encoding="utf-8"))
    rules = record.game.rules
    blue = [(x, y) for x, y, color in record.game.setup if color is Color.BLUE]
    red = [(x, y) for x, y, color in record.game.setup if color is Color.RED]
    game = Game(width=rules.width, height=rules.height, start="empty")
    for point in (p for pair in zip(blue, red, strict=True) for p in pair):
        game.play(*point)
    view = View(game.board)
    moves = record.game.moves
    for number, move in enumerate(moves):
        point = (move.x, move.y)
        if game.is_over or move.color is not game.to_move:
            break
        scores, top, answers = best(game, view)
        played = scores[view.index(*point)]
        # kept: dots taken with a best move, or left hanging and taken at once
        taken = top > 0 and played == top
        punished = played < top and number + 1 < len(moves) and took(game, moves[number:number + 2])
        if len(answers) <= 3 and (taken or punished):
            print_position(f"{rules.width} {rules.height} empty", game, view, answers)
        game.play(*point)


if __name__ == "__main__":
    if len(sys.argv) > 2 and sys.argv[1] == "--record":
        from_record(sys.argv[2])
    else:
        harvest(int(sys.argv[1]) if len(sys.argv) > 1 else 8)
