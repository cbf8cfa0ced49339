"""Settings, read once at start from the environment and an optional ``.env`` file."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path
from typing import Annotated, Any

from pydantic import Field, SecretStr, field_validator, model_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

from bot.i18n import available_languages

DISCORD_API = "https://discord.com/api/v10"


class Settings(BaseSettings):
    """Every setting of the bot; ``.env.example`` lists and explains each one."""

    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8", extra="ignore")

    database_url: str = "sqlite:///dots.db"
    telegram_token: SecretStr | None = None
    discord_token: SecretStr | None = None
    discord_api_url: str = DISCORD_API
    discord_shard_ids: Annotated[tuple[int, ...] | None, NoDecode] = None
    discord_shard_count: int | None = Field(default=None, ge=1)
    default_language: str = "en"
    challenge_minutes: int = Field(default=10, ge=1, le=7 * 24 * 60)
    images_dir: Path = Path("dots-images")
    button_secret: SecretStr | None = None
    log_level: str = "WARNING"
    engine_seconds: float = Field(default=2.0, gt=0, le=60)
    engine_workers: int = Field(default=1, ge=1, le=16)

    @field_validator(
        "telegram_token", "discord_token", "button_secret", "discord_shard_count", mode="before"
    )
    @classmethod
    def _blank_is_unset(cls, value: Any) -> Any:
        return None if isinstance(value, str) and not value.strip() else value

    @field_validator("discord_api_url")
    @classmethod
    def _http_url(cls, value: str) -> str:
        value = value.strip().rstrip("/") or DISCORD_API
        if not value.startswith(("http://", "https://")):
            raise ValueError(f"DISCORD_API_URL must start with http:// or https://: {value!r}")
        return value

    @field_validator("discord_shard_ids", mode="before")
    @classmethod
    def _comma_list(cls, value: Any) -> Any:
        """``0,1`` (the environment's form) or a sequence; blank means every shard."""
        if isinstance(value, str):
            parts = [part.strip() for part in value.split(",") if part.strip()]
            return tuple(int(part) for part in parts) if parts else None
        return value

    @model_validator(mode="after")
    def _shards_fit(self) -> Settings:
        ids = self.discord_shard_ids
        if ids is not None:
            if self.discord_shard_count is None:
                raise ValueError("DISCORD_SHARD_IDS needs DISCORD_SHARD_COUNT")
            wrong = [shard for shard in ids if not 0 <= shard < self.discord_shard_count]
            if wrong or len(set(ids)) != len(ids):
                raise ValueError(
                    f"DISCORD_SHARD_IDS must be distinct numbers from 0 to"
                    f" {self.discord_shard_count - 1}: {ids}"
                )
        return self

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

    @property
    def challenge_ttl(self) -> timedelta:
        return timedelta(minutes=self.challenge_minutes)

    def secret_bytes(self) -> bytes | None:
        return self.button_secret.get_secret_value().encode() if self.button_secret else None
