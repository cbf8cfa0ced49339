"""Who opens a board: a platform's user, signed in as their platform declares
(:attr:`bot.platforms.Platform.web_sign_in`: Telegram's Mini App sends ``tma <initData>``,
a Discord Activity ``discord <credentials>`` it was given for the code Discord gave it,
:meth:`bot.web.gate.Gate.exchange`; their age the service checks), or the holder of a
signed link (``Link <token>``, read by the service: :mod:`bot.service.places.web_links`).
All come in the ``Authorization`` header or a request's body, never in an address, so none
reaches a log.

Whatever a header holds, the answer is a viewer or a refusal (401): credentials that are
not ASCII, not signed, of the future or the past, are refused alike."""

from __future__ import annotations

from collections.abc import Collection

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
