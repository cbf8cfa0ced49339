"""The still picture: what a player sees after every move, checked pixel by pixel where
it matters (dot colours, area tint, marks), and sizes."""

from __future__ import annotations

import math

import pytest

from core import Color, Game, Rules, Start
from renderers import DARK, LIGHT, Labels, render_png
from renderers.header import status_line
from renderers.layout import layout
from renderers.png import game_status
from renderers.theme import mix
from tests.support.random_games import random_game

from .helpers import B, R, decode, game_with, layout_of, pixel, rgb, smallest_area


def test_every_dot_centre_has_its_colour_and_captured_dots_are_dimmed() -> None:
    game = random_game(20, 20, 250, seed=3)
    image = rgb(render_png(game))
    lay = layout_of(game)
    board = game.board
    last = game.moves[-1].point
    captured = 0
    for x, y, color in board.dots():
        if (x, y) == last:
            continue
        if board.is_captured(x, y):
            captured += 1
            expected = LIGHT.player_dim(color)
        else:
            expected = LIGHT.player(color)
        assert pixel(image, lay.xy(x, y)) == expected, (x, y, color)
    assert captured > 0  # the position does show captured dots


def test_area_inside_is_tinted_and_its_chain_drawn_in_the_owners_colour() -> None:
    game = smallest_area()
    image = rgb(render_png(game))
    lay = layout_of(game)
    cx, cy = lay.xy(3, 3)
    c = lay.cell
    # inside the diamond 3-4, 4-3, 3-2, 2-3, off the grid lines and off the captured dot
    assert pixel(image, (cx + 0.45 * c, cy + 0.2 * c)) == LIGHT.area_tint(B)
    assert pixel(image, (cx - 0.2 * c, cy - 0.45 * c)) == LIGHT.area_tint(B)
    # the chain: halfway along the link from 3-4 to 4-3
    assert pixel(image, (cx + 0.5 * c, cy - 0.5 * c)) == LIGHT.blue
    # outside the area the field stays white
    assert pixel(image, (cx + 1.3 * c, cy + 0.3 * c)) == LIGHT.background
    # the captured red dot, dimmed
    assert pixel(image, (cx, cy)) == LIGHT.player_dim(R)


def test_grid_lines_show_through_the_tint() -> None:
    game = smallest_area()
    image = rgb(render_png(game))
    lay = layout_of(game)
    cx, cy = lay.xy(3, 3)
    on_line = pixel(image, (cx + 0.45 * lay.cell, cy))
    assert on_line == mix(LIGHT.grid, LIGHT.blue, LIGHT.tint)


def test_a_house_is_not_filled() -> None:
    # a blue ring around the empty point 3-3: a house (§5.12), nothing painted
    game = game_with([(3, 4, B), (4, 3, B), (2, 3, B)], [(3, 2)])
    assert game.board.houses and not game.board.areas
    image = rgb(render_png(game))
    lay = layout_of(game)
    cx, cy = lay.xy(3, 3)
    assert pixel(image, (cx + 0.45 * lay.cell, cy + 0.2 * lay.cell)) == LIGHT.background
    assert pixel(image, (cx, cy)) == LIGHT.grid


def test_the_last_move_is_ringed_and_no_other_dot_is() -> None:
    game = game_with([(3, 3, R), (3, 4, B), (4, 3, B), (2, 3, B)], [(3, 2)])
    image = rgb(render_png(game))
    lay = layout_of(game)

    def ring_pixels(point: tuple[int, int]) -> int:
        px, py = lay.xy(*point)
        radius = lay.radius + max(2.0, lay.cell * 0.08) + max(1.5, lay.cell * 0.075) / 2
        hits = 0
        for k in range(16):
            a = k * math.pi / 8
            if pixel(image, (px + radius * math.cos(a), py + radius * math.sin(a))) == LIGHT.marker:
                hits += 1
        return hits

    assert ring_pixels((3, 2)) >= 12
    for other in ((3, 4), (4, 3), (2, 3)):
        assert ring_pixels(other) == 0
    # the pip in the middle of the last dot
    assert pixel(image, lay.xy(3, 2)) == LIGHT.background


