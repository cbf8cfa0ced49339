"""A chat's settings: the defaults of new challenges and how the bot behaves there.

Stored as JSON in ``chats.settings`` (the language its admins chose in ``chats.lang``, the
one of its first game among the JSON) for the whole group:
threads and topics share them. Unknown or damaged stored values fall back to the default,
so an old or hand-edited row never breaks a chat.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from datetime import timedelta
from enum import StrEnum
from typing import Any

from bot.time_control import TimeControl, TimeKind
from core import DotsError, Game, Rules, Start

MIN_SIZE, MAX_SIZE = 3, 64
MAX_GAMES_LIMIT = 100
MIN_GAMES_LIMIT = 1000
DEFAULT_TIME = TimeControl(TimeKind.CORRESPONDENCE, per_move=timedelta(hours=24))
STARTS = {
    "empty": Start.EMPTY,
    "cross": Start.CROSS,
    "four": Start.FOUR_CROSSES,
    "four-crosses": Start.FOUR_CROSSES,
}
YES = {"yes", "on", "true", "1", "rated"}
NO = {"no", "off", "false", "0", "casual"}
CLEAR = {"auto", "none", "off", "default", "-"}


class BoardMode(StrEnum):
    EDIT = "edit"
    """One game card, edited in place after every move."""
    POST = "post"
    """A new board message after every move."""


class PingMode(StrEnum):
    """When the player to move is pinged (:mod:`bot.service.answers.pings`)."""

    SMART = "smart"
    """When they may be away: not while both play quickly; every turn by correspondence."""
    ALWAYS = "always"
    """Once every turn."""
    OFF = "off"
    """Never (the card and reminders still say whose move it is)."""


class PictureStyle(StrEnum):
    """How board pictures are drawn: a chat's (``/settings style``) or a person's
    (``/style``)."""

    LIGHT = "light"
    DARK = "dark"
    COLORBLIND = "colorblind"
    """The light theme in colour-blind-safe colours, Red's dots square."""


STYLES = {
    **{style.value: style for style in PictureStyle},
    "colourblind": PictureStyle.COLORBLIND,
    "color-blind": PictureStyle.COLORBLIND,
    "colour-blind": PictureStyle.COLORBLIND,
}
"""The words for each picture style."""


SETTING_KEYS = (
    "size",
    "start",
    "variant",
    "time",
    "rated",
    "lang",
    "board",
    "style",
    "pings",
    "max_games",
    "min_games",
    "threads",
    "tournaments",
)
"""What ``/settings key value`` may change, in the order ``/settings`` lists them."""
TOURNAMENT_ORGANIZERS = ("admins", "anyone")
"""Who may announce a tournament in a chat (``/settings tournaments``)."""
LAST_LANG = "last_lang"
LAST_STYLE = "last_style"
"""Where the language and the picture style of whoever acted last in the chat are kept
among its stored settings (:mod:`bot.service.chats.languages`)."""
FIRST_LANG = "first_lang"
"""Where the language of a chat's first game was kept before: it stands until someone
acts there."""


@dataclass(frozen=True)
class ChatSettings:
    rules: Rules = field(default_factory=Rules)
    time: TimeControl = DEFAULT_TIME
    rated: bool = True
    board: BoardMode = BoardMode.EDIT
    pings: PingMode = PingMode.SMART
    """When the player to move is pinged."""
    style: PictureStyle | None = None
    """How the chat's shared cards are drawn, as its admins chose (``None``: as whoever
    acted last in the chat sees pictures, :attr:`last_style`)."""
    threads: bool = False
    """Each game in a thread of its own, where the platform has threads (Discord)."""
    tournaments: str = "admins"
    """Who may announce a tournament: ``admins`` or ``anyone``."""
    max_games: int = 5
    """How many games and waiting challenges one player may have open in the chat."""
    min_games: int = 3
    """Rated games a player needs before the leaderboard lists them."""
    lang: str | None = None
    """The language its admins chose (``None``: each user's own)."""
    last_lang: str | None = None
    """The language of whoever acted last in the chat (as far as known), for what the whole
    chat sees while its admins choose none (:mod:`bot.service.chats.languages`)."""
    last_style: PictureStyle | None = None
    """The picture style chosen by whoever acted last in the chat (``None``: none)."""

    @classmethod
    def load(
        cls, stored: dict[str, Any], lang: str | None = None, defaults: ChatSettings | None = None
    ) -> ChatSettings:
        """``stored`` over ``defaults`` (the platform's, else the chat bot's)."""
        settings = replace(defaults or cls(), lang=lang)
        try:
            rules = Rules.from_dict({**Rules().to_dict(), **stored.get("rules", {})})
            Game.from_rules(rules)
            settings = replace(settings, rules=rules)
        except (DotsError, TypeError, ValueError):
            pass
        try:
            if "time" in stored:
                settings = replace(settings, time=TimeControl.from_dict(stored["time"]))
        except (KeyError, TypeError, ValueError):
            pass
        if isinstance(stored.get("rated"), bool):
            settings = replace(settings, rated=stored["rated"])
        if isinstance(stored.get("threads"), bool):
            settings = replace(settings, threads=stored["threads"])
        if stored.get("board") in {mode.value for mode in BoardMode}:
            settings = replace(settings, board=BoardMode(stored["board"]))
        if stored.get("tournaments") in TOURNAMENT_ORGANIZERS:
            settings = replace(settings, tournaments=stored["tournaments"])
        if stored.get("pings") in {mode.value for mode in PingMode}:
            settings = replace(settings, pings=PingMode(stored["pings"]))
        if stored.get("style") in {style.value for style in PictureStyle}:
            settings = replace(settings, style=PictureStyle(stored["style"]))
        last = stored.get(LAST_LANG, stored.get(FIRST_LANG))
        if isinstance(last, str):
            settings = replace(settings, last_lang=last)
        if stored.get(LAST_STYLE) in {style.value for style in PictureStyle}:
            settings = replace(settings, last_style=PictureStyle(stored[LAST_STYLE]))
        max_games, min_games = stored.get("max_games"), stored.get("min_games")
        if isinstance(max_games, int) and 1 <= max_games <= MAX_GAMES_LIMIT:
            settings = replace(settings, max_games=max_games)
        if isinstance(min_games, int) and 0 <= min_games <= MIN_GAMES_LIMIT:
            settings = replace(settings, min_games=min_games)
        return settings
