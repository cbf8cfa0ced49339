"""The page's actions besides moving (resign, draw offers and answers, takebacks asked and
answered, a hint in a training game, a finished game's analysis, the endings of STOP and
Territory) and what a move's body carries (its point, and the form and borders of a variant).

``POST api/games/N/actions`` (``{"action": "draw", "version": 41}``: one of
:class:`~bot.service.places.web_actions.WebAction`, and the version of the game the page showed)
and ``POST api/games/N/analysis``. Each becomes the typed command chat would make, run by
the service's one door for a player of the game (:meth:`bot.web.site.Site.play`); the
answer is the board as it is now, with the sender's reply worded (a hint's and an
analysis's picture as a ``data:`` address). Refusals are JSON with a code and a sentence in
the viewer's language, as a move's are.
"""

from __future__ import annotations

import base64
from typing import Any

from aiohttp import web

from bot.output.web_state import state_json
from bot.service import (
    Analyse,
    Attachment,
    BoardView,
    Move,
    Result,
    Status,
    Viewer,
    WebAction,
    web_command,
)
from bot.web.auth import WebRefused
from bot.web.gate import read_json
from bot.web.site import Site

GAME = "/api/games/{game:[0-9]{1,18}}"
MAX_VERSION = 2**53
"""The page sends back a version it was given (a JSON number it can hold exactly)."""


def data_url(attachment: Attachment) -> str:
    """A picture the page shows as it is (its policy allows ``data:`` images)."""
    return f"data:{attachment.media_type};base64,{base64.b64encode(attachment.data).decode()}"


def read_action(data: Any) -> tuple[WebAction, int]:
    """The action and the version a body names (anything else: 400)."""
    if not isinstance(data, dict):
        raise WebRefused(400, "web-error", "bad-request")
    action, version = data.get("action"), data.get("version")
    if not isinstance(action, str) or not isinstance(version, int) or isinstance(version, bool):
        raise WebRefused(400, "web-error", "bad-request")
    if not 0 <= version < MAX_VERSION:
        raise WebRefused(400, "web-error", "bad-request")
    try:
        return WebAction(action), version
    except ValueError:
        raise WebRefused(400, "web-error", "bad-request") from None


class BoardActions:
    """The action routes of one board (:class:`~bot.web.app.WebBoard`: its viewers, limits
    and refusals)."""

    def __init__(self, site: Site) -> None:
        self.site = site
        self.service = site.service
        self.presenter = site.presenter

    def add_routes(self, app: web.Application) -> None:
        app.router.add_post(f"{GAME}/actions", self.act)
        app.router.add_post(f"{GAME}/analysis", self.analysis)

    async def act(self, request: web.Request) -> web.Response:
        game_id = int(request.match_info["game"])
        viewer = await self.site.gate.viewer(request, game_id, playing=True)
        assert viewer.seat is not None  # seated, or refused
        action, version = read_action(await read_json(request))
        command = web_command(action, game_id)
        result = await self.site.play(viewer.seat, game_id, command, f"{action}:{version}")
        return await self._answer(request, game_id, viewer, result)

    async def analysis(self, request: web.Request) -> web.Response:
        """The finished game's analysis: its picture and lines when it is done, else how
        far it is (asking starts it, as ``/analysis`` does; its result also comes to the
        game's chat)."""
        game_id = int(request.match_info["game"])
        viewer = await self.site.gate.viewer(request, game_id, playing=True)
        assert viewer.seat is not None  # seated, or refused
        result = await self.site.play(viewer.seat, game_id, Analyse(game_id), "analysis")
        extra: dict[str, Any] = {"analysis": "done" if result.attachment else "running"}
        if result.progress is not None:
            extra["message"] = self.presenter.reply(result.lang, result.progress.text)
        return await self._answer(request, game_id, viewer, result, extra)

    async def _answer(self, request: web.Request, game_id: int, viewer: Viewer, result: Result,
                      extra: dict[str, Any] | None = None) -> web.Response:
        view = await self.service.web.view(game_id, viewer)
        state = state_json(view, self.presenter) if isinstance(view, BoardView) else None
        if result.status is Status.ERROR:
            return self.site.refused(request, result, state)
        body: dict[str, Any] = {"ok": True, "state": state,
                                "message": self.presenter.text(result)}
        if result.attachment is not None:
            body["picture"] = data_url(result.attachment)
        body.update({k: v for k, v in (extra or {}).items() if v})
        return web.json_response(body)


ENCLOSE = {None: None, "place": False, "enclose": True}
"""A move's ``form`` (absent: the service asks when it must) as ``Move.enclose``."""
MAX_BORDERS, MAX_BORDER = 16, 64 * 64
"""More borders, or longer ones, than any field holds: refused unread."""


def _number(value: Any) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < 100_000:
        raise WebRefused(400, "web-error", "bad-request")
    return value


def _borders(data: Any) -> tuple[tuple[tuple[int, int], ...], ...]:
    """The borders tapped after the point, as the page lists them (anything else: 400)."""
    if not isinstance(data, list) or len(data) > MAX_BORDERS:
        raise WebRefused(400, "web-error", "bad-request")
    borders = []
    for border in data:
        if not isinstance(border, list) or len(border) > MAX_BORDER:
            raise WebRefused(400, "web-error", "bad-request")
        if not all(isinstance(point, list) and len(point) == 2 for point in border):
            raise WebRefused(400, "web-error", "bad-request")
        borders.append(tuple((_number(x), _number(y)) for x, y in border))
    return tuple(borders)


def read_move(data: Any, game_id: int) -> Move:
    """The move a body asks for: the point, the ply it was tapped at, and the form and
    borders of the game's variant (anything else: 400); announced to the game's chat."""
    if not isinstance(data, dict) or data.get("form") not in ENCLOSE:
        raise WebRefused(400, "web-error", "bad-request")
    try:
        x, y, ply = (_number(data[name]) for name in ("x", "y", "ply"))
    except KeyError:
        raise WebRefused(400, "web-error", "bad-request") from None
    return Move((x, y), game_id, ply, announced=True, enclose=ENCLOSE[data.get("form")],
                borders=_borders(data.get("borders", [])))
