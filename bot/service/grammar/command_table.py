"""The commands every chat understands, as data: names, options, types, choices and limits.

One table feeds the text parser (:mod:`bot.service.grammar.command_parse`), ``/help``, Telegram's
``setMyCommands`` (per language and scope) and Discord's application commands (with
localized descriptions). Each command's description is the catalog key
``command-<name>``, each option's ``option-<option>``; limits come from the
constants the service enforces, so the grammar and the checks never disagree.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterator
from dataclasses import dataclass
from enum import StrEnum

from bot.service.chats.chat_settings import MAX_SIZE, MIN_SIZE, SETTING_KEYS, STARTS, PictureStyle
from bot.service.computer.engine import LEVELS
from bot.time_class import TimeClass
from bot.tournament.document import MAX_ROUNDS
from core.variants import VARIANTS, RuleVariant, VariantKind

MAX_ID = 2**63 - 1
"""The largest game or challenge number storage can hold; larger ones name nothing."""
COMPUTER_WORDS = ("computer", "bot", "ai", "cpu")
OPEN_WORDS = ("open", "any")
NO_TIME_WORDS = ("notime", "no-time", "untimed")


class Kind(StrEnum):
    """How an option's value is written and what it becomes."""

    WORD = "word"
    """One of ``choices`` (case-insensitive); the value is the choice's canonical word."""
    USER = "user"
    """``@handle`` or a mention the adapter resolved; the value is the token."""
    GAME = "game"
    """A game number, ``#12`` or ``12``."""
    CHALLENGE = "challenge"
    """A challenge number, ``3`` or ``#3``."""
    POINT = "point"
    """A point ``20-17`` (one token, or two: ``20 17``)."""
    SIZE = "size"
    """A field ``20x17`` or ``15`` (square), each side ``min``..``max``."""
    TIME = "time"
    """A clock: ``5+5``, ``24h``, ``3d``, ``time=…`` or one of the no-clock words."""
    NUMBER = "number"
    """``name=N`` (``instant=10``) with N in ``min``..``max``."""
    FLAG = "flag"
    """A word that switches something on (``extra``)."""
    TEXT = "text"
    """One free word checked by the service (a language code, a picture style); its
    ``choices``, if any, are what menus offer."""
    REST = "rest"
    """Everything that follows (a setting's value)."""


class Scope(StrEnum):
    """Where a command is offered in a platform's command menu."""

    PRIVATE = "private"
    GROUP = "group"
    ADMIN = "admin"
    """Offered to a group's administrators only."""


EVERYWHERE = frozenset({Scope.PRIVATE, Scope.GROUP})


@dataclass(frozen=True, slots=True)
class Option:
    name: str
    kind: Kind
    choices: tuple[str, ...] = ()
    """For WORD: the accepted words; ``aliases`` map others onto them."""
    aliases: tuple[tuple[str, str], ...] = ()
    min: int | None = None
    max: int | None = None
    prefixes: tuple[str, ...] = ()
    """For NUMBER: the ``name=`` spellings."""
    suggestions: tuple[str, ...] = ()
    """Typical values a platform may offer as choices (sizes, clocks)."""
    hidden: bool = False
    """Understood in text but not offered in menus (``/play bot``: the word is redundant)."""

    def words(self) -> dict[str, str]:
        """Every accepted word (lower case) and the canonical choice it stands for."""
        table = {choice: choice for choice in self.choices}
        table.update(self.aliases)
        return table


@dataclass(frozen=True, slots=True)
class CommandSpec:
    name: str
    options: tuple[Option, ...] = ()
    aliases: tuple[str, ...] = ()
    scopes: frozenset[Scope] = EVERYWHERE
    menu: bool = True
    """Listed in platform menus (a hidden alias or a hint is not)."""
    free_order: bool = False
    """Options may come in any order, and one given twice with different values is a
    contradiction (``red blue``). Otherwise options fill in order and a word left over is
    not understood (``/lang en ru``)."""

    @property
    def description_key(self) -> str:
        return f"command-{self.name}"

    @staticmethod
    def option_key(option: Option) -> str:
        """Options of the same name mean the same in every command and share a key."""
        return f"option-{option.name}"

    def option(self, name: str) -> Option:
        return next(o for o in self.options if o.name == name)


