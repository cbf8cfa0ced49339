"""``python -m bot`` itself, killed with SIGKILL in the middle of an inline game: the game
goes on in the same message after a restart, its buttons (one drawn before the kill among
them) playing as before."""

from __future__ import annotations

import os
import signal
from pathlib import Path

import pytest

from tests.support.fakes.telegram_api import TelegramFake
from tests.support.fakes.telegram_inline import InlineMessage
from tests.support.fakes.telegram_world import User
from tests.support.telegram_inline_game import MEDIA, inline_friends
from tests.support.telegram_table import buttons

from .processes import SLOW, bot_process

pytestmark = pytest.mark.skipif(os.name != "posix", reason="SIGKILL is POSIX")
SETTINGS = {"TELEGRAM_MEDIA_CHAT": str(MEDIA), "BUTTON_SECRET": "an inline game's button secret"}


async def shown(fake: TelegramFake, inline: InlineMessage, text: str) -> None:
    await fake.until(lambda: text in (inline.message.caption or ""), timeout=SLOW)


async def tap(fake: TelegramFake, user: User, inline: InlineMessage, label: str) -> None:
    keys = {name.removeprefix("◉ "): data for name, data in buttons(inline.message).items()}
    fake.press_inline(user, inline, keys[label])


async def test_an_inline_game_goes_on_after_the_bot_is_killed(
    fake: TelegramFake, tmp_path: Path
) -> None:
    f = inline_friends(fake)
    alice, bob, friends = f.alice, f.bob, f.chat
    async with bot_process(fake, tmp_path, **SETTINGS) as pid:
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
    async with bot_process(fake, tmp_path, **SETTINGS):
        await tap(fake, alice, inline, "3-3")  # drawn by the killed process
        await shown(fake, inline, "Move 1: Blue 3-3")
        await tap(fake, bob, inline, "1-1…5-5")
        await fake.until(lambda: "2-2" in buttons(inline.message), timeout=SLOW)
        await tap(fake, bob, inline, "2-2")
        await shown(fake, inline, "Move 2: Red 2-2")
    assert "Game #1: Alice (Blue) vs Bob (Red)" in (inline.message.caption or "")
