"""docs/rules.md §8.5.1, suicide off: a dot into the other side's house is refused unless
the same move makes an area of its own (KataGoDots ``sui0``, KvanTTT
``suicideAllowed=false``). U1–U3 and the public tests the article lists, written as our own."""

from __future__ import annotations

import pytest

from core import Color, EndReason, Game, OccupiedError, Rules
from core.errors import SuicideError
from tests.core.diagrams import position

DIAMOND = """
. X .
X . X
. X .
"""


def test_u1_the_intruder_is_refused_and_the_owner_may_fill_its_house() -> None:
    """U1, KvanTTT ``failedSuicide``: Red 2-2 refused, Blue 2-2 legal, then occupied."""
    board = position(DIAMOND, suicide=False)
    with pytest.raises(SuicideError):
        board.place(2, 2, Color.RED)
    assert board.dot_at(2, 2) is None and board.empty_count == 5  # nothing changed
    board.place(2, 2, Color.BLUE)
    with pytest.raises(OccupiedError):
        board.place(2, 2, Color.BLUE)


def test_u2_a_dot_into_a_house_that_captures_is_legal() -> None:
    """U2, KvanTTT ``player1CapturesByPlacingInsideEmptyBase``, KataGoDots "Capture wins
    suicide": Blue 3-2 inside Red's house closes Blue's ring, Blue 1:0."""
    board = position("""
        . X O .
        X O . O
        . X O .
    """, suicide=False)
    board.place(3, 2, Color.BLUE)
    assert (board.score(Color.BLUE), board.score(Color.RED)) == (1, 0)


U3 = [(1, 1), (2, 1), (3, 1), (1, 2), (3, 2), (1, 3), (2, 3), (3, 3)]


def u3(suicide: bool) -> Game:
    """U3: Blue's house around 2-2 closes on Blue's last dot; Red's column 4 is full."""
    setup = [(x, y, Color.BLUE) for x, y in U3[:-1]]
    setup += [(4, y, Color.RED) for y in (1, 2, 3)]
    game = Game.from_rules(Rules(4, 3, "custom", suicide=suicide), setup)
    game.play(*U3[-1])
    return game


def test_u3_with_suicide_on_red_must_play_into_the_house_and_is_captured() -> None:
    game = u3(suicide=True)
    assert game.to_move is Color.RED and not game.is_over
    game.play(2, 2)
    assert game.outcome is not None
    assert (game.outcome.winner, game.outcome.blue, game.outcome.red) == (Color.BLUE, 1, 0)


def test_u3_with_suicide_off_red_has_no_legal_move_and_the_score_decides() -> None:
    """docs/rules.md §8.8 (item 8): no legal move ends the game; 0:0 is a draw."""
    game = u3(suicide=False)
    assert game.outcome is not None
    assert game.outcome.reason is EndReason.FIELD_FULL
    assert (game.outcome.winner, game.outcome.blue, game.outcome.red) == (None, 0, 0)


NESTED = """
. . O O O . .
. O . . . O .
O . . O . . O
O . O . O . O
O . . O . . O
. O . . . O .
. . O O O . .
"""


@pytest.mark.parametrize("point", [(4, 4), (2, 4)])
def test_u3_every_point_inside_the_outer_house_is_refused_to_the_intruder(
    point: tuple[int, int],
) -> None:
    """KvanTTT ``tryPutDotToEmptyBaseWithinEmptyBase``: Blue is refused inside the inner
    and the outer house alike; Red may play both."""
    board = position(NESTED, suicide=False)
    with pytest.raises(SuicideError):
        board.place(*point, Color.BLUE)
    board.place(*point, Color.RED)
    assert board.dot_at(*point) is Color.RED


def test_the_sport_rules_capture_the_intruder_instead() -> None:
    board = position(NESTED)
    board.place(2, 4, Color.BLUE)
    assert board.score(Color.RED) == 1


def test_the_owner_is_never_refused_and_the_refusal_is_per_side() -> None:
    """KataGoDots "Empty bases and suicide": a suicide for the intruder, not the owner."""
    board = position(DIAMOND, suicide=False)
    assert board.is_suicide(2, 2, Color.RED) and not board.is_suicide(2, 2, Color.BLUE)
