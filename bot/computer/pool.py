"""Worker processes for the computer's thinking, each decision under a deadline.

Workers come from a fork server (or are spawned where there is none), never forked from
the bot itself: the bot has threads (the console's stdin reader, aiosqlite's, the chat
clients'), and a child forked while one of them holds a lock (standard input's buffer, a
logging handler's) waits for that lock forever. A decision that is not back by its
deadline, or whose worker died, fails with ``EngineError``; the pool's workers are then
killed and the next decision starts a fresh pool.
"""

from __future__ import annotations

import asyncio
import contextlib
import heapq
import itertools
import multiprocessing
import os
import signal
import threading
from collections import Counter
from collections.abc import Callable
from concurrent.futures import BrokenExecutor, Future, ProcessPoolExecutor
from dataclasses import dataclass, field
from enum import IntEnum
from multiprocessing.context import BaseContext
from multiprocessing.process import BaseProcess
from typing import Any

CLOSE_GRACE = 5.0
"""How long closing waits for a worker that is still starting."""
START_SECONDS = 60.0
"""How long a fresh pool may take to start its first worker (a new interpreter importing
the engine on a busy machine) before it counts as broken."""


class EngineError(Exception):
    """The computer could not decide: its worker died, hung or could not start."""


def start_context() -> BaseContext:
    """The fork server where the platform has one (Linux, macOS), else spawning."""
    methods = multiprocessing.get_all_start_methods()
    return multiprocessing.get_context("forkserver" if "forkserver" in methods else "spawn")


def _start_worker() -> None:
    """Ctrl-C at a terminal reaches the whole process group: the bot handles it and ends
    its workers, which must not print a traceback of their own. A worker waits for work
    on a queue it holds both ends of, so it would outlive a bot killed with SIGKILL (and
    keep the fork server alive): it watches its parent and ends with it."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    parent = multiprocessing.parent_process()
    if parent is not None:
        threading.Thread(target=_end_with, args=(parent,), name="parent-watch", daemon=True).start()


def _end_with(parent: BaseProcess) -> None:
    parent.join()
    os._exit(1)


def worker_pid() -> int:
    """The worker's process id (a pool's first job: it makes the pool start a worker)."""
    return os.getpid()


class Work(IntEnum):
    """What a job is for, in the order the pool serves waiting jobs."""

    LIVE = 0
    """The computer's turn in a game being played: its move, or its answer to a draw."""
    HINT = 1
    """A hint for a person to move in a training game: they wait for it, but it is not
    the game's clock."""
    ANALYSIS = 2
    """A part of a finished game's review: nobody's turn waits for it."""


@dataclass(order=True)
class _Ticket:
    """A job waiting for a worker; tickets are served by kind, then in the order asked."""

    work: Work
    number: int
    admitted: asyncio.Future[None] = field(compare=False)


