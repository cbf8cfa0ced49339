"""The one door of the board's API: who asks (:mod:`bot.web.auth`), how often and with
how many live boards open (:mod:`bot.web.limits`), how a body is read, and how a refusal
is answered.

Every API handler, those added later too, asks :meth:`Gate.viewer` who is asking and
whether the service lets them see the game named, or play in it (the service decides:
``service.web.admit``), and reads a body with :func:`read_body`. :meth:`Gate.guard`, the
app's middleware, answers every refusal as JSON in the asker's language (the service
decides it, from the browser's list) and counts every
failure a request caused (any 4xx) against its address: past the limit, failures are
answered 429. A request cannot make a traceback from what it holds; an error of the
board's own is answered 500 and logged, as a bug.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections.abc import Awaitable, Callable, Iterator, Mapping
from dataclasses import replace
from typing import Any, TypedDict, Unpack

from aiohttp import web
from aiohttp.http_exceptions import HttpProcessingError

from bot.identity import Actor, ChatRef
from bot.output.wording import Wording
from bot.platforms import CodeExchange, SignIn, platforms
from bot.service import GameService, Reply, Viewer, Words
from bot.web.auth import LINK, WebRefused, read_authorization
from bot.web.limits import OpenStreams, RateLimits

log = logging.getLogger(__name__)

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]
BUSY = WebRefused(429, "error-web-busy", "busy")
MAX_BODY = 1024
"""A request's body (a move: a few dozen bytes); anything much larger is refused unread."""
BODY_SECONDS = 10.0
"""How long a body may take to arrive once its headers have (then 408)."""
_CODES = {400: "bad-request", 404: "not-found", 405: "method-not-allowed", 408: "too-slow",
          413: "too-big"}
REFUSED = {"error-unknown-game": 404, "error-game-set-aside": 410, "error-web-forged": 401,
           "error-web-expired": 401, "error-lobby-expired": 401, "error-web-signin": 401,
           "error-web-signin-code": 401}
"""The status of the service's refusals of a viewer or a game (any other: 403)."""
SPECTATOR = "error-web-spectator"
BROWSER = ChatRef("web", "")
"""Where a browser asks from, for the words of a refusal (nothing is stored of it)."""


def refused_for(reply: Reply) -> WebRefused:
    """The service's refusal as an answer: 401 for a forged or expired link, 404 for no
    such game, 410 for one set aside (its rows do not replay), else 403."""
    code = reply.key.removeprefix("error-")
    code = code if reply.key == SPECTATOR else code.removeprefix("web-")
    return WebRefused(REFUSED.get(reply.key, 403), reply.key, code, **reply.args)


class GateOptions(TypedDict, total=False):
    sign_ins: Mapping[str, SignIn]
    """The platforms' sign-ins by scheme, as the settings allow them
    (:func:`bot.platforms.web_sign_ins`; Telegram's needs its token). None: links only."""
    limits: RateLimits
    """Requests per viewer (per address for those not signed in)."""
    failures: RateLimits
    """Requests that failed (any 4xx), per address."""
    streams: OpenStreams
    """Live boards open, per viewer."""
    behind_proxy: bool
    """A proxy in front names the client's address (``WEB_BEHIND_PROXY``)."""


