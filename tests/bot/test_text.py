"""Names and quoted input, made safe to show."""

from __future__ import annotations

from bot.identity import Actor
from bot.service import Opponent
from bot.text import NAME_LIMIT, clean_name, quote
from renderers import fonts


def test_bidi_and_control_characters_leave_names() -> None:
    actor = Actor("test", "1", "\u202eecilA\u202c\x00 \u2066Bob\u2069\n")
    assert actor.name == "ecilA Bob"
    assert fonts.clean("a\u202eb\u2067c\u200dd") == "a b c\u200dd"


def test_names_are_capped_for_cards() -> None:
    actor = Actor("test", "1", "W" * 129)
    assert len(actor.name) == NAME_LIMIT and actor.name.endswith("…")
    opponent = Opponent.user(username="@bob", name="X" * 200)
    assert opponent.name is not None and len(opponent.name) == NAME_LIMIT


def test_a_name_of_nothing_visible_falls_back_to_the_handle() -> None:
    assert Actor("test", "7", "\u202e\u202c", username="eve").name == "eve"
    assert Actor("test", "7", "  ").name == "7"
    assert clean_name("👨\u200d👩\u200d👧 Family") == "👨\u200d👩\u200d👧 Family"


def test_quotes_are_short_and_visible() -> None:
    assert quote("a\x00b") == "a b"
    long = quote("y" * 5000)
    assert len(long) == 40 and long.endswith("…")
