"""``python -m bot`` as a child process of a test or a benchmark: its environment (no token
of the machine's own, this checkout on ``PYTHONPATH``), a run with its console typed at,
and the wait for its end."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import subprocess
import sys
import time
from collections.abc import AsyncIterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HANG_GUARD = 60.0
"""Seconds without the awaited text or end before the bot counts as stuck (a hang guard,
not a timing)."""


def bot_env(database_url: str | None = None, **settings: str) -> dict[str, str]:
    """This process's environment without its tokens, with ``settings`` and
    ``DATABASE_URL`` (left unset when None, so the bot makes ``dots.db`` where it runs)."""
    env = {k: v for k, v in os.environ.items() if not k.endswith("_TOKEN")}
    env.update(PYTHONPATH=str(ROOT), TELEGRAM_TOKEN="", DISCORD_TOKEN="", **settings)
    if database_url is not None:
        env["DATABASE_URL"] = database_url
    else:
        env.pop("DATABASE_URL", None)
    return env


def bot_env_in(folder: Path) -> dict[str, str]:
    """A bot whose database (SQLite) and pictures are in ``folder``."""
    return bot_env(f"sqlite:///{folder / 'dots.db'}", IMAGES_DIR=str(folder / "img"))


@contextlib.asynccontextmanager
async def bot_running(
    env: dict[str, str], cwd: Path, log: Path, *, timeout: float = HANG_GUARD
) -> AsyncIterator[None]:
    """``python -m bot`` in ``cwd`` with ``env``, writing its log to ``log``, until the
    block ends: then stopped by SIGTERM (killed with its group if the block failed)."""
    with log.open("wb") as out:
        child = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "bot", cwd=cwd, env=env, start_new_session=True,
            stdin=asyncio.subprocess.DEVNULL, stdout=out, stderr=out,
        )
    try:
        yield
        child.send_signal(signal.SIGTERM)
        await asyncio.wait_for(child.wait(), timeout)
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(child.pid, signal.SIGKILL)
        await child.wait()


def run_bot(
    cwd: Path,
    env: dict[str, str],
    *args: str,
    stdin: str = "/games\n",
    timeout: float = HANG_GUARD,
) -> subprocess.CompletedProcess[str]:
    """``python -m bot`` in cwd, with stdin typed at its console."""
    return subprocess.run(
        [sys.executable, "-m", "bot", *args],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=cwd,
        env=env,
        timeout=timeout,
        check=False,
    )


def python_child(module: str, *args: str, typed_at: bool = False) -> subprocess.Popen[str]:
    """``python -m module args`` from this checkout as a child process (a second worker a
    test starts, kills or races), its output and errors read as text (``typed_at``: its
    input a pipe the test writes to, as to start workers at one moment)."""
    return subprocess.Popen(
        [sys.executable, "-m", module, *args],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        stdin=subprocess.PIPE if typed_at else None,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )


def killed_at(process: subprocess.Popen[str], word: str) -> str:
    """Read the child's next line; once it says ``word``, SIGKILL the child: the line (any
    other line fails, with the child's errors)."""
    assert process.stdout is not None
    line = process.stdout.readline()
    if word not in line:
        process.kill()
        raise AssertionError(f"{line!r} {process.stderr.read() if process.stderr else ''}")
    os.kill(process.pid, signal.SIGKILL)
    assert process.wait(HANG_GUARD) == -signal.SIGKILL
    return line


def gone(pid: int, *, group: bool = False) -> bool:
    """Whether process ``pid`` (or every process of group ``pid``) ends within the hang
    guard."""
    start = time.monotonic()
    while time.monotonic() - start < HANG_GUARD:
        try:
            (os.killpg if group else os.kill)(pid, 0)
        except ProcessLookupError:
            return True
        time.sleep(0.05)
    return False
