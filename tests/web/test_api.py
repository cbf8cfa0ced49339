"""The web board's API with its real aiohttp server and the service on a real database:
a move through the page is a move through chat (one use case, one ply check, one event
key), and what a page may not do is refused with a reason in the viewer's language."""

from __future__ import annotations

import asyncio
import json
from datetime import timedelta
from urllib.parse import urlsplit

import aiohttp

from bot.identity import Actor, ChatRef
from bot.service.commands import Move
from bot.service.delivery.notices import Notice
from tests.bot.conftest import ALICE, BOB, CAROL, CHAT, Clock, ev, on_real_databases, start_game
from tests.support.telegram_init_data import sign_init_data, tampered
from tests.web.conftest import TELEGRAM_TOKEN, Members, Site, running_board

ANN = Actor("telegram", "501", "Ann", "ann", "ru")
BORIS = Actor("telegram", "502", "Boris", "boris")
GROUP = ChatRef("telegram", "-1001")


def link_auth(url: str) -> str:
    """The ``Authorization`` a page sends for a link (the token is in the fragment)."""
    fragment = urlsplit(url).fragment
    assert fragment.startswith("t=")
    return f"Link {fragment[2:]}"


def player_auth(site: Site, game: int, actor: Actor = ALICE) -> str:
    return link_auth(site.service.web.link(game, actor.ref))


async def state_of(site: Site, game: int, auth: str) -> dict:
    async with await site.get(f"/board/api/games/{game}", auth) as response:
        assert response.status == 200, await response.text()
        return (await response.json())["state"]


async def post_move(site: Site, game: int, auth: str, x: int, y: int, ply: int
                    ) -> tuple[int, dict]:
    async with await site.post(f"/board/api/games/{game}/moves",
                               {"x": x, "y": y, "ply": ply}, auth) as response:
        return response.status, await response.json()


@on_real_databases
async def test_a_player_moves_by_link_and_the_chat_is_told(site: Site) -> None:
    service = site.service
    told: list[Notice] = []

    async def post(notice: Notice) -> None:
        told.append(notice)

    service.notices.subscribe(CHAT.platform, post)
    game = await start_game(service)
    auth = player_auth(site, game)
    before = await state_of(site, game, auth)
    assert (before["you"], before["can_move"], before["ply"]) == ("blue", True, 0)
    status, answer = await post_move(site, game, auth, 12, 9, 0)
    assert status == 200, answer
    after = answer["state"]
    assert after["ply"] == 1 and after["last"] == [12, 9]
    assert [12, 9, "b", 0] in after["dots"]
    assert after["can_move"] is False and after["to_move"] == "red"
    view = await service.cards.game(game)
    assert view is not None and view.ply == 1
    # the change is announced to the game's chat: its card follows
    assert await service.delivery.drain(CHAT.platform) == 1
    assert [n.result.game.ply for n in told if n.result.game] == [1]
    assert told[0].chat == CHAT


@on_real_databases
async def test_a_double_tap_plays_once(site: Site) -> None:
    game = await start_game(site.service)
    auth = player_auth(site, game)
    answers = await asyncio.gather(*(post_move(site, game, auth, 5, 5, 0) for _ in range(5)))
    assert {status for status, _ in answers} <= {200, 409}
    assert any(status == 200 for status, _ in answers)
    moves = await site.service.parts.storage.moves(game)
    assert [(m.x, m.y) for m in moves] == [(5, 5)]


async def test_an_old_page_hears_the_position_changed(site: Site) -> None:
    game = await start_game(site.service)
    assert (await site.service.play.move(ev(), CHAT, ALICE, Move("3-3"))).ok
    status, answer = await post_move(site, game, player_auth(site, game, BOB), 4, 4, 0)
    assert status == 409 and answer["error"] == "position-changed"
    assert answer["state"]["ply"] == 1  # the page redraws the position as it is
    assert len(await site.service.parts.storage.moves(game)) == 1


