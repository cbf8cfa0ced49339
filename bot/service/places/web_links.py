"""Signed links to the web board, for everyone who is not signed in by Telegram (Discord,
the console, any browser).

A link carries its game, whom it seats (a player's own link; none for a spectator's) and
when it expires, signed with an HMAC under a secret kept in the database, so every process
of one bot reads the links of the others. A lobby link (``/seek``'s) carries its person and
its expiry and no game, under a key of its own: it signs its person into the lobby page
and opens no game's board, and a game's link is never one. It travels in the page address's fragment
(``/board/#t=…``), which browsers never send to a server, and from the page in a request
header: it never shows in an access log.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import json
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from bot.identity import Actor, ChatRef, PlayerRef, own_chat

PLAYER_LINK_DAYS = 7
"""A player's link opens their board this long (a new one is a ``/web`` away)."""
SPECTATOR_LINK_DAYS = 30
_SIGNATURE_BYTES = 16
MAX_TOKEN = 512
"""Longer tokens are refused before they are read."""


class LinkRefused(ValueError):
    """A web board link that is forged, mangled or expired (the message says which)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True, slots=True)
class LinkGrant:
    """What a valid link lets its holder do: watch ``game``, and play it as ``player``."""

    game: int
    player: PlayerRef | None
    expires: datetime


@dataclass(frozen=True, slots=True)
class LobbyGrant:
    """What a lobby link lets its holder do: read the lobby and seek, as ``player``; watch
    or play no game."""

    player: PlayerRef
    expires: datetime


LOBBY_EXPIRED = "lobby-expired"
"""The reason a lobby link past its time is refused (a game's link: ``expired``)."""


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


class Seal:
    """A list of numbers and words signed with an HMAC under a key of its own, derived from
    the bot's secret and ``purpose``: a token of one purpose is never valid for another."""

    def __init__(self, secret: bytes, purpose: bytes) -> None:
        self._key = hmac.new(secret, purpose, hashlib.sha256).digest()

    def _sign(self, body: str) -> str:
        digest = hmac.digest(self._key, body.encode(), "sha256")
        return _b64(digest[:_SIGNATURE_BYTES])

    def close(self, fields: list[object]) -> str:
        body = _b64(json.dumps(fields, separators=(",", ":")).encode())
        return f"{body}.{self._sign(body)}"

    def open(self, token: str) -> object:
        """What ``token`` seals; raises :class:`LinkRefused` (``forged``) unless it was
        sealed here (a sealed body is ours, but its callers check its shape all the same)."""
        body, _, signature = token.partition(".")
        if len(token) > MAX_TOKEN or not token.isascii() or not body or not signature:
            raise LinkRefused("forged")
        if not hmac.compare_digest(signature.encode(), self._sign(body).encode()):
            raise LinkRefused("forged")
        try:
            return json.loads(_unb64(body))
        except (ValueError, binascii.Error):
            raise LinkRefused("forged") from None


def expiry(stamp: int, now: datetime) -> datetime:
    """When a token sealed with ``stamp`` expires; raises :class:`LinkRefused` when that is
    not a time, or has passed."""
    try:
        expires = datetime.fromtimestamp(stamp, UTC)
    except (ValueError, OverflowError, OSError):
        raise LinkRefused("forged") from None
    if expires <= now:
        raise LinkRefused("expired")
    return expires


class LinkSigner:
    def __init__(self, secret: bytes) -> None:
        # a key of its own, so a link's signature is never a button's
        self._seal = Seal(secret, b"dots web board links")
        # and the lobby's another, so a lobby link is never a game's (nor the other way)
        self._lobby = Seal(secret, b"dots web lobby links")

    def make(self, game: int, player: PlayerRef | None, expires: datetime) -> str:
        fields: list[object] = [game, int(expires.timestamp())]
        if player is not None:
            fields += [player.platform, player.user_id]
        return self._seal.close(fields)

    def make_lobby(self, player: PlayerRef, expires: datetime) -> str:
        return self._lobby.close([int(expires.timestamp()), player.platform, player.user_id])

    def read(self, token: str, now: datetime) -> LinkGrant | LobbyGrant:
        """The grant of ``token``, a game's link or the lobby's; raises
        :class:`LinkRefused` (``forged``, ``expired``, :data:`LOBBY_EXPIRED`) for anything
        else, whatever it holds."""
        try:
            fields = self._seal.open(token)
        except LinkRefused:
            return self._read_lobby(token, now)
        game, expires_at, player = _fields(fields)
        return LinkGrant(game, player, expiry(expires_at, now))

    def _read_lobby(self, token: str, now: datetime) -> LobbyGrant:
        fields = self._lobby.open(token)
        if (not isinstance(fields, list) or len(fields) != 3 or not isinstance(fields[0], int)
                or not all(isinstance(f, str) for f in fields[1:])):
            raise LinkRefused("forged")
        try:
            expires = expiry(fields[0], now)
        except LinkRefused as refused:
            raise LinkRefused(LOBBY_EXPIRED if refused.reason == "expired" else "forged"
                              ) from None
        return LobbyGrant(PlayerRef(fields[1], fields[2]), expires)


def _fields(fields: object) -> tuple[int, int, PlayerRef | None]:
    """A link's game, expiry and player, as :meth:`LinkSigner.make` writes them."""
    if (not isinstance(fields, list) or len(fields) not in (2, 4)
            or not all(isinstance(f, int) for f in fields[:2])
            or not all(isinstance(f, str) for f in fields[2:])):
        raise LinkRefused("forged")
    player = PlayerRef(fields[2], fields[3]) if len(fields) == 4 else None
    return fields[0], fields[1], player


BOARD_PATH = "/board/"
LOBBY_PAGE_NAME = "lobby"
"""The lobby page, beside the board's (``/board/lobby``); also the Mini App's start
parameter that opens it (``startapp=lobby``)."""


def page_url(public_url: str) -> str:
    """The board page's address under ``PUBLIC_URL``."""
    return public_url.rstrip("/") + BOARD_PATH


def lobby_url(public_url: str) -> str:
    """The lobby page's address under ``PUBLIC_URL``."""
    return page_url(public_url) + LOBBY_PAGE_NAME


def link_lifetime(player: bool) -> timedelta:
    return timedelta(days=PLAYER_LINK_DAYS if player else SPECTATOR_LINK_DAYS)


TELEGRAM = "telegram"
"""The platform whose Mini App opens the board with its user signed in."""
DISCORD = "discord"
"""The platform whose Activity may open the board inside it (``DISCORD_ACTIVITY``)."""


def may_sign_in_as(chat: ChatRef, actor: Actor) -> bool:
    """Whether an answer to ``actor`` in ``chat`` may carry a link signed as them: not in
    a Telegram chat other than their private one with the bot, where the chat may see the
    answer and tap its button (there Telegram's Mini App link signs each in as themselves);
    anywhere else (Discord answers the asker alone; the console is the speaker's own)."""
    return actor.platform != TELEGRAM or own_chat(chat) == actor.ref


def telegram_app_link(app: str | None, bot: str | None, game_id: int | None) -> str | None:
    """The Mini App's own link to ``game_id``'s board (``None``: to the lobby page;
    Telegram signs its user in), when the app is registered (``app``, its short name) and
    the bot's username known."""
    if app is None or bot is None:
        return None
    start = LOBBY_PAGE_NAME if game_id is None else f"g{game_id}"
    return f"https://t.me/{bot}/{app}?startapp={start}"
