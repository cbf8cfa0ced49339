"""The compiled playout kernel, when it is built (``core.ai._kernel``, from ``kernel/``).

``pip install`` compiles it; where that was not possible, ``load()`` returns ``None``,
the search runs in pure Python (about a hundred times fewer playouts a second) and the
log says so once. ``position_of(game)`` replays a game into the kernel's own board: the
rules core stays the referee, and the tests replay random games in both, move by move.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import Any, get_args

from core.ai import groundings
from core.ai.mcts import MoveStats, Playouts, SearchConfig, SearchResult
from core.ai.policy import normalized
from core.game import Game

log = logging.getLogger(__name__)

_loaded: list[ModuleType | None] = []


def load() -> ModuleType | None:
    """The kernel module, or ``None`` (logged once) when it was not built."""
    if not _loaded:
        try:
            from core.ai import _kernel  # type: ignore[attr-defined]
        except ImportError:
            log.warning("the compiled playout kernel is missing: the computer player runs "
                        "in pure Python and plays weaker (reinstall with a C compiler)")
            _loaded.append(None)
        else:
            _loaded.append(_kernel)
    return _loaded[0]


def position_of(game: Game) -> Any:
    """The game's position on the kernel's board, with turn and last moves; the kernel
    must be loaded."""
    kernel = load()
    assert kernel is not None, "the kernel is not built"
    rules = game.rules
    stride = rules.width + 2
    position = kernel.Position(rules.width, rules.height, rules.score_transfer,
                               rules.extra_move, rules.instant_win)
    for x, y, color in game.setup:
        position.place(y * stride + x, int(color))
    moves = game.moves
    for move in moves:
        position.place(move.y * stride + move.x, int(move.color))
    last = moves[-1].y * stride + moves[-1].x if moves else 0
    prev = moves[-2].y * stride + moves[-2].x if len(moves) > 1 else 0
    position.set_turn(int(game.to_move), last, prev, game.is_over)
    return position


PLAYOUT_POLICIES: tuple[Playouts, ...] = get_args(Playouts)
"""``SearchConfig.playouts`` by the kernel's number for it (the order of kernel.h's enum)."""

HELD_BACK = 20
"""Visits, all lost, that a root move leaving dots to be taken (two-move reading) starts
with: the playouts must earn its trade back before the search prefers it."""
LOSING_PRIOR = 0.1
"""Factor on the prior of such a move."""


@dataclass
class _Tree:
    moves: tuple[int, ...]
    search: Any


_trees: dict[tuple[object, ...], _Tree] = {}
"""The last timed searches by player (level, time, colour) and game, kept so that the
player's next move starts from the subtree two moves on."""
KEPT_TREES = 2


def material(position: Any, points: Sequence[int]) -> list[int]:
    """For each root point: the dots it wins now minus the most the opponent can win
    with the next move (exact, by trial moves)."""
    return [gain - loss for gain, loss in position.safety(points)]


DEFENCE_REACH = 3
"""An enclosure threat is answered within this many king steps of the attacker's moves
that win it (its forcing moves and its closing points)."""


def enclosure_reading(position: Any, points: Sequence[int], big: int,
                      stride: int) -> dict[int, int]:
    """Root points whose material the three-ply reading of enclosures of at least ``big``
    dots changes: + the dots a move is sure to win so (its move, any answer, its move),
    − the dots the opponent is then sure to win after it, beyond what it wins after the
    best answer.

    Only the moves within ``DEFENCE_REACH`` of the opponent's winning moves and of the
    closing points its biggest threats leave are tried as answers to its threats (others
    leave them), each for the biggest threat it leaves, so an answer to a big enclosure
    that leaves a small one standing still counts; when no answer leaves less than the
    biggest threat, nothing is changed for the threats: the loss cannot be helped.
    """
    me = position.state()[3]
    enemy = 3 - me
    shift = {p: v for p, v in zip(points, position.big_threats(points, me, big), strict=True)
             if v}
    free = _free(position)
    wins = {p: v for p, v in zip(free, position.big_threats(free, enemy, big), strict=True)
            if v}
    if not wins:
        return shift
    stake = max(wins.values())
    threat = list(wins)
    focus = threat + _closing_points(position, sorted(threat, key=wins.__getitem__)[-4:],
                                     enemy, big, free)
    near = [p for p in points
            if any(_distance(p, t, stride) <= DEFENCE_REACH for t in focus)]
    threat.sort(key=wins.__getitem__, reverse=True)
    left = {p: _threat_left(position, p, me, threat, wins, big) for p in near}
    least = min(left.values(), default=stake)
    if least >= stake:
        return shift
    for p in points:
        lost = left.get(p, stake) - least
        if lost:
            shift[p] = shift.get(p, 0) - lost
    return {p: v for p, v in shift.items() if v}


