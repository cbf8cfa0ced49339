"""The web board's switch: ``PUBLIC_URL`` (https, or plain http on this machine only), and
nothing of the board without it."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from bot.config import Settings, settings_problem
from bot.service import GameService
from tests.bot.conftest import ALICE, CHAT, ev, start_game


def settings(**values: object) -> Settings:
    return Settings(_env_file=None, **values)  # type: ignore[call-arg]


@pytest.mark.parametrize("url", ["https://dots.example.org", "https://dots.example.org/",
                                 "http://127.0.0.1:8080", "http://localhost:9000"])
def test_https_or_this_machine_is_accepted(url: str) -> None:
    assert settings(public_url=url).public_url == url.rstrip("/")


@pytest.mark.parametrize("url", ["http://dots.example.org", "ftp://dots.example.org",
                                 "dots.example.org", "https://x.org/?a=1"])
def test_any_other_address_is_refused_in_one_line(url: str) -> None:
    with pytest.raises(ValidationError) as refused:
        settings(public_url=url)
    line = settings_problem(refused.value)
    assert line.startswith("bad setting PUBLIC_URL") and "\n" not in line


def test_the_board_is_served_by_the_webhooks_server_when_there_is_one() -> None:
    webhook = settings(public_url="https://d.example.org", telegram_token="1:x",
                       telegram_webhook_url="https://d.example.org/telegram")
    assert webhook.web_in_webhook
    assert not settings(public_url="https://d.example.org").web_in_webhook
    with pytest.raises(ValidationError):
        settings(public_url="https://d.example.org", metrics_port=8080, web_port=8080)


async def test_without_public_url_nothing_of_the_board_shows(service: GameService) -> None:
    game = await start_game(service)
    view = await service.cards.game(game)
    assert view is not None and view.board_url is None
    assert "web-board" not in [button.action.value for button in view.buttons]
    asked = await service.say(ev(), CHAT, ALICE, "/web", quiet=False)
    assert asked is not None and asked.keys == ("error-web-off",)
