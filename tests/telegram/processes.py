"""``python -m bot`` itself on the fake Bot API, as a process of its own that a test may
kill with SIGKILL and start again on the same database."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from tests.support.fakes.telegram_api import TelegramFake
from tests.support.processes import bot_env_in

SLOW = 60.0
"""Seconds to wait for the bot to show something (a hang guard, not a timing)."""


@asynccontextmanager
async def bot_process(fake: TelegramFake, tmp_path: Path, **env: str) -> AsyncIterator[int]:
    """``python -m bot`` polling the fake (its settings and ``env``), once it asks for
    updates: its pid. Killed with its process group at the end if it still runs; what it
    wrote to stderr is appended to ``tmp_path / "stderr.log"``."""
    settings = bot_env_in(tmp_path)
    settings.update(
        TELEGRAM_TOKEN=fake.token,
        TELEGRAM_API_URL=fake.url,
        LOG_LEVEL="WARNING",
        **env,
    )
    started = len(fake.calls_of("deleteWebhook"))  # said once at start, before polling
    with open(tmp_path / "stderr.log", "ab") as errors:
        child = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "bot", cwd=tmp_path, env=settings, start_new_session=True,
            stdout=asyncio.subprocess.DEVNULL, stderr=errors,
        )
    try:
        await fake.until(
            lambda: len(fake.calls_of("deleteWebhook")) > started and fake.waiting_polls > 0,
            timeout=SLOW,
        )
        yield child.pid
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(child.pid, signal.SIGKILL)
        await child.wait()
