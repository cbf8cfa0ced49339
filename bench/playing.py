"""Playing through the service, for the benchmarks: finished games between people, and a
person playing the computer (greedy moves, each as soon as it has answered) with the
computer's answer times measured."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from random import Random

from bot.identity import Actor, ChatRef
from bot.service import GameOptions, GameService, Opponent
from bot.service.commands import Accept, Challenge, Move, Resign
from core import Game, Rules
from core.ai import greedy_move


async def answer_times(service: GameService, chat: ChatRef, actor: Actor, game_id: int,
                       turns: int, rng: Random, event: Callable[[], str]) -> list[float]:
    """``actor`` moves ``turns`` times in ``game_id``, each as soon as the computer has
    answered: the seconds from each move stored to the computer's move stored."""
    waits: list[float] = []
    for _ in range(turns):
        row = await service.parts.storage.game(game_id)
        if row is None or row.status.value != "active":
            break
        game = (await service.parts.games.live(row)).game.copy()
        x, y = greedy_move(game, rng)
        moved = await service.dispatch(event(), chat, actor, Move(f"{x}-{y}", game_id))
        if not moved.ok or moved.game is None or moved.game.outcome is not None:
            break
        ply, start = moved.game.ply, time.perf_counter()
        while (after := await service.parts.storage.game(game_id)) is not None and (
            after.ply == ply and after.status.value == "active"
        ):  # until the computer moved (or resigned)
            await asyncio.sleep(0.01)
        waits.append(time.perf_counter() - start)
    return waits


async def finished_game(service: GameService, chat: ChatRef, blue: Actor, red: Actor,
                        size: tuple[int, int], moves: int, seed: int,
                        event: Callable[[], str]) -> int:
    """A game between two people on a ``size`` field: ``moves`` greedy moves, then Red
    resigns."""
    width, height = size
    made = await service.dispatch(event(), chat, blue, Challenge(
        Opponent.user(red.username or ""), GameOptions(width=width, height=height)))
    assert made.challenge is not None
    begun = await service.dispatch(event(), chat, red, Accept(made.challenge.id))
    assert begun.game is not None
    game_id, rng = begun.game.id, Random(seed)
    shadow = Game.from_rules(Rules(width=width, height=height))
    while shadow.ply < moves and not shadow.is_over:
        x, y = greedy_move(shadow, rng)
        actor = blue if shadow.ply % 2 == 0 else red
        assert (await service.dispatch(event(), chat, actor, Move(f"{x}-{y}", game_id))).ok
        shadow.play(x, y)
    assert (await service.dispatch(event(), chat, red, Resign(game_id, confirmed=True))).ok
    return game_id
