"""Territory (docs/rules.md §8.1): the worked examples of docs/rules.md §8.1.4 as diagram tests,
each refusal of docs/rules.md §8.1.2, and the end of docs/rules.md §8.1.1 and docs/rules.md
§8.1.3. Diagrams as in tests/core/diagrams.py: rows from the top, ``X`` Blue, ``O`` Red;
``x``/``o`` and ``,`` in pictures are out of play."""

from __future__ import annotations

import pytest

from core import (
    Color,
    EndReason,
    Game,
    InvalidMoveError,
    OccupiedError,
    OffFieldError,
    OutOfPlayError,
    sgf,
)
from core.realm_notation import format_territory_move, parse_territory_move
from core.territory import (
    BorderError,
    DotFirstError,
    EmptyRealmError,
    HoleError,
    NestingError,
    NoGroundingError,
    NoRealmError,
    OverlapError,
    RealmTargetError,
    TerritoryMove,
)
from tests.core.diagrams import picture, rows

BLUE, RED = Color.BLUE, Color.RED


def territory(diagram: str, **variants: int) -> Game:
    """A Territory game whose field is ``diagram`` (its dots the start), Blue to move."""
    lines = rows(diagram)
    height, width = len(lines), len(lines[0])
    setup = [
        (col + 1, height - row, BLUE if char == "X" else RED)
        for row, line in enumerate(lines)
        for col, char in enumerate(line)
        if char in "XO"
    ]
    return Game(width=width, height=height, start="custom", setup=setup, territory=True,
                **variants)


def play(game: Game, *moves: str) -> None:
    """Play moves in the chat form of docs/rules.md §8.1.2, each for the side to move."""
    for text in moves:
        game.play_territory(parse_territory_move(text, game.rules.width, game.rules.height))


def realm_insides(game: Game) -> list[set[tuple[int, int]]]:
    assert game.territory is not None
    return [set(realm.inside) for realm in game.territory.realms]


def last_node(game: Game) -> str:
    return sgf.dumps(game).rsplit(";", 1)[1].rstrip(")")


T1 = """
. X .
X O X
. . .
"""


def test_8_1_4_T1_a_plain_dot_closes_a_pool_and_captures_nothing() -> None:
    game = territory(T1)
    play(game, "2-1")
    assert game.board.in_play(2, 2) and game.board.dot_at(2, 2) is RED
    assert (game.score(BLUE), game.score(RED)) == (0, 0)
    assert realm_insides(game) == []
    assert game.to_move is RED


def test_8_1_4_T1_announcing_draws_the_realm() -> None:
    game = territory(T1)
    play(game, "2-1!")
    assert realm_insides(game) == [{(2, 2)}]
    assert (game.score(BLUE), game.score(RED)) == (1, 0)
    assert last_node(game) == "B[bc.bcabbacbbc]"
    assert picture(game.board) == ". X .\nX o X\n. X ."


def test_8_1_4_T1_a_realm_announced_on_a_later_move_off_its_border() -> None:
    game = territory(T1)
    play(game, "2-1", "1-1", "3-3!2-2")
    assert realm_insides(game) == [{(2, 2)}]
    assert game.score(BLUE) == 1
    assert last_node(game) == "B[ca.bcabbacbbc]"


def test_8_1_4_T1_the_pool_of_a_point_that_is_no_enemy_dot_is_refused() -> None:
    game = territory(T1)
    with pytest.raises(RealmTargetError):
        play(game, "2-1!3-1")
    assert game.board.dot_at(2, 1) is None and game.to_move is BLUE and game.ply == 0


T2 = """
. . X .
. X . X
X O X .
. . . .
"""


def test_8_1_4_T2_sport_takes_the_minimal_area_and_leaves_a_house() -> None:
    lines = rows(T2)
    setup = [(c + 1, 4 - r, BLUE if ch == "X" else RED)
             for r, line in enumerate(lines) for c, ch in enumerate(line) if ch in "XO"]
    sport = Game(width=4, height=4, start="custom", setup=setup)
    sport.play(2, 1)
    assert sport.score(BLUE) == 1 and sport.board.in_play(3, 3)


def test_8_1_4_T2_announcing_draws_the_minimal_realm() -> None:
    game = territory(T2)
    play(game, "2-1!")
    assert realm_insides(game) == [{(2, 2)}]
    assert game.board.in_play(3, 3)


