"""The computer player: one entry point for every level.

Levels:

* easy: no search. Takes a capture it can see next to the last moves, spoils a visible
  threat to its own dots about half of the time, and otherwise plays a natural move near
  the fight (next to the last moves, off the first line, never into a house).
* medium: a short Monte Carlo tree search (an eighth of the budget), captures and
  threats judged exactly at the root; with the kernel every root move is also read two
  moves deep (dots it wins minus the most the opponent wins next), and a move that
  leaves dots hanging starts behind.
* hard: the full budget, plus ladders at the root and, from 20×20 up, enclosures of ten
  dots or more read three moves deep (``ENCLOSURE``), smaller ones of four or more where
  none of those is at stake (``SMALL_ENCLOSURE``), the opponent's setups of those read five
  moves deep (``SETUPS``), and chases that fail held back (``CHASES``); its tree and root
  read groundings (``GROUNDING``); it gives up dots only when the search finds that
  clearly better (``TRADE_MARGIN``), declares grounding when that wins at once, offers a
  draw in dead-even endings and resigns hopeless games.

The search runs in the compiled kernel (``core.ai.kernel``) where it is built, in pure
Python otherwise. Budgets: ``time_limit`` seconds (default 1 s) and/or ``max_playouts``.
With only ``max_playouts`` the choice is a pure function of the position, the level and
``seed``; a deadline makes it depend on the machine's speed, and a timed search keeps its
tree for the same player's next move.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from random import Random

from core.ai import kernel, settings, shapes
from core.ai.fast import View
from core.ai.mcts import MoveStats, Search, SearchResult
from core.ai.policy import candidates, normalized, priors
from core.ai.rule_variants import kernel_plays, legal_point, may_ground
from core.ai.sim import Sim
from core.ai.tactics import (
    easy_move,
    failing_chases,
    ladder_adjust,
    threat_adjust,
    winning_grounding,
)
from core.color import Color
from core.errors import GameOverError
from core.game import Game
from core.geometry import Point

DEFAULT_TIME = 1.0
"""Seconds a move when the caller gives no budget."""
SAFETY = 0.03
"""Share of the time limit kept back for the last playout and the answer."""


class Level(StrEnum):
    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"


class Intent(StrEnum):
    """What the computer does with its turn."""

    PLAY = "play"
    """Play ``Decision.point``."""
    OFFER_DRAW = "offer-draw"
    """Play ``Decision.point`` and offer a draw; the game goes on if it is declined."""
    RESIGN = "resign"
    GROUND = "ground"
    """Declare grounding (§8.4): the game ends and the engine's side wins by it."""


@dataclass(frozen=True)
class Decision:
    intent: Intent
    point: Point | None = None
    playouts: int = 0
    value: float | None = None
    """The search's estimate for the engine's side, 0 (lost) .. 1 (won); None without search."""

    @property
    def is_move(self) -> bool:
        return self.point is not None


@dataclass(frozen=True)
class LevelConfig:
    share: float
    """Part of the budget this level uses."""
    exact_root: bool
    threats: bool
    """Reads two-move threats at the root (``tactics.threats``)."""
    ladders: bool
    endings: bool
    """Grounds, offers draws and resigns."""
    enclosures: bool = False
    """Reads enclosures of ``ENCLOSURE`` dots or more three plies deep at the root on
    fields above ``ENCLOSURE_FIELD`` (with the kernel)."""


LEVELS = {
    Level.MEDIUM: LevelConfig(
        share=0.125, exact_root=True, threats=True, ladders=False, endings=False
    ),
    Level.HARD: LevelConfig(share=1.0, exact_root=True, threats=True, ladders=True, endings=True,
                            enclosures=True),
}

