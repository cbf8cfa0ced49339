"""The computer's turns, off the request path: a player's move is committed and answered at
once, and the computer's answer comes later through the outbox.

Whenever a change leaves the computer to move (or owes it an answer to a draw offer), the
service wakes :class:`ComputerTurns`; at start, and at every sweep, the games waiting for
the computer are found in the database, so a turn lost to a restart, a killed worker or an
engine error is taken up again.

Any process may think on any game, but a turn is a job claimed in the database first
(:class:`Claims`): one process thinks on it while its lease lasts, the others pass it by,
and when the lease ends without an answer (the process was killed) the next sweep of any
process takes it over. Each step is still written under the game's version with an event key
made of the game and its version, so a turn thought on twice (a lease that ran out while
thinking) is applied once. The failed tries are counted in the claim, so the computer
resigns a game after a few of them whichever processes failed, restarts included.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from bot.domain import GameStatus
from bot.identity import Actor
from bot.metrics import METRICS
from bot.service.answers.answer import Result
from bot.service.computer.engine import ENGINE_PLATFORM, Engine, is_computer
from bot.service.faults import count_storage_error
from bot.service.games.changes import Mutation
from bot.service.games.live import LiveGame
from bot.service.games.live_games import GameSetAside
from bot.storage.protocol import Storage
from bot.storage.records import GameRow
from core import Color, Game, format_point
from core.ai import Decision, Intent
from core.ai.announce import announced
from core.realm_notation import format_territory_move

log = logging.getLogger(__name__)

FAILURES_BEFORE_RESIGNING = 3
STEPS_MAX = 64
"""How many of its own turns in a row the computer takes for one wake (extra-move games)."""
LEASE_GRACE = timedelta(seconds=15)
"""A claim lasts the engine's decision deadline plus this: a fresh worker pool starting
(outside the deadline), the steps being written. A lease that runs out while its process
still thinks only lets another process think too; the version check applies one answer."""
LEASE_UNTIMED = timedelta(seconds=60)
"""The lease's base for an engine without a deadline (a playout budget only)."""


def lease_for(engine: object) -> timedelta:
    """How long a claim on a turn lasts for ``engine`` (its ``deadline``, if it has one)."""
    deadline = getattr(engine, "deadline", None)
    base = timedelta(seconds=deadline) if deadline is not None else LEASE_UNTIMED
    return base + LEASE_GRACE


@dataclass(frozen=True, slots=True)
class Turn:
    """What the computer owes in a game: a move (``draw`` False) or an answer to a draw."""

    game_id: int
    color: Color
    level: str
    name: str
    version: int
    draw: bool = False
    end: bool = False
    """An answer to a proposal to end by the count (Territory, docs/rules.md §8.1.3)."""


def owed(row: GameRow) -> Turn | None:
    """The computer's turn in ``row``, if it has one."""
    if row.status is not GameStatus.ACTIVE:
        return None
    seats = {Color.BLUE: row.blue, Color.RED: row.red}
    if row.end_offer is not None:
        answering = Color(row.end_offer).opponent
        seat = seats[answering]
        if is_computer(seat.ref):
            return Turn(row.id, answering, seat.ref.user_id, seat.name, row.version, end=True)
    if row.draw_offer is not None:
        answering = Color(row.draw_offer).opponent
        seat = seats[answering]
        if is_computer(seat.ref):
            return Turn(row.id, answering, seat.ref.user_id, seat.name, row.version, draw=True)
    mover = Color(row.to_move)
    seat = seats[mover]
    if is_computer(seat.ref):
        return Turn(row.id, mover, seat.ref.user_id, seat.name, row.version)
    return None


