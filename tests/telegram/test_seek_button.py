""""Find an opponent" through the real aiogram client on the fake Bot API: under
``/help``, and under ``/play`` when the computer is off; tapped, it offers ``/seek``'s
choices, and one of them seeks."""

from __future__ import annotations

from pathlib import Path

from tests.support.fakes.telegram_api import TelegramFake
from tests.support.telegram_table import buttons, private_table


async def test_find_an_opponent_under_help_and_play_offers_the_seeks(
    fake: TelegramFake, tmp_path: Path
) -> None:
    async with private_table(fake, tmp_path) as (t, alice, chat):  # no computer to play
        await t.said(alice, chat, "/help")
        helped = t.bot_messages(chat.id)[-1]
        assert "/seek" in (helped.text or "")
        await t.tap(alice, helped, "Find an opponent")
        menu = t.bot_messages(chat.id)[-1]
        assert (menu.text or "").startswith("What game do you want?")
        assert "20×20, 3+2, rated" in buttons(menu)
        await t.tap(alice, menu, "20×20, 3+2, rated")
        assert "Seeking 20×20, 3+2, rated" in (t.bot_messages(chat.id)[-1].text or "")

        await t.said(alice, chat, "/play")
        refused = t.bot_messages(chat.id)[-1]
        assert refused.text == "Playing the computer is not available yet."
        assert list(buttons(refused)) == ["Find an opponent"]
        await t.tap(alice, refused, "Find an opponent")
        again = t.bot_messages(chat.id)[-1]
        assert (again.text or "").startswith("What game do you want?")
        assert "Cancel my seek" in buttons(again)  # her seek is open