RESIGN_BELOW = 0.03
"""Hard resigns when wins and draws together are rarer than this in its playouts..."""
RESIGN_LEAD = 3
"""... and the opponent leads by at least this many dots."""
DRAW_SHARE = 0.6
"""Hard offers a draw when the score is level, the field at least half full and this share
of its playouts are drawn."""
TRADE_MARGIN = 0.2
"""How much better a move that gives up dots must look than the best one that does not."""
EARLY_RESIGN = False
"""Resign in the first half where the playouts keep near the dots (``REACH``); they cannot
see a comeback elsewhere (on 39×32 hard resigned 8 dots behind at move 109 of a 1,000-move
game). Off, it resigns there only in the second half."""
MIN_PLAYOUTS = 100
MIN_VISITS = 20
"""Resigning and offering a draw need at least this much evidence."""


def choose_move(
    game: Game,
    level: Level | str,
    time_limit: float | None = None,
    *,
    seed: int = 0,
    clock: Callable[[], float] = time.perf_counter,
    max_playouts: int | None = None,
    may_offer_draw: bool = True,
    compiled: bool = True,
    may_resign: bool = True,
) -> Decision:
    """What the engine does for ``game.to_move``; never an illegal move.

    ``may_resign=False`` asks for a move even in a lost game (as a coach's hint or the
    tactical suites do). ``compiled=False`` searches in pure Python even where the kernel
    is built (the benchmarks compare the two), as Territory always does: the kernel has
    none (docs/computer.md). Raises ``GameOverError`` when the game has ended.
    """
    if game.is_over:
        raise GameOverError("the game is over")
    level, compiled = Level(level), compiled and not game.rules.territory
    rng = Random(seed)
    compiled = compiled and kernel_plays(game)
    if level is Level.EASY:
        return Decision(Intent.PLAY, legal_point(game, [easy_move(game, rng)]))
    config = LEVELS[level]
    me = game.to_move
    if config.endings and may_ground(game) and winning_grounding(game, me):
        return Decision(Intent.GROUND)
    result, view = search_position(game, config, time_limit, max_playouts, rng, clock,
                                   compiled=compiled, reuse=(str(level), time_limit))
    if not result.moves:  # nothing sensible is left: every free point is in a house
        return Decision(Intent.PLAY, legal_point(game, []))
    best = considered_move(result) if config.endings else result.moves[0]
    point = legal_point(game, [view.xy(m.index) for m in (best, *result.moves)])
    # shares over this search's own playouts: a kept tree's earlier visits count in
    # best.visits but not in its wins, so a search that stopped early on them (decided)
    # would divide a hundred playouts' wins by thousands of visits and resign a live game
    if config.endings and result.playouts >= MIN_PLAYOUTS and best.tallied >= MIN_VISITS:
        saved = saved_share(best, result.moves[0])
        lead = game.score(me) - game.score(me.opponent)
        area = game.rules.width * game.rules.height
        ending = game.board.empty_count * 2 <= area
        # where the playouts stop at a horizon or keep near the dots they cannot see a
        # comeback across the field: there the engine resigns only in the second half
        seen_out = settings.to_the_end(area, compiled) and (
            EARLY_RESIGN or not settings.kept_near(area, compiled))
        if (may_resign and saved < RESIGN_BELOW and lead <= -RESIGN_LEAD
                and (seen_out or ending)):
            return Decision(Intent.RESIGN, None, result.playouts, best.value)
        if may_offer_draw and ending and lead == 0 and best.draws / best.tallied >= DRAW_SHARE:
            return Decision(Intent.OFFER_DRAW, point, result.playouts, best.value)
    return Decision(Intent.PLAY, point, result.playouts, best.value)


def accept_draw(
    game: Game,
    level: Level | str,
    color: Color | None = None,
    *,
    seed: int = 0,
    time_limit: float | None = None,
    max_playouts: int | None = None,
    clock: Callable[[], float] = time.perf_counter,
) -> bool:
    """Does the engine playing ``color`` (default: the side to move) take a draw offer?

    Easy and medium look at the score: they take a draw when they are not ahead. Hard
    searches and takes it when its chances are below even.
    """
    if game.is_over:
        return False
    level = Level(level)
    me = color or game.to_move
    lead = game.score(me) - game.score(me.opponent)
    if level is not Level.HARD:
        return lead <= 0 if level is Level.EASY else lead < 0 or (
            lead == 0 and game.board.empty_count * 5 < game.rules.width * game.rules.height)
    if may_ground(game) and winning_grounding(game, me):
        return False
    result, _ = search_position(game, LEVELS[Level.HARD], time_limit, max_playouts,
                                Random(seed), clock, share=0.5)
    if not result.moves:
        return lead <= 0
    value = result.moves[0].value
    if me is not game.to_move:
        value = 1.0 - value
    return value < 0.45


