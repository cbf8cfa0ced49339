"""Plural forms by CLDR in the new languages: Belarusian and Czech choose among one, few,
many and other; Kazakh and German between one and other (a Kazakh noun stays singular
after a number)."""

from __future__ import annotations

import pytest

from bot.i18n import Translator

CATALOG = Translator()


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("be", {1: "1 хвіліна", 2: "2 хвіліны", 5: "5 хвілін", 21: "21 хвіліна", 22: "22 хвіліны",
                11: "11 хвілін"}),
        ("cs", {1: "1 minuta", 2: "2 minuty", 4: "4 minuty", 5: "5 minut", 21: "21 minut"}),
        ("de", {1: "1 Minute", 2: "2 Minuten", 21: "21 Minuten"}),
        ("kk", {1: "1 минут", 2: "2 минут", 21: "21 минут"}),
    ],
)
def test_minutes_take_the_languages_plural_form(lang: str, expected: dict[int, str]) -> None:
    for count, text in expected.items():
        assert CATALOG.t(lang, "duration-minutes", count=count) == text


def test_a_fraction_takes_the_other_form_in_belarusian_and_czech() -> None:
    assert CATALOG.t("be", "duration-minutes", count=1.5) == "1,5 хвіліны"
    assert CATALOG.t("cs", "duration-minutes", count=1.5) == "1,5 minuty"
