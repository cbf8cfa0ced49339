"""The palette every picture shares, and the shipped fonts with their fallback."""

from __future__ import annotations

import pytest
from PIL import Image

from core import Color
from renderers import DARK, LIGHT, THEMES, Theme, fonts
from renderers.palette import LEVELS, TINT_OFFSET, TRANSPARENT, colors, ramp, shade
from renderers.theme import mix, resolve

ALL_THEMES = [*THEMES.values(), *(t.for_colorblind() for t in THEMES.values())]


@pytest.mark.parametrize("theme", ALL_THEMES)
def test_palette_fits_and_keeps_the_tint_layout(theme: Theme) -> None:
    entries = colors(theme)
    assert len(entries) <= TRANSPARENT
    assert entries[0] == theme.background and entries[1] == theme.grid
    for color in Color:
        assert entries[TINT_OFFSET[color]] == theme.area_tint(color)
        assert entries[1 + TINT_OFFSET[color]] == mix(theme.grid, theme.player(color), theme.tint)
    steps = ramp(theme, theme.blue, theme.background)
    assert len(steps) == LEVELS + 2
    assert entries[steps[0]] == theme.background and entries[steps[-1]] == theme.blue


def test_shade_maps_coverage_onto_a_ramp() -> None:
    coverage = Image.new("L", (3, 1))
    coverage.putpixel((1, 0), 128)
    coverage.putpixel((2, 0), 255)
    image = shade(coverage, LIGHT, LIGHT.red, LIGHT.background).convert("RGB")
    assert image.getpixel((0, 0)) == LIGHT.background
    assert image.getpixel((2, 0)) == LIGHT.red
    middle = image.getpixel((1, 0))
    assert isinstance(middle, tuple) and LIGHT.red[1] < middle[1] < LIGHT.background[1]
    with pytest.raises(ValueError, match="no ramp"):
        ramp(LIGHT, (1, 2, 3), LIGHT.background)


def test_themes_resolve_by_name_and_are_checked() -> None:
    assert resolve("dark") is DARK
    assert resolve(LIGHT, colorblind=True).red_squares
    with pytest.raises(ValueError, match="tint"):
        Theme(**{**LIGHT.__dict__, "tint": 0.0})


def test_cyrillic_uses_the_main_font_and_emoji_the_fallback() -> None:
    main, symbols = fonts.fonts(20)
    assert fonts.runs("Жора", 20) == [("Жора", main)]
    assert fonts.runs("Bob 🤖!", 20) == [("Bob ", main), ("🤖", symbols), ("!", main)]
    # a variation selector stays with its emoji
    assert fonts.runs("🤖\ufe0fx", 20) == [("🤖\ufe0f", symbols), ("x", main)]


def test_long_names_are_cut_to_fit() -> None:
    name = "Очень длинное имя игрока, которое не помещается"
    cut = fonts.fit(name, 20, 150)
    assert cut.endswith("…") and fonts.width(cut, 20) <= 150
    assert fonts.fit("Ann", 20, 150) == "Ann"
    assert fonts.clean("a\nb\tc\x00") == "a b c"
