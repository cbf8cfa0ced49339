"""Storage: the port the service uses (:mod:`.protocol`), on SQLite (the default),
PostgreSQL or in memory.

The SQL stores share every query (:mod:`.store` and the modules it gathers, one per kind
of row); :mod:`.sqlite` and :mod:`.postgres` hold only what the dialects must do apart.
``memory://`` is SQLite on a database in RAM (:mod:`.sqlite.memory`).
"""

from __future__ import annotations

from bot.storage.postgres import PostgresStorage
from bot.storage.protocol import (
    Conflict,
    DuplicateEvent,
    Storage,
    StorageDamaged,
    StorageError,
    StorageFull,
    StorageOpenError,
    StorageUnavailable,
    Transaction,
)
from bot.storage.sqlite import SqliteStorage
from bot.storage.sqlite.memory import MemoryStorage


class DatabaseUrlError(ValueError):
    """``DATABASE_URL`` names a database this version cannot use."""


def sqlite_path(url: str) -> str:
    """The file path in ``sqlite:///relative.db``, ``sqlite:////abs.db`` or a plain path."""
    url = url.strip()
    if not url:
        raise DatabaseUrlError("DATABASE_URL is empty")
    scheme, sep, rest = url.partition("://")
    if not sep:
        return _plain(url, url)
    scheme = scheme.lower()
    if scheme not in ("sqlite", "sqlite3", "sqlite+aiosqlite"):
        raise DatabaseUrlError(f"unknown database in DATABASE_URL: {scheme}://")
    if not rest.startswith("/") or rest == "/":
        raise DatabaseUrlError(f"no file in DATABASE_URL {url!r}: write sqlite:///dots.db")
    return _plain(url, rest[1:])


def _plain(url: str, path: str) -> str:
    """Refuse SQLite's URI filenames: a ``?mode=ro`` would open read-only and fail at the
    first move, and without URI handling SQLite takes the whole text as a file name."""
    if path.startswith("file:") or "?" in path:
        raise DatabaseUrlError(
            f"DATABASE_URL {url!r}: SQLite URI filenames (file:…, ?mode=…) are not supported;"
            " name the file: sqlite:///dots.db"
        )
    return path


POSTGRES_SCHEMES = ("postgresql", "postgres")
MEMORY_SCHEME = "memory"


def is_postgres(url: str) -> bool:
    return url.strip().partition("://")[0].lower() in POSTGRES_SCHEMES


def memory_name(url: str) -> str | None:
    """The name in ``memory://name`` (``""`` for ``memory://``), or None for another URL."""
    scheme, sep, rest = url.strip().partition("://")
    return rest if sep and scheme.lower() == MEMORY_SCHEME else None


def open_storage(url: str, *, migrate: bool = True) -> Storage:
    """The storage a ``DATABASE_URL`` names (not yet connected: call ``open()``):
    ``postgresql://user:password@host:port/db`` (or ``postgres://``), a SQLite file, or
    ``memory://`` (a database of the store's own; ``memory://name``: one shared by the
    stores of this process opened with that name). ``migrate=False`` leaves the schema as
    it is and refuses one that is behind (``python -m bot migrate`` applies the
    migrations); a database in memory is always new, migrated."""
    name = memory_name(url)
    if name is not None:
        return MemoryStorage(name)
    if is_postgres(url):
        return PostgresStorage(url.strip(), migrate=migrate)
    return SqliteStorage(sqlite_path(url), migrate=migrate)


__all__ = [
    "Conflict",
    "DatabaseUrlError",
    "DuplicateEvent",
    "MemoryStorage",
    "PostgresStorage",
    "SqliteStorage",
    "Storage",
    "StorageDamaged",
    "StorageError",
    "StorageFull",
    "StorageOpenError",
    "StorageUnavailable",
    "Transaction",
    "is_postgres",
    "memory_name",
    "open_storage",
    "sqlite_path",
]
