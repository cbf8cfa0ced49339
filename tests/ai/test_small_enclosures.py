"""Hard reads enclosures of four dots or more where no big one is at stake
(``core.ai.settings.SMALL_ENCLOSURE``)."""

from __future__ import annotations

import pytest

from core import Color, Game
from core.ai import choose_move, kernel, settings
from tests.ai.helpers import sport_game

# A 39×32 game of the match of record (bench/journals), hard as Blue. After move 40 Red's
# 22-12 would leave two closing points, 23-12 and 23-13, around seven blue dots; Blue
# played 19-12 and then 16-20 far away, and Red took the seven with 23-12 at move 44.
MOVES = ("22-17 21-18 21-15 20-19 23-18 19-18 19-17 22-16 20-14 18-16 18-17 17-17 18-18 "
         "19-15 19-16 20-15 18-15 19-14 17-16 20-13 21-14 21-13 22-14 23-15 23-16 22-15 "
         "23-14 24-15 19-13 18-14 24-14 25-14 25-15 24-16 23-17 24-13 26-14 25-13 17-14 "
         "18-13")
PLAYED = (19, 12)

needs_kernel = pytest.mark.skipif(kernel.load() is None, reason="needs the compiled kernel")


def position() -> Game:
    return sport_game(MOVES)


@needs_kernel
def test_the_reading_sees_the_seven_dots_only_from_four() -> None:
    game = position()
    assert game.to_move is Color.BLUE and game.ply == 40
    found = kernel.position_of(game)
    free = kernel._free(found)
    stride = game.rules.width + 2
    played = PLAYED[1] * stride + PLAYED[0]
    assert kernel.enclosure_reading(found, free, settings.ENCLOSURE, stride) == {}
    small = kernel.enclosure_reading(found, free, settings.SMALL_ENCLOSURE, stride)
    assert small[played] == -7
    answers = [p for p in free if p not in small]
    assert answers and len(answers) < len(free) // 10  # a few moves near the threat
    game.play(*PLAYED)
    game.play(22, 12)
    assert max(kernel.position_of(game).big_threats(
        kernel._free(kernel.position_of(game)), int(Color.RED), 4)) == 7


@needs_kernel
def test_hard_answers_the_threat(monkeypatch: pytest.MonkeyPatch) -> None:
    game = position()
    stride = game.rules.width + 2
    found = kernel.position_of(game)
    small = kernel.enclosure_reading(found, kernel._free(found), settings.SMALL_ENCLOSURE, stride)
    point = choose_move(game, "hard", max_playouts=5000, seed=1).point
    assert point is not None and point[1] * stride + point[0] not in small
    monkeypatch.setattr(settings, "SMALL_ENCLOSURE", 0)  # as hard played it before
    assert choose_move(game, "hard", max_playouts=5000, seed=1).point == PLAYED
