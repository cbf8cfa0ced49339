"""The fake Bot API's world: users, chats and the messages in them, as Telegram would
send them to a bot (``Message``, ``User`` and ``Chat`` objects as JSON dicts)."""

from __future__ import annotations

import itertools
import re
import time
from dataclasses import dataclass, field
from typing import Any, Literal

MARKED = re.compile(r"(?:^/[A-Za-z0-9_]+(?:@[A-Za-z0-9_]+)?)|(?<=\s)@[A-Za-z0-9_]{3,}")
ChatType = Literal["private", "group", "supergroup"]
# The user Telegram shows as the sender when an anonymous admin posts as the group.
ANONYMOUS_ADMIN_ID = 1087968824


@dataclass
class User:
    id: int
    first_name: str
    username: str | None = None
    last_name: str | None = None
    language_code: str | None = None
    is_bot: bool = False

    def json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": self.id,
            "is_bot": self.is_bot,
            "first_name": self.first_name,
        }
        for name in ("last_name", "username", "language_code"):
            if getattr(self, name) is not None:
                data[name] = getattr(self, name)
        return data


@dataclass
class Chat:
    id: int
    type: ChatType
    title: str | None = None
    is_forum: bool = False
    members: dict[int, str] = field(default_factory=dict)  # user id -> status
    username: str | None = None  # a public group's @name: anyone may read it
    last_message_id: int = 0
    last_ephemeral_id: int = 0

    def json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"id": self.id, "type": self.type}
        if self.title is not None:
            data["title"] = self.title
        if self.is_forum:
            data["is_forum"] = True
        if self.username is not None:
            data["username"] = self.username
        return data

    def next_message_id(self) -> int:
        self.last_message_id += 1
        return self.last_message_id

    def next_ephemeral_id(self) -> int:
        self.last_ephemeral_id += 1
        return self.last_ephemeral_id


@dataclass
class Upload:
    """A file as it arrived in a multipart request."""

    filename: str
    data: bytes


@dataclass
class Media:
    """A picture, document or animation the bot sent: its kind, bytes and file name."""

    kind: Literal["photo", "document", "animation"]
    data: bytes
    file_name: str
    file_id: str
    width: int = 0
    height: int = 0


@dataclass
class StoredMessage:
    """One message in a chat, from a user or from the bot; ephemeral ones are seen only by
    ``receiver``."""

    chat: Chat
    message_id: int
    sender: User
    date: int = field(default_factory=lambda: int(time.time()))
    text: str | None = None
    entities: list[dict[str, Any]] | None = None
    caption: str | None = None
    media: Media | None = None
    reply_markup: dict[str, Any] | None = None
    thread_id: int | None = None
    reply_to: StoredMessage | None = None
    sender_chat: Chat | None = None
    receiver: User | None = None
    ephemeral_id: int | None = None
    edit_date: int | None = None
    deleted: bool = False
    edits: int = 0
    via_bot: User | None = None
    """The bot it was sent through (inline mode)."""
    guest_caller: User | None = None
    """The user whose message summoned the bot that posted this one (guest mode)."""

    def content(self) -> tuple[Any, ...]:
        """What 'message is not modified' compares."""
        media = None if self.media is None else (self.media.kind, self.media.data)
        return (self.text, self.caption, media, self.reply_markup)

    def json(self, *, with_reply: bool = True) -> dict[str, Any]:
        data: dict[str, Any] = {
            "message_id": 0 if self.ephemeral_id is not None else self.message_id,
            "date": self.date,
            "chat": self.chat.json(),
            "from": self.sender.json(),
        }
        if self.sender_chat is not None:
            data["sender_chat"] = self.sender_chat.json()
        if self.thread_id is not None:
            data["message_thread_id"] = self.thread_id
            data["is_topic_message"] = True
        if self.text is not None:
            data["text"] = self.text
        if self.entities:
            data["entities"] = self.entities
        if self.caption is not None:
            data["caption"] = self.caption
        if self.media is not None:
            data[self.media.kind] = _media_json(self.media)
        if self.reply_markup is not None and "inline_keyboard" in self.reply_markup:
            data["reply_markup"] = self.reply_markup
        if with_reply and self.reply_to is not None:
            data["reply_to_message"] = self.reply_to.json(with_reply=False)
        if self.edit_date is not None:
            data["edit_date"] = self.edit_date
        if self.receiver is not None:
            data["receiver_user"] = self.receiver.json()
            data["ephemeral_message_id"] = self.ephemeral_id
        if self.via_bot is not None:
            data["via_bot"] = self.via_bot.json()
        if self.guest_caller is not None:
            data["guest_bot_caller_user"] = self.guest_caller.json()
        return data


def _media_json(media: Media) -> Any:
    unique = media.file_id[::-1]
    if media.kind == "photo":
        return [
            {
                "file_id": media.file_id,
                "file_unique_id": unique,
                "width": media.width,
                "height": media.height,
                "file_size": len(media.data),
            }
        ]
    data: dict[str, Any] = {
        "file_id": media.file_id,
        "file_unique_id": unique,
        "file_name": media.file_name,
        "file_size": len(media.data),
    }
    if media.kind == "animation":
        data.update(width=media.width, height=media.height, duration=1, mime_type="image/gif")
    return data


def command_entities(text: str) -> list[dict[str, Any]]:
    """Entities a Telegram client marks in ``text``: a leading ``/command`` and
    ``@username`` mentions (offsets in UTF-16 code units, as Telegram counts)."""
    entities: list[dict[str, Any]] = []
    for found in MARKED.finditer(text):
        kind = "bot_command" if found.group().startswith("/") else "mention"
        entities.append(
            {
                "type": kind,
                "offset": utf16_length(text[: found.start()]),
                "length": utf16_length(found.group()),
            }
        )
    return entities


def utf16_length(text: str) -> int:
    """Telegram counts entity offsets and lengths in UTF-16 code units."""
    return len(text.encode("utf-16-le")) // 2


class FileIds:
    """Fresh ``file_id``s for what the bot uploads."""

    def __init__(self) -> None:
        self._numbers = itertools.count(1)

    def next(self, kind: str) -> str:
        return f"{kind}-{next(self._numbers):06d}"
