"""A finished game reviewed by the engine: Blue's chances along the game and the mistakes.

``review_game(game, playouts=..., seed=...)`` replays the game and, before every move,
runs hard's search (``core.ai.player``) with a fixed playout budget: its choice is the
engine's preferred point, and that move's playouts (wins plus half the draws) give the
mover's chance with it, turned into Blue's (``Entry.before``).

The chance after a move (``Entry.after``) is judged the same way as a move at the root:
over all the playouts of the next position's search. Its preferred move's chance would be
the wrong yardstick: a root move's playouts include the opponent's weaker answers, so each
side's best move looks about 20 points better for it than the opponent's best answer then
looks, and every move would seem to lose that much. Measured so, a move loses about 6
points on average in greedy and human games. After the last move the chance is the result
(1 Blue won, 0 Red won, 0.5 a draw; the engine's estimate when the game has no result).
An ending that is not a move on the board (a resignation, a time-out, a draw agreed,
grounding declared) is a player's call or their clock, not the last move's doing: there
the chance after the last move stays as it was before it (``Entry.before``), so the review
does not charge the last move with the ending, and the chart ends level
(``Review.points``); the turning point and the mistakes are found among the moves only,
and the analysis names the ending by itself.

A budget of playouts and a seed make the review a pure function of the game: no clock is
read. ``default_playouts(width, height)`` is the budget per position that keeps a 39×32
game of 600 moves within a few minutes on one core (``bench/bench_review.py``).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from random import Random

from core.ai.mcts import MoveStats
from core.ai.player import LEVELS, Level, considered_move, search_position
from core.color import Color
from core.game import EndReason, Game, Move, Outcome
from core.geometry import Point

MISTAKE = 0.15
"""A move is a mistake when it costs its mover at least this much of their chance."""
BUDGETS = ((11 * 11, 8000), (15 * 15, 5000), (20 * 20, 3000), (39 * 32, 8000))
"""Playouts per position by the largest field (points) they serve, chosen by the time a
whole game takes on one core (``bench/bench_review.py``): seconds up to 20×20, about a
minute and a half for 600 moves on 39×32, where the estimates need the most playouts."""
BIG_FIELD_PLAYOUTS = 4000
"""Above the sport field."""
OFF_THE_BOARD = frozenset(
    {EndReason.RESIGNATION, EndReason.TIME, EndReason.DRAW_AGREED, EndReason.GROUNDING}
)
"""Endings that are not a move on the board: a player's decision (resigning, agreeing a
draw, declaring grounding) or their clock. The grounding's score is the position's, but
whether to take it then is the declarer's call."""


def default_playouts(width: int, height: int) -> int:
    """The playout budget per position for a field of this size."""
    area = width * height
    return next((budget for limit, budget in BUDGETS if area <= limit), BIG_FIELD_PLAYOUTS)


@dataclass(frozen=True, slots=True)
class Entry:
    """One move of the game as the engine saw it."""

    ply: int
    """0 for the first move."""
    mover: Color
    move: Move
    before: float
    """Blue's chance before the move, 0..1."""
    after: float
    """Blue's chance after it (the next entry's ``before``; the result after the last)."""
    best: Point | None
    """The engine's preferred point in the position before the move (None: nothing to
    search, every free point in a house)."""
    best_chance: float
    """Blue's chance after the engine's preferred move."""
    blue: int
    red: int
    """The score after the move."""

    @property
    def number(self) -> int:
        """The move's number as players count them, from 1."""
        return self.ply + 1

    def chance(self, color: Color, *, after: bool = False) -> float:
        """``color``'s chance before (or after) the move."""
        blue = self.after if after else self.before
        return blue if color is Color.BLUE else 1.0 - blue

    @property
    def drop(self) -> float:
        """How much of their own chance the mover lost with this move (negative: won)."""
        return self.chance(self.mover) - self.chance(self.mover, after=True)

    @property
    def swing(self) -> float:
        return abs(self.after - self.before)


@dataclass(frozen=True, slots=True)
class Review:
    entries: tuple[Entry, ...]
    playouts: int
    seed: int
    start: float = 0.5
    """Blue's chance in the position before the first move, judged as ``Entry.after``."""
    off_the_board: bool = False
    """The game ended by a decision or a clock (``OFF_THE_BOARD``): its last move is not
    judged, and the chart ends level."""

    def mistakes(self, side: Color, count: int = 5, threshold: float = MISTAKE) -> list[Entry]:
        """``side``'s moves that cost them at least ``threshold``, the worst first. The
        engine's own choice is never one: its estimates a move apart differ a little."""
        found = [e for e in self.entries
                 if e.mover is side and e.drop >= threshold and e.best != e.move.point]
        found.sort(key=lambda e: (-e.drop, e.ply))
        return found[:count]

    def biggest_swing(self) -> Entry | None:
        """The move after which Blue's chance changed most (the earliest of equals)."""
        return max(self.entries, key=lambda e: (e.swing, -e.ply), default=None)

    def points(self) -> list[tuple[int, float, int, int]]:
        """(ply after which, Blue's chance, Blue's score, Red's score) along the game,
        from the start position (ply 0) to after the last move: a chart's series. After
        an ending off the board the last move keeps the chance before it: nothing after
        it was judged."""
        if not self.entries:
            return []
        series = [(0, self.start, 0, 0)]
        series += [(e.number, e.after, e.blue, e.red) for e in self.entries]
        if self.off_the_board:
            number, _, blue, red = series[-1]
            series[-1] = (number, series[-2][1], blue, red)
        return series