def test_highlight_rings_a_point() -> None:
    game = smallest_area()
    lay = layout_of(game)
    plain = rgb(render_png(game))
    marked = rgb(render_png(game, highlight=(7, 7)))
    px, py = lay.xy(7, 7)
    probe = (px + lay.cell * 0.5 - max(2.0, lay.cell * 0.1) / 2, py)
    assert pixel(marked, probe) == LIGHT.highlight
    assert pixel(plain, probe) != LIGHT.highlight
    render_png(game, highlight=(99, 1))  # off the field: nothing to ring, no error


def test_dark_theme() -> None:
    game = smallest_area()
    image = rgb(render_png(game, theme="dark"))
    lay = layout_of(game)
    assert pixel(image, (2, image.height - 2)) == DARK.background
    assert pixel(image, lay.xy(4, 3)) == DARK.blue


def test_colorblind_style_changes_colours_and_gives_red_square_dots() -> None:
    game = smallest_area()
    lay = layout_of(game)
    cx, cy = lay.xy(3, 3)
    corner = (cx + lay.radius * 0.72, cy + lay.radius * 0.72)  # outside a disc, inside a square
    plain = rgb(render_png(game))
    safe = rgb(render_png(game, colorblind=True))
    styled = LIGHT.for_colorblind()
    assert pixel(safe, lay.xy(4, 3)) == styled.blue != LIGHT.blue
    assert pixel(safe, (cx, cy)) == styled.player_dim(R)
    assert pixel(safe, corner) == styled.player_dim(R)
    assert pixel(plain, corner) == LIGHT.area_tint(B)
    # blue keeps round dots
    bx, by = lay.xy(4, 3)
    assert pixel(safe, (bx + lay.radius * 0.72, by + lay.radius * 0.72)) != styled.blue


def test_coordinates_on_all_four_sides() -> None:
    game = smallest_area()
    image = rgb(render_png(game))
    lay = layout_of(game)
    left, top, right, bottom = lay.grid_box
    ink = LIGHT.coordinates

    def inked(box: tuple[int, int, int, int]) -> bool:
        region = image.crop(box)
        return any(
            pixel(region, (x, y)) == ink for x in range(region.width) for y in range(region.height)
        )

    x5 = lay.xy(5, 1)[0]
    y5 = lay.xy(1, 5)[1]
    assert inked((x5 - 12, lay.header, x5 + 12, top - 4))  # "5" above the grid
    assert inked((x5 - 12, bottom + 4, x5 + 12, image.height))  # and below
    assert inked((0, y5 - 10, left - 4, y5 + 10))  # "5" left of the grid
    assert inked((right + 4, y5 - 10, image.width, y5 + 10))  # and right
    bare = rgb(render_png(game, show_coordinates=False))
    assert bare.size < image.size


def test_sizes_fit_a_phone_and_small_fields_are_not_tiny() -> None:
    big = decode(render_png(random_game(39, 32, 300, seed=1)))
    assert big.width <= 1280 and big.height <= 1280
    lay = layout(39, 32, layout_of(random_game(39, 32, 1, seed=1)).cell)
    assert lay.radius >= 7  # a dot is at least 14 px across
    small = decode(render_png(smallest_area()))
    assert small.width >= 460
    assert layout_of(smallest_area()).cell >= 40
    huge = decode(render_png(random_game(64, 64, 10, seed=1)))
    assert huge.width <= 1280 and huge.height <= 1400


def test_a_late_full_field_picture_stays_small() -> None:
    game = random_game(39, 32, 1000, seed=1)
    assert sum(1 for _ in game.board.dots()) >= 800 and len(game.board.areas) >= 30
    data = render_png(game, names=("Алиса", "Bob"))
    assert len(data) <= 100 * 1024
    assert decode(data).mode == "P"


