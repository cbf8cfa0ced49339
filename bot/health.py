"""A worker's health check and metrics over HTTP (``METRICS_PORT``): ``GET /healthz`` and
``GET /metrics``.

``/healthz`` answers 200 when the database answers a trivial query within a second, 503
otherwise, so a load balancer or ``docker compose`` stops sending work to a worker that
could not store it. The worker logs once when the database stops answering and once when
it answers again, not at every check.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
from collections.abc import AsyncIterator, Collection

from aiohttp import web

from bot.metrics import CONTENT_TYPE, METRICS
from bot.service.probe import ANSWER_WITHIN, Probe, within
from bot.storage import Storage

log = logging.getLogger(__name__)

WATCH_SECONDS = 5.0
"""How often the server asks the database by itself, so an outage is logged (and
``dots_database_up`` falls) even when nobody polls ``/healthz``."""

class ListenError(Exception):
    """The health and metrics server cannot listen where it was told to."""


class HealthServer:
    """The HTTP server of one worker; ``port`` is the one it listens on once started."""

    def __init__(
        self,
        storage: Storage,
        platforms: Collection[str],
        *,
        host: str,
        port: int,
        timeout: float = ANSWER_WITHIN,
        watch: float = WATCH_SECONDS,
    ) -> None:
        self.probe = Probe(storage, timeout)
        self.watch = watch
        self._watching: asyncio.Task[None] | None = None
        self.storage = storage
        self.platforms = sorted(platforms)
        self.host = host
        self.port = port
        self.timeout = timeout
        self._runner: web.AppRunner | None = None

    def app(self) -> web.Application:
        app = web.Application()
        app.router.add_get("/healthz", self.healthz)
        app.router.add_get("/metrics", self.metrics)
        return app

    async def healthz(self, request: web.Request) -> web.Response:
        up = await self.probe.check()
        body = {"status": "ok" if up else "unavailable", "pid": os.getpid(),
                "platforms": self.platforms}
        if not up:
            body["database"] = self.probe.cause
        return web.Response(
            status=200 if up else 503, text=json.dumps(body), content_type="application/json"
        )

    async def metrics(self, request: web.Request) -> web.Response:
        if await self.probe.check():
            await self._outbox_depth()
        return web.Response(body=METRICS.render().encode(), headers={"Content-Type": CONTENT_TYPE})

    async def _outbox_depth(self) -> None:
        for platform in self.platforms:
            waiting = await within(self.storage.outbox_waiting(platform), self.timeout)
            if waiting is None:
                METRICS.outbox_depth.forget(platform=platform)  # unknown, not stale
            else:
                METRICS.outbox_depth.set(waiting, platform=platform)

    async def start(self) -> None:
        self._runner = web.AppRunner(self.app(), access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, self.port)
        try:
            await site.start()
        except OSError as error:
            await self._runner.cleanup()
            raise ListenError(
                f"METRICS_PORT: cannot listen on {self.host}:{self.port}:"
                f" {os.strerror(error.errno) if error.errno else error}"
            ) from error
        self.port = int(self._runner.addresses[0][1])  # the one chosen, when asked for 0
        log.info("health and metrics on http://%s:%s/", self.host, self.port)
        self._watching = asyncio.create_task(self._watch(), name="dots-health-watch")

    async def _watch(self) -> None:
        while True:
            await asyncio.sleep(self.watch)
            await self.probe.check()

    async def close(self) -> None:
        if self._watching is not None:
            self._watching.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._watching
        await self.probe.close()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None


@contextlib.asynccontextmanager
async def health_server(
    storage: Storage, platforms: Collection[str], *, host: str, port: int | None
) -> AsyncIterator[HealthServer | None]:
    """Serve ``/healthz`` and ``/metrics`` while the block runs (nothing when ``port`` is
    None)."""
    if port is None:
        yield None
        return
    server = HealthServer(storage, platforms, host=host, port=port)
    await server.start()
    try:
        yield server
    finally:
        await server.close()

