"""``memory://``: the SQLite store on a database kept in RAM, gone when the process ends.

The database is a file in a folder of the process's own on a RAM file system
(``/dev/shm`` where there is one, else the temporary folder), so it behaves as a SQLite
file does (WAL: reads see what was committed while a write is under way; ``BEGIN
IMMEDIATE``: writers in turn) with the same SQL and the same migrations: nothing of the
store is written twice. SQLite's own ``:memory:`` databases cannot do that: each is one
connection's, and a shared one (``vfs=memdb``) locks readers out while a write is open.

``memory://name``: the stores of this process opened with that name share one database
(as processes share a file), for the life of the process; ``memory://``: each store opened
has a database of its own, removed when it closes. Every database starts as a copy of one
migrated when the process first needed it. The folder (``dots-bot-memory-*``) is removed
when the process exits; one killed outright (``SIGKILL``) leaves it behind.
"""

from __future__ import annotations

import atexit
import contextlib
import hashlib
import itertools
import os
import shutil
import tempfile
from pathlib import Path

from bot.send_budget import BucketTerms, Claimed, refill_and_take
from bot.storage.sqlite.file import FILE_MODE
from bot.storage.sqlite.storage import SqliteStorage

RAM = Path("/dev/shm")
_folder: Path | None = None
_anonymous = itertools.count(1)
_buckets: dict[tuple[str, str], tuple[float, float]] = {}
"""The send budgets of this process's databases: (path, name) -> (tokens, updated)."""


def folder() -> Path:
    """This process's folder of databases (made at first use, removed at exit)."""
    global _folder
    if _folder is None or not _folder.is_dir():
        base = RAM if RAM.is_dir() and os.access(RAM, os.W_OK) else None
        _folder = Path(tempfile.mkdtemp(prefix="dots-bot-memory-", dir=base))
        atexit.register(_remove, _folder, os.getpid())
    return _folder


def _remove(made: Path, maker: int) -> None:
    """Remove ``made`` at the exit of the process that made it (not of a forked child)."""
    if os.getpid() == maker:
        shutil.rmtree(made, ignore_errors=True)


async def _template() -> Path:
    """A database migrated once in this process, copied for each new one."""
    path = folder() / "migrated.db"
    if not path.exists():
        building = SqliteStorage(path.with_name(f"migrating-{next(_anonymous)}.db"))
        await building.open()
        await building.close()  # its log checkpointed into the file
        Path(building.path).replace(path)
    return path


async def _copy(path: Path) -> None:
    template = await _template()
    if not path.exists():  # another store of the name made it meanwhile
        shutil.copyfile(template, path)
        path.chmod(FILE_MODE)


class MemoryStorage(SqliteStorage):
    """:class:`bot.storage.protocol.Storage` on a database in RAM (see the module)."""

    def __init__(self, name: str = "") -> None:
        self.name = name
        self.own = not name
        if name:
            digest = hashlib.blake2b(name.encode(), digest_size=12).hexdigest()
            path = folder() / f"named-{digest}.db"
        else:
            path = folder() / f"own-{next(_anonymous)}.db"
        super().__init__(path, migrate=True)

    async def open(self) -> None:
        path = Path(self.path)
        if not path.parent.is_dir():  # the folder was removed meanwhile: a new one
            self.path = str(folder() / path.name)
            path = Path(self.path)
        if not path.exists():
            await _copy(path)
        await super().open()

    async def claim_send_tokens(
        self, name: str, want: int, keep: int, terms: BucketTerms, now: float
    ) -> Claimed:
        """In the process, no write: a database in RAM is this process's alone, and so is
        its budget (the stores sharing a ``memory://name`` share it too)."""
        tokens, updated = _buckets.get((self.path, name), (float(terms.burst), now))
        granted, left = refill_and_take(tokens, now - updated, want, keep, terms)
        _buckets[(self.path, name)] = (left, max(updated, now))
        return Claimed(granted, left)

    async def close(self) -> None:
        await super().close()
        if self.own:
            path = Path(self.path)
            for leftover in (path, path.with_name(path.name + "-wal"),
                             path.with_name(path.name + "-shm")):
                with contextlib.suppress(OSError):
                    leftover.unlink()

