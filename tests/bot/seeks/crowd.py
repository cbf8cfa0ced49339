"""The lobby's crowd for the race tests: seekers, each a person of their own, in random
pairs of a few kinds of game (a fixed seed, so every worker process builds the same one)."""

from __future__ import annotations

import random

from bot.identity import Actor
from bot.service.challenges.options import GameOptions
from bot.time_control import TimeControl

KINDS = (
    GameOptions(width=10, height=10, time=TimeControl.parse("3+2"), rated=True),
    GameOptions(width=15, height=15, time=TimeControl.parse("3+2"), rated=False),
    GameOptions(width=20, height=20, time=TimeControl.parse("5+3"), rated=True),
    GameOptions(width=12, height=12, time=TimeControl.parse("1+0"), rated=False),
)
SEED = 58


def crowd(seekers: int, seed: int = SEED) -> list[tuple[Actor, int]]:
    """Each seeker and the index in :data:`KINDS` of the game they seek: every kind sought
    by an even number of people, in shuffled order."""
    kinds = [n % len(KINDS) for n in range(seekers)]
    random.Random(seed).shuffle(kinds)
    people = [Actor("test", str(1000 + n), f"P{n}") for n in range(seekers)]
    return list(zip(people, kinds, strict=True))
