"""The computer's seat at the table: its turns are steps of the play use cases, thought
out in the background (:mod:`bot.service.computer.turns`) and written through the shared write
path, announced to the chat through the outbox."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import InitVar, dataclass
from datetime import datetime
from functools import partial

from bot.identity import Actor
from bot.service.answers.answer import Result
from bot.service.chats.languages import Languages
from bot.service.computer.engine import ENGINE_PLATFORM, Engine
from bot.service.computer.turns import Claims, ComputerTurns, Steps, TurnBell, lease_for
from bot.service.games.changes import Mutation
from bot.service.games.live import LiveGame
from bot.service.games.live_games import LiveGames
from bot.service.games.writes import WritePath
from bot.service.play.play import PlayUseCases
from bot.service.play.stop import StopUseCases
from bot.storage.protocol import Storage
from bot.storage.records import GameRow


@dataclass(eq=False, repr=False, kw_only=True)
class ComputerUseCases:
    bell: TurnBell
    engine: Engine | None
    games: LiveGames
    langs: Languages
    now: Callable[[], datetime]
    owner: str
    storage: Storage
    writes: WritePath
    play: InitVar[PlayUseCases]
    stop: InitVar[StopUseCases]

    def __post_init__(self, play: PlayUseCases, stop: StopUseCases) -> None:
        if self.engine is not None:
            steps = Steps(
                lambda point: partial(play.play_point, point),
                play.draw_step,
                play.decline_draw_step,
                play.resign_step,
                play.ground_step,
                (play.end_step, play.decline_end_step, stop.auto_step),
            )
            claims = Claims(self.storage, self.owner, self.now, lease_for(self.engine))
            self.bell.turns = ComputerTurns(self.engine, self._position, self._step, steps, claims)

    async def _position(self, game_id: int) -> tuple[GameRow, LiveGame] | None:
        """The stored game and a copy of its position for the engine to think on."""
        async with self.games.lock(game_id):
            row = await self.storage.game(game_id)
            if row is None:
                return None
            live = await self.games.live(row)
            return live.row, LiveGame(live.row, live.game.copy())

    async def _step(self, event: str, game_id: int, actor: Actor, step: Mutation) -> Result:
        lang = self.langs.default
        return await self.writes.apply(event, lang, game_id, actor, step, announce=True)

    @property
    def turns(self) -> ComputerTurns | None:
        """The computer's turns, when there is an engine."""
        return self.bell.turns

    async def scan(self) -> int:
        """Wake the computer for every game in the database that waits for it (after a
        restart, a killed worker, an engine error, or another process's crash)."""
        turns = self.bell.turns
        if turns is None:
            return 0
        found = await self.storage.engine_turns(ENGINE_PLATFORM)
        for game_id in found:
            turns.wake(game_id)
        return len(found)
