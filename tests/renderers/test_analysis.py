"""The review's pictures: a chart of Blue's chances and the board at the biggest swing."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import ImageChops

from core import Color, Game
from renderers import DARK, LIGHT
from renderers.analysis import (
    HEIGHT,
    WIDTH,
    ChartLabels,
    analysis_chart,
    analysis_picture,
    chart_layout,
    overlaps,
)
from tests.support.random_games import random_game

from .helpers import decode, rgb

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


LONG = ChartLabels("Szanse niebieskich na zwycięstwo w partii #1234",
                   "Gewinnchance von Blau", "Punktestand (Blau − Rot)", "жүріс")


def test_the_last_move_has_its_number_and_the_axis_its_word() -> None:
    layout = chart_layout([(0, 0.5, 0, 0), (37, 0.9, 6, 0), (58, 0.5, 3, 3)], [58])
    ticks = [word.text for word in layout if word.kind == "tick"]
    assert ticks[0] == "0" and ticks[-1] == "58"
    assert [word.text for word in layout if word.kind == "axis"] == ["move"]


def test_the_score_scale_stands_clear_of_a_last_move_marked_at_even_chances() -> None:
    layout = chart_layout([(0, 0.5, 0, 0), (8, 0.84, 2, 0), (9, 0.5, 2, 0)], [9])
    dot = next(word for word in layout if word.kind == "mark")
    zero = next(word for word in layout if word.kind == "scale" and word.text == "0")
    assert not overlaps(dot.box, zero.box)


@settings(max_examples=150, deadline=None)
@given(
    chances=st.lists(st.floats(0, 1), min_size=1, max_size=60),
    last=st.integers(1, 1200),
    leads=st.integers(0, 120),
    marked=st.lists(st.integers(0, 59), max_size=4),
    labels=st.sampled_from([ChartLabels(), LONG]),
)
def test_no_word_covers_another_or_a_marked_dot(
    chances: list[float], last: int, leads: int, marked: list[int], labels: ChartLabels
) -> None:
    plies = sorted({round(k * last / max(1, len(chances) - 1)) for k in range(len(chances))})
    points = [(ply, chance, leads * (k % 2), 0) for k, (ply, chance)
              in enumerate(zip(plies, chances, strict=False))]
    layout = chart_layout(points, [plies[k] for k in marked if k < len(plies)], labels)
    words = [word for word in layout if word.kind != "mark"]
    dots = [word for word in layout if word.kind == "mark"]
    for k, word in enumerate(words):
        assert word.box[0] >= 0 and word.box[2] <= WIDTH, word
        assert word.box[1] >= 0 and word.box[3] <= HEIGHT, word
        for other in words[k + 1:]:
            assert not overlaps(word.box, other.box), (word, other)
        for dot in dots:
            assert not overlaps(word.box, dot.box), (word, dot)