FILL = 400
"""Largest enclosure the closing points of a threat are looked for with."""


def _closing_points(position: Any, moves: Sequence[int], color: int, big: int,
                    free: Sequence[int]) -> list[int]:
    """The points where ``color`` would close an enclosure of ``big`` dots or more (by
    the fills' estimate) after each of ``moves``."""
    found = []
    for move in moves:
        trial = position.copy()
        trial.place(move, color)
        cells = trial.cells()
        found += [q for q in free
                  if cells[q] == 0 and trial.capture_gain(q, color, FILL) >= big]
    return found


def _threat_left(position: Any, p: int, me: int, threat: Sequence[int],
                 wins: Mapping[int, int], big: int) -> int:
    """The most dots the opponent is still sure to win through ``threat`` (biggest first)
    after ``p``: a threat is read only while it might win more than one already standing,
    as a dot of ours rarely makes an enemy enclosure bigger."""
    trial = position.copy()
    trial.place(p, me)
    cells = trial.cells()
    most = 0
    for t in threat:
        if wins[t] <= most:
            break
        if cells[t] == 0:
            most = max(most, trial.big_threats([t], 3 - me, big)[0])
    return most


def single_threats(position: Any, points: Sequence[int], color: int, stride: int) -> list[int]:
    """The points of ``points`` where a ``color`` dot, capturing nothing itself, leaves
    exactly one point within two of it that would capture (by the kernel's estimate):
    where a chase can start. ``tactics.failing_chases`` reads only these, exactly: over
    328 positions of 39×32 engine games the same chases in 20 ms a move instead of 53."""
    cells = position.cells()
    around = [dy * stride + dx for dy in range(-2, 3) for dx in range(-2, 3) if dy or dx]
    near = [1, -1, stride, -stride, stride + 1, stride - 1, 1 - stride, -1 - stride]
    found = []
    for p in points:
        if cells[p] != 0 or not any(cells[p + d] == color for d in near):
            continue
        if position.capture_gain(p, color, FILL) > 0:
            continue
        after = position.copy()
        after.place(p, color)
        free = after.cells()
        closing = 0
        for d in around:
            t = p + d
            if 0 <= t < len(free) and free[t] == 0 and after.capture_gain(t, color, FILL) > 0:
                closing += 1
                if closing > 1:
                    break
        if closing == 1:
            found.append(p)
    return found


SETUP_MOVES = 6
"""The opponent's setups are looked for near the game's last this many moves..."""
SETUP_REACH = 2
"""... within this many king steps of them; the root moves that might stop a setup within
this many of it."""
SETUP_BATCH = 8
"""The opponent's setups read in one call of the kernel, between looks at the time."""
READING_SHARE = 0.25
"""The share of a timed search's time the setup reading may take: past it, the root points
not yet read count as stopping no setup. The time is looked at between the kernel's calls
(a batch of setups, or one root point's): at every 60th move of the 39×32 match at the
handicap (715 positions, ``bench/bench_setups.py --bound``) it took 32 ms of CPU on average
and 1.8 s at most; cut short at 0.23 s, a quarter of a 1 s move, 0.34 s at most, in three
positions, where the full reading held no root point back either."""


