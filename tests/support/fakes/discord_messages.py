"""Messages in the fake Discord: created, edited and deleted by the bot, with their files.

A request body is JSON, or multipart with ``payload_json`` and ``files[n]`` parts (how
discord.py sends attachments); :func:`read_body` returns both halves.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from aiohttp import BodyPartReader, web

from tests.support.fakes.discord_payloads import EPHEMERAL, FakeUser, Snowflakes, iso, pinged

# What a message payload may change in an edit.
EDITABLE = ("content", "embeds", "components", "flags", "allowed_mentions", "poll")


@dataclass
class UploadedFile:
    field: str
    filename: str
    content_type: str
    data: bytes


@dataclass
class StoredMessage:
    id: int
    channel_id: int
    payload: dict[str, Any]
    files: dict[int, bytes] = field(default_factory=dict)  # attachment id -> bytes
    deleted: bool = False
    edits: int = 0

    @property
    def content(self) -> str:
        return str(self.payload.get("content", ""))

    @property
    def ephemeral(self) -> bool:
        return bool(self.payload.get("flags", 0) & EPHEMERAL)

    @property
    def attachments(self) -> list[dict[str, Any]]:
        return list(self.payload.get("attachments", []))

    def attachment(self, filename: str) -> bytes:
        """The bytes of the attachment called ``filename``."""
        for item in self.attachments:
            if item["filename"] == filename:
                return self.files[int(item["id"])]
        raise AssertionError(f"message {self.id} has no attachment {filename!r}")

    def components(self) -> Iterator[dict[str, Any]]:
        """Every component, however deeply nested (rows, containers, sections)."""
        stack = list(self.payload.get("components", []))
        while stack:
            item = stack.pop(0)
            yield item
            stack.extend(item.get("components", []))
            if isinstance(item.get("accessory"), dict):
                stack.append(item["accessory"])

    def component(self, custom_id: str) -> dict[str, Any] | None:
        return next((c for c in self.components() if c.get("custom_id") == custom_id), None)

    def custom_ids(self) -> list[str]:
        return [c["custom_id"] for c in self.components() if "custom_id" in c]


async def read_body(request: web.Request) -> tuple[Any, list[UploadedFile]]:
    """The JSON of a request (``payload_json`` in multipart) and its files."""
    if request.content_type.startswith("multipart/"):
        payload: Any = None
        files: list[UploadedFile] = []
        reader = await request.multipart()
        while (part := await reader.next()) is not None:
            assert isinstance(part, BodyPartReader)
            data = await part.read()
            if part.name == "payload_json":
                payload = json.loads(data)
            else:
                content_type = part.headers.get("Content-Type", "application/octet-stream")
                files.append(
                    UploadedFile(part.name or "", part.filename or "", content_type, bytes(data))
                )
        return payload, files
    raw = await request.read()
    return (json.loads(raw) if raw else None), []


class MessageStore:
    """Every message by id; attachments get ids and URLs the fake serves."""

    def __init__(self, ids: Snowflakes, bot: FakeUser, url_for: Callable[[int, str], str]) -> None:
        self._ids = ids
        self._bot = bot
        self._url_for = url_for
        self.by_id: dict[int, StoredMessage] = {}
        self._files: dict[int, bytes] = {}

    def get(self, message_id: int) -> StoredMessage:
        stored = self.by_id.get(message_id)
        assert stored is not None, f"no message {message_id}"
        return stored

    def find(self, message_id: int, channel_id: int | None = None) -> StoredMessage | None:
        stored = self.by_id.get(message_id)
        if stored is None or stored.deleted:
            return None
        if channel_id is not None and stored.channel_id != channel_id:
            return None
        return stored

    def in_channel(self, channel_id: int, *, deleted: bool = False) -> list[StoredMessage]:
        return [
            m
            for m in self.by_id.values()
            if m.channel_id == channel_id and (deleted or not m.deleted)
        ]

    def attachment_bytes(self, attachment_id: int) -> bytes | None:
        return self._files.get(attachment_id)

    def create(
        self,
        channel_id: int,
        body: dict[str, Any],
        files: list[UploadedFile],
        *,
        author: FakeUser | None = None,
        guild_id: int | None = None,
        extra: dict[str, Any] | None = None,
    ) -> StoredMessage:
        message_id = self._ids()
        payload: dict[str, Any] = {
            "id": str(message_id),
            "channel_id": str(channel_id),
            "author": (author or self._bot).payload(),
            "content": "",
            "timestamp": iso(),
            "edited_timestamp": None,
            "tts": False,
            "mention_roles": [],
            "embeds": [],
            "components": [],
            "pinned": False,
            "type": 0,
            "flags": 0,
        }
        if guild_id is not None:
            payload["guild_id"] = str(guild_id)
        payload |= extra or {}
        stored = StoredMessage(message_id, channel_id, payload)
        self.by_id[message_id] = stored
        self._apply(stored, body, files)
        return stored

    def edit(self, stored: StoredMessage, body: dict[str, Any], files: list[UploadedFile]) -> None:
        self._apply(stored, body, files)
        stored.payload["edited_timestamp"] = iso()
        stored.edits += 1

    def _apply(
        self, stored: StoredMessage, body: dict[str, Any], files: list[UploadedFile]
    ) -> None:
        for key in EDITABLE:
            if key in body:
                stored.payload[key] = body[key]
        if "attachments" in body or files:
            stored.payload["attachments"] = self._attachments(stored, body, files)
        users, everyone = pinged(stored.content, stored.payload.get("allowed_mentions"))
        stored.payload["mentions"] = [{"id": str(user)} for user in users]
        stored.payload["mention_everyone"] = everyone

    def _attachments(
        self, stored: StoredMessage, body: dict[str, Any], files: list[UploadedFile]
    ) -> list[dict[str, Any]]:
        """Kept ones (listed by their id) plus uploads (listed by their upload index)."""
        uploads = {index: file for index, file in enumerate(files)}
        previous = {int(item["id"]): item for item in stored.attachments}
        listed = body.get("attachments")
        if listed is None:
            listed = [*previous.values(), *({"id": i} for i in uploads)]
        result: list[dict[str, Any]] = []
        for item in listed:
            key = int(item["id"])
            if key in previous:
                result.append(previous[key])
            elif key in uploads:
                result.append(self._upload(stored, uploads[key], item))
        return result

    def _upload(
        self, stored: StoredMessage, file: UploadedFile, item: dict[str, Any]
    ) -> dict[str, Any]:
        attachment_id = self._ids()
        filename = item.get("filename") or file.filename
        self._files[attachment_id] = stored.files[attachment_id] = file.data
        url = self._url_for(attachment_id, filename)
        return {
            "id": str(attachment_id),
            "filename": filename,
            "size": len(file.data),
            "url": url,
            "proxy_url": url,
            "content_type": file.content_type,
            "description": item.get("description"),
        }
