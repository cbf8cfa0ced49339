"""The write side of PostgreSQL storage: one transaction that survives a lost connection.

Each call made in the transaction is recorded with what it returned. When the connection is
lost (the server restarted, the network dropped, the backend was terminated), or the server
aborts the transaction (deadlock, serialization failure), the transaction starts again on a
fresh pooled connection: it records the event key again and replays the recorded calls, each
of which must return what it returned the first time (an insert reuses the key it got; a
read that now sees something else raises :class:`Conflict`, as the use case decided on data
that has since changed). Then the call that failed is made again. The whole transaction is
tried at most :data:`ATTEMPTS` times, then :class:`StorageUnavailable`.

A connection lost during COMMIT leaves the outcome unknown; the replay finds out: the event
key already recorded means it was committed (:class:`DuplicateEvent`), a game already at the
next version means the same (:class:`Conflict`).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from contextlib import suppress
from datetime import UTC, datetime
from typing import Any

import asyncpg
from asyncpg.pool import PoolConnectionProxy

from bot.identity import ChatRef, PlayerRef
from bot.storage import postgres_writes as writes
from bot.storage.postgres_errors import ATTEMPTS, passing, pause, storage_error
from bot.storage.protocol import Conflict, DuplicateEvent, StorageError, StorageUnavailable
from bot.storage.records import (
    ChallengeStatus,
    GameUpdate,
    MoveRow,
    NewChallenge,
    NewGame,
    NewOutbox,
    RatingChange,
    RatingRow,
)

Write = Callable[..., Awaitable[Any]]
Connection = asyncpg.Connection | PoolConnectionProxy
"""A connection, pooled or not."""


class PostgresTransaction:
    """The write methods of one PostgreSQL transaction (READ COMMITTED; rows a use case
    relies on are guarded by version checks, unique keys and the rating locks)."""

    def __init__(self, pool: asyncpg.Pool, event: str | None) -> None:
        self.pool = pool
        self.event = event
        self.conn: PoolConnectionProxy | None = None
        self._tx: Any = None
        self._done: list[tuple[Write, tuple[Any, ...], Any]] = []
        self._failures = 0
        self._over = False

    # ---------------------------------------------------------------- the frame
    async def begin(self) -> None:
        await self._retrying(self._nothing)

    async def commit(self) -> None:
        async def commit_now() -> None:
            await self._tx.commit()

        await self._retrying(commit_now)
        self._over = True
        await self._release()

    async def rollback(self) -> None:
        self._over = True
        if self.conn is not None and self._tx is not None:
            with suppress(Exception):  # a lost connection has rolled back by itself
                await self._tx.rollback()
        await self._release()

    async def _nothing(self) -> None:
        return None

    async def _retrying(self, step: Callable[[], Awaitable[Any]]) -> Any:
        """Run ``step`` on an open transaction, starting it over when the connection fails."""
        while True:
            if self._over:
                raise StorageError("the transaction is over (rolled back after a failure)")
            try:
                if self.conn is None:
                    await self._start()
                return await step()
            except (Conflict, DuplicateEvent):
                await self.rollback()
                raise
            except Exception as error:
                if not passing(error, self.conn):
                    await self.rollback()
                    raise storage_error(error) from error
                await self._drop()
                if self._failures >= ATTEMPTS:
                    raise StorageUnavailable(
                        f"the transaction failed {self._failures} times: {error}"
                    ) from error
                await pause(self._failures - 1, error)

    async def _start(self) -> None:
        """Open the transaction, record the event key, replay what was done before."""
        self.conn = await self.pool.acquire()
        self._tx = self.conn.transaction()
        await self._tx.start()
        if self.event is not None:
            status = await self.conn.execute(
                "INSERT INTO processed_events (key, created_at) VALUES ($1, $2)"
                " ON CONFLICT DO NOTHING",
                self.event,
                datetime.now(UTC),
            )
            if writes.changed(status) != 1:
                raise DuplicateEvent(self.event)
        for write, args, result in self._done:
            if await write(self.conn, result, *args) != result:
                raise Conflict("the data this transaction read changed before it was retried")

    async def _drop(self) -> None:
        """Give up the failed connection (the pool replaces it)."""
        self._failures += 1
        conn, self.conn, self._tx = self.conn, None, None
        if conn is not None:
            with suppress(Exception):
                conn.terminate()
            with suppress(Exception):
                await self.pool.release(conn)

    async def _release(self) -> None:
        conn, self.conn, self._tx = self.conn, None, None
        if conn is not None:
            try:
                await self.pool.release(conn)
            except Exception:  # a broken connection: the pool makes a new one
                conn.terminate()

    async def _call(self, write: Write, *args: Any) -> Any:
        async def once() -> Any:
            return await write(self.conn, None, *args)

        result = await self._retrying(once)
        self._done.append((write, args, result))
        return result

    # ------------------------------------------------------------------- games
    async def insert_game(self, game: NewGame) -> int:
        return int(await self._call(writes.insert_game, game))

    async def update_game(self, game_id: int, expected_version: int, update: GameUpdate) -> int:
        return int(await self._call(writes.update_game, game_id, expected_version, update))

    async def insert_move(self, game_id: int, move: MoveRow) -> None:
        await self._call(writes.insert_move, game_id, move)

    # -------------------------------------------------------------- challenges
    async def insert_challenge(self, challenge: NewChallenge) -> int:
        return int(await self._call(writes.insert_challenge, challenge))

    async def update_challenge(
        self,
        challenge_id: int,
        expected: ChallengeStatus,
        status: ChallengeStatus,
        game_id: int | None = None,
    ) -> None:
        await self._call(writes.update_challenge, challenge_id, expected, status, game_id)

    # ------------------------------------------------------------ users, chats
    async def upsert_user(
        self, ref: PlayerRef, name: str, username: str | None, at: datetime
    ) -> None:
        await self._call(writes.upsert_user, ref, name, username, at)

    async def set_user_lang(self, ref: PlayerRef, lang: str | None) -> None:
        await self._call(writes.set_user_lang, ref, lang)

    async def set_chat_lang(self, chat: ChatRef, lang: str | None) -> None:
        await self._call(writes.set_chat_lang, chat, lang)

    async def update_chat_settings(self, chat: ChatRef, changes: dict[str, Any]) -> dict[str, Any]:
        settings: dict[str, Any] = await self._call(writes.update_chat_settings, chat, changes)
        return settings

    # ----------------------------------------------------------------- ratings
    async def rating(self, scope: str, ref: PlayerRef) -> RatingRow | None:
        row: RatingRow | None = await self._call(writes.rating, scope, ref)
        return row

    async def put_rating(self, row: RatingRow, at: datetime) -> None:
        await self._call(writes.put_rating, row, at)

    async def insert_rating_change(self, change: RatingChange) -> None:
        await self._call(writes.insert_rating_change, change)

    # ------------------------------------------------------------------ outbox
    async def move_game(self, game_id: int, chat: ChatRef) -> None:
        await self._call(writes.move_game, game_id, chat)

    async def move_chat(self, platform: str, old_id: str, new_id: str) -> list[int]:
        moved: list[int] = await self._call(writes.move_chat, platform, old_id, new_id)
        return moved

    async def enqueue(self, item: NewOutbox) -> int:
        """Write an announcement to deliver once this transaction commits."""
        return int(await self._call(writes.enqueue, item))
