"""What Telegram can do, as the output path decides by it (:mod:`bot.output.port`)."""

from __future__ import annotations

from dataclasses import replace

from bot.output.items import ALERT_LIMIT, CAPTION_LIMIT
from bot.output.port import Capabilities, Limits
from bot.telegram.keyboards import ROW
from bot.telegram.pacing import GROUP_PACE

MESSAGE_LIMIT = 4096
LIMITS = Limits(caption=CAPTION_LIMIT, text=MESSAGE_LIMIT, alert=ALERT_LIMIT,
                buttons_per_row=ROW, per_minute=GROUP_PACE.limit)
CHAT = Capabilities(limits=LIMITS, queues=True, ping="telegram-your-move", drops_pings=True)
"""A chat's pace queues every send (a group takes 20 a minute, edits included), a card
posted anew keeps its old one's buttons (taking them off would cost the budget), and the
ping after an edit is deleted when the next card comes."""
INLINE = replace(CHAT, ping=None, drops_pings=False)
"""An inline message is one message: its card, paced as a chat's, and nobody pinged."""
