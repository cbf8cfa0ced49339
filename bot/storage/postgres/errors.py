"""What a PostgreSQL failure means to the storage port: retry it, or which error it is."""

from __future__ import annotations

import asyncio
import logging
import random
from typing import Any

import asyncpg

from bot.storage.protocol import StorageDamaged, StorageError, StorageFull, StorageUnavailable

log = logging.getLogger("bot.storage")

ATTEMPTS = 5
"""Tries of one unit of work (a read, or a whole transaction) before StorageUnavailable."""

FIRST_PAUSE = 0.05
"""Seconds before the second try; each further try waits about twice as long (jittered)."""

_PASSING = (
    asyncpg.PostgresConnectionError,  # lost, refused, rejected
    asyncpg.exceptions.OperatorInterventionError,  # shut down, starting up, terminated
    asyncpg.exceptions.TransactionRollbackError,  # deadlock, serialization failure
    asyncpg.exceptions.TooManyConnectionsError,
    asyncpg.exceptions.ConnectionFailureError,
    OSError,  # refused, reset, unreachable
    TimeoutError,
)

_DAMAGED = (asyncpg.exceptions.DataCorruptedError, asyncpg.exceptions.IndexCorruptedError)


def passing(error: BaseException, conn: Any = None) -> bool:
    """Whether trying the same work again, on a fresh connection, may well succeed: the
    error says so, or ``conn`` (where the error happened) is found closed meanwhile (a
    connection cut just then can also fail as a protocol state error)."""
    if isinstance(error, asyncpg.InterfaceError) and (
        "closed" in str(error) or "released" in str(error)
    ):
        return True
    return isinstance(error, _PASSING) or (conn is not None and _closed(conn))


def _closed(conn: Any) -> bool:
    try:
        return bool(conn.is_closed())
    except asyncpg.InterfaceError:  # already handed back to the pool: it was lost
        return True


def storage_error(error: BaseException) -> StorageError:
    """The port's error for a database failure that is not worth retrying (or was, enough)."""
    if isinstance(error, StorageError):
        return error
    if isinstance(error, asyncpg.exceptions.DiskFullError):
        return StorageFull(f"the database server's disk is full: {error}")
    if isinstance(error, _DAMAGED):
        return StorageDamaged(f"the database server reports damaged data: {error}")
    if passing(error):
        return StorageUnavailable(f"the database is unreachable: {type(error).__name__}: {error}")
    return StorageError(f"{type(error).__name__}: {error}")


async def pause(attempt: int, error: BaseException) -> None:
    """Say what failed, and wait before try number ``attempt + 2``: 50 ms, 100 ms, 200 ms,
    ... with jitter."""
    log.warning(
        "database: %s: %s (try %d of %d)", type(error).__name__, error, attempt + 1, ATTEMPTS
    )
    await asyncio.sleep(FIRST_PAUSE * 2**attempt * random.uniform(0.5, 1.5))
