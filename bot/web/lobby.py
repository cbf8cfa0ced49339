"""The web board's lobby page: the open seeks (no names), a seek taken with "Play" or a new
one posted, signed in as on the board (:mod:`bot.web.auth`).

``GET lobby`` (the page), ``GET api/lobby`` (the list: :func:`bot.output.lobby_state.lobby_json`),
``POST api/lobby/seek`` (``{"words": "20x20 3+2 rated", "request": "…"}``: the words a
person types after ``/seek``; "Play" sends a listed seek's own, and pairs with it) and
``POST api/lobby/press`` (``{"button": "…", "request": "…"}``: a usual seek's button, or
cancel). Each is the typed command chat would make, read and run by the service's one
door as asked from the lobby page (:data:`bot.service.LOBBY_PAGE`): the person plays in
their own place on the platform that signed them in. ``request`` is the page's mark of one
tap, so a tap sent twice acts once.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from aiohttp import web

from bot.output.lobby_state import lobby_json
from bot.service import LOBBY_PAGE, ListSeeks, Result, Status, Viewer
from bot.web.auth import WebRefused
from bot.web.gate import read_json
from bot.web.site import Site

if TYPE_CHECKING:
    from bot.identity import Actor

MAX_WORDS = 80
"""The terms typed after ``/seek`` (``39x32 cross 5+3 rated range=300`` is 31)."""
REQUEST = re.compile(r"[A-Za-z0-9_-]{8,40}")
WORDS = re.compile(rf"[A-Za-z0-9+=×x .:-]{{1,{MAX_WORDS}}}")
"""Terms as ``/seek`` reads them: no second command, no line break."""
BUTTON = re.compile(r"[A-Za-z0-9._-]{1,64}")
"""A button's data as the list gave it (its signature the service checks)."""


def _field(data: Any, name: str, pattern: re.Pattern[str]) -> str:
    value = data.get(name) if isinstance(data, dict) else None
    if not isinstance(value, str) or not pattern.fullmatch(value):
        raise WebRefused(400, "web-error", "bad-request")
    return value


class LobbyPage:
    """The lobby's page and API, served by one board (:class:`~bot.web.app.WebBoard`): its
    sign-in, limits and refusals (its gate), its service and words."""

    def __init__(self, site: Site) -> None:
        self.site = site

    def add_routes(self, app: web.Application) -> None:
        app.router.add_get("/lobby", self.page)
        app.router.add_get("/api/lobby", self.listing)
        app.router.add_post("/api/lobby/seek", self.seek)
        app.router.add_post("/api/lobby/press", self.press)

    async def page(self, request: web.Request) -> web.Response:
        return self.site.page(request, "lobby.html")

    async def _reader(self, request: web.Request) -> Actor:
        """Who reads the lobby: a person signed in (a spectator's link reads as nobody)."""
        viewer: Viewer = await self.site.gate.viewer(request, None)
        if viewer.actor is None or not viewer.may_play:
            raise WebRefused(403, "error-lobby-spectator", "spectator")
        return viewer.actor

    async def listing(self, request: web.Request) -> web.Response:
        actor = await self._reader(request)
        result = await self.site.service.dispatch("", LOBBY_PAGE, actor, ListSeeks())
        return web.json_response({"ok": True, **lobby_json(result, self.site.presenter)})

    async def seek(self, request: web.Request) -> web.Response:
        actor = await self._reader(request)
        data = await read_json(request)
        words, mark = _field(data, "words", WORDS), _field(data, "request", REQUEST)
        found = await self.site.service.say(self._event(actor, mark), LOBBY_PAGE, actor,
                                             f"/seek {words}", quiet=False)
        return await self._answer(actor, found)

    async def press(self, request: web.Request) -> web.Response:
        actor = await self._reader(request)
        data = await read_json(request)
        button, mark = _field(data, "button", BUTTON), _field(data, "request", REQUEST)
        pressed = await self.site.service.press(self._event(actor, mark), LOBBY_PAGE, actor,
                                                 button)
        return await self._answer(actor, pressed)

    @staticmethod
    def _event(actor: Actor, mark: str) -> str:
        return f"web:lobby:{actor.platform}:{actor.user_id}:{mark}"

    async def _answer(self, actor: Actor, result: Result | None) -> web.Response:
        """The answer's words and the lobby as it is now (a refusal: 422, said why)."""
        listed = await self.site.service.dispatch("", LOBBY_PAGE, actor, ListSeeks())
        body: dict[str, Any] = lobby_json(listed, self.site.presenter)
        refused = result is None or result.status is Status.ERROR
        body.update(ok=not refused, message=self.site.presenter.text(result) if result else "")
        return web.json_response(body, status=422 if refused else 200)
