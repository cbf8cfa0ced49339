"""Numbered migrations: ``bot/storage/migrations/NNN_name.sql``, applied in order at start.

Applied ones are listed in ``schema_migrations``; a migration never changes once shipped,
a change of schema is a new file. Each database dialect has its own files with the same
numbers: SQLite's in ``migrations/``, PostgreSQL's in ``migrations/postgres/`` (native
timestamps, JSONB, booleans, identity keys); a new migration is written once per dialect.
"""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime
from importlib import resources

import aiosqlite

from bot.storage.protocol import StorageError, StorageOpenError


def stamp(moment: datetime) -> str:
    """A UTC timestamp in one fixed format, so text comparison orders correctly."""
    return moment.astimezone(UTC).isoformat(timespec="microseconds")


def split_statements(script: str) -> list[str]:
    """Cut an SQL script into complete statements (``sqlite3.complete_statement``)."""
    statements: list[str] = []
    buffer = ""
    for line in script.splitlines(keepends=True):
        buffer += line
        if sqlite3.complete_statement(buffer):
            if buffer.strip():
                statements.append(buffer.strip())
            buffer = ""
    if buffer.strip() and not all(
        part.strip().startswith("--") or not part.strip() for part in buffer.splitlines()
    ):
        raise StorageError(f"incomplete SQL statement in migration: {buffer.strip()[:60]!r}")
    return statements


DIALECTS = {"sqlite": "bot.storage.migrations", "postgres": "bot.storage.migrations.postgres"}


def migrations(dialect: str = "sqlite") -> list[tuple[int, str, str]]:
    """The numbered migrations shipped with the package: (number, name, sql), in order."""
    found = []
    for item in resources.files(DIALECTS[dialect]).iterdir():
        name = item.name
        if name.endswith(".sql") and name[:3].isdigit():
            found.append((int(name[:3]), name, item.read_text(encoding="utf-8")))
    return sorted(found)


async def migrate(conn: aiosqlite.Connection) -> None:
    """Apply the migrations not yet applied, all in one transaction (workers queue up)."""
    await conn.execute(
        "CREATE TABLE IF NOT EXISTS schema_migrations"
        " (number INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)"
    )
    await conn.execute("BEGIN IMMEDIATE")
    try:
        applied = {
            row[0] for row in await conn.execute_fetchall("SELECT number FROM schema_migrations")
        }
        for number, name, script in migrations():
            if number in applied:
                continue
            for statement in split_statements(script):
                await conn.execute(statement)
            await conn.execute(
                "INSERT INTO schema_migrations (number, name, applied_at) VALUES (?, ?, ?)",
                (number, name, stamp(datetime.now(UTC))),
            )
    except BaseException:
        await conn.execute("ROLLBACK")
        raise
    await conn.execute("COMMIT")


def behind(applied: list[int], dialect: str) -> StorageOpenError | None:
    """The refusal of a database whose applied migrations are not all this version's
    (when not migrating at start), or None when it is up to date."""
    wanted = [number for number, _, _ in migrations(dialect)]
    if sorted(applied) == wanted:
        return None
    return StorageOpenError(
        f"the database is at migration {max(applied, default=0):03d}, this version needs"
        f" {wanted[-1]:03d}: run python -m bot migrate"
    )


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