def search_position(
    game: Game,
    config: LevelConfig,
    time_limit: float | None,
    max_playouts: int | None,
    rng: Random,
    clock: Callable[[], float],
    share: float | None = None,
    compiled: bool = True,
    reuse: tuple[object, ...] | None = None,
) -> tuple[SearchResult, View]:
    """Run ``config``'s search on ``game``'s position for the side to move.

    The budget is ``time_limit`` seconds and/or ``max_playouts`` (1 s when neither is
    given), of which the search uses ``share`` (default: the level's share). With the
    kernel it runs there (``reuse`` names the player whose timed tree is kept), else in
    pure Python. Returns the search's result, moves most visited first, and the view
    that turns its point indices into points (``View.xy``).
    """
    share = config.share if share is None else share
    compiled = compiled and kernel_plays(game)
    start = clock()
    if time_limit is None and max_playouts is None:
        time_limit = DEFAULT_TIME
    deadline = None
    if time_limit is not None:
        deadline = start + max(0.0, time_limit * share - SAFETY * time_limit)
    budget = None if max_playouts is None else max(1, round(max_playouts * share))
    view = View(game.board)
    search_config = settings.search_config(view, compiled, config.enclosures, config.endings)
    if compiled and kernel.load() is not None and not game.rules.territory:  # none there
        shapes.install(game.rules.width * game.rules.height)
        position = kernel.position_of(game)
        points: list[int] = position.candidates()
        weights: list[float] = position.priors(points, True)
        shift: dict[int, int] = {}
        if config.ladders:
            sim = Sim.from_game(game)
            weights = normalized(ladder_adjust(sim, view, points, weights))
            if settings.CHASES and game.rules.width * game.rules.height > settings.CHASE_FIELD:
                # a chase that fails costs the chasing dots: a dot down
                starts = kernel.single_threats(position, points, sim.to_move, view.stride)
                shift = dict.fromkeys(failing_chases(sim.board, view, sim.to_move, starts), -1)
        return kernel.run_search(
            game, points, weights, search_config, seed=rng.getrandbits(63), budget=budget,
            deadline=deadline, clock=clock, reuse=reuse if time_limit is not None else None,
            shift=shift,
        ), view
    sim = Sim.from_game(game)
    points = candidates(sim, view)
    weights = priors(sim, view, points, search_config.fill_limit, exact=config.exact_root,
                     normalize=False)
    if config.threats:
        weights = threat_adjust(sim, view, points, weights)
    if config.ladders:
        weights = ladder_adjust(sim, view, points, weights)
    weights = normalized(weights)
    search = Search(sim, rng, search_config, points, weights)
    return search.run(budget, deadline, clock), view


def saved_share(chosen: MoveStats, most_visited: MoveStats) -> float:
    """The share of wins and draws hard resigns by: the better of the move it plays and
    the search's most visited one (the line it trusts most; the move played may be a
    safer one with a few dozen playouts), each over this search's own playouts."""
    return max((m.wins + m.draws) / m.tallied
               for m in (chosen, most_visited) if m.tallied >= MIN_VISITS)


def considered_move(result: SearchResult) -> MoveStats:
    """The move hard plays from a search's result: the most visited move, unless it
    leaves dots to be taken (two-move reading) and its value beats the best move that
    does not by less than ``TRADE_MARGIN``."""
    best = result.moves[0]
    if not result.material:
        return best
    top = max(result.material.values())
    if result.material.get(best.index, top) >= top:
        return best
    safe = next(m for m in result.moves if result.material.get(m.index, top) >= top)
    return best if best.value - safe.value >= TRADE_MARGIN else safe


