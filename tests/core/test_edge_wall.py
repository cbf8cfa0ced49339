"""docs/rules.md §8.5.2, the edge as a wall (KvanTTT ``Rules.captureByBorder``): the points
around the field are links of every chain; of the parts a move splits off along the wall
the largest stays open. E1–E3 and KvanTTT's FieldWithBorderTests, written as our own
diagrams (X is KvanTTT's first player, O the second)."""

from __future__ import annotations

from random import Random

import pytest

from core import Color, Game, NotInVariantError, Rules, variant_board
from core.variant_board import new_board
from core.variants import VariantClashError
from core.walls import Part, outside_part, split_regions
from tests.core.diagrams import position

CASES = {
    "e1_captureByBorder": """
        X O X
        . X .
        . . .
    """,
    "e2_checkTopLeftCorner": """
        O X .
        X . .
        . . .
    """,
    "checkTopRightCorner": """
        . X O
        . . X
        . . .
    """,
    "checkBottomRightCorner": """
        . . .
        . . X
        . X O
    """,
    "checkBottomLeftCorner": """
        . . .
        X . .
        O X .
    """,
    "e3_captureHalfLeftField": """
        . . X . .
        O . X . .
        . . X . .
        . . X . .
    """,
    "captureHalfTopField": """
        . . O . .
        . . . . .
        X X X X X
        . . . . .
        . . . . .
    """,
    "captureDiagonalField": """
        X . . .
        . X . .
        . . X .
        O . . X
    """,
}


@pytest.mark.parametrize("diagram", CASES.values(), ids=CASES.keys())
def test_a_red_dot_closed_against_the_wall_is_captured(diagram: str) -> None:
    board = position(diagram, wall=True)
    assert (board.score(Color.BLUE), board.score(Color.RED)) == (1, 0)


@pytest.mark.parametrize("diagram", CASES.values(), ids=CASES.keys())
def test_the_sport_rules_capture_nothing_there(diagram: str) -> None:
    board = position(diagram)
    assert (board.score(Color.BLUE), board.score(Color.RED)) == (0, 0)


def test_e3_the_tie_takes_the_half_nearer_the_top_left_corner() -> None:
    board = position(CASES["e3_captureHalfLeftField"], wall=True)
    assert not board.in_play(1, 1) and not board.in_play(2, 4)  # the left half is taken
    assert board.in_play(4, 1) and board.in_play(5, 4)  # the right half stays open


def test_capture_by_dots_and_the_wall_stays_after_a_red_move() -> None:
    """KvanTTT ``captureByDotsAndBorder``: 2 captured (one against the wall, one by a
    ring), still 2 after Red's 4-4."""
    board = position("""
        X O X .
        . X . .
        X O X .
        . X . .
        . . . .
    """, wall=True)
    assert board.score(Color.BLUE) == 2
    board.place(4, 4, Color.RED)
    assert (board.score(Color.BLUE), board.score(Color.RED)) == (2, 0)


def test_an_empty_part_against_the_wall_is_a_house() -> None:
    board = position("""
        . X . .
        X . . .
        . . . .
    """, wall=True)
    assert len(board.houses) == 1 and board.houses[0].inside == {(1, 3)}
    board.place(1, 3, Color.RED)  # §5.14 against the wall
    assert board.score(Color.BLUE) == 1


def test_no_grounding_with_the_wall_and_no_stop_either() -> None:
    game = Game(width=5, height=5, start="empty", edge_wall=True)
    with pytest.raises(NotInVariantError):
        game.declare_grounding(Color.BLUE)
    with pytest.raises(VariantClashError) as clash:
        Rules(edge_wall=True, stop=True)
    assert clash.value.reason == "wall-and-stop"
    with pytest.raises(VariantClashError):
        Rules(edge_wall=True, free_contour=True)


def every_part(
    cells: list[int], width: int, height: int, starts: list[int], c: int, walk_all: bool
) -> tuple[list[Part], bool]:
    """The parts a dot closes, found by walking every part whole (the reference for
    ``closed_parts``, which stops early)."""
    parts = split_regions(cells, width, starts, c)
    if len(parts) < 2:
        return [], False
    kept = outside_part(parts, width, height)
    return [part for k, part in enumerate(parts) if k != kept], kept is None


def walled_game(seed: int) -> list[tuple[list[int], list[int], int]]:
    """A random game with the wall: after each move, the cells, owners and dots taken."""
    rng = Random(seed)
    width, height = rng.randint(3, 14), rng.randint(3, 14)
    points = [(x, y) for x in range(1, width + 1) for y in range(1, height + 1)]
    rng.shuffle(points)
    board = new_board(width, height, wall=True, painted=seed % 3 == 0)
    color = Color.BLUE
    seen = []
    for x, y in points:
        if board.is_playable(x, y):
            made = board.place(x, y, color)
            seen.append((board.cells[:], board.owners[:], made.captured))
            color = color.opponent if rng.random() < 0.8 else color
    return seen


@pytest.mark.parametrize("seed", range(30))
def test_closing_parts_early_gives_what_walking_every_part_gives(
    seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    early = walled_game(seed)
    monkeypatch.setattr(variant_board, "closed_parts", every_part)
    walked = walled_game(seed)
    assert early == walked
    assert any(captured for _, _, captured in early)  # the games do close parts
