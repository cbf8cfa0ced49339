"""Settings, read once at start from the environment and an optional ``.env`` file."""

from __future__ import annotations

import re
from datetime import timedelta
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from pydantic import Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from bot.i18n import available_languages

WEBHOOK_SECRET = re.compile(r"[A-Za-z0-9_-]{1,256}")


class Settings(BaseSettings):
    """Every setting of the bot; ``.env.example`` lists and explains each one."""

    # hide_input_in_errors: a refused token or secret is never echoed in the error
    model_config = SettingsConfigDict(
        env_file=".env", env_file_encoding="utf-8", extra="ignore", hide_input_in_errors=True
    )

    database_url: str = "sqlite:///dots.db"
    telegram_token: SecretStr | None = None
    telegram_api_url: str | None = None
    telegram_webhook_url: str | None = None
    telegram_webhook_host: str = "0.0.0.0"
    telegram_webhook_port: int = Field(default=8080, ge=1, le=65535)
    telegram_webhook_secret: SecretStr | None = None
    discord_token: SecretStr | None = None
    default_language: str = "en"
    challenge_minutes: int = Field(default=10, ge=1, le=7 * 24 * 60)
    images_dir: Path = Path("dots-images")
    button_secret: SecretStr | None = None
    log_level: str = "WARNING"
    engine_seconds: float = Field(default=2.0, gt=0, le=60)
    engine_workers: int = Field(default=1, ge=1, le=16)

    @field_validator(
        "telegram_token",
        "discord_token",
        "button_secret",
        "telegram_api_url",
        "telegram_webhook_url",
        "telegram_webhook_secret",
        mode="before",
    )
    @classmethod
    def _blank_is_unset(cls, value: Any) -> Any:
        return None if isinstance(value, str) and not value.strip() else value

    @field_validator("default_language")
    @classmethod
    def _known_language(cls, value: str) -> str:
        value = value.strip().lower()
        languages = available_languages()
        if value not in languages:
            raise ValueError(f"no catalog for {value!r}; available: {', '.join(languages)}")
        return value

    @field_validator("button_secret")
    @classmethod
    def _long_secret(cls, value: SecretStr | None) -> SecretStr | None:
        if value is not None and len(value.get_secret_value()) < 16:
            raise ValueError("BUTTON_SECRET needs at least 16 characters")
        return value

    @field_validator("telegram_api_url", "telegram_webhook_url")
    @classmethod
    def _web_address(cls, value: str | None) -> str | None:
        if value is None:
            return None
        parts = urlsplit(value.strip())
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise ValueError(f"not an http(s) address: {value!r}")
        return value.strip()

    @field_validator("telegram_webhook_secret")
    @classmethod
    def _telegram_secret(cls, value: SecretStr | None) -> SecretStr | None:
        # Telegram's rule for secret_token: 1-256 characters, A-Z a-z 0-9 _ -
        if value is not None and not WEBHOOK_SECRET.fullmatch(value.get_secret_value()):
            raise ValueError("TELEGRAM_WEBHOOK_SECRET: 1-256 characters of A-Z, a-z, 0-9, _ and -")
        return value

    @property
    def challenge_ttl(self) -> timedelta:
        return timedelta(minutes=self.challenge_minutes)

    def secret_bytes(self) -> bytes | None:
        return self.button_secret.get_secret_value().encode() if self.button_secret else None
