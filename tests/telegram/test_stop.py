"""STOP through the real aiogram client in a group (docs/rules.md §8.2): /stop asks the
player to move alone, "Yes, STOP" sends it and the card says so; the stopper's dot is
refused; the other player places dots in a row and ends the game with /auto, on the same
card."""

from __future__ import annotations

from pathlib import Path

from bot.domain import GameStatus
from tests.support.fakes.telegram_api import TelegramFake
from tests.support.telegram_table import buttons, group_game, moves_in_turn

GROUP = -470


async def test_a_stop_game_in_a_group_ended_by_auto(fake: TelegramFake, tmp_path: Path) -> None:
    async with group_game(fake, tmp_path, GROUP, "6x3 empty stop") as (t, c):
        first = t.card(GROUP)
        await moves_in_turn(t, c, [(c.alice, "4-3"), (c.bob, "2-2"), (c.alice, "6-3"),
                                   (c.bob, "1-1"), (c.alice, "6-1"), (c.bob, "5-2"),
                                   (c.alice, "6-2"), (c.bob, "5-1"), (c.alice, "4-2")])
        fake.say(c.bob, c.group, "/stop")
        await t.reply(where=lambda call: "ephemeral_message_parameters" in call.params)
        (ask,) = [m for m in fake.ephemeral.values() if m.receiver and m.receiver.id == c.bob.id]
        assert (ask.text or "").startswith("Send STOP in game #1? You will place no more dots")
        view = await t.service.cards.game(1)
        assert view is not None and view.stopped is None  # only asked
        fake.press(c.bob, ask, buttons(ask)["Yes, STOP"])
        card = await t.edited(first)
        assert "STOP: Bob sent it after move 9" in (card.caption or "")
        assert "Ground" not in buttons(card)

        fake.say(c.bob, c.group, "/move 3-3")
        refused = await t.reply(where=lambda call: "You sent STOP" in call.params.get("text", ""))
        assert "your opponent ends the game" in refused.params["text"]
        for point in ("1-2", "2-3"):  # Blue moves twice in a row
            fake.say(c.alice, c.group, f"/move {point}")
            await fake.wait_call("editMessageMedia")
        fake.say(c.alice, c.group, "/auto")
        ended = await t.edited(first)
        assert "Alice wins after STOP. Score: Blue 1, Red 0." in (ended.caption or "")
        view = await t.service.cards.game(1)
        assert view is not None and view.status is GameStatus.FINISHED