class Gate:
    def __init__(
        self, service: GameService, wording: Wording, **options: Unpack[GateOptions]
    ) -> None:
        self.service = service
        self.wording = wording
        self.sign_ins = dict(options.get("sign_ins") or {})
        self.exchanges: dict[str, CodeExchange] = {}
        """The sign-ins that begin with a code the platform gave the page (Discord's
        Activity): :meth:`exchange`."""
        for scheme, way in self.sign_ins.items():
            if isinstance(way, CodeExchange):
                self.exchanges[scheme] = way
        self.schemes = {p.web_sign_in.scheme for p in platforms() if p.web_sign_in}
        """Every platform's scheme: one this server does not take is refused as such."""
        self.limits = options.get("limits") or RateLimits()
        self.failures = options.get("failures") or RateLimits()
        self.streams = options.get("streams") or OpenStreams()
        self.behind_proxy = options.get("behind_proxy", False)

    def address(self, request: web.Request) -> str:
        """Where the request comes from: behind a proxy, the address it names last in
        ``X-Forwarded-For`` (the one it saw; those before it the client may have made up)."""
        if self.behind_proxy:
            forwarded = request.headers.get("X-Forwarded-For", "").rpartition(",")[2].strip()
            if forwarded:
                return forwarded
        return request.remote or "-"

    @staticmethod
    def key(viewer: Viewer) -> str | None:
        """Whose requests these are, for the limits: the person, or the link (a spectator's
        link is nobody in particular)."""
        if viewer.actor is not None:
            return f"{viewer.actor.platform}:{viewer.actor.user_id}"
        return f"link:{viewer.link}" if viewer.link else None

    async def viewer(
        self, request: web.Request, game_id: int | None, *, playing: bool = False
    ) -> Viewer:
        """Who asks (refused: 401), not too often (429), and whether the service lets
        them see ``game_id`` (403; 404: no such game), or play in it (``playing``: then
        the viewer comes seated)."""
        scheme, credentials = read_authorization(request.headers.get("Authorization"),
                                                 self.schemes)
        who: Viewer | str = credentials  # a link: its token, read by the service
        if scheme != LINK:
            sign_in = self.sign_ins.get(scheme)
            signed = sign_in(credentials) if sign_in else None
            if signed is None:  # a code's credentials: its platform is asked again
                key = "error-web-signin-code" if scheme in self.exchanges else "error-web-signin"
                raise WebRefused(401, key, "signin")
            # the place a page names picks the viewer's game only when it names none
            who = signed if game_id is None else replace(signed, place=None)
        viewer = await self._admitted(who)
        if self.limits.take(self.key(viewer) or f"ip:{self.address(request)}"):
            raise BUSY
        if game_id is not None:
            viewer = await self._admitted(viewer, game_id, playing=playing)
        return viewer

    def exchange_for(self, scheme: str) -> CodeExchange:
        """The sign-in of ``scheme`` that trades a code (none here: 404)."""
        found = self.exchanges.get(scheme)
        if found is None:
            raise web.HTTPNotFound()
        return found

    async def exchange(self, request: web.Request, scheme: str) -> str:
        """The credentials of ``scheme`` for the code a page posts (``{"code": …, "guild":
        …, "channel": …}``), once the platform vouches for it (refused: 401), not too
        often from one address (429)."""
        way = self.exchange_for(scheme)
        if self.limits.take(f"ip:{self.address(request)}"):
            raise BUSY
        data = await read_json(request)
        fields = data if isinstance(data, dict) else {}
        code = fields.get("code")
        place = {name: value for name in ("guild", "channel")
                 if isinstance(value := fields.get(name), str)}
        credentials = await way.exchange(code, place) if isinstance(code, str) else None
        if credentials is None:
            raise WebRefused(401, "error-web-signin-code", "signin")
        return credentials

    async def _admitted(
        self, who: Viewer | str, game_id: int | None = None, *, playing: bool = False
    ) -> Viewer:
        found = await self.service.web.admit(who, game_id, playing=playing)
        if isinstance(found, Reply):
            raise refused_for(found)
        return found

    @contextlib.contextmanager
    def stream(self, request: web.Request, viewer: Viewer) -> Iterator[None]:
        """Hold one of the viewer's live boards open while inside (refused: 429)."""
        key = self.key(viewer) or f"ip:{self.address(request)}"
        if not self.streams.open(key):
            raise WebRefused(429, "error-web-too-many-boards", "too-many-boards")
        try:
            yield
        finally:
            self.streams.close(key)

    # ----------------------------------------------------------------- answers
    @web.middleware
    async def guard(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        try:
            response = await handler(request)
        except WebRefused as refused:
            response = await self.refusal(request, refused)
        except web.HTTPException as error:
            if error.status < 400:
                raise
            code = _CODES.get(error.status, "bad-request")
            response = await self.refusal(request, WebRefused(error.status, "web-error", code))
            if "Allow" in error.headers:
                response.headers["Allow"] = error.headers["Allow"]
        except Exception:
            log.exception("web board: %s %s failed", request.method, request.rel_url.raw_path)
            response = await self.refusal(request, WebRefused(500, "web-error", "failed"))
        failed = 400 <= response.status < 500 and response.status != 429
        if failed and self.failures.take(f"ip:{self.address(request)}"):
            response = await self.refusal(request, BUSY)
        return response

    async def refusal(self, request: web.Request, refused: WebRefused) -> web.Response:
        """A refusal's JSON, worded by the service for the browser's languages."""
        headers = {"Retry-After": "1"} if refused.status == 429 else {}
        browser = Actor("web", "", "-", locale=request.headers.get("Accept-Language"))
        args = {name: value for name, value in refused.details.items()
                if isinstance(value, str | int)}
        words = await self.service.dispatch("", BROWSER, browser, Words((refused.key,), args))
        body = {"ok": False, "error": refused.code, "message": self.wording.text(words)}
        return web.json_response(body, status=refused.status, headers=headers)


async def read_body(request: web.Request) -> bytes:
    """The whole body, however many reads it takes to arrive: at most :data:`MAX_BODY`
    bytes (413) within :data:`BODY_SECONDS` (408)."""
    if (request.content_length or 0) > MAX_BODY:
        raise WebRefused(413, "error-web-too-big", "too-big")
    body = bytearray()
    try:
        async with asyncio.timeout(BODY_SECONDS):
            while len(body) <= MAX_BODY:
                chunk = await request.content.read(MAX_BODY + 1 - len(body))
                if not chunk:
                    break
                body += chunk
    except TimeoutError:
        raise WebRefused(408, "web-error", "too-slow") from None
    except (ConnectionError, HttpProcessingError):  # gone, or a body that is no body
        raise WebRefused(400, "web-error", "bad-request") from None
    if len(body) > MAX_BODY:
        raise WebRefused(413, "error-web-too-big", "too-big")
    return bytes(body)


async def read_json(request: web.Request) -> Any:
    """The whole body (:func:`read_body`) as JSON; anything else, however deep, is 400."""
    raw = await read_body(request)
    try:
        return json.loads(raw)
    except (ValueError, RecursionError):
        raise WebRefused(400, "web-error", "bad-request") from None
