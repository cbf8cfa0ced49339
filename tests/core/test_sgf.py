"""SGF for Dots (docs/rules.md §10): the real zagram game, round trips, malformed records."""

from __future__ import annotations

import contextlib
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core import Color, DotsError, EndReason, Game, SgfError, Start, sgf

FIXTURE = Path(__file__).resolve().parent.parent / "fixtures" / "zagram352562.sgf"


def test_zagram_game_replays_to_its_score_and_result() -> None:
    record = sgf.loads(FIXTURE.read_text(encoding="utf-8"))
    game = record.game
    assert (game.rules.width, game.rules.height) == (39, 32)
    assert len(game.setup) == 16
    assert len(game.setup) + len(game.moves) == 260
    assert sum(1 for _ in game.board.dots()) == 260
    assert game.score(Color.RED) == 60
    assert game.score(Color.BLUE) == 3
    assert record.result is not None
    assert record.result.winner is Color.RED
    assert record.result.reason is EndReason.RESIGNATION
    assert game.outcome == record.result
    assert record.properties["PB"] == "Митрандир"
    assert record.properties["PW"] == "Роман Максимов"
    assert record.properties["DT"] == "2021-01-18"
    assert record.properties["TM"] == "600" and record.properties["OT"] == "0+30"
    assert "InstantWin=0" in record.properties["RU"]
    assert record.move_properties[0] == {"BL": "630"}
    assert all(set(p) <= {"BL", "WL"} for p in record.move_properties)


def test_zagram_game_round_trips() -> None:
    record = sgf.loads(FIXTURE.read_text(encoding="utf-8"))
    text = sgf.dumps(record.game, record.properties, record.move_properties)
    again = sgf.loads(text)
    assert again.game.moves == record.game.moves
    assert set(again.game.setup) == set(record.game.setup)
    assert again.result == record.result
    assert again.move_properties == record.move_properties
    assert again.properties["PB"] == "Митрандир"


def test_written_coordinates_follow_zagram() -> None:
    game = Game(width=39, height=32)
    game.play(1, 32)
    game.play(39, 1)
    text = sgf.dumps(game)
    assert "SZ[39:32]" in text and "GM[40]" in text
    assert ";B[aa]" in text and ";W[MF]" in text  # x 39 -> M; SGF y = 32 - 1 = 31 -> F
    assert "AB[tp][uq]" in text or "AB[uq][tp]" in text


def test_chain_annotations_are_ignored() -> None:
    text = "(;GM[40]SZ[5:5];B[bc];W[cc];B[cb];W[ee];B[dc];W[ea];B[cd.cdbcdccbcd])"
    game = sgf.loads(text).game
    assert game.score(Color.BLUE) == 1
    assert game.rules.start is Start.EMPTY


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ("", "no game tree"),
        ("(;GM[1]SZ[19])", "GM[1]"),
        ("(;GM[40]SZ[5:5];B[zz])", "node 1"),
        ("(;GM[40]SZ[5:5];B[aa];W[aa])", "node 2"),
        ("(;GM[40]SZ[5:5];B[aa", "not closed"),
        ("(;GM[40]SZ[5:5];B[aa]", "closing"),
        ("(;GM[40]SZ[x:5])", "SZ[x:5]"),
        ("(;GM[40]SZ[99:5])", "SZ[99:5]"),
        ("(;GM[40]SZ[5:5];B[aa]W[bb])", "node 1"),
        ("(;GM[40]SZ[5:5]RE[Q+R])", "RE[Q+R]"),
        ("hello", "unexpected"),
        ("(;GM[40]SZ[5:5];B)", "without a value"),
    ],
)
def test_malformed_records_say_where_they_broke(text: str, where: str) -> None:
    with pytest.raises(SgfError) as error:
        sgf.loads(text)
    assert where in str(error.value)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="();[]\\:.+GMSZBWAEabcdezABC0123456789 ", max_size=60))
def test_any_text_reads_or_raises_a_dots_error(text: str) -> None:
    with contextlib.suppress(DotsError):
        sgf.loads(text)
