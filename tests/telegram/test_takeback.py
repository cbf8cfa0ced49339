"""A takeback through the real aiogram client in a group: asked by text, the card says so
and carries the answer's buttons, the asker's own press is refused with an alert, and the
opponent's "Allow takeback" takes the moves back on the same card."""

from __future__ import annotations

from pathlib import Path

from tests.support.fakes.telegram_api import TelegramFake
from tests.support.telegram_table import buttons, group_game, moves_in_turn

GROUP = -300


async def test_a_takeback_asked_in_a_group_and_allowed_by_its_button(
    fake: TelegramFake, tmp_path: Path
) -> None:
    async with group_game(fake, tmp_path, GROUP, "5x5 empty casual") as (t, c):
        card = t.card(GROUP)
        assert "Take back" not in buttons(card)  # nobody has moved yet
        await moves_in_turn(t, c, [(c.alice, "1-1"), (c.bob, "5-5")])
        assert "Take back" in buttons(t.card(GROUP))
        await t.said(c.alice, c.group, "/takeback")
        asked = t.card(GROUP)
        assert "Alice asks to take back a move." in (asked.caption or "")
        keys = buttons(asked)
        assert {"Allow takeback", "Refuse takeback"} <= set(keys) and "Take back" not in keys

        fake.press(c.alice, asked, keys["Allow takeback"])  # not hers to allow
        refused = await fake.wait_call(
            "answerCallbackQuery", where=lambda call: bool(call.params.get("text"))
        )
        assert refused.params.get("show_alert") and "opponent" in refused.params["text"]

        fake.press(c.bob, asked, keys["Allow takeback"])
        after = await t.edited(card)
        caption = after.caption or ""
        assert "Move " not in caption and "Takebacks: 1" in caption
        assert "asks to take back" not in caption
        view = await t.service.cards.game(1)
        assert view is not None and view.ply == 0 and view.takebacks == 1
        said = [call.params["text"] for call in fake.calls_of("sendMessage")]
        assert any("2 moves taken back" in text for text in said), said
