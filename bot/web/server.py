"""The web board's own server, for a bot that polls (with a Telegram webhook, the
webhook's server mounts the board instead: :meth:`bot.web.app.WebBoard.mount`)."""

from __future__ import annotations

import contextlib
import logging
from collections.abc import AsyncIterator

from aiohttp import web

from bot.server_log import PathOnlyAccessLogger
from bot.web.app import WebBoard

log = logging.getLogger(__name__)


class WebListenError(Exception):
    """The web board's server cannot listen where it was told to."""


HEAD_SECONDS = 10.0
"""How long a connection may take to send a request's headers, from its opening or the
end of its last answer (a connection idle this long is closed too): a client sending its
headers a byte at a time holds no connection for long."""


@contextlib.asynccontextmanager
async def board_server(
    board: WebBoard, host: str, port: int, *, head_seconds: float = HEAD_SECONDS
) -> AsyncIterator[int]:
    """Serve the board on ``host``:``port`` (0: any free port, yielded) while inside."""
    root = web.Application()
    board.mount(root)
    # aiohttp closes a connection whose next request is not whole by its keep-alive time
    runner = web.AppRunner(root, handle_signals=False, shutdown_timeout=2.0,
                           keepalive_timeout=head_seconds,
                           access_log_class=PathOnlyAccessLogger)
    await runner.setup()
    try:
        site = web.TCPSite(runner, host, port)
        try:
            await site.start()
        except OSError as error:
            raise WebListenError(f"WEB_PORT {port} on {host}: {error.strerror}") from error
        server = site._server
        sockets = getattr(server, "sockets", None) or []
        address, bound = sockets[0].getsockname()[:2] if sockets else (host, port)
        log.info("web board on %s:%d, reached at %s/board/", address, bound, board.public_url)
        yield bound
    finally:
        await runner.cleanup()
