"""The board's page plays every variant chat plays, in headless Chromium (signed links, the
board's real server): Territory's "place" or "place and enclose" asked by the service, a
pool drawn apart from a realm and a realm's border tapped dot by dot (docs/rules.md
§8.1.2), the end by the count proposed on one page and agreed on the other (docs/rules.md
§8.1.3), a free contour's chain tapped dot by dot, each link checked as it is tapped, and
a bad one refused (docs/rules.md §8.3), and STOP sent on one page and the game ended on
the other (docs/rules.md §8.2). What the page offers comes from the state (its ``forms``
and ``actions``); the moves and actions are the chat's commands, run through the
service's one door."""

from __future__ import annotations

from typing import Any

from bot.domain import GameStatus
from bot.identity import Actor
from core import Start
from tests.bot.conftest import ALICE, BOB, CHAT, ev, start_game
from tests.bot.test_free_contour_chat import F1
from tests.bot.test_stop_chat import BEFORE_STOP
from tests.web.conftest import Site
from tests.web.test_actions import told_to_chat
from tests.web.test_page_actions import TIMEOUT, menu, pages, state

RING = [(ALICE, "3-2"), (BOB, "3-3"), (ALICE, "2-3"), (BOB, "6-6"), (ALICE, "4-3"),
        (BOB, "6-5")]
"""Territory on 7×7: Blue's 3-4 is to close the ring around Red's 3-3."""


async def said(site: Site, moves: list[tuple[Actor, str]]) -> None:
    for actor, text in moves:
        done = await site.service.say(ev(), CHAT, actor, text, quiet=False)
        assert done is not None and done.ok, (text, done)


async def variant_game(site: Site, size: int, variant: str, moves: list[tuple[Actor, str]],
                       **options: Any) -> int:
    """A ``size``×``size`` game on an empty field, played with ``variant``, ``moves`` made."""
    game = await start_game(site.service, width=size, height=size,
                            start=Start.EMPTY, variants=((variant, True),), **options)
    await said(site, moves)
    return game


async def tap(page: Any, name: str) -> None:
    """A tap on the point ``name`` (an empty point, a dot or the point picked)."""
    box = await page.locator(f'.hit[data-point="{name}"]').bounding_box(timeout=TIMEOUT)
    await page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)


async def pick(page: Any, name: str) -> None:
    await page.get_by_role("button", name=name, exact=True).click(timeout=TIMEOUT)


async def border_tapped(page: Any, point: str, border: tuple[str, ...]) -> None:
    """``point`` picked, then "Draw a border", its dots tapped in order, and Confirm."""
    await pick(page, point)
    await page.click("#border", timeout=TIMEOUT)
    for name in border:
        await tap(page, name)
    await page.click("#confirm", timeout=TIMEOUT)


async def test_territory_asks_place_or_enclose_and_takes_a_border_tapped(site: Site) -> None:
    game = await variant_game(site, 7, "territory", RING)
    async with pages(site) as open_page:
        alice = await open_page(game, ALICE)
        assert await state(alice, "forms") == ["border"]
        await pick(alice, "3-4")
        await alice.click("#confirm", timeout=TIMEOUT)
        question = alice.locator("#sheet-body")
        await question.wait_for(timeout=TIMEOUT)  # the service asks: nothing played yet
        assert "3-4" in await question.inner_text()
        assert await state(alice, "ply") == 6
        await alice.click('#sheet button[data-action="place"]', timeout=TIMEOUT)
        await alice.wait_for_selector(".pool.blue", timeout=TIMEOUT)  # a ring, not drawn
        assert await alice.locator(".area").count() == 0
        await said(site, [(BOB, "6-4")])
        await alice.wait_for_function("() => window.dotsBoard.state.ply === 8", timeout=TIMEOUT)
        await border_tapped(alice, "1-1", ("3-2", "4-3", "3-4", "2-3"))  # the realm's
        await alice.wait_for_selector(".area.blue", timeout=TIMEOUT)
        assert await alice.locator(".pool").count() == 0
        assert (await state(alice, "blue"))["score"] == 1
    moves = await site.service.parts.storage.moves(game)
    assert [(m.x, m.y, bool(m.realms)) for m in moves[-2:]] == [(6, 4, False), (1, 1, True)]


async def test_territory_s_end_by_the_count_is_proposed_and_agreed_on_the_pages(
    site: Site,
) -> None:
    told = told_to_chat(site)
    game = await variant_game(site, 7, "territory", [*RING, (ALICE, "3-4!")])
    async with pages(site) as open_page:
        alice = await open_page(game, ALICE)
        bob = await open_page(game, BOB)
        await menu(alice, "end")
        offer = bob.locator("#offer")
        await offer.wait_for(timeout=TIMEOUT)
        assert "Alice proposes to end by the count: Blue 1, Red 0." in await offer.inner_text()
        await bob.click('#offer-yes[data-action="end"]', timeout=TIMEOUT)
        await alice.locator("#outcome").wait_for(timeout=TIMEOUT)
        assert "Alice wins by the count, as agreed" in await alice.locator("#outcome").inner_text()
    row = await site.service.parts.storage.game(game)
    assert row is not None and row.status is GameStatus.FINISHED
    await site.service.delivery.drain(CHAT.platform)  # announced to the game's chat
    assert [n.result.keys[0] for n in told] == ["end-offered", "game-ended"]