class WorkerPool:
    """A ``ProcessPoolExecutor`` that is replaced when a worker dies or hangs.

    At most ``workers`` jobs are in the pool at once; the rest wait their turn on the event
    loop, so a deadline measures thinking, not queueing behind other games. Waiting jobs are
    served by kind (:class:`Work`): the computer's live turns first, then hints, then parts
    of analyses, each kind in the order asked; so a live turn waits at most for the jobs
    already running (a hint's thinking time, or one short part of an analysis). With more
    than one worker, ``kept_for_live`` of them (one by default) take live turns only: a
    live turn then starts at once unless as many live turns are thinking.
    """

    def __init__(self, workers: int = 1, kept_for_live: int | None = None) -> None:
        self.workers = workers
        self.kept_for_live = min(1, workers - 1) if kept_for_live is None else kept_for_live
        if not 0 <= self.kept_for_live < workers:
            raise ValueError(f"{kept_for_live} of {workers} workers kept for live turns")
        self._context = start_context()
        self._queue: list[_Ticket] = []
        self._numbers = itertools.count()
        self._running: Counter[Work] = Counter()
        self._executor: ProcessPoolExecutor | None = None
        self._warming: list[Future[int]] = []
        """The first job of each worker of a fresh pool (it makes the pool start them)."""

    @property
    def busy(self) -> int:
        """Jobs in the workers now."""
        return sum(self._running.values())

    @property
    def waiting(self) -> int:
        """Jobs waiting for a worker."""
        return sum(1 for ticket in self._queue if not ticket.admitted.done())

    def start(self) -> None:
        """Start the pool now, without waiting for its worker: early, while the bot has no
        other threads; its workers import the engine while the bot starts up."""
        if self._executor is None:
            self._open()

    def _open(self) -> ProcessPoolExecutor:
        """A fresh pool whose workers all start now (the fork server forks each in a few
        milliseconds; the first time the server itself starts too): a worker kept for live
        turns is ready before the first live turn needs it."""
        executor = ProcessPoolExecutor(
            max_workers=self.workers, mp_context=self._context, initializer=_start_worker
        )
        self._executor = executor
        self._warming = [executor.submit(worker_pid) for _ in range(self.workers)]
        return executor

    async def _ready(self) -> ProcessPoolExecutor:
        """The running pool; a fresh one waits for its workers outside any deadline."""
        executor, warming = self._executor, self._warming
        if executor is None:
            executor, warming = self._open(), self._warming
        if warming:
            started = asyncio.gather(*(asyncio.wrap_future(job) for job in warming))
            try:
                await asyncio.wait_for(started, START_SECONDS)
            except (TimeoutError, BrokenExecutor) as error:
                self._discard(executor)
                raise EngineError(f"the worker process did not start: {error!r}") from error
            if self._warming is warming:
                self._warming = []
        return executor

    async def run(self, deadline: float | None, function: Callable[..., Any], *args: Any,
                  work: Work = Work.LIVE) -> Any:
        """``function(*args)`` in a worker, once its turn comes (``work`` says what it is
        for); ``EngineError`` when no answer comes back within ``deadline`` seconds from
        then (``None``: no limit) or the worker dies meanwhile."""
        await self._admit(work)
        try:
            return await self._run(deadline, function, *args)
        finally:
            self._running[work] -= 1
            self._serve()

    async def _admit(self, work: Work) -> None:
        """Wait until the job may take a worker (it is counted as running then)."""
        ticket = _Ticket(work, next(self._numbers), asyncio.get_running_loop().create_future())
        heapq.heappush(self._queue, ticket)
        self._serve()
        try:
            await ticket.admitted
        except asyncio.CancelledError:
            if ticket.admitted.done() and not ticket.admitted.cancelled():
                self._running[work] -= 1  # admitted as it was cancelled: give the place on
            self._serve()
            raise

    def _may_start(self, work: Work) -> bool:
        if self.busy >= self.workers:
            return False
        others = self.busy - self._running[Work.LIVE]
        return work is Work.LIVE or others < self.workers - self.kept_for_live

    def _serve(self) -> None:
        """Let the first waiting jobs take the free workers."""
        while self._queue:
            first = self._queue[0]
            if first.admitted.done():  # cancelled while it waited
                heapq.heappop(self._queue)
                continue
            if not self._may_start(first.work):
                return
            heapq.heappop(self._queue)
            self._running[first.work] += 1
            first.admitted.set_result(None)

    async def _run(self, deadline: float | None, function: Callable[..., Any], *args: Any) -> Any:
        executor = await self._ready()
        try:
            future = executor.submit(function, *args)
        except (BrokenExecutor, RuntimeError) as error:  # broken or closed meanwhile
            self._discard(executor)
            raise EngineError(f"the worker pool is gone: {error!r}") from error
        try:
            return await asyncio.wait_for(asyncio.wrap_future(future), deadline)
        except TimeoutError:
            self._discard(executor)
            raise EngineError(f"no answer within {deadline:g} s") from None
        except BrokenExecutor as error:
            self._discard(executor)
            raise EngineError("the worker process ended abruptly") from error

    def _discard(self, executor: ProcessPoolExecutor, *, wait: bool = False) -> None:
        """Kill ``executor``'s workers; the next decision starts a fresh pool."""
        if self._executor is executor:
            self._executor, self._warming = None, []
        # The executor has no public way to stop a worker in the middle of a job.
        processes: dict[int, Any] = dict(getattr(executor, "_processes", None) or {})
        for process in processes.values():
            if process.is_alive():
                process.kill()
        executor.shutdown(wait=wait, cancel_futures=True)

    def close(self) -> None:
        """Stop at once: workers hold no state, so a decision in progress is dropped. A
        worker still starting is let finish first (a bot that stops right after starting,
        on a database it cannot use, say): killed half-way, it leaves the executor's exit
        handler a broken pipe to print."""
        if self._executor is None:
            return
        for job in self._warming:
            with contextlib.suppress(Exception):
                job.result(timeout=CLOSE_GRACE)
        # Waiting for the executor's own thread (its workers are dead by then) keeps it from
        # writing to pipes the interpreter's exit has already closed ("Bad file descriptor").
        self._discard(self._executor, wait=True)
