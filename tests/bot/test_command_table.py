"""The command table: every command described in every language, and the text grammar
generated from it agreeing with it."""

from __future__ import annotations

import pytest

from bot.i18n import Translator
from bot.service.command_parse import Parsed, Refusal, parse
from bot.service.command_table import (
    COMMANDS,
    CommandSpec,
    Kind,
    Scope,
    command,
    fingerprint,
    menu,
    usage,
)

TRANSLATOR = Translator()
DESCRIPTION_LIMIT = 100
"""Discord's limit for command and option descriptions (Telegram allows 256)."""


@pytest.mark.parametrize("lang", TRANSLATOR.languages)
def test_every_command_and_option_is_described_in_every_language(lang: str) -> None:
    for entry in COMMANDS:
        keys = [entry.description_key, *(entry.option_key(o) for o in entry.options)]
        for key in keys:
            assert TRANSLATOR.has(lang, key), (lang, key)
            text = TRANSLATOR.t(lang, key)
            assert 0 < len(text) <= DESCRIPTION_LIMIT, (lang, key, text)


def test_names_fit_both_platforms() -> None:
    for entry in COMMANDS:
        for name in (entry.name, *entry.aliases):
            assert name.isascii() and name.islower() and 0 < len(name) <= 32, name
        for option in entry.options:
            assert option.name.isascii() and option.name.islower() and len(option.name) <= 32


def test_every_name_and_alias_parses_to_its_command() -> None:
    for entry in COMMANDS:
        for name in (entry.name, *entry.aliases):
            parsed = parse(f"/{name}")
            assert isinstance(parsed, Parsed) and parsed.command is entry, name
            assert command(name.upper()) is entry


def test_every_word_choice_parses_to_its_option() -> None:
    for entry in COMMANDS:
        for option in entry.options:
            if option.kind not in (Kind.WORD, Kind.FLAG):
                continue
            for word, canonical in option.words().items():
                parsed = parse(f"/{entry.name} {word}")
                assert isinstance(parsed, Parsed), (entry.name, word, parsed)
                expected = True if option.kind is Kind.FLAG else canonical
                assert parsed.values == {option.name: expected}, (entry.name, word)


def test_limits_of_the_table_are_the_limits_of_the_grammar() -> None:
    challenge = command("challenge")
    assert challenge is not None
    size, instant = challenge.option("size"), challenge.option("instant")
    assert size.min is not None and size.max is not None and instant.max is not None
    low, high = size.min, size.max
    assert isinstance(parse(f"/challenge {low}x{high}"), Parsed)
    for bad in (f"{low - 1}x{high}", f"{low}x{high + 1}"):
        refused = parse(f"/challenge {bad}")
        assert isinstance(refused, Refusal) and refused.key == "error-field-size", bad
    assert isinstance(parse(f"/challenge instant={instant.max}"), Parsed)
    refused = parse(f"/challenge instant={instant.max + 1}")
    assert isinstance(refused, Refusal) and refused.key == "error-number-range"


def test_menus_per_scope() -> None:
    private = {c.name for c in menu(Scope.PRIVATE)}
    group = {c.name for c in menu(Scope.GROUP)}
    admin = {c.name for c in menu(Scope.ADMIN)}
    assert "settings" in private and "settings" in admin and "settings" not in group
    assert "accept" in group and group <= admin
    assert "time" not in private | group | admin and "decline_draw" not in group


def test_style_is_offered_wherever_lang_is() -> None:
    for scope in Scope:
        names = [c.name for c in menu(scope)]
        assert "lang" in names and names.index("style") == names.index("lang") + 1, scope
    style = command("style")
    assert style is not None and usage(style) == " [light | dark | colorblind | auto]"
    parsed = parse("/style Dark")
    assert isinstance(parsed, Parsed) and parsed.values == {"style": "Dark"}


def test_usage_and_fingerprint() -> None:
    move = command("move")
    assert move is not None and usage(move) == " x-y [#N]"
    games = command("games")
    assert games is not None and usage(games) == ""
    assert fingerprint() == fingerprint() and len(fingerprint()) == 16


HUGE = "9" * 5000
"""More digits than Python reads into an integer (4,300)."""


@pytest.mark.parametrize("entry", COMMANDS, ids=lambda entry: entry.name)
def test_a_number_of_thousands_of_digits_is_read_or_refused_never_raised(
    entry: CommandSpec,
) -> None:
    name = entry.name
    for text in (f"/{name} {HUGE}", f"/{name} #{HUGE}", f"/{name} {HUGE}x{HUGE}",
                 f"/{name} 1-1 #{HUGE}", f"/{name} after={HUGE}", f"{HUGE}-1 #{HUGE}",
                 f"1-1 #{HUGE}"):
        found = parse(text, "dots")
        assert found is None or isinstance(found, (Parsed, Refusal)), text[:40]
        if isinstance(found, Parsed):
            assert all(
                value < 10**19 for value in found.values.values()
                if isinstance(value, int) and not isinstance(value, bool)
            )