GAME = Option("game", Kind.GAME, min=1, max=MAX_ID)
CHALLENGE = Option("challenge", Kind.CHALLENGE, min=1, max=MAX_ID)
CONFIRM = Option("confirm", Kind.WORD, ("confirm",))
"""``/resign confirm``, ``/ground confirm``: done at once, without the question."""
LEVEL = Option("level", Kind.WORD, LEVELS)
SIZE = Option(
    "size",
    Kind.SIZE,
    min=MIN_SIZE,
    max=MAX_SIZE,
    suggestions=("10x10", "15x15", "20x20", "25x25", "30x30", "39x32"),
)
START = Option("start", Kind.WORD, tuple(dict.fromkeys(s.value for s in STARTS.values())),
               aliases=tuple((word, start.value) for word, start in STARTS.items()))
COLOR = Option("color", Kind.WORD, ("blue", "red"))


def variant_option(entry: RuleVariant) -> Option:
    """The option of a rule variant (:mod:`core.variants`): a flag's words, or ``word=N``."""
    if entry.kind is VariantKind.FLAG:
        aliases = tuple((word, entry.word) for word in entry.words[1:])
        return Option(entry.word, Kind.FLAG, (entry.word,), aliases=aliases)
    return Option(entry.word, Kind.NUMBER, min=entry.low, max=entry.high, prefixes=entry.words)


VARIANT_OPTIONS = tuple(variant_option(entry) for entry in VARIANTS)
"""Every rule variant's option, in the table's order."""
TIME = Option(
    "time", Kind.TIME, NO_TIME_WORDS, suggestions=("5+5", "10+10", "1h", "24h", "3d", "notime")
)
RATED = Option("rated", Kind.WORD, ("rated", "casual"))
TOURNAMENT_WORDS = (
    "swiss", "roundrobin", "join", "leave", "start", "standings", "cancel", "list", "sgf"
)
"""Announce a tournament, act on one, or (``list``, ``sgf``: ``/tournaments``' words, for
Discord, whose ``/dots`` group holds no more subcommands) look at past ones."""
TOURNAMENT_ALIASES = (("rr", "roundrobin"), ("round-robin", "roundrobin"))
MIN_SEEK_RANGE, MAX_SEEK_RANGE = 25, 1000
"""A seek's rating range, either side of one's own (``range=200``)."""
MAX_SIGNUP_MINUTES = 7 * 24 * 60
"""A sign-up of at most a week (``starts=N`` is in minutes)."""
GAME_OPTIONS = (SIZE, START, COLOR, *VARIANT_OPTIONS, TIME, RATED)
CLASS_WORDS = {
    "blitz": ("блиц", "бліц", "blesk", "bleskovka"),
    "rapid": ("рапид", "рапід", "szybkie", "schnell", "schnellpartie"),
    "classic": ("classical", "классика", "класика", "класіка", "klasyczne", "klasika",
                "klassisch"),
    "correspondence": ("corr", "daily", "заочные", "заочні", "завочныя", "сырттай",
                       "korespondencyjne", "korespondenční", "fern", "fernpartie"),
}
"""Each time class' word in the languages of the catalog (``time-class``), and a few
short ones: typed after ``/top`` they name the class."""
TIME_CLASS = Option(
    "speed",
    Kind.WORD,
    tuple(kind.value for kind in TimeClass),
    aliases=tuple((word, kind) for kind, words in CLASS_WORDS.items() for word in words),
)
OPPONENT_WORDS = tuple((w, "computer") for w in COMPUTER_WORDS) + tuple(
    (w, "open") for w in OPEN_WORDS
)
"""Words for the computer first (``COMPUTER_WORDS``), then for anyone."""