class Steps:
    """The mutations the service offers the computer: the same a player uses."""

    def __init__(
        self,
        play: Callable[[str], Mutation],
        draw: Mutation,
        decline_draw: Mutation,
        resign: Mutation,
        ground: Mutation,
        ends: tuple[Mutation, Mutation, Mutation],
    ) -> None:
        """``ends``: agree to end by the count, refuse it (Territory), and ``/auto`` after
        the other's STOP."""
        self.play, self.draw, self.decline_draw = play, draw, decline_draw
        self.resign, self.ground = resign, ground
        self.end, self.decline_end, self.auto = ends

    def of(self, decision: Decision, game: Game | None = None) -> list[Mutation]:
        """The engine's decision as the steps a player would take; in Territory its dot
        announces every realm it may draw (``core.ai.announce``)."""
        if decision.intent is Intent.RESIGN:
            return [self.resign]
        if decision.intent is Intent.GROUND:
            return [self.ground]
        assert decision.point is not None
        written = format_point(decision.point)
        if game is not None and game.rules.territory:
            written = format_territory_move(announced(game, decision.point))
        steps = [self.play(written)]
        if decision.intent is Intent.OFFER_DRAW:
            steps.append(self.draw)  # the human answers it like any offer
        return steps


@dataclass(frozen=True, slots=True)
class Claims:
    """The computer's turns as jobs claimed in the database by one process at a time."""

    storage: Storage
    owner: str
    now: Callable[[], datetime]
    lease: timedelta

    async def take(self, turn: Turn) -> int | None:
        """Claim ``turn``: the failed tries on it so far, or None while another holds it."""
        now = self.now()
        return await self.storage.claim_engine_turn(
            turn.game_id, turn.version, self.owner, now, now + self.lease
        )

    async def failed(self, turn: Turn) -> int:
        """Count a failed try and let the turn go; how many tries failed on it."""
        return await self.storage.engine_turn_failed(turn.game_id, turn.version)

    async def release(self, row: GameRow) -> None:
        """The computer owes nothing more at the game's version: drop the claims on it."""
        await self.storage.release_engine_turn(row.id, self.owner, row.version)


Apply = Callable[[str, int, Actor, Mutation], Awaitable[Result]]
"""The service's write path with the announcement on: (event, game, actor, mutation)."""
Load = Callable[[int], Awaitable[tuple[GameRow, LiveGame] | None]]
"""The stored game and a copy of its position to think on (under the game's lock)."""


