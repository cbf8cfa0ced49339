"""Writes the pictures of the live web board into this folder: a 39×32 game on a
phone-sized page (390×844), light and dark.

    python docs/img/make_web.py

A short game is played through the game service (in memory); the board's real server
serves the page, and Debian's headless Chromium (Playwright) takes the pictures from Red's
link, a point tapped and waiting for "Confirm".
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent.parent))

from playwright.async_api import async_playwright

from bot.i18n import Translator
from bot.identity import Actor, ChatRef
from bot.output.present import Presenter
from bot.service import GameOptions, Opponent, ServiceConfig, build_service
from bot.service.commands import Accept, Challenge, Move
from bot.storage import open_storage
from bot.web.app import WebBoard
from bot.web.server import board_server
from tests.support.browser import CHROMIUM_ARGS, PHONE, chromium
from tests.web.conftest import free_port

HERE = Path(__file__).resolve().parent
ANN = Actor("console", "ann", "Ann", "ann")
BORIS = Actor("console", "boris", "Boris", "boris")
CHAT = ChatRef("console", "club")
MOVES = ["19-15", "21-15", "18-16", "22-16", "18-17", "21-18", "20-18", "19-18", "17-16",
         "20-14", "19-14", "23-17", "16-15", "22-18", "20-19"]


async def main() -> None:
    storage = open_storage("memory://pictures")
    await storage.open()
    port = free_port()
    site = f"http://127.0.0.1:{port}"
    service = build_service(storage, ServiceConfig(public_url=site))
    await service.start()
    count = iter(range(1, 1000))
    made = await service.challenges.challenge(
        f"e{next(count)}", CHAT, ANN,
        Challenge(Opponent.user("boris"), GameOptions(width=39, height=32)),
    )
    assert made.challenge is not None
    begun = await service.challenges.accept(f"e{next(count)}", CHAT, BORIS,
                                            Accept(made.challenge.id))
    assert begun.game is not None
    game = begun.game.id
    for n, point in enumerate(MOVES):
        player = ANN if n % 2 == 0 else BORIS
        moved = await service.play.move(f"e{next(count)}", CHAT, player, Move(point))
        assert moved.ok, moved
    board = WebBoard(service, Presenter(Translator()), public_url=site)
    link = service.web.link(game, BORIS.ref)
    async with board_server(board, "127.0.0.1", port), async_playwright() as playwright:
        chrome = await playwright.chromium.launch(executable_path=chromium(),
                                                  args=CHROMIUM_ARGS)
        for scheme in ("light", "dark"):
            context = await chrome.new_context(viewport=PHONE, device_scale_factor=2,
                                               color_scheme=scheme)
            page = await context.new_page()
            await page.goto(link)
            await page.click("#zoom-in")
            await page.click("#zoom-in")
            await page.get_by_role("button", name="19-16", exact=True).click()
            await page.wait_for_timeout(600)  # the zoom's animation settles
            await page.screenshot(path=str(HERE / f"web-board-{scheme}.png"))
            await context.close()
        await chrome.close()
    await storage.close()
    print("wrote web-board-light.png and web-board-dark.png")


if __name__ == "__main__":
    asyncio.run(main())
