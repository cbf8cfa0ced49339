"""Who opens the web board as a Telegram Mini App: the user its ``initData`` names, checked
with the bot's token and no older than :data:`INIT_DATA_MAX_AGE` (the board's gate asks,
:mod:`bot.web.gate`, for ``Authorization: tma <initData>``). Credentials that are not
ASCII, not signed, of the future or the past are refused alike."""

from __future__ import annotations

from datetime import datetime, timedelta

from aiogram.utils.web_app import safe_parse_webapp_init_data

from bot.identity import Actor, ChatRef
from bot.service.web_board import Viewer
from bot.telegram.platform import NAME

INIT_DATA_MAX_AGE = timedelta(hours=24)
"""Telegram makes new ``initData`` each time the app is opened; aiogram checks only its
signature, so an old one (copied from a device, say) is refused here past this age."""
CLOCK_SKEW = timedelta(minutes=5)
"""How far in the future ``initData`` may be dated (Telegram's clock and ours differ a
little); any later, and it would outlive :data:`INIT_DATA_MAX_AGE`."""


class MiniAppSignIn:
    """The check of ``initData`` with the bot's token."""

    def __init__(self, token: str) -> None:
        self._token = token

    def __call__(self, init_data: str, now: datetime) -> Viewer | None:
        """The Telegram user ``init_data`` signs in (``None``: refused); the game comes from
        its ``start_param`` (``g12``) when the app was opened by a direct link."""
        try:
            # TypeError: a hash that is not ASCII once unquoted (hmac.compare_digest)
            data = safe_parse_webapp_init_data(self._token, init_data)
        except (ValueError, TypeError):
            return None
        age = now - data.auth_date
        if data.user is None or age > INIT_DATA_MAX_AGE or -age > CLOCK_SKEW:
            return None
        user = data.user
        name = " ".join(part for part in (user.first_name, user.last_name) if part)
        actor = Actor(NAME, str(user.id), name, user.username, user.language_code)
        chat = ChatRef(NAME, str(data.chat.id)) if data.chat is not None else None
        return Viewer(actor, game=start_game(data.start_param), chat=chat)


def start_game(start_param: str | None) -> int | None:
    """The game a direct link's ``startapp=g12`` names."""
    digits = (start_param or "")[1:]
    if start_param and start_param[0] == "g" and digits.isascii() and digits.isdigit():
        return int(digits) if len(digits) <= 18 else None
    return None
