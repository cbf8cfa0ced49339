"""Settings, read once at start from the environment and an optional ``.env`` file."""

from __future__ import annotations

import re
from datetime import timedelta
from pathlib import Path
from typing import Annotated, Any
from urllib.parse import urlsplit

from pydantic import SecretStr, ValidationError, field_validator, model_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

from bot.config_activity import ActivitySettings
from bot.config_fields import setting as _setting
from bot.i18n import available_languages
from bot.log_secrets import url_password

DISCORD_API = "https://discord.com/api/v10"
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")
SECRETS = {"telegram_token", "discord_token", "button_secret", "telegram_webhook_secret",
           "discord_client_secret"}
"""Settings whose values are never echoed back."""


class SettingProblem(ValueError):
    """A refused value, its message naming what is wrong (said instead of what is allowed)."""


WEBHOOK_SECRET = re.compile(r"[A-Za-z0-9_-]{1,256}")
WEBAPP_NAME = re.compile(r"[A-Za-z0-9_]{3,30}")
LOOPBACK = ("127.0.0.1", "localhost", "::1")


def is_loopback(host: str | None) -> bool:
    """Whether ``host`` is this machine (a plain-http PUBLIC_URL is allowed only there)."""
    return (host or "").lower() in LOOPBACK


class Settings(ActivitySettings, BaseSettings):
    """Every setting of the bot; ``.env.example`` lists and explains each one."""

    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8", extra="ignore")

    database_url: str = _setting(
        "sqlite:///dots.db",
        "where games are kept: sqlite:///dots.db is dots.db in the working folder,"
        " sqlite:////data/dots.db an absolute path",
        "sqlite:///relative/path.db, sqlite:////absolute/path.db or a plain file path",
    )
    telegram_token: SecretStr | None = _setting(None, "Telegram bot token; starts Telegram")
    telegram_api_url: str | None = _setting(
        None, "a self-hosted Bot API server (empty: Telegram's own)", "an http(s) address"
    )
    telegram_webhook_url: str | None = _setting(
        None, "serve a webhook at this public address instead of long polling",
        "an https address, or empty for long polling",
    )
    telegram_webhook_host: str = _setting("0.0.0.0", "where the webhook server listens", "a host")
    telegram_webhook_port: int = _setting(
        8080, "the webhook server's port", "a port from 1 to 65535", ge=1, le=65535
    )
    telegram_webhook_secret: SecretStr | None = _setting(
        None, "the secret every webhook request carries (empty: one is made at start)",
        "1-256 characters of A-Z, a-z, 0-9, _ and -",
    )
    telegram_media_chat: int | None = _setting(
        None,
        "the chat inline games' pictures are uploaded to, to be shown by file id (empty:"
        " inline games are drawn in text)",
        "a chat id: your own private chat with the bot (your user id) or a private channel"
        " where the bot is an admin",
    )
    telegram_bot_rate: int = _setting(30, "the most Telegram messages a second, all chats and"
                                      " workers together", "2 to 1000", ge=2, le=1000)
    telegram_webapp_name: str | None = _setting(
        None,
        "the short name of the bot's Mini App registered with BotFather (/newapp), for the"
        " web board's button in groups (empty: the button shows in private chats only)",
        "the short name given to BotFather: 3-30 characters of a-z, 0-9 and _",
    )
    public_url: str | None = _setting(
        None,
        "the https address this process's web board is reached at, through a TLS proxy"
        " (empty: no web board); http://127.0.0.1:PORT or http://localhost:PORT to try it"
        " on one machine",
        "an https address, or http://127.0.0.1:PORT or http://localhost:PORT",
    )
    web_host: str | None = _setting(
        None,
        "where the web board's server listens when the bot polls (empty: 127.0.0.1 when"
        " PUBLIC_URL is on this machine, else 0.0.0.0)",
        "a host, or empty",
    )
    web_port: int = _setting(
        8080,
        "the web board's port when the bot polls (with a Telegram webhook, the webhook's"
        " server serves it)",
        "a port from 1 to 65535", ge=1, le=65535,
    )
    web_behind_proxy: bool = _setting(
        False,
        "a reverse proxy forwards PUBLIC_URL to the board's server: its port may differ from"
        " the server's, and it names each client's address last in X-Forwarded-For",
        "true or false",
    )
    discord_token: SecretStr | None = _setting(None, "Discord bot token; starts Discord")
    discord_api_url: str = _setting(
        DISCORD_API,
        "where the Discord adapter sends REST calls (a rate-limit proxy, say)",
        "an http:// or https:// address",
    )
    discord_shard_ids: Annotated[tuple[int, ...] | None, NoDecode] = _setting(
        None, "the Discord shards this process runs", "comma-separated shard numbers, e.g. 0,1"
    )
    discord_shard_count: int | None = _setting(
        None, "how many Discord shards the bot has in all", "a whole number from 1", ge=1
    )
    discord_message_content: bool = _setting(
        False,
        "read plain moves (20-17) in Discord channels: needs the privileged Message Content"
        " intent, switched on for the application",
        "true or false",
    )
    discord_sync_commands: bool = _setting(
        False,
        "sync Discord's application commands at start even when unchanged"
        " (python -m bot --sync-commands)",
        "true or false",
    )
    default_language: str = _setting(
        "en",
        "language for users who chose none",
        f"one of {', '.join(available_languages())}",
    )
    challenge_minutes: int = _setting(
        10, "minutes before an unanswered challenge expires",
        "a whole number of minutes from 1 to 10080 (a week)", ge=1, le=7 * 24 * 60,
    )
    seek_minutes: int = _setting(
        10, "minutes before a lobby seek nobody matched expires (docs/lobby.md)",
        "a whole number of minutes from 1 to 1440 (a day)", ge=1, le=24 * 60,
    )
    images_dir: Path = _setting(
        Path("dots-images"), "folder for the pictures and files of console play", "a folder path"
    )
    button_secret: SecretStr | None = _setting(
        None,
        "key that signs buttons (empty: one is made and kept in the database)",
        "at least 16 characters, or empty",
    )
    log_level: str = _setting(
        "WARNING", "logging on standard error", f"one of {', '.join(LOG_LEVELS)}"
    )
    engine_seconds: float = _setting(
        1.0,
        "the computer's thinking time per move, in seconds",
        "a number of seconds above 0, at most 60",
        gt=0,
        le=60,
    )
    engine_workers: int = _setting(
        2,
        "worker processes the computer thinks in (from 2, one is kept for its live turns)",
        "a whole number from 1 to 16",
        ge=1,
        le=16,
    )
    analyses_at_once: int = _setting(
        1,
        "finished games this process analyses at a time (/analysis)",
        "a whole number from 1 to 16",
        ge=1,
        le=16,
    )
    event_days: int = _setting(
        7,
        "days a chat platform may redeliver an update; older update ids are forgotten",
        "a whole number of days from 1 to 365",
        ge=1,
        le=365,
    )
    metrics_port: int | None = _setting(
        None,
        "serve GET /healthz and GET /metrics (Prometheus) on this port (empty: off)",
        "a port from 1 to 65535, or empty",
        ge=1,
        le=65535,
    )
    metrics_host: str = _setting("0.0.0.0", "where the health and metrics server listens", "a host")
    migrate_on_start: bool = _setting(
        True,
        "apply database migrations at start; false: refuse a database that is behind"
        " (run python -m bot migrate first)",
        "true or false",
    )

    @field_validator(
        "telegram_token",
        "discord_token",
        "button_secret",
        "discord_shard_count",
        "telegram_api_url",
        "telegram_webhook_url",
        "telegram_webhook_secret",
        "telegram_media_chat",
        "telegram_webapp_name",
        "public_url",
        "web_host",
        "metrics_port",
        mode="before"
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

    @model_validator(mode="after")
    def _ports_differ(self) -> Settings:
        webhook = self.telegram_webhook_url is not None and self.telegram_token is not None
        if webhook and self.metrics_port == self.telegram_webhook_port:
            raise ValueError("METRICS_PORT must differ from TELEGRAM_WEBHOOK_PORT")
        return self

    @field_validator("public_url")
    @classmethod
    def _public_address(cls, value: str | None) -> str | None:
        if value is None:
            return None
        value = value.strip().rstrip("/")
        parts = urlsplit(value)
        if parts.query or parts.fragment:
            raise SettingProblem(
                "no query (?...) or fragment (#...) allowed: give the address the board is"
                " reached at, e.g. https://dots.example.org"
            )
        if not parts.hostname:
            raise ValueError(f"not a web address: {value!r}")
        if parts.scheme == "https" or (parts.scheme == "http" and is_loopback(parts.hostname)):
            return value
        raise ValueError(f"PUBLIC_URL must be https (or http on 127.0.0.1): {value!r}")

    @field_validator("telegram_webapp_name")
    @classmethod
    def _webapp_name(cls, value: str | None) -> str | None:
        if value is not None and not WEBAPP_NAME.fullmatch(value.strip()):
            raise ValueError(f"not a Mini App short name: {value!r}")
        return value.strip() if value is not None else None

    @model_validator(mode="after")
    def _web_port_free(self) -> Settings:
        own_server = self.public_url is not None and not self.web_in_webhook
        if own_server and self.metrics_port == self.web_port:
            raise ValueError("METRICS_PORT must differ from WEB_PORT")
        return self

    @property
    def web_in_webhook(self) -> bool:
        """The web board is served by the Telegram webhook's server (not one of its own)."""
        return self.telegram_webhook_url is not None and self.telegram_token is not None

    @property
    def web_listen_host(self) -> str:
        """``WEB_HOST``, else this machine alone when ``PUBLIC_URL`` is on it, else anywhere."""
        if self.web_host is not None:
            return self.web_host.strip()
        local = self.public_url is not None and is_loopback(urlsplit(self.public_url).hostname)
        return "127.0.0.1" if local else "0.0.0.0"

    def web_ports_disagree(self) -> tuple[int, int] | None:
        """``PUBLIC_URL``'s port and the board's, when they differ and no proxy is in front."""
        if self.public_url is None or self.web_behind_proxy:
            return None
        parts = urlsplit(self.public_url)
        public = parts.port or (443 if parts.scheme == "https" else 80)
        served = self.telegram_webhook_port if self.web_in_webhook else self.web_port
        return (public, served) if public != served else None

    @field_validator("default_language")
    @classmethod
    def _known_language(cls, value: str) -> str:
        value = value.strip().lower()
        languages = available_languages()
        if value not in languages:
            raise ValueError(f"no catalog for {value!r}; available: {', '.join(languages)}")
        return value

    @field_validator("log_level")
    @classmethod
    def _known_level(cls, value: str) -> str:
        value = value.strip().upper()
        if value not in LOG_LEVELS:
            raise ValueError(f"unknown logging level {value!r}")
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
    @property
    def event_ttl(self) -> timedelta:
        return timedelta(days=self.event_days)

    def secret_bytes(self) -> bytes | None:
        return self.button_secret.get_secret_value().encode() if self.button_secret else None

    def secret_values(self) -> list[str]:
        """Every secret these settings hold (tokens, keys, the database's password)."""
        held = [value.get_secret_value() for name in sorted(SECRETS)
                if isinstance(value := getattr(self, name), SecretStr)]
        password = url_password(self.database_url)
        return held + ([password] if password else [])


def allowed_values(name: str) -> str:
    """What the setting ``name`` (a field name) accepts, in words."""
    extra = Settings.model_fields[name].json_schema_extra
    allowed = extra.get("allowed") if isinstance(extra, dict) else None
    return str(allowed or "")


def settings_problem(error: ValidationError) -> str:
    """One line naming each refused setting as its environment variable, the value given
    (secrets excepted) and the values allowed."""
    parts: list[str] = []
    for item in error.errors():
        name = str(item["loc"][0]) if item["loc"] else "?"
        if name not in Settings.model_fields:
            parts.append(f"{name.upper()}: {item['msg']}")
            continue
        given = "" if name in SECRETS else f"={_shorten(item.get('input'))}"
        problem = item.get("ctx", {}).get("error")
        if isinstance(problem, SettingProblem):
            parts.append(f"{name.upper()}{given}: {problem}")
            continue
        allowed = allowed_values(name)
        parts.append(f"{name.upper()}{given}: use {allowed}" if allowed else name.upper())
    return "bad setting " + "; ".join(parts)


def _shorten(value: Any, limit: int = 40) -> str:
    text = repr(str(value))
    return text if len(text) <= limit else text[: limit - 1] + "…"