def test_cyrillic_and_emoji_names_render() -> None:
    game = smallest_area()
    lay = layout_of(game)
    named = rgb(render_png(game, names=("Жора", "Bob")))
    other = rgb(render_png(game, names=("Паша 🦊", "Bob")))
    band = (0, 0, named.width // 3, lay.header)
    ink = sum(1 for v in named.crop(band).convert("L").tobytes() if v < 70)  # the name
    assert ink > 50
    assert named.crop(band).tobytes() != other.crop(band).tobytes()


def test_header_tells_turn_move_number_and_result() -> None:
    game = smallest_area()
    status = game_status(game, ("Алиса", "Боб"), Labels())
    assert status.scores == (1, 0)
    assert status_line(status, Labels()) == "Move 1 · Боб to move"
    game.resign(Color.RED)
    over = game_status(game, ("Алиса", "Боб"), Labels())
    assert status_line(over, Labels()) == "Move 1 · Алиса wins: resignation"
    russian = Labels(move="Ход {number}", won="{name} побеждает: {reason}", resignation="сдача")
    assert status_line(over, russian) == "Ход 1 · Алиса побеждает: сдача"
    render_png(game, names=("Алиса", "Боб"), labels=russian)


def test_missing_or_blank_names_fall_back_to_the_side_names() -> None:
    game = smallest_area()
    status = game_status(game, (" \n", "Bob"), Labels())
    assert status.names == ("Blue", "Bob")


def test_options_are_checked() -> None:
    game = smallest_area()
    with pytest.raises(ValueError, match="theme"):
        render_png(game, theme="sepia")
    with pytest.raises(ValueError, match="cell"):
        render_png(game, cell=2)
    assert decode(render_png(game, cell=20)).width < decode(render_png(game, cell=60)).width


def test_an_area_closed_against_the_wall_is_tinted_up_to_the_edge() -> None:
    """docs/rules.md §8.5.2, E3: Blue's line from wall to wall takes the left half; its
    chain runs along the edge of the field, and nothing is drawn outside it."""
    game = Game(width=5, height=4, start="empty", edge_wall=True)
    for point in ((3, 1), (1, 3), (3, 2), (5, 1), (3, 3), (5, 2), (3, 4)):
        game.play(*point)
    assert game.score(Color.BLUE) == 1
    image = rgb(render_png(game))
    lay = layout_of(game)
    c = lay.cell
    cx, cy = lay.xy(2, 2)
    assert pixel(image, (cx - 0.3 * c, cy + 0.3 * c)) == LIGHT.area_tint(B)  # inside
    left, _ = lay.xy(1, 2)
    assert pixel(image, (left - 0.3 * c, cy + 0.3 * c)) != LIGHT.area_tint(B)  # not beyond
    rx, ry = lay.xy(4, 2)
    assert pixel(image, (rx + 0.3 * c, ry + 0.3 * c)) == LIGHT.background  # the open half
    assert pixel(image, lay.xy(1, 3)) == LIGHT.player_dim(R)  # Red 1-3 captured


def test_header_says_a_stop_games_end_as_stop_and_grounding_as_grounding() -> None:
    """docs/rules.md §8.2: a STOP game ended by /end is counted as grounding played out, but
    its picture says STOP (core.variants declares it); a sport game's grounding says
    grounding."""
    game = Game.from_rules(Rules(5, 5, start=Start.EMPTY, stop=True))
    game.play(3, 3)
    game.stop(Color.RED)
    game.play(1, 1)
    game.end_after_stop(Color.BLUE)
    over = game_status(game, ("Alice", "Bob"), Labels())
    assert status_line(over, Labels()) == "Move 2 · Draw: STOP"
    assert status_line(over, Labels(stop="СТОП")) == "Move 2 · Draw: СТОП"
    sport = Game.from_rules(Rules(5, 5, start=Start.EMPTY))
    sport.play(3, 3)
    sport.declare_grounding(Color.RED)
    assert status_line(game_status(sport, ("Alice", "Bob"), Labels()), Labels()) == (
        "Move 1 · Draw: grounding"
    )
