"""A change of one chat setting, typed: what adapters pass (a Discord option's size, a
start, a clock), and what ``/settings key value`` becomes once its words are read.

``read_change`` reads the words of the text command with the grammar of ``/challenge``
(:mod:`bot.service.grammar.command_parse`): each setting's value is an option of that grammar
(:data:`SETTING_OPTIONS`), the variant's words those of the rule variants
(:data:`VARIANT_SETTING`). ``stored`` checks a change against the chat's current settings
(a size and a start must fit together, the variants must go together, a clock must be one
the bot keeps) and gives what storage merges into the chat's row.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Generic, TypeVar

from bot.service.chats.chat_settings import (
    CLEAR,
    MAX_GAMES_LIMIT,
    MIN_GAMES_LIMIT,
    NO,
    SETTING_KEYS,
    STYLES,
    TOURNAMENT_ORGANIZERS,
    YES,
    BoardMode,
    ChatSettings,
    PictureStyle,
    PingMode,
)
from bot.service.chats.setting_checks import SettingError, check_rules, not_fitting, time_fits
from bot.service.grammar import command_table as grammar
from bot.service.grammar.command_parse import Parsed, Refusal, read, read_option
from bot.service.grammar.command_parse import Value as ParsedValue
from bot.service.grammar.command_table import VARIANT_OPTIONS, CommandSpec, Kind, Option, named
from bot.service.grammar.variant_words import variant_values
from bot.text import quote
from bot.time_control import TimeControl
from core import Start, ascii_digits
from core.variants import VARIANTS, variant


@dataclass(frozen=True, slots=True, init=False)
class Variant:
    """The ``variant`` setting: the rule variants new games take (:mod:`core.variants`),
    ``Variant(extra_move=True, instant_win=5)``; those not named take their defaults."""

    chosen: tuple[tuple[str, int], ...]
    """The variants away from their defaults, in the table's order."""

    def __init__(self, **values: int) -> None:
        for name in values:
            variant(name)
        chosen = tuple(
            (entry.name, values[entry.name])
            for entry in VARIANTS
            if values.get(entry.name, entry.default) != entry.default
        )
        object.__setattr__(self, "chosen", chosen)

    def values(self) -> dict[str, int]:
        """Every variant's value: the chosen ones, and the others' defaults."""
        return {entry.name: dict(self.chosen).get(entry.name, entry.default) for entry in VARIANTS}


Value = (
    tuple[int, int] | Start | Variant | TimeControl | bool | str | BoardMode | PingMode
    | PictureStyle | int | None
)
T = TypeVar("T", bound=Value)


class _KeyedFactory(Generic[T]):
    """A class attribute of ``SettingChange`` that makes the change of one key:
    ``SettingChange.start(Start.EMPTY)`` is ``SettingChange("start", Start.EMPTY)``, typed
    by what the key takes."""

    def __init__(self, key: str) -> None:
        self.key = key

    def __get__(self, instance: object, owner: type[SettingChange]) -> Callable[[T], SettingChange]:
        key = self.key
        return lambda value: owner(key, value)


@dataclass(frozen=True, slots=True)
class SettingChange:
    """``key`` (one of ``SETTING_KEYS``) set to ``value``; build one with the factory
    named after the key, e.g. ``SettingChange.size(20, 20)`` or ``SettingChange.lang(None)``
    (auto)."""

    key: str
    value: Value

    @classmethod
    def size(cls, width: int, height: int) -> SettingChange:
        return cls("size", (width, height))

    start = _KeyedFactory[Start]("start")
    variant = _KeyedFactory[Variant]("variant")
    time = _KeyedFactory[TimeControl]("time")
    rated = _KeyedFactory[bool]("rated")
    lang = _KeyedFactory[str | None]("lang")
    board = _KeyedFactory[BoardMode]("board")
    pings = _KeyedFactory[PingMode]("pings")
    style = _KeyedFactory[PictureStyle]("style")
    threads = _KeyedFactory[bool]("threads")
    tournaments = _KeyedFactory[str]("tournaments")
    max_games = _KeyedFactory[int]("max_games")
    min_games = _KeyedFactory[int]("min_games")


SETTINGS = named("settings")
YES_NO = Option(
    "yes", Kind.WORD, ("yes", "no"),
    aliases=tuple(sorted((word, "yes" if word in YES else "no") for word in YES | NO)),
)
SETTING_OPTIONS: dict[str, Option] = {
    "size": grammar.SIZE,
    "start": grammar.START,
    "time": grammar.TIME,
    "rated": YES_NO,
    "threads": YES_NO,
    "lang": Option("lang", Kind.TEXT),
    "board": Option("board", Kind.WORD, tuple(mode.value for mode in BoardMode)),
    "style": Option(
        "style", Kind.WORD, tuple(style.value for style in PictureStyle),
        aliases=tuple((word, style.value) for word, style in STYLES.items()),
    ),
    "pings": Option("pings", Kind.WORD, tuple(mode.value for mode in PingMode)),
    "tournaments": Option("tournaments", Kind.WORD, TOURNAMENT_ORGANIZERS),
    "max_games": Option(
        "max_games", Kind.NUMBER, min=1, max=MAX_GAMES_LIMIT, prefixes=("max_games",)
    ),
    "min_games": Option(
        "min_games", Kind.NUMBER, min=0, max=MIN_GAMES_LIMIT, prefixes=("min_games",)
    ),
}
"""How each setting's value is written: an option of the command grammar, read by the same
rules as in ``/challenge`` (``variant``'s words are :data:`VARIANT_SETTING`'s)."""
VARIANT_SETTING = CommandSpec(
    "settings",
    (
        *VARIANT_OPTIONS,
        Option("standard", Kind.FLAG, ("standard",),
               aliases=(("classic", "standard"), ("none", "standard"))),
    ),
    free_order=True,
)
"""``/settings variant``'s words: every rule variant's, as in ``/challenge``, and
``standard`` (none of them)."""
_PASSED_ON = {"error-field-size", "error-contradiction"}
"""Refusals of the grammar a setting passes on; for the others it says what fits."""


