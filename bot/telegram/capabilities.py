"""What Telegram can do, as the output path decides by it (:mod:`bot.output.port`): its
chats' as the platform declares them (:mod:`bot.telegram.platform`), and an inline
message's."""

from __future__ import annotations

from dataclasses import replace

from bot.telegram.platform import CHAT, LIMITS, MESSAGE_LIMIT

__all__ = ["CHAT", "INLINE", "LIMITS", "MESSAGE_LIMIT"]

INLINE = replace(CHAT, ping=None, drops_pings=False)
"""An inline message is one message: its card, paced as a chat's, and nobody pinged."""
