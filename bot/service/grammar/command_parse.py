"""The text grammar, generated from the command table: a line of chat becomes a command
and typed option values, or a refusal that names the word it could not use.

Every number is read by one rule (decimal digits of any script count, ``core.ascii_digits``;
``²`` does not), limits come from the table, an option given twice with different values is
a contradiction naming both words, and a word no option takes is "not understood".
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from dataclasses import dataclass, field

from bot.service.chats.setting_checks import parse_time
from bot.service.grammar.command_table import CommandSpec, Kind, Option, command
from bot.text import quote
from bot.time_control import TimeControl
from core import ascii_digits

Value = str | int | bool | tuple[int, int] | tuple[str, ...] | TimeControl
"""WORD, USER, TEXT, POINT: str; GAME, CHALLENGE, NUMBER: int; FLAG: True; SIZE: (w, h);
TIME: a TimeControl; REST: the remaining words."""

_NUMBER = re.compile(r"[0-9]+", re.ASCII)
_REF = re.compile(r"#?([0-9]+)", re.ASCII)
_SIZE = re.compile(r"([0-9]+)(?:\s*[xх×*]\s*([0-9]+))?", re.ASCII | re.IGNORECASE)
_MOVE = re.compile(
    r"\(?\s*[0-9]{1,3}\s*(?:[-:;,.xх×*/\u2010-\u2015\u2212\ufe63\uff0d]|\s)\s*[0-9]{1,3}\s*\)?",
    re.ASCII,
)
_ENCLOSING = re.compile(
    _MOVE.pattern + r"\s*[!=][0-9\s,!=\-\u2010-\u2015\u2212\ufe63\uff0d]*", re.ASCII
)
"""A Territory move that announces realms (docs/rules.md §8.1.2): ``20-17!``, ``20-17!21-16``,
``20-17=19-16 18-17 19-18``; the rules core reads it against the game."""
_LIVE_TIME = re.compile(r"[0-9]{1,5}(?:s|m|min)?\+[0-9]{1,5}s?", re.ASCII)
_LONG_TIME = re.compile(r"[0-9]{1,5}(?:h|d)", re.ASCII)
DIGITS_READ = 18
"""A number of more digits than this is read as :data:`TOO_BIG` (Python refuses to read
one of more than 4,300 digits, and no game, challenge or limit is that large)."""
TOO_BIG = 10**DIGITS_READ


def read_number(digits: str) -> int:
    """The value of a run of ASCII digits, or :data:`TOO_BIG` for a very long one."""
    return int(digits) if len(digits) <= DIGITS_READ else TOO_BIG


@dataclass(frozen=True, slots=True)
class Parsed:
    """A command with the values of the options it was given (by option name)."""

    command: CommandSpec
    values: dict[str, Value] = field(default_factory=dict)
    words: dict[str, str] = field(default_factory=dict)
    """The words as typed, by option name (to quote them back)."""
    bare: bool = False
    """A move typed without a command."""

    @property
    def name(self) -> str:
        return self.command.name

    def get(self, name: str) -> Value | None:
        return self.values.get(name)

    def time(self) -> TimeControl | None:
        """The time control it was given, if any."""
        time = self.values.get("time")
        return time if isinstance(time, TimeControl) else None


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why a line could not be read: a catalog key and its arguments."""

    key: str
    args: dict[str, str | int] = field(default_factory=dict)


class _Bad(Exception):
    def __init__(self, refusal: Refusal) -> None:
        super().__init__(refusal.key)
        self.refusal = refusal


def parse(
    text: str, bot_username: str | None = None, mentions: Collection[str] = ()
) -> Parsed | Refusal | None:
    """A command, a bare move, a refusal, or ``None`` for text that is not for the bot.

    ``mentions`` are tokens the adapter resolved to users (they count as ``@handles``).
    """
    text = text.strip()
    if text.startswith("/"):
        head, *rest = text.split()
        name, _, addressee = head[1:].partition("@")
        if addressee and bot_username and addressee.lower() != bot_username.lower():
            return None
        found = command(name)
        if found is None:
            return Refusal("error-unknown-command", {"command": quote(f"/{name}")})
        return read(found, rest, mentions)
    return _bare_move(text)


def read(
    entry: CommandSpec, tokens: Sequence[str], mentions: Collection[str] = ()
) -> Parsed | Refusal:
    """A command read from the words that follow its name (as split from a line), or a
    refusal: what builds a command from words without writing them into a line first."""
    try:
        return _read(entry, list(tokens), mentions)
    except _Bad as bad:
        return bad.refusal


def _bare_move(text: str) -> Parsed | None:
    normal = ascii_digits(text)
    body, _, ref = normal.rpartition(" ")
    move = command("move")
    assert move is not None
    if ref.startswith("#") and _a_move(body.strip()):
        game = _REF.fullmatch(ref)
        number = read_number(game.group(1)) if game is not None else 0
        if number >= 1:
            values: dict[str, Value] = {"point": body.strip(), "game": number}
            return Parsed(move, values, {"point": body.strip(), "game": ref}, bare=True)
    if _a_move(normal):
        return Parsed(move, {"point": text}, {"point": text}, bare=True)
    return None


def _a_move(text: str) -> bool:
    return bool(_MOVE.fullmatch(text) or _ENCLOSING.fullmatch(text))


