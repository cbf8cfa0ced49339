"""The web board's actions besides moving, over HTTP with the real aiohttp server and the
service on a real database: resignation, draws, takebacks, hints and a finished game's
analysis are the commands chat uses (one door), announced to the game's chat, and the
page reads from the state what it may do now; whatever a page may not do is refused with
a code and a sentence in the viewer's language, and changes nothing."""

from __future__ import annotations

import asyncio
import base64
from typing import Any

from bot.computer import ComputerPlayer
from bot.domain import GameStatus
from bot.service import GameOptions, Opponent
from bot.service.commands import Challenge, Move, Resign
from bot.service.delivery.notices import Notice
from bot.service.service_config import AnalysisSettings
from bot.storage import Storage
from core import Start
from tests.bot.conftest import ALICE, BOB, CHAT, Clock, ev, on_real_databases, start_game
from tests.support.engines import Estimating
from tests.support.telegram_init_data import sign_init_data
from tests.web.conftest import TELEGRAM_TOKEN, Site, running_board
from tests.web.test_api import ANN, BORIS, GROUP, link_auth, player_auth, state_of

PNG = b"\x89PNG\r\n\x1a\n"


async def act(site: Site, game: int, auth: str, action: str, version: int | None = None
              ) -> tuple[int, dict[str, Any]]:
    if version is None:
        version = (await state_of(site, game, auth))["version"]
    body = {"action": action, "version": version}
    async with await site.post(f"/board/api/games/{game}/actions", body, auth) as response:
        return response.status, await response.json()


def told_to_chat(site: Site) -> list[Notice]:
    told: list[Notice] = []

    async def post(notice: Notice) -> None:
        told.append(notice)

    site.service.notices.subscribe(CHAT.platform, post)
    return told


@on_real_databases
async def test_a_resignation_on_the_page_ends_the_game_and_the_chat_is_told(site: Site) -> None:
    told = told_to_chat(site)
    game = await start_game(site.service)
    auth = player_auth(site, game)
    before = await state_of(site, game, auth)
    assert "resign" in before["actions"] and before["moves"] == []
    status, answer = await act(site, game, auth, "resign")
    assert status == 200, answer
    state = answer["state"]
    assert state["status"] == "finished" and state["actions"] == []
    assert answer["message"].startswith("Alice resigns game #1.")
    row = await site.service.parts.storage.game(game)
    assert row is not None and row.status is GameStatus.FINISHED
    assert row.result is not None and row.result.winner == 2
    # announced through the outbox: the chat's card follows at once
    assert await site.service.delivery.drain(CHAT.platform) == 1
    (notice,) = told
    assert notice.result.keys[0] == "resigned"
    assert notice.result.game is not None and notice.result.game.status is GameStatus.FINISHED


async def test_a_draw_offered_on_the_page_is_accepted_in_chat(site: Site) -> None:
    told = told_to_chat(site)
    game = await start_game(site.service)
    alice, bob = player_auth(site, game), player_auth(site, game, BOB)
    status, answer = await act(site, game, alice, "draw")
    assert status == 200, answer
    mine = answer["state"]
    assert mine["draw_offer"] == "blue" and "draw" not in mine["actions"]
    assert mine["words"]["web-draw-offered"] == "You offered a draw: waiting for the answer."
    assert (await state_of(site, game, bob))["words"]["web-draw-offered"] == "Alice offers a draw."
    theirs = await state_of(site, game, bob)
    assert {"draw", "decline-draw"} <= set(theirs["actions"])
    assert await site.service.delivery.drain(CHAT.platform) == 1
    assert told[0].result.keys[0] == "draw-offered"
    accepted = await site.service.say(ev(), CHAT, BOB, "/draw", quiet=False)
    assert accepted is not None and accepted.ok, accepted
    over = await state_of(site, game, alice)
    assert over["status"] == "finished" and over["draw_offer"] is None
    assert over["blue"]["score"] == over["red"]["score"]


async def test_a_draw_offered_in_chat_is_declined_then_accepted_on_the_page(site: Site) -> None:
    game = await start_game(site.service)
    alice = player_auth(site, game)
    offered = await site.service.say(ev(), CHAT, BOB, "/draw", quiet=False)
    assert offered is not None and offered.ok
    state = await state_of(site, game, alice)
    assert state["draw_offer"] == "red"
    assert {"draw", "decline-draw"} <= set(state["actions"])
    status, answer = await act(site, game, alice, "decline-draw")
    assert status == 200 and answer["state"]["draw_offer"] is None
    assert "declined" in answer["message"]
    assert (await site.service.say(ev(), CHAT, BOB, "/draw", quiet=False)).ok  # type: ignore[union-attr]
    status, answer = await act(site, game, alice, "draw")
    assert status == 200 and answer["state"]["status"] == "finished"


