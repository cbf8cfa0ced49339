"""Who opens a board: a platform's user, signed in as their platform declares
(:attr:`bot.platforms.Platform.web_sign_in`: Telegram's Mini App sends ``tma <initData>``),
or the holder of a signed link (:mod:`bot.service.web_links`, ``Link <token>``). Both come
in the ``Authorization`` header, never in an address, so neither reaches a log.

Whatever a header holds, the answer is a viewer or a refusal (401): credentials that are
not ASCII, not signed, of the future or the past, are refused alike."""

from __future__ import annotations

from collections.abc import Callable, Collection

from bot.identity import Actor
from bot.service.web_board import Viewer
from bot.service.web_links import LinkGrant, LinkRefused

MAX_HEADER = 4096
LINK = "link"


class WebRefused(Exception):
    """A request the board refuses: its HTTP status, a short code for the page and the
    catalog key saying why."""

    def __init__(self, status: int, key: str, code: str, **details: object) -> None:
        super().__init__(code)
        self.status, self.key, self.code = status, key, code
        self.details = details
        """The catalog's arguments for ``key``."""


_refused = WebRefused


def link_viewer(read: Callable[[str], LinkGrant], token: str) -> Viewer:
    """The holder of a link, as ``read`` finds it (the service's): its player (known by
    account only: a move needs no name), or a spectator."""
    try:
        grant = read(token)
    except LinkRefused as refused:
        key = "error-web-expired" if refused.reason == "expired" else "error-web-forged"
        raise _refused(401, key, refused.reason) from None
    player = grant.player
    actor = Actor(player.platform, player.user_id, player.user_id) if player else None
    signature = token.rpartition(".")[2]
    return Viewer(actor, game=grant.game, may_play=player is not None, link=signature)


def read_authorization(header: str | None, schemes: Collection[str]) -> tuple[str, str]:
    """The scheme (``link``, or one of the platforms' ``schemes``) and credentials of an
    ``Authorization`` header."""
    if not header or len(header) > MAX_HEADER or not header.isascii():
        raise _refused(401, "error-web-forged", "signin")
    scheme, _, credentials = header.partition(" ")
    scheme = scheme.lower()
    if (scheme != LINK and scheme not in schemes) or not credentials.strip():
        raise _refused(401, "error-web-forged", "signin")
    return scheme, credentials.strip()
