"""Benchmark: the live web board, its real server over the service on SQLite, pages in
Debian's headless Chromium (Playwright):

* page weight: the page and its scripts as served (gzip);
* time to first board: from navigation to the 39×32 board drawn with its points to tap,
  for a player's link, a fresh browser context each time;
* move round trip: a tap on one player's page (tap-to-play on) until the move shows on
  both players' pages, the players taking turns on 39×32;
* open pages one process serves: N event streams (aiohttp clients) watching one game;
  after each move, the time from the move's answer to each stream's new state; the
  largest N whose p90 stays under 100 ms.

    python bench/bench_web.py [--loads 10] [--moves 30] [--pages 1000]
"""

from __future__ import annotations

import asyncio
import json
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import aiohttp  # noqa: E402

from bench.figures import percentile, whole_number_options  # noqa: E402
from bot.i18n import Translator  # noqa: E402
from bot.identity import Actor, ChatRef  # noqa: E402
from bot.output.present import Presenter  # noqa: E402
from bot.service import GameOptions, Opponent, ServiceConfig, build_service  # noqa: E402
from bot.service.commands import Accept, Challenge  # noqa: E402
from bot.storage import open_storage  # noqa: E402
from bot.web.app import WebBoard  # noqa: E402
from bot.web.limits import OpenStreams, RateLimits  # noqa: E402
from bot.web.server import board_server  # noqa: E402
from core import Start  # noqa: E402
from tests.support.browser import CHROMIUM_ARGS, PHONE, chromium  # noqa: E402
from tests.support.ports import free_port  # noqa: E402

ALICE = Actor("bench", "1", "Alice", "alice")
BOB = Actor("bench", "2", "Bob", "bob")
CHAT = ChatRef("bench", "1")
_events = iter(range(1, 10**9))


def ev() -> str:
    return f"bench:{next(_events)}"


def row(label: str, values_ms: list[float]) -> str:
    return (f"{label:<34}{len(values_ms):>5}{percentile(values_ms, 0.5):>9.0f}"
            f"{percentile(values_ms, 0.9):>9.0f}{max(values_ms):>9.0f}")


async def new_game(service: object) -> int:
    options = GameOptions(width=39, height=32, start=Start.EMPTY)
    made = await service.challenges.challenge(  # type: ignore[attr-defined]
        ev(), CHAT, ALICE, Challenge(Opponent.user("bob"), options)
    )
    accepted = await service.challenges.accept(  # type: ignore[attr-defined]
        ev(), CHAT, BOB, Accept(made.challenge.id)
    )
    return int(accepted.game.id)


async def first_board(chrome: object, url: str, loads: int) -> list[float]:
    times = []
    for _ in range(loads):
        context = await chrome.new_context(viewport=PHONE)  # type: ignore[attr-defined]
        page = await context.new_page()
        started = time.perf_counter()
        await page.goto(url)
        await page.get_by_role("button", name="20-17", exact=True).wait_for()
        times.append((time.perf_counter() - started) * 1000)
        await context.close()
    return times


