"""The board's page as a person uses it, in headless Chromium (signed links, the board's
real server, the service on SQLite): resigning after the page asks, a draw and a takeback
offered on one side and answered on the other (or in chat), a hint in a game against the
computer, the move list, a finished game's analysis picture; a wide field laid along a
portrait phone's long side with its numbers following, and the game-over line clear of
the numbers."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from bot.computer import ComputerPlayer
from bot.domain import GameStatus
from bot.identity import Actor
from bot.service import GameOptions, Opponent
from bot.service.commands import Challenge, Move, Resign
from bot.service.service_config import AnalysisSettings
from bot.storage import Storage
from core import Start
from tests.bot.conftest import ALICE, BOB, CHAT, Clock, ev, start_game
from tests.support.browser import PHONE, browser
from tests.support.engines import Estimating
from tests.web.conftest import Site, running_board
from tests.web.test_actions import told_to_chat

TIMEOUT = 15_000
"""Milliseconds a page may take to show what it should (a hang guard, not a timing)."""
S, EDGE, GUTTER = 24, 0.55 * 24, 20
"""The page's layout constants (board.js): user units a cell, room beyond the outer lines,
screen px of a number strip."""


def unturned_spacing(width: int, height: int, stage_w: float, stage_h: float) -> float:
    """Screen px between two neighbouring points of a ``width``×``height`` field drawn as
    printed (columns across) on a stage of that size: what the page did before it turned
    wide fields on tall screens."""
    def span(n: int) -> float:
        return (n - 1) * S + 2 * EDGE
    fit = min((stage_w - 2 * GUTTER) / span(width), (stage_h - 2 * GUTTER) / span(height))
    return S * fit


@asynccontextmanager
async def pages(site: Site, viewport: dict[str, int] = PHONE) -> AsyncIterator[Any]:
    """Open each player's page from their own signed link, in its own browser context."""
    async with browser() as chrome:
        async def open_page(game: int, actor: Actor | None) -> Any:
            context = await chrome.new_context(viewport=viewport)  # type: ignore[attr-defined]
            page = await context.new_page()
            await page.goto(site.service.web.link(game, actor.ref if actor else None))
            await page.wait_for_function("() => window.dotsBoard.state !== null",
                                         timeout=TIMEOUT)
            return page

        yield open_page


async def menu(page: Any, action: str) -> None:
    """Open the game's menu and press the entry of ``action``."""
    await page.click("#menu-button", timeout=TIMEOUT)
    await page.click(f'#sheet button[data-action="{action}"]', timeout=TIMEOUT)


async def state(page: Any, key: str) -> Any:
    return await page.evaluate(f"() => window.dotsBoard.state[{key!r}]")


async def test_resigning_asks_first_and_the_chat_is_told(site: Site) -> None:
    told = told_to_chat(site)
    game = await start_game(site.service)
    async with pages(site) as open_page:
        alice = await open_page(game, ALICE)
        await menu(alice, "resign")
        question = alice.locator("#sheet-body")
        assert await question.inner_text() == "Resign this game? It counts as a loss."
        await alice.get_by_role("button", name="Cancel").click(timeout=TIMEOUT)
        assert await alice.locator("#sheet").is_hidden()
        row = await site.service.parts.storage.game(game)
        assert row is not None and row.status is GameStatus.ACTIVE  # asked, not resigned
        await menu(alice, "resign")
        await alice.get_by_role("button", name="Yes, resign").click(timeout=TIMEOUT)
        outcome = alice.locator("#outcome")
        await outcome.wait_for(timeout=TIMEOUT)
        assert "Bob wins by resignation" in await outcome.inner_text()
        assert await alice.locator("#menu-button").is_hidden()  # nothing left to do
    row = await site.service.parts.storage.game(game)
    assert row is not None and row.status is GameStatus.FINISHED
    await site.service.delivery.drain(CHAT.platform)  # announced to the game's chat
    assert [n.result.keys[0] for n in told] == ["resigned"]


async def test_a_draw_offered_on_the_page_is_accepted_in_chat_and_back(site: Site) -> None:
    first = await start_game(site.service)
    async with pages(site) as open_page:
        alice = await open_page(first, ALICE)
        bob = await open_page(first, BOB)
        await menu(alice, "draw")
        offer = alice.locator("#offer-text")
        await offer.wait_for(timeout=TIMEOUT)
        assert await offer.inner_text() == "You offered a draw: waiting for the answer."
        theirs = bob.locator("#offer")
        await theirs.wait_for(timeout=TIMEOUT)  # Bob's page hears of it without a reload
        assert "Alice offers a draw." in await theirs.inner_text()
        assert await bob.locator("#offer-yes").inner_text() == "Accept the draw"
        accepted = await site.service.say(ev(), CHAT, BOB, "/draw", quiet=False)
        assert accepted is not None and accepted.ok  # Bob accepts in chat
        await alice.locator("#outcome").wait_for(timeout=TIMEOUT)
        assert "draw" in (await alice.locator("#outcome").inner_text()).lower()
        assert await alice.locator("#offer").is_hidden()

    second = await start_game(site.service)
    async with pages(site) as open_page:
        alice = await open_page(second, ALICE)
        offered = await site.service.say(ev(), CHAT, BOB, f"/draw #{second}", quiet=False)
        assert offered is not None and offered.ok  # Bob offers in chat
        await alice.locator("#offer-yes").click(timeout=TIMEOUT)  # Alice accepts on the page
        await alice.locator("#outcome").wait_for(timeout=TIMEOUT)
    row = await site.service.parts.storage.game(second)
    assert row is not None and row.status is GameStatus.FINISHED
    assert row.result is not None and row.result.winner is None


