"""The console's tests play on the service tests' fixtures (``tests/bot/conftest.py``): a
clock, a database (in memory unless a test asks for others) and the service on it; the
pseudo-terminal tests on ``python -m bot`` at a terminal of its own."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.bot.conftest import clock, database, db_path, postgres_server, service, storage

from .terminal import Terminal

__all__ = ["clock", "database", "db_path", "postgres_server", "service", "storage"]


@pytest.fixture
def terminal(tmp_path: Path) -> Iterator[Terminal]:
    """The bot at a pseudo-terminal, its data in ``tmp_path``; killed if a test fails."""
    bot = Terminal(tmp_path)
    yield bot
    bot.close()
