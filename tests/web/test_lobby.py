"""The board's lobby page, against the real server (signed in as on the board): the open
seeks listed with their terms, the seeker's rating and range and how long each waited,
and nobody's name; "Play" (the listed seek's terms sought again, through the service's
one door) pairs the two people once, however often the tap is sent; a watcher's link, no
sign-in and words that are no terms are refused. The lobby games in play are listed to
watch (terms, both ratings, moves, a spectator's link; no name) and the top players of each
time class as ``/top overall`` names them (a forgotten person not). In headless Chromium:
the page lists a seek made in chat, "Play" pairs, and the new game is listed to watch."""

from __future__ import annotations

from typing import Any

from bot.identity import Actor, ChatRef
from bot.service import GameOptions
from bot.service.commands import Forget, Move, Resign, Seek
from bot.time_control import TimeControl
from tests.bot.conftest import Clock, ev, start_game
from tests.support.browser import PHONE, browser, mini_app_url
from tests.support.telegram_init_data import sign_init_data
from tests.web.conftest import TELEGRAM_TOKEN, Site
from tests.web.test_access import tma

ANN = Actor("telegram", "701", "Ann", "ann")
BOB = Actor("telegram", "702", "Bob", "bob")
QUICK = GameOptions(width=9, height=9, time=TimeControl.parse("3+2"), rated=True)
TIMEOUT = 15_000
"""Milliseconds a page may take to show what it should (a hang guard, not a timing)."""


async def ann_seeks(site: Site) -> None:
    sought = await site.service.dispatch(ev(), ChatRef("telegram", ANN.user_id), ANN,
                                         Seek(QUICK))
    assert sought.ok and sought.keys == ("seek-open",), sought


async def lobby(site: Site, auth: str | None) -> tuple[int, dict[str, Any]]:
    async with await site.get("/board/api/lobby", auth) as response:
        return response.status, await response.json()


async def test_the_lobby_lists_seeks_without_names_and_play_pairs_once(
    site: Site, clock: Clock
) -> None:
    await ann_seeks(site)
    clock.advance(minutes=2)
    status, shown = await lobby(site, tma(clock, BOB))
    assert status == 200 and shown["ok"]
    (seek,) = shown["seeks"]
    assert seek["text"] == "9×9, 3+2, rated" and seek["terms"] == "9x9 empty 3+2 rated"
    assert (seek["rating"], seek["range"]) == ("rating 1500", "takes any rating")
    assert seek["waited"] == "waiting 2 minutes" and not seek["mine"]
    assert "Ann" not in str(shown) and "ann" not in str(shown)  # nobody's name
    assert [c["label"] for c in shown["choices"]][:1] == ["39×32, cross, 5+3, rated"]
    _, hers = await lobby(site, tma(clock, ANN))
    assert hers["seeks"][0]["mine"]

    tap = {"words": seek["terms"], "request": "tap-0000001"}
    for _ in range(2):  # the same tap sent twice acts once
        async with await site.post("/board/api/lobby/seek", tap, tma(clock, BOB)) as response:
            answered = await response.json()
            assert response.status == 200 and answered["ok"], answered
            assert answered["seeks"] == []
    storage = site.service.parts.storage
    row = await storage.game(1)
    assert row is not None and {row.blue.ref, row.red.ref} == {ANN.ref, BOB.ref}
    assert await storage.game(2) is None
    assert await storage.open_seek(ANN.ref) is None and await storage.open_seek(BOB.ref) is None
    (mine,) = await storage.recent_seeks(BOB.ref, 5)
    assert mine.place == ChatRef("telegram", BOB.user_id) == mine.asked  # plays in private


async def test_the_lobby_refuses_watchers_strangers_and_odd_words(
    site: Site, clock: Clock
) -> None:
    game = await start_game(site.service)
    watcher = "Link " + site.service.web.link(game, None).partition("#t=")[2]
    status, body = await lobby(site, watcher)
    assert status == 403 and body["error"] == "spectator"
    assert (await lobby(site, None))[0] == 401
    for words in ("/resign", "9x9\n/resign", "x" * 200, ""):
        tap = {"words": words, "request": "tap-0000002"}
        async with await site.post("/board/api/lobby/seek", tap, tma(clock, BOB)) as response:
            assert response.status == 400, words
    tap = {"words": "9x9 3+2", "request": "no"}  # a tap needs its mark
    async with await site.post("/board/api/lobby/seek", tap, tma(clock, BOB)) as response:
        assert response.status == 400
    assert await site.service.parts.storage.open_seek(BOB.ref) is None


async def test_a_usual_seek_and_its_cancel_are_the_lists_buttons(site: Site, clock: Clock) -> None:
    _, shown = await lobby(site, tma(clock, BOB))
    quick = next(c for c in shown["choices"] if c["label"] == "20×20, 3+2, rated")
    tap = {"button": quick["data"], "request": "tap-0000003"}
    async with await site.post("/board/api/lobby/press", tap, tma(clock, BOB)) as response:
        pressed = await response.json()
        assert response.status == 200 and pressed["ok"], pressed
    assert pressed["message"].startswith("Seeking 20×20, 3+2, rated.")
    assert [seek["mine"] for seek in pressed["seeks"]] == [True]
    cancel = next(c for c in pressed["choices"] if c["label"] == "Cancel my seek")
    tap = {"button": cancel["data"], "request": "tap-0000004"}
    async with await site.post("/board/api/lobby/press", tap, tma(clock, BOB)) as response:
        assert response.status == 200 and (await response.json())["seeks"] == []
    assert await site.service.parts.storage.open_seek(BOB.ref) is None


