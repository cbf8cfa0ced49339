"""The ``/dots`` slash commands, generated from the command table.

Each table command becomes a subcommand whose options carry Discord types, choices and
limits; a call becomes its typed command directly (:func:`slash_command`), each free-text
option read by the grammar's own rules, the chosen members as resolved mentions.
Descriptions are ``locale_str`` with the catalog key, translated by
:class:`CatalogTranslator`.
"""

from __future__ import annotations

import inspect
from collections.abc import Awaitable, Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, cast

import discord
from discord import app_commands

from bot.discord.places import NAME
from bot.identity import PlayerRef
from bot.output.wording import Wording
from bot.service import (
    MAX_SIZE,
    Command,
    CommandSpec,
    Kind,
    Opponent,
    Option,
    Parsed,
    Refusal,
    Refused,
    Value,
    command_of,
    read_option,
)
from bot.text import quote, shorten

PLATFORM = NAME
GROUP = "dots"
DESCRIPTION_LIMIT = 100
CHOICE_LIMIT = 25
DISCORD_INT_MAX = 2**53
"""Discord's integer options hold -2**53..2**53."""
DEFAULT_LANG = "en"
LOCALES = {
    discord.Locale.russian: "ru",
    discord.Locale.ukrainian: "uk",
    discord.Locale.polish: "pl",
    discord.Locale.czech: "cs",
    discord.Locale.german: "de",
}
"""Discord locales our catalog may speak besides English (the untranslated default), each
used when the catalog has it. Discord has no Belarusian or Kazakh locale: those players'
clients show the commands in the client's language (Russian, most often), and ``/dots lang
be`` (or ``kk``) makes the answers theirs."""

Runner = Callable[[discord.Interaction[Any], Command], Awaitable[None]]


@dataclass(frozen=True, slots=True)
class Param:
    """One Discord option of a table option (a point becomes three: point, x, y)."""

    name: str
    annotation: Any
    key: str
    option: Option
    choices: tuple[str, ...] = ()
    min: int | None = None
    max: int | None = None


def _int_range(option: Option) -> tuple[int | None, int | None]:
    top = option.max if option.max is None else min(option.max, DISCORD_INT_MAX)
    return option.min, top


def params_of(entry: CommandSpec, languages: Iterable[str]) -> list[Param]:
    found: list[Param] = []
    for option in entry.options:
        if option.hidden:
            continue
        key = entry.option_key(option)
        kind = option.kind
        if kind is Kind.POINT:
            found.append(Param("point", str, key, option))
            for axis in ("x", "y"):
                found.append(Param(axis, int, f"option-{axis}", option, min=1, max=MAX_SIZE))
        elif kind is Kind.USER:
            found.append(Param(option.name, discord.User, key, option))
            if option.choices:  # "computer", "open", "chat", "me": the words beside a member
                words = option.choices[:CHOICE_LIMIT]
                found.append(Param(word_param(option), str, key, option, words))
        elif kind in (Kind.GAME, Kind.CHALLENGE, Kind.NUMBER):
            low, high = _int_range(option)
            found.append(Param(option.name, int, key, option, min=low, max=high))
        elif kind is Kind.FLAG:
            found.append(Param(option.name, bool, key, option))
        elif kind is Kind.WORD:
            found.append(Param(option.name, str, key, option, option.choices[:CHOICE_LIMIT]))
        elif kind is Kind.TEXT:
            words = option.choices or ("auto", *languages)  # a language: the catalog's
            found.append(Param(option.name, str, key, option, words))
        else:  # SIZE, TIME, REST: free text the parser checks
            found.append(Param(option.name, str, key, option))
    return found


def word_param(option: Option) -> str:
    """The name of the option that takes a member option's words (``opponent_word``)."""
    return f"{option.name}_word"


def mention_token(user: discord.abc.User) -> str:
    return f"<@{user.id}>"


def _mentioned(people: Iterable[tuple[int | str, str]]) -> dict[str, Opponent]:
    """People (their ids and names) by the tokens a text mentioning them holds (``<@id>``,
    ``<@!id>``)."""
    mentions = {}
    for user_id, name in people:
        opponent = Opponent.user(ref=PlayerRef(PLATFORM, str(user_id)), name=name)
        mentions[f"<@{user_id}>"] = mentions[f"<@!{user_id}>"] = opponent
    return mentions


def typed_mentions(users: list[discord.abc.User]) -> dict[str, Opponent]:
    """The members a typed message mentions, by the tokens its text holds: ``/team <@1>
    <@2> vs <@3> <@4>`` names them."""
    return _mentioned((user.id, user.display_name) for user in users)


def resolved_mentions(interaction: discord.Interaction[Any]) -> dict[str, Opponent]:
    """The people a slash call's text options mention (``/team sides: <@1> <@2> vs …``),
    as Discord resolved them with the call, by their tokens: a member by their server
    name, else their display name."""
    data = cast(Mapping[str, Any], interaction.data or {})
    resolved = data.get("resolved") or {}
    members = resolved.get("members") or {}
    people = []
    for user_id, user in (resolved.get("users") or {}).items():
        nick = (members.get(user_id) or {}).get("nick")
        people.append((user_id, str(nick or user.get("global_name") or user["username"])))
    return _mentioned(people)


