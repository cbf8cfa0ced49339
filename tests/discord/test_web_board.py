"""The live web board from Discord: the card's "Live board" button answers each person
privately with their own signed link (a player's plays, anyone else's watches), and a
move tapped on the page in headless Chromium is announced to the channel's card."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

from bot.i18n import Translator
from bot.present import Presenter
from bot.web.app import WebBoard
from bot.web.server import board_server
from tests.discord.conftest import World
from tests.discord.game import button, embed_text, table
from tests.web.browser import PHONE, browser
from tests.web.conftest import free_port

EPHEMERAL = 64
LINK = re.compile(r"https?://\S+/board/#t=[A-Za-z0-9_.-]+")
TIMEOUT = 15_000


async def test_the_live_board_button_gives_each_person_their_link(
    world: World, tmp_path: Path
) -> None:
    fake, alice, bob, channel = world.fake, world.alice, world.bob, world.channel
    carol = fake.join(world.guild, fake.add_user("carol"))
    port = free_port()
    public = f"http://127.0.0.1:{port}"
    async with table(fake, tmp_path / "dots.db", public_url=public, delivering=True) as t:
        board = WebBoard(t.service, Presenter(Translator()), public_url=public)
        async with board_server(board, "127.0.0.1", port), browser() as chrome:
            card = await t.start_game(alice, bob, channel, size="39x32")
            _, mine = await t.press(card, button(card, "v"), alice)
            assert mine.json["data"]["flags"] & EPHEMERAL  # for Alice alone
            (alice_link,) = LINK.findall(mine.json["data"]["content"])
            _, watching = await t.press(card, button(card, "v"), carol)
            assert watching.json["data"]["flags"] & EPHEMERAL
            assert "to watch" in watching.json["data"]["content"]
            (carol_link,) = LINK.findall(watching.json["data"]["content"])

            context = await chrome.new_context(viewport=PHONE)
            alice_page = await context.new_page()
            await alice_page.goto(alice_link)
            carol_page = await (await chrome.new_context(viewport=PHONE)).new_page()
            await carol_page.goto(carol_link)
            point = alice_page.get_by_role("button", name="20-17", exact=True)
            await point.click(timeout=TIMEOUT)
            await alice_page.click("#confirm", timeout=TIMEOUT)
            await carol_page.wait_for_selector('.dot.blue[data-point="20-17"]',
                                                timeout=TIMEOUT)
            assert await carol_page.evaluate(
                "() => document.querySelectorAll('[role=button][aria-label*=\"-\"]').length"
            ) == 0
            for _ in range(3000):  # the channel's card follows (a 30 s hang guard)
                if "20-17" in embed_text(t.card(channel).payload):
                    break
                await asyncio.sleep(0.01)
            assert "20-17" in embed_text(t.card(channel).payload)
            game = await t.game()
            assert game.ply == 1
