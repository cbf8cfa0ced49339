"""A hint through the real aiogram client in a private chat against the computer: the
card's Hint button answers with a photo of the position, the suggested point ringed and
the chances in its caption, and the card counts the hint."""

from __future__ import annotations

import html
from pathlib import Path

from tests.support.engines import Estimating
from tests.support.fakes.telegram_api import TelegramFake
from tests.support.telegram_table import buttons, is_png, private_table


async def test_the_hint_button_sends_the_ringed_position(
    fake: TelegramFake, tmp_path: Path
) -> None:
    async with private_table(fake, tmp_path, engine=Estimating(0.62)) as (t, alice, chat):
        await t.said(alice, chat, "/play computer 8x8")
        card = t.card(chat.id)
        assert "Blue to move: Alice" in (card.caption or "") and "Hint" in buttons(card)
        await t.tap(alice, card, "Hint")
        photo = await fake.wait_call(
            "sendPhoto", where=lambda call: "Hint for #1" in (call.params.get("caption") or "")
        )
        caption = html.unescape(photo.params["caption"])
        assert caption == "Hint for #1: 1-1 — Blue's chances about 62%"
        assert is_png(photo.upload("photo"))
        await t.settled()
        assert "Hints: 1" in (card.caption or "")  # the card, edited
        view = await t.service.cards.game(1)
        assert view is not None and view.hints == 1 and view.ply == 0

        fake.say(alice, chat, "/hint")  # typed, the same answer
        await fake.wait_call(
            "sendPhoto", where=lambda call: "Hint for #1" in (call.params.get("caption") or "")
        )
        await t.settled()
        assert "Hints: 2" in (card.caption or "")
        cards = [m for m in t.bot_messages(chat.id) if m.media and "Game #1" in (m.caption or "")]
        assert cards == [card]
