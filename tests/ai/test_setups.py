"""Hard reads the opponent's setups of enclosures five plies deep at the root
(``core.ai.settings.SETUPS``, ``core.ai.kernel.setup_reading``)."""

from __future__ import annotations

import pytest

from core import Color, Game
from core.ai import choose_move, kernel, settings
from core.ai.fast import View
from core.board import Board
from tests.ai.helpers import sport_game

# Game 28 of the match of record (bench/journals), hard as Red. At move 54 nothing of
# Red's stood threatened; Red played 16-16, Blue set up with 19-13 (sure of five dots
# then, whatever Red answered), and Blue took eight at move 58.
MOVES = ("22-17 21-18 21-15 19-17 20-18 19-18 20-19 21-19 20-20 21-20 19-16 20-15 20-21 "
         "21-14 18-19 19-15 18-16 22-16 22-15 23-16 23-14 23-13 24-14 22-14 23-15 25-14 "
         "24-13 24-12 25-13 26-13 25-12 25-11 26-12 27-12 26-11 26-10 24-11 27-15 23-12 "
         "25-18 22-13 25-10 18-14 18-15 17-15 17-16 18-17 17-14 16-15 19-14 18-13 18-18 "
         "17-17")
PLAYED = (16, 16)
SETUP = (19, 13)

needs_kernel = pytest.mark.skipif(kernel.load() is None, reason="needs the compiled kernel")


def index(game: Game, point: tuple[int, int]) -> int:
    return point[1] * (game.rules.width + 2) + point[0]


def reading(game: Game) -> dict[int, int]:
    found = kernel.position_of(game)
    recent = [index(game, (m.x, m.y)) for m in game.moves[-kernel.SETUP_MOVES:]]
    return kernel.setup_reading(found, found.candidates(), settings.SMALL_ENCLOSURE,
                                game.rules.width + 2, recent)


@needs_kernel
def test_after_the_move_played_the_setup_leaves_no_answer() -> None:
    game = sport_game(MOVES)
    assert game.to_move is Color.RED and game.ply == 53
    found = kernel.position_of(game)
    free = kernel._free(found)
    assert not any(found.big_threats(free, int(Color.BLUE), 4))  # nothing stands yet
    game.play(*PLAYED)
    after = kernel.position_of(game)
    assert after.setup_losses([index(game, SETUP)], int(Color.BLUE), 4) == [5]
    game.play(*SETUP)  # now every answer of Red's leaves Blue a capture
    threats = kernel.position_of(game)
    assert max(threats.big_threats(kernel._free(threats), int(Color.BLUE), 4)) >= 7


@needs_kernel
def test_the_reading_keeps_a_few_moves_that_stop_every_setup() -> None:
    game = sport_game(MOVES)
    read = reading(game)
    assert read[index(game, PLAYED)] == -7
    kept = [p for p in kernel.position_of(game).candidates() if p not in read]
    assert index(game, SETUP) in kept and 0 < len(kept) <= 12
    found = kernel.position_of(game)
    stride = game.rules.width + 2
    recent = [index(game, (m.x, m.y)) for m in game.moves[-kernel.SETUP_MOVES:]]
    near = [q for q in kernel._free(found)
            if any(kernel._distance(q, m, stride) <= kernel.SETUP_REACH for m in recent)]
    losses = found.setup_losses(near, int(Color.BLUE), 4)
    setups = [q for q, lost in zip(near, losses, strict=True) if lost]
    assert index(game, SETUP) in setups and max(losses) == 7
    for point in kept:  # each stops every one of them
        trial = found.copy()
        trial.place(point, int(Color.RED))
        assert trial.setup_losses(setups, int(Color.BLUE), 4) == [0] * len(setups)


