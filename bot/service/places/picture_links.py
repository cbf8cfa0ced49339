"""Addresses of card pictures under ``PUBLIC_URL``, for places that take a picture by URL
(a Telegram inline message takes no upload: a file it has, or an address it fetches).

A card's picture is addressed by a token that seals its game, the position (the ply) and
when the address expires, under a key of its own: whoever guesses an address finds
nothing, and an address shows that one position, not the game's board (a token is no web
board link). The reader's language and style are plain words after it: they tell nothing.
An empty field (what a challenge offers) shows nobody's game and needs no token.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from bot.service.places.web_links import BOARD_PATH, LinkRefused, Seal, expiry
from core import Rules

PICTURE_HOURS = 24
"""How long a card's picture address works (Telegram fetches it when the card is edited)."""
PICTURES = "pictures/"
FIELDS = "fields/"


@dataclass(frozen=True, slots=True)
class PictureTicket:
    """A picture address's token, as the web board hands it to :meth:`admit`."""

    token: str


@dataclass(frozen=True, slots=True)
class PictureGrant:
    game: int
    ply: int
    expires: datetime


class PictureSigner:
    def __init__(self, secret: bytes, public_url: str) -> None:
        self._seal = Seal(secret, b"dots card pictures")
        self._base = public_url.rstrip("/") + BOARD_PATH

    def address(self, game: int, ply: int, now: datetime) -> str:
        """The address of ``game``'s picture at ``ply`` (without its language and style)."""
        expires = now + timedelta(hours=PICTURE_HOURS)
        token = self._seal.close([game, ply, int(expires.timestamp())])
        return f"{self._base}{PICTURES}{token}.png"

    def field_address(self, rules: Rules) -> str:
        """The address of an empty field of ``rules``' size and start."""
        return f"{self._base}{FIELDS}{rules.width}x{rules.height}-{rules.start.value}.png"

    def read(self, token: str, now: datetime) -> PictureGrant:
        """Raises :class:`LinkRefused` (``forged``, ``expired``)."""
        fields = self._seal.open(token)
        if not isinstance(fields, list) or len(fields) != 3 or not all(
            isinstance(f, int) and not isinstance(f, bool) for f in fields
        ):
            raise LinkRefused("forged")
        game, ply, expires_at = fields
        return PictureGrant(game, ply, expiry(expires_at, now))
