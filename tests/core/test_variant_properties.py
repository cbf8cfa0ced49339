"""Properties of the variants of docs/rules.md §8.2–§8.5 under random play (hypothesis):
the score is a recount from the areas, a record round-trips through SGF, and the record
replayed is the game; under free contour, listing the minimal chain changes nothing."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from core import BorderError, Color, DotsError, Game, sgf
from core.contours import closed_border
from tests.core.test_invariants import recount

PLAYED = [
    {"painted_houses": True},
    {"suicide": False},
    {"edge_wall": True},
    {"stop": True},
    {"free_contour": True},
    {"painted_houses": True, "suicide": False, "edge_wall": True},
    {"stop": True, "suicide": False, "extra_move": True},
    {"free_contour": True, "painted_houses": True, "score_transfer": False},
]
sizes = st.tuples(st.integers(3, 9), st.integers(3, 9))
moves = st.lists(st.tuples(st.integers(1, 9), st.integers(1, 9)), min_size=20, max_size=120)


def play_at_random(game: Game, points: list[tuple[int, int]], stop_at: int) -> None:
    """Play ``points`` (refusals skipped), STOP once after ``stop_at`` moves where it is
    played, and list the minimal chain where free contour lets a move list one."""
    width, height = game.rules.width, game.rules.height
    for px, py in points:
        x, y = (px - 1) % width + 1, (py - 1) % height + 1  # mostly on the field
        if game.is_over:
            return
        if game.rules.stop and game.stopped is None and game.ply == stop_at:
            game.stop(game.to_move)
            continue
        borders = minimal_border(game, x, y) if game.rules.free_contour else []
        try:
            game.play(x, y, borders=borders)
        except DotsError:
            continue


def minimal_border(game: Game, x: int, y: int) -> list[list[tuple[int, int]]]:
    """The chain of the one area a dot at ``x``-``y`` would make, when it is a border
    through the dot; else none."""
    trial = game.copy()
    try:
        made = trial.play(x, y)
    except DotsError:
        return []
    own = [area for area in made.areas if area.owner is game.to_move]
    if len(own) != 1 or (x, y) not in own[0].chain:
        return []
    try:
        return [list(closed_border(own[0].chain))]
    except BorderError:
        return []


@settings(max_examples=120, deadline=None)
@given(st.sampled_from(PLAYED), sizes, moves, st.integers(0, 40))
def test_the_score_is_a_recount_and_the_record_round_trips_and_replays(
    variants: dict[str, bool], size: tuple[int, int], points: list[tuple[int, int]],
    stop_at: int,
) -> None:
    width, height = size
    game = Game(width=width, height=height, start="empty", **variants)
    play_at_random(game, points, stop_at)
    board = game.board
    if game.rules.score_transfer:
        assert recount(board) == {c: board.score(c) for c in Color}
    if game.rules.stop and game.stopped is not None and not game.is_over:
        game.end_after_stop(game.stopped.opponent)
    record = sgf.loads(sgf.dumps(game))
    again = record.game
    assert again.rules == game.rules and again.moves == game.moves
    assert (again.stopped, again.stopped_after) == (game.stopped, game.stopped_after)
    assert again.board.cells == board.cells and again.board.owners == board.owners
    assert {c: again.score(c) for c in Color} == {c: game.score(c) for c in Color}
    if game.outcome is not None:
        assert record.result is not None and record.result.winner == game.outcome.winner


@settings(max_examples=60, deadline=None)
@given(sizes, moves)
def test_listing_the_minimal_chain_is_the_same_as_listing_none(
    size: tuple[int, int], points: list[tuple[int, int]]
) -> None:
    width, height = size
    listed = Game(width=width, height=height, start="empty", free_contour=True)
    plain = Game(width=width, height=height, start="empty")
    for x, y in points:
        if plain.is_over:
            break
        borders = minimal_border(listed, x, y)
        try:
            plain.play(x, y)
        except DotsError:
            continue
        listed.play(x, y, borders=borders)
        assert listed.board.cells == plain.board.cells
        assert listed.board.owners == plain.board.owners
        assert [listed.score(c) for c in Color] == [plain.score(c) for c in Color]
