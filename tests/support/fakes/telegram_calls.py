"""What the fake Bot API records of each call, and how it reads a call's parameters."""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

from tests.support.fakes.telegram_methods import Files, Params
from tests.support.fakes.telegram_world import Upload

# Parameters that are plain strings; every other value aiogram sends is JSON.
STRING_FIELDS = frozenset(
    [
        "text",
        "caption",
        "callback_query_id",
        "secret_token",
        "url",
        "parse_mode",
        "action",
        "language_code",
        "description",
        "photo",
        "document",
        "animation",
        "inline_message_id",
    ]
)
SECRET_HEADER = "X-Telegram-Bot-Api-Secret-Token"


@dataclass
class Call:
    """One request the bot made, as the fake understood and answered it."""

    method: str
    params: Params
    files: dict[str, bytes] = field(default_factory=dict)
    file_names: dict[str, str] = field(default_factory=dict)
    status: int = 200
    result: Any = None
    description: str | None = None
    via_webhook_reply: bool = False
    moment: float = field(default_factory=time.monotonic)
    """When it came (``time.monotonic``)."""

    @property
    def ok(self) -> bool:
        return self.status == 200

    def upload(self, name: str) -> bytes:
        """The bytes a parameter refers to: ``photo`` → ``attach://x`` → the part ``x``;
        ``media`` (editMessageMedia) → its ``media`` reference."""
        reference = self.params[name]
        if isinstance(reference, dict):
            reference = reference["media"]
        return self.files[str(reference).removeprefix("attach://")]


@dataclass
class Fault:
    status: int
    description: str
    retry_after: int | None = None
    disconnect: bool = False


@dataclass
class Delivery:
    """One attempt to post an update to a webhook."""

    update_id: int
    url: str
    status: int


class Signal:
    """Wakes everyone waiting whenever something changed."""

    def __init__(self) -> None:
        self._event = asyncio.Event()

    def notify(self) -> None:
        self._event.set()
        self._event = asyncio.Event()

    async def wait(self, timeout: float) -> None:
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._event.wait(), max(timeout, 0))


def parse_value(name: str, raw: str) -> Any:
    if name in STRING_FIELDS:
        return raw
    try:
        return json.loads(raw)
    except ValueError:
        return raw


async def parse_request(request: web.Request) -> tuple[Params, Files]:
    params: Params = {}
    files: Files = {}
    if request.content_type == "application/json":
        params.update(await request.json())
        return params, files
    fields = dict(request.query)
    if request.can_read_body:
        fields.update(await request.post())
    for name, value in fields.items():
        if isinstance(value, web.FileField):
            files[name] = Upload(value.filename, value.file.read())
        else:
            params[name] = parse_value(name, str(value))
    return params, files
