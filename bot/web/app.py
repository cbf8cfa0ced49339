"""The web board's HTTP side: the page, its static files and its API, as an aiohttp
application mounted at ``/board`` (on the Telegram webhook's server, or on one of its
own: :mod:`bot.web.server`).

The API (the page's contract, ``bot/web/static/board.js``): ``GET api/link`` (the game a
link opens), ``GET api/games/N`` (the board now), ``GET api/games/N/events`` (the board
again after every change, as server-sent events) and ``POST api/games/N/moves``
(``{"x": 20, "y": 17, "ply": 40}``, and where the game's variant takes them ``"form":
"place"`` or ``"enclose"``, ``"borders": [[[20, 17], [19, 16], …]]``; a move the service
asks about first is answered ``"choose": ["place", "enclose"]`` with its question); the
lobby's page and API are :mod:`bot.web.lobby`'s. Every request names its viewer in the
``Authorization`` header (:mod:`bot.web.auth`); refusals are JSON with a code and a
sentence in the viewer's language.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections.abc import Awaitable, Callable, Mapping
from typing import Any, Unpack
from urllib.parse import urlsplit

from aiohttp import web

from bot.config import is_loopback
from bot.output.present import Presenter
from bot.output.web_state import move_choices, state_json
from bot.server_log import quiet_client_faults
from bot.service import (
    BoardView,
    GameService,
    Status,
    Viewer,
)
from bot.web.actions import BoardActions, read_move
from bot.web.auth import WebRefused
from bot.web.gate import Gate, GateOptions, read_json, refused_for
from bot.web.lobby import LobbyPage
from bot.web.pictures import CardPictures
from bot.web.site import STATIC, Site, file_response, load_static

log = logging.getLogger(__name__)

PREFIX = "/board"
SERVER = "dots-bot"
"""The ``Server`` header: no versions to look up vulnerabilities by."""
METHODS = frozenset({"GET", "HEAD", "POST"})
PING_SECONDS = 15.0
SHARED_STATES = 4096
TELEGRAM_FRAMES = "https://web.telegram.org https://*.telegram.org"
DISCORD_FRAMES = "https://discord.com https://*.discord.com https://*.discordsays.com"
"""Discord's clients, and the Activity's own proxy origin, which frame an Activity."""


def page_policy(public_url: str, activity: Mapping[str, str] | None = None) -> str:
    """The page's Content-Security-Policy: its own scripts and Telegram's, its own API,
    framed only by Telegram's web clients (and, for a board tried on one machine, by
    pages of this machine); with Discord's Activity on (``activity``: what its page is
    told), framed by Discord's clients too, and the SDK's host when it is not the page's
    own."""
    frames, scripts = TELEGRAM_FRAMES, "'self' https://telegram.org"
    if activity is not None:
        frames += " " + DISCORD_FRAMES
        sdk = urlsplit(activity.get("sdk", ""))
        if sdk.scheme == "https" and sdk.netloc:
            scripts += f" https://{sdk.netloc}"
    if is_loopback(urlsplit(public_url).hostname):
        frames += " http://127.0.0.1:* http://localhost:*"
    return (
        f"default-src 'none'; script-src {scripts}; style-src 'self';"
        " img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none';"
        f" frame-ancestors 'self' {frames}"
    )


class WebBoard:
    """The board's pages and API over one service."""

    def __init__(
        self,
        service: GameService,
        presenter: Presenter,
        *,
        public_url: str,
        **gate: Unpack[GateOptions],
    ) -> None:
        self.service = service
        self.presenter = presenter
        self.public_url = public_url
        self.gate = Gate(service, presenter, **gate)
        """Who asks, how often, and how refusals are answered: every API handler's door."""
        activity = self.gate.exchanges.get("discord")
        self.site = Site(service, presenter, self.gate, load_static(),
                         page_policy(public_url, activity.page if activity else None))
        """What the page's routes share with the actions' and the lobby's."""
        self._states: dict[tuple[object, ...], asyncio.Future[tuple[int, bytes]]] = {}
        """Boards read for pages, shared by the pages of one viewer (:meth:`_shared_state`)."""
        self.closing = asyncio.Event()
        """Set when the server shuts down: open event streams end."""

    # ----------------------------------------------------------------- the app
    def app(self) -> web.Application:
        app = web.Application(middlewares=[self.gate.guard])
        app.on_response_prepare.append(self._headers)
        app.router.add_get("/", self.page)
        app.router.add_get("/static/{name}", self.static)
        app.router.add_get("/api/link", self.link)
        app.router.add_get("/api/sign-in/{scheme:[a-z]{1,16}}", self.sign_in_page)
        app.router.add_post("/api/sign-in/{scheme:[a-z]{1,16}}", self.sign_in)
        app.router.add_get("/api/games/{game:[0-9]{1,18}}", self.board)
        app.router.add_get("/api/games/{game:[0-9]{1,18}}/events", self.events)
        app.router.add_post("/api/games/{game:[0-9]{1,18}}/moves", self.move)
        BoardActions(self.site).add_routes(app)
        LobbyPage(self.site).add_routes(app)
        CardPictures(self.service, self.presenter).add_routes(app)
        app.on_shutdown.append(self._close_streams)
        return app

    def mount(self, root: web.Application) -> None:
        """Serve the board at ``/board/`` of ``root`` (whose every answer then names no
        versions, and whose unknown methods get 405)."""
        root.add_subapp(PREFIX, self.app())
        root.router.add_get(PREFIX, self._to_page)
        root.middlewares.append(known_methods)
        root.on_response_prepare.append(self._headers)
        quiet_client_faults()

    async def _to_page(self, request: web.Request) -> web.Response:
        raise web.HTTPPermanentRedirect(f"{PREFIX}/" + (f"?{request.query_string}"
                                                        if request.query_string else ""))

    async def _close_streams(self, app: web.Application) -> None:
        self.closing.set()

    async def _headers(self, request: web.Request, response: web.StreamResponse) -> None:
        """Every answer's own headers, refusals and 404s included."""
        headers = response.headers
        headers["Server"] = SERVER
        headers.setdefault("X-Content-Type-Options", "nosniff")
        headers.setdefault("Referrer-Policy", "no-referrer")
        if request.path.startswith(f"{PREFIX}/api/"):
            headers.setdefault("Cache-Control", "no-store")

    # ----------------------------------------------------------------- the page
    async def page(self, request: web.Request) -> web.Response:
        return self.site.page(request, "index.html")

    async def static(self, request: web.Request) -> web.Response:
        name = request.match_info["name"]
        if name not in STATIC:
            raise web.HTTPNotFound()
        return file_response(request, self.site.files[name])

    async def _viewer(self, request: web.Request, game_id: int | None) -> Viewer:
        """Who asks (refused: 401), this often (429), and may see ``game_id`` (403;
        404: no such game)."""
        return await self.gate.viewer(request, game_id)

    async def _view(self, game_id: int, viewer: Viewer) -> BoardView:
        found = await self.service.web.view(game_id, viewer)
        if isinstance(found, BoardView):
            return found
        raise refused_for(found)

    async def link(self, request: web.Request) -> web.Response:
        viewer = await self._viewer(request, None)
        return web.json_response({"ok": True, "game": viewer.game})

    async def sign_in_page(self, request: web.Request) -> web.Response:
        """What the page needs to ask its platform for a sign-in code (Discord's Activity:
        the application's id, the SDK's address)."""
        way = self.gate.exchange_for(request.match_info["scheme"])
        return web.json_response({"ok": True, **way.page})

    async def sign_in(self, request: web.Request) -> web.Response:
        """A code the platform gave the page, traded for the credentials it asks with."""
        credentials = await self.gate.exchange(request, request.match_info["scheme"])
        return web.json_response({"ok": True, "credentials": credentials})

    async def board(self, request: web.Request) -> web.Response:
        game_id = int(request.match_info["game"])
        view = await self._view(game_id, await self._viewer(request, game_id))
        return web.json_response({"ok": True, "state": state_json(view, self.presenter)})

    async def events(self, request: web.Request) -> web.StreamResponse:
        """The board now, then again after every change, until the page goes away."""
        game_id = int(request.match_info["game"])
        viewer = await self._viewer(request, game_id)
        view = await self._view(game_id, viewer)
        with self.gate.stream(request, viewer):
            return await self._stream(request, game_id, viewer, view)

    async def _stream(
        self, request: web.Request, game_id: int, viewer: Viewer, view: BoardView
    ) -> web.StreamResponse:
        response = web.StreamResponse(headers={
            "Content-Type": "text/event-stream",
            "Cache-Control": "no-store",
            "X-Accel-Buffering": "no",  # nginx: pass each event on at once
        })
        await response.prepare(request)
        sent: int | None = None
        # WebRefused: the viewer may no longer see the game; the page, asking again, hears why
        with contextlib.suppress(ConnectionResetError, asyncio.CancelledError, WebRefused):
            async with self.service.web.watching(game_id) as watcher:
                await watcher.wait()  # the first state is this page's own, read just now
                version, data = await self._state_bytes(game_id, viewer, view)
                sent = watcher.seen = version
                await response.write(b"event: state\ndata: " + data + b"\n\n")
                while not self.closing.is_set():
                    if not await self._changed(watcher.wait()):
                        await response.write(b": ping\n\n")
                        continue
                    version, data = await self._shared_state(game_id, viewer, watcher.generation)
                    if version == sent:
                        continue
                    sent = watcher.seen = version
                    await response.write(b"event: state\ndata: " + data + b"\n\n")
        return response

    async def _shared_state(
        self, game_id: int, viewer: Viewer, generation: int
    ) -> tuple[int, bytes]:
        """The board for ``viewer`` after the latest change (the ``generation``-th told),
        read and worded once for every page of the same viewer (every spectator's is one)
        told of that change."""
        actor = viewer.actor
        key = (game_id, generation, actor.ref if actor and viewer.may_play else None)
        found = self._states.get(key)
        if found is None:
            found = asyncio.ensure_future(self._state_bytes(game_id, viewer))
            if len(self._states) >= SHARED_STATES:
                self._states.clear()
            self._states[key] = found
        try:
            return await asyncio.shield(found)
        except WebRefused:
            self._states.pop(key, None)
            raise

    async def _state_bytes(
        self, game_id: int, viewer: Viewer, view: BoardView | None = None
    ) -> tuple[int, bytes]:
        view = view or await self._view(game_id, viewer)
        data = json.dumps(state_json(view, self.presenter), separators=(",", ":"))
        return view.game.version, data.encode()

    async def _changed(self, changed: Awaitable[None]) -> bool:
        """Whether the game changed within a ping's time (``False``: the server closes,
        or a ping is due)."""
        waiting = asyncio.ensure_future(changed)
        closing = asyncio.ensure_future(self.closing.wait())
        done, pending = await asyncio.wait(
            (waiting, closing), timeout=PING_SECONDS, return_when=asyncio.FIRST_COMPLETED
        )
        for task in pending:
            task.cancel()
        return waiting in done

    # ----------------------------------------------------------------- the API
    async def move(self, request: web.Request) -> web.Response:
        game_id = int(request.match_info["game"])
        viewer = await self.gate.viewer(request, game_id, playing=True)
        assert viewer.seat is not None  # seated, or refused
        move = read_move(await read_json(request), game_id)
        result = await self.site.play(viewer.seat, game_id, move, str(move.ply))
        view = await self.service.web.view(game_id, viewer)
        state = state_json(view, self.presenter) if isinstance(view, BoardView) else None
        if result.status is Status.ERROR:
            return self.site.refused(request, result, state)
        body: dict[str, Any] = {"ok": True, "state": state}
        choices = move_choices(result)
        if choices:  # nothing played yet: the page asks the player
            body.update(choose=choices, message=self.presenter.text(result))
        return web.json_response(body)

@web.middleware
async def known_methods(
    request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
) -> web.StreamResponse:
    """405 for a method no route of the server takes (``CONNECT``, ``TRACE``...), not 404."""
    if request.method not in METHODS:
        raise web.HTTPMethodNotAllowed(request.method, sorted(METHODS))
    return await handler(request)
