"""Start positions (§4)."""

from __future__ import annotations

import pytest

from core import Color, DotsError, Game, Start, start_dots
from core.rules import Rules


def test_4_3_cross_on_the_sport_field() -> None:
    game = Game()
    assert set(game.setup) == {
        (20, 17, Color.BLUE),
        (21, 16, Color.BLUE),
        (20, 16, Color.RED),
        (21, 17, Color.RED),
    }
    assert game.to_move is Color.BLUE
    assert game.board.areas == ()


@pytest.mark.parametrize("size", [(3, 3), (10, 10), (11, 11), (20, 20), (15, 9), (64, 64)])
def test_cross_sits_at_the_centre_of_any_field(size: tuple[int, int]) -> None:
    w, h = size
    x0, y0 = (w + 1) // 2, (h + 1) // 2
    game = Game(width=w, height=h)
    blue = {(x, y) for x, y, c in game.setup if c is Color.BLUE}
    red = {(x, y) for x, y, c in game.setup if c is Color.RED}
    assert blue == {(x0, y0 + 1), (x0 + 1, y0)}
    assert red == {(x0, y0), (x0 + 1, y0 + 1)}


@pytest.mark.parametrize("size", [(39, 32), (20, 20), (11, 11), (30, 17)])
def test_4_4_four_crosses_are_symmetric_about_the_centre(size: tuple[int, int]) -> None:
    w, h = size
    dots = start_dots(Rules(w, h, Start.FOUR_CROSSES))
    assert len(dots) == 16 and len({(x, y) for x, y, _ in dots}) == 16
    assert sum(c is Color.BLUE for *_, c in dots) == 8
    mirrored = {(w + 1 - x, h + 1 - y, c) for x, y, c in dots}
    assert mirrored == set(dots)
    game = Game(width=w, height=h, start=Start.FOUR_CROSSES)
    assert game.board.areas == () and game.board.score(Color.BLUE) == 0


def test_empty_start() -> None:
    game = Game(width=10, height=10, start="empty")
    assert game.setup == () and game.board.empty_count == 100


def test_custom_start_needs_its_dots() -> None:
    with pytest.raises(DotsError):
        Game.from_rules(Rules(10, 10, Start.CUSTOM))
    game = Game(width=5, height=5, setup=[(1, 1, Color.RED)])
    assert game.rules.start is Start.CUSTOM
    assert game.board.dot_at(1, 1) is Color.RED


@pytest.mark.parametrize("size", [(2, 10), (10, 65), (0, 0)])
def test_field_size_out_of_range(size: tuple[int, int]) -> None:
    with pytest.raises(DotsError):
        Game(width=size[0], height=size[1])
