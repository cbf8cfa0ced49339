"""Where the opponent's threat stands, hard reads the setups each answer leaves
(``core.ai.settings.SETUP_ANSWERS``, ``core.ai.kernel.setup_reading``): positions of the
39×32 match at the handicap (bench/journals), where hard's answer stopped the threat and
the other engine's next move built it again."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from core import Color, Game
from core.ai import choose_move, kernel, settings
from tests.ai.helpers import sport_game

JOURNAL = Path(__file__).resolve().parents[2] / "bench/journals/handicap-1s-2s-39x32.jsonl"

needs_kernel = pytest.mark.skipif(kernel.load() is None, reason="needs the compiled kernel")


def match_position(game_number: int, moves: int) -> Game:
    """The position after ``moves`` moves of that game of the match (engine e60de5871c16)."""
    for line in JOURNAL.read_text().splitlines():
        entry = json.loads(line)
        if entry["engine"] == "e60de5871c16" and entry["index"] == game_number - 1:
            return sport_game(" ".join(entry["record"].split()[:moves]))
    raise LookupError(game_number)


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
def test_hard_plays_the_answer_that_leaves_no_setup(monkeypatch: pytest.MonkeyPatch) -> None:
    # Game 4, hard as Red: it answered at 24-15, and eleven dots went at move 73.
    game = match_position(4, 67)
    assert game.to_move is Color.RED
    assert reading(game) == {index((24, 15)): -11}
    assert choose_move(game, "hard", max_playouts=5000, seed=1).point == (24, 17)
    monkeypatch.setattr(settings, "SETUP_ANSWERS", False)  # as hard played it in the match
    assert choose_move(game, "hard", max_playouts=5000, seed=1).point == (24, 15)


def test_hard_reads_the_answers_with_the_setups() -> None:
    from core.ai.fast import View
    from core.board import Board
    config = settings.search_config(View(Board(39, 32)), enclosures=True)
    assert config.setups == settings.SMALL_ENCLOSURE and config.setup_answers
