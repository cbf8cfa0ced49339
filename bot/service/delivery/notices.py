"""Notices: what happened without anyone asking (a flag fell, a reminder is due, a
challenge expired), for the adapter of the chat's platform to post.

Adapters subscribe a sink per platform (``service.notices.subscribe("telegram", send)``);
the background runner (:mod:`bot.background`) sweeps and hands each notice to its sink.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from bot.identity import ChatRef, PlayerRef
from bot.service.answers.answer import Result

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Notice:
    chat: ChatRef
    """Where to post it."""
    result: Result
    """What to post, worded in the chat's language: replies, and the game or challenge
    whose card changed (edit it in place)."""
    mention: PlayerRef | None = None
    """Whom to ping with it (the player a reminder is for)."""
    outbox_id: int | None = None
    """The outbox row it comes from: an adapter that retries a post uses it to send the
    same row only once."""


NoticeSink = Callable[[Notice], Awaitable[None]]


class NoticeBoard:
    """Who posts notices for which platform."""

    def __init__(self) -> None:
        self._sinks: dict[str, NoticeSink] = {}

    def subscribe(self, platform: str, sink: NoticeSink) -> None:
        self._sinks[platform] = sink

    @property
    def platforms(self) -> frozenset[str]:
        return frozenset(self._sinks)

    async def deliver(self, notice: Notice) -> bool:
        """Post one notice; False when nobody posts for its platform (it is logged)."""
        sink = self._sinks.get(notice.chat.platform)
        if sink is None:
            log.warning("no adapter posts notices for %s: %s", notice.chat, notice.result.keys)
            return False
        try:
            await sink(notice)
        except Exception:  # one chat failing must not stop the others' notices
            log.exception("posting a notice to %s failed", notice.chat)
            return False
        return True