@needs_kernel
def test_hard_stops_the_setup(monkeypatch: pytest.MonkeyPatch) -> None:
    game = sport_game(MOVES)
    point = choose_move(game, "hard", max_playouts=5000, seed=1).point
    assert point is not None and index(game, point) not in reading(game)
    monkeypatch.setattr(settings, "SETUPS", False)  # as hard played it before
    assert choose_move(game, "hard", max_playouts=5000, seed=1).point == PLAYED


@needs_kernel
def test_quiet_and_standing_positions_read_nothing() -> None:
    assert reading(sport_game("22-17 21-18 20-18 22-18")) == {}
    game = sport_game(MOVES)
    game.play(*PLAYED)
    game.play(*SETUP)  # a threat stands: the enclosure reading answers it
    assert reading(game) == {}


@needs_kernel
def test_setup_losses_skips_points_taken_and_stops_where_asked() -> None:
    game = sport_game(MOVES)
    game.play(*PLAYED)
    found = kernel.position_of(game)
    taken = index(game, PLAYED)
    setup = index(game, SETUP)
    assert found.setup_losses([taken, setup], int(Color.BLUE), 4) == [0, 5]
    assert found.setup_losses([setup, setup], int(Color.BLUE), 4, 5) == [5, 0]
    with pytest.raises(ValueError):
        found.setup_losses([setup], 3, 4)


def test_only_hard_on_the_big_fields_reads_setups() -> None:
    """From 20×20 up (``ENCLOSURE_FIELD``); smaller fields keep to the search alone."""
    def setups(width: int, height: int, enclosures: bool) -> int:
        return settings.search_config(View(Board(width, height)), enclosures=enclosures).setups
    assert setups(39, 32, True) == setups(20, 20, True) == settings.SMALL_ENCLOSURE
    assert setups(19, 19, True) == setups(39, 32, False) == setups(20, 20, False) == 0


@needs_kernel
def test_root_points_left_unread_when_the_time_is_up_stop_no_setup() -> None:
    game = sport_game(MOVES)
    found = kernel.position_of(game)
    recent = [index(game, (m.x, m.y)) for m in game.moves[-kernel.SETUP_MOVES:]]
    stride = game.rules.width + 2

    def cut_after(reads: int) -> dict[int, int]:
        asked = iter(range(reads + 1))
        return kernel.setup_reading(found, found.candidates(), settings.SMALL_ENCLOSURE, stride,
                                    recent, over=lambda: next(asked, reads) >= reads)

    assert cut_after(0) == {}  # nothing read: nothing is known to stop a setup
    full = reading(game)
    assert cut_after(1000) == full
    played = index(game, PLAYED)
    held = []  # the more points read, the further the move played is held back
    for reads in range(60):
        cut = cut_after(reads)
        assert not cut or cut[played] < 0
        held.append(-cut.get(played, 0))
    assert held == sorted(held) and held[0] == 0 and held[-1] == -full[played] == 7
    assert len(set(held)) > 2  # cut short in between, a part of it


@needs_kernel
def test_a_timed_search_gives_the_setup_reading_a_share_of_its_time(
        monkeypatch: pytest.MonkeyPatch) -> None:
    game = sport_game(MOVES)
    now = [10.0]
    seen: list[bool] = []
    real = kernel.setup_reading

    def watched(*args: object, over: object = None) -> dict[int, int]:
        assert callable(over)
        for moment in (10.0, 10.0 + 0.2 * 2, 10.0 + 0.3 * 2):
            now[0] = moment
            seen.append(over())
        now[0] = 10.0
        return real(*args, over=over)  # type: ignore[arg-type]

    monkeypatch.setattr(kernel, "setup_reading", watched)
    position = kernel.position_of(game)
    points = position.candidates()
    config = settings.search_config(View(game.board), enclosures=True, endings=True)
    result = kernel.run_search(game, points, position.priors(points, True), config, seed=1,
                               budget=500, deadline=12.0, clock=lambda: now[0], reuse=None)
    assert seen == [False, False, True]  # a quarter of the 2 s left
    assert result.material[index(game, PLAYED)] == -7
