"""Telegram's flood limits, as the fake Bot API enforces them: in a group at most 20 calls
that post, change or delete a message in any 60 s, in a private chat about one a second
(short bursts allowed), and across all its chats at most 30 in any second (the bot-wide
limit); past that a call is answered as Telegram does::

    {"ok": false, "error_code": 429, "description": "Too Many Requests: retry after 7",
     "parameters": {"retry_after": 7}}

Every call counted is kept per chat (:meth:`FloodLimits.seen`), with the moment it came, so
tests can count what a chat saw. ``fake.limits.off()`` lifts the limits for tests about
something else (the Telegram table, whose pace is unlimited, does).
"""

from __future__ import annotations

import bisect
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
BOT_LIMIT = Limit(30, 1.0)
"""Every chat together: what a bot may post, change or delete in any second."""


@dataclass
class FloodLimits:
    group: Limit | None = GROUP_LIMIT
    private: Limit | None = PRIVATE_LIMIT
    bot: Limit | None = BOT_LIMIT
    clock: Callable[[], float] = time.monotonic
    refused: dict[int, int] = field(default_factory=dict)
    """429s answered, per chat (the bot-wide limit's included)."""
    refused_bot_wide: int = 0
    """429s answered for the bot-wide limit."""
    _seen: dict[int, list[Call]] = field(default_factory=dict)
    _moments: dict[int, deque[float]] = field(default_factory=dict)
    _bot_moments: deque[float] = field(default_factory=deque)

    def off(self) -> None:
        self.group = self.private = self.bot = None

    def bot_wide(self) -> list[float]:
        """When each counted call the bot made in any chat came, in order (the last
        minute's, and only while the bot-wide limit is on)."""
        return list(self._bot_moments)

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
        if (wait := self._bot_wide_wait(now)) is not None:
            self.refused[chat_id] = self.refused.get(chat_id, 0) + 1
            self.refused_bot_wide += 1
            return wait
        moments.append(now)
        if self.bot is not None:
            self._bot_moments.append(now)
        self._seen.setdefault(chat_id, []).append(call)
        return None

    def _bot_wide_wait(self, now: float) -> int | None:
        """The seconds to wait when the bot-wide limit is reached, else ``None``."""
        bot, moments = self.bot, self._bot_moments
        while moments and moments[0] <= now - 60.0:  # a minute kept, for bot_wide()
            moments.popleft()
        if bot is None:
            return None
        recent = len(moments) - bisect.bisect_right(moments, now - bot.seconds)
        if recent >= bot.calls:
            return max(1, math.ceil(moments[-bot.calls] + bot.seconds - now))
        return None
