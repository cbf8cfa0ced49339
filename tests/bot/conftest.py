"""Fixtures for the service tests: a database (in memory by default, ``memory://``: SQLite
on a database in RAM; a temp SQLite file or a schema of its own on a throwaway PostgreSQL
server where a test asks), a clock that moves only when told.

The service's tests run once, in memory. The tests of the storage port's
behaviour run on every store (:data:`on_every_store`); those that need a real database by
nature (two processes on one file, the database's own faults) on the SQL ones
(:data:`on_real_databases`)."""

from __future__ import annotations

import itertools
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bot.identity import Actor, ChatRef
from bot.platforms import place_words
from bot.service import GameOptions, GameService, Opponent, Result, ServiceConfig, build_service
from bot.service.commands import Accept, Challenge, Move
from bot.service.computer.turns import ComputerTurns
from bot.storage import Storage, open_storage
from core import Color, Start
from tests.support.engines import FirstFreePoint
from tests.support.postgres_server import NoServer, PostgresServer, required, start_server

ALICE = Actor("test", "1", "Alice", "alice")
BOB = Actor("test", "2", "Bob", "bob")
CAROL = Actor("test", "3", "Carol", "carol")
CHAT = ChatRef("test", "100")
OTHER_CHAT = ChatRef("test", "200")


@dataclass
class Clock:
    moment: datetime = field(default_factory=lambda: datetime(2024, 5, 1, 12, 0, tzinfo=UTC))

    def __call__(self) -> datetime:
        return self.moment

    def advance(self, **delta: float) -> None:
        self.moment += timedelta(**delta)


_events = itertools.count(1)


def ev() -> str:
    """A fresh idempotency key, as each incoming platform event has."""
    return f"test:event:{next(_events)}"


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "dots.db"


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    """One PostgreSQL server for the whole run (skipped where none can start, except CI)."""
    try:
        server = start_server()
    except NoServer as error:
        if required():
            pytest.fail(f"CI=true needs a PostgreSQL server: {error}")
        pytest.skip(f"no PostgreSQL server: {error}")
    try:
        yield server
    finally:
        try:
            server.stop("immediate")
        finally:
            server.remove(wait=False)


_schemas = itertools.count(1)
_memories = itertools.count(1)

STORES = ("memory", "sqlite", "postgres")
REAL_DATABASES = ("sqlite", "postgres")
on_every_store = pytest.mark.parametrize("database", STORES, indirect=True)
"""The test runs in memory (``memory://``: SQLite in RAM, a folder of the process's own),
on a SQLite file and on PostgreSQL in turn."""
on_real_databases = pytest.mark.parametrize("database", REAL_DATABASES, indirect=True)
"""The test runs on SQLite and PostgreSQL in turn."""
on_sqlite = pytest.mark.parametrize("database", ["sqlite"], indirect=True)
"""The test is about SQLite's file."""


async def postgres_database(server: PostgresServer) -> str:
    """A ``DATABASE_URL`` of a new, empty schema on ``server``: every test its own."""
    return await server.new_schema(f"test_{next(_schemas)}")


@pytest.fixture(params=["memory"])
async def database(request: pytest.FixtureRequest, db_path: Path) -> str:
    """Where the test's data lives: a database in memory of its own (stores opened on it
    share it, as processes share a file), a SQLite file, or a PostgreSQL URL."""
    if request.param == "memory":
        return f"memory://test-{next(_memories)}"
    if request.param == "sqlite":
        return str(db_path)
    return await postgres_database(request.getfixturevalue("postgres_server"))


@pytest.fixture
async def storage(database: str) -> AsyncIterator[Storage]:
    async with opened(database) as store:
        yield store


async def make_service(storage: Storage, clock: Clock, **kwargs: object) -> GameService:
    kwargs.setdefault("place_words", place_words)
    service = build_service(storage, ServiceConfig(now=clock, **kwargs))  # type: ignore[arg-type]
    await service.start()
    service.add_bot_account("test", "999", "dots_bot")
    return service


@pytest.fixture
async def service(storage: Storage, clock: Clock) -> GameService:
    return await make_service(storage, clock)


@pytest.fixture
async def computer_service(storage: Storage, clock: Clock) -> GameService:
    """A service whose computer opponent plays the lowest free point, at once."""
    return await make_service(storage, clock, engine=FirstFreePoint())


@asynccontextmanager
async def opened(database: str | Path) -> AsyncIterator[Storage]:
    store = open_storage(str(database))
    await store.open()
    try:
        yield store
    finally:
        await store.close()


@pytest.fixture
async def second_worker(database: str, clock: Clock) -> AsyncIterator[GameService]:
    """Another process's service on the same database: its own connections and cache."""
    async with opened(database) as store:
        yield await make_service(store, clock)


async def start_game(
    service: GameService,
    blue: Actor = ALICE,
    red: Actor = BOB,
    chat: ChatRef = CHAT,
    **options: object,
) -> int:
    """A game between two players in a chat (``blue`` challenges, ``red`` accepts)."""
    challenge = await service.challenges.challenge(
        ev(), chat, blue, Challenge(Opponent.user(red.username), GameOptions(**options))
    )
    assert challenge.ok, challenge
    assert challenge.challenge is not None
    accepted = await service.challenges.accept(ev(), chat, red, Accept(challenge.challenge.id))
    assert accepted.ok, accepted
    assert accepted.game is not None
    return accepted.game.id


async def computer_game(
    service: GameService, width: int, height: int, variant: str
) -> tuple[int, ComputerTurns]:
    """A game from an empty field against the easy computer (Blue), Alice playing Red, with
    one rule variant on; its id and the computer's turns, to settle after each dot."""
    started = await service.challenges.challenge(
        ev(), CHAT, ALICE, Challenge(Opponent.computer("easy"), GameOptions(
            width=width, height=height, start=Start.EMPTY, color=Color.RED,
            variants=((variant, True),),
        )),
    )
    assert started.game is not None
    turns = service.computer.turns
    assert turns is not None
    return started.game.id, turns


async def play_moves(service: GameService, blue: list[str], red: list[str]) -> None:
    """Alice (Blue) and Bob (Red) take turns at these points in the chat, Blue first; every
    move is accepted."""
    for n, point in enumerate(blue):
        assert (await service.play.move(ev(), CHAT, ALICE, Move(point))).ok
        if n < len(red):
            assert (await service.play.move(ev(), CHAT, BOB, Move(red[n]))).ok


def keys(result: Result) -> tuple[str, ...]:
    return result.keys


async def card_shown(service: GameService, game_id: int, message_id: str | None) -> None:
    """What an adapter reports after showing the game's card as it is now."""
    view = await service.cards.game(game_id)
    assert view is not None
    await service.cards.card_shown(view, message_id)


class TextChat:
    """Lines of chat handed to the service as an adapter hands them on (``handle`` is
    :meth:`GameService.say`), addressed to the bot by its handle when one is given."""

    def __init__(self, service: GameService, bot_username: str | None = None) -> None:
        self.service = service
        self.handle = service.say
        if bot_username is not None:
            service.add_bot_account(CHAT.platform, "bot", bot_username)
