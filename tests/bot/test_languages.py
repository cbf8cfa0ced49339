"""Four languages done right: plural forms by each language's rules, numbers and dates in
the reader's locale, durations and time controls worded from the catalog."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from bot.i18n import Translator
from bot.output.present import Presenter, clock_face
from bot.time_control import TimeControl

PRESENTER = Presenter(Translator())
COUNTS = (1, 2, 5, 11, 21, 22, 25)

# minutes, "N games" (top-line), "N moves" (replay), for 1, 2, 5, 11, 21, 22, 25
PLURALS = {
    "ru": (
        ("минута", "минуты", "минут", "минут", "минута", "минуты", "минут"),
        ("партия", "партии", "партий", "партий", "партия", "партии", "партий"),
        ("ход", "хода", "ходов", "ходов", "ход", "хода", "ходов"),
    ),
    "uk": (
        ("хвилина", "хвилини", "хвилин", "хвилин", "хвилина", "хвилини", "хвилин"),
        ("партія", "партії", "партій", "партій", "партія", "партії", "партій"),
        ("хід", "ходи", "ходів", "ходів", "хід", "ходи", "ходів"),
    ),
    "pl": (
        ("minuta", "minuty", "minut", "minut", "minut", "minuty", "minut"),
        ("partia", "partie", "partii", "partii", "partii", "partie", "partii"),
        ("ruch", "ruchy", "ruchów", "ruchów", "ruchów", "ruchy", "ruchów"),
    ),
    "en": (
        ("minute", "minutes", "minutes", "minutes", "minutes", "minutes", "minutes"),
        ("game", "games", "games", "games", "games", "games", "games"),
        ("move", "moves", "moves", "moves", "moves", "moves", "moves"),
    ),
}


@pytest.mark.parametrize("lang", sorted(PLURALS))
def test_plural_forms_follow_each_languages_rules(lang: str) -> None:
    minutes, games, moves = PLURALS[lang]
    t = PRESENTER.t
    for count, minute, game, move in zip(COUNTS, minutes, games, moves, strict=True):
        assert PRESENTER.duration(lang, timedelta(minutes=count)) == f"{count} {minute}"
        line = t(
            lang, "top-line", place=1, name="A", rating=1500, games=count, wins=0, losses=0, draws=0
        )
        assert f", {count} {game} (" in line, (lang, count, line)
        replay = t(lang, "replay-ready", game="#1", moves=count)
        assert f"{count} {move}." in replay, (lang, count, replay)


@pytest.mark.parametrize(
    ("lang", "long", "live", "daily"),
    [
        ("en", "1 day 4 hours", "5 minutes + 5 seconds a move", "1 day per move"),
        ("ru", "1 день 4 часа", "5 минут + 5 секунд за ход", "1 день на ход"),
        ("uk", "1 день 4 години", "5 хвилин + 5 секунд за хід", "1 день на хід"),
        ("pl", "1 dzień 4 godziny", "5 minut + 5 sekund za ruch", "1 dzień na ruch"),
    ],
)
def test_durations_and_time_controls(lang: str, long: str, live: str, daily: str) -> None:
    assert PRESENTER.duration(lang, timedelta(days=1, hours=4, seconds=9)) == long
    assert PRESENTER.time_control(lang, TimeControl.parse("5+5")) == live
    assert PRESENTER.time_control(lang, TimeControl.parse("24h")) == daily
    assert PRESENTER.time_control(lang, TimeControl.parse("none")) != daily


def test_durations_keep_the_two_largest_units() -> None:
    assert PRESENTER.duration("en", timedelta(hours=3, minutes=59, seconds=30)) == (
        "3 hours 59 minutes"
    )
    assert PRESENTER.duration("en", timedelta(seconds=42)) == "42 seconds"
    assert PRESENTER.duration("ru", timedelta(0)) == "0 секунд"
    assert PRESENTER.duration("en", timedelta(seconds=-5)) == "0 seconds"
    assert clock_face(timedelta(minutes=4, seconds=5)) == "4:05"
    assert clock_face(timedelta(hours=1, minutes=2, seconds=3.1)) == "1:02:04"
    assert clock_face(timedelta(seconds=0.2)) == "0:01" and clock_face(timedelta(0)) == "0:00"


@pytest.mark.parametrize(
    ("lang", "games", "date"),
    [
        ("en", "1,234 games", "May 1, 2024"),
        ("ru", "1\xa0234 партии", "1 мая 2024\u202fг."),
        ("uk", "1\xa0234 партії", "1 травня 2024\u202fр."),
        ("pl", "1\xa0234 partie", "1 maja 2024"),
    ],
)
def test_numbers_and_dates_in_the_readers_locale(lang: str, games: str, date: str) -> None:
    t = PRESENTER.t
    line = t(
        lang, "top-line", place=1, name="A", rating=1623, games=1234, wins=1, losses=2, draws=0
    )
    assert "1623" in line and games in line  # ratings without grouping, counts with it
    history = t(
        lang,
        "history-line",
        game="#3",
        date=datetime(2024, 5, 1, 12, tzinfo=UTC),
        blue="A",
        red="B",
        winner="red",
        reason="time",
        blue_score=3,
        red_score=12,
        rated="yes",
    )
    assert history.startswith(f"#3, {date}: "), history


def test_a_whole_message_in_each_language() -> None:
    args = {"game": "#7", "name": "Bob", "left": timedelta(hours=2, minutes=1)}
    assert [PRESENTER.t(lang, "clock-reminder", **args) for lang in ("en", "ru", "uk", "pl")] == [
        "Bob, it is your move in game #7. Time left: 2 hours 1 minute.",
        "Bob, ваш ход в партии #7. Осталось времени: 2 часа 1 минута.",
        "Bob, ваш хід у партії #7. Залишилося часу: 2 години 1 хвилина.",
        "Bob, twój ruch w partii #7. Pozostały czas: 2 godziny 1 minuta.",
    ]
