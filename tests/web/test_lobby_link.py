"""The lobby page's own link, as ``/seek`` gives it, against the real server: it signs its
person into the lobby (``api/lobby``: their seek is theirs, a seek posted through it is
theirs), it opens no game's board, not even one they play (a game's link still does), and
an expired or forged one is refused with its reason in the reader's language. Opened on the
board's page (a link pasted there), it goes on to the lobby, in headless Chromium."""

from __future__ import annotations

from typing import Any

from bot.identity import Actor, ChatRef
from bot.service import GameOptions
from bot.service.commands import Seek
from bot.time_control import TimeControl
from tests.bot.conftest import ALICE, Clock, ev, start_game
from tests.support.browser import PHONE, browser
from tests.web.conftest import Site
from tests.web.test_lobby import TIMEOUT

QUICK = GameOptions(width=9, height=9, time=TimeControl.parse("3+2"), rated=True)


def own(actor: Actor) -> ChatRef:
    return ChatRef(actor.platform, actor.user_id)


async def lobby_token(site: Site, actor: Actor) -> str:
    """The token of the Lobby link on ``actor``'s answer to ``/seek`` in their own chat."""
    sought = await site.service.dispatch(ev(), own(actor), actor, Seek(QUICK))
    assert sought.ok and sought.keys == ("seek-open",), sought
    (link,) = sought.links
    assert link.label_key == "button-lobby"
    page, _, token = link.url.partition("#t=")
    assert page == f"{site.url}/board/lobby" and token, link.url
    return token


async def get(site: Site, path: str, token: str, lang: str = "en") -> tuple[int, Any]:
    headers = {"Authorization": f"Link {token}", "Accept-Language": lang}
    async with await site.http.get(site.url + path, headers=headers) as response:
        return response.status, await response.json()


async def test_a_lobby_link_signs_its_person_into_the_lobby(site: Site) -> None:
    token = await lobby_token(site, ALICE)
    status, shown = await get(site, "/board/api/lobby", token)
    assert status == 200 and shown["ok"], shown
    assert [seek["mine"] for seek in shown["seeks"]] == [True]
    tap = {"words": "11x11 5+5 casual", "request": "tap-lobby-link-1"}
    async with await site.post("/board/api/lobby/seek", tap, f"Link {token}") as response:
        posted = await response.json()
        assert response.status == 200 and posted["ok"], posted
    mine = await site.service.parts.storage.open_seek(ALICE.ref)
    assert mine is not None and mine.terms == "11x11 empty 5+5 casual"


async def test_a_lobby_link_opens_no_games_board(site: Site) -> None:
    game = await start_game(site.service)  # Alice plays Blue, to move
    token = await lobby_token(site, ALICE)
    status, body = await get(site, f"/board/api/games/{game}", token)
    assert status == 403 and body["error"] == "other-game", body
    move = {"x": 3, "y": 3, "ply": 0}
    async with await site.post(f"/board/api/games/{game}/moves", move,
                               f"Link {token}") as response:
        assert response.status == 403
    row = await site.service.parts.storage.game(game)
    assert row is not None and row.ply == 0, "nothing was played"
    status, body = await get(site, "/board/api/link", token)
    assert status == 200 and body["game"] is None
    board = site.service.web.link(game, ALICE.ref).partition("#t=")[2]
    status, body = await get(site, f"/board/api/games/{game}", board)
    assert status == 200 and body["state"]["you"] is not None, "a game's link still seats"


async def test_an_expired_or_forged_lobby_link_is_refused_with_its_reason(
    site: Site, clock: Clock
) -> None:
    token = await lobby_token(site, ALICE)
    body, _, signature = token.rpartition(".")
    forged = f"{body}.{'A' if signature[0] != 'A' else 'B'}{signature[1:]}"
    status, refused = await get(site, "/board/api/lobby", forged)
    assert status == 401 and refused["error"] == "forged", refused
    clock.advance(days=7, seconds=1)
    status, refused = await get(site, "/board/api/lobby", token)
    assert status == 401 and refused["error"] == "lobby-expired", refused
    assert refused["message"] == "This lobby link has expired. Send /seek for a new one."
    status, refused = await get(site, "/board/api/lobby", token, "de")
    assert status == 401 and "/seek" in refused["message"]
    assert refused["message"] != "This lobby link has expired. Send /seek for a new one."


async def test_a_lobby_link_opened_on_the_board_page_goes_on_to_the_lobby(site: Site) -> None:
    token = await lobby_token(site, ALICE)
    async with browser() as chrome:
        context = await chrome.new_context(viewport=PHONE)  # type: ignore[attr-defined]
        page = await context.new_page()
        await page.goto(f"{site.url}/board/#t={token}")
        mine = page.locator("li.seek .yours")
        await mine.wait_for(timeout=TIMEOUT)
        assert page.url == f"{site.url}/board/lobby#t={token}"
        assert await page.locator("li.seek").count() == 1