def setup_reading(position: Any, points: Sequence[int], big: int, stride: int,
                  recent: Sequence[int], answers: bool = True, depth: int = 0,
                  over: Callable[[], bool] = lambda: False) -> dict[int, int]:
    """Root points that leave the opponent a setup: its move after which it is sure of an
    enclosure of at least ``big`` dots within three more plies, whatever the answer
    (``Position.setup_losses``). Such a point loses the dots the opponent is then sure of,
    beyond what it is sure of after the root point that stops the most; only the points
    near the setups are read, the others are taken to stop none, as are those left unread
    once ``over()`` says the reading's time is up. Nothing changes where no root point
    stops more than another.

    Where the opponent already has such an enclosure standing, ``enclosure_reading``
    answers it, and this one reads the answers instead (``_answer_reading``; nothing
    without ``answers``).
    """
    me = position.state()[3]
    enemy = 3 - me
    free = _free(position)
    if any(position.big_threats(free, enemy, big, True)):
        return (_answer_reading(position, points, big, stride, recent, free, depth, over)
                if answers else {})
    cells = position.cells()
    setups = sorted({q for move in recent for q in _around(move, SETUP_REACH, stride)
                     if 0 <= q < len(cells) and cells[q] == 0})
    losses: list[int] = []
    for first in range(0, len(setups), SETUP_BATCH):  # the time is looked at between batches
        if over():
            break
        losses += position.setup_losses(setups[first:first + SETUP_BATCH], enemy, big, 0, depth)
    danger = {s: v for s, v in zip(setups, losses, strict=False) if v}
    if not danger:
        return {}
    worst = max(danger.values())
    order = sorted(danger, key=danger.__getitem__, reverse=True)
    near = [p for p in points
            if any(_distance(p, s, stride) <= SETUP_REACH for s in danger)]
    left: dict[int, int] = {}
    least = worst
    for p in near:
        if over():
            break
        trial = position.copy()
        trial.place(p, me)
        most = 0
        for s in order:  # stops once p is known to stop less than the best so far
            if danger[s] <= most or most > least:
                break
            most = max(most, trial.setup_losses([s], enemy, big, 0, depth)[0])
        left[p] = most
        least = min(least, most)
    if least >= worst:
        return {}
    return {p: least - left.get(p, worst) for p in points if left.get(p, worst) > least}


def _answer_reading(position: Any, points: Sequence[int], big: int, stride: int,
                    recent: Sequence[int], free: Sequence[int], depth: int,
                    over: Callable[[], bool]) -> dict[int, int]:
    """With a threat of the opponent standing: the root points that answer every threat of
    ``big`` dots or more, each read for the setups it leaves the opponent near the game's
    last moves and itself. An answer that leaves one loses those dots beyond the answer
    that leaves the least: in the sport field's chases the answer played stopped the
    threat and the next move built it again, where another answer left none."""
    me = position.state()[3]
    enemy = 3 - me
    wins = {p: v for p, v in zip(free, position.big_threats(free, enemy, big), strict=True)
            if v}
    threat = sorted(wins, key=wins.__getitem__, reverse=True)
    focus = threat + _closing_points(position, threat[:4], enemy, big, free)
    answers = [p for p in points
               if any(_distance(p, t, stride) <= DEFENCE_REACH for t in focus)
               and not _threat_left(position, p, me, threat, wins, big)]
    left: dict[int, int] = {}
    for p in answers if len(answers) > 1 else ():
        if over():  # the answers left unread are not held back
            break
        trial = position.copy()
        trial.place(p, me)
        cells = trial.cells()
        setups = sorted({q for move in (*recent, p) for q in _around(move, SETUP_REACH, stride)
                         if 0 <= q < len(cells) and cells[q] == 0})
        left[p] = max(trial.setup_losses(setups, enemy, big, 0, depth), default=0)
    least = min(left.values(), default=0)
    return {p: least - v for p, v in left.items() if v > least}


def _around(q: int, reach: int, stride: int) -> list[int]:
    """The indices within ``reach`` king steps of ``q`` (some may lie off the field)."""
    return [q + dy * stride + dx for dy in range(-reach, reach + 1)
            for dx in range(-reach, reach + 1)]


def _distance(a: int, b: int, stride: int) -> int:
    """King steps between two points."""
    ay, ax = divmod(a, stride)
    by, bx = divmod(b, stride)
    return max(abs(ax - bx), abs(ay - by))


def _free(position: Any) -> list[int]:
    """Every free point on the field (cell code 0)."""
    return [i for i, cell in enumerate(position.cells()) if cell == 0]