def test_8_1_4_T2_a_listed_border_draws_a_realm_that_is_not_minimal() -> None:
    game = territory(T2)
    play(game, "2-1=2-1 1-2 2-3 3-4 4-3 3-2")
    assert realm_insides(game) == [{(2, 2), (3, 3)}]
    assert (game.score(BLUE), game.score(RED)) == (1, 0)
    assert not game.board.in_play(3, 3)
    assert last_node(game) == "B[bd.bdacbbcadbccbd]"


@pytest.mark.parametrize(
    ("text", "error", "why"),
    [
        ("2-1=2-3 3-4 4-3 3-2", EmptyRealmError, None),
        ("2-1=2-1 1-2 2-3 3-2 4-3 3-4", BorderError, "link"),
    ],
)
def test_8_1_4_T2_refused_borders(text: str, error: type[Exception], why: str | None) -> None:
    game = territory(T2)
    with pytest.raises(error) as refused:
        play(game, text)
    if why is not None:
        assert isinstance(refused.value, BorderError) and refused.value.why == why
    assert game.board.dot_at(2, 1) is None and game.ply == 0


T3 = """
. X X .
X . . X
. X X .
"""


def test_8_1_4_T3_a_dot_put_into_a_pool_stays_in_play_until_announced() -> None:
    game = territory(T3)
    play(game, "1-1", "2-2")
    assert game.board.in_play(2, 2) and (game.score(BLUE), game.score(RED)) == (0, 0)
    play(game, "1-3!2-2")
    assert realm_insides(game) == [{(2, 2), (3, 2)}]
    assert (game.score(BLUE), game.score(RED)) == (1, 0)


def test_8_1_4_T3_two_dots_in_the_pool_are_both_taken() -> None:
    game = territory(T3)
    play(game, "1-1", "2-2", "1-3", "3-2", "4-1!2-2")
    assert (game.score(BLUE), game.score(RED)) == (2, 0)


def test_8_1_4_T3_the_sport_rules_capture_at_once() -> None:
    lines = rows(T3)
    setup = [(c + 1, 3 - r, BLUE) for r, line in enumerate(lines)
             for c, ch in enumerate(line) if ch == "X"]
    sport = Game(width=4, height=3, start="custom", setup=setup)
    sport.play(1, 1)
    sport.play(2, 2)
    assert sport.score(BLUE) == 1 and not sport.board.in_play(2, 2)


T4 = """
. . X . . .
. X . X X .
X O X O . .
. X . X . X
. . X X X .
"""
"""T4 before R1 is drawn and before 6-3: Blue's first move 5-3 draws R1 around Red 4-3."""


def t4(**variants: int) -> Game:
    game = territory(T4, **variants)
    play(game, "5-3=4-4 3-3 4-2 5-3", "1-5")
    assert realm_insides(game) == [{(4, 3)}] and game.score(BLUE) == 1
    return game


def test_8_1_4_T4_a_realm_touching_an_older_one_at_one_point() -> None:
    game = t4()
    play(game, "6-3!2-3")
    assert game.territory is not None
    assert set(game.territory.realms[-1].border) == {(1, 3), (2, 4), (3, 3), (2, 2)}
    assert realm_insides(game)[-1] == {(2, 3)}
    assert (game.score(BLUE), game.score(RED)) == (2, 0)


BIG = "6-3=4-4 3-5 2-4 1-3 2-2 3-1 4-1 5-1 6-2 6-3 5-4"


def test_8_1_4_T4_a_realm_around_an_older_one_sharing_one_point() -> None:
    game = t4()
    play(game, BIG)
    r1 = {(4, 3), (4, 4), (3, 3), (4, 2), (5, 3)}  # R1: its inside and border
    assert realm_insides(game)[-1] == (r1 - {(4, 4)}) | {(2, 3), (3, 2), (3, 4), (5, 2)}
    assert (game.score(BLUE), game.score(RED)) == (2, 0)


def test_8_1_4_T4_szkrab_refuses_any_shared_point_with_a_realm_inside() -> None:
    game = t4(szkrab=True)
    with pytest.raises(NestingError):
        play(game, BIG)
    assert game.board.dot_at(6, 3) is None


