"""A game service on a throw-away SQLite file, for the benchmarks and the docs' pictures
that play games through it."""

from __future__ import annotations

import tempfile
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from bot.computer import ComputerPlayer
from bot.service import GameService, ServiceConfig, build_service
from bot.storage import SqliteStorage


@asynccontextmanager
async def scratch_service(config: ServiceConfig | None = None) -> AsyncIterator[GameService]:
    """The service, started, on a new database in a temporary folder; the storage is
    closed and the folder removed at the end."""
    with tempfile.TemporaryDirectory() as folder:
        storage = SqliteStorage(Path(folder) / "dots.db")
        await storage.open()
        try:
            service = build_service(storage, config)
            await service.start()
            yield service
        finally:
            await storage.close()


@asynccontextmanager
async def computer_service(engine: ComputerPlayer) -> AsyncIterator[GameService]:
    """The scratch service whose computer opponent is ``engine``: started first, closed at
    the end."""
    engine.start()
    try:
        async with scratch_service(ServiceConfig(engine=engine)) as service:
            yield service
    finally:
        engine.close()
