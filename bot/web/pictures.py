"""Card pictures by address, for places that take a picture by URL (a Telegram inline
message): ``GET pictures/<token>.png`` shows the position a card's token seals
(:mod:`bot.service.places.picture_links`), ``GET fields/<W>x<H>-<start>.png`` an empty
field; ``?l=`` the language of its labels, ``?s=`` its style. A picture is drawn once per
position, language and style, and kept by whoever fetched it (its address never shows
anything else); an address whose position is no longer the game's answers 404.
"""

from __future__ import annotations

from aiohttp import web

from bot.i18n import DEFAULT_LANGUAGE, available_languages
from bot.output.pictures import Pictures
from bot.output.present import Presenter
from bot.service import BoardView, GameService, PictureStyle, PictureTicket, Viewer
from bot.web.auth import WebRefused
from core import DotsError, Rules, Start

KEPT_SECONDS = 24 * 3600
LANGUAGES = frozenset(available_languages())
_GONE = WebRefused(404, "error-unknown-game", "gone", game="-")


class CardPictures:
    def __init__(self, service: GameService, presenter: Presenter) -> None:
        self.service = service
        self.pictures = Pictures(presenter, in_thread=True)

    def add_routes(self, app: web.Application) -> None:
        app.router.add_get("/pictures/{token:[A-Za-z0-9_.-]{1,512}}.png", self.card)
        app.router.add_get("/fields/{width:[0-9]{1,2}}x{height:[0-9]{1,2}}-{start:[a-z]{1,12}}.png",
                           self.field)

    async def card(self, request: web.Request) -> web.Response:
        viewer = await self.service.web.admit(PictureTicket(request.match_info["token"]))
        if not isinstance(viewer, Viewer) or viewer.game is None or viewer.picture is None:
            raise _GONE
        board = await self.service.web.view(viewer.game, viewer)
        if not isinstance(board, BoardView) or board.game.ply != viewer.picture:
            raise _GONE
        lang, style = _reader(request)
        return _png(await self.pictures.card(board.game, lang, style))

    async def field(self, request: web.Request) -> web.Response:
        width, height = int(request.match_info["width"]), int(request.match_info["height"])
        try:
            rules = Rules(width, height, Start(request.match_info["start"]))
            png = await self.pictures.field(rules, _reader(request)[0])
        except (ValueError, DotsError):  # no such start, or a field it cannot be on
            raise _GONE from None
        return _png(png)


def _reader(request: web.Request) -> tuple[str, PictureStyle]:
    lang = request.query.get("l", DEFAULT_LANGUAGE)
    try:
        style = PictureStyle(request.query.get("s", PictureStyle.LIGHT.value))
    except ValueError:
        style = PictureStyle.LIGHT
    return (lang if lang in LANGUAGES else DEFAULT_LANGUAGE), style


def _png(body: bytes) -> web.Response:
    return web.Response(body=body, content_type="image/png",
                        headers={"Cache-Control": f"public, max-age={KEPT_SECONDS}, immutable"})