@dataclass(frozen=True, slots=True)
class Estimate:
    """The engine's view of one position."""

    blue: float
    """Blue's chance after the engine's preferred move."""
    best: Point | None
    reached: float
    """Blue's chance over all the search's playouts: the position's worth to the player
    who moved into it, judged as the search judges a move (``Review``'s note)."""


def review_game(game: Game, *, playouts: int, seed: int = 0,
                result: Outcome | None = None) -> Review:
    """The engine's review of ``game`` (its moves, from its rules and setup) with
    ``playouts`` per position; ``result`` overrides ``game.outcome`` (an SGF record's
    result that the game itself could not take)."""
    estimates = estimate_span(game, 0, len(game.moves), playouts=playouts, seed=seed)
    return assemble_review(game, estimates, playouts=playouts, seed=seed, result=result)


def estimate_span(game: Game, first: int, last: int, *, playouts: int,
                  seed: int) -> list[Estimate]:
    """The estimates of the positions before moves ``first`` to ``last - 1`` of ``game``:
    a part of a review, the same as the whole review's (each position has its own seed),
    so a long review can be done a part at a time and go on where it stopped."""
    replay = Game.from_rules(game.rules, game.setup)
    moves = game.moves
    for move in moves[:first]:
        replay.replay(move)
    found: list[Estimate] = []
    for ply in range(first, min(last, len(moves))):
        found.append(estimate_position(replay, playouts, position_seed(seed, ply)))
        move = moves[ply]
        replay.replay(move)
    return found


def assemble_review(game: Game, estimates: Sequence[Estimate], *, playouts: int, seed: int,
                    result: Outcome | None = None) -> Review:
    """The review of ``game`` from the estimates of every position before a move."""
    moves = game.moves
    if len(estimates) != len(moves):
        raise ValueError(f"{len(estimates)} estimates for {len(moves)} moves")
    replay = Game.from_rules(game.rules, game.setup)
    scores: list[tuple[int, int]] = []
    for move in moves:
        replay.replay(move)
        scores.append((replay.score(Color.BLUE), replay.score(Color.RED)))
    outcome = result or game.outcome
    off_the_board = outcome is not None and outcome.reason in OFF_THE_BOARD and bool(estimates)
    if off_the_board:
        final = estimates[-1].blue  # the last move is not judged: nothing after it is
    else:
        final = _final(replay, outcome, playouts, position_seed(seed, len(moves)))
    entries = tuple(
        Entry(ply, move.color, move, est.blue,
              estimates[ply + 1].reached if ply + 1 < len(moves) else final,
              est.best, est.blue, *scores[ply])
        for ply, (move, est) in enumerate(zip(moves, estimates, strict=True))
    )
    start = estimates[0].reached if estimates else final
    return Review(entries, playouts, seed, start, off_the_board)


def position_seed(seed: int, ply: int) -> int:
    """Each position's own seed, derived from the review's."""
    return Random(f"review:{seed}:{ply}").getrandbits(63)


def _final(game: Game, outcome: Outcome | None, playouts: int, seed: int) -> float:
    """Blue's chance after the last move: the result, else the engine's estimate."""
    if outcome is not None:
        return 0.5 if outcome.winner is None else float(outcome.winner is Color.BLUE)
    if game.is_over:  # ended by itself: the field full or an instant win
        return _by_score(game)
    return estimate_position(game, playouts, seed).reached


def estimate_position(game: Game, playouts: int, seed: int) -> Estimate:
    """Blue's chance in ``game``'s position and the engine's preferred point."""
    if game.is_over:
        return Estimate(_by_score(game), None, _by_score(game))
    config = LEVELS[Level.HARD]
    result, view = search_position(game, config, None, playouts, Random(seed),
                                   time.perf_counter, share=1.0)
    if not result.moves:
        return Estimate(_by_score(game), None, _by_score(game))
    best = considered_move(result)
    blue = game.to_move is Color.BLUE
    return Estimate(_for_blue(_chance([best]), blue), view.xy(best.index),
                    _for_blue(_chance(result.moves), blue))


def _for_blue(chance: float, blue_moves: bool) -> float:
    return chance if blue_moves else 1.0 - chance


def _chance(moves: list[MoveStats]) -> float:
    """The mover's chance by these moves' playouts: wins and half the draws."""
    played = sum(m.tallied for m in moves)
    if played == 0:
        return min(1.0, max(0.0, moves[0].value))
    return sum(m.wins + 0.5 * m.draws for m in moves) / played


def _by_score(game: Game) -> float:
    lead = game.score(Color.BLUE) - game.score(Color.RED)
    return 1.0 if lead > 0 else 0.0 if lead < 0 else 0.5