def _read(entry: CommandSpec, tokens: list[str], mentions: Collection[str]) -> Parsed:
    values: dict[str, Value] = {}
    words: dict[str, str] = {}
    usage = Refusal("error-usage", {"command": f"/{entry.name}", "token": ""})
    index = 0
    while index < len(tokens):
        token = tokens[index]
        index += 1
        timed = any(o.kind is Kind.TIME for o in entry.options)
        if timed and token.lower() in ("time", "/time") and index < len(tokens):
            token = f"time={tokens[index]}"  # "time 5+5" is one option
            index += 1
        taken: tuple[Option, Value, str] | None = None
        for option in entry.options:
            if option.name in values and not entry.free_order:
                continue
            if option.kind is Kind.REST:
                if values or option is entry.options[0]:  # a setting's value follows its name
                    rest = (token, *tokens[index:])
                    taken, index = (option, rest, " ".join(rest)), len(tokens)
                    break
                continue
            if option.kind is Kind.POINT:
                end = index
                while end < len(tokens) and not tokens[end].startswith("#"):
                    end += 1
                point = " ".join((token, *tokens[index:end]))
                taken, index = (option, point, point), end
                break
            value = _value(entry, option, token, mentions)
            if value is not None:
                taken = (option, value, token)
                break
        if taken is None:
            raise _Bad(Refusal(usage.key, {**usage.args, "token": quote(token)}))
        option, value, typed = taken
        if option.name in values and values[option.name] != value:
            raise _Bad(
                Refusal(
                    "error-contradiction",
                    {
                        "command": f"/{entry.name}",
                        "first": quote(words[option.name]),
                        "second": quote(typed),
                    },
                )
            )
        values[option.name] = value
        words.setdefault(option.name, typed)
    return Parsed(entry, values, words)


def read_option(entry: CommandSpec, option: Option, token: str) -> Value | Refusal:
    """One option's value from its own text (a Discord option's free text: a size, a
    clock, a setting's words), read by the same rules as in a line of chat."""
    if option.kind is Kind.REST:
        return tuple(token.split())
    if option.kind is Kind.POINT:
        return token.strip()
    usage = Refusal("error-usage", {"command": f"/{entry.name}", "token": quote(token)})
    try:
        value = _value(entry, option, token.strip(), ())
        if value is None:
            value = _named(entry, option, ascii_digits(token.strip()).lower(), token)
    except _Bad as bad:
        return bad.refusal
    return usage if value is None else value


def _named(entry: CommandSpec, option: Option, word: str, token: str) -> Value | None:
    """A value given where its option is already named (a setting, a platform's option
    field), which needs no mark of its own: a clock in any form the clocks read (``24``,
    ``none``), a number without its ``name=``."""
    if option.kind is Kind.TIME and word:
        try:
            return parse_time(word.removeprefix("time="))
        except ValueError:
            raise _Bad(Refusal("error-time-control", {"time": quote(token)})) from None
    if option.kind is Kind.NUMBER and option.prefixes and "=" not in word:
        return _number(entry, option, f"{option.prefixes[0]}={word}", token)
    return None


def _value(
    entry: CommandSpec, option: Option, token: str, mentions: Collection[str]
) -> Value | None:
    """The option's value in ``token``, ``None`` when the token is not for this option;
    raises ``_Bad`` when it is, but the value cannot be used."""
    word = ascii_digits(token).lower()
    kind = option.kind
    if kind in (Kind.WORD, Kind.FLAG):
        found = option.words().get(word)
        if found is None:
            return None
        return True if kind is Kind.FLAG else found
    if kind is Kind.USER:
        if token in mentions or (token.startswith("@") and len(token) > 1):
            return token
        return option.words().get(word)
    if kind is Kind.TEXT:
        return token
    if kind in (Kind.GAME, Kind.CHALLENGE):
        return _id(entry, option, word, token)
    if kind is Kind.SIZE:
        return _size(option, word)
    if kind is Kind.TIME:
        return _time(option, word, token)
    if kind is Kind.NUMBER:
        return _number(entry, option, word, token)
    return None


def _id(entry: CommandSpec, option: Option, word: str, token: str) -> int | None:
    bare_allowed = not any(o.kind is Kind.POINT for o in entry.options)
    match = _REF.fullmatch(word)
    if match is None or (not word.startswith("#") and not bare_allowed):
        return None
    number = read_number(match.group(1))
    if number < 1 or number > (option.max or TOO_BIG - 1):
        key = "error-unknown-game" if option.kind is Kind.GAME else "error-unknown-challenge"
        arg = "game" if option.kind is Kind.GAME else "id"
        raise _Bad(Refusal(key, {arg: quote(token)}))
    return number


def _size(option: Option, word: str) -> tuple[int, int] | None:
    match = _SIZE.fullmatch(word)
    if match is None:
        return None
    low, high = option.min or 1, option.max or 1
    width_text, height_text = match.group(1), match.group(2) or match.group(1)
    width, height = read_number(width_text), read_number(height_text)
    if not (low <= width <= high and low <= height <= high):
        raise _Bad(
            Refusal(
                "error-field-size",
                {"width": quote(width_text), "height": quote(height_text), "min": low,
                 "max": high},
            )
        )
    return width, height


def _time(option: Option, word: str, token: str) -> TimeControl | None:
    if word in option.choices:
        return parse_time("none")
    spec = word.removeprefix("time=")
    if not (word.startswith("time=") or _LIVE_TIME.fullmatch(word) or _LONG_TIME.fullmatch(word)):
        return None
    try:
        return parse_time(spec)
    except ValueError:
        raise _Bad(Refusal("error-time-control", {"time": quote(token)})) from None


def _number(entry: CommandSpec, option: Option, word: str, token: str) -> int | None:
    name, sep, digits = word.partition("=")
    if not sep or name not in option.prefixes:
        return None
    low, high = option.min or 0, option.max or 0
    if _NUMBER.fullmatch(digits) is None:
        raise _Bad(Refusal("error-usage", {"command": f"/{entry.name}", "token": quote(token)}))
    number = read_number(digits)
    if not low <= number <= high:
        raise _Bad(
            Refusal("error-number-range", {"token": quote(token), "min": low, "max": high})
        )
    return number
