"""The live web board from Discord: the card's "Live board" button answers each person
privately with their own signed link (a player's plays, anyone else's watches), and a
move tapped on the page in headless Chromium is announced to the channel's card. A seek's
answer, for the seeker alone, carries the lobby page's link button signed in as them."""

from __future__ import annotations

import asyncio
import re
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from bot.i18n import Translator
from bot.output.present import Presenter
from bot.web.app import WebBoard
from bot.web.server import board_server
from tests.discord.conftest import World
from tests.support.browser import PHONE, browser
from tests.support.discord_table import button, embed_text, table
from tests.support.ports import free_port

EPHEMERAL = 64
LINK = re.compile(r"https?://\S+/board/#t=[A-Za-z0-9_.-]+")
TIMEOUT = 15_000


@asynccontextmanager
async def live_board(world: World, tmp_path: Path) -> AsyncIterator[tuple[Any, Any]]:
    """The bot on the fake Discord with its board served, and Chromium: the table and the
    browser."""
    port = free_port()
    public = f"http://127.0.0.1:{port}"
    async with table(world.fake, tmp_path / "dots.db", public_url=public,
                     delivering=True) as t:
        board = WebBoard(t.service, Presenter(Translator()), public_url=public)
        async with board_server(board, "127.0.0.1", port), browser() as chrome:
            yield t, chrome


async def test_the_live_board_button_gives_each_person_their_link(
    world: World, tmp_path: Path
) -> None:
    fake, alice, bob, channel = world.fake, world.alice, world.bob, world.channel
    carol = fake.join(world.guild, fake.add_user("carol"))
    async with live_board(world, tmp_path) as (t, chrome):
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


async def test_a_draw_offered_on_the_board_is_answered_in_the_channel(
    world: World, tmp_path: Path
) -> None:
    alice, bob, channel = world.alice, world.bob, world.channel
    async with live_board(world, tmp_path) as (t, chrome):
        card = await t.start_game(alice, bob, channel, size="15x15")
        _, mine = await t.press(card, button(card, "v"), alice)
        (alice_link,) = LINK.findall(mine.json["data"]["content"])
        page = await (await chrome.new_context(viewport=PHONE)).new_page()
        await page.goto(alice_link)
        await page.click("#menu-button", timeout=TIMEOUT)
        await page.click('#sheet button[data-action="draw"]', timeout=TIMEOUT)
        await page.locator("#offer-text").wait_for(timeout=TIMEOUT)
        for _ in range(3000):  # announced: the channel's card carries the answer (30 s guard)
            if any(c[:1] == "W" and c[1:2].isdigit() for c in t.card(channel).custom_ids()):
                break
            await asyncio.sleep(0.01)
        card = t.card(channel)
        await t.press(card, button(card, "W"), bob)  # Bob declines in the channel
        await page.locator("#offer").wait_for(state="hidden", timeout=TIMEOUT)
        game = await t.game()
        assert game.draw_offer is None and game.status.value == "active"


async def test_a_seek_answers_with_the_seekers_own_lobby_link(world: World, tmp_path: Path) -> None:
    public = "https://dots.example.org"
    erin = world.fake.join(world.guild, world.fake.add_user("erin"))
    async with table(world.fake, tmp_path / "dots.db", public_url=public) as t:
        _, answer = await t.command(["seek"], erin, world.channel,
                                    {"size": "9x9", "time": "3+2"})
        data = answer.json["data"]
        assert data["flags"] & EPHEMERAL and "Seeking 9×9, 3+2, rated" in data["content"]
        found = [item for row in data["components"] for item in row["components"]
                 if item.get("url")]
        assert [(item["label"], item["style"]) for item in found] == [("Lobby", 5)]
        page, _, token = found[0]["url"].partition("#t=")
        assert page == f"{public}/board/lobby"
        grant = t.service.web.read_link(token)
        player = getattr(grant, "player", None)
        assert player is not None and not hasattr(grant, "game")
        assert (player.platform, player.user_id) == ("discord", str(erin.user.id))
