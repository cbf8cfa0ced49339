"""Fixtures for the service tests: a temp SQLite file, a clock that moves only when told."""

from __future__ import annotations

import itertools
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bot.identity import Actor, ChatRef
from bot.service import GameOptions, GameService, Opponent, Result
from bot.storage import SqliteStorage

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


@pytest.fixture
async def storage(db_path: Path) -> AsyncIterator[SqliteStorage]:
    store = SqliteStorage(db_path)
    await store.open()
    yield store
    await store.close()


async def make_service(storage: SqliteStorage, clock: Clock, **kwargs: object) -> GameService:
    service = GameService(storage, now=clock, **kwargs)  # type: ignore[arg-type]
    await service.start()
    service.add_bot_account("test", "999", "dots_bot")
    return service


@pytest.fixture
async def service(storage: SqliteStorage, clock: Clock) -> GameService:
    return await make_service(storage, clock)


@asynccontextmanager
async def opened(path: Path) -> AsyncIterator[SqliteStorage]:
    store = SqliteStorage(path)
    await store.open()
    try:
        yield store
    finally:
        await store.close()


@pytest.fixture
async def second_worker(db_path: Path, clock: Clock) -> AsyncIterator[GameService]:
    """Another process's service on the same database file: its own connections and cache."""
    async with opened(db_path) as store:
        yield await make_service(store, clock)


async def start_game(
    service: GameService,
    blue: Actor = ALICE,
    red: Actor = BOB,
    chat: ChatRef = CHAT,
    **options: object,
) -> int:
    """A game between two players in a chat (``blue`` challenges, ``red`` accepts)."""
    challenge = await service.challenge(
        ev(),
        chat,
        blue,
        Opponent.user(red.username),
        GameOptions(**options),  # type: ignore[arg-type]
    )
    assert challenge.ok, challenge
    assert challenge.challenge is not None
    accepted = await service.accept(ev(), chat, red, challenge.challenge.id)
    assert accepted.ok, accepted
    assert accepted.game is not None
    return accepted.game.id


def keys(result: Result) -> tuple[str, ...]:
    return result.keys
