"""Hard reads the setups an answer leaves: where the opponent's threat stands, each answer
to it (``core.ai.settings.SETUP_ANSWERS``, ``core.ai.kernel.setup_reading``), and inside
the setup reading, each answer that leaves no threat (``SETUP_DEPTH``,
``Position.setup_losses``). Positions of the 39×32 match at the handicap (bench/journals),
where hard's answer stopped the threat and the other engine's next move built it again."""

from __future__ import annotations

import pytest

from core import Color, Game
from core.ai import choose_move, kernel, settings
from tests.ai.helpers import match_position

needs_kernel = pytest.mark.skipif(kernel.load() is None, reason="needs the compiled kernel")


def index(point: tuple[int, int]) -> int:
    return point[1] * 41 + point[0]


def reading(game: Game, answers: bool = True) -> dict[int, int]:
    found = kernel.position_of(game)
    recent = [index((m.x, m.y)) for m in game.moves[-kernel.SETUP_MOVES:]]
    return kernel.setup_reading(found, found.candidates(), settings.SMALL_ENCLOSURE, 41,
                                recent, answers)


@needs_kernel
def test_of_two_answers_the_one_that_leaves_a_setup_loses_its_dots() -> None:
    # Game 39, hard as Blue: Red's threat of 21 dots stood; hard answered at 27-30, and
    # Red's next moves built it again and took the 21. After 26-29 no setup wins any.
    game = match_position(39, 232)
    assert game.to_move is Color.BLUE
    found = kernel.position_of(game)
    assert max(found.big_threats(kernel._free(found), int(Color.RED), 4)) == 21
    assert reading(game) == {index((27, 30)): -21}
    assert reading(game, answers=False) == {}


@needs_kernel
def test_the_answers_read_are_those_that_stop_the_threat() -> None:
    # Game 22, hard as Red: of the six answers to a threat of ten, hard's 26-16 and 26-17
    # leave Blue a setup of twelve, 23-19 one of four; the others none.
    game = match_position(22, 121)
    assert reading(game) == {index((26, 16)): -12, index((26, 17)): -12, index((23, 19)): -4}


@needs_kernel
def test_answers_left_unread_when_the_time_is_up_are_not_held_back() -> None:
    game = match_position(22, 121)
    found = kernel.position_of(game)
    recent = [index((m.x, m.y)) for m in game.moves[-kernel.SETUP_MOVES:]]

    def cut_after(reads: int) -> dict[int, int]:
        asked = iter(range(reads + 1))
        return kernel.setup_reading(found, found.candidates(), settings.SMALL_ENCLOSURE, 41,
                                    recent, over=lambda: next(asked, reads) >= reads)

    full = reading(game)
    cuts = [cut_after(reads) for reads in range(8)]
    assert cuts[0] == {} and cuts[-1] == full
    for cut in cuts:  # only answers the full reading holds back, against those read so far
        assert set(cut) <= set(full) and all(cut[p] < 0 for p in cut)


@needs_kernel
def test_hard_plays_the_answer_that_leaves_no_setup(monkeypatch: pytest.MonkeyPatch) -> None:
    # Game 4, hard as Red: it answered at 24-15, and eleven dots went at move 73.
    game = match_position(4, 67)
    assert game.to_move is Color.RED
    assert reading(game) == {index((24, 15)): -11}
    monkeypatch.setattr(settings, "SETUP_DEPTH", 0)  # five plies behind each answer
    assert choose_move(game, "hard", max_playouts=5000, seed=1).point == (24, 17)
    monkeypatch.setattr(settings, "SETUP_ANSWERS", False)  # as hard played it in the match
    assert choose_move(game, "hard", max_playouts=5000, seed=1).point == (24, 15)


@needs_kernel
def test_one_answer_deeper_both_answers_leave_a_chase() -> None:
    # Read one answer deeper, 24-17 leaves Blue a chase too, one dot bigger than 24-15's
    game = match_position(4, 67)
    found = kernel.position_of(game)
    recent = [index((m.x, m.y)) for m in game.moves[-kernel.SETUP_MOVES:]]
    assert kernel.setup_reading(found, found.candidates(), settings.SMALL_ENCLOSURE, 41,
                                recent, True, 1) == {index((24, 17)): -1}


@needs_kernel
def test_a_setup_whose_threat_is_answered_and_built_again_is_seen_one_answer_deep() -> None:
    # Game 38, hard as Red, move 58 at 17-7; Blue's 24-13 then set up a threat that Red
    # answered at 23-14, Blue built it again, and ten dots went at move 65.
    game = match_position(38, 58)
    found = kernel.position_of(game)
    setup = index((24, 13))
    blue = int(Color.BLUE)
    assert found.setup_losses([setup], blue, 4) == [0]  # five plies: answered
    assert found.setup_losses([setup], blue, 4, 0, 1) == [9]
    assert found.setup_losses([setup], blue, 4, 0, 2) == [9]
    assert found.setup_losses([setup, setup], blue, 4, 9, 1) == [9, 0]  # stop still stops


@needs_kernel
def test_hard_stops_the_chase_before_it_starts(monkeypatch: pytest.MonkeyPatch) -> None:
    game = match_position(38, 57)  # before Red's 17-7
    monkeypatch.setattr(settings, "SETUP_DEPTH", 1)
    found = kernel.position_of(game)
    point = choose_move(game, "hard", max_playouts=5000, seed=2).point
    assert point is not None
    after = found.copy()
    after.place(index(point), int(Color.RED))
    assert after.setup_losses([index((24, 13))], int(Color.BLUE), 4, 0, 1) == [0]
    monkeypatch.setattr(settings, "SETUP_DEPTH", 0)  # as hard played it in the match
    assert choose_move(game, "hard", max_playouts=5000, seed=2).point == (17, 7)


def test_hard_reads_the_answers_and_their_chases_above_20x20() -> None:
    from core.ai.fast import View
    from core.board import Board
    sport = settings.search_config(View(Board(39, 32)), enclosures=True)
    assert sport.setups == settings.SMALL_ENCLOSURE and sport.setup_answers
    assert sport.setup_depth == settings.SETUP_DEPTH == 1
    twenty = settings.search_config(View(Board(20, 20)), enclosures=True)
    assert twenty.setups == settings.SMALL_ENCLOSURE
    assert not twenty.setup_answers and twenty.setup_depth == 0
