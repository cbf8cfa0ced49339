"""Collect the big-field tactical suite (``tactics_big.txt``): 39×32 positions where an
enclosure of at least ``BIG`` dots is won or lost within three plies.

    python -m tests.ai.make_tactics_big tests/fixtures/*.sgf > tests/ai/tactics_big.txt
    python -m tests.ai.make_tactics_big --levels 9 >> tests/ai/tactics_big.txt

Every position of each record (replayed from an empty field, its start dots first) is
read exactly with the rules core:

* **attack**: the side to move can win ``BIG`` dots or more by force within three plies:
  a capture now, or a move after which every answer of the opponent leaves such a
  capture (a double threat, or a threat whose block does not help). The answers are
  every such first move.
* **defence**: the side to move cannot, but the opponent could if it moved now; the
  answers are the moves after which the opponent can no longer win ``BIG`` dots by force
  within its next three plies (its move, ours, its move).

Kept when the answers are at most ``MOST`` points, and only the first position of a
source with the same kind and answers (a threat nobody takes stands for many moves).
``--levels N`` reads N games between the levels on 39×32 instead (fixed playout budgets
and seeds, so they repeat exactly as long as the levels play as they did: the suite's were
played before hard looked for answers to a threat near the closing points it leaves).

The reading is exact on the rules core's boards within these limits; the shortcuts are
ones the rules allow: a dot that is not next to its side's dots cannot make a new
closing point; an answer that can close no ring (``may_close`` false, which the board's
test makes certain) and takes no closing point leaves the capture standing; and in
defence the moves more than ``NEAR`` points from the attacker's winning moves and the
closing points they leave are read as a pass (they leave the threat standing). With the
kernel built, its reading (``Position.big_threats``: the same moves on its own board;
``tests/ai/test_kernel.py`` checks that the two agree) first picks the positions the
reading would keep, so that the rules core reads only those.
Lines read ``W H [start] | moves | answers  # kind, dots at stake, source``.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from pathlib import Path
from random import Random

from core import Color, Game, sgf
from core.ai import choose_move, greedy_move, kernel
from core.ai.fast import EMPTY, View, exact_gain, may_close, playable
from core.board import Board
from core.notation import format_point

BIG = 10
"""Dots an enclosure must win to count."""
MOST = 5
"""Largest answer set kept: more would make the position too easy."""
NEAR = 2
"""In defence, how far from the attacker's threatening and closing points a move is read."""


def place(board: Board, view: View, p: int, color: int) -> Board:
    trial = board.copy()
    trial.place(*view.xy(p), Color(color))
    return trial


def big_captures(board: Board, color: int) -> dict[int, int]:
    """The points where a ``color`` dot wins at least ``BIG`` dots now, with the gain."""
    found = {}
    for p in playable(board):
        if may_close(board, p, color):
            gain = exact_gain(board, p, color)
            if gain >= BIG:
                found[p] = gain
    return found


def closers(board: Board, color: int) -> list[int]:
    """Every point where a ``color`` dot could close a ring (capture or house)."""
    return [p for p in playable(board) if may_close(board, p, color)]


def next_to(board: Board, view: View, color: int) -> list[int]:
    """Playable points next to ``color``'s dots in play: only there can a dot make a
    new closing point."""
    cells = board.cells
    return [p for p in playable(board)
            if any(cells[q] == color for q in view.neighbours[p])]


def forcing(board: Board, view: View, p: int, color: int) -> int:
    """The least ``color`` is sure to win with a capture of ``BIG`` or more after playing
    ``p`` and any answer of the opponent; 0 when an answer stops it."""
    after = place(board, view, p, color)
    threats = big_captures(after, color)
    if not threats:
        return 0
    sure = min(threats.values())
    for reply in sorted(set(threats) | set(closers(after, 3 - color))):
        if after.cells[reply] != EMPTY:
            continue
        answered = after.copy()
        made = answered.place(*view.xy(reply), Color(3 - color))
        if not made.areas and reply not in threats:
            continue  # no area made: every ring and closing point stands as it was
        left = big_captures(answered, color)
        if not left:
            return 0
        sure = min(sure, max(left.values()))
    return sure


def forced(board: Board, view: View, color: int) -> dict[int, int]:
    """``color`` to move: each first move that wins ``BIG`` dots or more by force within
    three plies, with the dots it is sure of."""
    found = dict(big_captures(board, color))
    for p in next_to(board, view, color):
        if p not in found:
            sure = forcing(board, view, p, color)
            if sure:
                found[p] = sure
    return found


def still_forced(board: Board, view: View, color: int, first: Iterable[int]) -> bool:
    """Does ``color`` (to move) still win ``BIG`` dots by force? The moves in ``first``
    (those that did before) are tried first, so that a threat left standing is seen at
    once."""
    tried = []
    for p in first:
        if board.cells[p] == EMPTY:
            tried.append(p)
            if exact_gain(board, p, color) >= BIG or forcing(board, view, p, color):
                return True
    if big_captures(board, color):
        return True
    done = set(tried)
    return any(forcing(board, view, p, color) for p in next_to(board, view, color)
               if p not in done)


def danger_zone(board: Board, view: View, attacker: int, lines: Iterable[int]) -> list[int]:
    """The points within ``NEAR`` of the attacker's forcing moves and of the closing points
    they leave (and of its closing points now)."""
    focus = set(lines)
    for p in list(focus):
        if board.cells[p] == EMPTY:
            focus |= set(big_captures(place(board, view, p, attacker), attacker))
    return [p for p in playable(board)
            if any(view.distance(p, f) <= NEAR for f in focus)]


