"""The board's API against requests nobody's page sends, over HTTP and raw sockets to the
real server: malformed credentials are 401 and never 500, failures of every kind count
against the address until 429, nothing from outside makes a traceback, a body may arrive
in pieces, slow headers and idle connections are cut off, live boards are capped per
viewer, and every answer carries its headers."""

from __future__ import annotations

import asyncio
import json
import logging
from datetime import timedelta

import pytest

from bot.service.places.web_links import LinkSigner
from bot.storage import Storage
from bot.web.limits import MOST_STREAMS, RateLimits
from tests.bot.conftest import BOB, Clock, start_game
from tests.support.telegram_init_data import sign_init_data
from tests.web.conftest import TELEGRAM_TOKEN, Site, running_board, still
from tests.web.test_api import link_auth, player_auth, post_move

HANG_GUARD = 30.0


def signed(signer: LinkSigner, payload: object) -> str:
    """A link signed with the board's own key around ``payload`` (what a leaked key, or a
    link of an older shape, would give)."""
    return f"Link {signer._seal.close(payload)}"  # type: ignore[arg-type]


async def raw_request(site: Site, *parts: bytes, pause: float = 0.0) -> bytes:
    """Send ``parts`` on one connection (``pause`` between them); the whole answer."""
    host, port = site.url.removeprefix("http://").split(":")
    reader, writer = await asyncio.open_connection(host, int(port))
    try:
        for n, part in enumerate(parts):
            if n and pause:
                await asyncio.sleep(pause)
            writer.write(part)
            await writer.drain()
        return await asyncio.wait_for(reader.read(), HANG_GUARD)
    finally:
        writer.close()


def status_of(answer: bytes) -> int:
    return int(answer.split(b" ", 2)[1])


async def test_malformed_credentials_are_refused_not_failed(
    storage: Storage, clock: Clock, caplog: pytest.LogCaptureFixture
) -> None:
    async with running_board(storage, clock, failures=RateLimits(burst=100)) as site:
        await refused_alike(site, clock, caplog)


async def refused_alike(site: Site, clock: Clock, caplog: pytest.LogCaptureFixture) -> None:
    game = await start_game(site.service)
    signer = site.service.web.signer
    expires = int((clock() + timedelta(days=1)).timestamp())
    future = sign_init_data(TELEGRAM_TOKEN, 1, "Alice", auth_date=clock() + timedelta(hours=1))
    odd = [
        "Link abc.ééé",
        "Link ééé.abc",
        "tma query_id=x&auth_date=1&hash=%C3%A9",
        "tma query_id=x&auth_date=1&hash=%FF%FE",
        "tma é",
        signed(signer, {"game": game, "expires": expires}),  # an object, not a list
        signed(signer, [game]),
        signed(signer, [game, expires, ["test"], {"id": "1"}]),
        signed(signer, [game, 10 ** 30]),
        signed(signer, "game"),
        f"tma {future}",  # dated an hour ahead
    ]
    with caplog.at_level(logging.DEBUG):
        for auth in odd:
            for path in (f"/board/api/games/{game}", f"/board/api/games/{game}/events",
                         "/board/api/link"):
                async with await site.get(path, auth) as response:
                    assert response.status == 401, (auth, path, await response.text())
            async with await site.post(f"/board/api/games/{game}/moves",
                                       {"x": 1, "y": 1, "ply": 0}, auth) as response:
                assert response.status == 401, auth
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR or r.exc_info]
    assert await site.service.parts.storage.moves(game) == []


async def test_a_body_nested_past_reason_is_a_bad_request(site: Site) -> None:
    game = await start_game(site.service)
    headers = {"Authorization": player_auth(site, game), "Content-Type": "application/json"}
    for body in ("[" * 1020, '{"x":' * 200):
        async with site.http.post(f"{site.url}/board/api/games/{game}/moves", data=body,
                                  headers=headers) as response:
            assert response.status == 400
    assert await site.service.parts.storage.moves(game) == []


