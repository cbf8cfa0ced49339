"""Benchmark: the web board under the attacks of issue 55, against its real server over
the service on SQLite, the log set up as ``python -m bot`` sets it (at WARNING):

* malformed credentials: ``--requests`` requests from one address, ``--at-once`` at a
  time, each with one of four malformed credentials (a link whose signature is not ASCII,
  initData whose hash is not once unquoted, a link signed with the board's key around an
  object, a player's move whose body is 1,020 ``[``): how many were answered 5xx, 401 or
  400, and 429; the bytes of tracebacks and of all lines written to the log; the time;
* games a stranger reads: ``--games`` games (half against the computer in their players'
  private chats, half in groups the stranger is not in, Telegram saying so), each asked
  for by a stranger signed in by Telegram (board and event stream), with the game's number
  in the address and without, on a second server of the same service that counts no
  failures (so no 429 hides an answer): how many games answered 200.

    python bench/bench_web_attack.py [--requests 2000] [--at-once 20] [--games 40]
"""

from __future__ import annotations

import asyncio
import io
import json
import logging
import sys
import tempfile
import time
from collections import Counter
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import aiohttp  # noqa: E402

from bench.figures import whole_number_options  # noqa: E402
from bot.i18n import Translator  # noqa: E402
from bot.identity import Actor, ChatRef, PlayerRef  # noqa: E402
from bot.log_secrets import configure_logging  # noqa: E402
from bot.output.present import Presenter  # noqa: E402
from bot.service import ServiceConfig, build_service  # noqa: E402
from bot.service.places.web_links import _b64  # noqa: E402
from bot.storage import open_storage  # noqa: E402
from bot.telegram.platform import NAME as TELEGRAM  # noqa: E402
from bot.telegram.web_sign_in import MiniAppSignIn  # noqa: E402
from bot.web.app import WebBoard  # noqa: E402
from bot.web.limits import RateLimits  # noqa: E402
from bot.web.server import board_server  # noqa: E402
from tests.support.engines import FirstFreePoint  # noqa: E402
from tests.support.ports import free_port  # noqa: E402
from tests.support.telegram_init_data import sign_init_data  # noqa: E402

TOKEN = "123456:BENCH-token-of-the-bot"
STRANGER = 9000
"""Telegram ids from here on are strangers to every game."""
_events = iter(range(1, 10**9))


class NotAMember:
    """Telegram's word on its groups, as it would be: strangers are in none of them."""

    async def sees(self, chat: ChatRef, user: PlayerRef) -> bool:
        return int(user.user_id) < STRANGER


def ev() -> str:
    return f"bench:{next(_events)}"


def log_capture() -> tuple[io.StringIO, list[int]]:
    """The process's log as ``python -m bot`` sets it up, written to a buffer; and the
    sizes of the tracebacks among its lines."""
    buffer, tracebacks = io.StringIO(), []
    configure_logging("WARNING")
    handler = logging.getLogger().handlers[0]
    assert isinstance(handler, logging.StreamHandler)
    handler.setStream(buffer)

    class Tracebacks(logging.Filter):
        def filter(self, record: logging.LogRecord) -> bool:
            if record.exc_info or record.exc_text:
                text = record.exc_text or logging.Formatter().formatException(record.exc_info)
                tracebacks.append(len(text.encode()))
            return True

    handler.addFilter(Tracebacks())
    return buffer, tracebacks


async def games(service: object, count: int) -> list[int]:
    made = []
    for n in range(count):
        player = Actor("telegram", str(100 + n), f"Player {n}")
        chat = ChatRef("telegram", player.user_id if n % 2 else str(-1000 - n))
        said = await service.say(ev(), chat, player, "/play computer 9x9 empty",  # type: ignore[attr-defined]
                                 quiet=False)
        assert said is not None and said.game is not None, said
        made.append(said.game.id)
    return made