def test_8_1_4_T4_a_border_sharing_two_points_with_a_realm_inside_is_refused() -> None:
    game = t4()
    with pytest.raises(NestingError):
        play(game, "6-3=4-4 3-5 2-4 1-3 2-2 3-1 4-2 5-1 6-2 6-3 5-4")


# ------------------------------------------------------- docs/rules.md §8.1.2: refusals
def refused(game: Game, text: str, error: type[Exception]) -> Exception:
    """``text`` is refused with ``error`` and nothing changes: same dots, realms, turn."""
    before = (picture(game.board), realm_insides(game), game.to_move, game.ply,
              game.score(BLUE), game.score(RED))
    with pytest.raises(error) as caught:
        play(game, text)
    after = (picture(game.board), realm_insides(game), game.to_move, game.ply,
             game.score(BLUE), game.score(RED))
    assert after == before
    return caught.value


@pytest.mark.parametrize(
    ("text", "error"),
    [("2-1!x", InvalidMoveError), ("2-1=2-1 1-2 2-3 9-9", OffFieldError), ("4-4!", OffFieldError),
     ("2-1=", InvalidMoveError), ("2-1=2 1 1-2", InvalidMoveError)],
)
def test_8_1_2_item_1_bad_syntax_or_a_point_off_the_field(text: str, error: type) -> None:
    game = territory(T1)
    with pytest.raises(error):
        play(game, text)
    assert game.ply == 0


def test_8_1_2_item_2_an_occupied_point() -> None:
    refused(territory(T1), "2-2!", OccupiedError)


def test_8_1_2_item_2_a_point_out_of_play() -> None:
    game = territory(T2)
    play(game, "2-1=2-1 1-2 2-3 3-4 4-3 3-2")
    refused(game, "3-3", OutOfPlayError)  # Red to move: the realm's inside is out of play
    assert not game.board.is_playable(3, 3)


def test_8_1_2_item_3_a_dot_that_completes_no_realm() -> None:
    refused(territory(T1), "1-1!", NoRealmError)


def test_8_1_2_item_3_a_target_with_no_pool() -> None:
    game = territory("""
        . . . .
        . X O .
        . . . .
    """)
    refused(game, "1-1!3-2", RealmTargetError)


@pytest.mark.parametrize(
    ("border", "why"),
    [("2-3 1-2 2-1", "short"), ("2-3 1-2 2-1 3-2 2-3 2-1", "repeated"),
     ("2-3 1-2 3-2 2-1", "link"), ("2-1 1-1 1-2 2-3 3-2", "not_own")],
)
def test_8_1_2_item_4_a_listed_border_that_is_no_border(border: str, why: str) -> None:
    error = refused(territory(T1), f"2-1={border}", BorderError)
    assert isinstance(error, BorderError) and error.why == why


def test_8_1_2_item_4_a_border_that_crosses_itself() -> None:
    # 1-1→2-2 and 1-2→2-1 are the two diagonals of one cell: a figure of eight
    error = refused(territory(T1), "2-1=1-1 2-2 2-3 1-3 1-2 2-1", BorderError)
    assert isinstance(error, BorderError) and error.why == "crossing"


def test_8_1_2_item_5_a_realm_with_no_enemy_dot() -> None:
    game = territory("""
        . X .
        X . X
        . . .
    """)
    refused(game, "2-1=2-1 1-2 2-3 3-2", EmptyRealmError)


def test_8_1_2_item_6_nesting_is_refused_by_shared_points() -> None:
    game = t4()
    refused(game, "6-3=4-4 3-5 2-4 1-3 2-2 3-1 4-2 5-1 6-2 6-3 5-4", NestingError)


HOLE = """
. . . X .
. . X O X
. X . X .
X O X . .
. . . . .
"""
"""Two diamonds touching diagonally: drawn both, the point 3-3 between them is cut off from
the edge by realm borders alone (a hole, docs/rules.md §8.0)."""


def test_8_1_2_item_7_szkrab_refuses_a_realm_that_leaves_a_hole() -> None:
    game = territory(HOLE, szkrab=True)
    play(game, "2-1!", "5-1")
    refused(game, "5-5=4-3 3-4 4-5 5-4", HoleError)


def test_8_1_2_item_7_zagram_allows_holes() -> None:
    game = territory(HOLE)
    play(game, "2-1!", "5-1", "5-5=4-3 3-4 4-5 5-4")
    assert (game.score(BLUE), game.score(RED)) == (2, 0)
    assert game.board.in_play(3, 3)


