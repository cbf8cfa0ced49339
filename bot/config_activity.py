"""The settings of the web board as Discord's Activity (docs/discord.md), a part of
:class:`bot.config.Settings`: whether it is on, the application's OAuth2 credentials the
board's server signs people in with, and where the page loads Discord's Embedded App SDK
from."""

from __future__ import annotations

from typing import Any

from pydantic import SecretStr, field_validator, model_validator
from pydantic_settings import BaseSettings

from bot.config_fields import setting as _setting

DISCORD_SDK = "/npm/@discord/embedded-app-sdk@2/+esm"
"""The SDK as an ES module, through the Activity's URL mapping of ``/npm`` to
``cdn.jsdelivr.net/npm`` (inside Discord a page reaches other hosts only so)."""




class ActivitySettings(BaseSettings):
    discord_activity: bool = _setting(
        False,
        "the card's Live board button opens the web board inside Discord, as the"
        " application's Activity (needs PUBLIC_URL, DISCORD_CLIENT_ID and"
        " DISCORD_CLIENT_SECRET; off: a signed link, as in every other place)",
        "on or off",
    )
    discord_client_id: str | None = _setting(
        None, "the Discord application's id (OAuth2 client id), for the Activity's sign-in",
        "the application id from the Developer Portal (digits)",
    )
    discord_client_secret: SecretStr | None = _setting(
        None,
        "the Discord application's OAuth2 client secret: the board's server trades an"
        " Activity's sign-in code for the person's token with it",
        "the client secret from the Developer Portal's OAuth2 page",
    )
    discord_activity_sdk: str = _setting(
        DISCORD_SDK,
        "where the Activity's page loads Discord's Embedded App SDK (an ES module), as seen"
        " from inside Discord",
        "a path under the Activity's URL mappings (/npm/...) or an https address",
    )

    @field_validator("discord_client_id", "discord_client_secret", mode="before")
    @classmethod
    def _blank_is_none(cls, value: Any) -> Any:
        return None if isinstance(value, str) and not value.strip() else value

    @field_validator("discord_client_id")
    @classmethod
    def _snowflake(cls, value: str | None) -> str | None:
        if value is not None and not (value.strip().isascii() and value.strip().isdigit()):
            raise ValueError(f"not an application id: {value!r}")
        return value.strip() if value is not None else None

    @field_validator("discord_activity_sdk")
    @classmethod
    def _module_address(cls, value: str) -> str:
        value = value.strip() or DISCORD_SDK
        if not value.startswith(("/", "https://")) or value.startswith("//"):
            raise ValueError(f"DISCORD_ACTIVITY_SDK must be a path or an https address: {value!r}")
        return value

    @model_validator(mode="after")
    def _activity_needs(self) -> ActivitySettings:
        if not self.discord_activity:
            return self
        missing = [name.upper() for name in ("discord_client_id", "discord_client_secret",
                                             "public_url") if getattr(self, name, None) is None]
        if missing:
            raise ValueError(f"DISCORD_ACTIVITY=on needs {' and '.join(missing)}")
        return self
