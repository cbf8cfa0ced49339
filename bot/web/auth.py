"""Who opens a board: a Telegram user, signed in by the Mini App's ``initData`` (checked
with the bot's token, and no older than :data:`INIT_DATA_MAX_AGE`), or the holder of a
signed link (:mod:`bot.service.places.web_links`). Both come in the ``Authorization`` header:
``tma <initData>`` or ``Link <token>``, never in an address, so neither reaches a log.

Whatever a header holds, the answer is a viewer or a refusal (401): credentials that are
not ASCII, not signed, of the future or the past, are refused alike."""

from __future__ import annotations

from datetime import datetime, timedelta

from bot.identity import Actor, ChatRef
from bot.service.places.web_board import Viewer
from bot.service.places.web_links import LinkRefused, LinkSigner

INIT_DATA_MAX_AGE = timedelta(hours=24)
"""Telegram makes new ``initData`` each time the app is opened; aiogram checks only its
signature, so an old one (copied from a device, say) is refused here past this age."""
CLOCK_SKEW = timedelta(minutes=5)
"""How far in the future ``initData`` may be dated (Telegram's clock and ours differ a
little); any later, and it would outlive :data:`INIT_DATA_MAX_AGE`."""
MAX_HEADER = 4096
TELEGRAM = "telegram"


class WebRefused(Exception):
    """A request the board refuses: its HTTP status, a short code for the page and the
    catalog key saying why."""

    def __init__(self, status: int, key: str, code: str, **details: object) -> None:
        super().__init__(code)
        self.status, self.key, self.code = status, key, code
        self.details = details
        """The catalog's arguments for ``key``."""


_refused = WebRefused


def telegram_viewer(token: str | None, init_data: str, now: datetime) -> Viewer:
    """The Telegram user ``init_data`` signs in; the game comes from its ``start_param``
    (``g12``) when the app was opened by a direct link."""
    if token is None:
        raise _refused(401, "error-web-signin", "signin")
    from aiogram.utils.web_app import safe_parse_webapp_init_data  # only with Telegram

    try:
        # TypeError: a hash that is not ASCII once unquoted (hmac.compare_digest)
        data = safe_parse_webapp_init_data(token, init_data)
    except (ValueError, TypeError):
        raise _refused(401, "error-web-signin", "signin") from None
    age = now - data.auth_date
    if data.user is None or age > INIT_DATA_MAX_AGE or -age > CLOCK_SKEW:
        raise _refused(401, "error-web-signin", "signin")
    user = data.user
    name = " ".join(part for part in (user.first_name, user.last_name) if part)
    actor = Actor(TELEGRAM, str(user.id), name, user.username, user.language_code)
    chat = ChatRef(TELEGRAM, str(data.chat.id)) if data.chat is not None else None
    return Viewer(actor, game=start_game(data.start_param), chat=chat)


def start_game(start_param: str | None) -> int | None:
    """The game a direct link's ``startapp=g12`` names."""
    digits = (start_param or "")[1:]
    if start_param and start_param[0] == "g" and digits.isascii() and digits.isdigit():
        return int(digits) if len(digits) <= 18 else None
    return None


def link_viewer(signer: LinkSigner, token: str, now: datetime) -> Viewer:
    """The holder of a link: its player (known by account only: a move needs no name),
    or a spectator."""
    try:
        grant = signer.read(token, now)
    except LinkRefused as refused:
        key = "error-web-expired" if refused.reason == "expired" else "error-web-forged"
        raise _refused(401, key, refused.reason) from None
    player = grant.player
    actor = Actor(player.platform, player.user_id, player.user_id) if player else None
    signature = token.rpartition(".")[2]
    return Viewer(actor, game=grant.game, may_play=player is not None, link=signature)


def read_authorization(header: str | None) -> tuple[str, str]:
    """The scheme (``tma`` or ``link``) and credentials of an ``Authorization`` header."""
    if not header or len(header) > MAX_HEADER or not header.isascii():
        raise _refused(401, "error-web-forged", "signin")
    scheme, _, credentials = header.partition(" ")
    scheme = scheme.lower()
    if scheme not in ("tma", "link") or not credentials.strip():
        raise _refused(401, "error-web-forged", "signin")
    return scheme, credentials.strip()
