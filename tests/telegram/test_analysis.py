"""An analysis through the real aiogram client in a group: a game played by typed moves
and resigned, then a watcher presses the finished card's Analysis button. One progress
message is posted and edited in place until it says the analysis is done, and the picture
comes with its lines, naming the blunder and the engine's better point; pressed again,
the stored analysis is sent at once."""

from __future__ import annotations

import html
from pathlib import Path

from bot.computer import ComputerPlayer
from tests.bot.test_analysis import BLUE_MOVES, PLAYOUTS, RED_MOVES, SETTINGS
from tests.support.fakes.telegram_api import TelegramFake
from tests.support.telegram_table import buttons, cast, is_png, table

GROUP = -300


async def test_the_analysis_button_edits_one_progress_message_then_sends_the_picture(
    fake: TelegramFake, tmp_path: Path
) -> None:
    people = cast(fake, GROUP)
    engine = ComputerPlayer(seconds=None, playouts=PLAYOUTS, inline=True)
    async with table(fake, tmp_path, engine=engine, analysis=SETTINGS) as t:
        await t.said(people.alice, people.group, "/challenge @bob 7x7 empty")
        challenge = t.bot_messages(GROUP)[-1]
        fake.press(people.bob, challenge, buttons(challenge)["Accept"])
        await t.settled()
        for blue, red in zip(BLUE_MOVES, [*RED_MOVES, None], strict=True):
            await t.said(people.alice, people.group, f"/move {blue}")
            if red is not None:
                await t.said(people.bob, people.group, f"/move {red}")
        await t.said(people.bob, people.group, "/resign confirm")
        card = t.card(GROUP)
        assert "Analysis" in buttons(card), buttons(card)
        before = len(t.bot_messages(GROUP))

        await t.tap(people.carol, card, "Analysis")
        photo = await fake.wait_call(
            "sendPhoto", where=lambda c: "Analysis of #1" in (c.params.get("caption") or "")
        )
        await t.settled()
        assert is_png(photo.upload("photo"))
        caption = html.unescape(photo.params["caption"])
        assert "The game turned at move 10, Red 7-1" in caption
        assert "move 10, Red 7-1: " in caption and "4-3 kept" in caption
        new = t.bot_messages(GROUP)[before:]
        progress = [m for m in new if m.text and m.text.startswith("🔎")]
        assert len(progress) == 1 and progress[0].text == "🔎 Analysis of #1: done."
        edits = [c for c in fake.calls_of("editMessageText")
                 if c.params.get("message_id") == progress[0].message_id]
        assert edits and "🔎 Analysis of #1: done." in edits[-1].params["text"]
        assert len(new) == 2  # the progress message and the picture, nothing more

        await t.tap(people.alice, card, "Analysis")  # stored: at once, as a picture
        again = await fake.wait_call(
            "sendPhoto",
            where=lambda c: c is not photo and "Analysis of #1" in (c.params.get("caption") or ""),
        )
        assert html.unescape(again.params["caption"]) == caption
