"""Requests nobody's page sends, made up by Hypothesis and thrown at the real server over a
raw socket: odd methods, paths, headers, credentials and bodies. Whatever comes, the
answer is never a 5xx, and nothing reaches the log at ERROR or with a traceback.

The server runs in a thread of its own (its own event loop) for the whole module, so each
example is one plain socket exchange."""

from __future__ import annotations

import asyncio
import json
import logging
import socket
import threading
from collections.abc import Iterator
from dataclasses import dataclass

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.identity import ChatRef
from bot.web.limits import RateLimits
from tests.bot.conftest import Clock, opened, start_game
from tests.support.telegram_init_data import sign_init_data
from tests.web.conftest import TELEGRAM_TOKEN, Members, running_board
from tests.web.test_api import player_auth

HANG_GUARD = 30.0
PATHS = ("/board/", "/board", "/board/static/board.js", "/board/api/link",
         "/board/api/games/{game}", "/board/api/games/{game}/events",
         "/board/api/games/{game}/moves", "/board/api/games/99", "/", "/telegram")
METHODS = ("GET", "POST", "HEAD", "PUT", "DELETE", "OPTIONS", "PATCH", "TRACE", "CONNECT")
ODD = st.text(st.characters(blacklist_categories=("Cs",), blacklist_characters="\r\n"),
              max_size=80)


@dataclass
class Served:
    host: str
    port: int
    game: int
    credentials: list[str]
    records: list[logging.LogRecord]


class Recorder(logging.Handler):
    def __init__(self, records: list[logging.LogRecord]) -> None:
        super().__init__(logging.DEBUG)
        self.records = records

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


@pytest.fixture(scope="module")
def served() -> Iterator[Served]:
    """The board on a memory database with one game, served from a thread of its own;
    every log record of the process kept meanwhile."""
    records: list[logging.LogRecord] = []
    ready: list[Served] = []
    started, stop = threading.Event(), threading.Event()

    async def serve() -> None:
        clock = Clock()
        async with opened("memory://odd-requests") as storage:
            members = Members()
            async with running_board(storage, clock, members=members,
                                     failures=RateLimits(burst=10 ** 6)) as site:
                game = await start_game(site.service, chat=ChatRef("telegram", "-100"))
                init = sign_init_data(TELEGRAM_TOKEN, 42, "Ann", auth_date=clock())
                host, port = site.url.removeprefix("http://").split(":")
                ready.append(Served(host, int(port), game,
                                    [player_auth(site, game).removeprefix("Link "), init],
                                    records))
                started.set()
                while not stop.is_set():
                    await asyncio.sleep(0.05)

    root = logging.getLogger()
    recorder, level = Recorder(records), root.level
    root.addHandler(recorder)
    root.setLevel(logging.DEBUG)
    failed: list[BaseException] = []

    def run() -> None:
        try:
            asyncio.run(serve())
        except BaseException as error:  # said by the test instead of a bare "not started"
            failed.append(error)
            started.set()

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    try:
        assert started.wait(HANG_GUARD), "the board did not start"
        assert not failed, f"the board failed to start: {failed[0]!r}"
        yield ready[0]
    finally:
        stop.set()
        thread.join(HANG_GUARD)
        root.removeHandler(recorder)
        root.setLevel(level)


@st.composite
def requests(draw: st.DrawFn, served: Served) -> bytes:
    method = draw(st.sampled_from(METHODS) | st.text("ABCDEFGHIJKLMNOPQRSTUVWXYZ", min_size=1,
                                                     max_size=8))
    path = draw(st.sampled_from(PATHS)).format(game=served.game)
    path += draw(st.sampled_from(["", "?", "?t=", "/..", "%2e%2e/", "/x"]) | ODD)
    scheme = draw(st.sampled_from(["Link ", "tma ", "link ", "Bearer ", "", "TMA  "]))
    credential = draw(st.sampled_from(served.credentials) | ODD)
    cut = draw(st.integers(0, len(credential)))
    credential = draw(st.sampled_from([
        credential, credential[:cut] + draw(ODD) + credential[cut:],
        credential.replace("hash=", "hash=%C3%A9", 1), credential[: cut],
    ]))
    body = draw(st.sampled_from([
        b"", b"[" * 1020, b'{"x":' * 300, b"\xff\xfe", b'{"x":1,"y":1,"ply":0}',
        b'{"x":-1,"y":1e400,"ply":null}', json.dumps({"x": "é" * 500}).encode(),
    ]) | st.binary(max_size=1200))
    headers = [b"Host: x", b"Connection: close",
               b"Authorization: " + (scheme + credential).encode(errors="surrogateescape"),
               b"Content-Length: " + str(len(body)).encode()]
    headers += draw(st.lists(st.sampled_from([
        b"Accept-Language: " + draw(ODD).encode(),
        b"Content-Type: " + draw(ODD).encode(),
        b"Accept-Encoding: gzip", b"If-None-Match: " + draw(ODD).encode(),
        b"X-Forwarded-For: " + draw(ODD).encode(), b"Expect: 100-continue",
    ]), max_size=3))
    line = method.encode() + b" " + path.encode() + b" HTTP/1.1"
    return b"\r\n".join([line, *headers]) + b"\r\n\r\n" + body


def status_line(served: Served, request: bytes) -> bytes:
    """Send ``request``; the first line of the answer (all a live board's stream needs)."""
    with socket.create_connection((served.host, served.port), timeout=HANG_GUARD) as sock:
        sock.sendall(request)
        answer = b""
        while b"\r\n" not in answer and (chunk := sock.recv(4096)):
            answer += chunk
    return answer.partition(b"\r\n")[0]


@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_odd_requests_never_fail_the_server(served: Served, data: st.DataObject) -> None:
    request = data.draw(requests(served))
    line = status_line(served, request)
    assert line.startswith(b"HTTP/1."), (request, line)
    assert int(line.split(b" ", 2)[1]) < 500, (request, line)
    bad = [r for r in served.records if r.levelno >= logging.ERROR or r.exc_info]
    assert not bad, [(r.name, r.getMessage()) for r in bad]