async def flood(site: str, game: int, board: WebBoard, requests: int, at_once: int
                ) -> Counter[int]:
    signer = board.service.web.signer
    body = _b64(json.dumps({"game": game, "expires": 2**31}).encode())
    player = board.service.web.link(game, PlayerRef("telegram", "101")).split("#t=")[1]
    kinds = [
        ("GET", {"Authorization": "Link abc.ééé"}, None),
        ("GET", {"Authorization": "tma query_id=x&auth_date=1&hash=%C3%A9"}, None),
        ("GET", {"Authorization": f"Link {body}.{signer._sign(body)}"}, None),
        ("POST", {"Authorization": f"Link {player}", "Content-Type": "application/json"},
         "[" * 1020),
    ]
    statuses: Counter[int] = Counter()
    left = iter(range(requests))

    async def client(http: aiohttp.ClientSession) -> None:
        for n in left:
            method, headers, data = kinds[n % len(kinds)]
            path = f"/board/api/games/{game}" + ("/moves" if method == "POST" else "")
            async with http.request(method, site + path, headers=headers,
                                    data=data) as response:
                statuses[response.status] += 1

    async with aiohttp.ClientSession() as http:
        await asyncio.gather(*(client(http) for _ in range(at_once)))
    return statuses


async def strangers_read(site: str, made: list[int]) -> tuple[int, Counter[int]]:
    """Of the games ``made``, how many a stranger signed in by Telegram could read (a
    stranger of their own for each game, so no rate limit has a say); the statuses."""
    read, statuses = 0, Counter[int]()
    async with aiohttp.ClientSession() as http:
        for n, game in enumerate(made):
            answers = []
            for start in (None, f"g{game}"):
                init = sign_init_data(TOKEN, STRANGER + n, "Mallory",
                                      auth_date=datetime.now(UTC), start_param=start)
                for path in (f"/board/api/games/{game}", f"/board/api/games/{game}/events"):
                    async with http.get(site + path,
                                        headers={"Authorization": f"tma {init}"}) as response:
                        answers.append(response.status)
            read += 200 in answers
            statuses.update(answers)
    return read, statuses


async def main() -> None:
    options = whole_number_options(__doc__.split("\n")[0], requests=2000, at_once=20, games=40)
    buffer, tracebacks = log_capture()
    folder = Path(tempfile.mkdtemp())
    storage = open_storage(str(folder / "bench.db"))
    await storage.open()
    port = free_port()
    site = f"http://127.0.0.1:{port}"
    service = build_service(storage, ServiceConfig(public_url=site, engine=FirstFreePoint()))
    await service.start()
    service.web.use_chat_access("telegram", NotAMember())
    presenter = Presenter(Translator())
    sign_ins = {"tma": MiniAppSignIn(TOKEN, TELEGRAM)}
    board = WebBoard(service, presenter, public_url=site, sign_ins=sign_ins)
    # the strangers' board counts no failures, so each answer is the access rule's own
    open_port = free_port()
    lenient = WebBoard(service, presenter, public_url=site, sign_ins=sign_ins,
                       failures=RateLimits(1e9, 1e9))
    async with board_server(board, "127.0.0.1", port), board_server(
        lenient, "127.0.0.1", open_port
    ):
        made = await games(service, options.games)
        started = time.perf_counter()
        statuses = await flood(site, made[0], board, options.requests, options.at_once)
        took = time.perf_counter() - started
        read, asked = await strangers_read(f"http://127.0.0.1:{open_port}", made)
    await storage.close()
    log_bytes = len(buffer.getvalue().encode())
    print(f"malformed-credential requests: {options.requests} in {took:.2f} s,"
          f" {options.at_once} at a time")
    print(f"  answered 5xx: {sum(n for s, n in statuses.items() if s >= 500)}")
    print(f"  answered 401 or 400: {statuses[401] + statuses[400]}")
    print(f"  answered 429: {statuses[429]}")
    print(f"  tracebacks in the log: {len(tracebacks)}, {sum(tracebacks)} bytes")
    print(f"  log written: {log_bytes} bytes")
    print(f"games a stranger's initData reads: {read} of {len(made)}"
          f" (board and stream, with and without the game in the address: answered"
          f" {', '.join(f'{s} x{n}' for s, n in sorted(asked.items()))})")


if __name__ == "__main__":
    asyncio.run(main())