async def test_a_takeback_asked_on_one_page_is_allowed_on_the_other(site: Site) -> None:
    game = await start_game(site.service, rated=False, width=9, height=9, start=Start.EMPTY)
    async with pages(site) as open_page:
        alice = await open_page(game, ALICE)
        bob = await open_page(game, BOB)
        await alice.get_by_role("button", name="5-5", exact=True).click(timeout=TIMEOUT)
        await alice.click("#confirm", timeout=TIMEOUT)
        await bob.wait_for_selector('.dot.blue[data-point="5-5"]', timeout=TIMEOUT)
        await menu(alice, "takeback")
        ask = bob.locator("#offer")
        await ask.wait_for(timeout=TIMEOUT)
        assert "Alice asks to take back their last move." in await ask.inner_text()
        await bob.get_by_role("button", name="Allow").click(timeout=TIMEOUT)
        await alice.wait_for_selector('.dot[data-point="5-5"]', state="detached", timeout=TIMEOUT)
        await alice.get_by_role("button", name="5-5", exact=True).wait_for(timeout=TIMEOUT)
        assert await state(alice, "ply") == 0 and await state(alice, "can_move") is True
    assert await site.service.parts.storage.moves(game) == []


async def test_a_hint_and_the_move_list_in_a_game_against_the_computer(
    storage: Storage, clock: Clock
) -> None:
    async with running_board(storage, clock, engine=Estimating(0.62)) as site:
        started = await site.service.challenges.challenge(
            ev(), CHAT, ALICE,
            Challenge(Opponent.computer("easy"), GameOptions(width=8, height=8)),
        )
        assert started.game is not None
        game = started.game.id
        async with pages(site) as open_page:
            alice = await open_page(game, ALICE)
            await alice.click("#moves-button", timeout=TIMEOUT)
            assert await alice.locator("#sheet-body").inner_text() == "No moves yet."
            await alice.keyboard.press("Escape")
            await alice.get_by_role("button", name="4-6", exact=True).click(timeout=TIMEOUT)
            await alice.click("#confirm", timeout=TIMEOUT)
            await alice.wait_for_function("() => window.dotsBoard.state.ply === 1",
                                          timeout=TIMEOUT)
            turns = site.service.computer.turns
            assert turns is not None and await turns.settle() == 1  # the computer answers
            await alice.wait_for_function("() => window.dotsBoard.state.ply === 2",
                                          timeout=TIMEOUT)
            await alice.click("#moves-button", timeout=TIMEOUT)
            moves = alice.locator("#sheet-body li")
            assert await moves.all_inner_texts() == ["4-6", "1-1"]
            assert await moves.evaluate_all("(items) => items.map((i) => i.className)") == [
                "blue", "red"]
            await alice.get_by_role("button", name="Close").click()
            await menu(alice, "hint")
            picture = alice.locator("#sheet-body img.picture")
            await picture.wait_for(timeout=TIMEOUT)
            assert await picture.evaluate("(img) => img.complete && img.naturalWidth > 100")
            text = await alice.locator("#sheet-body p").first.inner_text()
            assert text == "Hint for #1: 2-1 — Blue's chances about 62%"
        row = await storage.game(game)
        assert row is not None and row.hints == 1


async def test_a_finished_games_analysis_picture(storage: Storage, clock: Clock) -> None:
    settings = AnalysisSettings(playouts=200, part_playouts=4000)
    engine = ComputerPlayer(seconds=None, playouts=200, inline=True)
    async with running_board(storage, clock, engine=engine, analysis=settings) as site:
        game = await start_game(site.service, width=6, height=6, start=Start.EMPTY)
        for blue, red in (("2-2", "3-3"), ("4-4", "5-5")):
            assert (await site.service.play.move(ev(), CHAT, ALICE, Move(blue))).ok
            assert (await site.service.play.move(ev(), CHAT, BOB, Move(red))).ok
        async with pages(site) as open_page:
            alice = await open_page(game, ALICE)
            assert await alice.locator("#menu-button").is_visible()
            await menu(alice, "resign")
            await alice.get_by_role("button", name="Yes, resign").click(timeout=TIMEOUT)
            await alice.locator("#outcome").wait_for(timeout=TIMEOUT)
            await menu(alice, "analysis")
            body = alice.locator("#sheet-body")
            await alice.wait_for_function(
                "() => document.getElementById('sheet-body').innerText.includes('Analysing #1')",
                timeout=TIMEOUT)
            runs = site.service.analysis.runs
            assert runs is not None and await runs.settle() == 1
            picture = body.locator("img.picture")
            await picture.wait_for(timeout=TIMEOUT)  # the page asked again and shows it
            assert await picture.evaluate("(img) => img.complete && img.naturalWidth > 100")
            lines = await body.locator("p").all_inner_texts()
            assert lines[0] == "Analysis of #1: Alice (Blue) – Bob (Red), 4 moves"