COMMANDS: tuple[CommandSpec, ...] = (
    CommandSpec("help", aliases=("start",)),
    CommandSpec("rules"),
    CommandSpec(
        "challenge",
        (
            Option("opponent", Kind.USER, ("computer", "open"), aliases=OPPONENT_WORDS),
            LEVEL,
            *GAME_OPTIONS,
        ),
        free_order=True,
    ),
    CommandSpec(
        "play",
        (
            Option("computer", Kind.FLAG, ("computer",), aliases=OPPONENT_WORDS[:4],
                   hidden=True),
            LEVEL,
            *GAME_OPTIONS,
        ),
        free_order=True,
    ),
    CommandSpec("team", (Option("sides", Kind.REST),), scopes=frozenset({Scope.GROUP})),
    CommandSpec("accept", (CHALLENGE,), scopes=frozenset({Scope.GROUP})),
    CommandSpec("decline", (CHALLENGE,), scopes=frozenset({Scope.GROUP})),
    CommandSpec("cancel", (CHALLENGE,)),
    CommandSpec("move", (Option("point", Kind.POINT), GAME), aliases=("m",)),
    CommandSpec("resign", (CONFIRM, GAME)),
    CommandSpec("draw", (GAME,)),
    CommandSpec(
        "decline_draw", (GAME,), aliases=("declinedraw", "nodraw"), menu=False
    ),
    CommandSpec("end", (GAME,), menu=False),
    CommandSpec("ground", (CONFIRM, GAME)),
    CommandSpec("stop", (CONFIRM, GAME), menu=False),
    CommandSpec("auto", (GAME,), menu=False),
    CommandSpec("abort", (GAME,)),
    CommandSpec(
        "takeback",
        (
            Option("answer", Kind.WORD, ("accept", "decline"),
                   aliases=(("yes", "accept"), ("no", "decline"))),
            GAME,
        ),
        aliases=("undo",),
    ),
    CommandSpec("hint", (GAME,)),
    CommandSpec("analysis", (GAME,), aliases=("review",)),
    CommandSpec("board", (GAME,)),
    CommandSpec("web", (GAME,)),
    CommandSpec("games"),
    CommandSpec(
        "history",
        (
            Option("who", Kind.USER, ("chat", "me"), aliases=(("all", "chat"), ("mine", "me"))),
            Option("after", Kind.GAME, min=1, max=MAX_ID),
        ),
    ),
    CommandSpec("sgf", (GAME,)),
    CommandSpec("replay", (GAME,)),
    CommandSpec("rematch", (GAME,)),
    CommandSpec(
        "top",
        (
            Option("where", Kind.WORD, ("chat", "all"), aliases=(("overall", "all"),)),
            TIME_CLASS,
        ),
    ),
    CommandSpec(
        "rating", (Option("player", Kind.USER), Option("other", Kind.USER))
    ),
    CommandSpec(
        "settings",
        (
            Option(
                "setting",
                Kind.WORD,
                SETTING_KEYS,
                aliases=tuple((k.replace("_", "-"), k) for k in SETTING_KEYS if "_" in k),
            ),
            Option("value", Kind.REST),
        ),
        scopes=frozenset({Scope.PRIVATE, Scope.ADMIN}),
    ),
    CommandSpec("lang", (Option("language", Kind.TEXT),)),
    CommandSpec(
        "style", (Option("style", Kind.TEXT, (*(s.value for s in PictureStyle), "auto")),)
    ),
    CommandSpec("time", (Option("value", Kind.REST),), menu=False),
    CommandSpec(
        "tournament",
        (
            Option("action", Kind.WORD, TOURNAMENT_WORDS, aliases=TOURNAMENT_ALIASES),
            Option("tournament", Kind.GAME, min=1, max=MAX_ID),
            Option("double", Kind.FLAG, ("double",)),
            Option("rounds", Kind.NUMBER, min=1, max=MAX_ROUNDS, prefixes=("rounds",)),
            Option("starts", Kind.NUMBER, min=1, max=MAX_SIGNUP_MINUTES,
                   prefixes=("starts", "in")),
            SIZE, START, *VARIANT_OPTIONS, TIME, RATED,
        ),
        free_order=True,
    ),
    CommandSpec("link", (Option("code", Kind.TEXT),), scopes=frozenset({Scope.PRIVATE})),
    CommandSpec("unlink", scopes=frozenset({Scope.PRIVATE})),
    CommandSpec("privacy"),
    CommandSpec("forget", (CONFIRM,), scopes=frozenset({Scope.PRIVATE})),
    CommandSpec(
        "seek",
        (
            Option("cancel", Kind.FLAG, ("cancel",)),
            SIZE, START, TIME, RATED,
            Option("range", Kind.NUMBER, min=MIN_SEEK_RANGE, max=MAX_SEEK_RANGE,
                   prefixes=("range",)),
        ),
        free_order=True,
    ),
    CommandSpec("watch", (GAME,)),
    CommandSpec(
        "tournaments",
        (Option("tournament", Kind.GAME, min=1, max=MAX_ID),
         Option("what", Kind.WORD, ("sgf",))),
        free_order=True,
    ),
)
"""Every command; the order is the order of ``/help`` and of platform menus."""
TEAM_TERMS = CommandSpec("team", (SIZE, START, *VARIANT_OPTIONS, TIME, RATED), free_order=True)
"""The game options of ``/team``, after its sides (docs/rules.md §8.6)."""

