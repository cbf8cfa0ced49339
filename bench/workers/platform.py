"""The fake Telegram Bot API of the adapter tests, made fit for a load run: every call the
workers make is kept with the moment it arrived (no file bytes: a picture is remembered by
its name and a digest), each chat's calls are handed to whoever drives that chat, and the
updates users make are handed back to the driver instead of being queued (the driver is
the load balancer that posts them to the workers)."""

from __future__ import annotations

import asyncio
import hashlib
import re
import time
from dataclasses import dataclass
from typing import Any

from tests.support.fakes.telegram_api import TelegramFake
from tests.support.fakes.telegram_calls import Call
from tests.support.fakes.telegram_methods import Files
from tests.support.fakes.telegram_world import Media

CARD_NAME = re.compile(r"game-(\d+)-(\d+)\.png")
CARD_METHODS = ("sendphoto", "editmessagemedia")


@dataclass(frozen=True, slots=True)
class Seen:
    """One call a worker made, as the fake answered it."""

    at: float
    method: str
    chat_id: int | None
    ok: bool
    card: tuple[int, int] | None
    """(game id, ply) when the call shows a game card."""
    call: Call


def card_of(call: Call) -> tuple[int, int] | None:
    """The game and ply a card call shows (the picture's file name says both)."""
    if call.method.lower() not in CARD_METHODS:
        return None
    for name in call.file_names.values():
        found = CARD_NAME.fullmatch(name)
        if found:
            return int(found[1]), int(found[2])
    return None


def chat_of(call: Call) -> int | None:
    chat = call.params.get("chat_id")
    try:
        return int(chat) if chat is not None else None
    except (TypeError, ValueError):
        return None


class BenchTelegram(TelegramFake):
    """The fake server, recording for the bench. ``say`` and ``press`` return their
    update through :meth:`take_update` rather than queueing it."""

    def __init__(self) -> None:
        super().__init__()
        self.limits.off()  # many workers share chats here: this bench is about the workers
        self.seen: list[Seen] = []
        self._inboxes: dict[int, asyncio.Queue[Seen]] = {}
        self._made: dict[str, Any] | None = None

    def inbox(self, chat_id: int) -> asyncio.Queue[Seen]:
        """Every call about ``chat_id`` from now on, in the order they came."""
        return self._inboxes.setdefault(chat_id, asyncio.Queue())

    def push_update(self, kind: str, payload: dict[str, Any]) -> int:
        update_id = next(self._update_ids)
        self._made = {"update_id": update_id, kind: payload}
        return update_id

    def take_update(self) -> dict[str, Any]:
        """The update the last user action made."""
        made, self._made = self._made, None
        assert made is not None, "no update was made"
        return made

    def _media(self, kind: str, reference: Any, files: Files) -> Media:
        media = super()._media(kind, reference, files)
        media.data = hashlib.blake2b(media.data, digest_size=16).digest()  # memory stays flat
        return media

    def _record(self, call: Call, files: Files, error: Any) -> None:
        super()._record(call, files, error)
        call.files = {}
        seen = Seen(time.monotonic(), call.method.lower(), chat_of(call), call.ok,
                    card_of(call), call)
        self.seen.append(seen)
        if seen.chat_id is not None and seen.chat_id in self._inboxes:
            self._inboxes[seen.chat_id].put_nowait(seen)

    def calls_named(self, method: str) -> list[Seen]:
        return [seen for seen in self.seen if seen.method == method.lower()]