async def test_refused_moves_change_nothing(site: Site) -> None:
    game = await start_game(site.service)
    blue, red = player_auth(site, game), player_auth(site, game, BOB)
    status, answer = await post_move(site, game, red, 4, 4, 0)
    assert status == 422 and answer["error"] == "not-your-turn"
    assert (await post_move(site, game, blue, 4, 4, 0))[0] == 200
    status, answer = await post_move(site, game, red, 4, 4, 1)
    assert status == 422 and answer["error"] == "move-occupied"
    assert "4-4" in answer["message"]
    status, answer = await post_move(site, game, red, 99, 4, 1)
    assert status == 422 and answer["error"] == "move-off-field"
    assert len(await site.service.parts.storage.moves(game)) == 1


async def test_a_spectator_watches_and_cannot_move(site: Site) -> None:
    game = await start_game(site.service)
    watch = link_auth(site.service.web.link(game, None))
    state = await state_of(site, game, watch)
    assert state["you"] is None and state["can_move"] is False
    status, answer = await post_move(site, game, watch, 4, 4, 0)
    assert status == 403 and answer["error"] == "web-spectator"
    assert await site.service.parts.storage.moves(game) == []


async def test_forged_expired_and_other_games_links_are_refused(
    site: Site, clock: Clock
) -> None:
    game = await start_game(site.service)
    other = await start_game(site.service, CAROL, BOB, ChatRef("test", "300"))
    auth = player_auth(site, game)
    body, signature = auth.removeprefix("Link ").split(".")
    forged = f"Link {body}.{signature[:-1]}{'A' if signature[-1] != 'A' else 'B'}"
    async with await site.get(f"/board/api/games/{game}", forged) as response:
        assert response.status == 401
        assert (await response.json())["error"] == "forged"
    async with await site.get(f"/board/api/games/{other}", auth) as response:
        assert response.status == 403
    async with await site.get(f"/board/api/games/{game}") as response:
        assert response.status == 401
    status, _ = await post_move(site, game, forged, 4, 4, 0)
    assert status == 401
    clock.advance(days=8)
    async with await site.get(f"/board/api/games/{game}", auth) as response:
        assert response.status == 401
        assert (await response.json())["error"] == "expired"
    assert await site.service.parts.storage.moves(game) == []


async def test_a_link_names_its_game(site: Site) -> None:
    game = await start_game(site.service)
    async with await site.get("/board/api/link", player_auth(site, game)) as response:
        assert await response.json() == {"ok": True, "game": game}


async def test_telegram_init_data_signs_a_player_in(storage, clock: Clock) -> None:
    members = Members()
    members.add(GROUP, Actor("telegram", "777", "Vera"))
    async with running_board(storage, clock, members=members) as site:
        game = await start_game(site.service, ANN, BORIS, GROUP)
        init = sign_init_data(TELEGRAM_TOKEN, 501, "Ann", auth_date=clock(), language_code="ru",
                              start_param=f"g{game}")
        state = await state_of(site, game, f"tma {init}")
        assert state["you"] == "blue" and state["lang"] == "ru"
        assert state["words"]["web-confirm"] != "Confirm"  # worded in Russian
        status, answer = await post_move(site, game, f"tma {init}", 7, 7, 0)
        assert status == 200 and answer["state"]["last"] == [7, 7]
        watcher = sign_init_data(TELEGRAM_TOKEN, 777, "Vera", auth_date=clock())
        assert (await state_of(site, game, f"tma {watcher}"))["you"] is None
        status, _ = await post_move(site, game, f"tma {watcher}", 8, 8, 1)
        assert status == 403


