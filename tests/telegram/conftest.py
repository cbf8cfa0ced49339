"""Fixtures for the Telegram tests: the fake Bot API, and the real aiogram client on it."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
from aiogram import Bot

from tests.support.fakes.telegram_api import TelegramFake
from tests.support.fakes.telegram_harness import bot_against, close_quickly


@pytest.fixture
async def fake() -> AsyncIterator[TelegramFake]:
    async with TelegramFake() as server:
        yield server


@pytest.fixture
def sleeps() -> list[float]:
    """The pauses the client's retry middleware asked for."""
    return []


@pytest.fixture
async def client(fake: TelegramFake, sleeps: list[float]) -> AsyncIterator[Bot]:
    """The production bot object pointed at the fake, without a dispatcher."""
    bot = bot_against(fake, sleeps)
    yield bot
    await close_quickly(bot)
