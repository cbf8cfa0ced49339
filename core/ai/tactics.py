"""Tactical reading and the easy level's move choice.

Ladders (лесенка): the attacker puts a dot that threatens to close a chain at a single
point, the defender must put a dot on that point, and the attacker threatens again next
to it. The reader follows such forcing sequences near one point: the attacker wins when
it has a capture, or a move leaving two closing points; the defender escapes when a
block captures something or the attacker runs out of threats. A budget of trial moves
bounds the work.
"""

from __future__ import annotations

from random import Random

from core.ai.fast import (
    EMPTY,
    JOINS,
    View,
    capture_gain,
    exact_gain,
    in_enemy_house,
    in_own_house,
    mask_of,
    may_close,
)
from core.ai.sim import COLORS, Sim
from core.board import Board
from core.color import Color
from core.game import Game
from core.geometry import Point

LADDER_DEPTH = 16
LADDER_BUDGET = 160
"""Trial moves one ladder reading may make."""


def winning_grounding(game: Game, color: Color) -> bool:
    """Would declaring grounding now (§8.4) win the game for ``color``? Never in Territory,
    which has no grounding (docs/rules.md §8.1.1)."""
    if game.rules.territory:
        return False
    board = game.board
    own_lost, captured_lost = board.grounding_losses(color)
    mine = board.score(color) - (captured_lost if game.rules.score_transfer else 0)
    theirs = board.score(color.opponent) + own_lost
    return mine > theirs


def _square(view: View, cells: list[int], focus: int, radius: int) -> list[int]:
    stride = view.stride
    fy, fx = divmod(focus, stride)
    found = []
    for y in range(max(1, fy - radius), min(view.height, fy + radius) + 1):
        for x in range(max(1, fx - radius), min(view.width, fx + radius) + 1):
            i = y * stride + x
            if cells[i] == EMPTY:
                found.append(i)
    return found


def _captures(board: Board, points: list[int], color: int) -> list[int]:
    """The points of ``points`` where ``color`` wins dots now. Points read on an earlier
    board may have gone out of play since (taken in a capture): they are passed over."""
    cells = board.cells
    return [
        p
        for p in points
        if cells[p] == EMPTY and may_close(board, p, color) and exact_gain(board, p, color) > 0
    ]


def _place(board: Board, i: int, color: int, stride: int) -> Board:
    trial = board.copy()
    y, x = divmod(i, stride)
    trial.place(x, y, COLORS[color])
    return trial


def ladder_move(board: Board, view: View, attacker: int, focus: int,
                depth: int = LADDER_DEPTH, budget: list[int] | None = None) -> int:
    """A move next to ``focus`` that wins dots by force for ``attacker`` (to move); 0: none.

    The move is either a capture or the first threat of a working ladder.
    """
    budget = budget if budget is not None else [LADDER_BUDGET]
    cells = board.cells
    stride = view.stride
    defender = 3 - attacker
    near = _square(view, cells, focus, 2)
    caught = _captures(board, near, attacker)
    if caught:
        return caught[0]
    if depth == 0:
        return 0
    for t in _square(view, cells, focus, 1):
        if budget[0] <= 0:
            return 0
        if in_enemy_house(board, t, attacker):
            continue
        budget[0] -= 1
        after = _place(board, t, attacker, stride)
        region = sorted(set(_square(view, after.cells, t, 2)) | set(near) - {t})
        threats = _captures(after, region, attacker)
        if not threats:
            continue
        if _captures(after, region, defender):
            continue  # the defender answers with a capture of its own
        if len(threats) >= 2:
            return t
        budget[0] -= 1
        block = threats[0]
        blocked = _place(after, block, defender, stride)
        if blocked.score(COLORS[defender]) > after.score(COLORS[defender]):
            continue  # the block itself captured
        if ladder_move(blocked, view, attacker, block, depth - 1, budget):
            return t
    return 0


CHASE_DEPTH = 64
"""Blocks a chase is followed for: a ladder across the sport field runs about 30."""
CHASE_BUDGET = 2000
"""Trial moves the reading of one chase may make."""
CHASE_STEPS = 3
"""Threats in a row that make a chase (a ladder) rather than one forcing move."""


def failing_chases(board: Board, view: View, attacker: int, points: list[int]) -> set[int]:
    """The points of ``points`` where an ``attacker`` dot starts or goes on with a ladder
    that does not work: it threatens a capture at exactly one point, the defender's block
    leaves it another single threat, and so on at least ``CHASE_STEPS`` times, but no line
    of it wins dots (``ladder_move``, read ``CHASE_DEPTH`` blocks deep). The defender runs
    out to the edge or into its own dots; the chasing dots, one on each side of a solid
    line, are then taken one by one. Random playouts answer the threats at random and
    so love the chase."""
    cells = board.cells
    stride = view.stride
    defender = 3 - attacker
    failing: set[int] = set()
    for p in points:
        if cells[p] != EMPTY or not mask_of(board, p, attacker):
            continue
        if exact_gain(board, p, attacker) or in_enemy_house(board, p, attacker):
            continue
        after = _place(board, p, attacker, stride)
        if _chase_steps(after, view, attacker, p, CHASE_STEPS) < CHASE_STEPS:
            continue
        block = _captures(after, _square(view, after.cells, p, 2), attacker)[0]
        blocked = _place(after, block, defender, stride)
        if not ladder_move(blocked, view, attacker, block, CHASE_DEPTH, [CHASE_BUDGET]):
            failing.add(p)
    return failing


