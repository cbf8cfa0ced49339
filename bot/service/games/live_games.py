"""The games being played, kept in memory: each one's position as of its row (from the
cache, caught up with the moves stored since, or rebuilt by replay) and a lock per game,
under which its row is read, changed and shown.

A game whose rows do not replay (a move off its field, a gap in its plies, rules out of
bounds) is set aside in storage, where reads of games pass over it from then on, and
:class:`GameSetAside` tells the caller; :meth:`GameService.dispatch` then runs the command
again without it, so the rest of its chat goes on."""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from weakref import WeakValueDictionary

from bot.domain import GameStatus
from bot.service.games.live import LiveGame
from bot.service.games.replay import (
    READ_FAULTS,
    Unplayable,
    apply_ending,
    check_plies,
    play_stored,
    replay,
)
from bot.service.teams.rotation import from_body
from bot.storage.protocol import Storage
from bot.storage.records import GameRow

log = logging.getLogger(__name__)

READ_ATTEMPTS = 3
"""Reads of a game's moves before its row is taken as it is (a move landing meanwhile)."""

CACHE_GAMES = 2048
CACHE_POINTS = 1_000_000
"""What the cache of live games may hold, counted in points of the games' fields (a
39×32 game weighs about 1,400, a 64×64 one about 4,400): some tens of megabytes."""


def weight(live: LiveGame) -> int:
    """What a live game costs the cache: its field with the border ring, and its moves."""
    rules = live.game.rules
    return (rules.width + 2) * (rules.height + 2) + live.game.ply


class LiveCache:
    """Recently used live games, least recently used dropped first, bounded by count and
    by the size of their fields."""

    def __init__(self, size: int = CACHE_GAMES, points: int = CACHE_POINTS) -> None:
        self._size = size
        self._points = points
        self._weight = 0
        self._items: OrderedDict[int, tuple[LiveGame, int]] = OrderedDict()

    def get(self, game_id: int) -> LiveGame | None:
        item = self._items.get(game_id)
        if item is None:
            return None
        self._items.move_to_end(game_id)
        return item[0]

    def put(self, live: LiveGame) -> None:
        self.drop(live.row.id)
        cost = weight(live)
        self._items[live.row.id] = (live, cost)
        self._weight += cost
        while self._items and (len(self._items) > self._size or self._weight > self._points):
            _, (_, dropped) = self._items.popitem(last=False)
            self._weight -= dropped

    def drop(self, game_id: int) -> None:
        item = self._items.pop(game_id, None)
        if item is not None:
            self._weight -= item[1]

    @property
    def points(self) -> int:
        """The weight held now (``weight`` summed)."""
        return self._weight

    def __len__(self) -> int:
        return len(self._items)


class GameSetAside(Exception):
    """The game asked for cannot be read and was set aside just now: read again, it is no
    longer among the games (the storage passes over it)."""

    def __init__(self, game_id: int, reason: str) -> None:
        super().__init__(f"game {game_id} was set aside: {reason}")
        self.game_id = game_id


def _may_catch_up(live: LiveGame, row: GameRow) -> bool:
    """The cached copy leads to ``row`` by moves alone: no takeback nor STOP came in
    between."""
    cached = live.row
    return (cached.ply <= row.ply and cached.takebacks == row.takebacks
            and cached.stop_ply == row.stop_ply and not live.game.is_over)


class LiveGames:
    def __init__(self, storage: Storage, cache_size: int) -> None:
        self.storage = storage
        self.cache = LiveCache(cache_size)
        """Its size is read by tests and ``bench/bench_memory.py``."""
        self._locks: WeakValueDictionary[int, asyncio.Lock] = WeakValueDictionary()

    def lock(self, game_id: int) -> asyncio.Lock:
        lock = self._locks.get(game_id)
        if lock is None:
            lock = asyncio.Lock()
            self._locks[game_id] = lock
        return lock

    async def live(self, row: GameRow) -> LiveGame:
        """The game as of ``row`` (call under the game's lock): from the cache, caught up,
        or rebuilt by replay. A row read before a commit landed is read again, so a view
        never mixes two versions and the cache never goes back in time. Only active games
        are kept in the cache."""
        live = self.cache.get(row.id)
        if live is not None and live.row.version > row.version:
            row = await self.storage.game(row.id) or row  # read before the last commit
        if live is not None and live.row.version == row.version:
            live.row = row  # the same position; a card may have moved since (no new version)
            return live
        if live is not None and _may_catch_up(live, row):
            try:
                caught = await self.storage.moves(row.id, live.row.ply)
                for move in caught:
                    play_stored(live.game, move, row.stop_ply)
                live.moved(caught)
                if live.game.ply == row.ply:
                    apply_ending(live.game, row.result)
                    live.row = row
                    self.keep(live)
                    return live
            except READ_FAULTS:
                log.warning("game %s: cached copy could not catch up, replaying", row.id)
            self.forget(row.id)
        for _ in range(READ_ATTEMPTS):
            moves = await self.storage.moves(row.id)
            if len(moves) == row.ply:
                break
            row = await self.storage.game(row.id) or row  # a move landed in between
        try:
            check_plies(row, moves)
            game = replay(row, moves)
        except Unplayable as unplayable:
            await self.storage.set_game_aside(row.id, unplayable.reason)
            raise GameSetAside(row.id, unplayable.reason) from unplayable
        live = LiveGame(row, game)
        live.tournament = await self.storage.game_tournament(row.id) is not None
        team = await self.storage.game_team(row.id)
        live.team = from_body(team.body) if team is not None else None
        live.moved(moves)
        self.keep(live)
        return live

    def keep(self, live: LiveGame) -> None:
        """Cache an active game; a finished one is read again when someone asks."""
        if live.row.status is GameStatus.ACTIVE:
            self.cache.put(live)
        else:
            self.cache.drop(live.row.id)

    def forget(self, game_id: int) -> None:
        self.cache.drop(game_id)

    def card_moved(self, game_id: int, message_id: str | None) -> None:
        """A game's card is now ``message_id``: a cached copy showing another message is
        dropped (the same message, edited, keeps the copy; a new row is adopted anyway)."""
        live = self.cache.get(game_id)
        if live is not None and live.row.card_message_id != message_id:
            self.forget(game_id)
