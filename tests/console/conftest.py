"""The console's tests play on the service tests' fixtures (``tests/bot/conftest.py``): a
clock, a database (in memory unless a test asks for others) and the service on it."""

from __future__ import annotations

from tests.bot.conftest import clock, database, db_path, postgres_server, service, storage

__all__ = ["clock", "database", "db_path", "postgres_server", "service", "storage"]