_BY_NAME: dict[str, CommandSpec] = {}
for _command in COMMANDS:
    for _name in (_command.name, *_command.aliases):
        _BY_NAME[_name] = _command


def command(name: str) -> CommandSpec | None:
    """The command a typed name (or alias) means."""
    return _BY_NAME.get(name.lower())


def named(name: str) -> CommandSpec:
    """The command called ``name``, a name the code knows (``KeyError`` for another)."""
    return _BY_NAME[name]


def menu(scope: Scope) -> Iterator[CommandSpec]:
    """The commands a platform lists in one scope's menu (a group's admins see the group's
    commands and theirs)."""
    wanted = {scope, Scope.GROUP} if scope is Scope.ADMIN else {scope}
    for entry in COMMANDS:
        if entry.menu and wanted & entry.scopes:
            yield entry


def fingerprint() -> str:
    """A short hash of the table: platforms register commands again only when it changes."""
    return hashlib.sha256(repr(COMMANDS).encode()).hexdigest()[:16]


PLACEHOLDERS = {"name": "name", "size": "WxH", "language": "language"}
"""The words of ``/help`` that stand for what the user types, in English; each language's
are the catalog's ``usage-<word>`` (the command words stay the same in every language)."""
PLACEHOLDER = re.compile(r"\{(" + "|".join(PLACEHOLDERS) + r")\}")


def usage(entry: CommandSpec) -> str:
    """The options of a command as ``/help`` shows them after its name, in English:
    `` x-y [#N]`` (with a leading space), or nothing."""
    return PLACEHOLDER.sub(lambda found: PLACEHOLDERS[found[1]], usage_template(entry))


def _placeholder(name: str) -> str:
    return f"{{{name}}}" if name in PLACEHOLDERS else name


def usage_template(entry: CommandSpec) -> str:
    """:func:`usage` with each placeholder word as ``{word}`` (``[@{name}]``), for the
    reader's language to fill in."""
    parts: list[str] = []
    for option in entry.options:
        if option.hidden:
            continue
        words = " | ".join(option.choices)
        shown = {
            Kind.WORD: words,
            Kind.FLAG: words,
            Kind.USER: " | ".join(("@{name}", *option.choices)),
            Kind.GAME: "#N",
            Kind.CHALLENGE: "N",
            Kind.POINT: "x-y",
            Kind.SIZE: "{size}",
            Kind.TIME: " | ".join(("5+5", "24h", *option.choices[:1])),
            Kind.NUMBER: f"{option.prefixes[0]}=N" if option.prefixes else "N",
            Kind.TEXT: " | ".join(option.choices) or _placeholder(option.name),
            Kind.REST: "…",
        }[option.kind]
        parts.append(shown if option.kind is Kind.POINT else f"[{shown}]")
    return "".join(f" {part}" for part in parts)
