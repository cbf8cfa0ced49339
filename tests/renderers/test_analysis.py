"""The review's pictures: a chart of Blue's chances and the board at the biggest swing."""

from __future__ import annotations

from PIL import ImageChops

from core import Color, Game
from renderers import DARK, LIGHT
from renderers.analysis import HEIGHT, WIDTH, ChartLabels, analysis_chart, analysis_picture

from .helpers import decode, random_game, rgb

POINTS = [(0, 0.5, 0, 0), (1, 0.55, 0, 0), (2, 0.6, 1, 0), (3, 0.3, 1, 2), (4, 0.25, 1, 3),
          (5, 0.7, 4, 3), (6, 0.8, 5, 3)]


def colours(data: bytes) -> set[tuple[int, int, int]]:
    image = rgb(data)
    return {colour for _, colour in image.getcolors(image.width * image.height) or []}


def test_the_chart_is_a_phone_sized_png() -> None:
    data = analysis_chart(POINTS, [3, 5])
    assert data.startswith(b"\x89PNG")
    assert decode(data).size == (WIDTH, HEIGHT)


def test_marked_moves_are_drawn_in_the_mark_colour() -> None:
    assert LIGHT.highlight in colours(analysis_chart(POINTS, [3]))
    assert LIGHT.highlight not in colours(analysis_chart(POINTS, []))


def test_the_line_is_blue_and_the_themes_differ() -> None:
    light, dark = analysis_chart(POINTS, [3]), analysis_chart(POINTS, [3], theme=DARK)
    assert LIGHT.blue in colours(light) and DARK.blue in colours(dark)
    assert rgb(light).getpixel((2, 2)) == LIGHT.background
    assert rgb(dark).getpixel((2, 2)) == DARK.background
    assert ImageChops.difference(rgb(light), rgb(dark)).getbbox() is not None


def test_the_words_come_in_localized() -> None:
    english = analysis_chart(POINTS, [3])
    russian = analysis_chart(POINTS, [3], ChartLabels("Шансы синих", "Шанс синих",
                                                      "Счёт (синие − красные)", "ход"))
    assert english != russian


def test_odd_series_still_draw() -> None:
    for series in ([], [(0, 0.5, 0, 0)], [(0, 1.5, 0, 0), (600, -0.2, 40, 2)]):
        assert decode(analysis_chart(series, [0, 99])).size == (WIDTH, HEIGHT)


def test_the_picture_puts_the_board_under_the_chart() -> None:
    game: Game = random_game(11, 11, 30, seed=4)
    data = analysis_picture(POINTS, [3], game, (1, 1))
    image = decode(data)
    assert image.height > HEIGHT and image.width >= WIDTH
    assert LIGHT.highlight in colours(data)
    colorblind = analysis_picture(POINTS, [3], game, None, theme="dark", colorblind=True)
    assert DARK.for_colorblind().player(Color.RED) in colours(colorblind)
