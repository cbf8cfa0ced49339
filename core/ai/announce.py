"""What the computer announces with its dot in Territory (docs/rules.md §8.1.2).

The search (``core.ai.player``) plays Territory on its pure-Python boards, where a dot
that closes a ring around enemy dots takes them at once: it reads every enclosure as
announced with the dot that completes it. :func:`announced` makes the move say so: the
dot, ``!`` when it completes realms, and the pool of each enemy dot standing in one of
the computer's pools (one that came in since, docs/rules.md §8.1.1), each kept only when the referee
takes it.
"""

from __future__ import annotations

from core.ai.player import Decision, Intent
from core.color import Color
from core.game import Game
from core.geometry import Point
from core.realms import maximal_pools
from core.territory import EncloseAll, EnclosePool, Enclosure, RealmError, TerritoryMove


def announced(game: Game, point: Point) -> TerritoryMove:
    """The computer's Territory move with its dot on ``point``: every realm it may draw
    now, none delayed."""
    me = game.to_move
    chosen: list[Enclosure] = []
    candidates: list[Enclosure] = [EncloseAll(), *_targets(game, point, me)]
    drawn = game
    for enclosure in candidates:
        if isinstance(enclosure, EnclosePool) and not drawn.board.in_play(*enclosure.target):
            continue  # taken by a realm chosen already
        trial = game.copy()
        try:
            trial.play_territory(TerritoryMove(point, (*chosen, enclosure)))
        except RealmError:
            continue
        chosen.append(enclosure)
        drawn = trial
    return TerritoryMove(point, tuple(chosen))


def play_decision(game: Game, decision: Decision) -> None:
    """The computer's ``decision`` played on ``game`` for the side to move: it resigns,
    declares grounding, or puts its dot (in Territory announcing every realm it may draw)."""
    color = game.to_move
    if decision.intent is Intent.RESIGN:
        game.resign(color)
    elif decision.intent is Intent.GROUND:
        game.declare_grounding(color)
    elif game.territory is not None:
        assert decision.point is not None
        game.play_territory(announced(game, decision.point), color)
    else:
        assert decision.point is not None
        game.play(*decision.point, color)


def _targets(game: Game, point: Point, me: Color) -> list[EnclosePool]:
    """One enemy dot in play in each of ``me``'s pools once the dot is put."""
    trial = game.board.copy()
    trial.put(*point, me)
    targets = []
    for pool in maximal_pools(trial, me):
        enemies = sorted(p for p in pool.inside
                         if trial.dot_at(*p) is me.opponent and trial.in_play(*p))
        if enemies:
            targets.append(EnclosePool(enemies[0]))
    return targets