async def test_a_flood_of_bad_credentials_is_answered_429(storage: Storage, clock: Clock) -> None:
    async with running_board(storage, clock, failures=RateLimits(clock=still)) as site:
        game = await start_game(site.service)
        statuses = []
        for n in range(80):
            auth = "Link abc.ééé" if n % 2 else "tma query_id=x&auth_date=1&hash=%C3%A9"
            async with await site.get(f"/board/api/games/{game}", auth) as response:
                statuses.append(response.status)
        assert set(statuses) == {401, 429}
        assert statuses[0] == 401 and statuses[-1] == 429
        # other failures count as well: unknown paths, methods and bodies
        async with site.http.get(f"{site.url}/board/api/nothing") as response:
            assert response.status == 429
        # a request that does not fail is still answered
        auth = player_auth(site, game)
        async with await site.get(f"/board/api/games/{game}", auth) as response:
            assert response.status == 200


async def test_a_move_whose_body_arrives_in_two_reads_is_played(site: Site) -> None:
    game = await start_game(site.service)
    body = json.dumps({"x": 3, "y": 4, "ply": 0}).encode()
    head = (f"POST /board/api/games/{game}/moves HTTP/1.1\r\nHost: x\r\n"
            f"Authorization: {player_auth(site, game)}\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n").encode()
    answer = await raw_request(site, head + body[:10], body[10:], pause=0.3)
    assert status_of(answer) == 200, answer
    assert [(m.x, m.y) for m in await site.service.parts.storage.moves(game)] == [(3, 4)]


async def test_spectators_each_have_a_bucket_of_their_own(storage: Storage, clock: Clock) -> None:
    """Behind a proxy every spectator comes from one address: one of them hammering the
    API holds back nobody else."""
    async with running_board(storage, clock, limits=RateLimits(rate=0.001, burst=3)) as site:
        game = await start_game(site.service)
        hammer = link_auth(site.service.web.link(game, None))
        clock.advance(seconds=1)  # another moment, another link
        quiet = link_auth(site.service.web.link(game, None))
        assert quiet != hammer
        statuses = []
        for _ in range(5):
            async with await site.get(f"/board/api/games/{game}", hammer) as response:
                statuses.append(response.status)
        assert statuses[-1] == 429
        async with await site.get(f"/board/api/games/{game}", quiet) as response:
            assert response.status == 200


async def test_a_viewer_holds_a_few_live_boards_at_most(site: Site) -> None:
    game = await start_game(site.service)
    alice, bob = player_auth(site, game), player_auth(site, game, BOB)
    path = f"/board/api/games/{game}/events"
    streams = [await site.get(path, alice) for _ in range(MOST_STREAMS)]
    try:
        assert [s.status for s in streams] == [200] * MOST_STREAMS
        async with await site.get(path, alice) as refused:
            assert refused.status == 429 and refused.headers["Retry-After"]
            assert (await refused.json())["error"] == "too-many-boards"
        async with await site.get(path, bob) as other:
            assert other.status == 200  # another viewer is not held back
        streams.pop().close()
        # the server hears a page went away when it next writes to it: at a ping, or
        # here at once, after a move
        assert (await post_move(site, game, alice, 5, 5, 0))[0] == 200
        for _ in range(200):  # a hang guard, not a timing
            again = await site.get(path, alice)
            if again.status == 200:
                break
            again.close()
            await asyncio.sleep(0.05)
        assert again.status == 200
        again.close()
    finally:
        for stream in streams:
            stream.close()


async def test_slow_headers_and_idle_connections_are_cut_off(
    storage: Storage, clock: Clock
) -> None:
    """Headers sent a byte at a time, or never, hold a connection for the header time
    (half a second here, so the test need not wait long) and no longer."""
    async with running_board(storage, clock, head_seconds=0.5) as site:
        host, port = site.url.removeprefix("http://").split(":")
        slow_reader, slow = await asyncio.open_connection(host, int(port))
        slow.write(b"GET /board/ HTTP/1.1\r\nHost: x\r\n")  # and the rest never comes
        idle_reader, idle = await asyncio.open_connection(host, int(port))
        assert await asyncio.wait_for(slow_reader.read(), HANG_GUARD) == b""
        assert await asyncio.wait_for(idle_reader.read(), HANG_GUARD) == b""
        slow.close()
        idle.close()


