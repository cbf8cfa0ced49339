"""Discord, declared once (:mod:`bot.platforms`): it starts with ``DISCORD_TOKEN``, a
server's channels and threads are its places, its sizes and what its channels can do.
Read without discord.py: the adapter is imported only to start it."""

from __future__ import annotations

from bot.output.port import Capabilities, Limits
from bot.platforms import PlaceWords, Platform

NAME = "discord"
MESSAGE_LIMIT = 2000
EMBED_LIMIT = 4096
"""An embed's description: a card's words."""
ROW_WIDTH = 5
"""Buttons in a row of components."""
LIMITS = Limits(
    caption=EMBED_LIMIT,
    text=2 * MESSAGE_LIMIT,  # an answer's text, in messages of MESSAGE_LIMIT
    alert=None,  # an ephemeral message answers a press
    buttons_per_row=ROW_WIDTH,
    per_minute=None,  # discord.py keeps to the rate limits Discord names
)
CAPABILITIES = Capabilities(
    limits=LIMITS,
    retires_replaced=True,
    ping="card-to-move",
    thread_per_game=True,
)
"""Discord edits messages younger than an hour (:data:`bot.discord.outlet.CARD_AGE`),
takes the buttons off a card posted anew, pings after an edit with a line of its own, and
has threads."""

PLATFORM = Platform(
    name=NAME,
    adapter="bot.discord",
    capabilities=CAPABILITIES,
    token=lambda settings: settings.discord_token,
    extra="discord",
    words=PlaceWords(group="server", thread="channel"),
)