async def test_a_takeback_asked_on_the_page_is_answered_on_the_other_page(site: Site) -> None:
    told = told_to_chat(site)
    game = await start_game(site.service, rated=False)
    alice, bob = player_auth(site, game), player_auth(site, game, BOB)
    assert (await site.service.play.move(ev(), CHAT, ALICE, Move("3-3"))).ok
    state = await state_of(site, game, alice)
    assert "takeback" in state["actions"] and state["moves"] == [[3, 3, "b"]]
    assert "takeback" not in (await state_of(site, game, bob))["actions"]  # Bob has no move
    status, answer = await act(site, game, alice, "takeback")
    assert status == 200, answer
    assert answer["state"]["takeback_offer"] == "blue"
    theirs = await state_of(site, game, bob)
    assert {"accept-takeback", "decline-takeback"} <= set(theirs["actions"])
    assert theirs["words"]["web-takeback-offered"] == "Alice asks to take back their last move."
    status, answer = await act(site, game, bob, "accept-takeback")
    assert status == 200, answer
    after = answer["state"]
    assert after["ply"] == 0 and after["moves"] == [] and after["takeback_offer"] is None
    assert await site.service.parts.storage.moves(game) == []
    await site.service.delivery.drain(CHAT.platform)
    assert [n.result.keys[0] for n in told] == ["takeback-offered", "takeback-accepted"]


async def test_a_double_tap_acts_once(site: Site) -> None:
    game = await start_game(site.service)
    alice = player_auth(site, game)
    version = (await state_of(site, game, alice))["version"]
    answers = await asyncio.gather(*(act(site, game, alice, "draw", version) for _ in range(4)))
    assert all(status == 200 for status, _ in answers), answers
    row = await site.service.parts.storage.game(game)
    assert row is not None and row.draw_offer == 1 and row.version == version + 1


async def test_a_hint_in_a_training_game_comes_with_its_picture(
    storage: Storage, clock: Clock
) -> None:
    async with running_board(storage, clock, engine=Estimating(0.62)) as site:
        started = await site.service.challenges.challenge(
            ev(), CHAT, ALICE, Challenge(Opponent.computer("easy"), GameOptions(width=8, height=8))
        )
        assert started.game is not None
        game = started.game.id
        alice = player_auth(site, game)
        assert "hint" in (await state_of(site, game, alice))["actions"]
        status, answer = await act(site, game, alice, "hint")
        assert status == 200, answer
        assert answer["message"] == "Hint for #1: 1-1 — Blue's chances about 62%"
        head, data = answer["picture"].split(",", 1)
        assert head == "data:image/png;base64" and base64.b64decode(data).startswith(PNG)
        row = await storage.game(game)
        assert row is not None and row.hints == 1
        assert (await site.service.play.move(ev(), CHAT, ALICE, Move("1-8"))).ok
        state = await state_of(site, game, alice)  # the computer's turn, not yet played
        assert state["to_move"] == "red" and "hint" not in state["actions"]
        status, answer = await act(site, game, alice, "hint")
        assert status == 422 and answer["error"] == "not-your-turn", answer
        assert (await storage.game(game)).hints == 1  # type: ignore[union-attr]


async def test_a_finished_games_analysis_is_started_then_shown(
    storage: Storage, clock: Clock
) -> None:
    settings = AnalysisSettings(playouts=200, part_playouts=4000)
    engine = ComputerPlayer(seconds=None, playouts=200, inline=True)
    async with running_board(storage, clock, engine=engine, analysis=settings) as site:
        game = await start_game(site.service, width=6, height=6, start=Start.EMPTY)
        alice = player_auth(site, game)
        for blue, red in (("2-2", "3-3"), ("4-4", "5-5")):
            assert (await site.service.play.move(ev(), CHAT, ALICE, Move(blue))).ok
            assert (await site.service.play.move(ev(), CHAT, BOB, Move(red))).ok
        assert (await state_of(site, game, alice))["analysis"] is None  # still played
        done = await site.service.play.resign(ev(), CHAT, BOB, Resign(game, confirmed=True))
        assert done.ok
        assert (await state_of(site, game, alice))["analysis"] == "none"
        async with await site.post(f"/board/api/games/{game}/analysis", {}, alice) as response:
            assert response.status == 200
            started = await response.json()
        assert started["analysis"] == "running" and "Analysing #1" in started["message"]
        assert (await state_of(site, game, alice))["analysis"] == "running"
        runs = site.service.analysis.runs
        assert runs is not None and await runs.settle() == 1
        assert (await state_of(site, game, alice))["analysis"] == "done"
        async with await site.post(f"/board/api/games/{game}/analysis", {}, alice) as response:
            shown = await response.json()
        assert shown["analysis"] == "done"
        assert shown["message"].startswith("Analysis of #1: Alice (Blue) – Bob (Red), 4 moves")
        assert base64.b64decode(shown["picture"].split(",", 1)[1]).startswith(PNG)