def _same(value: Any) -> Value:
    return value  # type: ignore[no-any-return]


def _language(text: str) -> str | None:
    text = text.lower()
    return None if text in CLEAR else text.replace("_", "-").split("-")[0]


_TYPED: dict[str, Callable[[Any], Value]] = {
    "start": Start,
    "rated": lambda word: word == "yes",
    "threads": lambda word: word == "yes",
    "lang": _language,
    "board": BoardMode,
    "style": PictureStyle,
    "pings": PingMode,
    "variant": lambda parsed: Variant(**dict(variant_values(parsed))),
}
"""What each setting's value becomes when the grammar's is not already it."""


def read_change(key: str, words: Sequence[str], languages: Sequence[str]) -> SettingChange:
    """The change ``/settings key words…`` asks for, or a SettingError saying why not."""
    if key not in SETTING_KEYS:
        raise SettingError("error-settings-key", setting=quote(key), keys=", ".join(SETTING_KEYS))
    text = ascii_digits(" ".join(words).strip().lower())
    if not text:
        raise not_fitting(key, "")
    if key == "variant":
        found: ParsedValue | Parsed | Refusal = read(VARIANT_SETTING, text.split())
    else:
        found = read_option(SETTINGS, SETTING_OPTIONS[key], text)
    if isinstance(found, Refusal) and found.key in _PASSED_ON:
        raise SettingError(found.key, **found.args)
    if isinstance(found, Refusal):
        raise not_fitting(key, quote(text))
    return SettingChange(key, _TYPED.get(key, _same)(found))


Stored = dict[str, Any]
"""What storage merges into a chat's settings."""
Store = Callable[[ChatSettings, Any, Sequence[str]], "Stored | None"]
"""A setting's check: what to store for a value, ``None`` for a value that does not fit."""


def _with_rules(current: ChatSettings, **changed: Any) -> Stored:
    """The chat's rules with ``changed``, checked together (a size and a start must fit,
    the variants must go together)."""
    rules = current.rules.to_dict()
    rules.update(changed)
    return {"rules": check_rules(rules).to_dict()}


def _size(current: ChatSettings, value: Any, languages: Sequence[str]) -> Stored | None:
    if not isinstance(value, tuple):
        return None
    return _with_rules(current, width=value[0], height=value[1])


def _start(current: ChatSettings, value: Any, languages: Sequence[str]) -> Stored | None:
    return _with_rules(current, start=value.value) if isinstance(value, Start) else None


def _variant(current: ChatSettings, value: Any, languages: Sequence[str]) -> Stored | None:
    return _with_rules(current, **value.values()) if isinstance(value, Variant) else None


def _time(current: ChatSettings, value: Any, languages: Sequence[str]) -> Stored | None:
    """A clock the bot keeps (:func:`time_fits`)."""
    if isinstance(value, TimeControl) and time_fits(value):
        return {"time": value.to_dict()}
    return None


def _language_of(current: ChatSettings, value: Any, languages: Sequence[str]) -> Stored | None:
    """One of the bot's languages, or ``None``: each user's own."""
    if value is not None and not isinstance(value, str):
        return None
    if value is not None and value not in languages:
        raise SettingError(
            "error-unknown-language", language=quote(value), available=", ".join(languages)
        )
    return {"lang": value}


def _flag(key: str) -> Store:
    def store(current: ChatSettings, value: Any, languages: Sequence[str]) -> Stored | None:
        return {key: value} if isinstance(value, bool) else None

    return store


def _mode(key: str, kind: type[StrEnum]) -> Store:
    def store(current: ChatSettings, value: Any, languages: Sequence[str]) -> Stored | None:
        return {key: value.value} if isinstance(value, kind) else None

    return store


def _one_of(key: str, choices: Collection[str]) -> Store:
    def store(current: ChatSettings, value: Any, languages: Sequence[str]) -> Stored | None:
        return {key: value} if value in choices else None

    return store


def _count(key: str, low: int, top: int) -> Store:
    def store(current: ChatSettings, value: Any, languages: Sequence[str]) -> Stored | None:
        fits = isinstance(value, int) and low <= value <= top
        return {key: value} if fits else None

    return store


_STORED: dict[str, Store] = {
    "size": _size,
    "start": _start,
    "variant": _variant,
    "time": _time,
    "rated": _flag("rated"),
    "threads": _flag("threads"),
    "board": _mode("board", BoardMode),
    "tournaments": _one_of("tournaments", TOURNAMENT_ORGANIZERS),
    "pings": _mode("pings", PingMode),
    "style": _mode("style", PictureStyle),
    "lang": _language_of,
    "max_games": _count("max_games", 1, MAX_GAMES_LIMIT),
    "min_games": _count("min_games", 0, MIN_GAMES_LIMIT),
}
"""How each setting's value is checked and stored, by key (every key of SETTING_KEYS)."""


def stored(current: ChatSettings, change: SettingChange, languages: Sequence[str]) -> Stored:
    """What storage merges into the chat's settings for ``change`` (``{"lang": …}`` for the
    language, ``None`` meaning "each user's"), checked against the current settings."""
    store = _STORED.get(change.key)
    if store is None:
        raise SettingError(
            "error-settings-key", setting=quote(change.key), keys=", ".join(SETTING_KEYS)
        )
    found = store(current, change.value, languages)
    if found is None:
        raise not_fitting(change.key, quote(str(change.value)))
    return found
