"""The computer's seat at the table: its turns are steps of the play use cases, thought
out in the background (:mod:`bot.service.computer.turns`) and written through the shared write
path, announced to the chat through the outbox."""

from __future__ import annotations

from functools import partial

from bot.identity import Actor
from bot.service.answer import Result
from bot.service.changes import Mutation
from bot.service.computer.turns import Claims, ComputerTurns, Steps, lease_for
from bot.service.context import ServiceContext, UseCase
from bot.service.engine import ENGINE_PLATFORM
from bot.service.live import LiveGame
from bot.service.play import PlayUseCases
from bot.storage.records import GameRow


class ComputerUseCases(UseCase):
    def __init__(self, ctx: ServiceContext, play: PlayUseCases) -> None:
        super().__init__(ctx)
        if ctx.engine is not None:
            steps = Steps(
                lambda point: partial(play.play_point, point),
                play.draw_step,
                play.decline_draw_step,
                play.resign_step,
                play.ground_step,
            )
            claims = Claims(ctx.storage, ctx.owner, ctx.now, lease_for(ctx.engine))
            ctx.turns = ComputerTurns(ctx.engine, self._position, self._step, steps, claims)

    async def _position(self, game_id: int) -> tuple[GameRow, LiveGame] | None:
        """The stored game and a copy of its position for the engine to think on."""
        async with self.ctx.games.lock(game_id):
            row = await self.ctx.storage.game(game_id)
            if row is None:
                return None
            live = await self.ctx.games.live(row)
            return live.row, LiveGame(live.row, live.game.copy())

    async def _step(self, event: str, game_id: int, actor: Actor, step: Mutation) -> Result:
        ctx = self.ctx
        return await ctx.writes.apply(event, ctx.default_lang, game_id, actor, step, announce=True)

    @property
    def turns(self) -> ComputerTurns | None:
        """The computer's turns, when there is an engine."""
        return self.ctx.turns

    async def scan(self) -> int:
        """Wake the computer for every game in the database that waits for it (after a
        restart, a killed worker, an engine error, or another process's crash)."""
        turns = self.ctx.turns
        if turns is None:
            return 0
        found = await self.ctx.storage.engine_turns(ENGINE_PLATFORM)
        for game_id in found:
            turns.wake(game_id)
        return len(found)
