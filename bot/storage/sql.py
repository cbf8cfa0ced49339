"""What the shared queries run on, written once for both dialects.

A store (:class:`SqlBase`) runs a statement three ways: a read, one write in a transaction
of its own (how many rows it changed), or such a write that returns rows (``UPDATE ...
RETURNING``, a claim). A transaction is a :class:`Session`: the statements of one open
transaction, a unique key taken, and the rating lock. Each dialect says how; the queries
in the modules named for what they hold (games, challenges, users, ratings, history,
outbox, offers, claims, cards, bookkeeping) say what, with :class:`~bot.storage.values.Params`
placing the values.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any, Protocol, TypeVar

from bot.identity import ChatRef
from bot.storage.protocol import Conflict, StorageError
from bot.storage.records import GameRow
from bot.storage.rows import Row, UnreadableGame, readable_game
from bot.storage.values import Encoding, Params

Record = TypeVar("Record")


class Session(Protocol):
    """The statements of one open transaction."""

    encoding: Encoding
    taken: tuple[type[BaseException], ...]
    """What the driver raises for a unique key already taken (a ply, a rating change)."""

    async def rows(self, sql: str, values: Sequence[Any]) -> list[Row]: ...

    async def execute(self, sql: str, values: Sequence[Any]) -> int:
        """Run a statement; how many rows it changed."""
        ...

    async def lock_scope(self, scope: str) -> None:
        """Hold the ratings of ``scope`` to the end of the transaction (two games ending
        in one chat rate one after the other)."""
        ...


class SqlBase:
    """A store's three ways to run a shared statement."""

    encoding: Encoding

    def params(self) -> Params:
        return Params(self.encoding)

    async def _read(self, sql: str, values: Sequence[Any]) -> list[Row]:
        raise NotImplementedError

    async def _write(self, sql: str, values: Sequence[Any]) -> int:
        """One writing statement in a transaction of its own; how many rows it changed."""
        raise NotImplementedError

    async def _write_rows(self, sql: str, values: Sequence[Any]) -> list[Row]:
        """One writing statement that returns rows, in a transaction of its own."""
        raise NotImplementedError

    async def _records(self, record: Callable[[Row], Record], sql: str, p: Params) -> list[Record]:
        """Each row ``sql`` reads, made a record by ``record``."""
        return [record(row) for row in await self._read(sql, p.values)]

    async def _record(
        self, record: Callable[[Row], Record], sql: str, p: Params
    ) -> Record | None:
        """The record of the one row ``sql`` reads (a key's), or None when it reads none."""
        found = await self._records(record, sql, p)
        return found[0] if found else None

    async def _keyed(
        self, record: Callable[[Row], Record], columns: str, table: str, key: str, value: Any
    ) -> Record | None:
        """The record of ``table``'s one row whose ``key`` is ``value`` (its ``columns``),
        or None when there is none."""
        p = self.params()
        return await self._record(
            record, f"SELECT {columns} FROM {table} WHERE {key} = {p(value)}", p
        )

    async def _games(self, sql: str, p: Params) -> list[GameRow]:
        """The games ``sql`` reads (their columns: ``GAME_COLUMNS``); one whose row cannot
        be read is set aside instead, and read no more (:meth:`set_game_aside`)."""
        games = []
        for row in await self._read(sql, p.values):
            try:
                games.append(readable_game(row))
            except UnreadableGame as unreadable:
                await self.set_game_aside(unreadable.game_id, unreadable.reason)
        return games

    async def set_game_aside(self, game_id: int, reason: str) -> bool:
        raise NotImplementedError

    # ------------------------------------------------- the queues (outbox, inbox)
    async def _waiting(self, queue: str, done: str, column: str, value: str | None) -> int:
        """How many rows of ``queue`` are not ``done`` yet, of one ``column`` value or all."""
        p = self.params()
        where = "" if value is None else f" AND {column} = {p(value)}"
        rows = await self._read(f"SELECT count(*) FROM {queue} WHERE {done} IS NULL{where}",
                                p.values)
        return int(rows[0][0])

    async def _release(self, queue: str, p: Params, change: str, where: str) -> None:
        """Write ``change`` to the rows of ``queue`` ``where`` picks and let their lease go."""
        await self._write(
            f"UPDATE {queue} SET {change}, lease_owner = NULL, lease_until = NULL WHERE {where}",
            p.values,
        )

    async def _prune(self, queue: str, done: str, before: datetime) -> int:
        """Drop the rows of ``queue`` ``done`` before ``before``; how many."""
        p = self.params()
        return await self._write(
            f"DELETE FROM {queue} WHERE {done} IS NOT NULL AND {done} < {p.time(before)}",
            p.values,
        )


def in_chat(p: Params, chat: ChatRef) -> str:
    """The row belongs to ``chat`` (that thread only)."""
    return (
        f"platform = {p(chat.platform)} AND chat_id = {p(chat.chat_id)}"
        f" AND thread_id = {p(chat.thread_id)}"
    )


async def insert_row(
    db: Session, known: int | None, table: str, columns: str, values: list[Any]
) -> int:
    """Insert a row and return its new id; ``known``: the id a first run got (a replayed
    transaction keeps the ids the use case already holds)."""
    if known is not None:
        columns, values = f"id, {columns}", [known, *values]
    p = Params(db.encoding)
    sql = f"INSERT INTO {table} ({columns}) VALUES ({p.all(values)}) RETURNING id"
    try:
        rows = await db.rows(sql, p.values)
    except db.taken as error:
        if known is None:
            raise
        raise Conflict(f"{table} row {known} already exists") from error  # it did commit
    return int(rows[0][0])


async def insert_once(db: Session, sql: str, values: list[Any], taken: str) -> None:
    """Insert a row whose key may be taken already: ``Conflict`` (saying ``taken``) then."""
    try:
        await db.execute(sql, values)
    except db.taken as error:
        raise Conflict(taken) from error


async def run(db: Session, template: str, *values: Any) -> int:
    """``template`` with a ``{}`` where each value goes; how many rows it changed."""
    p = Params(db.encoding)
    return await db.execute(template.format(*(p(v) for v in values)), p.values)


async def update_one(db: Session, missing: StorageError, template: str, *values: Any) -> None:
    """:func:`run` for an update of exactly one row: ``missing`` when it changed none (no
    such row, or the row moved on)."""
    if await run(db, template, *values) != 1:
        raise missing