async def test_the_lobby_page_lists_a_seek_and_play_pairs_in_chromium(
    site: Site, clock: Clock
) -> None:
    await ann_seeks(site)
    signed = sign_init_data(TELEGRAM_TOKEN, int(BOB.user_id), BOB.name, auth_date=clock(),
                            start_param="lobby")
    async with browser() as chrome:
        context = await chrome.new_context(viewport=PHONE)  # type: ignore[attr-defined]
        page = await context.new_page()
        # the Mini App's direct link (startapp=lobby) opens the board, which goes on to the lobby
        await page.goto(mini_app_url(f"{site.url}/board/", signed, start_param="lobby"))
        listed = page.locator("li.seek")
        await listed.wait_for(timeout=TIMEOUT)
        assert "9×9, 3+2, rated" in await listed.inner_text()
        assert "Ann" not in await page.locator("body").inner_text()
        await listed.get_by_role("button", name="Play").click(timeout=TIMEOUT)
        message = page.locator("#message")
        await message.wait_for(timeout=TIMEOUT)
        assert "Paired with Ann" in await message.inner_text()
        assert await listed.count() == 0
        # the game they now play is listed to watch, with a spectator's link, named by none
        watched = page.locator("li.game")
        await watched.wait_for(timeout=TIMEOUT)
        assert "Game #1: 9×9, 3+2, rated" in await watched.inner_text()
        link = watched.get_by_role("link", name="Watch")
        assert "#t=" in (await link.get_attribute("href") or "")
        assert "Ann" not in await watched.inner_text()
    row = await site.service.parts.storage.game(1)
    assert row is not None and {row.blue.ref, row.red.ref} == {ANN.ref, BOB.ref}


CAT = Actor("telegram", "703", "Cat", "cat")
DAN = Actor("telegram", "704", "Dan", "dan")
CID = Actor("telegram", "705", "Cid", "cid")


async def rated_games(site: Site, count: int) -> None:
    """Cat and Dan finish ``count`` rated blitz games in a group, Dan resigning each."""
    group = ChatRef("telegram", "-1000")
    for _ in range(count):
        game = await start_game(site.service, CAT, DAN, group, rated=True,
                                time=TimeControl.parse("3+2"))
        resigned = await site.service.dispatch(ev(), group, DAN, Resign(game, confirmed=True))
        assert resigned.ok, resigned


async def test_the_lobby_lists_games_to_watch_and_the_top_players(
    site: Site, clock: Clock
) -> None:
    await rated_games(site, 3)
    await ann_seeks(site)
    paired = await site.service.dispatch(ev(), ChatRef("telegram", BOB.user_id), BOB,
                                         Seek(QUICK))
    assert paired.keys == ("seek-paired",), paired
    row = await site.service.parts.storage.game(4)
    assert row is not None and {row.blue.ref, row.red.ref} == {ANN.ref, BOB.ref}
    blue = ANN if row.blue.ref == ANN.ref else BOB
    moved = await site.service.dispatch(ev(), ChatRef("telegram", blue.user_id), blue,
                                        Move("3-3"))
    assert moved.ok, moved

    status, shown = await lobby(site, tma(clock, CID))
    assert status == 200 and shown["ok"]
    (game,) = shown["games"]
    assert (game["id"], game["game"], game["text"]) == (4, "Game #4", "9×9, 3+2, rated")
    assert (game["ratings"], game["moves"], game["ply"]) == ("Blue 1500 · Red 1500", "1 move", 1)
    assert "Ann" not in str(game) and "Bob" not in str(game)  # nobody's name, as for seeks
    token = game["url"].partition("#t=")[2]
    assert game["url"].startswith(f"{site.url}/board/#t=") and token
    async with await site.get("/board/api/games/4", f"Link {token}") as response:
        board = await response.json()
        assert response.status == 200 and board["state"]["you"] is None  # a spectator
    (blitz,) = shown["top"]
    assert (blitz["class"], blitz["heading"]) == ("blitz", "blitz")
    assert [(one["place"], one["name"], one["games"]) for one in blitz["leaders"]] == [
        (1, "Cat", 3), (2, "Dan", 3)]
    first = blitz["leaders"][0]
    assert first["rating"] > 1500 and first["text"] == f"1. Cat — {first['rating']}, 3 games"
    assert shown["words"]["watch"] == "Watch"

    forgot = await site.service.dispatch(ev(), ChatRef("telegram", DAN.user_id), DAN,
                                         Forget(confirmed=True))
    assert forgot.ok, forgot
    _, shown = await lobby(site, tma(clock, CID))
    assert [one["name"] for one in shown["top"][0]["leaders"]] == ["Cat"]
    assert "Dan" not in str(shown["top"])


async def test_the_lobby_in_another_language_and_with_nothing_to_list(
    site: Site, clock: Clock
) -> None:
    status, shown = await lobby(site, tma(clock, CID, language_code="ru"))
    assert status == 200 and (shown["games"], shown["top"]) == ([], [])
    assert shown["words"]["games-empty"] == "Сейчас не идёт ни одной партии из лобби."
    assert shown["words"]["watch"] == "Смотреть"
