"""The computer that fills the service's ``Engine`` seam: ``core.ai`` in worker processes.

``ComputerPlayer`` runs ``core.ai`` in a process pool, so a search of up to two seconds
never stalls the event loop that serves every chat; the game travels as its rules, setup
and moves and is rebuilt by replay in the worker.
"""

from __future__ import annotations

import zlib
from collections.abc import Callable
from typing import Any

from bot.computer.pool import Work, WorkerPool
from core import Color, Game, Rules
from core.ai import Decision, accept_draw, choose_move
from core.ai.review import Estimate, estimate_span
from core.realm_notation import listed_realms, play_written

GRACE_SECONDS, GRACE_SHARE = 1.0, 0.5
"""A decision's deadline: its thinking time, plus a second, plus half the thinking time
(replaying the game in the worker, a busy machine)."""

Snapshot = tuple[
    dict[str, Any], list[tuple[int, int, int]] | None, list[tuple[int, int, int, str]],
    int | None,
]


def snapshot(game: Game) -> Snapshot:
    """A game as plain data that crosses a process boundary cheaply (a move's realms in
    Territory, or its chosen chains with free contour, as listed borders; the ply of a
    STOP)."""
    setup = [(x, y, int(c)) for x, y, c in game.setup] if game.rules.start == "custom" else None
    moves = [(m.x, m.y, int(m.color), listed_realms(m.realms or m.borders)) for m in game.moves]
    stop = game.stopped_after if game.stopped is not None else None
    return game.rules.to_dict(), setup, moves, stop


def rebuild(data: Snapshot) -> Game:
    rules, setup, moves, stop = data
    game = Game.from_rules(
        Rules.from_dict(rules), [(x, y, Color(c)) for x, y, c in setup] if setup else None
    )
    game.stop_when(stop)
    for x, y, c, realms in moves:
        play_written(game, x, y, Color(c), realms)
        game.stop_when(stop)
    return game


def _seed(data: Snapshot) -> int:
    """The same position gets the same seed: a replayed request thinks the same way."""
    return zlib.crc32(repr(data).encode())


DRAW_OFFER_EVERY = 10
"""The computer offers a draw at most once in this many of its own moves, so a declined
offer is not repeated at every move of a locked ending."""


def _choose(
    data: Snapshot, level: str, seconds: float | None, playouts: int | None
) -> Decision:
    own_moves = len(data[2]) // 2
    return choose_move(
        rebuild(data),
        level,
        seconds,
        seed=_seed(data),
        max_playouts=playouts,
        may_offer_draw=own_moves % DRAW_OFFER_EVERY == 0,
    )


def _accept(
    data: Snapshot, level: str, color: int, seconds: float | None, playouts: int | None
) -> bool:
    return accept_draw(
        rebuild(data),
        level,
        Color(color),
        seed=_seed(data),
        time_limit=seconds,
        max_playouts=playouts,
    )


def _estimate(
    data: Snapshot, first: int, last: int, playouts: int, seed: int
) -> list[Estimate]:
    return estimate_span(rebuild(data), first, last, playouts=playouts, seed=seed)


PART_DEADLINE = 300.0
"""The most a part of an analysis may take (it is sized to about a second of search; the
pure-Python search, where the kernel could not be built, is some 35 times slower)."""


class ComputerPlayer:
    """``core.ai`` behind the ``Engine`` seam, thinking in worker processes.

    A decision gets its thinking time plus a grace (``deadline``); a worker that dies or
    hangs fails it with ``EngineError``, and the next decision runs in a fresh pool. The
    pool serves the computer's live turns before hints, and hints before the parts of
    analyses (:class:`bot.computer.pool.WorkerPool`).
    """

    def __init__(
        self,
        *,
        name: str = "Dots AI",
        seconds: float | None = 2.0,
        playouts: int | None = None,
        workers: int = 1,
        deadline: float | None = None,
        inline: bool = False,
        kept_for_live: int | None = None,
    ) -> None:
        """``seconds`` and/or ``playouts`` bound each decision; ``deadline`` is the most a
        decision may take (by default ``seconds`` plus a grace; none with only a playout
        budget); ``inline`` thinks on the calling thread (tests with a playout budget,
        where the answer must not depend on the machine); ``kept_for_live``: workers that
        take live turns only (by default one when there are two or more)."""
        self.name = name
        self.seconds = seconds
        self.playouts = playouts
        if deadline is None and seconds is not None:
            deadline = seconds + GRACE_SECONDS + seconds * GRACE_SHARE
        self.deadline = deadline
        self._inline = inline
        self._pool = WorkerPool(workers, kept_for_live)

    def start(self) -> None:
        """Start the worker pool now (best before the process starts other threads);
        otherwise the first decision starts it."""
        if not self._inline:
            self._pool.start()

    @property
    def busy(self) -> int:
        """Jobs in the workers now."""
        return self._pool.busy

    @property
    def waiting(self) -> int:
        """Jobs waiting for a worker (live turns, hints, parts of analyses)."""
        return self._pool.waiting

    async def run(self, function: Callable[..., Any], *args: Any,
                  work: Work = Work.LIVE) -> Any:
        """``function(*args)`` where the computer thinks, under the decision deadline,
        served as ``work``."""
        if self._inline:
            return function(*args)
        return await self._pool.run(self.deadline, function, *args, work=work)

    async def choose(self, game: Game, level: str) -> Decision:
        decision: Decision = await self.run(
            _choose, snapshot(game), level, self.seconds, self.playouts
        )
        return decision

    async def suggest(self, game: Game, level: str) -> Decision:
        """A hint: the decision at ``level`` for the person to move, served after the
        computer's live turns."""
        decision: Decision = await self.run(
            _choose, snapshot(game), level, self.seconds, self.playouts, work=Work.HINT
        )
        return decision

    async def accept_draw(self, game: Game, level: str, color: Color) -> bool:
        seconds = self.seconds / 2 if self.seconds else None
        answer: bool = await self.run(
            _accept, snapshot(game), level, int(color), seconds, self.playouts
        )
        return answer

    async def estimate(
        self, game: Game, first: int, last: int, playouts: int, seed: int
    ) -> list[Estimate]:
        """The review's estimates of the positions before moves ``first`` to ``last - 1``,
        thought out in the background: live turns and hints go first."""
        if self._inline:
            return _estimate(snapshot(game), first, last, playouts, seed)
        found: list[Estimate] = await self._pool.run(
            PART_DEADLINE, _estimate, snapshot(game), first, last, playouts, seed,
            work=Work.ANALYSIS,
        )
        return found

    def close(self) -> None:
        self._pool.close()

