"""Who opens the web board as a Telegram Mini App: the user its ``initData`` names, checked
with the bot's token, as of when Telegram signed it (the service refuses it when too old:
:data:`bot.service.places.web_board.SIGN_IN_MAX_AGE`). The board's gate asks for
``Authorization: tma <initData>`` (:mod:`bot.web.gate`)."""

from __future__ import annotations

from aiogram.utils.web_app import safe_parse_webapp_init_data

from bot.identity import Actor, ChatRef
from bot.service import Viewer


class MiniAppSignIn:
    """The check of ``initData`` with the bot's token; ``platform`` is the name its people
    have among the platforms (:data:`bot.telegram.platform.NAME`)."""

    def __init__(self, token: str, platform: str) -> None:
        self._token = token
        self._platform = platform

    def __call__(self, init_data: str) -> Viewer | None:
        """The Telegram user ``init_data`` signs in (``None``: refused); the game comes from
        its ``start_param`` (``g12``) when the app was opened by a direct link."""
        try:
            # TypeError: a hash that is not ASCII once unquoted (hmac.compare_digest)
            data = safe_parse_webapp_init_data(self._token, init_data)
        except (ValueError, TypeError):
            return None
        if data.user is None:
            return None
        user = data.user
        name = " ".join(part for part in (user.first_name, user.last_name) if part)
        actor = Actor(self._platform, str(user.id), name, user.username, user.language_code)
        chat = ChatRef(self._platform, str(data.chat.id)) if data.chat is not None else None
        return Viewer(actor, game=start_game(data.start_param), chat=chat,
                      signed=data.auth_date)


def start_game(start_param: str | None) -> int | None:
    """The game a direct link's ``startapp=g12`` names."""
    digits = (start_param or "")[1:]
    if start_param and start_param[0] == "g" and digits.isascii() and digits.isdigit():
        return int(digits) if len(digits) <= 18 else None
    return None
