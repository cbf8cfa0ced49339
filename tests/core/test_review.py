"""The engine's review of a finished game: deterministic, bounded, and it names a blunder."""

from __future__ import annotations

from core import Color, Game, Start
from core.ai.review import (
    BUDGETS,
    default_playouts,
    estimate_span,
    review_game,
)

B, R = Color.BLUE, Color.RED


def blunder_game() -> Game:
    """7×7: Blue's 3-3 leaves Red's two dots 3-4, 4-4 one move from capture; Red plays
    7-1 far away (the blunder, move 2) instead of 4-3, and Blue captures with 4-3; Red
    resigns after two more moves."""
    setup = [(3, 4, R), (4, 4, R), (2, 4, B), (5, 4, B), (3, 5, B), (4, 5, B),
             (6, 6, R), (2, 2, R)]
    game = Game(width=7, height=7, start=Start.CUSTOM, setup=setup)
    for point in [(3, 3), (7, 1), (4, 3), (1, 7), (6, 2)]:
        game.play(*point)
    game.resign(R)
    return game


def test_the_blunder_is_reds_worst_move_and_the_engine_saves_the_dots() -> None:
    review = review_game(blunder_game(), playouts=600, seed=3)
    worst = review.mistakes(R)
    assert worst and worst[0].ply == 1 and worst[0].number == 2
    assert worst[0].move.point == (7, 1)
    assert worst[0].best == (4, 3) != worst[0].move.point
    assert worst[0].drop >= 0.3
    assert review.biggest_swing() == worst[0]
    assert review.entries[2].blue == 2 and review.entries[2].red == 0


def test_the_capture_is_no_mistake_of_blue() -> None:
    review = review_game(blunder_game(), playouts=600, seed=3)
    assert all(entry.ply != 2 for entry in review.mistakes(B))


def test_the_same_game_budget_and_seed_give_the_same_review() -> None:
    game = blunder_game()
    assert review_game(game, playouts=300, seed=5) == review_game(game, playouts=300, seed=5)


def test_chances_stay_within_0_and_1_and_a_resignation_keeps_the_last_estimate() -> None:
    game = blunder_game()
    review = review_game(game, playouts=200, seed=1)
    assert len(review.entries) == 5
    for entry in review.entries:
        assert 0.0 <= entry.before <= 1.0 and 0.0 <= entry.after <= 1.0
        assert 0.0 <= entry.best_chance <= 1.0
    # Red resigned: the last move is not judged, and the chart ends level
    last = review.entries[-1]
    assert last.after == last.before < 1.0 and last.drop == 0.0
    series = review.points()
    assert [p[0] for p in series] == [0, 1, 2, 3, 4, 5]
    assert series[-1] == (5, series[-2][1], 2, 0)


def test_a_resignation_at_move_2_is_not_charged_to_move_2() -> None:
    """Once the chance after the last move was the result: a resignation at move 2 of an
    even game read as a blunder of 50 points by the last move."""
    game = Game(width=9, height=9)
    game.play(3, 3)
    game.play(7, 7)
    game.resign(Color.RED)
    review = review_game(game, playouts=400, seed=1)
    (last,) = estimate_span(game, 1, 2, playouts=400, seed=1)
    assert review.entries[-1].after == review.entries[-1].before == last.blue
    assert review.biggest_swing() != review.entries[-1] and not review.mistakes(Color.RED)


def test_a_game_won_on_the_board_ends_at_its_result() -> None:
    """Blue's capture of two dots (move 3) wins at once with ``instant_win=2``: the last
    move made the result, so the review ends there."""
    game = blunder_game()
    won = Game(width=7, height=7, start=Start.CUSTOM, setup=game.setup, instant_win=2)
    for move in game.moves[:3]:
        won.play(move.x, move.y)
    assert won.outcome is not None and won.outcome.winner is Color.BLUE
    review = review_game(won, playouts=200, seed=1)
    assert review.entries[-1].after == 1.0 and review.points()[-1][1] == 1.0


def test_grounding_declared_ends_level() -> None:
    """Declaring grounding is the declarer's call: its last move is not charged with it."""
    game = blunder_game()
    replay = Game.from_rules(game.rules, game.setup)
    for move in game.moves:
        replay.play(move.x, move.y)
    replay.declare_grounding(Color.BLUE)
    assert replay.outcome is not None and replay.outcome.winner is not None
    review = review_game(replay, playouts=200, seed=1)
    last = review.entries[-1]
    assert last.after == last.before and last.drop == 0.0
    assert review.points()[-1][1] == review.points()[-2][1]


def test_a_draw_and_an_unfinished_game_end_as_they_stand() -> None:
    drawn = blunder_game()
    drawn_moves = Game.from_rules(drawn.rules, drawn.setup)
    for move in drawn.moves:
        drawn_moves.play(move.x, move.y)
    open_review = review_game(drawn_moves, playouts=200, seed=1)
    assert 0.5 < open_review.entries[-1].after <= 1.0  # Blue is two dots up
    drawn_moves.agree_draw()  # agreed: not the last move's doing, so the chart ends level
    agreed = review_game(drawn_moves, playouts=200, seed=1)
    assert agreed.entries[-1].after == agreed.entries[-1].before
    assert agreed.points()[-1][1] == agreed.points()[-2][1] != 0.5


def test_mistakes_are_each_sides_own_and_sorted() -> None:
    review = review_game(blunder_game(), playouts=300, seed=2)
    for side in Color:
        found = review.mistakes(side, count=3, threshold=0.0)
        assert all(entry.mover is side for entry in found)
        assert [e.drop for e in found] == sorted((e.drop for e in found), reverse=True)
        assert len(found) <= 3


def test_an_empty_game_has_no_review_points() -> None:
    review = review_game(Game(width=7, height=7), playouts=50)
    assert review.entries == () and review.points() == [] and review.biggest_swing() is None


def test_budgets_cover_every_field() -> None:
    assert default_playouts(11, 11) == BUDGETS[0][1]
    assert default_playouts(39, 32) == BUDGETS[-1][1]
    assert default_playouts(64, 64) > 0