async def round_trips(chrome: object, links: tuple[str, str], moves: int) -> list[float]:
    pages = []
    for link in links:
        context = await chrome.new_context(viewport=PHONE)  # type: ignore[attr-defined]
        page = await context.new_page()
        await page.goto(link)
        await page.check("#tap-to-play")
        pages.append(page)
    times = []
    for n in range(moves):
        mover, other = pages[n % 2], pages[1 - n % 2]
        x, y = 2 + (n // 2) % 36, 2 + 2 * (n % 2) + 4 * ((n // 2) // 36)
        name = f"{x}-{y}"
        selector = f'.dot[data-point="{name}"]'
        await mover.get_by_role("button", name=name, exact=True).wait_for()
        started = time.perf_counter()
        await mover.get_by_role("button", name=name, exact=True).click()
        await asyncio.gather(mover.wait_for_selector(selector), other.wait_for_selector(selector))
        times.append((time.perf_counter() - started) * 1000)
    return times


async def stream_fanout(site: str, board: WebBoard, game: int, pages: int,
                        auth: tuple[str, str]) -> list[float]:
    """The times (ms) from each move's answer to each of ``pages`` streams' new state."""
    received: list[float] = []
    ready = 0
    moved_at: dict[int, float] = {}

    async def watch(http: aiohttp.ClientSession) -> None:
        nonlocal ready
        async with http.get(f"{site}/board/api/games/{game}/events",
                            headers={"Authorization": auth[0]}) as response:
            assert response.status == 200, await response.text()
            first = True
            async for raw in response.content:
                if not raw.startswith(b"data: "):
                    continue
                ply = json.loads(raw[6:])["ply"]
                if first:
                    first, ready = False, ready + 1
                elif ply in moved_at:
                    received.append((time.perf_counter() - moved_at[ply]) * 1000)

    connector = aiohttp.TCPConnector(limit=0)
    async with aiohttp.ClientSession(connector=connector) as http:
        watchers = [asyncio.create_task(watch(http)) for _ in range(pages)]
        while ready < pages:
            failed = [task for task in watchers if task.done()]
            if failed:
                failed[0].result()
            await asyncio.sleep(0.05)
        view = await board.service.cards.game(game)
        ply = view.ply if view else 0
        for _ in range(5):
            mover = auth[ply % 2]
            body = {"x": 2 + ply % 36, "y": 30 - ply // 36, "ply": ply}
            async with http.post(f"{site}/board/api/games/{game}/moves", json=body,
                                 headers={"Authorization": mover}) as answer:
                assert answer.status == 200, await answer.text()
            ply += 1
            moved_at[ply] = time.perf_counter()
            await asyncio.sleep(0.5)
        for task in watchers:
            task.cancel()
        await asyncio.gather(*watchers, return_exceptions=True)
    return received


async def main() -> None:
    options = whole_number_options(__doc__.split("\n")[0], loads=10, moves=30, pages=1000)
    folder = Path(tempfile.mkdtemp())
    storage = open_storage(str(folder / "bench.db"))
    await storage.open()
    port = free_port()
    site = f"http://127.0.0.1:{port}"
    service = build_service(storage, ServiceConfig(public_url=site))
    await service.start()
    presenter = Presenter(Translator())
    # one person opening many pages is what the per-person limits stop: lifted here
    board = WebBoard(service, presenter, public_url=site, limits=RateLimits(1e9, 1e9),
                     streams=OpenStreams(most=10**9))
    from playwright.async_api import async_playwright

    print("                                      n   p50 ms   p90 ms   max ms")
    async with board_server(board, "127.0.0.1", port), async_playwright() as playwright:
        weight = sum(len(f.zipped) for f in board.files.values())
        raw = sum(len(f.body) for f in board.files.values())
        chrome = await playwright.chromium.launch(executable_path=chromium(),
                                                  args=CHROMIUM_ARGS)
        game = await new_game(service)
        links = (service.web.link(game, ALICE.ref), service.web.link(game, BOB.ref))
        print(row("time to first board, 39x32", await first_board(chrome, links[0],
                                                                  options.loads)))
        print(row("tap to both pages updated", await round_trips(chrome, links,
                                                                 options.moves)))
        await chrome.close()
        fanout_game = await new_game(service)
        fan_auth = tuple(
            f"Link {service.web.link(fanout_game, who.ref).split('#t=')[1]}"
            for who in (ALICE, BOB)
        )
        best = 0
        pages = 50
        while pages <= options.pages:
            times = await stream_fanout(site, board, fanout_game, pages, fan_auth)
            print(row(f"move to {pages} open pages", times))
            if percentile(times, 0.9) < 100:
                best = pages
            pages *= 2
    print(f"page weight: {raw / 1024:.1f} KB, {weight / 1024:.1f} KB gzip"
          f" ({', '.join(board.files)})")
    print(f"open pages one process updates with p90 under 100 ms: {best}")
    await storage.close()


if __name__ == "__main__":
    asyncio.run(main())
