"""``python -m bot`` itself, killed with SIGKILL in the middle of an inline game: the game
goes on in the same message after a restart, its buttons (one drawn before the kill among
them) playing as before."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest

from tests.bot.test_console import bot_env
from tests.fakes.telegram_api import TelegramFake
from tests.fakes.telegram_inline import InlineMessage
from tests.fakes.telegram_world import User

from .table import buttons

pytestmark = pytest.mark.skipif(os.name != "posix", reason="SIGKILL is POSIX")
SLOW = 60.0
"""Seconds to wait for the bot to show something (a hang guard, not a timing)."""
MEDIA = 900


@asynccontextmanager
async def bot_process(fake: TelegramFake, tmp_path: Path) -> AsyncIterator[int]:
    """``python -m bot`` on the fake Bot API: its pid, killed with SIGKILL at the end if it
    still runs."""
    env = bot_env(tmp_path)
    env.update(
        TELEGRAM_TOKEN=fake.token,
        TELEGRAM_API_URL=fake.url,
        TELEGRAM_MEDIA_CHAT=str(MEDIA),
        BUTTON_SECRET="an inline game's button secret",
        LOG_LEVEL="WARNING",
    )
    started = len(fake.calls_of("deleteWebhook"))  # said once at start, before polling
    child = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", cwd=tmp_path, env=env, start_new_session=True,
        stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.DEVNULL,
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


async def shown(fake: TelegramFake, inline: InlineMessage, text: str) -> None:
    await fake.until(lambda: text in (inline.message.caption or ""), timeout=SLOW)


async def tap(fake: TelegramFake, user: User, inline: InlineMessage, label: str) -> None:
    keys = {name.removeprefix("◉ "): data for name, data in buttons(inline.message).items()}
    fake.press_inline(user, inline, keys[label])


async def test_an_inline_game_goes_on_after_the_bot_is_killed(
    fake: TelegramFake, tmp_path: Path
) -> None:
    fake.add_user(MEDIA, "Operator", "operator")
    alice, bob = fake.add_user(1, "Alice", "alice"), fake.add_user(2, "Bob", "bob")
    friends = fake.add_chat(77, "private", None)
    async with bot_process(fake, tmp_path) as pid:
        query = fake.inline_query(alice, "@bob 5x5 empty")
        await fake.until(lambda: fake.inline.queries[query].answer is not None, timeout=SLOW)
        (offer,) = fake.inline_results(query)
        inline = fake.choose(alice, query, str(offer["id"]), friends)
        await shown(fake, inline, "Challenge 1")
        await tap(fake, bob, inline, "Accept")
        await shown(fake, inline, "Game #1")
        await tap(fake, alice, inline, "1-1…5-5")
        await fake.until(lambda: "3-3" in buttons(inline.message), timeout=SLOW)
        os.killpg(pid, signal.SIGKILL)  # a sector open on the card
    async with bot_process(fake, tmp_path):
        await tap(fake, alice, inline, "3-3")  # drawn by the killed process
        await shown(fake, inline, "Move 1: Blue 3-3")
        await tap(fake, bob, inline, "1-1…5-5")
        await fake.until(lambda: "2-2" in buttons(inline.message), timeout=SLOW)
        await tap(fake, bob, inline, "2-2")
        await shown(fake, inline, "Move 2: Red 2-2")
    assert "Game #1: Alice (Blue) vs Bob (Red)" in (inline.message.caption or "")
