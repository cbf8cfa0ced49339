"""docs/rules.md §8.2, "No territory" with STOP (zagram *Bez terytorium*): the player to move
sends STOP instead of a dot and places no more; the other side plays on alone until it ends
the game (the score decides) or asks for the grounding computation (``/auto``). S1, S2 and
the two real zagram games of [ND]'s refiner tests (``groundingDraw``,
``groundingAsSeparatedMoves``), written as our own."""

from __future__ import annotations

from pathlib import Path

import pytest

from core import Color, EndReason, Game, NotInVariantError, NotYourTurnError, Outcome, Rules, sgf

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"


def s1() -> Game:
    """S1: Red's four dots; Blue's first dot 1-2, then Red is to move."""
    red = [(2, 2), (5, 2), (1, 1), (5, 1)]
    game = Game.from_rules(Rules(6, 3, "custom", stop=True), [(x, y, Color.RED) for x, y in red])
    game.play(1, 2)
    return game


def test_s1_after_red_stops_blue_plays_on_alone_and_closes_the_ring() -> None:
    game = s1()
    game.stop(Color.RED)
    assert game.to_move is Color.BLUE and game.stopped is Color.RED
    for x, y in ((2, 3), (3, 2), (2, 1)):
        game.play(x, y, Color.BLUE)
    assert (game.score(Color.BLUE), game.score(Color.RED)) == (1, 0)
    ended = game.end_after_stop(Color.BLUE)
    assert (ended.winner, ended.blue, ended.red) == (Color.BLUE, 1, 0)
    assert ended.reason is EndReason.GROUNDING


def test_s1_the_grounding_computation_gives_the_same() -> None:
    """Red 2-2 touches 1-1 only diagonally: ungrounded (a diagonal link does not ground);
    1-1 and 5-1/5-2 are grounded."""
    game = s1()
    game.stop(Color.RED)
    ended = game.ground_stopper(Color.BLUE)
    assert (ended.winner, ended.blue, ended.red) == (Color.BLUE, 1, 0)
    assert game.grounded == ((2, 2),)


def s2() -> Game:
    """S2: Red's house at 2-2; Blue's first dot 1-1, then Red stops."""
    diamond = [(2, 3), (1, 2), (3, 2), (2, 1)]
    game = Game.from_rules(
        Rules(3, 3, "custom", stop=True), [(x, y, Color.RED) for x, y in diamond]
    )
    game.play(1, 1)
    game.stop(Color.RED)
    return game


def test_s2_a_dot_into_the_stoppers_house_is_still_captured() -> None:
    game = s2()
    game.play(2, 2)
    assert (game.score(Color.BLUE), game.score(Color.RED)) == (0, 1)
    ended = game.end_after_stop(Color.BLUE)
    assert (ended.winner, ended.blue, ended.red) == (Color.RED, 0, 1)


def test_s2_where_grounding_would_give_nothing() -> None:
    ended = s2().ground_stopper(Color.BLUE)
    assert (ended.winner, ended.blue, ended.red) == (None, 0, 0)


def test_the_stopper_places_no_more_dots_and_cannot_end_the_game() -> None:
    game = s1()
    game.stop(Color.RED)
    with pytest.raises(NotYourTurnError):
        game.play(6, 3, Color.RED)
    with pytest.raises(NotInVariantError):
        game.end_after_stop(Color.RED)
    with pytest.raises(NotInVariantError):
        game.stop(Color.BLUE)  # one STOP a game: the other side ends it with /end
    game.play(6, 3)
    game.play(6, 2)  # Blue again
    assert game.to_move is Color.BLUE and [m.color for m in game.moves[-2:]] == [Color.BLUE] * 2


def test_stop_only_with_its_variant_on_the_movers_turn_and_never_with_grounding() -> None:
    plain = Game(width=5, height=5, start="empty")
    with pytest.raises(NotInVariantError):
        plain.stop(Color.BLUE)
    game = Game(width=5, height=5, start="empty", stop=True)
    with pytest.raises(NotYourTurnError):
        game.stop(Color.RED)
    with pytest.raises(NotInVariantError):
        game.declare_grounding(Color.BLUE)
    with pytest.raises(NotInVariantError):
        game.end_after_stop(Color.RED)  # nobody has stopped


def test_the_field_filled_after_a_stop_ends_the_game_by_the_score() -> None:
    game = s2()
    for x, y in ((3, 1), (1, 3), (3, 3)):
        game.play(x, y)
    game.play(2, 2)  # the last point: into Red's house
    assert game.outcome is not None and game.outcome.reason is EndReason.FIELD_FULL
    assert game.outcome.winner is Color.RED


