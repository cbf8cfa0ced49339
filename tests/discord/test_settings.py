"""Discord settings, and ``python -m bot`` while the Discord adapter is not there yet."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from bot.discord.connect import build_bot
from tests.bot_settings import settings, settings_from_env


def test_shard_ids_are_read_as_a_comma_list(monkeypatch: pytest.MonkeyPatch) -> None:
    read = settings_from_env(
        monkeypatch,
        DISCORD_SHARD_IDS="2, 3",
        DISCORD_SHARD_COUNT="4",
        DISCORD_API_URL="http://127.0.0.1:8080/api/v10/",
    )
    assert read.discord_shard_ids == (2, 3)
    assert read.discord_shard_count == 4
    assert read.discord_api_url == "http://127.0.0.1:8080/api/v10"


def test_blank_shard_settings_mean_every_shard(monkeypatch: pytest.MonkeyPatch) -> None:
    read = settings_from_env(
        monkeypatch, DISCORD_SHARD_IDS="", DISCORD_SHARD_COUNT="", DISCORD_API_URL=""
    )
    assert read.discord_shard_ids is None and read.discord_shard_count is None
    assert read.discord_api_url == "https://discord.com/api/v10"


@pytest.mark.parametrize(
    ("env", "complaint"),
    [
        ({"discord_shard_ids": "0,1"}, "needs DISCORD_SHARD_COUNT"),
        ({"discord_shard_ids": "0,2", "discord_shard_count": "2"}, "from 0 to 1"),
        ({"discord_shard_ids": "1,1", "discord_shard_count": "2"}, "distinct"),
        ({"discord_api_url": "discord.com/api"}, "http"),
        ({"discord_shard_count": "0"}, "greater than or equal to 1"),
    ],
)
def test_bad_discord_settings_are_refused(env: dict[str, str], complaint: str) -> None:
    with pytest.raises(ValidationError, match=complaint):
        settings(**env)


def test_the_bot_is_built_from_settings() -> None:
    bot = build_bot(settings(discord_shard_ids="1", discord_shard_count="3"))
    assert bot.shard_ids == [1] and bot.shard_count == 3
    mentions = bot.allowed_mentions
    assert mentions is not None
    assert (mentions.everyone, mentions.users, mentions.roles) == (False, False, False)
    assert not bot.intents.message_content and not bot.intents.members
    assert bot.intents.guilds

