"""Positions and picture decoding shared by the renderer tests."""

from __future__ import annotations

import io
from collections.abc import Iterable

from PIL import Image

from core import Color, Game, Point, Start
from renderers.layout import Layout, auto_cell, layout

B, R = Color.BLUE, Color.RED


def game_with(
    setup: Iterable[tuple[int, int, Color]],
    moves: Iterable[Point] = (),
    size: tuple[int, int] = (10, 10),
) -> Game:
    """A game on an empty ``size`` field with ``setup`` dots, then ``moves`` in turn."""
    game = Game(width=size[0], height=size[1], start=Start.CUSTOM, setup=list(setup))
    for x, y in moves:
        game.play(x, y)
    return game


def smallest_area() -> Game:
    """§5.6: four blue dots around one red; Blue's last move 3-2 closes the area."""
    return game_with([(3, 3, R), (3, 4, B), (4, 3, B), (2, 3, B)], [(3, 2)])


def decode(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


def rgb(data: bytes) -> Image.Image:
    return decode(data).convert("RGB")


def layout_of(game: Game, cell: int | None = None) -> Layout:
    w, h = game.board.width, game.board.height
    return layout(w, h, cell or auto_cell(w, h))


def pixel(image: Image.Image, xy: tuple[float, float]) -> tuple[int, int, int]:
    value = image.getpixel((round(xy[0]), round(xy[1])))
    assert isinstance(value, tuple)
    return value[0], value[1], value[2]
