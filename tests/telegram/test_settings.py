"""Telegram's settings, and ``python -m bot`` starting the adapter when a token is set."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from bot import telegram
from bot.__main__ import adapters
from bot.config import settings_problem
from bot.telegram.transport import bot_from_settings
from tests.bot_settings import settings, settings_from_env


def test_telegram_settings_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    read = settings_from_env(
        monkeypatch,
        TELEGRAM_API_URL="http://127.0.0.1:8081",
        TELEGRAM_WEBHOOK_URL="https://dots.example/tg",
        TELEGRAM_WEBHOOK_PORT="8443",
        TELEGRAM_WEBHOOK_SECRET="a_Secret-1",
    )
    assert read.telegram_api_url == "http://127.0.0.1:8081"
    assert read.telegram_webhook_url == "https://dots.example/tg"
    assert (read.telegram_webhook_host, read.telegram_webhook_port) == ("0.0.0.0", 8443)
    assert read.telegram_webhook_secret is not None
    assert "a_Secret-1" not in repr(read)


def test_blank_means_unset_polling_and_the_official_server() -> None:
    read = settings(telegram_api_url=" ", telegram_webhook_url="", telegram_webhook_secret="")
    assert read.telegram_api_url is read.telegram_webhook_url is read.telegram_webhook_secret
    assert read.telegram_api_url is None


@pytest.mark.parametrize(
    "values",
    [
        {"telegram_webhook_secret": "has spaces"},
        {"telegram_webhook_secret": "x" * 257},
        {"telegram_webhook_url": "dots.example/tg"},
        {"telegram_api_url": "ftp://dots.example"},
        {"telegram_webhook_port": 0},
    ],
)
def test_bad_telegram_settings_are_refused(values: dict[str, object]) -> None:
    with pytest.raises(ValidationError) as refused:
        settings(**values)
    problem = settings_problem(refused.value)  # the one line an operator sees
    (name, value), = values.items()
    assert name.upper() in problem
    if name == "telegram_webhook_secret":
        assert str(value) not in problem  # a secret is never echoed


async def test_the_bot_goes_where_the_settings_say() -> None:
    bot = bot_from_settings(settings(telegram_token="1:x", telegram_api_url="http://10.0.0.5:81"))
    assert bot.session.api.api_url("1:x", "getMe") == "http://10.0.0.5:81/bot1:x/getMe"
    await bot.session.close()
    official = bot_from_settings(settings(telegram_token="1:x"))
    assert official.session.api.api_url("1:x", "getMe").startswith("https://api.telegram.org/")
    await official.session.close()


def test_a_telegram_token_starts_the_telegram_adapter() -> None:
    chosen = adapters(settings(telegram_token="1:x"))
    assert [(name, run) for name, run in chosen] == [("telegram", telegram.run)]
