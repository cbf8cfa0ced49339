"""The big-field tactical suite: 39×32 positions where an enclosure of ten dots or more is
won or lost within three plies (``tactics_big.txt``, read exactly with the rules core by
``make_tactics_big.py`` from real games between people and games between the levels).

Hard must solve at least 90% of them at a fixed playout budget and medium at least
``MEDIUM_FLOOR``, asked for a move even where the game is lost (``may_resign=False``: a
few positions come from games the side to move has long lost, and there hard resigns).
With the compiled kernel; ``python bench/bench_ai.py tactics --suite big`` measures the
levels at their real time a move too.
"""

from __future__ import annotations

import pytest

from core.ai import kernel, settings
from tests.support.tactics import load, solves

BUDGET = 2000
"""Playouts a move (medium uses an eighth)."""
MEDIUM_FLOOR = 0.5
POSITIONS = load("tactics_big.txt")

needs_kernel = pytest.mark.skipif(kernel.load() is None, reason="the kernel is not built")


def test_the_big_suite_is_large_and_every_answer_is_playable() -> None:
    assert len(POSITIONS) >= 40
    assert {(p.width, p.height) for p in POSITIONS} == {(39, 32)}
    for position in POSITIONS:
        game = position.game()
        assert not game.is_over and 1 <= len(position.answers) <= 5
        assert all(game.board.is_playable(*a) for a in position.answers)


@needs_kernel
@pytest.mark.parametrize(("level", "share"), [("hard", 0.9), ("medium", MEDIUM_FLOOR)])
def test_level_solves_its_share_of_the_big_suite(level: str, share: float) -> None:
    solved = [p for p in POSITIONS if solves(p, level, budget=BUDGET, may_resign=False)]
    assert len(solved) >= share * len(POSITIONS), f"{len(solved)} of {len(POSITIONS)}"


@needs_kernel
def test_hard_reads_big_enclosures_from_20x20_up() -> None:
    from core.ai.fast import View
    from core.board import Board

    def enclosures(width: int, height: int, hard: bool) -> int:
        return settings.search_config(View(Board(width, height)), enclosures=hard).enclosures

    assert enclosures(39, 32, True) == enclosures(20, 20, True) == settings.ENCLOSURE
    assert enclosures(19, 19, True) == enclosures(39, 32, False) == enclosures(20, 20, False) == 0
