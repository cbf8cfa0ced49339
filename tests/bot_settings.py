"""Settings as the tests read them: never from a ``.env`` file, only from the values given
and the environment."""

from __future__ import annotations

import pytest

from bot.config import Settings


def settings(**values: object) -> Settings:
    return Settings(_env_file=None, **values)  # type: ignore[call-arg,arg-type]


def settings_from_env(monkeypatch: pytest.MonkeyPatch, **env: str) -> Settings:
    """The settings read with these environment variables set."""
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    return settings()