async def test_tampered_stale_and_foreign_init_data_are_refused(
    site: Site, clock: Clock
) -> None:
    game = await start_game(site.service, ANN, BORIS, GROUP)
    good = sign_init_data(TELEGRAM_TOKEN, 501, "Ann", auth_date=clock())
    stale = sign_init_data(TELEGRAM_TOKEN, 501, "Ann", auth_date=clock() - timedelta(hours=25))
    foreign = sign_init_data("999:another-bot", 501, "Ann", auth_date=clock())
    for bad in (tampered(good), stale, foreign, "user=%7B%7D", ""):
        async with await site.get(f"/board/api/games/{game}", f"tma {bad}") as response:
            assert response.status == 401, bad
            assert (await response.json())["error"] in ("signin", "forged")
        status, _ = await post_move(site, game, f"tma {bad}", 4, 4, 0)
        assert status == 401
    assert await site.service.parts.storage.moves(game) == []


async def test_refusals_speak_the_browsers_language(site: Site) -> None:
    headers = {"Authorization": "Link nonsense.x", "Accept-Language": "pl-PL,pl;q=0.9"}
    async with site.http.get(f"{site.url}/board/api/games/1", headers=headers) as response:
        answer = await response.json()
    english = site.board.presenter.t("en", "error-web-forged")
    assert response.status == 401 and answer["message"] != english
    assert answer["message"] == site.board.presenter.t("pl", "error-web-forged")


async def test_bodies_are_bounded_and_checked(site: Site) -> None:
    game = await start_game(site.service)
    auth = player_auth(site, game)
    url = f"{site.url}/board/api/games/{game}/moves"
    headers = {"Authorization": auth, "Content-Type": "application/json"}
    big = json.dumps({"x": 1, "y": 1, "ply": 0, "pad": "x" * 5000})
    async with site.http.post(url, data=big, headers=headers) as response:
        assert response.status == 413
    for bad in ("not json", '{"x": 1}', '{"x": "1", "y": 1, "ply": 0}', '[1, 2, 3]',
                '{"x": true, "y": 1, "ply": 0}'):
        async with site.http.post(url, data=bad, headers=headers) as response:
            assert response.status == 400, bad
    assert await site.service.parts.storage.moves(game) == []


async def test_the_api_is_rate_limited_per_person(storage, clock: Clock) -> None:
    from bot.web.limits import RateLimits
    from tests.web.conftest import still

    async with running_board(storage, clock, limits=RateLimits(1, 5, still)) as site:
        game = await start_game(site.service)
        auth = player_auth(site, game)
        statuses = []
        for _ in range(8):
            async with await site.get(f"/board/api/games/{game}", auth) as response:
                statuses.append(response.status)
                retry = response.headers.get("Retry-After")
        assert statuses[:5] == [200] * 5 and statuses[-1] == 429 and retry
        other = player_auth(site, game, BOB)  # another person is not held back
        async with await site.get(f"/board/api/games/{game}", other) as response:
            assert response.status == 200


async def read_states(response: aiohttp.ClientResponse, count: int) -> list[dict]:
    """The next ``count`` states a page's event stream carries."""
    states: list[dict] = []
    event = None
    async for raw in response.content:
        line = raw.decode().rstrip("\n")
        if line.startswith("event: "):
            event = line[7:]
        elif line.startswith("data: ") and event == "state":
            states.append(json.loads(line[6:]))
            if len(states) == count:
                break
    return states


@on_real_databases
async def test_the_opponents_page_sees_the_move_live(site: Site) -> None:
    game = await start_game(site.service)
    watching = await site.get(f"/board/api/games/{game}/events", player_auth(site, game, BOB))
    assert watching.headers["Content-Type"].startswith("text/event-stream")
    first = await asyncio.wait_for(read_states(watching, 1), 30)
    assert first[0]["ply"] == 0 and first[0]["you"] == "red"
    status, _ = await post_move(site, game, player_auth(site, game), 10, 10, 0)
    assert status == 200
    second = await asyncio.wait_for(read_states(watching, 1), 30)
    assert second[0]["ply"] == 1 and [10, 10, "b", 0] in second[0]["dots"]
    assert second[0]["can_move"] is True
    watching.close()


