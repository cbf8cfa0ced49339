"""What the board's page shares with its other routes (the page's actions,
:mod:`bot.web.actions`, and the lobby, :mod:`bot.web.lobby`): the page's files, the
service's one door for a seated player, and how a refused move is answered."""

from __future__ import annotations

import gzip
import hashlib
from collections.abc import Mapping
from dataclasses import dataclass
from importlib import resources
from typing import Any

from aiohttp import web

from bot.output.present import Presenter
from bot.service import BoardSeat, Command, GameService, Result
from bot.web.gate import Gate

STATIC = (
    "board.js", "board-actions.js", "board-border.js", "activity.js", "page.css", "board.css",
    "lobby.js", "lobby.css",
)
_TYPES = {"js": "text/javascript", "css": "text/css", "html": "text/html"}
_STATUS = {
    "error-position-changed": 409,
    "error-web-spectator": 403,
    "error-web-hidden": 403,
    "error-web-other-game": 403,
    "error-not-a-player": 403,
    "error-unknown-game": 404,
    "error-busy": 503,
}


class StaticFile:
    """A file of the page, kept in memory with its gzip form and an ETag."""

    def __init__(self, name: str, body: bytes) -> None:
        self.body = body
        self.zipped = gzip.compress(body, 9, mtime=0)
        self.etag = '"' + hashlib.sha256(body).hexdigest()[:16] + '"'
        self.content_type = _TYPES[name.rsplit(".", 1)[-1]]


def load_static() -> dict[str, StaticFile]:
    folder = resources.files("bot.web") / "static"
    names = ("index.html", "lobby.html", *STATIC)
    return {name: StaticFile(name, (folder / name).read_bytes()) for name in names}


def file_response(request: web.Request, found: StaticFile) -> web.Response:
    headers = {"ETag": found.etag, "Cache-Control": "no-cache", "Vary": "Accept-Encoding"}
    if request.headers.get("If-None-Match") == found.etag:
        return web.Response(status=304, headers=headers)
    if "gzip" in request.headers.get("Accept-Encoding", ""):
        headers["Content-Encoding"] = "gzip"
        body = found.zipped
    else:
        body = found.body
    return web.Response(body=body, content_type=found.content_type, charset="utf-8",
                        headers=headers)


@dataclass(frozen=True, eq=False)
class Site:
    """One board's service, words, gate (who asks, how often, how refusals are answered),
    files and page policy, as its routes share them."""

    service: GameService
    presenter: Presenter
    gate: Gate
    files: Mapping[str, StaticFile]
    policy: str
    """The pages' Content-Security-Policy (:func:`bot.web.app.page_policy`)."""

    def page(self, request: web.Request, name: str) -> web.Response:
        """A page (``index.html``, ``lobby.html``) under the board's policy."""
        response = file_response(request, self.files[name])
        response.headers["Content-Security-Policy"] = self.policy
        return response

    async def play(self, seat: BoardSeat, game_id: int, command: Command, key: str) -> Result:
        """Run ``command`` for the seated player through the service's one door, as if
        asked in the game's chat. ``key`` is what makes one request of the page (the ply
        it moved at, the version an action saw): with the game and the player it is the
        event's key, so a double tap acts once."""
        actor = seat.actor
        event = f"web:{game_id}:{key}:{actor.platform}:{actor.user_id}"
        return await self.service.dispatch(event, seat.chat, actor, command)

    def refused(self, request: web.Request, result: Result,
                state: dict[str, Any] | None) -> web.Response:
        """A refused move or action: its code, its sentence, and the board as it is."""
        key = result.keys[0] if result.keys else "web-error"
        status = _STATUS.get(key, 422)
        code = "position-changed" if status == 409 else key.removeprefix("error-")
        body = {"ok": False, "error": code, "message": self.presenter.text(result)}
        if state is not None:
            body["state"] = state
        return web.json_response(body, status=status)
