"""The toy platform, declared once: every part of the bot that reads platforms finds it
here (start-up, the words for its places, the output path's limits, the web board's
sign-in, the guards). It borrows a setting to start by (a platform of the bot adds its
token to :mod:`bot.config`)."""

from __future__ import annotations

from bot.capabilities import Capabilities, Limits, PlaceWords
from bot.config import Settings
from bot.identity import Actor
from bot.platforms import Platform, SignIn, WebSignIn
from bot.service.places.board_views import Viewer

NAME = "toy"
LIMITS = Limits(caption=40, text=50, alert=None, buttons_per_row=2, per_minute=None)
PASSWORDS = {"alice-pass": Actor(NAME, "1", "Alice", "alice")}


def signed_in(credentials: str) -> Viewer | None:
    actor = PASSWORDS.get(credentials)
    return Viewer(actor) if actor is not None else None


def sign_in(settings: Settings) -> SignIn | None:
    return signed_in if settings.button_secret is not None else None


PLATFORM = Platform(
    name=NAME,
    adapter="tests.bot.toy_platform",
    capabilities=Capabilities(limits=LIMITS, pictures=False),
    token=lambda settings: settings.button_secret,
    words=PlaceWords(group="server", thread="channel"),
    web_sign_in=WebSignIn("toy", sign_in),
)
