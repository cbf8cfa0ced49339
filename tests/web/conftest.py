"""Fixtures of the web board's tests: the service on a real database (SQLite, or
PostgreSQL where a test asks), the board's real aiohttp server on a free port of
127.0.0.1, and an HTTP client."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import Any

import aiohttp
import pytest

from bot.i18n import Translator
from bot.identity import Actor, ChatRef, PlayerRef
from bot.output.present import Presenter
from bot.service import GameService
from bot.storage import Storage
from bot.telegram.platform import NAME as TELEGRAM
from bot.telegram.web_sign_in import MiniAppSignIn
from bot.web.app import WebBoard
from bot.web.limits import RateLimits
from bot.web.server import board_server
from tests.bot import conftest as service_fixtures
from tests.bot.conftest import Clock, make_service
from tests.support.ports import free_port

# the service tests' fixtures: a clock, a database (in memory, SQLite or PostgreSQL)
clock = service_fixtures.clock
database = service_fixtures.database
db_path = service_fixtures.db_path
postgres_server = service_fixtures.postgres_server
second_worker = service_fixtures.second_worker
service = service_fixtures.service
storage = service_fixtures.storage

TELEGRAM_TOKEN = "123456:TEST-token-of-the-fake-bot"
PUBLIC = "http://127.0.0.1:{port}"


def still() -> float:
    """The API limits' clock standing still: a flood is a flood however slowly a busy
    machine sends it (no bucket refills between a test's requests)."""
    return 0.0


@dataclass
class Site:
    """A running board: its service, its address and a client."""

    service: GameService
    board: WebBoard
    url: str
    http: aiohttp.ClientSession

    async def get(self, path: str, auth: str | None = None, **kw: Any) -> aiohttp.ClientResponse:
        headers = {"Authorization": auth} if auth else {}
        return await self.http.get(self.url + path, headers=headers, **kw)

    async def post(self, path: str, body: Any, auth: str | None = None) -> aiohttp.ClientResponse:
        headers = {"Authorization": auth} if auth else {}
        return await self.http.post(self.url + path, json=body, headers=headers)


class Members:
    """A platform's word on its chats, as a test sets it: who is in which chat, and which
    chats anyone may read (:class:`bot.service.places.web_board.ChatAccess`)."""

    def __init__(self) -> None:
        self.members: set[tuple[str, str]] = set()
        self.open_chats: set[str] = set()
        self.asked: list[tuple[str, str]] = []

    def add(self, chat: ChatRef, *actors: Actor) -> None:
        self.members |= {(chat.chat_id, actor.user_id) for actor in actors}

    async def sees(self, chat: ChatRef, user: PlayerRef) -> bool:
        self.asked.append((chat.chat_id, user.user_id))
        return chat.chat_id in self.open_chats or (chat.chat_id, user.user_id) in self.members


@asynccontextmanager
async def running_board(
    storage: Storage, clock: Clock, *, telegram_token: str | None = TELEGRAM_TOKEN,
    limits: RateLimits | None = None, members: Members | None = None, **options: object,
) -> AsyncIterator[Site]:
    """A service on ``storage`` with its board served on a free port of 127.0.0.1 (Telegram's
    word on its chats from ``members``; ``options``: the service's or the board's)."""
    port = free_port()
    url = PUBLIC.format(port=port)
    board_options = {k: options.pop(k) for k in ("behind_proxy", "failures", "sign_ins")
                     if k in options}
    server_options = {k: options.pop(k) for k in ("head_seconds",) if k in options}
    service = await make_service(storage, clock, public_url=url, **options)
    if members is not None:
        service.web.use_chat_access("telegram", members)
    sign_ins = {"tma": MiniAppSignIn(telegram_token, TELEGRAM)} if telegram_token else {}
    sign_ins.update(board_options.pop("sign_ins", {}))  # type: ignore[call-overload]
    board = WebBoard(
        service, Presenter(Translator()), public_url=url, sign_ins=sign_ins,
        limits=limits, **board_options,  # type: ignore[arg-type]
    )
    serving = board_server(board, "127.0.0.1", port, **server_options)  # type: ignore[arg-type]
    async with serving, aiohttp.ClientSession() as http:
        yield Site(service, board, url, http)


@pytest.fixture
async def site(storage: Storage, clock: Clock) -> AsyncIterator[Site]:
    async with running_board(storage, clock) as found:
        yield found
