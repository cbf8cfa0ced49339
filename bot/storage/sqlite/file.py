"""Checks on a database file before SQLite touches it.

SQLite opens almost anything: it turns an empty file into an empty database, opens a
read-only file read-only and fails later, and writes a ``-journal`` next to ``/dev/null``.
These checks refuse such places up front, naming the path and the cause, and create
nothing but a missing file (and its own folder when that folder's parent exists).

A new database file (and a folder made for it) is readable by the bot's user only
(``0600``, ``0700``): it holds the key that signs buttons. SQLite gives its ``-wal`` and
``-shm`` files the mode of the database file.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from bot.storage.protocol import StorageOpenError

HEADER = b"SQLite format 3\x00"
FILE_MODE = 0o600
FOLDER_MODE = 0o700


def _refuse(path: Path | str, cause: str) -> StorageOpenError:
    return StorageOpenError(f"{path}: {cause}")


def _writable(path: Path) -> bool:
    """Writable by this process, and not marked read-only for everyone (which ``root``
    would otherwise write through)."""
    mode = path.stat().st_mode
    return os.access(path, os.W_OK) and bool(stat.S_IMODE(mode) & 0o222)


def _wal_has_data(path: Path) -> bool:
    wal = path.with_name(path.name + "-wal")
    return wal.is_file() and wal.stat().st_size > 0


def _check_existing(path: Path) -> None:
    info = path.stat()
    if stat.S_ISDIR(info.st_mode):
        raise _refuse(path, "is a folder, not a database file")
    if not stat.S_ISREG(info.st_mode):
        raise _refuse(path, "is not a regular file (a device or a pipe cannot hold a database)")
    if not os.access(path, os.R_OK):
        raise _refuse(path, "cannot be read (permission denied)")
    if info.st_size == 0 and not _wal_has_data(path):
        raise _refuse(
            path,
            "is empty (0 bytes): a database that held games would not be; remove the file"
            " to start a new database, or restore it from a backup",
        )
    if info.st_size:
        with path.open("rb") as file:
            head = file.read(len(HEADER))
        if head != HEADER:
            raise _refuse(path, f"is not an SQLite database (it starts with {head[:12]!r})")
    if not _writable(path):
        raise _refuse(path, "is read-only: the bot must write its games")
    if not _writable(path.parent):
        raise _refuse(
            path, f"its folder {path.parent} is read-only (SQLite writes its journal there)"
        )


def _prepare_folder(path: Path) -> None:
    folder = path.parent
    if folder.exists():
        if not folder.is_dir():
            raise _refuse(path, f"{folder} is not a folder")
    elif folder.parent.is_dir():
        try:
            folder.mkdir(mode=FOLDER_MODE)
        except OSError as error:
            raise _refuse(path, f"cannot create the folder {folder}: {error.strerror}") from error
    else:
        raise _refuse(path, f"the folder {folder.parent} does not exist")
    if not _writable(folder):
        raise _refuse(path, f"the folder {folder} is read-only")


def prepare_file(path_text: str) -> bool:
    """Check the database file at ``path_text`` (or its folder, when it is new); ``True``
    when there was no file yet: it is created empty, for the bot's user only, and SQLite
    makes it a new database. Raises :class:`StorageOpenError`."""
    path = Path(path_text).absolute()
    try:
        if path.exists() or path.is_symlink():
            _check_existing(path.resolve())
            return False
        _prepare_folder(path)
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, FILE_MODE))
    except OSError as error:
        raise _refuse(path, error.strerror or str(error)) from error
    return True