@dataclass(eq=False)
class ComputerTurns:
    """A queue of games waiting for the computer, worked through one turn at a time."""

    engine: Engine
    load: Load
    apply: Apply
    steps: Steps
    claims: Claims
    _queue: asyncio.Queue[int] = field(default_factory=asyncio.Queue, init=False)
    _queued: set[int] = field(default_factory=set, init=False)
    _idle: asyncio.Event = field(default_factory=asyncio.Event, init=False)
    """Set while nothing is queued or being played here."""
    _runners: int = field(default=0, init=False)

    def __post_init__(self) -> None:
        self._idle.set()

    def wake(self, game_id: int) -> None:
        """The computer may owe a turn in ``game_id``."""
        if game_id not in self._queued:
            self._queued.add(game_id)
            self._queue.put_nowait(game_id)
            self._idle.clear()

    async def quiet(self) -> None:
        """Wait until the turns owed so far are played by :meth:`run` (at once when no
        runner runs: nobody here would play them). A console reading a script waits so,
        and the computer's answer comes before the next line, as it would at a keyboard."""
        if self._runners:
            await self._idle.wait()

    @property
    def waiting(self) -> int:
        return len(self._queued)

    async def settle(self) -> int:
        """Play every turn owed now, here (tests); how many were played."""
        played = 0
        while self._queued:
            game_id = self._queue.get_nowait()
            self._queued.discard(game_id)
            played += await self.play(game_id)
        self._idle.set()
        return played

    async def run(self) -> None:
        """Play owed turns as they come, until cancelled."""
        self._runners += 1
        if self._queued:
            self._idle.clear()
        try:
            while True:
                game_id = await self._queue.get()
                self._queued.discard(game_id)
                try:
                    await self.play(game_id)
                except GameSetAside:
                    pass  # its rows do not replay: said once where it was set aside
                except Exception as error:
                    count_storage_error(error)
                    log.exception("the computer's turn in game %s failed", game_id)
                finally:
                    if not self._queued:
                        self._idle.set()
        finally:
            self._runners -= 1
            if not self._runners:
                self._idle.set()  # nobody waits on a runner that is gone

    async def play(self, game_id: int) -> int:
        """Every turn the computer owes in ``game_id`` now; how many steps it took. A turn
        another process holds is left to it; one whose decision failed waits for the next
        wake (of any process), its claim let go."""
        taken = 0
        for _ in range(STEPS_MAX):
            loaded = await self.load(game_id)
            if loaded is None:
                return taken
            row, live = loaded
            turn = owed(row)
            if turn is None:
                await self.claims.release(row)
                return taken
            tries = await self.claims.take(turn)
            if tries is None:
                log.debug("game %s: another process thinks on version %s", game_id, turn.version)
                return taken
            actor = Actor(ENGINE_PLATFORM, turn.level, turn.name)
            try:
                steps = await self._decide(turn, live)
            except Exception as error:  # the engine failed: try again later, then resign
                if not await self._failed(turn, actor, error):
                    return taken
                continue
            played, going = await self._take(turn, actor, steps)
            taken += played
            if not going:
                await self.claims.release(row)
                return taken
        return taken

    async def _take(self, turn: Turn, actor: Actor, steps: list[Mutation]) -> tuple[int, bool]:
        """Write the decided steps; how many were written, and whether the game goes on
        with nothing refused (the computer may owe another turn: extra moves)."""
        taken = 0
        for n, step in enumerate(steps):
            answer = await self.apply(f"engine:{turn.game_id}:{turn.version}:{n}",
                                       turn.game_id, actor, step)
            if not answer.ok:
                log.warning("game %s: the computer's step was refused: %s", turn.game_id,
                            answer.keys)
                return taken, False
            taken += 1
            METRICS.computer_turns.inc()
            if answer.game is not None and answer.game.outcome is not None:
                return taken, False  # the move ended the game: no offer after it
        return taken, True

    async def _decide(self, turn: Turn, live: LiveGame) -> list[Mutation]:
        if live.game.stopped is turn.color.opponent:
            # docs/rules.md §8.2: /auto counts what best play by hand would take (the
            # stopper's ungrounded dots), so placing dots first gains nothing
            return [self.steps.auto]
        if turn.end:
            take = await self._takes_end(turn, live.game)
            return [self.steps.end if take else self.steps.decline_end]
        if turn.draw:
            take = await self.engine.accept_draw(live.game, turn.level, turn.color)
            return [self.steps.draw if take else self.steps.decline_draw]
        return self.steps.of(await self.engine.choose(live.game, turn.level), live.game)

    async def _takes_end(self, turn: Turn, game: Game) -> bool:
        """Territory: the computer agrees to end by the count (docs/rules.md §8.1.3) when
        the count makes it win, or when playing on would not win it either (its answer to
        a draw offer says so); otherwise it refuses and plays on."""
        count = game.end_count()
        if count.score(turn.color) > count.score(turn.color.opponent):
            return True
        return await self.engine.accept_draw(game, turn.level, turn.color)

    async def _failed(self, turn: Turn, actor: Actor, error: Exception) -> bool:
        """Count a failed decision in the turn's claim (shared by every process); after
        too many the computer resigns. True when the game moved on (resigned), False when
        the turn waits for the next wake."""
        METRICS.computer_failures.inc()
        count = await self.claims.failed(turn)
        log.error("game %s: the computer could not decide (%s of %s): %s", turn.game_id,
                  count, FAILURES_BEFORE_RESIGNING, error)
        if count < FAILURES_BEFORE_RESIGNING:
            return False
        event = f"engine:{turn.game_id}:{turn.version}:resign"
        answer = await self.apply(event, turn.game_id, actor, self.steps.resign)
        return answer.ok


class TurnBell:
    """Wakes the computer when a stored change leaves it a turn (or a draw offer to
    answer), once it has turns (an engine: set by
    :class:`~bot.service.computer.seat.ComputerUseCases`)."""

    def __init__(self) -> None:
        self.turns: ComputerTurns | None = None

    def ring(self, row: GameRow) -> None:
        if self.turns is not None and owed(row) is not None:
            self.turns.wake(row.id)
