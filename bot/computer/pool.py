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
import multiprocessing
import os
import signal
import threading
from collections.abc import Callable
from concurrent.futures import BrokenExecutor, Future, ProcessPoolExecutor
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


class WorkerPool:
    """A ``ProcessPoolExecutor`` that is replaced when a worker dies or hangs.

    At most ``workers`` decisions are in the pool at once (the rest wait their turn on the
    event loop), so a deadline measures thinking, not queueing behind other games. Background
    work (a game's analysis, in short parts) gives way to live work: it starts only while no
    live decision waits or runs, so a live turn waits at most for one part in progress.
    """

    def __init__(self, workers: int = 1) -> None:
        self.workers = workers
        self._context = start_context()
        self._slots = asyncio.Semaphore(workers)
        self._live = 0
        """Live decisions waiting for a slot or running."""
        self._calm = asyncio.Event()
        self._calm.set()
        self._executor: ProcessPoolExecutor | None = None
        self._warming: Future[int] | None = None

    def start(self) -> None:
        """Start the pool now, without waiting for its worker: early, while the bot has no
        other threads; its first worker imports the engine while the bot starts up."""
        if self._executor is None:
            self._open()

    def _open(self) -> ProcessPoolExecutor:
        """A fresh pool whose first worker starts now (the fork server forks it in a few
        milliseconds; the first time the server itself starts too)."""
        executor = ProcessPoolExecutor(
            max_workers=self.workers, mp_context=self._context, initializer=_start_worker
        )
        self._executor, self._warming = executor, executor.submit(worker_pid)
        return executor

    async def _ready(self) -> ProcessPoolExecutor:
        """The running pool; a fresh one waits for its first worker outside any deadline."""
        executor, warming = self._executor, self._warming
        if executor is None:
            executor, warming = self._open(), self._warming
        if warming is not None:
            try:
                await asyncio.wait_for(asyncio.wrap_future(warming), START_SECONDS)
            except (TimeoutError, BrokenExecutor) as error:
                self._discard(executor)
                raise EngineError(f"the worker process did not start: {error!r}") from error
            if self._warming is warming:
                self._warming = None
        return executor

    async def run(self, deadline: float | None, function: Callable[..., Any], *args: Any,
                  background: bool = False) -> Any:
        """``function(*args)`` in a worker; ``EngineError`` when no answer comes back within
        ``deadline`` seconds (``None``: no limit) or the worker dies meanwhile.
        ``background``: start only while no live decision waits or runs."""
        if background:
            while self._live:
                await self._calm.wait()
            return await self._run(deadline, function, *args)
        self._live += 1
        self._calm.clear()
        try:
            return await self._run(deadline, function, *args)
        finally:
            self._live -= 1
            if not self._live:
                self._calm.set()

    async def _run(self, deadline: float | None, function: Callable[..., Any], *args: Any) -> Any:
        async with self._slots:
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
            self._executor, self._warming = None, None
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
        warming = self._warming
        if warming is not None and not warming.done():
            with contextlib.suppress(Exception):
                warming.result(timeout=CLOSE_GRACE)
        # Waiting for the executor's own thread (its workers are dead by then) keeps it from
        # writing to pipes the interpreter's exit has already closed ("Bad file descriptor").
        self._discard(self._executor, wait=True)
