"""The search's selection picks the same child at every width.

The kernel values a node's children eight at a time where the processor has AVX2, four at
a time elsewhere (``kernel/selection.c``); both must grow the same tree, visit for visit,
so that a decision never depends on the machine that made it.
"""

from __future__ import annotations

from random import Random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core import Game
from core.ai import kernel
from tests.ai.helpers import search_from

compiled = kernel.load()
needs_eight_lanes = pytest.mark.skipif(
    compiled is None or compiled.selection_lanes(0) != 8,
    reason="the kernel is not built, or the processor has no AVX2 (one width only)")


def grown_tree(game: Game, lanes: int, playouts: int,
               **options: object) -> list[tuple[object, ...]]:
    """The root's rows after a search of ``playouts`` with the selection at ``lanes``."""
    assert compiled is not None
    compiled.selection_lanes(lanes)
    try:
        _, search = search_from(game, **options)
        search.run(playouts, None, lambda: 0.0)
        return [tuple(row) for row in search.result()]
    finally:
        compiled.selection_lanes(0)


def random_game(width: int, height: int, moves: int, seed: int) -> Game:
    game = Game(width=width, height=height)
    rng = Random(seed)
    while game.ply < moves and not game.is_over:
        free = [(x, y) for x in range(1, width + 1) for y in range(1, height + 1)
                if game.board.is_playable(x, y)]
        game.play(*rng.choice(free))
    return game


@needs_eight_lanes
@settings(max_examples=12, deadline=None)
@given(width=st.integers(4, 13), height=st.integers(4, 13), moves=st.integers(0, 30),
       seed=st.integers(0, 10**6), policy=st.sampled_from([0, 1, 2]))
def test_both_widths_grow_the_same_tree(width: int, height: int, moves: int, seed: int,
                                        policy: int) -> None:
    game = random_game(width, height, moves, seed)
    if game.is_over:
        return
    # children counts of every remainder by eight: fields of 16 to 169 points, less the dots
    wide = grown_tree(game, 8, 400, policy=policy)
    narrow = grown_tree(game, 4, 400, policy=policy)
    assert wide == narrow
    assert sum(row[1] for row in wide) >= 399


@needs_eight_lanes
def test_both_widths_grow_the_same_tree_on_the_sport_field() -> None:
    game = random_game(39, 32, 40, 5)
    options = {"policy": 2, "reach": 3, "margin_from_root": True}
    assert grown_tree(game, 8, 1500, **options) == grown_tree(game, 4, 1500, **options)


def test_the_selection_says_its_width() -> None:
    if compiled is None:
        pytest.skip("the kernel is not built")
    assert compiled.selection_lanes(4) == 4
    assert compiled.selection_lanes(0) in (4, 8)