async def test_a_wide_field_is_laid_along_a_portrait_phone(site: Site) -> None:
    game = await start_game(site.service, width=39, height=32, start=Start.EMPTY)
    assert (await site.service.play.move(ev(), CHAT, ALICE, Move("3-5"))).ok
    async with pages(site) as open_page:
        bob = await open_page(game, BOB)  # Bob to move
        assert await bob.evaluate("() => window.dotsBoard.turned") is True
        stage = await bob.locator("#stage").bounding_box()

        async def centre(name: str) -> tuple[float, float]:
            box = await bob.locator(f'.hit[data-point="{name}"]').bounding_box()
            return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2

        (x11, y11), (x21, y21), (x12, y12) = [await centre(n) for n in ("1-1", "2-1", "1-2")]
        # columns run down the screen, rows across: the field's long side is the phone's
        assert abs(x21 - x11) < 0.5 and y21 > y11 and abs(y12 - y11) < 0.5 and x12 > x11
        spacing = y21 - y11
        before = unturned_spacing(39, 32, stage["width"], stage["height"])
        assert spacing >= 1.2 * before, (spacing, before)
        # the numbers follow: column 21 beside the point 21-17, row 17 above and below it
        px, py = await centre("21-17")
        side = await bob.evaluate(
            """([px, py]) => [...document.querySelectorAll('.labels text')]
                 .filter((t) => getComputedStyle(t).display !== 'none')
                 .map((t) => { const b = t.getBoundingClientRect();
                   return [t.textContent, b.x + b.width / 2, b.y + b.height / 2]; })
                 .filter(([, x, y]) => Math.abs(y - py) < 2 || Math.abs(x - px) < 2)""",
            [px, py])
        beside = {text for text, x, y in side if abs(y - py) < 2 and abs(x - px) > 20}
        above = {text for text, x, y in side if abs(x - px) < 2 and abs(y - py) > 20}
        assert beside == {"21"} and above == {"17"}, side
        # a tap there plays 20-17
        await bob.get_by_role("button", name="20-17", exact=True).click(timeout=TIMEOUT)
        await bob.click("#confirm", timeout=TIMEOUT)
        await bob.wait_for_selector('.dot.red[data-point="20-17"]', timeout=TIMEOUT)
    moves = await site.service.parts.storage.moves(game)
    assert [(m.x, m.y) for m in moves] == [(3, 5), (20, 17)]


async def test_a_wide_field_stays_as_printed_on_a_wide_screen(site: Site) -> None:
    game = await start_game(site.service, width=39, height=32)
    async with pages(site, {"width": 1280, "height": 800}) as open_page:
        page = await open_page(game, ALICE)
        assert await page.evaluate("() => window.dotsBoard.turned") is False


async def test_the_game_over_line_covers_no_number(site: Site) -> None:
    game = await start_game(site.service, width=39, height=32)
    async with pages(site) as open_page:
        alice = await open_page(game, ALICE)
        await alice.click("#zoom-in", timeout=TIMEOUT)  # the strips then sit at the view's edges
        resigned = await site.service.play.resign(ev(), CHAT, BOB, Resign(game, confirmed=True))
        assert resigned.ok
        await alice.locator("#outcome").wait_for(timeout=TIMEOUT)
        await alice.wait_for_timeout(400)  # the zoom's animation has ended
        outcome = await alice.locator("#outcome").bounding_box()
        assert outcome is not None
        labels = await alice.evaluate(
            """() => [...document.querySelectorAll('.labels text, .labels rect')]
                 .filter((t) => getComputedStyle(t).display !== 'none')
                 .map((t) => { const b = t.getBoundingClientRect();
                   return [b.left, b.top, b.right, b.bottom]; })
                 .filter(([l, t, r, b]) => r > l && b > t)""")
        assert labels
        o = (outcome["x"], outcome["y"], outcome["x"] + outcome["width"],
             outcome["y"] + outcome["height"])
        covered = [b for b in labels if b[0] < o[2] and o[0] < b[2] and b[1] < o[3] and o[1] < b[3]]
        assert covered == []
        stage = await alice.locator("#stage").bounding_box()
        assert o[3] <= stage["y"] + 0.5  # above the field, not over it
