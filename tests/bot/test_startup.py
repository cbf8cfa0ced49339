"""Starting ``python -m bot``: a database it cannot use, bad settings, the command line.

Each case runs the real program. It must end with exit status 2 and one line naming the
place and the cause, and create nothing; the timeout only guards against a hang.
"""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from bot.__main__ import main
from bot.storage import SqliteStorage, StorageOpenError
from tests.support.processes import HANG_GUARD, bot_env, run_bot

PAGE = 4096


def files(folder: Path) -> set[Path]:
    return set(folder.rglob("*"))


async def _make_database(path: Path) -> None:
    storage = SqliteStorage(path)
    await storage.open()
    async with storage.transaction("test:seed") as tx:
        for n in range(200):  # a few dozen pages of data
            await tx.conn.execute(
                "INSERT INTO secrets (name, value) VALUES (?, ?)", (f"k{n}", bytes(300))
            )
    await storage.close()


def good_database(path: Path) -> Path:
    asyncio.run(_make_database(path))
    return path


def _damage_page(path: Path, page: int) -> None:
    with path.open("r+b") as file:
        file.seek((page - 1) * PAGE)
        file.write(b"\xff" * PAGE)


def text_file(tmp: Path) -> str:
    (tmp / "x.db").write_text("not a database\n")
    return f"sqlite:///{tmp / 'x.db'}"


def junk_header(tmp: Path) -> str:
    (tmp / "x.db").write_bytes(b"SQLite format 2\x00" + bytes(PAGE))
    return f"sqlite:///{tmp / 'x.db'}"


def short_by_one_page(tmp: Path) -> str:
    path = good_database(tmp / "x.db")
    os.truncate(path, path.stat().st_size - PAGE)
    return f"sqlite:///{path}"


