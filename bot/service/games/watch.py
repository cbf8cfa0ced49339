"""Who watches which game: the web board's open pages, told of every change as it is
stored.

A change made in this process is told at once (the write path calls :meth:`changed`); one
made by another process on the same database is found by :meth:`run`, which asks the
database for the versions of the watched games every ``poll`` seconds while any page is
open (the first page starts it, the last one to close stops it). A watcher is told
"something changed", not what: it reads the game again, so a burst of changes costs one
read, and a watcher that was slow never falls behind by more than one state.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Iterable
from contextlib import asynccontextmanager

from bot.storage.protocol import Storage
from bot.storage.records import GameRow

log = logging.getLogger(__name__)

POLL_SECONDS = 1.0


class Watcher:
    """One open page's view of one game: wait for :meth:`wait`, then read the game."""

    def __init__(self, game_id: int, watch: GameWatch) -> None:
        self.game_id = game_id
        self._watch = watch
        self.seen: int | None = None
        """The version of the game the page shows (set by the page's sender)."""
        self._dirty = asyncio.Event()
        self._dirty.set()  # the first state is read at once

    def tell(self) -> None:
        self._dirty.set()

    @property
    def generation(self) -> int:
        """Changes of the game told to its pages so far (pages at the same count may share
        one reading of the board)."""
        return self._watch.generation(self.game_id)

    async def wait(self) -> None:
        await self._dirty.wait()
        self._dirty.clear()


class GameWatch:
    def __init__(self, storage: Storage, poll: float = POLL_SECONDS) -> None:
        self._storage = storage
        self.poll = poll
        self._watchers: dict[int, set[Watcher]] = {}
        self._generations: dict[int, int] = {}
        self._looking: asyncio.Task[None] | None = None

    def generation(self, game_id: int) -> int:
        """How many changes of a watched game were told: watchers told the same number
        may share one reading of it."""
        return self._generations.get(game_id, 0)

    def _tell(self, game_id: int, watchers: Iterable[Watcher]) -> None:
        self._generations[game_id] = self._generations.get(game_id, 0) + 1
        for watcher in watchers:
            watcher.tell()

    @asynccontextmanager
    async def watching(self, game_id: int) -> AsyncIterator[Watcher]:
        watcher = Watcher(game_id, self)
        self._watchers.setdefault(game_id, set()).add(watcher)
        if self._looking is None or self._looking.done():
            self._looking = asyncio.create_task(self.run(self.poll), name="dots-web-watch")
        try:
            yield watcher
        finally:
            watchers = self._watchers.get(game_id)
            if watchers is not None:
                watchers.discard(watcher)
                if not watchers:
                    del self._watchers[game_id]
                    self._generations.pop(game_id, None)
            if not self._watchers and self._looking is not None:
                self._looking.cancel()
                self._looking = None

    @property
    def watchers(self) -> int:
        """Open pages, in all."""
        return sum(len(found) for found in self._watchers.values())

    def changed(self, row: GameRow) -> None:
        """``row`` was stored by this process: tell its watchers."""
        watchers = self._watchers.get(row.id)
        if watchers:
            self._tell(row.id, watchers)

    async def look(self) -> int:
        """Tell the watchers of every game another process changed since last looked;
        how many games changed."""
        watched = list(self._watchers)
        if not watched:
            return 0
        found = await self._storage.game_versions(watched)
        changed = 0
        for game_id, version in found.items():
            behind = [w for w in self._watchers.get(game_id, ()) if w.seen not in (None, version)]
            changed += bool(behind)
            if behind:
                self._tell(game_id, behind)
        return changed

    async def run(self, poll: float = POLL_SECONDS) -> None:
        """Look every ``poll`` seconds until cancelled (a database error is logged and
        looked past)."""
        while True:
            await asyncio.sleep(poll)
            try:
                await self.look()
            except Exception:  # the next look tries again; the pages keep their state
                log.warning("could not look for changed games", exc_info=True)
