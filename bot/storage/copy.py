"""Copy a bot's SQLite database into an empty PostgreSQL one, table by table, in one
PostgreSQL transaction: all of it or nothing.

Both sides are first migrated (the PostgreSQL one must have every migration the SQLite one
has). The columns the two share are copied
with their keys (game, challenge and inline offer ids stay the same, so a button or ``#123``
still names the same game or offer), each value turned into the PostgreSQL column's type
(ISO text to ``timestamptz``, 0/1 to ``boolean``; JSON text goes into ``jsonb`` as it is).
The identity counters then continue after the highest copied id.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from typing import Any

import aiosqlite

from bot.storage.postgres import PostgresStorage
from bot.storage.protocol import StorageError
from bot.storage.rows import time_of
from bot.storage.sqlite import SqliteStorage

TABLES = (
    "users",
    "chats",
    "games",
    "moves",
    "challenges",
    "ratings",
    "rating_changes",
    "processed_events",
    "secrets",
    "meta",
    "outbox",
    "inline_offers",
    "inbox",
    "persons",
    "person_links",
    "link_codes",
    "link_tries",
)
"""What is copied, in an order that keeps every reference valid (a table the SQLite
database does not have yet is passed over)."""

WITH_IDENTITY = ("games", "challenges", "outbox", "inline_offers", "inbox", "persons")

BATCH = 5000


def _maybe(convert: Callable[[Any], Any]) -> Callable[[Any], Any]:
    return lambda value: None if value is None else convert(value)


CONVERSIONS: dict[str, Callable[[Any], Any]] = {
    "timestamp with time zone": _maybe(time_of),
    "boolean": _maybe(bool),
    "bytea": _maybe(bytes),
    "double precision": _maybe(float),
    "integer": _maybe(int),
    "bigint": _maybe(int),
}


def readable_ids(columns: list[str], rows: list[tuple[Any, ...]]) -> list[int]:
    """The ids of the games in ``rows`` that are not set aside."""
    aside = columns.index("set_aside") if "set_aside" in columns else None
    return [row[columns.index("id")] for row in rows if aside is None or row[aside] is None]


@dataclass
class CopyReport:
    rows: dict[str, int] = field(default_factory=dict)
    """Rows copied per table."""
    game_ids: list[int] = field(default_factory=list)
    """The games copied that are to read back as they were (not those set aside, which
    are copied as they are: :mod:`bot.storage.queries.set_aside`)."""


async def _batches(
    conn: aiosqlite.Connection, table: str, columns: list[str]
) -> AsyncIterator[list[tuple[Any, ...]]]:
    async with conn.execute(f"SELECT {', '.join(columns)} FROM {table}") as cursor:
        while rows := await cursor.fetchmany(BATCH):
            yield [tuple(row) for row in rows]


async def copy_sqlite_to_postgres(source: SqliteStorage, target: PostgresStorage) -> CopyReport:
    """Copy ``source`` (open) into ``target`` (open, migrated, with no data yet)."""
    if not set(await source.applied_migrations()) <= set(await target.applied_migrations()):
        raise StorageError("the PostgreSQL database is behind the SQLite one: migrate it first")
    report = CopyReport()
    async with (
        aiosqlite.connect(f"file:{source.path}?mode=ro", uri=True) as reader,
        target.pool.acquire() as conn,
        conn.transaction(),
    ):
        for table in TABLES:
            if await conn.fetchval(f"SELECT EXISTS (SELECT 1 FROM {table})"):
                raise StorageError(f"the PostgreSQL database already has {table}: copy into an"
                                   " empty one")
        for table in TABLES:
            types: dict[str, str] = {
                row[0]: row[1]
                for row in await conn.fetch(
                    "SELECT column_name, data_type FROM information_schema.columns"
                    " WHERE table_schema = current_schema() AND table_name = $1",
                    table,
                )
            }
            async with reader.execute(f"SELECT name FROM pragma_table_info('{table}')") as cur:
                columns = [row[0] for row in await cur.fetchall() if row[0] in types]
            if not columns:
                continue
            converts = [CONVERSIONS.get(types[c], _maybe(lambda v: v)) for c in columns]
            count = 0
            async for batch in _batches(reader, table, columns):
                records = [
                    tuple(convert(v) for convert, v in zip(converts, row, strict=True))
                    for row in batch
                ]
                await conn.copy_records_to_table(table, records=records, columns=columns)
                if table == "games":
                    report.game_ids += readable_ids(columns, batch)
                count += len(records)
            report.rows[table] = count
        for table in WITH_IDENTITY:
            await conn.execute(
                f"SELECT setval(pg_get_serial_sequence('{table}', 'id'),"
                f" COALESCE(max(id), 0) + 1, false) FROM {table}"
            )
    return report
