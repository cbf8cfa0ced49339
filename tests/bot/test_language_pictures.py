"""Every language's board picture: its words (from the catalog) drawn by the renderer's own
font, every letter a real glyph (no boxes for Kazakh ә, қ, ү, Belarusian ў, Czech ř), and a
card and a finished game's picture made in each."""

from __future__ import annotations

from dataclasses import astuple

import pytest

import renderers
from bot.i18n import Translator, available_languages
from bot.output.present import Presenter
from core import Color, Game, Rules, Start
from renderers.fonts import _has_glyph, fonts

PRESENTER = Presenter(Translator())
PNG = b"\x89PNG\r\n\x1a\n"


@pytest.mark.parametrize("lang", available_languages())
def test_every_letter_of_a_languages_picture_words_has_a_glyph(lang: str) -> None:
    labels = PRESENTER.labels(lang)
    words = "".join(str(word) for word in astuple(labels))
    for bold in (False, True):
        main = fonts(14, bold)[0]
        missing = {ch for ch in words if ch.strip() and not _has_glyph(main, ch)}
        assert not missing, f"{lang}: no glyph for {sorted(missing)}"


@pytest.mark.parametrize("lang", available_languages())
def test_a_finished_games_picture_and_card_in_each_language(lang: str) -> None:
    game = Game.from_rules(Rules(width=7, height=7, start=Start.EMPTY))
    card = PRESENTER.rules(lang, game.rules)
    assert "7×7" in card and (lang == "en") == (card == PRESENTER.rules("en", game.rules))
    for x, y in [(4, 4), (3, 3), (4, 3)]:
        game.play(x, y)
    game.resign(Color.RED)
    png = renderers.render_png(game, names=("Аня", "Bob"), labels=PRESENTER.labels(lang))
    assert png.startswith(PNG)
    english = renderers.render_png(game, names=("Аня", "Bob"), labels=PRESENTER.labels("en"))
    assert (png != english) == (lang != "en")  # the picture's words are the language's
