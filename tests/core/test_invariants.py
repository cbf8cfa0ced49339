"""Properties that hold for every game: hypothesis drives random legal play."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from core import Board, Color, DotsError, Game, sgf
from tests.core.reference import ReferenceBoard

sizes = st.tuples(st.integers(3, 12), st.integers(3, 12))


def recount(board: Board) -> dict[Color, int]:
    """The score from the position alone: enemy dots under each colour's outermost area."""
    scores = {Color.BLUE: 0, Color.RED: 0}
    for x, y, color in board.dots():
        owner = board.owner_at(x, y)
        if owner is not None and owner is not color:
            scores[owner] += 1
    return scores


def random_game(width: int, height: int, seed: int, start: str = "empty") -> Game:
    rng = random.Random(seed)
    game = Game(width=width, height=height, start=start)
    points = [(x, y) for x in range(1, width + 1) for y in range(1, height + 1)]
    rng.shuffle(points)
    for x, y in points:
        if game.is_over:
            break
        if game.board.is_playable(x, y):
            game.play(x, y)
    return game


@settings(max_examples=150, deadline=None)
@given(sizes, st.lists(st.tuples(st.integers(0, 13), st.integers(0, 13)), max_size=160))
def test_random_play_raises_only_dots_errors_and_score_is_a_recount(
    size: tuple[int, int], moves: list[tuple[int, int]]
) -> None:
    width, height = size
    game = Game(width=width, height=height, start="empty")
    out_of_play: set[tuple[int, int]] = set()
    for x, y in moves:
        try:
            game.play(x, y)
        except DotsError:
            continue
        board = game.board
        assert recount(board) == {c: board.score(c) for c in Color}
        for p in out_of_play:
            assert not board.in_play(*p)  # a point out of play stays out
        out_of_play = {
            (px, py)
            for px in range(1, width + 1)
            for py in range(1, height + 1)
            if not board.in_play(px, py)
        }


@settings(max_examples=60, deadline=None)
@given(sizes, st.integers(0, 10**6), st.booleans())
def test_engine_agrees_with_the_plain_referee(
    size: tuple[int, int], seed: int, alternate: bool
) -> None:
    width, height = size
    rng = random.Random(seed)
    board = Board(width, height)
    reference = ReferenceBoard(width, height)
    points = [(x, y) for x in range(1, width + 1) for y in range(1, height + 1)]
    rng.shuffle(points)
    color = Color.BLUE
    for x, y in points:
        if not board.is_playable(x, y):
            assert not reference.playable((x, y))
            continue
        assert reference.playable((x, y))
        if not alternate:
            color = rng.choice((Color.BLUE, Color.RED))
        made = board.place(x, y, color)
        assert len(made.areas) == reference.place((x, y), color)
        for c in Color:
            assert board.score(c) == reference.scores[c]
        for px, py in points:
            assert board.in_play(px, py) == ((px, py) not in reference.owner)
            assert board.owner_at(px, py) == reference.owner.get((px, py))
        color = color.opponent


@settings(max_examples=40, deadline=None)
@given(sizes, st.integers(0, 10**6), st.sampled_from(["empty", "cross"]))
def test_replaying_the_moves_rebuilds_the_position_and_sgf_round_trips(
    size: tuple[int, int], seed: int, start: str
) -> None:
    width, height = size
    game = random_game(width, height, seed, start)
    replay = Game.from_rules(game.rules, list(game.setup) if start == "custom" else None)
    for move in game.moves:
        replay.play(move.x, move.y, move.color)
    for x in range(1, width + 1):
        for y in range(1, height + 1):
            assert replay.board.dot_at(x, y) == game.board.dot_at(x, y)
            assert replay.board.owner_at(x, y) == game.board.owner_at(x, y)
    again = sgf.loads(sgf.dumps(game)).game
    assert again.moves == game.moves
    assert again.rules == game.rules
    assert again.outcome == game.outcome
    assert [c for c in Color if again.score(c) != game.score(c)] == []


def test_large_random_games_agree_with_the_referee() -> None:
    for seed in range(3):
        rng = random.Random(seed)
        board, reference = Board(20, 20), ReferenceBoard(20, 20)
        points = [(x, y) for x in range(1, 21) for y in range(1, 21)]
        rng.shuffle(points)
        color = Color.BLUE
        for p in points:
            if board.is_playable(*p):
                board.place(*p, color)
                reference.place(p, color)
                color = color.opponent
        assert board.score(Color.BLUE) == reference.scores[Color.BLUE]
        assert board.score(Color.RED) == reference.scores[Color.RED]
        assert all(
            board.owner_at(*p) == reference.owner.get(p) for p in points
        )


@settings(max_examples=40, deadline=None)
@given(sizes, st.integers(0, 10**6))
def test_every_chain_is_a_closed_line_of_the_owners_dots_around_its_inside(
    size: tuple[int, int], seed: int
) -> None:
    game = random_game(*size, seed)
    board = game.board
    for area in (*board.areas, *board.houses):
        chain = area.chain
        assert len(chain) >= 4
        assert not set(chain) & area.inside
        for (x1, y1), (x2, y2) in zip(chain, chain[1:] + chain[:1], strict=True):
            assert max(abs(x1 - x2), abs(y1 - y2)) == 1
        for x, y in chain:
            assert board.dot_at(x, y) is area.owner
        for x, y in area.inside:
            for t in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                assert t in area.inside or t in chain


def snapshot(board: Board) -> tuple[object, ...]:
    """What the referee tells of a position: houses, areas, score and grounding."""
    return (
        {(house.owner, house.inside) for house in board.houses},
        {(area.owner, area.inside) for area in board.areas},
        board.score(Color.BLUE), board.score(Color.RED),
        board.grounding_losses(Color.BLUE), board.grounding_losses(Color.RED),
    )


@settings(max_examples=60, deadline=None)
@given(sizes, st.integers(0, 10**6), st.floats(0.3, 0.6), st.floats(0.0, 0.15))
def test_moves_tried_on_copies_never_change_the_board_they_were_copied_from(
    size: tuple[int, int], seed: int, dense: float, sparse: float
) -> None:
    """The computer tries its moves on copies of the game's board (its records of houses
    are shared); whatever is put on a copy, the game's board tells the same. One colour
    dense and the other sparse leaves houses to split."""
    rng = random.Random(seed)
    board = Board(*size)
    points = [(x, y) for x in range(1, size[0] + 1) for y in range(1, size[1] + 1)]
    rng.shuffle(points)
    for x, y in points:
        draw = rng.random()
        color = Color.BLUE if draw < dense else Color.RED if draw < dense + sparse else None
        if color is not None and board.is_playable(x, y):
            board.place(x, y, color)
    before = snapshot(board)
    for x, y in points:
        for color in (Color.BLUE, Color.RED):
            if board.is_playable(x, y):
                board.copy().place(x, y, color)
    assert snapshot(board) == before
