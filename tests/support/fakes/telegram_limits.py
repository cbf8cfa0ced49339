"""Telegram's flood limits, as the fake Bot API enforces them: in a group at most 20 calls
that post, change or delete a message in any 60 s, in a private chat about one a second
(short bursts allowed); past that a call is answered as Telegram does::

    {"ok": false, "error_code": 429, "description": "Too Many Requests: retry after 7",
     "parameters": {"retry_after": 7}}

Every call counted is kept per chat (:meth:`FloodLimits.seen`), with the moment it came, so
tests can count what a chat saw. ``fake.limits.off()`` lifts the limits for tests about
something else (the Telegram table, whose pace is unlimited, does).
"""

from __future__ import annotations

import math
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

from tests.support.fakes.telegram_calls import Call

COUNTED = frozenset(
    name.lower()
    for name in (
        "sendMessage", "sendPhoto", "sendDocument", "sendAnimation", "sendVideo",
        "sendAudio", "sendVoice", "sendSticker", "sendMediaGroup", "sendPoll", "sendDice",
        "sendLocation", "sendContact", "copyMessage", "forwardMessage",
        "editMessageText", "editMessageCaption", "editMessageMedia", "editMessageReplyMarkup",
        "deleteMessage", "deleteMessages", "editEphemeralMessageText",
        "editEphemeralMessageCaption", "editEphemeralMessageMedia",
        "editEphemeralMessageReplyMarkup", "deleteEphemeralMessage", "answerGuestQuery",
    )
)
"""The calls that post, change or delete a message in a chat: each costs the chat."""


@dataclass(frozen=True)
class Limit:
    """At most ``calls`` in any ``seconds``."""

    calls: int
    seconds: float


GROUP_LIMIT = Limit(20, 60.0)
PRIVATE_LIMIT = Limit(10, 5.0)


@dataclass
class FloodLimits:
    group: Limit | None = GROUP_LIMIT
    private: Limit | None = PRIVATE_LIMIT
    clock: Callable[[], float] = time.monotonic
    refused: dict[int, int] = field(default_factory=dict)
    """429s answered, per chat."""
    _seen: dict[int, list[Call]] = field(default_factory=dict)
    _moments: dict[int, deque[float]] = field(default_factory=dict)

    def off(self) -> None:
        self.group = self.private = None

    def seen(self, chat_id: int) -> list[Call]:
        """The counted calls the chat let through, in the order they came."""
        return list(self._seen.get(chat_id, []))

    def retry_after(self, call: Call, chat_id: object = None) -> int | None:
        """``None`` when the call may go through (it is counted), else the seconds the
        chat has to wait. ``chat_id``: the chat of an inline message the call edits (the
        call names only the message; its chat pays for it all the same)."""
        chat_id = call.params.get("chat_id", chat_id)
        if call.method.lower() not in COUNTED or not isinstance(chat_id, int):
            return None
        limit = self.private if chat_id > 0 else self.group
        now = self.clock()
        moments = self._moments.setdefault(chat_id, deque())
        window = limit.seconds if limit is not None else 0.0
        while moments and moments[0] <= now - window:
            moments.popleft()
        if limit is not None and len(moments) >= limit.calls:
            self.refused[chat_id] = self.refused.get(chat_id, 0) + 1
            return max(1, math.ceil(moments[-limit.calls] + window - now))
        moments.append(now)
        self._seen.setdefault(chat_id, []).append(call)
        return None
