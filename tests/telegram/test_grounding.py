"""Grounding through the real aiogram client in a group: the card's Ground button asks
first, for the player alone, with the end it would bring; only "Yes, ground" ends the
game, on the same card."""

from __future__ import annotations

from pathlib import Path

from bot.domain import GameStatus
from tests.support.fakes.telegram_api import TelegramFake
from tests.support.telegram_table import buttons, group_game, moves_in_turn

GROUP = -400


async def test_the_ground_button_asks_first_and_yes_grounds(
    fake: TelegramFake, tmp_path: Path
) -> None:
    async with group_game(fake, tmp_path, GROUP) as (t, c):
        first = t.card(GROUP)
        await moves_in_turn(t, c, [(c.alice, "1-1"), (c.bob, "3-3"), (c.alice, "5-5")])
        card = t.card(GROUP)
        await t.tap(c.bob, card, "Ground")  # Red's 3-3 stands in the open
        (ask,) = [m for m in fake.ephemeral.values() if m.receiver and m.receiver.id == c.bob.id]
        assert (ask.text or "").startswith(
            "Declare grounding in game #1? You would lose 0:1; 1 of your dots would go to Blue."
        )
        view = await t.service.cards.game(1)
        assert view is not None and view.status is GameStatus.ACTIVE  # nothing ended yet
        assert "Ground" in buttons(t.card(GROUP))

        fake.press(c.bob, ask, buttons(ask)["Yes, ground"])
        ended = await t.edited(first)
        assert "Alice wins after grounding. Score: Blue 1, Red 0." in (ended.caption or "")
        view = await t.service.cards.game(1)
        assert view is not None and view.outcome is not None
        assert (view.outcome.blue, view.outcome.red) == (1, 0)  # as the question said
