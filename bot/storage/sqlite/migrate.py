"""The migrations applied to a SQLite database, all in one transaction (``BEGIN
IMMEDIATE``: workers starting on one file queue up), statement by statement."""

from __future__ import annotations

import aiosqlite

from bot.storage.migrate import SCHEMA_TABLE, behind, pending, record, render, split_statements
from bot.storage.protocol import StorageOpenError


async def migrate(conn: aiosqlite.Connection) -> None:
    """Apply the migrations not yet applied."""
    await conn.execute(render(SCHEMA_TABLE, "sqlite"))
    await conn.execute("BEGIN IMMEDIATE")
    try:
        rows = await conn.execute_fetchall("SELECT number FROM schema_migrations")
        for number, name, script in pending({row[0] for row in rows}, "sqlite"):
            for statement in split_statements(script):
                await conn.execute(statement)
            await conn.execute(*record(number, name, "sqlite"))
    except BaseException:
        await conn.execute("ROLLBACK")
        raise
    await conn.execute("COMMIT")


async def check_schema(conn: aiosqlite.Connection, place: object) -> None:
    """Refuse the SQLite database at ``place`` when it is not up to date, changing nothing."""
    found = await conn.execute_fetchall(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'"
    )
    applied: list[int] = []
    if list(found):
        rows = await conn.execute_fetchall("SELECT number FROM schema_migrations")
        applied = [row[0] for row in rows]
    refusal = behind(applied, "sqlite")
    if refusal is not None:
        raise StorageOpenError(f"{place}: {refusal}")