def defences(board: Board, view: View, me: int, threat: dict[int, int]) -> list[int]:
    """``me`` to move against the opponent's forcing ``threat``: the moves after which the
    opponent no longer wins ``BIG`` dots by force (more than ``MOST`` of them: all)."""
    enemy = 3 - me
    found = []
    first = sorted(threat, key=threat.__getitem__, reverse=True)
    for p in danger_zone(board, view, enemy, threat):
        if not still_forced(place(board, view, p, me), view, enemy, first):
            found.append(p)
            if len(found) > MOST:
                break
    return found


def read(game: Game, view: View) -> tuple[str, int, list[int]] | None:
    """(kind, dots at stake, answers) for the side to move, or None: nothing at stake."""
    board = game.board
    me = int(game.to_move)
    attack = forced(board, view, me)
    if attack:
        top = max(attack.values())
        return "attack", top, sorted(p for p, v in attack.items() if v >= BIG)
    threat = forced(board, view, 3 - me)
    if not threat:
        return None
    return "defence", max(threat.values()), defences(board, view, me, threat)


def replay(path: str) -> tuple[Game, list[tuple[int, int]]]:
    """An empty field with the record's start dots as its first moves, and its moves."""
    record = sgf.loads(Path(path).read_text(encoding="utf-8"))
    rules = record.game.rules
    blue = [(x, y) for x, y, color in record.game.setup if color is Color.BLUE]
    red = [(x, y) for x, y, color in record.game.setup if color is Color.RED]
    game = Game(width=rules.width, height=rules.height, start="empty",
                score_transfer=rules.score_transfer)
    for point in (p for pair in zip(blue, red, strict=True) for p in pair):
        game.play(*point)
    return game, [(m.x, m.y) for m in record.game.moves]


def worth_reading(game: Game, view: View) -> bool:
    """Would the exact reading keep this position? Answered by the kernel's reading (the
    same moves on its own board), which is fast; without the kernel: read and see."""
    if kernel.load() is None:
        return True
    board = game.board
    position = kernel.position_of(game)
    free = playable(board)
    me = int(game.to_move)
    attack = [p for p, v in zip(free, position.big_threats(free, me, BIG), strict=True) if v]
    if attack:
        return len(attack) <= MOST
    threat = {p: v for p, v in zip(free, position.big_threats(free, 3 - me, BIG), strict=True)
              if v}
    if not threat:
        return False
    answers = 0
    for p in danger_zone(board, view, 3 - me, threat):
        trial = position.copy()
        trial.place(p, me)
        cells = trial.cells()
        left = [q for q in free if cells[q] == EMPTY]
        if not any(trial.big_threats(left, 3 - me, BIG, True)):
            answers += 1
            if answers > MOST:
                return False
    return answers > 0


class Collector:
    """Prints a source's positions worth keeping, each kind and answer set once."""

    def __init__(self, name: str, head: str = "39 32 empty") -> None:
        self.name = name
        self.head = head
        self.seen: set[tuple[str, tuple[int, ...]]] = set()

    def look(self, game: Game, view: View, number: int) -> None:
        if game.is_over or not worth_reading(game, view):
            return
        found = read(game, view)
        if found is None:
            return
        kind, stake, answers = found
        if not 1 <= len(answers) <= MOST or (kind, tuple(answers)) in self.seen:
            return
        self.seen.add((kind, tuple(answers)))
        shown = " ".join(format_point(view.xy(p)) for p in answers)
        played = " ".join(format_point((m.x, m.y)) for m in game.moves)
        print(f"{self.head} | {played} | {shown}"
              f"  # {kind} {stake}, {self.name} move {number}", flush=True)


def from_record(path: str) -> None:
    game, moves = replay(path)
    view = View(game.board)
    collector = Collector(Path(path).name)
    for number, point in enumerate(moves, start=1):
        if game.is_over:
            break
        collector.look(game, view, number)
        game.play(*point)


PAIRINGS = (("hard:2000", "medium:2000"), ("medium:2000", "greedy"), ("hard:2000", "easy"))
"""Games between the levels read for the suite (``--levels``), in turn."""
LEVEL_PLIES = 500


def mover(spec: str, game: Game, seed: int) -> tuple[int, int] | None:
    if spec == "greedy":
        return greedy_move(game, Random(seed))
    level, _, budget = spec.partition(":")
    return choose_move(game, level, seed=seed, max_playouts=int(budget or 1)).point


def from_levels(games: int, first: int = 0) -> None:
    """Games on 39×32 from the initial cross, numbered from ``first``."""
    for g in range(first, games):
        first, second = PAIRINGS[g % len(PAIRINGS)]
        players = (first, second) if g % 2 == 0 else (second, first)
        game = Game(width=39, height=32)
        view = View(game.board)
        collector = Collector(f"{players[0]} (Blue) v {players[1]} (Red), game {g}", "39 32")
        while not game.is_over and game.ply < LEVEL_PLIES:
            collector.look(game, view, game.ply + 1)
            point = mover(players[game.ply % 2], game, g * 1000 + game.ply)
            if point is None:
                break  # resigned or grounded
            game.play(*point)


if __name__ == "__main__":
    if sys.argv[1:2] == ["--levels"]:
        from_levels(int(sys.argv[2]))
    else:
        for record in sys.argv[1:]:
            from_record(record)