def slash_command(
    entry: CommandSpec, values: Mapping[str, Any], mentioned: Mapping[str, Opponent] = {}
) -> Command:
    """The typed command a slash call asks for: each option's value read by the same
    rules as in a line of chat (:func:`~bot.service.grammar.command_parse.read_option`), the
    chosen members as resolved mentions, a point given as x and y as that point;
    ``mentioned``: the people a text option mentions (:func:`resolved_mentions`)."""
    found: dict[str, Value] = {}
    words: dict[str, str] = {}
    mentions: dict[str, Opponent] = dict(mentioned)
    for option in entry.options:
        value = _slash_value(entry, option, values, mentions)
        if isinstance(value, Refusal):
            return Refused(value.key, value.args)
        if value is not None:
            found[option.name] = value
            words[option.name] = _typed(value)
    return command_of(Parsed(entry, found, words), mentions)


def _slash_value(
    entry: CommandSpec, option: Option, values: Mapping[str, Any], mentions: dict[str, Opponent]
) -> Value | Refusal | None:
    kind, value = option.kind, values.get(option.name)
    if kind is Kind.POINT:
        x, y = values.get("x"), values.get("y")
        if values.get("point"):
            return read_option(entry, option, str(values["point"]))
        return (x, y) if x is not None and y is not None else None
    if kind is Kind.USER:
        return _member_or_word(entry, option, value, values.get(word_param(option)), mentions)
    if value is None or value is False:
        return None
    if kind in (Kind.GAME, Kind.CHALLENGE, Kind.NUMBER):
        return int(value)
    if kind is Kind.FLAG:
        return True
    if kind is Kind.WORD:
        return option.words().get(str(value).lower(), str(value))
    if kind is Kind.TEXT:
        return str(value).strip()
    return read_option(entry, option, str(value))  # SIZE, TIME, REST: free text


def _member_or_word(
    entry: CommandSpec,
    option: Option,
    member: discord.abc.User | None,
    word: str | None,
    mentions: dict[str, Opponent],
) -> Value | Refusal | None:
    """A member option's value: the member chosen, or one of its words; both at once is
    a word not understood."""
    if member is not None and word:
        return Refusal("error-usage", {"command": f"/{entry.name}", "token": quote(word)})
    if word:
        return option.words().get(word.lower(), word)
    if member is None:
        return None
    token = mention_token(member)
    ref = PlayerRef(PLATFORM, str(member.id))
    mentions[token] = Opponent.user(ref=ref, name=member.display_name)
    return token


def _typed(value: Value) -> str:
    """A value as a refusal quotes it back."""
    if isinstance(value, tuple):
        return "-".join(map(str, value)) if value and isinstance(value[0], int) else " ".join(
            map(str, value))
    return str(value)


def _described(wording: Wording, key: str) -> app_commands.locale_str:
    english = shorten(wording.t(DEFAULT_LANG, key), DESCRIPTION_LIMIT)
    return app_commands.locale_str(english, key=key)


def build_command(
    entry: CommandSpec, wording: Wording, run: Runner, languages: Iterable[str]
) -> app_commands.Command[Any, ..., None]:
    """The subcommand of ``entry``: its options typed, its callback handing the text on."""
    params = params_of(entry, languages)

    async def callback(interaction: discord.Interaction[Any], **values: Any) -> None:
        await run(interaction, slash_command(entry, values, resolved_mentions(interaction)))

    callback.__signature__ = inspect.Signature(  # type: ignore[attr-defined]
        [inspect.Parameter("interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD)]
        + [
            inspect.Parameter(
                p.name,
                inspect.Parameter.KEYWORD_ONLY,
                annotation=p.annotation | None,
                default=None,
            )
            for p in params
        ]
    )
    command: app_commands.Command[Any, ..., None] = app_commands.Command(
        name=entry.name,
        description=_described(wording, entry.description_key),
        callback=callback,
    )
    for param in params:
        target = command._params[param.name]
        target.description = _described(wording, param.key)
        if param.choices:
            target.choices = [app_commands.Choice(name=c, value=c) for c in param.choices]
        if param.min is not None:
            target.min_value = param.min
        if param.max is not None:
            target.max_value = param.max
    return command


class CatalogTranslator(app_commands.Translator):
    """CommandSpec and option descriptions in every language of the catalog."""

    def __init__(self, wording: Wording) -> None:
        self.wording = wording

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        key = string.extras.get("key")
        lang = LOCALES.get(locale)
        if key is None or lang is None or lang not in self.wording.translator.languages:
            return None
        return shorten(self.wording.t(lang, key), DESCRIPTION_LIMIT)
