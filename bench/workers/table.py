"""What a table of the bench is on either platform: two players taking turns at random
legal points of an empty 10×10 field, each move made after the player's think time and
followed until its card is shown; what was asked and what was seen is kept for the
reckoning. The platform's own part is how a move is sent and what counts as answered."""

from __future__ import annotations

import asyncio
import random
import time
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Generic, Protocol, TypeVar

from core import DotsError, Game, Rules, Start

FIELD = 10
"""Games are 10×10 without a start position: small pictures, room for the moves."""


@dataclass
class Posted:
    """One update as the driver posted it: when, how many tries, when one was answered 200."""

    at: float
    tries: int = 0
    acked: float | None = None


@dataclass
class MoveRecord:
    ply: int
    x: int
    y: int
    posted: Posted
    card_at: float | None = None


@dataclass
class Pace:
    """How the players behave: moves per game, think time between a card and the next
    move, how long they wait for a card, and the run's hard end (monotonic time)."""

    moves: int
    think: float
    card_timeout: float
    deadline: float
    redeliver_for: float = 120.0
    """After ``deadline`` no move is made, but an update already made is posted again until
    a worker acknowledges it, for this long (Telegram keeps an update until then)."""

    @property
    def redeliver_until(self) -> float:
        return self.deadline + self.redeliver_for


class Shown(Protocol):
    """A call the platform received, as a table's inbox hands it over."""

    @property
    def at(self) -> float: ...

    @property
    def card(self) -> tuple[int, int] | None: ...


S = TypeVar("S", bound=Shown)


def empty_board() -> Game:
    """The table's own copy of the game, to pick only legal points."""
    return Game.from_rules(Rules(width=FIELD, height=FIELD, start=Start.EMPTY))


@dataclass(kw_only=True)
class Record:
    """What came of a table, for the reckoning: its game, the moves made, why it stopped."""

    game_id: int | None = None
    moves: list[MoveRecord] = field(default_factory=list)
    failure: str | None = None


class Table(Record, ABC, Generic[S]):
    """The turns of a table; a subclass (a dataclass) sets up these attributes."""

    pace: Pace
    rng: random.Random
    inbox: asyncio.Queue[S]
    board: Game

    @abstractmethod
    def _answered(self, seen: S) -> bool:
        """Whether the platform accepted the call (a refused one shows nothing)."""

    @abstractmethod
    async def _move(self, ply: int, x: int, y: int) -> bool:
        """Make move ``ply`` at ``x``-``y`` and wait for its card; ``False`` on failure."""

    async def play(self) -> None:
        """Moves in turn (Blue, the challenger, first), each after the card of the last."""
        for ply in range(1, self.pace.moves + 1):
            await asyncio.sleep(self.pace.think * self.rng.uniform(0.5, 1.5))
            if time.monotonic() >= self.pace.deadline:
                self._fail("out of time")
                return
            x, y = self._legal_point()
            if not await self._move(ply, x, y):
                return

    async def _expect(self, wanted: Callable[[S], bool], timeout: float) -> S | None:
        """The next answered call about this table that is ``wanted``; ``None`` after
        ``timeout`` or at the run's end."""
        end = min(time.monotonic() + timeout, self.pace.deadline)
        while (left := end - time.monotonic()) > 0:
            try:
                seen = await asyncio.wait_for(self.inbox.get(), left)
            except TimeoutError:
                return None
            if self._answered(seen) and wanted(seen):
                return seen
        return None

    async def _first_card(self, timeout: float) -> S | None:
        """The first card of the game (ply 0): the challenge was accepted."""
        return await self._expect(lambda seen: seen.card is not None and seen.card[1] == 0,
                                  timeout)

    async def _card(self, ply: int, timeout: float) -> S | None:
        """The card of move ``ply`` of this table's game, once it is shown."""
        wanted = (self.game_id, ply)
        return await self._expect(lambda seen: seen.card == wanted, timeout)

    def _legal_point(self) -> tuple[int, int]:
        while True:
            x, y = self.rng.randint(1, FIELD), self.rng.randint(1, FIELD)
            try:
                self.board.play(x, y)
            except DotsError:
                continue
            return x, y

    def _fail(self, why: str) -> bool:
        self.failure = self.failure or why
        return False
