"""Territory's pools in the picture (docs/rules.md §8.1): a ring of a player's dots not
drawn as a realm yet is outlined dashed and not filled, a realm filled and outlined solid,
in every picture style, in the still picture and the replay's last frame."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from core import Game, Start
from core.realm_notation import parse_territory_move
from renderers import DARK, LIGHT, Theme, render_gif, render_png

from .helpers import B, R, layout_of, pixel, rgb

STYLES = [
    pytest.param(LIGHT, False, id="light"),
    pytest.param(DARK, False, id="dark"),
    pytest.param(LIGHT, True, id="light-colorblind"),
    pytest.param(DARK, True, id="dark-colorblind"),
]


def pool_and_realm() -> Game:
    """Blue's diamond around the empty 3-3 stays a pool; ``6-3!`` draws the realm
    around Red's 7-3."""
    setup = [(3, 4, B), (4, 3, B), (3, 2, B), (2, 3, B),
             (7, 3, R), (7, 4, B), (8, 3, B), (7, 2, B), (9, 9, R)]
    game = Game(width=10, height=10, start=Start.CUSTOM, setup=setup, territory=True)
    game.play_territory(parse_territory_move("6-3!", 10, 10))
    assert [pool.border for pool in game.pools()] == [((3, 2), (2, 3), (3, 4), (4, 3))]
    assert len(game.board.areas) == 1
    return game


def along(image: Image.Image, game: Game, start: tuple[int, int], end: tuple[int, int],
          t: float) -> tuple[int, int, int]:
    """The pixel ``t`` of the way along the link from point ``start`` to ``end``."""
    lay = layout_of(game)
    (x0, y0), (x1, y1) = lay.xy(*start), lay.xy(*end)
    return pixel(image, (x0 + (x1 - x0) * t, y0 + (y1 - y0) * t))


def inside(image: Image.Image, game: Game, point: tuple[int, int]) -> tuple[int, int, int]:
    """A pixel inside the diamond around ``point``, off the grid lines and off its dot."""
    lay = layout_of(game)
    x, y = lay.xy(*point)
    return pixel(image, (x + 0.45 * lay.cell, y + 0.2 * lay.cell))


def check(image: Image.Image, game: Game, theme: Theme) -> None:
    ink = theme.blue
    # the realm's link 7-4 to 8-3: solid between the dots, its inside tinted
    assert [along(image, game, (7, 4), (8, 3), t) for t in (0.3, 0.5, 0.7)] == [ink] * 3
    assert inside(image, game, (7, 3)) == theme.area_tint(B)
    # the pool's link 3-4 to 4-3: a dash in the middle, the field showing at each dot
    assert along(image, game, (3, 4), (4, 3), 0.5) == ink
    assert along(image, game, (3, 4), (4, 3), 0.3) == theme.background
    assert along(image, game, (3, 4), (4, 3), 0.7) == theme.background
    assert inside(image, game, (3, 3)) == theme.background  # not filled


@pytest.mark.parametrize(("theme", "colorblind"), STYLES)
def test_a_pool_is_dashed_and_unfilled_and_a_realm_solid_and_filled(
    theme: Theme, colorblind: bool
) -> None:
    game = pool_and_realm()
    image = rgb(render_png(game, theme=theme, colorblind=colorblind))
    check(image, game, theme.for_colorblind() if colorblind else theme)


@pytest.mark.parametrize(("theme", "colorblind"), STYLES[::3])
def test_the_replays_last_frame_draws_the_pool_as_the_still_picture_does(
    theme: Theme, colorblind: bool
) -> None:
    game = pool_and_realm()
    cell = layout_of(game).cell
    replay = Image.open(io.BytesIO(render_gif(game, theme=theme, colorblind=colorblind, cell=cell)))
    replay.seek(replay.n_frames - 1)
    last = replay.convert("RGB")
    check(last, game, theme.for_colorblind() if colorblind else theme)