def _chase_steps(after: Board, view: View, attacker: int, last: int, wanted: int) -> int:
    """How many single threats in a row (up to ``wanted``) the attacker's dot at ``last``
    starts, each blocked at its point, the next one put next to the block."""
    stride = view.stride
    defender = 3 - attacker
    steps = 0
    board = after
    while steps < wanted:
        region = _square(view, board.cells, last, 2)
        threats = _captures(board, region, attacker)
        if len(threats) != 1 or _captures(board, region, defender):
            return steps
        steps += 1
        block = threats[0]
        board = _place(board, block, defender, stride)
        if steps == wanted:
            return steps
        follow = next((t for t in _square(view, board.cells, block, 1)
                       if len(_captures(_place(board, t, attacker, stride),
                                        _square(view, board.cells, t, 2), attacker)) == 1), 0)
        if not follow:
            return steps
        board = _place(board, follow, attacker, stride)
        last = follow
    return steps


def ladder_adjust(sim: Sim, view: View, points: list[int], weights: list[float]) -> list[float]:
    """Raw priors corrected by ladder reading at the root.

    A block of the opponent's closing point that only leads into a lost ladder is worth
    little; a move that starts a working ladder (or captures) is worth the most.
    """
    board = sim.board
    me = sim.to_move
    enemy = 3 - me
    index = {p: k for k, p in enumerate(points)}
    weights = list(weights)
    for p in points:
        if may_close(board, p, enemy) and exact_gain(board, p, enemy) > 0:
            blocked = _place(board, p, me, view.stride)
            if ladder_move(blocked, view, enemy, p):
                weights[index[p]] *= 0.25
    for focus in (sim.last, sim.prev):
        if focus:
            t = ladder_move(board, view, me, focus)
            if t in index:
                weights[index[t]] = max(weights) + 1.0
    return weights


def easy_move(game: Game, rng: Random) -> Point:
    """A beginner's move: visible captures, some defence, natural moves near the fight."""
    sim = Sim.from_game(game)
    board = sim.board
    view = View(board)
    cells = board.cells
    me = sim.to_move
    focus = [view.index(m.x, m.y) for m in game.moves[-4:]] or [
        view.index(x, y) for x, y, _ in game.setup[-4:]
    ]
    near = sorted({p for f in focus for p in _square(view, cells, f, 1)})
    best, where = 0, 0
    for p in near:
        gain = exact_gain(board, p, me)
        if gain > best:
            best, where = gain, p
    if where:
        return view.xy(where)
    if rng.random() < 0.5:
        for p in near:
            if exact_gain(board, p, 3 - me) > 0 and not in_enemy_house(board, p, me):
                return view.xy(p)
    around = sorted({p for f in focus[-2:] for p in _square(view, cells, f, 2)})
    natural = [
        p for p in around
        if view.edge_distance(p) > 0
        and not in_enemy_house(board, p, me)
        and not in_own_house(board, p, me)
    ]
    if natural:
        return view.xy(rng.choice(natural))
    free = [p for p in view.points if cells[p] == EMPTY]
    safe = [p for p in free if not in_enemy_house(board, p, me)]
    return view.xy(rng.choice(safe or free))


THREAT_FILL = 120
"""Largest enclosure the threat reading recognises."""


def threats(board: Board, view: View, color: int, points: list[int]) -> dict[int, tuple[int, int]]:
    """For each point where a ``color`` dot would leave closing points for its next move:
    (how many closing points, the largest capture among them).

    Two or more closing points cannot all be spoiled with one dot: the capture is sure
    unless the other side captures first. Only points next to ``color``'s dots can do it.
    """
    masks_ok = [p for p in points if mask_of(board, p, color)]
    stride = view.stride
    found: dict[int, tuple[int, int]] = {}
    for p in masks_ok:
        if in_enemy_house(board, p, color) or exact_gain(board, p, color):
            continue  # captures are scored elsewhere; a dot in a house is lost
        after = _place(board, p, color, stride)
        closing = 0
        best = 0
        for t in _square(view, after.cells, p, 2):
            m = mask_of(after, t, color)
            if JOINS[m]:
                gain = capture_gain(after, t, color, THREAT_FILL, m)
                if gain > 0:
                    closing += 1
                    best = max(best, gain)
        if closing:
            found[p] = (closing, best)
    return found


def threat_adjust(sim: Sim, view: View, points: list[int], weights: list[float]) -> list[float]:
    """Priors raised for making a sure capture (two closing points at once) and for
    occupying the point where the opponent would make one; single threats count a little."""
    board = sim.board
    me = sim.to_move
    raw = list(weights)
    for color, double, single in ((me, 5.0, 0.8), (3 - me, 4.0, 0.5)):
        found = threats(board, view, color, points)
        for k, p in enumerate(points):
            if p in found:
                closing, gain = found[p]
                raw[k] += (double + min(gain, 10)) if closing >= 2 else single
    return raw
