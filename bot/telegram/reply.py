"""The answer to a webhook post, which may carry one method call for Telegram to carry out.

Telegram carries the call out only if it takes the answer, and an update whose answer it
did not take is delivered again. A card sent in the answer is therefore shown exactly when
its update is acknowledged: a worker killed after sending a card with an API call, before
answering, makes the next worker send it again; one killed before answering here sent
nothing. What Telegram answers to the call is not known (no message id), so only cards
that are never edited (``board post``) travel this way."""

from __future__ import annotations

from contextvars import ContextVar
from typing import Any

from aiogram.methods import TelegramMethod


class WebhookReply:
    """The answer being made to one update: open until the handlers are done."""

    def __init__(self, update_id: int) -> None:
        self.update_id = update_id
        self.key = f"tg:update:{update_id}"
        """Names the update (the same when Telegram delivers it again)."""
        self.method: TelegramMethod[Any] | None = None
        self.open = True
        self.refused = False
        """Answer 503, not 200: Telegram is to send the update again."""

    @property
    def free(self) -> bool:
        """Still open, and carrying nothing yet."""
        return self.open and self.method is None

    def carry(self, method: TelegramMethod[Any]) -> bool:
        """Put ``method`` in the answer, if it is :attr:`free`."""
        if not self.free:
            return False
        self.method = method
        return True

    def close(self) -> TelegramMethod[Any] | None:
        """The method to answer with; nothing more can be put in."""
        self.open = False
        return self.method


current_reply: ContextVar[WebhookReply | None] = ContextVar("webhook_reply", default=None)
"""The answer to the update being handled (webhook mode only)."""
