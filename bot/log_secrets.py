"""Secrets kept out of the log, at every level, whoever writes the line.

Two layers. Libraries that log what they send (aiosqlite its SQL with its parameters,
discord.py its requests and gateway events with their interaction tokens and the links
in replies) are kept above DEBUG: :data:`QUIET`, asyncpg with them. And :data:`SECRETS`,
a filter on the handlers of the root logger, rewrites any record that spells a secret
the process knows (the settings' tokens, keys and password, the keys the database made)
in any way a line could: as text, URL-quoted, or as bytes' ``repr``, hex or base64.
Whoever learns a secret tells it with :func:`keep_out_of_log`. Credentials that come
with requests (a web page's ``initData`` and links) are never logged at all: the access
log names the path without its query (:mod:`bot.server_log`), and no request can
raise a traceback.
"""

from __future__ import annotations

import base64
import logging
import re
import sys
from collections.abc import Iterable
from urllib.parse import quote, unquote, urlsplit

REDACTED = "<secret>"
SHORTEST = 4
"""Secrets shorter than this are not looked for (they would blot out ordinary words)."""
QUIET = {
    "aiosqlite": "every statement with its parameters, the database's keys among them",
    "asyncpg": "none today (its pool's warnings); held all the same, as aiosqlite is",
    "discord.http": "every request's address and body: interaction tokens, links in replies",
    "discord.gateway": "every event received, with its interaction token",
    "discord.webhook": "interaction replies' addresses, which hold their tokens",
}
"""Loggers kept at INFO or above, whatever ``LOG_LEVEL`` says, and why."""


def spellings(secret: str | bytes) -> set[str]:
    """The ways a log line could spell ``secret``."""
    raw = secret.encode() if isinstance(secret, str) else secret
    found = {
        repr(raw)[2:-1],
        raw.hex(),
        base64.b64encode(raw).decode().rstrip("="),
        base64.urlsafe_b64encode(raw).decode().rstrip("="),
    }
    if isinstance(secret, str):  # as given, quoted as in an address, and unquoted
        found |= {secret, quote(secret, safe=""), unquote(secret)}
    return {text for text in found if len(text) >= SHORTEST}


class SecretFilter(logging.Filter):
    """Rewrites every record that spells a known secret, its traceback included."""

    def __init__(self) -> None:
        super().__init__()
        self._known: set[str] = set()
        self._pattern: re.Pattern[str] | None = None
        """All of :attr:`_known`, longest first; made again when first needed after an
        :meth:`add` (``None``)."""

    def add(self, *secrets: str | bytes | None) -> None:
        fresh = set().union(*(spellings(s) for s in secrets if s)) - self._known
        if fresh:
            self._known |= fresh
            self._pattern = None

    def redact(self, text: str) -> str:
        if not self._known:
            return text
        if self._pattern is None:
            longest_first = sorted(self._known, key=len, reverse=True)
            self._pattern = re.compile("|".join(map(re.escape, longest_first)))
        return self._pattern.sub(REDACTED, text)

    def filter(self, record: logging.LogRecord) -> bool:
        if not self._known:
            return True
        try:
            message = record.getMessage()
        except (TypeError, ValueError):  # a malformed call: its format alone is written
            record.msg, record.args = self.redact(str(record.msg)), None
            message = record.msg
        cleaned = self.redact(message)
        if cleaned != message:
            record.msg, record.args = cleaned, None
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        if record.exc_text:
            record.exc_text = self.redact(record.exc_text)
        if record.stack_info:
            record.stack_info = self.redact(record.stack_info)
        return True


SECRETS = SecretFilter()
"""The process's filter: installed by :func:`configure_logging`."""


def keep_out_of_log(*secrets: str | bytes | None) -> None:
    """Never let these reach the log (empty ones are ignored)."""
    SECRETS.add(*secrets)


def url_password(url: str) -> str | None:
    """The password in a database URL, if any."""
    try:
        return urlsplit(url).password
    except ValueError:
        return None


def configure_logging(level: str, secrets: Iterable[str | bytes | None] = ()) -> None:
    """Log at ``level`` on standard error, the :data:`QUIET` libraries at INFO at most,
    every handler behind :data:`SECRETS`, which knows ``secrets`` from now on."""
    logging.basicConfig(
        level=level,
        stream=sys.stderr,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    keep_out_of_log(*secrets)
    chosen = logging.getLevelName(level)
    for name in QUIET:
        logging.getLogger(name).setLevel(max(chosen, logging.INFO))
    for handler in logging.getLogger().handlers:
        if SECRETS not in handler.filters:
            handler.addFilter(SECRETS)
