"""The command table: every command described in every language, and the text grammar
generated from it agreeing with it."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.i18n import Translator
from bot.service.commands import Challenge, Refused
from bot.service.grammar.command_parse import Parsed, Refusal, parse
from bot.service.grammar.command_table import (
    COMMANDS,
    VARIANT_OPTIONS,
    CommandSpec,
    Kind,
    Option,
    Scope,
    command,
    fingerprint,
    menu,
    usage,
)
from bot.service.grammar.reading import read_text

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


def test_the_variant_options_made_from_the_table_are_those_written_before() -> None:
    """The words of /challenge, /play and /tournament for the rule variants did not change
    when the table (core.variants) began to make them."""
    before = (
        Option("extra", Kind.FLAG, ("extra",)),
        Option("notransfer", Kind.FLAG, ("notransfer",),
               aliases=(("no-transfer", "notransfer"),)),
        Option("instant", Kind.NUMBER, min=0, max=64 * 64, prefixes=("instant", "win")),
    )
    assert before == VARIANT_OPTIONS[:3]
    later = [option.name for option in VARIANT_OPTIONS[3:]]
    assert later == ["stop", "free", "painted", "nosuicide", "wall",
                     "territory", "szkrab"]
    for name in ("challenge", "play"):
        entry = command(name)
        assert entry is not None
        names = [option.name for option in entry.options]
        assert names[-8 - len(later):] == ["size", "start", "color", "extra", "notransfer",
                                           "instant", *later, "time", "rated"]
    tournament = command("tournament")
    assert tournament is not None and tournament.options[7:10] == before


CHALLENGE_WORDS = st.lists(
    st.sampled_from(
        ("extra", "EXTRA", "notransfer", "no-transfer", "instant=0", "instant=12", "win=7",
         "instant=4097", "instant=x", "red", "15x15", "5+5", "casual", "@bob", "banana")
    ),
    max_size=5,
)


@settings(max_examples=300, deadline=None)
@given(CHALLENGE_WORDS)
def test_challenge_words_choose_the_variants_as_before(words: list[str]) -> None:
    """What /challenge's words chose before the table, read from the parsed values as the
    reader before did, is what the game's options now hold."""
    text = " ".join(["/challenge", *words])
    parsed, read = parse(text), read_text(text, {})
    assert read is not None
    if not isinstance(parsed, Parsed):
        assert isinstance(read.command, Refused)
        return
    assert isinstance(read.command, Challenge)
    options = read.command.options
    instant = parsed.get("instant")
    assert options.extra_move == (True if parsed.get("extra") else None)
    assert options.score_transfer == (False if parsed.get("notransfer") else None)
    assert options.instant_win == (instant if isinstance(instant, int) else None)
