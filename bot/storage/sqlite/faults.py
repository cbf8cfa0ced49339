"""SQLite's failures in the storage port's terms: busy, full and damaged become
:class:`StorageUnavailable`, :class:`StorageFull` and :class:`StorageDamaged`."""

from __future__ import annotations

import sqlite3

from bot.storage.protocol import (
    StorageDamaged,
    StorageError,
    StorageFull,
    StorageUnavailable,
)

# Primary result codes (https://sqlite.org/rescode.html); extended codes keep them in the
# low byte.
SQLITE_BUSY = 5
SQLITE_LOCKED = 6
SQLITE_READONLY = 8
SQLITE_IOERR = 10
SQLITE_CORRUPT = 11
SQLITE_FULL = 13
SQLITE_CANTOPEN = 14
SQLITE_NOTADB = 26

_UNAVAILABLE = {SQLITE_BUSY, SQLITE_LOCKED, SQLITE_READONLY, SQLITE_IOERR, SQLITE_CANTOPEN}
_DAMAGED = {SQLITE_CORRUPT, SQLITE_NOTADB}


def result_code(error: sqlite3.Error) -> int | None:
    """The primary SQLite result code of ``error`` (``None`` when it carries none)."""
    code = getattr(error, "sqlite_errorcode", None)
    return code & 0xFF if isinstance(code, int) else None


def is_busy(error: sqlite3.Error) -> bool:
    return result_code(error) in (SQLITE_BUSY, SQLITE_LOCKED)


def describe(error: sqlite3.Error) -> str:
    """The cause in words an operator can act on."""
    code = result_code(error)
    if code == SQLITE_NOTADB:
        return "not an SQLite database (file is not a database)"
    if code == SQLITE_CORRUPT:
        return f"the database is damaged ({error}); restore it from a backup"
    if code == SQLITE_FULL:
        return f"the disk is full ({error})"
    if code in (SQLITE_BUSY, SQLITE_LOCKED):
        return f"the database is locked by another process ({error})"
    if code == SQLITE_READONLY:
        return f"the database is read-only ({error})"
    return str(error)


def storage_error(error: sqlite3.Error) -> StorageError | None:
    """The typed storage error for ``error``; ``None`` for other SQLite errors (a fault in
    our own SQL), which are left to surface as the bugs they are."""
    code = result_code(error)
    kind: type[StorageError]
    if code == SQLITE_FULL:
        kind = StorageFull
    elif code in _DAMAGED:
        kind = StorageDamaged
    elif code in _UNAVAILABLE:
        kind = StorageUnavailable
    else:
        return None
    return kind(describe(error))
