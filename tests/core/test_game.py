"""Turn order, the move list and the ways a game ends (§2, §8)."""

from __future__ import annotations

import pytest

from core import (
    Color,
    EndReason,
    Game,
    GameOverError,
    IllegalMoveError,
    NotYourTurnError,
    OccupiedError,
    OffFieldError,
    OutOfPlayError,
)


def test_blue_moves_first_and_turns_alternate() -> None:
    game = Game(width=10, height=10)
    assert game.to_move is Color.BLUE
    game.play(1, 1)
    assert game.to_move is Color.RED
    game.play(2, 2)
    assert [(m.color, m.point) for m in game.moves] == [
        (Color.BLUE, (1, 1)),
        (Color.RED, (2, 2)),
    ]


def test_errors_name_the_input_and_change_nothing() -> None:
    game = Game(width=10, height=10)
    with pytest.raises(NotYourTurnError, match="1-1"):
        game.play(1, 1, Color.RED)
    with pytest.raises(OccupiedError, match="5-5"):
        game.play(5, 5)  # the start cross
    with pytest.raises(OffFieldError, match="11-1"):
        game.play(11, 1)
    assert game.moves == () and game.to_move is Color.BLUE
    assert issubclass(NotYourTurnError, IllegalMoveError)
    assert issubclass(IllegalMoveError, ValueError)


def test_a_point_out_of_play_cannot_be_played() -> None:
    game = Game(width=6, height=6, start="empty")
    moves = [(2, 3), (3, 3), (3, 4), (5, 5), (4, 3), (6, 6), (3, 2)]
    for x, y in moves:
        game.play(x, y)
    assert game.score(Color.BLUE) == 1
    with pytest.raises(OccupiedError):
        game.play(3, 3)
    assert game.to_move is Color.RED


def test_resignation_time_and_draw() -> None:
    game = Game(width=10, height=10)
    outcome = game.resign(Color.BLUE)
    assert outcome.winner is Color.RED and outcome.reason is EndReason.RESIGNATION
    assert game.is_over and game.outcome == outcome
    with pytest.raises(GameOverError):
        game.play(1, 1)
    with pytest.raises(GameOverError):
        game.agree_draw()
    timed = Game(width=10, height=10)
    assert timed.lose_on_time(Color.RED).winner is Color.BLUE
    drawn = Game(width=10, height=10)
    assert drawn.agree_draw().winner is None


def test_the_game_ends_when_the_field_is_full() -> None:
    game = Game(width=3, height=3, start="empty")
    order = [(1, 1), (2, 2), (3, 1), (1, 3), (2, 1), (3, 3), (1, 2), (3, 2), (2, 3)]
    for x, y in order:
        if game.is_over:
            break
        game.play(x, y)
    assert game.is_over
    assert game.outcome is not None and game.outcome.reason is EndReason.FIELD_FULL
    assert game.board.empty_count == 0


def test_variant_extra_move_after_a_capture() -> None:
    game = Game(width=6, height=6, start="empty", extra_move=True)
    for x, y in [(2, 3), (3, 3), (3, 4), (5, 5), (4, 3), (6, 6)]:
        game.play(x, y)
    game.play(3, 2)  # blue captures 3-3
    assert game.to_move is Color.BLUE
    game.play(1, 1)
    assert game.to_move is Color.RED


def test_variant_instant_win_at_a_lead() -> None:
    game = Game(width=6, height=6, start="empty", instant_win=1)
    for x, y in [(2, 3), (3, 3), (3, 4), (5, 5), (4, 3), (6, 6), (3, 2)]:
        game.play(x, y)
    assert game.outcome is not None
    assert game.outcome.reason is EndReason.INSTANT_WIN
    assert game.outcome.winner is Color.BLUE and game.outcome.blue == 1


def test_copy_is_independent() -> None:
    game = Game(width=10, height=10)
    clone = game.copy()
    clone.play(1, 1)
    assert game.moves == () and game.board.is_playable(1, 1)
    assert not clone.board.is_playable(1, 1)


def test_out_of_play_error_for_an_empty_point_inside_an_area() -> None:
    game = Game(width=7, height=7, start="empty")
    for x, y in [(3, 5), (3, 4), (2, 4), (7, 7), (4, 4), (7, 6), (2, 3), (7, 5), (4, 3),
                 (7, 4), (3, 2)]:
        game.play(x, y)
    assert game.board.areas
    assert not game.board.in_play(3, 3)
    with pytest.raises(OutOfPlayError):
        game.play(3, 3)
