"""What the bot's HTTP servers log about the requests they get.

The page never puts a credential in an address (links travel in the fragment, which
browsers keep to themselves, and then in a header), but a person may paste a token into a
query by hand, and a ``Referer`` may carry one: so an access line names the method, the
path alone (a card picture's sealed address as ``/pictures/…``), the status, the size and
the time (aiohttp's own line less the query, the ``Referer`` and the client's name). And a
request aiohttp cannot even parse is the client's fault: aiohttp logs it at ERROR with a
traceback (and the offending bytes, a header's among them); :class:`ClientFaults` makes
that one line at INFO naming the address and the kind of fault.
"""

from __future__ import annotations

import logging
import re

from aiohttp.abc import AbstractAccessLogger
from aiohttp.http_exceptions import HttpProcessingError
from aiohttp.web import BaseRequest, StreamResponse

SERVER_LOGGER = "aiohttp.server"


SEALED = re.compile(r"(/pictures/)[^/?]+")
"""A card picture's address seals its game and position: the log says only that it was one."""


def logged_path(path: str) -> str:
    return SEALED.sub(r"\1…", path)


class PathOnlyAccessLogger(AbstractAccessLogger):
    def log(self, request: BaseRequest, response: StreamResponse, time: float) -> None:
        self.logger.info(
            '%s "%s %s HTTP/%d.%d" %d %d %.3fs',
            request.remote,
            request.method,
            logged_path(request.rel_url.raw_path),
            request.version.major,
            request.version.minor,
            response.status,
            response.body_length,
            time,
        )


class ClientFaults(logging.Filter):
    """Rewrites aiohttp's record of a request it refused as malformed (4xx)."""

    def filter(self, record: logging.LogRecord) -> bool:
        error = record.exc_info[1] if record.exc_info else None
        if not isinstance(error, HttpProcessingError) or not 400 <= (error.code or 0) < 500:
            return True
        address = record.args[0] if isinstance(record.args, tuple) and record.args else "?"
        record.msg, record.args = "malformed request from %s: %s", (address, type(error).__name__)
        record.levelno, record.levelname = logging.INFO, "INFO"
        record.exc_info, record.exc_text = None, None
        return logging.getLogger(record.name).isEnabledFor(logging.INFO)


CLIENT_FAULTS = ClientFaults()


def quiet_client_faults() -> None:
    """Have aiohttp's server log malformed requests in one line (once per process)."""
    logger = logging.getLogger(SERVER_LOGGER)
    if CLIENT_FAULTS not in logger.filters:
        logger.addFilter(CLIENT_FAULTS)
