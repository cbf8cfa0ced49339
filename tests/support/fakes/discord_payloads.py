"""Discord's JSON shapes for the fake: users, members, channels, guilds, messages.

Only the fields discord.py 2.7 reads (and a few it needs present) are filled in. Ids are
snowflakes: ``(milliseconds since 2015 << 22) | increment``; a guild's shard is
``(guild_id >> 22) % shard_count``, which :meth:`Snowflakes.for_shard` uses to place a guild.
"""

from __future__ import annotations

import itertools
import re
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

DISCORD_EPOCH_MS = 1_420_070_400_000
START_MS = int(time.time() * 1000) - DISCORD_EPOCH_MS
"""Ids count from the moment the tests start, so a new message's id says it is new."""

# Permissions the tests talk about (Discord's bit values).
VIEW_CHANNEL = 1 << 10
SEND_MESSAGES = 1 << 11
EMBED_LINKS = 1 << 14
ATTACH_FILES = 1 << 15
MANAGE_GUILD = 1 << 5
ADMINISTRATOR = 1 << 3
MEMBER_PERMISSIONS = VIEW_CHANNEL | SEND_MESSAGES | EMBED_LINKS | ATTACH_FILES

EPHEMERAL = 1 << 6
LOADING = 1 << 7

MENTION = re.compile(r"<@!?(\d+)>")


def iso(moment: datetime | None = None) -> str:
    return (moment or datetime.now(UTC)).isoformat()


class Snowflakes:
    """Increasing ids; each one a millisecond later than the one before."""

    def __init__(self) -> None:
        self._ms = itertools.count(START_MS)

    def __call__(self) -> int:
        return next(self._ms) << 22

    def for_shard(self, shard: int, shard_count: int) -> int:
        """The next id that Discord would route to ``shard`` of ``shard_count``."""
        while True:
            value = self()
            if (value >> 22) % shard_count == shard:
                return value


@dataclass
class FakeUser:
    id: int
    username: str
    global_name: str | None = None
    bot: bool = False
    locale: str = "en-US"

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "username": self.username,
            "global_name": self.global_name,
            "discriminator": "0",
            "avatar": None,
            "bot": self.bot,
            "public_flags": 0,
        }

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"


@dataclass
class FakeMember:
    user: FakeUser
    guild_id: int
    nick: str | None = None
    permissions: int = MEMBER_PERMISSIONS

    @property
    def id(self) -> int:
        return self.user.id

    @property
    def locale(self) -> str:
        return self.user.locale

    def payload(self, *, with_permissions: bool = False) -> dict[str, Any]:
        data: dict[str, Any] = {
            "user": self.user.payload(),
            "nick": self.nick,
            "roles": [],
            "joined_at": iso(),
            "deaf": False,
            "mute": False,
            "flags": 0,
            "pending": False,
        }
        if with_permissions:
            data["permissions"] = str(self.permissions)
        return data


@dataclass
class FakeChannel:
    """A guild text channel (type 0), a thread (11 public, 12 private) or a DM (1)."""

    id: int
    type: int
    name: str = ""
    guild_id: int | None = None
    parent_id: int | None = None
    owner_id: int | None = None  # who started a thread
    recipients: list[FakeUser] = field(default_factory=list)

    @property
    def is_thread(self) -> bool:
        return self.type in (10, 11, 12)

    def payload(self) -> dict[str, Any]:
        if self.type in (1, 3):
            return {
                "id": str(self.id),
                "type": self.type,
                "recipients": [user.payload() for user in self.recipients],
                "last_message_id": None,
            }
        data: dict[str, Any] = {
            "id": str(self.id),
            "type": self.type,
            "guild_id": str(self.guild_id),
            "name": self.name,
            "position": 0,
            "permission_overwrites": [],
            "nsfw": False,
            "parent_id": str(self.parent_id) if self.parent_id else None,
            "topic": None,
            "last_message_id": None,
            "rate_limit_per_user": 0,
            "flags": 0,
        }
        if self.is_thread:
            data |= {
                "owner_id": str(self.owner_id),
                "message_count": 0,
                "member_count": 1,
                "thread_metadata": {
                    "archived": False,
                    "auto_archive_duration": 1440,
                    "archive_timestamp": iso(),
                    "locked": False,
                },
            }
        return data


@dataclass
class FakeGuild:
    id: int
    name: str
    owner_id: int
    locale: str = "en-US"
    channels: list[FakeChannel] = field(default_factory=list)
    members: dict[int, FakeMember] = field(default_factory=dict)

    def shard(self, shard_count: int) -> int:
        return (self.id >> 22) % shard_count

    def text_channels(self) -> list[FakeChannel]:
        return [channel for channel in self.channels if channel.type == 0]

    def threads(self) -> list[FakeChannel]:
        return [channel for channel in self.channels if channel.is_thread]

    def payload(self, *, joined: bool = False) -> dict[str, Any]:
        """The full guild as GUILD_CREATE carries it: after READY (``unavailable`` false, the
        guild becomes available) or when the bot was just added (no ``unavailable``)."""
        everyone = {
            "id": str(self.id),
            "name": "@everyone",
            "color": 0,
            "hoist": False,
            "position": 0,
            "permissions": str(MEMBER_PERMISSIONS),
            "managed": False,
            "mentionable": False,
            "flags": 0,
        }
        return {
            "id": str(self.id),
            "name": self.name,
            "icon": None,
            "owner_id": str(self.owner_id),
            "afk_channel_id": None,
            "afk_timeout": 300,
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "roles": [everyone],
            "emojis": [],
            "stickers": [],
            "features": [],
            "mfa_level": 0,
            "system_channel_id": None,
            "system_channel_flags": 0,
            "preferred_locale": self.locale,
            "premium_tier": 0,
            "nsfw_level": 0,
            "joined_at": iso(),
            "large": False,
            **({} if joined else {"unavailable": False}),
            "member_count": len(self.members),
            "members": [member.payload() for member in self.members.values()],
            "channels": [channel.payload() for channel in self.text_channels()],
            "threads": [channel.payload() for channel in self.threads()],
            "voice_states": [],
            "presences": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "soundboard_sounds": [],
        }


def pinged(content: str, allowed: dict[str, Any] | None) -> tuple[list[int], bool]:
    """Whom a message's content would ping under its ``allowed_mentions``, and @everyone.

    Without ``allowed_mentions`` Discord pings everything the content mentions.
    """
    mentioned = [int(match) for match in MENTION.findall(content)]
    everyone = "@everyone" in content or "@here" in content
    if allowed is None:
        return mentioned, everyone
    parse = allowed.get("parse", [])
    listed = {int(user) for user in allowed.get("users", [])}
    users = [user for user in mentioned if "users" in parse or user in listed]
    return users, everyone and "everyone" in parse