def test_8_1_2_item_8_realms_of_one_message_that_overlap() -> None:
    refused(territory(T2), "2-1=2-1 1-2 2-3 3-2=2-1 1-2 2-3 3-4 4-3 3-2", OverlapError)


def test_8_1_2_item_8_the_same_realm_named_twice_is_drawn_once() -> None:
    game = territory(T3)
    play(game, "1-1", "2-2", "1-3", "3-2", "4-1!2-2!3-2")
    assert realm_insides(game) == [{(2, 2), (3, 2)}] and game.score(BLUE) == 2


def test_8_1_2_item_9_an_enclosure_without_a_dot_during_play() -> None:
    game = territory(T1)
    play(game, "2-1")
    play(game, "1-1")
    error = refused(game, "!2-2", DotFirstError)
    assert isinstance(error, DotFirstError) and error.code == "realm_without_dot"


def test_8_1_2_the_chat_form_is_written_back_as_read() -> None:
    for text in ("20-17", "20-17!", "20-17!21-16!30-4", "20-17=19-16 18-17 19-18", "!21-16"):
        assert format_territory_move(parse_territory_move(text, 39, 32)) == text


# ---------------------------------------------------------- docs/rules.md §8.1.1: rules
def test_8_1_1_several_realms_in_one_move_may_share_border_points() -> None:
    game = territory("""
        . X . X .
        X O . O X
        . X . X .
    """)
    play(game, "3-2!")
    assert sorted(map(sorted, realm_insides(game))) == [[(2, 2)], [(4, 2)]]
    assert game.territory is not None
    assert all((3, 2) in realm.border for realm in game.territory.realms)
    assert game.score(BLUE) == 2
    assert last_node(game).count(".") == 2


def test_8_1_1_an_enclosed_enemy_realm_is_lost_and_its_dots_change_hands() -> None:
    game = territory("""
        . . . . . . .
        . . . X . . .
        . . X O X . .
        . X O X . X .
        . . X O . . .
        . . . X . . .
        . . . . . . .
    """)
    play(game, "1-1", "5-4!")
    assert (game.score(BLUE), game.score(RED)) == (0, 1)
    play(game, "5-3!")  # around Red's realm: its four dots count for Blue, 4-4 is freed
    assert (game.score(BLUE), game.score(RED)) == (4, 0)
    assert realm_insides(game)[-1] == {(4, 3), (3, 4), (4, 5), (5, 4), (4, 4)}


def test_8_1_1_no_grounding_in_territory() -> None:
    game = territory(T1)
    with pytest.raises(NoGroundingError):
        game.declare_grounding(BLUE)
    assert game.outcome is None


LAST = """
O O O
O X O
O O .
"""
"""Blue's last dot fills the field while Red's pool holds Blue 2-2."""


def test_8_1_1_a_full_field_with_no_realm_left_to_draw_ends_by_the_score() -> None:
    game = territory("""
        X X X
        X O X
        X X .
    """)
    play(game, "3-1")
    assert game.outcome is not None and game.outcome.reason is EndReason.FIELD_FULL
    assert (game.outcome.blue, game.outcome.red, game.outcome.winner) == (0, 0, None)


def test_8_1_1_last_safe_0_the_other_side_draws_realms_without_a_dot() -> None:
    game = territory(LAST)
    play(game, "3-1")
    assert game.outcome is None and game.closing_due and game.to_move is RED
    play(game, "!2-2")
    assert game.outcome is not None and game.outcome.reason is EndReason.FIELD_FULL
    assert (game.outcome.winner, game.outcome.blue, game.outcome.red) == (RED, 0, 1)
    assert last_node(game) == "W[.bcabbacbbc]"


def test_8_1_1_last_safe_0_the_other_side_may_draw_nothing() -> None:
    game = territory(LAST)
    play(game, "3-1")
    game.play_territory(TerritoryMove(None))
    assert game.outcome is not None and (game.outcome.blue, game.outcome.red) == (0, 0)


def test_8_1_1_szkrab_makes_the_last_dot_safe() -> None:
    game = territory(LAST, szkrab=True)
    play(game, "3-1")
    assert game.outcome is not None and game.outcome.reason is EndReason.FIELD_FULL
    assert (game.outcome.blue, game.outcome.red) == (0, 0)