# ------------------------------------------------------------------ refusals
async def test_a_spectator_may_do_nothing(site: Site) -> None:
    game = await start_game(site.service)
    watch = link_auth(site.service.web.link(game, None))
    state = await state_of(site, game, watch)
    assert state["actions"] == [] and state["analysis"] is None
    for action in ("resign", "draw", "takeback", "hint"):
        status, answer = await act(site, game, watch, action, state["version"])
        assert status == 403 and answer["error"] == "web-spectator", answer
        assert "watching" in answer["message"]
    async with await site.post(f"/board/api/games/{game}/analysis", {}, watch) as response:
        assert response.status == 403
    row = await site.service.parts.storage.game(game)
    assert row is not None and row.version == state["version"] and row.draw_offer is None


async def test_out_of_turn_over_or_not_allowed_is_refused_with_the_reason(site: Site) -> None:
    game = await start_game(site.service, rated=True)
    alice, bob = player_auth(site, game), player_auth(site, game, BOB)
    status, answer = await act(site, game, bob, "hint")
    assert status == 422 and answer["error"] == "hint-people", answer
    assert answer["state"]["ply"] == 0  # the page redraws what is
    status, answer = await act(site, game, bob, "accept-takeback")
    assert status == 422 and answer["error"] == "takeback-none"
    assert (await site.service.play.move(ev(), CHAT, ALICE, Move("3-3"))).ok
    status, answer = await act(site, game, alice, "takeback")
    assert status == 422 and answer["error"] == "takeback-rated"
    status, answer = await act(site, game, alice, "decline-draw")
    assert status == 422 and answer["error"] == "no-draw-offer"
    assert (await act(site, game, alice, "resign"))[0] == 200
    for action in ("draw", "resign", "takeback"):
        status, answer = await act(site, game, bob, action)
        assert status == 422 and answer["error"] == "game-over", answer
        assert "over" in answer["message"]
    async with await site.post(f"/board/api/games/{game}/analysis", {}, alice) as response:
        assert response.status == 422
        assert (await response.json())["error"] == "analysis-no-engine"


async def test_a_forged_or_malformed_request_is_refused(site: Site) -> None:
    game = await start_game(site.service)
    alice = player_auth(site, game)
    version = (await state_of(site, game, alice))["version"]
    other = await start_game(site.service)
    forged = alice[:-3] + ("AAA" if not alice.endswith("AAA") else "BBB")
    status, answer = await act(site, game, forged, "resign", 1)
    assert status == 401 and answer["error"] in ("forged", "signin")
    status, answer = await act(site, other, alice, "resign", 1)
    assert status == 403 and answer["error"] == "other-game"
    url = f"/board/api/games/{game}/actions"
    for body in ({"action": "ground", "version": 1}, {"action": "resign"},
                 {"action": "resign", "version": "1"}, {"action": "resign", "version": True},
                 {"action": ["resign"], "version": 1}, [1, 2], "resign"):
        async with await site.post(url, body, alice) as response:
            assert response.status == 400, body
            assert (await response.json())["error"] == "bad-request"
    headers = {"Authorization": alice, "Content-Type": "application/json"}
    async with site.http.post(site.url + url, data="[" * 1020, headers=headers) as response:
        assert response.status == 400
    async with site.http.post(site.url + url, data=b" " * 5000, headers=headers) as response:
        assert response.status == 413
    row = await site.service.parts.storage.game(game)
    assert row is not None and row.status is GameStatus.ACTIVE and row.version == version


async def test_a_body_arriving_in_pieces_is_read_whole(site: Site) -> None:
    game = await start_game(site.service)
    alice = player_auth(site, game)
    version = (await state_of(site, game, alice))["version"]

    async def pieces():  # type: ignore[no-untyped-def]
        yield b'{"action": "dr'
        await asyncio.sleep(0.3)
        yield f'aw", "version": {version}}}'.encode()

    headers = {"Authorization": alice, "Content-Type": "application/json"}
    url = f"{site.url}/board/api/games/{game}/actions"
    async with site.http.post(url, data=pieces(), headers=headers) as response:
        assert response.status == 200, await response.text()
    assert (await site.service.parts.storage.game(game)).draw_offer == 1  # type: ignore[union-attr]


async def test_refusals_are_worded_in_the_viewers_language(site: Site, clock: Clock) -> None:
    game = await start_game(site.service, ANN, BORIS, GROUP)
    init = sign_init_data(TELEGRAM_TOKEN, 501, "Ann", auth_date=clock(), language_code="ru",
                          start_param=f"g{game}")
    ann = f"tma {init}"
    status, answer = await act(site, game, ann, "decline-draw")
    assert status == 422 and "ничью" in answer["message"], answer
    state = (await state_of(site, game, ann))
    assert state["words"]["web-resign"] == "Сдаться"
