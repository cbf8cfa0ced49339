"""The migrations applied to a PostgreSQL database: in one transaction under an advisory
lock, so workers starting at once queue up, each script as one multi-statement command."""

from __future__ import annotations

from bot.storage.migrate import SCHEMA_TABLE, behind, pending, record, render
from bot.storage.postgres.transaction import Connection

MIGRATION_LOCK = 0x0D0751
"""The advisory lock held while migrations are applied."""


async def migrate_postgres(conn: Connection) -> list[int]:
    """Apply the migrations not yet applied; the numbers applied now."""
    done: list[int] = []
    async with conn.transaction():
        await conn.execute("SELECT pg_advisory_xact_lock($1)", MIGRATION_LOCK)
        await conn.execute(render(SCHEMA_TABLE, "postgres"))
        applied = {r[0] for r in await conn.fetch("SELECT number FROM schema_migrations")}
        for number, name, script in pending(applied, "postgres"):
            await conn.execute(script)
            sql, values = record(number, name, "postgres")
            await conn.execute(sql, *values)
            done.append(number)
    return done


async def check_schema(conn: Connection) -> None:
    """Refuse a database whose migrations are not all applied (when not migrating)."""
    found = await conn.fetchval("SELECT to_regclass('schema_migrations') IS NOT NULL")
    applied: list[int] = []
    if found:
        applied = [r[0] for r in await conn.fetch("SELECT number FROM schema_migrations")]
    refusal = behind(applied, "postgres")
    if refusal is not None:
        raise refusal
