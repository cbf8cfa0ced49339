"""Score (§6): points for enemy dots, transfers on recapture (§6.4), nested areas."""

from __future__ import annotations

from core import Board, Color


def diamond(cx: int, cy: int, r: int) -> list[tuple[int, int]]:
    """The points at Manhattan distance ``r`` from the centre: a closed diagonal chain."""
    pts = []
    for dx in range(-r, r + 1):
        dy = r - abs(dx)
        pts.append((cx + dx, cy + dy))
        if dy:
            pts.append((cx + dx, cy - dy))
    return pts


def onion(score_transfer: bool) -> Board:
    board = Board(11, 11, score_transfer=score_transfer)
    board.place(6, 6, Color.RED)
    for x, y in diamond(6, 6, 1):
        board.place(x, y, Color.BLUE)
    assert board.score(Color.BLUE) == 1
    for x, y in diamond(6, 6, 2):
        board.place(x, y, Color.RED)
    return board


def test_6_4_a_recaptured_area_changes_hands() -> None:
    board = onion(score_transfer=True)
    assert board.score(Color.RED) == 4  # blue's chain of four dots
    assert board.score(Color.BLUE) == 0  # the red dot inside left blue's score
    assert board.owner_at(6, 6) is Color.RED
    assert len(board.areas) == 2


def test_6_4_three_levels_of_onion() -> None:
    board = onion(score_transfer=True)
    for x, y in diamond(6, 6, 3):
        board.place(x, y, Color.BLUE)
    # Blue's outer area covers red's chain (8) and the first red dot (1); blue's own
    # inner chain is not a point for anyone.
    assert board.score(Color.BLUE) == 9
    assert board.score(Color.RED) == 0
    assert [a.owner for a in board.areas] == [Color.BLUE, Color.RED, Color.BLUE]
    assert board.owner_at(6, 6) is Color.BLUE


def test_variant_without_transfer_keeps_captured_points() -> None:
    board = onion(score_transfer=False)
    assert board.score(Color.BLUE) == 1
    assert board.score(Color.RED) == 4
    for x, y in diamond(6, 6, 3):
        board.place(x, y, Color.BLUE)
    assert board.score(Color.BLUE) == 1 + 8
    assert board.score(Color.RED) == 4


def test_score_counts_each_enemy_dot_in_play_once() -> None:
    board = Board(8, 5)
    for x in (3, 4, 5):
        board.place(x, 3, Color.RED)
    ring = [(2, 3), (3, 4), (4, 4), (5, 4), (6, 3), (5, 2), (4, 2), (3, 2)]
    for x, y in ring:
        board.place(x, y, Color.BLUE)
    assert board.score(Color.BLUE) == 3
    assert len(board.areas) == 1