async def test_a_free_contour_s_chain_is_tapped_dot_by_dot(site: Site) -> None:
    game = await variant_game(site, 4, "free_contour", F1)
    async with pages(site) as open_page:
        alice = await open_page(game, ALICE)
        await border_tapped(alice, "2-1", ("2-1", "1-2", "2-3"))  # too short: refused
        await alice.wait_for_function(  # the service's refusal, worded
            "() => document.getElementById('toast').textContent"
            ".includes('it needs at least 4 of your dots')", timeout=TIMEOUT)
        assert await state(alice, "ply") == 10
        # 3-2 tapped again leaves the chain, and a third time joins it again
        await border_tapped(alice, "2-1", ("2-1", "1-2", "2-3", "3-4", "4-3", "3-2", "3-2", "3-2"))
        await alice.wait_for_function("() => window.dotsBoard.state.ply === 11", timeout=TIMEOUT)
        assert (await state(alice, "blue"))["score"] == 1
    (last,) = (await site.service.parts.storage.moves(game))[-1:]
    assert (last.x, last.y) == (2, 1) and last.realms  # the chain taken, as listed


async def refused_tap(page: Any, name: str, key: str, kept: int) -> None:
    """A tap on ``name`` that the page refuses: the line of ``key`` (in the page's words
    from the server) says why, and the border keeps its ``kept`` dots."""
    await tap(page, name)
    line = (await state(page, "words"))[key]
    await page.wait_for_function("(line) => document.getElementById('toast').textContent"
                                 " === line", arg=line, timeout=TIMEOUT)
    assert await page.locator("#pick").inner_text() == str(kept), (name, key)


async def test_each_link_of_a_border_is_checked_as_it_is_tapped(site: Site) -> None:
    """docs/rules.md §8.3 F1: a dot not next to the last, an opponent's dot, a dot already
    in the border and a tap after the ring closed are not added, each with its reason; the
    ring tapped right, closed on its first dot, plays."""
    game = await variant_game(site, 4, "free_contour", F1)
    async with pages(site) as open_page:
        alice = await open_page(game, ALICE)
        await pick(alice, "2-1")
        await alice.click("#border", timeout=TIMEOUT)
        await tap(alice, "2-1")
        await refused_tap(alice, "3-4", "web-border-not-next", 1)  # Blue's, but far away
        await refused_tap(alice, "2-2", "web-border-not-yours", 1)  # Red's, next to it
        for name in ("1-2", "2-3"):
            await tap(alice, name)
        await refused_tap(alice, "1-2", "web-border-twice", 3)
        for name in ("3-4", "4-3", "3-2", "2-1"):  # closed on its first dot
            await tap(alice, name)
        await refused_tap(alice, "2-3", "web-border-closed", 7)
        await alice.click("#confirm", timeout=TIMEOUT)
        await alice.wait_for_function("() => window.dotsBoard.state.ply === 11", timeout=TIMEOUT)
        assert (await state(alice, "blue"))["score"] == 1
    (last,) = (await site.service.parts.storage.moves(game))[-1:]
    assert (last.x, last.y) == (2, 1) and last.realms


async def test_stop_is_sent_on_one_page_and_the_game_ended_on_the_other(site: Site) -> None:
    told = told_to_chat(site)
    game = await start_game(site.service, width=6, height=3, start=Start.EMPTY, rated=False,
                            variants=(("stop", True),))
    await said(site, BEFORE_STOP)
    async with pages(site) as open_page:
        bob = await open_page(game, BOB)
        alice = await open_page(game, ALICE)
        await menu(bob, "stop")
        assert "no more dots" in await bob.locator("#sheet-body").inner_text()
        await bob.click('#sheet-buttons button[data-action="stop"]', timeout=TIMEOUT)
        await alice.wait_for_function("() => window.dotsBoard.state.stopped === 'red'",
                                      timeout=TIMEOUT)
        actions = set(await state(alice, "actions"))
        assert {"auto", "end"} <= actions and "stop" not in actions
        await menu(alice, "end")
        await alice.locator("#outcome").wait_for(timeout=TIMEOUT)
        assert "after STOP" in await alice.locator("#outcome").inner_text()
    row = await site.service.parts.storage.game(game)
    assert row is not None and row.status is GameStatus.FINISHED and row.stop_ply == 9
    await site.service.delivery.drain(CHAT.platform)
    assert [n.result.keys[0] for n in told] == ["stopped", "stop-ended"]
