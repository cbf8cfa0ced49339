"""The team pool (docs/rules.md §8.6): a rating of each player's team games, beside their
individual ratings and seeded from them. Under Glicko-2 (:mod:`bot.ratings`) the other side
is one opponent with its members' mean rating and the root mean square of their
deviations; each member's rating moves against it. Sides of unequal size are unrated."""

from __future__ import annotations

import math
from collections.abc import Sequence
from datetime import datetime

from bot.identity import PlayerRef
from bot.ratings import Rating, rate
from bot.service.answers.replies import Reply
from bot.service.teams.rotation import Member, Teams
from bot.storage.protocol import Storage, Transaction
from bot.storage.records import GameResult
from bot.storage.scopes import OVERALL, rating_scope
from bot.time_class import time_class
from bot.time_control import TimeControl
from core import Color


def as_one(side: Sequence[Rating]) -> Rating:
    """A side as one opponent: the mean rating, the root mean square deviation."""
    mean = sum(r.rating for r in side) / len(side)
    rms = math.sqrt(sum(r.rd**2 for r in side) / len(side))
    return Rating(mean, rms)


def rate_side(own: Sequence[Rating], other: Sequence[Rating], score: float) -> list[Rating]:
    """Each member of a side after one game against the other side, scoring ``score``
    (1 a win, 0.5 a draw, 0 a loss)."""
    opponent = as_one(other)
    return [rate(member, opponent, score)[0] for member in own]


async def seed(storage: Storage, ref: PlayerRef, control: TimeControl | None) -> Rating:
    """A player's team rating, or, before their first team game, their individual
    overall rating in the game's time class (new players: the default)."""
    kept = await storage.team_rating(ref)
    if kept is not None:
        return kept
    individual = await storage.rating(rating_scope(OVERALL, time_class(control)), ref)
    return Rating(individual.rating.rating, individual.rating.rd,
                  individual.rating.volatility) if individual else Rating()


async def rate_teams(
    storage: Storage, tx: Transaction, teams: Teams, result: GameResult,
    control: TimeControl | None,
    now: datetime,
) -> Reply:
    """Rate a finished team game of equal sides in ``tx``; the line saying how each
    member's team rating moved."""
    members: dict[Color, tuple[Member, ...]] = {c: teams.side(c) for c in (Color.BLUE, Color.RED)}
    before: dict[Color, list[Rating]] = {}
    for color, side in members.items():
        before[color] = [await seed(storage, m.ref, control) for m in side if m.ref is not None]
    changes = []
    for color, side in members.items():
        score = 0.5 if result.winner is None else float(result.winner == int(color))
        after = rate_side(before[color], before[color.opponent], score)
        for member, old, new in zip(side, before[color], after, strict=True):
            assert member.ref is not None
            await tx.put_team_rating(member.ref, member.name, new, now)
            changes.append(f"{member.name} {old.shown}→{new.shown}")
    return Reply("team-rated", {"changes": ", ".join(changes)})
