"""Discord, declared once (:mod:`bot.platforms`): it starts with ``DISCORD_TOKEN``, a
server's channels and threads are its places, its sizes and what its channels can do.
Its people sign in on the web board inside Discord, as the application's Activity, when
the operator turns that on. Read without discord.py: the adapter is imported only to start
it."""

from __future__ import annotations

from bot.capabilities import Capabilities, Limits, PlaceWords
from bot.config import Settings
from bot.discord.places import NAME
from bot.platforms import Platform, SignIn, WebSignIn

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

def activity_sign_in(settings: Settings) -> SignIn | None:
    """The Activity's sign-in, when ``DISCORD_ACTIVITY`` is on (with the application's
    OAuth2 credentials: the settings refuse it without them)."""
    secret, client_id = settings.discord_client_secret, settings.discord_client_id
    if not settings.discord_activity or secret is None or client_id is None:
        return None
    from bot.discord.web_sign_in import ActivitySignIn

    return ActivitySignIn(client_id, secret.get_secret_value(), settings.discord_api_url,
                          sdk=settings.discord_activity_sdk)


PLATFORM = Platform(
    name=NAME,
    adapter="bot.discord",
    capabilities=CAPABILITIES,
    token=lambda settings: settings.discord_token,
    extra="discord",
    words=PlaceWords(group="server", thread="channel"),
    web_sign_in=WebSignIn("discord", activity_sign_in),
)
