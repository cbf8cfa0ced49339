"""A framed sector: the outline where it belongs, coordinates on the sector's empty points
in play and nowhere else, the rest of the picture untouched."""

from __future__ import annotations

import pytest
from PIL import Image

from renderers import DARK, LIGHT, Frame, render_png
from renderers.frame import frame_box, label_size
from renderers.theme import Theme
from tests.support.random_games import random_game

from .helpers import B, R, game_with, layout_of, pixel, rgb


def cell_box(image: Image.Image, xy: tuple[int, int], half: int) -> set[tuple[int, int, int]]:
    """The colours in the square of ``half`` pixels around a point's centre."""
    x, y = xy
    crop = image.crop((x - half, y - half, x + half + 1, y + half + 1))
    return {value[:3] for _, value in crop.getcolors(maxcolors=1 << 16) or []}


@pytest.mark.parametrize("theme", [LIGHT, DARK])
def test_the_frame_outlines_the_sector_half_a_cell_outside_its_points(theme: Theme) -> None:
    game = random_game(39, 32, 200, seed=5)
    frame = Frame(17, 9, 24, 16)
    image = rgb(render_png(game, theme=theme, frame=frame))
    lay = layout_of(game)
    left, top, right, bottom = frame_box(frame, lay)
    assert (left, top) == (lay.xy(17, 16)[0] - lay.cell // 2, lay.xy(17, 16)[1] - lay.cell // 2)
    assert (right, bottom) == (lay.xy(24, 9)[0] + lay.cell // 2, lay.xy(24, 9)[1] + lay.cell // 2)
    for x in range(left, right + 1, 7):
        assert pixel(image, (x, top)) == theme.highlight
        assert pixel(image, (x, bottom)) == theme.highlight
    for y in range(top, bottom + 1, 7):
        assert pixel(image, (left, y)) == theme.highlight
        assert pixel(image, (right, y)) == theme.highlight
    plain = rgb(render_png(game, theme=theme))
    assert theme.highlight not in cell_box(plain, (left, top), 0)


def test_empty_points_of_the_sector_carry_coordinates_and_nothing_else_changes() -> None:
    game = game_with([(2, 9, B), (3, 8, R)], size=(10, 10))
    frame = Frame(1, 6, 5, 10)
    framed = rgb(render_png(game, frame=frame))
    plain = rgb(render_png(game))
    lay = layout_of(game)
    half = lay.cell // 3
    board = game.board
    assert label_size(lay) > 0
    for x in range(1, 11):
        for y in range(1, 11):
            colours = cell_box(framed, lay.xy(x, y), half)
            inside = 1 <= x <= 5 and 6 <= y <= 10
            if inside and board.is_playable(x, y):
                assert LIGHT.coordinates in colours, (x, y)
                assert LIGHT.grid not in cell_box(framed, lay.xy(x, y), 2), (x, y)
            else:
                assert LIGHT.coordinates not in colours, (x, y)
            if not inside:
                assert cell_box(framed, lay.xy(x, y), half) == cell_box(plain, lay.xy(x, y), half)
    # dots inside the sector keep their colour
    assert pixel(framed, lay.xy(2, 9)) == LIGHT.blue
    assert pixel(framed, lay.xy(3, 8)) == LIGHT.red


def test_small_cells_get_the_frame_without_coordinates() -> None:
    game = random_game(64, 64, 100, seed=2)
    lay = layout_of(game)
    framed = rgb(render_png(game, frame=Frame(57, 57, 64, 64)))
    assert label_size(lay) == 0  # 17-pixel cells: "64-64" would not fit
    assert LIGHT.coordinates not in cell_box(framed, lay.xy(60, 60), lay.cell // 3)
    assert pixel(framed, (frame_box(Frame(57, 57, 64, 64), lay)[0], lay.xy(1, 60)[1])) == (
        LIGHT.highlight
    )
    assert label_size(layout_of(game, cell=40)) > 0


def test_coordinates_can_be_left_out_and_bad_frames_are_refused() -> None:
    game = game_with([], size=(10, 10))
    lay = layout_of(game)
    bare = rgb(render_png(game, frame=Frame(1, 1, 4, 4, coordinates=False)))
    assert LIGHT.coordinates not in cell_box(bare, lay.xy(2, 2), lay.cell // 3)
    with pytest.raises(ValueError):
        Frame(5, 1, 4, 4)
    with pytest.raises(ValueError):
        Frame(0, 1, 4, 4)
