"""The schema of a database as plain data, to compare databases column for column: what
each table, column, index and constraint is, and which migrations are recorded.

``python -m tests.bot.schema_dump`` writes the schema the migrations make on fresh
databases to ``tests/fixtures/schema_030.json``, named for the newest migration; the
migrations never change once shipped, so a dump changes only with a new migration (and is
then named for it).
"""

from __future__ import annotations

import asyncio
import json
import re
import sqlite3
import sys
from pathlib import Path
from typing import Any

import asyncpg

FIXTURE = Path(__file__).resolve().parent.parent / "fixtures" / "schema_030.json"


def normal_sql(sql: str | None) -> str | None:
    """SQL text without its comments and with its white space collapsed."""
    if sql is None:
        return None
    return " ".join(re.sub(r"--[^\n]*", " ", sql).split())


def sqlite_schema(path: Path | str) -> dict[str, Any]:
    """Every object in ``sqlite_master`` with its SQL, every table's columns, and the
    migrations recorded."""
    with sqlite3.connect(path) as conn:
        objects = [
            [kind, name, table, normal_sql(sql)]
            for kind, name, table, sql in conn.execute(
                "SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name"
            )
        ]
        tables = [row[1] for row in objects if row[0] == "table"]
        columns = {
            table: [list(row) for row in conn.execute(f"PRAGMA table_xinfo('{table}')")]
            for table in tables
        }
        applied = [
            list(row)
            for row in conn.execute("SELECT number, name FROM schema_migrations ORDER BY number")
        ]
    conn.close()
    return {"objects": objects, "columns": columns, "migrations": applied}


async def postgres_schema(conn: asyncpg.Connection) -> dict[str, Any]:
    """The columns, indexes and constraints of the connection's current schema, and the
    migrations recorded."""
    schema = await conn.fetchval("SELECT current_schema()")
    columns = await conn.fetch(
        "SELECT table_name, ordinal_position, column_name, data_type, is_nullable,"
        " column_default, is_identity, identity_generation FROM information_schema.columns"
        " WHERE table_schema = $1 ORDER BY table_name, ordinal_position",
        schema,
    )
    indexes = await conn.fetch(
        "SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = $1"
        " ORDER BY tablename, indexname",
        schema,
    )
    constraints = await conn.fetch(
        "SELECT conrelid::regclass::text, conname, contype::text, pg_get_constraintdef(oid)"
        " FROM pg_constraint WHERE connamespace = $1::regnamespace ORDER BY 1, 2",
        schema,
    )
    applied = await conn.fetch("SELECT number, name FROM schema_migrations ORDER BY number")
    return {
        "columns": [list(row) for row in columns],
        "indexes": [
            [row[0], row[1], row[2].replace(f" {schema}.", " ")] for row in indexes
        ],
        "constraints": [list(row) for row in constraints],
        "migrations": [list(row) for row in applied],
    }


def stored() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(FIXTURE.read_text(encoding="utf-8"))
    return data


async def _dump() -> None:
    """Build fresh databases with the storage's migrations and write their schemas."""
    import tempfile

    from bot.storage import open_storage
    from tests.support.postgres_server import start_server

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "dots.db"
        store = open_storage(str(path))
        await store.open()
        await store.close()
        sqlite = sqlite_schema(path)
    server = start_server()
    try:
        url = await server.new_schema("schema_dump")
        store = open_storage(url)
        await store.open()
        await store.close()
        conn = await asyncpg.connect(url)
        try:
            postgres = await postgres_schema(conn)
        finally:
            await conn.close()
    finally:
        server.stop("immediate")
        server.remove(wait=False)
    FIXTURE.parent.mkdir(exist_ok=True)
    text = json.dumps({"sqlite": sqlite, "postgres": postgres}, indent=1, ensure_ascii=False)
    FIXTURE.write_text(text + "\n", encoding="utf-8")
    print(f"wrote {FIXTURE}", file=sys.stderr)


if __name__ == "__main__":
    asyncio.run(_dump())
