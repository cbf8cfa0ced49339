"""The replay GIF: every frame is exactly the still picture of that moment."""

from __future__ import annotations

import io
import itertools

import pytest
from PIL import Image, ImageSequence

from core import Game
from renderers import render_gif, render_png
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