def root_material(game: Game, position: Any, points: Sequence[int], config: SearchConfig,
                  shift: Mapping[int, int], over: Callable[[], bool] = lambda: False) -> list[int]:
    """Each root point's material: the two-move reading, the caller's ``shift`` and the
    readings ``config`` asks for (enclosures, the smaller ones where the big ones change
    nothing, the opponent's setups of enclosures, and grounding losses)."""
    stride = game.rules.width + 2
    readings = [shift]
    if config.enclosures:
        read = enclosure_reading(position, points, config.enclosures, stride)
        if not read and config.small_enclosures:
            read = enclosure_reading(position, points, config.small_enclosures, stride)
        readings.append(read)
    if config.setups:
        moves = game.moves[-SETUP_MOVES:]
        readings.append(setup_reading(position, points, config.setups, stride,
                                      [m.y * stride + m.x for m in moves],
                                      config.setup_answers, config.setup_depth, over=over))
    if config.grounding:
        area = game.rules.width * game.rules.height  # a game lost outweighs any dots
        readings.append(groundings.grounding_losses(position, list(points),
                                                    game.rules.score_transfer, stride, area))
    return [m + sum(read.get(p, 0) for read in readings)
            for p, m in zip(points, material(position, points), strict=True)]


def run_search(game: Game, points: Sequence[int], weights: Sequence[float], config: SearchConfig,
               *, seed: int, budget: int | None, deadline: float | None,
               clock: Callable[[], float], reuse: tuple[object, ...] | None,
               shift: Mapping[int, int] | None = None) -> SearchResult:
    """The kernel's tree search from ``game``'s position over the root ``points``; ``reuse``
    names the player whose timed tree its next search, two moves on, starts from; ``shift``
    adds to root points' material (dots the caller's own reading found won or lost)."""
    kernel = load()
    assert kernel is not None, "the kernel is not built"
    position = position_of(game)
    stride = game.rules.width + 2
    now = clock()
    give_up = now + READING_SHARE * max(0.0, deadline - now) if deadline is not None else None
    safety = root_material(game, position, points, config, shift or {},
                           lambda: give_up is not None and clock() > give_up)
    best = max(safety, default=0)
    weights = normalized([w if m == best else w * LOSING_PRIOR
                          for w, m in zip(weights, safety, strict=True)])
    held = [0 if m == best else HELD_BACK for m in safety]
    lost = [0.0] * len(points)
    moves = tuple(m.y * stride + m.x for m in game.moves)
    key = None if reuse is None else (*reuse, game.to_move, game.rules, game.setup)
    search = None
    tree = _trees.pop(key, None) if key is not None else None
    if tree is not None and moves[: len(tree.moves)] == tree.moves:
        played = moves[len(tree.moves):]
        if 0 < len(played) <= 4 and tree.search.advance(position, played):
            search = tree.search
            search.reprior(points, weights, held, lost)
    if search is None:
        search = kernel.Search(
            position, points, weights, seed, config.playout_moves, config.fill_limit,
            config.upgrade_at, config.exploration, config.prior_weight, config.rave_bias,
            config.margin_share, config.margin_scale, held, lost,
            PLAYOUT_POLICIES.index(config.playouts), config.reach, config.max_nodes,
            config.grounding, config.margin_from_root, config.expand_at, config.rave_until)
    # a kept tree may have been grown before the game had that many moves
    search.recent(moves[-config.recent:] if config.recent and len(moves) >= config.recent
                  else ())
    playouts = search.run(budget, deadline, clock)
    if key is not None:
        while len(_trees) >= KEPT_TREES:  # memory stays bounded
            del _trees[next(iter(_trees))]
        _trees[key] = _Tree(moves, search)
    by_point = dict(zip(points, safety, strict=True))
    # most visited first; visits granted up front do not count
    rows = sorted(search.result(), key=lambda r: (r[2], r[3], r[7]), reverse=True)
    return SearchResult(
        playouts,
        [MoveStats(move, visits, value, wins, draws, losses, prior)
         for move, _, visits, value, wins, draws, losses, prior in rows],
        {move: by_point.get(move, 0) for move, *_ in rows},
    )
