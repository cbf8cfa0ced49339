"""The web board's lobby page as JSON (``bot/web/static/lobby.js`` reads it): the open
seeks, each worded for the reader with its terms, the seeker's rating and range and how
long it has waited (no name: a stranger's seek is its terms), the usual seeks and the
reader's cancel as buttons; the lobby games in progress (their terms, both ratings, the
moves so far and a spectator's link; no name either); the top players of each time class,
as ``/top overall`` names them; and the page's own words."""

from __future__ import annotations

from typing import Any

from bot.output.plan import choices
from bot.output.present import Presenter
from bot.service import Reply, Result
from bot.service.answers.seek_views import ClassLeadersView, LobbyGameView, SeekView

PAGE_WORDS = ("lobby-title", "lobby-heading", "lobby-empty", "lobby-play", "lobby-yours",
              "lobby-new", "lobby-words", "lobby-send", "lobby-games-heading",
              "lobby-games-empty", "lobby-watch", "lobby-top-heading", "lobby-top-empty")


def seek_json(view: SeekView, presenter: Presenter, lang: str) -> dict[str, Any]:
    reach = (Reply("lobby-any") if view.low is None or view.high is None
             else Reply("lobby-range", {"low": view.low, "high": view.high}))
    return {
        "id": view.id,
        "terms": view.word,
        "text": presenter.reply(lang, view.terms),
        "rating": presenter.t(lang, "lobby-rating", rating=view.rating),
        "range": presenter.reply(lang, reach),
        "waited": presenter.t(lang, "lobby-waited", waited=view.waited),
        "width": view.width, "height": view.height, "start": view.start,
        "clock": view.clock, "rated": view.rated, "low": view.low, "high": view.high,
        "mine": view.mine,
    }


def game_json(view: LobbyGameView, presenter: Presenter, lang: str) -> dict[str, Any]:
    t = presenter.t
    return {
        "id": view.id,
        "game": t(lang, "lobby-game", game=f"#{view.id}"),
        "text": presenter.reply(lang, view.terms),
        "ratings": t(lang, "lobby-ratings", blue=view.blue_rating, red=view.red_rating),
        "moves": t(lang, "lobby-moves", moves=view.moves),
        "width": view.width, "height": view.height, "clock": view.clock, "rated": view.rated,
        "blue_rating": view.blue_rating, "red_rating": view.red_rating, "ply": view.moves,
        "url": view.url,
    }


def leaders_json(view: ClassLeadersView, presenter: Presenter, lang: str) -> dict[str, Any]:
    named = Reply("time-class", {"class": view.time_class})
    return {
        "class": view.time_class,
        "heading": presenter.reply(lang, named),
        "leaders": [{"place": one.place, "name": one.name, "rating": one.rating,
                     "games": one.games,
                     "text": presenter.t(lang, "lobby-leader", place=one.place, name=one.name,
                                         rating=one.rating, games=one.games)}
                    for one in view.leaders],
    }


def lobby_json(result: Result, presenter: Presenter) -> dict[str, Any]:
    """The lobby as ``result`` (``ListSeeks``'s answer) shows it to its reader."""
    lang = result.lang
    buttons = choices(presenter, lang, result.buttons)
    return {
        "seeks": [seek_json(view, presenter, lang) for view in result.seeks],
        "games": [game_json(view, presenter, lang) for view in result.lobby_games],
        "top": [leaders_json(view, presenter, lang) for view in result.leaders],
        "choices": [{"label": c.label, "data": c.data, "action": c.action.value}
                    for c in buttons],
        "words": {key.removeprefix("lobby-"): presenter.t(lang, key) for key in PAGE_WORDS},
    }
