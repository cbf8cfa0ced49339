"""Fixtures of the web board's tests: the service on a real database (SQLite, or
PostgreSQL where a test asks), the board's real aiohttp server on a free port of
127.0.0.1, and an HTTP client."""

from __future__ import annotations

import socket
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import Any

import aiohttp
import pytest

from bot.i18n import Translator
from bot.present import Presenter
from bot.service import GameService
from bot.storage import Storage
from bot.web.app import WebBoard
from bot.web.limits import RateLimits
from bot.web.server import board_server
from tests.bot import conftest as service_fixtures
from tests.bot.conftest import Clock, make_service

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


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@asynccontextmanager
async def running_board(
    storage: Storage, clock: Clock, *, telegram_token: str | None = TELEGRAM_TOKEN,
    limits: RateLimits | None = None, **service_options: object,
) -> AsyncIterator[Site]:
    """A service on ``storage`` (with ``service_options``: an engine, say) with its board
    served on a free port of 127.0.0.1."""
    port = free_port()
    url = PUBLIC.format(port=port)
    service = await make_service(storage, clock, public_url=url, **service_options)
    board = WebBoard(
        service, Presenter(Translator()), public_url=url, telegram_token=telegram_token,
        limits=limits,
    )
    async with board_server(board, "127.0.0.1", port), aiohttp.ClientSession() as http:
        yield Site(service, board, url, http)


@pytest.fixture
async def site(storage: Storage, clock: Clock) -> AsyncIterator[Site]:
    async with running_board(storage, clock) as found:
        yield found
