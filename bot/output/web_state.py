"""The web board's game as its page reads it: the service's :class:`BoardView`, worded in
the viewer's language through the same catalog and wording as every card
(:mod:`bot.output.present`), as JSON (the shape is the page's contract:
``bot/web/static/board.js``). The web adapter (:mod:`bot.web.app`) serves it as it is."""

from __future__ import annotations

from dataclasses import fields
from datetime import timedelta
from typing import Any

from bot.output.present import Presenter
from bot.service.answers.answer import Result
from bot.service.answers.buttons import Action
from bot.service.places.board_views import BoardView
from core import Color
from renderers.theme import DARK, LIGHT, Theme

WORDS = (
    "web-board", "web-confirm", "web-cancel", "web-your-turn", "web-spectating",
    "web-game-over", "web-position-changed", "web-offline", "web-tap-to-play", "web-zoom-in",
    "web-zoom-out", "web-fit", "web-blue", "web-red", "web-no-clock", "web-error",
    "web-menu", "web-close", "web-resign", "web-resign-ask", "web-resign-yes", "web-draw",
    "web-draw-accept", "web-draw-decline", "web-takeback",
    "web-takeback-accept", "web-takeback-decline", "web-takeback-yours", "web-hint",
    "web-moves", "web-no-moves", "web-analysis", "web-place", "web-enclose", "web-border",
    "web-border-tap", "web-border-not-yours", "web-border-not-next", "web-border-twice",
    "web-border-closed", "web-stop", "web-stop-ask", "web-stop-yes", "web-end-agree", "web-auto",
)
"""The page's own words (``web-title``, ``web-their-turn`` and the offers' words take
arguments)."""
_CHOICES = {Action.PLACE: "place", Action.ENCLOSE: "enclose"}
"""A tapped move's choices the service may ask for, as the page names them."""
_SIDE = {Color.BLUE: "blue", Color.RED: "red"}
_DOT = {Color.BLUE: "b", Color.RED: "r"}


def _hex(rgb: tuple[int, int, int]) -> str:
    return "#{:02x}{:02x}{:02x}".format(*rgb)


def theme_json(theme: Theme) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for item in fields(theme):
        value = getattr(theme, item.name)
        if isinstance(value, tuple):
            out[item.name] = _hex(value)
        elif item.name != "name":
            out[item.name] = value
    return out


THEMES = {
    "light": theme_json(LIGHT),
    "dark": theme_json(DARK),
    "colorblind": theme_json(LIGHT.for_colorblind()),
}


def _ms(delta: timedelta | None) -> int | None:
    return None if delta is None else max(0, int(delta.total_seconds() * 1000))


def _clocks(view: BoardView) -> tuple[int | None, int | None, str | None]:
    """Each side's clock in milliseconds and whose runs: both for a live clock, the side
    to move's time to move for a correspondence game."""
    clock, to_move = view.game.clock, view.game.to_move
    if clock is None or to_move is None:
        return None, None, None
    if clock.control.live and clock.blue_left is not None:
        return _ms(clock.blue_left), _ms(clock.red_left), _SIDE[to_move]
    left = _ms(clock.left)
    if left is None:
        return None, None, None
    return (left, None, "blue") if to_move is Color.BLUE else (None, left, "red")


def headline(view: BoardView, presenter: Presenter) -> str:
    """How the game stands, as the card says it (whose turn it is for the viewer, the
    page says beside it)."""
    game, lang = view.game, view.lang
    ending = presenter.ending(lang, game)
    if ending is not None or game.to_move is None:
        return ending or presenter.t(lang, "web-game-over")
    to_move = game.to_move
    return presenter.t(lang, "card-to-move", color=str(to_move), name=game.seat(to_move).name)


def move_choices(result: Result) -> list[str]:
    """What a tapped move waits for before it is played (Territory's "place" or "place
    and enclose", docs/rules.md §8.1.2: the service asks when the dot would complete a
    realm), as the page names the choices; empty: nothing is asked."""
    return [_CHOICES[button.action] for button in result.buttons if button.action in _CHOICES]


def _ending_words(view: BoardView, presenter: Presenter) -> dict[str, str]:
    """The end's words of the game's variant: ``/end`` by the count (Territory) or by the
    score after a STOP, and a proposal to end with its count now."""
    game, lang = view.game, view.lang
    words = {"web-end": presenter.t(lang, "web-end-count" if game.rules.territory
                                    else "web-end-score")}
    count, by = view.end_count, view.end_by
    if by is not None and count is not None:
        key = "web-end-yours" if by.yours else "web-end-offered"
        words["web-end-offered"] = presenter.t(lang, key, name=by.name, blue=count[0],
                                               red=count[1])
    return words


def _offers(view: BoardView, presenter: Presenter) -> dict[str, str]:
    """The pending offers' lines as the page shows them: the viewer's own, or naming who
    made it (in a team game the member, docs/rules.md §8.6)."""
    game, lang, words = view.game, view.lang, _ending_words(view, presenter)
    by = view.draw_by
    if by is not None:
        key = "web-draw-yours" if by.yours else "web-draw-offered"
        words["web-draw-offered"] = presenter.t(lang, key, name=by.name)
    if game.takeback_offer is not None:
        words["web-takeback-offered"] = presenter.t(
            lang, "web-takeback-offered", name=game.seat(game.takeback_offer).name)
    return words


def _side(color: Color | None) -> str | None:
    return _SIDE[color] if color is not None else None


def state_json(view: BoardView, presenter: Presenter) -> dict[str, Any]:
    game, lang = view.game, view.lang
    blue_ms, red_ms, running = _clocks(view)
    last = game.last_move
    return {
        "game": game.id,
        "ply": game.ply,
        "version": game.version,
        "width": game.rules.width,
        "height": game.rules.height,
        "status": game.status.value,
        "to_move": _SIDE[game.to_move] if game.to_move is not None else None,
        "you": _SIDE[view.you] if view.you is not None else None,
        "can_move": view.can_move,
        "blue": {"name": game.blue.name, "score": game.blue_score, "clock_ms": blue_ms},
        "red": {"name": game.red.name, "score": game.red_score, "clock_ms": red_ms},
        "clock_running": running,
        "server_ms": int(view.at.timestamp() * 1000),
        "dots": [[d.x, d.y, _DOT[d.color], int(d.captured)] for d in view.dots],
        "areas": [
            {"owner": _DOT[owner], "chain": [list(point) for point in chain]}
            for owner, chain in view.areas
        ],
        "pools": [
            {"owner": _DOT[owner], "chain": [list(point) for point in chain]}
            for owner, chain in view.pools
        ],
        "forms": sorted(view.forms),
        "end_offer": _side(view.end_offer),
        "stopped": _side(game.stopped),
        "last": list(last.point) if last is not None else None,
        "outcome": presenter.ending(lang, game),
        "draw_offer": _side(game.draw_offer),
        "takeback_offer": _side(game.takeback_offer),
        "actions": sorted(view.actions),
        "moves": [[move.x, move.y, _DOT[move.color]] for move in view.moves],
        "analysis": view.analysis,
        "headline": headline(view, presenter),
        "style": view.style.value if view.style is not None else "auto",
        "themes": THEMES,
        "lang": lang,
        "words": {
            **{key: presenter.t(lang, key) for key in WORDS},
            "web-title": presenter.t(lang, "web-title", game=f"#{game.id}"),
            "web-their-turn": presenter.t(
                lang, "web-their-turn",
                name=game.seat(game.to_move).name if game.to_move else "",
            ),
            **_offers(view, presenter),
        },
    }
