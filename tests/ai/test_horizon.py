"""Where the playouts run to the end of the game and where they stop at a horizon."""

from __future__ import annotations

import pytest

from core import Game
from core.ai import kernel, settings
from core.ai.fast import View

needs_kernel = pytest.mark.skipif(kernel.load() is None, reason="the kernel is not built")


def search_config(width: int, height: int, compiled: bool = True) -> settings.SearchConfig:
    """How the search is set for a new game on a board of this size."""
    game = Game(width=width, height=height)
    return settings.search_config(View(game.board), compiled)


def config(size: int, compiled: bool, height: int | None = None) -> int:
    return search_config(size, height or size, compiled).playout_moves


@needs_kernel
def test_the_compiled_search_plays_out_to_the_end_up_to_the_sport_field() -> None:
    end = settings.SearchConfig().playout_moves
    assert config(11, True) == end
    assert config(20, True) == end
    assert config(39, True, 32) == end
    assert config(40, True, 32) == 40 * 32 // settings.HORIZON < end
    assert config(64, True) == 64 * 64 // settings.HORIZON < end


@needs_kernel
def test_the_compiled_search_plays_light_playouts_up_to_15x15_and_local_ones_above() -> None:
    def playouts(size: int) -> str:
        return search_config(size, size).playouts

    assert playouts(11) == playouts(15) == "light"
    assert playouts(16) == playouts(20) == playouts(39) == "local"


@needs_kernel
def test_the_compiled_playouts_keep_near_the_dots_above_20x20() -> None:
    def reach(width: int, height: int, compiled: bool = True) -> int:
        return search_config(width, height, compiled).reach

    assert reach(11, 11) == reach(20, 20) == 0
    assert reach(21, 20) == reach(39, 32) == reach(64, 64) == settings.REACH > 0
    assert reach(39, 32, compiled=False) == 0  # the pure-Python search has no reach


@needs_kernel
def test_above_20x20_the_reach_counts_from_the_recent_moves() -> None:
    def recent(width: int, height: int, compiled: bool = True) -> int:
        return search_config(width, height, compiled).recent

    assert recent(39, 32) == recent(21, 20) == 20
    assert recent(20, 20) == recent(39, 32, compiled=False) == 0  # no reach, no recent


def test_the_pure_python_search_stops_at_a_horizon_above_15x15() -> None:
    end = settings.SearchConfig().playout_moves
    assert config(15, False) == end
    assert config(16, False) == 80
    assert config(20, False) == 80
