"""An analysis on the fake Discord through the real client: a game played by slash
commands and resigned; the finished card's Analysis button answers with the progress
message, which the background edits until it says the analysis is done, and the picture
comes to the channel with its lines, naming the blunder."""

from __future__ import annotations

import asyncio
from pathlib import Path

from bot.computer import ComputerPlayer
from tests.bot.test_analysis import BLUE_MOVES, PLAYOUTS, RED_MOVES, SETTINGS
from tests.discord.conftest import World
from tests.discord.test_files_and_limits import assert_png
from tests.support.discord_table import button, table, with_button


async def test_the_analysis_button_answers_with_progress_then_the_picture(
    world: World, tmp_path: Path
) -> None:
    fake, alice, bob, channel = world.fake, world.alice, world.bob, world.channel
    engine = ComputerPlayer(seconds=None, playouts=PLAYOUTS, inline=True)
    async with table(fake, tmp_path / "dots.db", engine=engine, delivering=True,
                     analysis=SETTINGS) as t:
        await t.slash("challenge", alice, channel,
                      {"opponent": bob, "size": "7x7", "start": "empty"})
        await t.accept(with_button(fake, channel, "a"), bob)
        for blue, red in zip(BLUE_MOVES, [*RED_MOVES, None], strict=True):
            await t.slash("move", alice, channel, {"point": blue})
            if red is not None:
                await t.slash("move", bob, channel, {"point": red})
        await t.slash("resign", bob, channel, {"confirm": "confirm"})
        card = t.card(channel)
        _, asked = await t.press(card, button(card, "n"), world.alice)
        progress = fake.messages.get(int(asked.response["resource"]["message"]["id"]))
        assert progress.payload["content"].startswith("🔎 Analysing #1 (13 moves)…")
        picture = None
        for _ in range(1500):  # a 15 s hang guard, not a timing
            shown = [m for m in fake.messages.in_channel(channel.id)
                     if any(a["filename"] == "analysis-1.png" for a in m.attachments)]
            if shown and progress.payload["content"] == "🔎 Analysis of #1: done.":
                picture = shown[0]
                break
            await asyncio.sleep(0.01)
        assert picture is not None, progress.payload
        assert_png(picture.attachment("analysis-1.png"))
        words = picture.payload["content"]
        assert "The game turned at move 10, Red 7-1" in words and "4-3 kept" in words
        assert progress.edits >= 1
