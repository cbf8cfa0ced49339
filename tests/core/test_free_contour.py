"""docs/rules.md §8.3, free contour: capture stays automatic and obligatory, but the player
may list a longer chain through the new dot, which replaces the minimal areas whose enemy
dots it holds. F1–F3, the T2 diagram's refusals, and KR's ``forMoveNotWithMinimalArea``
chain, written as our own."""

from __future__ import annotations

import pytest

from core import BorderError, Color, Game, NotInVariantError, Rules, sgf
from core.contours import closed_border, inside_border
from tests.core.diagrams import same


def game_of(diagram: str) -> Game:
    """A free-contour game on the diagram's dots, Blue to move."""
    lines = [line.split()[1:] for line in diagram.strip().splitlines()]
    height, width = len(lines), len(lines[0])
    setup = [
        (x + 1, height - row, Color.BLUE if char == "X" else Color.RED)
        for row, line in enumerate(lines)
        for x, char in enumerate(line)
        if char in "XO"
    ]
    return Game.from_rules(Rules(width, height, "custom", free_contour=True), setup)


def points(text: str) -> list[tuple[int, int]]:
    return [(int(p.split("-")[0]), int(p.split("-")[1])) for p in text.split()]


T2 = """
4 . . X .
3 . X . X
2 X O X .
1 . . . .
"""
"""T2 before Blue's 2-1."""


def test_f1_no_list_takes_the_minimal_area_and_leaves_the_house() -> None:
    game = game_of(T2)
    game.play(2, 1)
    assert game.score(Color.BLUE) == 1 and game.board.in_play(3, 3)


def test_f1_the_listed_chain_takes_the_empty_point_too() -> None:
    game = game_of(T2)
    made = game.play(2, 1, borders=[points("2-1 1-2 2-3 3-4 4-3 3-2")])
    assert game.score(Color.BLUE) == 1 and made.captured_dots == ((2, 2),)
    assert [area.inside for area in made.areas] == [{(2, 2), (3, 3)}]
    assert not game.board.in_play(3, 3)
    assert game.board.areas[-1].chain is not None and len(game.board.areas) == 1


@pytest.mark.parametrize(
    "border",
    [
        "2-3 3-4 4-3 3-2",  # not through the new dot, and no enemy inside
        "2-1 1-2 2-3 3-2 4-3 3-4",  # 3-4 -> 2-1 is no link
        "2-1 1-2 2-3",  # too short
        "2-1 1-2 2-3 3-4 4-3 3-2 2-3",  # a point twice
        "2-1 1-2 2-3 3-4 4-4 3-2",  # 4-4 is no dot of Blue's
        "2-1 1-2 2-3 3-4 4-3 3-2 9-9",  # off the field
    ],
)
def test_t2_a_bad_border_is_refused_and_changes_nothing(border: str) -> None:
    game = game_of(T2)
    with pytest.raises(BorderError):
        game.play(2, 1, borders=[points(border)])
    assert game.ply == 0 and game.board.dot_at(2, 1) is None and game.to_move is Color.BLUE


def test_a_self_crossing_border_is_refused() -> None:
    with pytest.raises(BorderError):
        closed_border(points("1-1 2-2 2-1 1-2"))


def test_f2_own_dots_swallowed_leave_play_unpunished() -> None:
    game = game_of("""
        3 . X X .
        2 X O X X
        1 . . X .
    """)
    made = game.play(2, 1, borders=[points("2-1 1-2 2-3 3-3 4-2 3-1")])
    assert (game.score(Color.BLUE), game.score(Color.RED)) == (1, 0)
    assert [area.inside for area in made.areas] == [{(2, 2), (3, 2)}]
    assert same(game.board, """
        . X X .
        X o x X
        . X X .
    """)


F3 = """
3 . X . X .
2 X O . O X
1 . X . X .
"""


def test_f3_a_dot_closing_two_areas_makes_both_by_default() -> None:
    game = game_of(F3)
    made = game.play(3, 2)
    assert game.score(Color.BLUE) == 2 and len(made.areas) == 2


def test_f3_a_list_of_one_chain_leaves_the_other_area_made_as_usual() -> None:
    game = game_of(F3)
    made = game.play(3, 2, borders=[points("3-2 2-3 1-2 2-1")])
    assert game.score(Color.BLUE) == 2
    assert sorted(sorted(area.inside) for area in made.areas) == [[(2, 2)], [(4, 2)]]


def test_a_border_without_free_contour_is_refused() -> None:
    game = Game(width=5, height=5, start="empty")
    with pytest.raises(NotInVariantError):
        game.play(1, 1, borders=[points("1-1 1-2 2-2 2-1")])


def test_kr_for_move_not_with_minimal_area_the_chain_holds_exactly_two_points() -> None:
    """KR unittest ``forMoveNotWithMinimalArea`` (szkrab 9506 move 35):
    ``B[tq.tqurtsttsssrrqsptq]`` is one realm whose inside is exactly {sq, tr}."""
    letters = "abcdefghijklmnopqrstuvwxyz"
    chain = "tqurtsttsssrrqsptq"
    height = 32
    border = [
        (letters.index(chain[i]) + 1, height - letters.index(chain[i + 1]))
        for i in range(0, len(chain), 2)
    ]
    inside = inside_border(closed_border(border))
    expected = {(letters.index("s") + 1, height - letters.index("q")),
                (letters.index("t") + 1, height - letters.index("r"))}
    assert set(inside) == expected


def test_a_free_contour_game_writes_its_chains_and_reads_them_back() -> None:
    game = game_of(T2)
    game.play(2, 1, borders=[points("2-1 1-2 2-3 3-4 4-3 3-2")])
    game.play(1, 1)
    text = sgf.dumps(game)
    assert "MustSurr=1,MinArea=0" in text and ";B[bd.bdacbbcadbccbd]" in text  # T2's SGF
    again = sgf.loads(text).game
    assert again.moves == game.moves and again.score(Color.BLUE) == 1
    assert not again.board.in_play(3, 3)
    assert sgf.dumps(again) == text
