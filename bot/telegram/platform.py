"""Telegram, declared once (:mod:`bot.platforms`): it starts with ``TELEGRAM_TOKEN``, its
forum topics are topics, its sizes and what its chats can do, and the Mini App's sign-in on
the web board. Read without aiogram: the adapter is imported only to start it."""

from __future__ import annotations

from bot.capabilities import Capabilities, Limits, PlaceWords
from bot.config import Settings
from bot.platforms import Platform, SignIn, WebSignIn

NAME = "telegram"
MESSAGE_LIMIT = 4096
CAPTION_LIMIT = 1024
"""A photo's caption."""
ALERT_LIMIT = 200
"""A callback answer."""
GROUP_PER_MINUTE = 20
"""Messages a group takes a minute, edits included."""
LIMITS = Limits(
    caption=CAPTION_LIMIT,
    text=4000,  # a message's 4,096, with room for what the port adds (a mention)
    alert=ALERT_LIMIT,
    buttons_per_row=8,
    per_minute=GROUP_PER_MINUTE,
)
CHAT = Capabilities(limits=LIMITS, queues=True, ping="telegram-your-move", drops_pings=True)
"""A chat's pace queues every send (a group takes 20 a minute, edits included), a card
posted anew keeps its old one's buttons (taking them off would cost the budget), and the
ping after an edit is deleted when the next card comes."""


def mini_app_sign_in(settings: Settings) -> SignIn | None:
    """The Mini App's ``initData``, checked with the bot's token (none: no sign-in)."""
    if settings.telegram_token is None:
        return None
    from bot.telegram.web_sign_in import MiniAppSignIn

    return MiniAppSignIn(settings.telegram_token.get_secret_value(), NAME)


PLATFORM = Platform(
    name=NAME,
    adapter="bot.telegram",
    capabilities=CHAT,
    token=lambda settings: settings.telegram_token,
    extra="telegram",
    words=PlaceWords(group="chat", thread="topic"),
    web_sign_in=WebSignIn("tma", mini_app_sign_in),
    hosts_board=True,
)
