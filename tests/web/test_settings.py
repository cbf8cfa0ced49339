"""The web board's switch: ``PUBLIC_URL`` (https, or plain http on this machine only), and
nothing of the board without it."""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import ValidationError

from bot.config import Settings, settings_problem
from bot.service import GameService
from tests.bot.conftest import ALICE, CHAT, ev, start_game
from tests.support.ports import free_port
from tests.support.processes import bot_env, run_bot


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


def test_a_query_in_public_url_is_named_as_what_is_wrong(tmp_path: Path) -> None:
    done = run_bot(tmp_path, bot_env(f"sqlite:///{tmp_path / 'dots.db'}",
                                     PUBLIC_URL="https://ok.example/?a=1"))
    assert done.returncode == 2
    (line,) = done.stderr.splitlines()
    assert line.startswith("dots-bot: bad setting PUBLIC_URL")
    assert "no query" in line and "use an https" not in line


def test_a_board_on_this_machine_listens_on_this_machine_alone(tmp_path: Path) -> None:
    port = free_port()
    env = bot_env(f"sqlite:///{tmp_path / 'dots.db'}", PUBLIC_URL=f"http://127.0.0.1:{port}",
                  WEB_PORT=str(port), LOG_LEVEL="INFO")
    done = run_bot(tmp_path, env)
    assert done.returncode == 0, done.stderr
    assert f"web board on 127.0.0.1:{port}," in done.stderr
    done = run_bot(tmp_path, {**env, "WEB_HOST": "0.0.0.0"})  # unless WEB_HOST says otherwise
    assert done.returncode == 0, done.stderr
    assert f"web board on 0.0.0.0:{port}," in done.stderr


def test_a_public_port_the_board_is_not_served_on_is_warned_of(tmp_path: Path) -> None:
    port = free_port()
    env = bot_env(f"sqlite:///{tmp_path / 'dots.db'}", PUBLIC_URL="http://127.0.0.1:9",
                  WEB_PORT=str(port))
    warned = [line for line in run_bot(tmp_path, env).stderr.splitlines() if "port" in line]
    assert len(warned) == 1, warned
    assert f"names port 9 but the board is served on port {port}" in warned[0]
    assert "WEB_BEHIND_PROXY=true" in warned[0]
    proxied = run_bot(tmp_path, {**env, "WEB_BEHIND_PROXY": "true"})
    assert proxied.returncode == 0 and "port" not in proxied.stderr
    same = run_bot(tmp_path, {**env, "PUBLIC_URL": f"http://127.0.0.1:{port}"})
    assert same.returncode == 0 and "port" not in same.stderr


def test_the_listening_host_and_the_ports_follow_the_settings() -> None:
    assert settings(public_url="https://d.example.org").web_listen_host == "0.0.0.0"
    assert settings(public_url="http://localhost:8080").web_listen_host == "127.0.0.1"
    assert settings(public_url="http://localhost:8080", web_host="::").web_listen_host == "::"
    assert settings(public_url="https://d.example.org").web_ports_disagree() == (443, 8080)
    assert settings(public_url="https://d.example.org", web_behind_proxy=True
                    ).web_ports_disagree() is None
    webhook = settings(public_url="https://d.example.org:8443", telegram_token="1:x",
                       telegram_webhook_url="https://d.example.org/tg", telegram_webhook_port=8443)
    assert webhook.web_ports_disagree() is None  # the webhook's server serves the board


def test_the_discord_activity_needs_its_credentials_and_never_echoes_the_secret() -> None:
    secret = "kept-out-of-the-line-0123"
    with pytest.raises(ValidationError) as refused:
        settings(discord_activity="on", discord_client_secret=secret)
    line = settings_problem(refused.value)
    assert "DISCORD_CLIENT_ID and PUBLIC_URL" in line and "\n" not in line
    assert secret not in line
    on = settings(discord_activity="on", discord_client_id="1234", public_url="https://d.org",
                  discord_client_secret=secret)
    assert on.discord_activity and secret in on.secret_values()
    assert not settings(discord_activity="off").discord_activity
    with pytest.raises(ValidationError):
        settings(discord_activity_sdk="http://cdn.example/sdk.js")  # plain http: refused
