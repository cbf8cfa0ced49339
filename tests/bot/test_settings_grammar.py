"""``/settings`` reads its words with the grammar of ``/challenge``: the new reader stores what
the reader before it stored and refuses what it refused, on generated words, but for the
differences listed (and asserted) here; and a rule variant's words mean the same in both."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from hypothesis import example, given, settings
from hypothesis import strategies as st

from bot.service.chats.chat_settings import SETTING_KEYS, ChatSettings
from bot.service.chats.setting_change import SettingChange, read_change, stored
from bot.service.chats.setting_checks import SettingError
from bot.service.grammar.command_parse import Parsed, parse
from bot.service.grammar.variant_words import variant_values
from core import ascii_digits
from core.variants import VARIANTS
from tests.bot.settings_before import read_change as read_before

LANGUAGES = ("en", "ru", "uk", "pl", "be", "kk", "cs", "de")
Reader = Callable[[str, Sequence[str], Sequence[str]], SettingChange]
WORDS = (
    # sizes
    "20x20", "15", "3x64", "2x2", "65", "999", "1234", "20х20", "20×20", "20*20", "20X17",
    "x", "20", "huge", "０２０", "١٥x١٥",
    # starts
    "empty", "cross", "four", "four-crosses", "spiral",
    # clocks
    "5+5", "24h", "3d", "24", "0", "none", "off", "-", "notime", "untimed", "time=5+5",
    "99d", "0+5", "10m+5s", "+", "5+",
    # yes and no, modes, styles, organisers, languages
    "yes", "no", "on", "true", "1", "rated", "casual", "maybe", "edit", "post", "scroll",
    "light", "dark", "colorblind", "colourblind", "color-blind", "neon", "smart", "always",
    "admins", "anyone", "en", "uk", "EN_us", "pt-BR", "eo", "auto", "default",
    # numbers
    "4", "100", "101", "1000", "1001", "-1", "²", "99999999999999999999", "0004",
    # variants
    "extra", "EXTRA", "notransfer", "no-transfer", "standard", "classic", "bonus",
    "instant=5", "win=12", "instant=0", "instant=4096", "instant=4097", "instant=9999",
    "instant=10000", "instant=-1", "instant=", "instant=00012", "instant=５", "max_games=4",
)
TOKENS = st.one_of(
    st.sampled_from(WORDS),
    st.text(alphabet="0123456789x=+-.hdmsinstaextr", min_size=1, max_size=8),
)
KEYS = st.one_of(st.sampled_from(SETTING_KEYS), st.sampled_from(("colour", "", "Size")))


def outcome(reader: Reader, key: str, words: Sequence[str]) -> tuple[str, Any]:
    """What a chat's default settings become, or the refusal's key."""
    try:
        change = reader(key, words, LANGUAGES)
        return "stored", stored(ChatSettings(), change, LANGUAGES)
    except SettingError as error:
        return "refused", error.key


INSTANT = re.compile(r"(?:instant|win)=([0-9]+)")
LEADING_ZEROS = re.compile(r"(?<![0-9])0+(?=[0-9])")
NO_CLOCK = ("notime", "untimed", "no-time")


def _leads(words: Sequence[str]) -> list[int]:
    found = (INSTANT.fullmatch(ascii_digits(word).lower()) for word in words)
    return [int(match[1]) for match in found if match is not None]


def plain(key: str, words: Sequence[str]) -> list[str]:
    """``words`` as the reader before read them: ``none`` for a no-clock word, a clock
    without ``time=``, numbers without leading zeros or their ``name=``."""
    said = []
    for word in (ascii_digits(word).lower() for word in words):
        if key == "time":
            word = "none" if word in NO_CLOCK else word.removeprefix("time=")
        word = word.removeprefix(f"{key}=") if key in ("max_games", "min_games") else word
        said.append(LEADING_ZEROS.sub("", word))
    return said


def documented(
    key: str, words: Sequence[str], before: tuple[str, Any], now: tuple[str, Any]
) -> bool:
    """The differences the one grammar brings, each on purpose."""
    if before[0] == "stored" and now[0] == "refused":
        # instant=N as in /challenge: up to 64×64; two different leads contradict
        leads = _leads(words)
        return key == "variant" and (max(leads, default=0) > 64 * 64 or len(set(leads)) > 1)
    if before[0] == "refused" and now[0] == "stored":
        # more spellings, each meaning what its plain one meant
        return outcome(read_before, key, plain(key, words)) == now
    if before[0] == now[0] == "refused":
        # a size out of range says so; two different leads contradict
        return (key, now[1]) in (("size", "error-field-size"), ("variant", "error-contradiction"))
    return False


@settings(max_examples=1500, deadline=None)
@given(KEYS, st.lists(TOKENS, max_size=4))
@example("variant", ["extra", "notransfer", "instant=12"])
@example("size", ["20", "x", "20"])
@example("variant", ["instant=3", "instant=5"])
def test_the_one_grammar_reads_settings_as_before(key: str, words: list[str]) -> None:
    before, now = outcome(read_before, key, words), outcome(read_change, key, words)
    assert before == now or documented(key, words, before, now), (key, words, before, now)


def test_the_differences_are_these() -> None:
    for key, words, before, now in (
        ("variant", ["instant=5000"], "stored", "refused"),
        ("variant", ["instant=3", "instant=5"], "stored", "refused"),
        ("time", ["notime"], "refused", "stored"),
        ("variant", ["instant=00012"], "refused", "stored"),
    ):
        assert outcome(read_before, key, words)[0] == before
        assert outcome(read_change, key, words)[0] == now
    assert outcome(read_change, "variant", ["instant=3", "instant=5"]) == (
        "refused", "error-contradiction"
    )


VARIANT_WORDS = st.lists(
    st.sampled_from(
        [*(w for v in VARIANTS for w in v.words if "instant" not in w and "win" not in w),
         "instant=0", "instant=7", "win=7", "instant=4096"]
    ),
    max_size=4,
)


@settings(max_examples=300, deadline=None)
@given(VARIANT_WORDS)
def test_a_variant_means_the_same_in_challenge_and_settings(words: list[str]) -> None:
    """Whatever ``/settings variant`` takes, ``/challenge`` takes, with the same values."""
    try:
        change = read_change("variant", words, LANGUAGES)
    except SettingError:
        return
    parsed = parse(" ".join(["/challenge", *words]))
    assert isinstance(parsed, Parsed), (words, parsed)
    chosen = dict(variant_values(parsed))
    values = change.value.values()  # type: ignore[union-attr]
    for entry in VARIANTS:
        assert values[entry.name] == chosen.get(entry.name, entry.default), (words, entry.name)
