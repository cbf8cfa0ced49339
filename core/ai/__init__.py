"""The computer player: pure, synchronous, deterministic for a given seed and budget.

``choose_move(game, level, time_limit, seed=..., max_playouts=...)`` returns a
``Decision`` (play a point, play and offer a draw, resign, declare grounding);
``accept_draw(game, level)`` answers a draw offer. See ``core.ai.player`` for the levels.
"""

from core.ai.baselines import greedy_move, random_move
from core.ai.player import DEFAULT_TIME, Decision, Intent, Level, accept_draw, choose_move

__all__ = [
    "DEFAULT_TIME",
    "Decision",
    "Intent",
    "Level",
    "accept_draw",
    "choose_move",
    "greedy_move",
    "random_move",
]