def cut_to_half(tmp: Path) -> str:
    path = good_database(tmp / "x.db")
    os.truncate(path, path.stat().st_size // 2)
    return f"sqlite:///{path}"


def damaged_page(tmp: Path) -> str:
    path = good_database(tmp / "x.db")
    _damage_page(path, path.stat().st_size // PAGE - 2)
    return f"sqlite:///{path}"


def read_only_file(tmp: Path) -> str:
    path = good_database(tmp / "x.db")
    path.chmod(0o444)
    return f"sqlite:///{path}"


def read_only_folder(tmp: Path) -> str:
    (tmp / "ro").mkdir()
    path = good_database(tmp / "ro" / "x.db")
    (tmp / "ro").chmod(0o555)
    return f"sqlite:///{path}"


def dev_null(tmp: Path) -> str:
    return "sqlite:////dev/null"


def a_folder(tmp: Path) -> str:
    (tmp / "x.db").mkdir()
    return f"sqlite:///{tmp / 'x.db'}"


def read_only_uri(tmp: Path) -> str:
    return "file:dots.db?mode=ro"


def missing_parent(tmp: Path) -> str:
    return f"sqlite:///{tmp / 'no' / 'such' / 'dots.db'}"


def zero_bytes(tmp: Path) -> str:
    (tmp / "x.db").touch()
    return f"sqlite:///{tmp / 'x.db'}"


BAD_DATABASES: list[tuple[Callable[[Path], str], str, str]] = [
    (text_file, "x.db", "not an SQLite database"),
    (junk_header, "x.db", "not an SQLite database"),
    (short_by_one_page, "x.db", "damaged"),
    (cut_to_half, "x.db", "damaged"),
    (damaged_page, "x.db", "damaged"),
    (read_only_file, "x.db", "read-only"),
    (read_only_folder, "x.db", "read-only"),
    (dev_null, "/dev/null", "not a regular file"),
    (a_folder, "x.db", "is a folder"),
    (read_only_uri, "file:dots.db?mode=ro", "URI filenames"),
    (missing_parent, "such", "does not exist"),
    (zero_bytes, "x.db", "empty (0 bytes)"),
]


@pytest.mark.parametrize(
    ("make", "place", "cause"), BAD_DATABASES, ids=[m.__name__ for m, _, _ in BAD_DATABASES]
)
def test_a_database_the_bot_cannot_use_stops_it_with_one_line(
    tmp_path: Path, make: Callable[[Path], str], place: str, cause: str
) -> None:
    work = tmp_path / "work"
    work.mkdir()
    url = make(work)
    before = files(tmp_path)
    beside_null = [Path(f"/dev/null{end}") for end in ("-journal", "-wal", "-shm")]
    there_before = {path for path in beside_null if path.exists()}
    try:
        done = run_bot(work, bot_env(url))
    finally:
        for folder in (work, work / "ro"):
            if folder.is_dir():
                folder.chmod(0o755)
    lines = done.stderr.splitlines()
    assert done.returncode == 2, done.stderr
    assert len(lines) == 1, done.stderr
    assert place in lines[0] and cause in lines[0]
    assert files(tmp_path) == before
    assert {path for path in beside_null if path.exists()} == there_before


def test_the_own_folder_of_a_new_database_is_made_when_its_parent_exists(
    tmp_path: Path,
) -> None:
    done = run_bot(tmp_path, bot_env(f"sqlite:///{tmp_path / 'data' / 'dots.db'}"))
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "data" / "dots.db").stat().st_size > 0


def test_the_database_and_the_pictures_are_for_the_bots_user_only(tmp_path: Path) -> None:
    """The database holds the key that signs buttons: a new one, its write-ahead log, its
    folder and the console's pictures are made under the usual umask (022) readable by
    the bot's user alone."""
    env = bot_env(f"sqlite:///{tmp_path / 'data' / 'dots.db'}", IMAGES_DIR=str(tmp_path / "img"))
    previous = os.umask(0o022)
    try:
        done = subprocess.run(
            [sys.executable, "-c", "import os, runpy; os.umask(0o022);"
             " runpy.run_module('bot', run_name='__main__')"],
            input="@ann /challenge @ben 9x9\n@ben /accept\n@ann 5-5\n", capture_output=True,
            text=True, cwd=tmp_path, env=env, timeout=HANG_GUARD, check=False,
        )
    finally:
        os.umask(previous)
    assert done.returncode == 0, done.stderr
    assert "Picture:" in done.stdout
    modes = {path.name: path.stat().st_mode & 0o777 for path in (tmp_path / "data").iterdir()}
    assert modes.get("dots.db") == 0o600, modes
    assert all(mode & 0o077 == 0 for mode in modes.values()), modes
    assert (tmp_path / "data").stat().st_mode & 0o777 == 0o700
    assert (tmp_path / "img").stat().st_mode & 0o777 == 0o700


async def test_a_failed_open_closes_what_it_opened(tmp_path: Path) -> None:
    path = tmp_path / "x.db"
    await _make_database(path)
    os.truncate(path, path.stat().st_size // 2)
    threads = set(threading.enumerate())
    storage = SqliteStorage(path)
    with pytest.raises(StorageOpenError, match="damaged"):
        await storage.open()
    for thread in set(threading.enumerate()) - threads:
        thread.join(10)  # a closed connection's thread ends on its own
        assert not thread.is_alive()


async def test_a_new_empty_file_becomes_a_database_but_an_old_one_is_refused(
    tmp_path: Path,
) -> None:
    path = tmp_path / "new.db"
    storage = SqliteStorage(path)
    await storage.open()
    await storage.close()
    assert path.stat().st_size > 0
    path.write_bytes(b"")
    with pytest.raises(StorageOpenError, match="empty"):
        await SqliteStorage(path).open()


def test_a_bad_setting_stops_the_bot_with_one_line(tmp_path: Path) -> None:
    done = run_bot(tmp_path, bot_env(f"sqlite:///{tmp_path / 'dots.db'}", LOG_LEVEL="junk"))
    assert done.returncode == 2
    assert done.stderr.splitlines() == [
        "dots-bot: bad setting LOG_LEVEL='junk': use one of DEBUG, INFO, WARNING, ERROR, CRITICAL"
    ]
    assert files(tmp_path) == set()


@pytest.mark.parametrize(
    ("name", "value", "allowed"),
    [
        ("ENGINE_SECONDS", "abc", "above 0, at most 60"),
        ("ENGINE_SECONDS", "0", "above 0, at most 60"),
        ("ENGINE_WORKERS", "99", "from 1 to 16"),
        ("DEFAULT_LANGUAGE", "klingon", "be, cs, de, en, kk, pl, ru, uk"),
        ("BUTTON_SECRET", "short", "at least 16 characters"),
        ("EVENT_DAYS", "-1", "from 1 to 365"),
        ("CHALLENGE_MINUTES", "lots", "from 1 to 10080"),
    ],
)
def test_a_bad_setting_is_named_with_the_values_allowed(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    name: str,
    value: str,
    allowed: str,
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv(name, value)
    assert main([]) == 2
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) == 1
    assert lines[0].startswith(f"dots-bot: bad setting {name}") and allowed in lines[0]
    assert "validation error" not in lines[0]
    if name == "BUTTON_SECRET":
        assert value not in lines[0]  # a secret is never echoed
    assert files(tmp_path) == set()


def test_help_says_what_the_bot_does_and_touches_nothing(tmp_path: Path) -> None:
    done = run_bot(tmp_path, bot_env(LOG_LEVEL="junk"), "--help")  # settings are not read
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("usage: python -m bot")
    for words in ("console play", "DATABASE_URL", "TELEGRAM_TOKEN", "EVENT_DAYS", "dots.db"):
        assert words in done.stdout
    assert files(tmp_path) == set()


def test_short_help_and_version_exit_at_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as short:
        main(["-h"])
    assert short.value.code == 0 and "usage:" in capsys.readouterr().out
    with pytest.raises(SystemExit) as version:
        main(["--version"])
    printed = capsys.readouterr().out
    assert version.value.code == 0 and printed.startswith("dots-bot ")
    assert printed.split()[1][0].isdigit()
    assert "playout kernel compiled" in printed  # pip install builds it here
    assert files(tmp_path) == set()


def test_version_says_when_the_kernel_was_not_built(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "core.ai._kernel", None)  # as if never compiled
    with pytest.raises(SystemExit):
        main(["--version"])
    printed = capsys.readouterr().out
    assert "playout kernel not built" in printed and "gcc" in printed


def test_an_unknown_option_is_a_usage_error(tmp_path: Path) -> None:
    done = run_bot(tmp_path, bot_env(), "--play-fast")
    assert done.returncode == 2
    assert "usage: python -m bot" in done.stderr and "--play-fast" in done.stderr
    assert files(tmp_path) == set()
