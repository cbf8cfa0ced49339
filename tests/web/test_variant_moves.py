"""A move of a variant over HTTP, with the real aiohttp server: the state says what a move
may carry here (``forms``) and what the side may do (STOP, the end after it, Territory's
end by the count), Territory's tapped dot that would complete a realm is asked about
before anything is played (the service's question, worded), the form chosen plays it,
and a body the page would never send is refused unread (400), changing nothing."""

from __future__ import annotations

from typing import Any

from bot.identity import Actor
from core import Start
from tests.bot.conftest import CHAT, ev, start_game
from tests.web.conftest import Site
from tests.web.test_api import player_auth, state_of
from tests.web.test_page_variants import RING


async def post(site: Site, game: int, auth: str, body: dict[str, Any]) -> tuple[int, Any]:
    async with await site.post(f"/board/api/games/{game}/moves", body, auth) as response:
        return response.status, await response.json()


async def said(site: Site, moves: list[tuple[Actor, str]]) -> None:
    for actor, text in moves:
        done = await site.service.say(ev(), CHAT, actor, text, quiet=False)
        assert done is not None and done.ok, (text, done)


async def test_territory_asks_before_a_dot_that_completes_a_realm(site: Site) -> None:
    game = await start_game(site.service, width=7, height=7, start=Start.EMPTY,
                            variants=(("territory", True),))
    await said(site, RING)
    auth = player_auth(site, game)
    before = await state_of(site, game, auth)
    assert before["forms"] == ["border"] and before["pools"] == []
    assert "end" in before["actions"] and "stop" not in before["actions"]
    status, asked = await post(site, game, auth, {"x": 3, "y": 4, "ply": 6})
    assert status == 200 and asked["choose"] == ["place", "enclose"], asked
    assert "3-4" in asked["message"] and asked["state"]["ply"] == 6  # nothing played
    status, played = await post(site, game, auth, {"x": 3, "y": 4, "ply": 6, "form": "enclose"})
    assert status == 200 and "choose" not in played, played
    assert played["state"]["ply"] == 7 and played["state"]["blue"]["score"] == 1
    assert len(played["state"]["areas"]) == 1 and played["state"]["pools"] == []


async def test_a_sport_game_offers_no_form_and_takes_no_border(site: Site) -> None:
    game = await start_game(site.service, width=7, height=7, start=Start.EMPTY)
    auth = player_auth(site, game)
    assert (await state_of(site, game, auth))["forms"] == []
    body = {"x": 1, "y": 1, "ply": 0, "borders": [[[1, 1], [2, 2], [1, 3], [0, 2]]]}
    status, refused = await post(site, game, auth, body)
    assert status == 422 and refused["ok"] is False, refused
    assert (await state_of(site, game, auth))["ply"] == 0


async def test_a_body_the_page_never_sends_is_refused_unread(site: Site) -> None:
    game = await start_game(site.service, width=7, height=7, start=Start.EMPTY,
                            variants=(("free_contour", True),))
    auth = player_auth(site, game)
    for extra in ({"form": "circle"}, {"form": 1}, {"borders": "1-1 2-2"},
                  {"borders": [[[1, 1, 1]]]}, {"borders": [[[1, True]]]},
                  {"borders": [[[1, 2]]] * 17}, {"borders": [[[1, -2]]]}):
        status, refused = await post(site, game, auth, {"x": 1, "y": 1, "ply": 0, **extra})
        assert status == 400 and refused["error"] == "bad-request", (extra, refused)
    assert (await state_of(site, game, auth))["ply"] == 0
    assert await site.service.parts.storage.moves(game) == []