async def test_every_answer_carries_its_headers(site: Site) -> None:
    for method, path, wanted in (("GET", "/board/nothing", 404), ("GET", "/nothing", 404),
                                 ("DELETE", "/board/api/link", 405), ("PUT", "/board/", 405),
                                 ("GET", "/board/", 200), ("GET", "/board/api/link", 401)):
        async with site.http.request(method, site.url + path) as response:
            assert response.status == wanted, (method, path)
            assert response.headers["X-Content-Type-Options"] == "nosniff", (method, path)
            server = response.headers.get("Server", "")
            assert not any(c.isdigit() for c in server) and "aiohttp" not in server, server
    answer = await raw_request(site, b"CONNECT example.org:443 HTTP/1.1\r\nHost: x\r\n"
                                     b"Connection: close\r\n\r\n")
    assert status_of(answer) == 405, answer
    assert b"x-content-type-options: nosniff" in answer.lower()


async def test_a_token_in_an_address_stays_out_of_the_access_log(
    site: Site, caplog: pytest.LogCaptureFixture
) -> None:
    game = await start_game(site.service)
    token = player_auth(site, game).removeprefix("Link ")
    with caplog.at_level(logging.INFO, logger="aiohttp.access"):
        async with site.http.get(f"{site.url}/board/?t={token}") as response:
            assert response.status == 200
        async with site.http.get(f"{site.url}/board/api/games/{game}?auth={token}") as response:
            assert response.status == 401
    lines = [r.getMessage() for r in caplog.records if r.name == "aiohttp.access"]
    assert any("/board/api/games/" in line for line in lines)
    assert not [line for line in lines if token in line or "?" in line]



async def test_behind_a_proxy_failures_count_per_client(storage: Storage, clock: Clock) -> None:
    """With ``WEB_BEHIND_PROXY`` every request comes from the proxy: the address it names
    last in ``X-Forwarded-For`` is the client's (those before it the client may have
    written itself)."""
    failures = RateLimits(clock=still)
    async with running_board(storage, clock, behind_proxy=True, failures=failures) as site:
        url = f"{site.url}/board/api/link"
        flood = {"Authorization": "Link x.y", "X-Forwarded-For": "10.0.0.9, 192.0.2.1"}
        statuses = []
        for _ in range(40):
            async with site.http.get(url, headers=flood) as response:
                statuses.append(response.status)
        assert statuses[-1] == 429
        other = {"Authorization": "Link x.y", "X-Forwarded-For": "10.0.0.9, 192.0.2.2"}
        async with site.http.get(url, headers=other) as response:
            assert response.status == 401  # another client is not held back


async def test_a_card_pictures_address_shows_its_position_alone_and_stays_out_of_the_log(
    site: Site, caplog: pytest.LogCaptureFixture
) -> None:
    game = await start_game(site.service)
    signer = site.service.parts.views.pictures
    assert signer is not None
    row = await site.service.parts.storage.game(game)
    assert row is not None
    address = signer.address(game, row.ply, site.service.parts.now())
    token = address.rsplit("/", 1)[1].removesuffix(".png")
    board_token = player_auth(site, game).removeprefix("Link ")
    with caplog.at_level(logging.INFO, logger="aiohttp.access"):
        async with site.http.get(address + "?l=ru&s=dark") as response:
            assert response.status == 200 and response.content_type == "image/png"
            assert (await response.read()).startswith(b"\x89PNG")
        tampered = token[:-1] + ("A" if token[-1] != "A" else "B")
        stale = signer.address(game, row.ply + 1, site.service.parts.now())  # not yet played
        for other in (tampered, board_token, stale.rsplit("/", 1)[1].removesuffix(".png")):
            async with site.http.get(f"{site.url}/board/pictures/{other}.png") as response:
                assert response.status == 404, other
    lines = [r.getMessage() for r in caplog.records if r.name == "aiohttp.access"]
    assert sum("/board/pictures/…" in line for line in lines) == 4
    assert not [line for line in lines if token in line or board_token in line]