@on_real_databases
async def test_a_move_stored_by_another_process_reaches_the_page(
    site: Site, second_worker
) -> None:
    game = await start_game(site.service)
    watching = await site.get(f"/board/api/games/{game}/events", player_auth(site, game, BOB))
    await asyncio.wait_for(read_states(watching, 1), 30)
    assert (await second_worker.play.move(ev(), CHAT, ALICE, Move("6-6"))).ok
    # the board's process finds it on its next look at the database
    await site.service.parts.watch.look()
    state = (await asyncio.wait_for(read_states(watching, 1), 30))[0]
    assert state["ply"] == 1 and state["last"] == [6, 6]
    watching.close()


async def test_the_page_is_served_with_its_policy(site: Site) -> None:
    async with site.http.get(f"{site.url}/board/?g=1") as response:
        assert response.status == 200
        policy = response.headers["Content-Security-Policy"]
        html = await response.text()
    assert "'unsafe-inline'" not in policy and "script-src 'self' https://telegram.org" in policy
    assert "<script" in html and "static/board.js" in html
    for name in ("board.js", "board.css"):
        async with site.http.get(f"{site.url}/board/static/{name}") as response:
            assert response.status == 200
            assert response.headers["X-Content-Type-Options"] == "nosniff"
    async with site.http.get(f"{site.url}/board/static/../app.py") as response:
        assert response.status == 404


async def test_web_gives_each_person_their_link(site: Site) -> None:
    service = site.service
    game = await start_game(service)
    mine = await service.say(ev(), CHAT, ALICE, "/web", quiet=False)
    assert mine is not None and mine.keys == ("web-link-player",)
    url = str(mine.replies[0].args["url"])
    assert (await state_of(site, game, link_auth(url)))["you"] == "blue"
    theirs = await service.say(ev(), CHAT, CAROL, "/web", quiet=False)
    assert theirs is not None and theirs.keys == ("web-link-spectator",)
    watch = link_auth(str(theirs.replies[0].args["url"]))
    assert (await state_of(site, game, watch))["you"] is None
    view = await service.cards.game(game)
    assert view is not None and view.board_url == f"{site.url}/board/?g={game}"
    assert "web-board" in [button.action.value for button in view.buttons]


async def test_web_in_a_telegram_group_gives_no_link_signed_as_its_asker(site: Site) -> None:
    """A Telegram group may see an answer there: ``/web`` gives a player's signed link only
    in their private chat with the bot, and in a group the Mini App's link (which signs in
    whoever opens it as themselves) where the app is registered; here it is not."""
    service = site.service
    game = await start_game(service, ANN, BORIS, GROUP)
    there = await service.say(ev(), GROUP, ANN, "/web", quiet=False)
    assert there is not None and there.keys == ("error-web-private",), there
    assert there.replies[0].args == {"game": f"#{game}"}
    assert "#t=" not in str(there)


@on_real_databases
async def test_a_game_whose_rows_do_not_replay_is_gone_not_a_server_error(
    site: Site, database: str
) -> None:
    """Damaged behind the bot's back, a game is set aside when its board is first read:
    the page hears why (410, in its language), then that there is no such game."""
    from tests.bot.test_damaged_games import damage

    game = await start_game(site.service)
    auth = player_auth(site, game)
    assert (await post_move(site, game, auth, 12, 9, 0))[0] == 200
    assert (await post_move(site, game, player_auth(site, game, BOB), 13, 9, 1))[0] == 200
    site.service.parts.games.cache.drop(game)  # as another process, or a restart, would read it
    await damage(database, "a move off the field", game)
    first = await site.get(f"/board/api/games/{game}", auth)
    assert first.status == 410, await first.text()
    answer = await first.json()
    assert answer["error"] == "game-set-aside" and f"#{game}" in answer["message"]
    again = await site.get(f"/board/api/games/{game}", auth)
    assert again.status == 404
