"""The console's tests play on the service tests' fixtures (``tests/bot/conftest.py``): a
clock, a database (in memory unless a test asks for others) and the service on it; the
terminal tests on ``python -m bot`` at a pseudo-terminal."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.bot.conftest import clock, database, db_path, postgres_server, service, storage

from .terminal import Terminal

__all__ = ["clock", "database", "db_path", "postgres_server", "service", "storage", "terminal"]


@pytest.fixture
def terminal(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Terminal]:
    """``python -m bot`` at a pseudo-terminal, started with the test module's
    ``TERMINAL_ENV`` (the settings its games need), closed after the test."""
    bot = Terminal(tmp_path, **getattr(request.module, "TERMINAL_ENV", {}))
    yield bot
    bot.close()
