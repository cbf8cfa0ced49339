"""The search's score margin: from the lead on small fields, from the root's lead where
the playouts keep near the fight (``core.ai.settings.MARGIN_FROM_ROOT``), and there with a
larger share of a playout's value (``MARGIN_SHARE``)."""

from __future__ import annotations

import pytest

from core import Game
from core.ai import kernel, settings
from core.ai.fast import View
from tests.ai.helpers import game_from, search_from

needs_kernel = pytest.mark.skipif(kernel.load() is None, reason="the kernel is not built")


def far_ahead() -> Game:
    """Red to move, nine dots ahead (it has just closed its ring around nine blue dots)."""
    game = game_from("""
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        O O O O O . . . .
        O X X X O . . . .
        O X X X . . O . .
        O X X X O O X O .
        O O O O O . . . .
    """)
    game.play(9, 9)
    game.play(5, 3)
    game.play(9, 8)
    return game


def root_values(game: Game, from_root: bool) -> list[float]:
    """The values of the root moves a search of 4,000 playouts visited 30 times or more."""
    _, search = search_from(game, margin_from_root=from_root)
    search.run(4000, None, lambda: 0.0)
    return [row[3] for row in search.result() if row[2] >= 30]


@needs_kernel
def test_far_ahead_the_margin_from_the_root_still_tells_the_moves_apart() -> None:
    game = far_ahead()
    assert game.score(game.to_move) - game.score(game.to_move.opponent) == 9
    from_lead = root_values(game, from_root=False)
    from_root = root_values(game, from_root=True)
    assert len(from_lead) >= 20 and len(from_root) >= 20
    # from the lead, nine dots saturate the margin: every move looks all but won alike
    assert min(from_lead) > 0.99 and max(from_lead) - min(from_lead) < 0.002
    # from the root, a won playout is worth 0.9 plus half the margin's 0.1 at an even
    # trade, more for dots won on the way and less for dots lost
    assert all(0.9 < value < 1.0 for value in from_root)
    assert max(from_root) - min(from_root) > 0.01


@needs_kernel
def test_the_margin_counts_from_the_root_where_the_playouts_keep_near_the_fight() -> None:
    def margin_from_root(width: int, height: int) -> bool:
        view = View(Game(width=width, height=height).board)
        return settings.search_config(view, True, enclosures=True, endings=True).margin_from_root

    assert margin_from_root(39, 32)
    assert not margin_from_root(20, 20) and not margin_from_root(11, 11)


def test_the_margin_from_the_root_weighs_more_than_the_margin_from_the_lead() -> None:
    def share(width: int, height: int) -> float:
        view = View(Game(width=width, height=height).board)
        return settings.search_config(view, True, enclosures=True, endings=True).margin_share

    assert share(39, 32) == settings.MARGIN_SHARE == 0.3
    assert share(20, 20) == share(11, 11) == 0.1
