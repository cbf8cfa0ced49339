"""The replay GIF: every frame is exactly the still picture of that moment."""

from __future__ import annotations

import io
import itertools

import pytest
from PIL import Image, ImageSequence

from core import Color, Game
from core.realm_notation import parse_territory_move
from renderers import Labels, render_gif, render_png
from renderers.gif import plan_frames
from tests.support.random_games import random_game

from .helpers import B, R, game_with, rgb


def replayed(game: Game, ply: int) -> Game:
    """``game`` as it stood after ``ply`` moves."""
    if ply == len(game.moves):
        return game
    again = Game.from_rules(game.rules, setup=game.setup)
    for move in game.moves[:ply]:
        again.play(move.x, move.y, move.color)
    return again


def frames(data: bytes) -> list[Image.Image]:
    gif = Image.open(io.BytesIO(data))
    return [frame.convert("RGB") for frame in ImageSequence.Iterator(gif)]


def test_each_frame_is_the_picture_after_that_move() -> None:
    # Red's dot at 3-3 is surrounded by Blue's fourth dot; the game then goes on
    game = game_with(
        [(3, 3, R)], [(3, 4), (8, 8), (4, 3), (8, 7), (2, 3), (7, 7), (3, 2), (1, 9)]
    )
    assert any(area.owner == B for area in game.board.areas)
    game.resign(R)
    data = render_gif(game, names=("Алиса", "Bob"), cell=24)
    shown = frames(data)
    assert len(shown) == len(game.moves) + 1
    for ply, frame in enumerate(shown):
        still = rgb(render_png(replayed(game, ply), names=("Алиса", "Bob"), cell=24))
        assert frame.tobytes() == still.tobytes(), f"frame after {ply} moves"


def test_frame_timing_and_loop() -> None:
    game = game_with([], [(1, 1), (2, 2), (3, 3)])
    gif = Image.open(io.BytesIO(render_gif(game, cell=20)))
    durations = [frame.info["duration"] for frame in ImageSequence.Iterator(gif)]
    assert durations[0] == 1000 and durations[-1] == 5000
    assert all(120 <= d <= 600 for d in durations[1:-1])
    assert gif.info.get("loop") == 0


def test_long_games_get_a_frame_every_few_moves_and_at_every_capture() -> None:
    game = random_game(39, 32, 1000, seed=2)
    replay = Game.from_rules(game.rules, setup=game.setup)
    captures = [
        ply
        for ply, move in enumerate(game.moves, start=1)
        if replay.board.place(move.x, move.y, move.color).areas
    ]
    plan = plan_frames(game, 300)
    assert len(plan) <= 300
    assert plan[0] == 0 and plan[-1] == len(game.moves)
    assert plan == sorted(set(plan))
    if len(captures) <= 149:
        assert set(captures) <= set(plan)
    assert max(b - a for a, b in itertools.pairwise(plan)) <= 10
    assert plan_frames(game_with([], [(1, 1)]), 300) == [0, 1]
    with pytest.raises(ValueError):
        plan_frames(game, 1)


def test_a_thousand_move_replay_fits_discord() -> None:
    game = random_game(39, 32, 1000, seed=1)
    data = render_gif(game, names=("Алиса", "Bob"))
    assert len(data) < 8 * 1024 * 1024
    gif = Image.open(io.BytesIO(data))
    assert 100 <= gif.n_frames <= 300
    assert gif.width <= 1280


def test_a_game_without_moves_is_a_single_frame() -> None:
    game = game_with([(5, 5, R)], [])
    shown = frames(render_gif(game, cell=20))
    assert len(shown) == 1
    assert shown[0].tobytes() == rgb(render_png(game, cell=20)).tobytes()


def test_a_territory_replay_shows_pools_and_realms_as_played() -> None:
    """docs/rules.md §8.1.4 T1: a plain ring stays a pool, and the realm comes with the
    move that announced it; each frame is the still picture of that moment."""
    game = Game(width=4, height=4, start="empty", territory=True)
    for text in ("2-3", "2-2", "1-2", "4-4", "3-2", "4-3", "2-1", "4-2", "4-1!2-2"):
        game.play_territory(parse_territory_move(text, 4, 4))
    shown = frames(render_gif(game, cell=24))
    for ply, frame in enumerate(shown):
        again = Game.from_rules(game.rules, setup=game.setup)
        for move in game.moves[:ply]:
            again.replay(move)
        assert frame.tobytes() == rgb(render_png(again, cell=24)).tobytes(), ply
    few = plan_frames(game, 3)  # thinned out: the move that drew the realm keeps its frame
    assert len(game.moves) in few and 7 not in few  # 2-1 closed the ring: a pool, no frame


def test_a_territory_game_ended_by_the_count_is_drawn_with_its_reason() -> None:
    game = Game(width=3, height=3, start="empty", territory=True)
    for text in ("2-3", "2-2", "1-2", "1-1", "3-2", "3-3", "2-1!"):
        game.play_territory(parse_territory_move(text, 3, 3))
    outcome = game.agree_end()
    assert Labels().result(outcome, ("Alice", "Bob")) == "Alice wins: counted"
    assert render_png(game, names=("Alice", "Bob"), cell=24)[:4] == b"\x89PNG"


def test_a_stop_game_replays_as_a_gif() -> None:
    """docs/rules.md §8.2: after Red's STOP Blue moves three times in a row; the replay
    follows the game (it refused the second Blue dot before)."""
    game = Game(width=6, height=3, start="empty", stop=True)
    for x, y in ((4, 3), (2, 2), (6, 3), (1, 1)):
        game.play(x, y)
    game.stop(Color.BLUE)
    for x, y in ((5, 3), (6, 1), (5, 1)):
        game.play(x, y)
    gif = Image.open(io.BytesIO(render_gif(game, cell=20)))
    assert gif.n_frames >= len(game.moves)
