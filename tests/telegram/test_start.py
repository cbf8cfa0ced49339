"""``python -m bot`` with a Telegram token: the process's own start-up (storage, service,
background, the adapter's ``run``) plays against the fake Bot API and stops cleanly."""

from __future__ import annotations

import asyncio
import contextlib
from pathlib import Path

from bot.__main__ import serve
from bot.config import Settings
from tests.support.fakes.telegram_api import TelegramFake
from tests.support.telegram_table import PNG, buttons

from .test_tapping import FirstFree


async def test_python_m_bot_serves_telegram_until_cancelled(
    fake: TelegramFake, tmp_path: Path
) -> None:
    settings = Settings(  # type: ignore[call-arg]
        telegram_token=fake.token,
        telegram_api_url=fake.url,
        database_url=f"sqlite:///{tmp_path / 'dots.db'}",
        _env_file=None,
    )
    alice = fake.add_user(1, "Alice", "alice", language_code="ru")
    chat = fake.private_chat(alice)
    running = asyncio.create_task(serve(settings, engine=FirstFree()))  # type: ignore[arg-type]
    try:
        await fake.until(lambda: fake.waiting_polls > 0 or running.done(), timeout=30)
        assert not running.done()
        menus = {lang for _, lang in fake.commands}
        assert menus == {"", "en", "ru", "uk", "pl", "be", "kk", "cs", "de"}
        fake.say(alice, chat, "/rules")
        rules = await fake.wait_call("sendPhoto")  # a capture, and the rules below it
        assert str(rules.params["caption"]).startswith("Точки")  # in her client's language
        assert rules.upload("photo").startswith(PNG)
        fake.say(alice, chat, "/play 7x7")
        card = await fake.wait_call("sendPhoto")
        assert "Партия #1" in str(card.params["caption"])  # her only chat: her language
        shown = fake.message(chat.id, card.result["message_id"])
        fake.say(alice, chat, "1-1")  # a bare move in a private chat
        await fake.until(lambda: "Ход 2" in (shown.caption or ""), timeout=30)  # the computer
        assert "Сдаться" in buttons(shown)  # the card's buttons, in her language
        assert any("…" in label for label in buttons(shown))  # and its sectors
    finally:
        running.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await running
    assert fake.calls_of("deleteWebhook")