def test_a_stop_game_round_trips_through_sgf_with_zagrams_comment() -> None:
    game = s1()
    game.stop(Color.RED)
    game.play(2, 3)
    game.play(3, 2)
    game.play(2, 1)
    game.end_after_stop(Color.BLUE)
    text = sgf.dumps(game)
    assert ";B[ab]C[W pressed STOP];B[ba]" in text  # on the node before Red's turn
    assert "RE[B+1]" in text and "Stop=1" in text and "Grounding=0" in text
    again = sgf.loads(text)
    assert again.game.stopped is Color.RED and again.game.stopped_after == 1
    assert again.game.moves == game.moves and again.result == game.outcome
    assert sgf.dumps(again.game) == text
    assert again.move_properties == [{}, {}, {}, {}]  # the comment is the game's STOP


def test_a_stop_before_any_move_is_written_on_the_root() -> None:
    game = Game(width=4, height=4, start="empty", stop=True)
    game.stop(Color.BLUE)
    game.play(1, 1)
    text = sgf.dumps(game)
    assert "C[B pressed STOP]" in text.split(";")[1]
    assert sgf.loads(text).game.stopped is Color.BLUE


ZAGRAM_STOP = FIXTURES / "zagram-stop-2022-02-21.sgf"
"""zagram, 2022-02-21 ([ND] SgfRefinerTests ``groundingDraw``, time properties left out):
Red's 121st move carries ``C[B pressed STOP]``, four Red moves follow, ``RE[0]``. The
moves up to the STOP are those of zagram2022kotofeus.sgf."""


def test_groundingDraw_a_real_zagram_stop_reads_as_a_stop_game_and_ends_drawn() -> None:
    record = sgf.loads(ZAGRAM_STOP.read_text(encoding="utf-8"))
    game = record.game
    assert game.rules.stop and game.stopped is Color.BLUE and game.stopped_after == 242
    assert [m.color for m in game.moves[242:]] == [Color.RED] * 4
    assert record.result is not None and record.result.winner is None
    before = sgf.loads((FIXTURES / "zagram2022kotofeus.sgf").read_text(encoding="utf-8")).game
    assert game.moves[:242] == before.moves


def grounded_at_the_stop(record: Path, plies: int, stopper: Color) -> Outcome:
    """A zagram game played again up to the STOP after ``plies`` moves, ``stopper``'s STOP,
    and the other side's grounding move that ends it, as [ND]'s refiner reads the record."""
    played = sgf.loads(record.read_text(encoding="utf-8")).game
    game = Game.from_rules(played.rules, played.setup)
    for move in played.moves[:plies]:
        game.play(move.x, move.y, move.color)
    game.stop(stopper)
    return game.ground_stopper(stopper.opponent)


def test_groundingDraw_blues_grounding_at_the_stop_is_a_draw_as_the_refiner_says() -> None:
    """[ND] refines the STOP to Blue's grounding move ``B[]``, keeping ``RE[0]``."""
    ended = grounded_at_the_stop(ZAGRAM_STOP, 242, Color.BLUE)
    assert ended.winner is None and ended.blue == ended.red


ZAGRAM_STOP_LOST = FIXTURES / "zagram-stop-2023-06-09.sgf"
"""zagram, 2023-06-09 ([ND] SgfRefinerTests ``groundingAsSeparatedMoves``, time properties
left out): Blue's 154th move ``B[es]`` carries ``C[W pressed STOP]``, 36 Blue moves follow,
``RE[W+R]``; [ND] refines it to Red's grounding ``W[]`` with ``RE[W+52]``."""


def test_groundingAsSeparatedMoves_a_stop_played_out_then_resigned() -> None:
    record = sgf.loads(ZAGRAM_STOP_LOST.read_text(encoding="utf-8"))
    game = record.game
    assert game.stopped is Color.RED and game.stopped_after == 307
    assert [m.color for m in game.moves[307:]] == [Color.BLUE] * 36
    assert record.result is not None and record.result.reason is EndReason.RESIGNATION
    assert record.result.winner is Color.RED


def test_groundingAsSeparatedMoves_reds_grounding_at_the_stop_wins_by_52() -> None:
    ended = grounded_at_the_stop(ZAGRAM_STOP_LOST, 307, Color.RED)
    assert ended.winner is Color.RED and ended.red - ended.blue == 52


def test_a_stop_game_replayed_move_by_move_keeps_its_stop() -> None:
    """``Game.replay`` (the replay GIF, the review) knows a STOP by a side moving twice:
    Blue's three dots in a row after Red's STOP replay as played."""
    game = s1()
    game.stop(Color.RED)
    for x, y in ((2, 3), (3, 2), (2, 1)):
        game.play(x, y)
    again = Game.from_rules(game.rules, game.setup)
    for move in game.moves:
        again.replay(move)
    assert again.stopped is Color.RED and again.stopped_after == game.stopped_after
    assert again.score(Color.BLUE) == game.score(Color.BLUE) == 1
    game.stop_when(None)  # a stored STOP is applied once, at its ply
    fresh = Game.from_rules(game.rules, game.setup)
    fresh.stop_when(5)
    assert fresh.stopped is None  # not at ply 5 yet
