"""The compiled kernel agrees with the rules core move by move, and the player works
with and without it.

``KERNEL_GAMES=1200 python -m pytest tests/ai/test_kernel.py`` replays more games, and
``KERNEL_SPORT_GAMES=1000`` more of them on the sport field, 39×32 (the defaults keep the
suite fast).
"""

from __future__ import annotations

import logging
import os
from itertools import product
from random import Random

import pytest

from core import Color, Game
from core.ai import choose_move, greedy_move, kernel
from core.ai.fast import View
from tests.ai.helpers import search_from

needs_kernel = pytest.mark.skipif(kernel.load() is None, reason="the kernel is not built")

GAMES = int(os.environ.get("KERNEL_GAMES", "40"))
SPORT_GAMES = int(os.environ.get("KERNEL_SPORT_GAMES", "4"))
SPORT = 1_000_000
"""Seeds from here on are games on the sport field, 39×32."""
SIZES = [(8, 8), (11, 11), (15, 12), (20, 20), (12, 9)]
VARIANTS: list[dict[str, object]] = [
    {}, {"extra_move": True}, {"score_transfer": False}, {"instant_win": 5},
]
STARTS = ["cross", "empty", "four-crosses"]


def same_position(game: Game, position: object, where: str) -> None:
    board = game.board
    blue, red, empty, to_move, over, _ = position.state()  # type: ignore[attr-defined]
    assert (blue, red) == (board.score(Color.BLUE), board.score(Color.RED)), where
    assert empty == board.empty_count, where
    assert list(position.cells()) == board.cells, where  # type: ignore[attr-defined]
    assert list(position.owners()) == board.owners, where  # type: ignore[attr-defined]
    assert to_move == int(game.to_move) and bool(over) == game.is_over, where


def random_move(game: Game, rng: Random) -> tuple[int, int]:
    """A playable point, most often within two points of the last move (so areas form)."""
    free = [(x, y) for y in range(1, game.rules.height + 1)
            for x in range(1, game.rules.width + 1) if game.board.is_playable(x, y)]
    last = game.last_move
    near = [p for p in free if last and max(abs(p[0] - last.x), abs(p[1] - last.y)) <= 2]
    return rng.choice(near if near and rng.random() < 0.7 else free)


def random_game(seed: int) -> tuple[Game, Random]:
    rng = Random(seed)
    width, height = SIZES[seed % len(SIZES)] if seed % 37 and seed < SPORT else (39, 32)
    start = rng.choice(STARTS) if width >= 8 else "cross"
    return Game(width=width, height=height, start=start, **VARIANTS[seed % 4]), rng  # type: ignore[arg-type]


@needs_kernel
@pytest.mark.parametrize(
    "seed", [*range(GAMES), *range(SPORT, SPORT + SPORT_GAMES)]
)
def test_kernel_plays_like_the_rules_core(seed: int) -> None:
    """Scores, captured points, playable points, turn order and grounding after every
    move of a random game (most moves near the last one, so that areas form)."""
    game, rng = random_game(seed)
    position = kernel.position_of(game)
    stride = game.rules.width + 2
    same_position(game, position, "start")
    while not game.is_over:
        x, y = random_move(game, rng)
        game.play(x, y)
        position.play(y * stride + x)
        same_position(game, position, f"seed {seed}, move {game.ply}")
        if game.ply % 5 == 0 or game.is_over:
            for color in Color:
                assert position.grounding(int(color)) == game.board.grounding_losses(color)
            for reach in (0, 2):  # 0: the dots in play themselves
                assert position.near(reach) == near_dots(game, reach), f"seed {seed}, {reach}"
        # where a local playout move is drawn: around the last dot and its neighbours
        for dx, dy in product((-1, 0, 1), (-1, 0, 1)):
            if 1 <= x + dx <= game.rules.width and 1 <= y + dy <= game.rules.height:
                p = (y + dy) * stride + x + dx
                for color in (1, 2):
                    assert position.open_around(p, color) == open_around(game, p, color), (
                        f"seed {seed}, move {game.ply}, point {p}")


def near_dots(game: Game, reach: int) -> list[int]:
    """The points within reach king steps of the dots in play, as the kernel's playouts
    draw them."""
    board, stride = game.board, game.rules.width + 2
    dots = [divmod(i, stride) for i, cell in enumerate(board.cells) if cell in (1, 2)]
    steps = range(-reach, reach + 1)
    near = {(x + dx, y + dy) for y, x in dots for dx, dy in product(steps, steps)}
    return sorted(y * stride + x for x, y in near
                  if 1 <= x <= board.width and 1 <= y <= board.height)


def open_around(game: Game, index: int, color: int) -> list[int]:
    """The free neighbours of a point outside the other colour's houses, north first and
    clockwise, as a local playout move draws them."""
    board, stride = game.board, game.rules.width + 2
    y, x = divmod(index, stride)
    around = [(x, y + 1), (x + 1, y + 1), (x + 1, y), (x + 1, y - 1),
              (x, y - 1), (x - 1, y - 1), (x - 1, y), (x - 1, y + 1)]
    return [y * stride + x for x, y in around if board.is_playable(x, y)
            and not board.house_ids[3 - color][y * stride + x]]


def ring(x0: int, y0: int, x1: int, y1: int) -> list[tuple[int, int]]:
    """The frame of a box, corner to corner around it."""
    top = [(x, y0) for x in range(x0, x1 + 1)]
    right = [(x1, y) for y in range(y0 + 1, y1 + 1)]
    bottom = [(x, y1) for x in range(x1 - 1, x0 - 1, -1)]
    left = [(x0, y) for y in range(y1 - 1, y0, -1)]
    return top + right + bottom + left


@needs_kernel
@pytest.mark.parametrize("blue_inside", [[(5, 5)], [(4, 4), (6, 6)], []])
def test_an_area_takes_what_it_encloses(blue_inside: list[tuple[int, int]]) -> None:
    """Blue rings a red dot, with or without its own dots inside the ring: the area is the
    ring's whole inside, Blue's inner dots included (holes in the region the fill finds)."""
    game = Game(width=12, height=12, start="empty")
    position = kernel.position_of(game)
    stride = 14
    blue = blue_inside + ring(2, 2, 8, 8)
    red = ([(3, 3)] + [(x, y) for x in (10, 11, 12) for y in range(1, 13)])[:len(blue)]
    moves = [move for pair in zip(blue, red, strict=True) for move in pair][:-1]
    for x, y in moves:  # the last one is Blue's, closing the ring
        game.play(x, y)
        position.play(y * stride + x)
        same_position(game, position, f"move {game.ply}")
    assert game.board.score(Color.BLUE) == 1
    inside = [(x, y) for x in range(3, 8) for y in range(3, 8)]
    assert all(not game.board.is_playable(x, y) for x, y in inside)


@needs_kernel
def test_a_replayed_game_is_the_same_position() -> None:
    game, rng = random_game(3)
    for _ in range(60):
        free = [p for p in ((x, y) for x in range(1, 12) for y in range(1, 12))
                if game.board.is_playable(*p)]
        game.play(*rng.choice(free))
    same_position(game, kernel.position_of(game), "replay")


@needs_kernel
@pytest.mark.parametrize("policy", kernel.PLAYOUT_POLICIES)
def test_kernel_playouts_make_legal_moves_only(policy: str) -> None:
    game = Game(width=11, height=11)
    position = kernel.position_of(game)
    for seed in range(20):
        trial = position.copy()
        moves = trial.playout(seed, 10_000, 48, kernel.PLAYOUT_POLICIES.index(policy))
        replay = game.copy()
        for move in moves:
            replay.play(*View(replay.board).xy(move))
        # a playout ends on a full field, or when only points inside houses are left
        assert replay.is_over or all(
            replay.board.house_ids[3 - int(replay.to_move)][i]
            for i in View(replay.board).points if replay.board.cells[i] == 0)
        same_position(replay, trial, f"playout {seed}")


@needs_kernel
@pytest.mark.parametrize(("reach", "recent"), [(1, 0), (2, 0), (3, 0), (2, 2), (3, 3)])
def test_playouts_with_a_reach_stay_near_the_dots(reach: int, recent: int) -> None:
    """With ``recent``, the reach counts from the last moves' points only: the cross in
    the middle of the field and the first of the moves are left out."""
    game = Game(width=39, height=32)
    for point in ((30, 25), (31, 25), (31, 26), (8, 7)):
        game.play(*point)
    start = [(m.x, m.y) for m in game.moves] + [(x, y) for x, y, _ in game.setup]
    if recent:
        start = [(m.x, m.y) for m in game.moves[-recent:]]
    region = {(x + dx, y + dy) for x, y in start
              for dx in range(-reach, reach + 1) for dy in range(-reach, reach + 1)}
    position = kernel.position_of(game)
    source = [View(game.board).index(*p) for p in start] if recent else None
    for policy in ("light", "local", "shaped"):
        for seed in range(10):
            trial = position.copy()
            moves = trial.playout(seed, 10_000, 48, kernel.PLAYOUT_POLICIES.index(policy),
                                  reach, source)
            replay = game.copy()
            previous = game.last_move
            for move in moves:
                x, y = View(replay.board).xy(move)
                # local moves may step next to the last dot; every drawn move is in reach
                beside = policy != "light" and previous is not None and max(
                    abs(x - previous.x), abs(y - previous.y)) == 1
                assert (x, y) in region or beside, (policy, seed, x, y)
                replay.play(x, y)
                previous = replay.last_move
            same_position(replay, trial, f"{policy} playout {seed}")
            # it stops only when every free point within reach is taken or in a house
            left = [p for p in region if 1 <= p[0] <= 39 and 1 <= p[1] <= 32
                    and replay.board.is_playable(*p)]
            mover = int(replay.to_move)
            assert all(replay.board.house_ids[3 - mover][View(replay.board).index(*p)]
                       for p in left), (policy, seed)
            assert replay.board.empty_count > 600  # the far field stays empty


@needs_kernel
def test_the_kernel_refuses_a_playout_policy_it_does_not_have() -> None:
    position = kernel.position_of(Game(width=11, height=11))
    with pytest.raises(ValueError, match="playout policy"):
        position.playout(1, 10, 48, len(kernel.PLAYOUT_POLICIES))


@needs_kernel
def test_captures_estimated_like_the_python_search() -> None:
    from core.ai.fast import capture_gain

    game, rng = random_game(11)
    position = kernel.position_of(game)
    stride = game.rules.width + 2
    for _ in range(200):
        if game.is_over:
            break
        free = [i for i in View(game.board).points if game.board.cells[i] == 0]
        for i in free:
            for color in (1, 2):
                assert position.capture_gain(i, color, 48) == capture_gain(game.board, i,
                                                                           color, 48)
        i = rng.choice(free)
        game.play(i % stride, i // stride)
        position.play(i)


def test_without_the_kernel_the_player_still_plays_and_says_so_once(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(kernel, "_loaded", [])
    real_import = __import__

    def no_kernel(name: str, *args: object, **kwargs: object) -> object:
        if name == "core.ai" and args and args[2] and "_kernel" in args[2]:  # type: ignore[operator]
            raise ImportError("not built")
        return real_import(name, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr("builtins.__import__", no_kernel)
    game = Game(width=9, height=9)
    with caplog.at_level(logging.WARNING, logger="core.ai.kernel"):
        first = choose_move(game, "hard", max_playouts=40)
        second = choose_move(game, "hard", max_playouts=40)
    assert first.point is not None and game.board.is_playable(*first.point)
    assert first == second
    warnings = [r for r in caplog.records if "plays weaker" in r.getMessage()]
    assert len(warnings) == 1
    monkeypatch.undo()
    kernel._loaded.clear()


@needs_kernel
def test_compiled_and_pure_python_searches_both_answer() -> None:
    game = Game(width=11, height=11)
    fast = choose_move(game, "hard", max_playouts=2000, seed=1)
    slow = choose_move(game, "hard", max_playouts=200, seed=1, compiled=False)
    for decision in (fast, slow):
        assert decision.point is not None and game.board.is_playable(*decision.point)
    assert fast.playouts == 2000 and slow.playouts == 200


@needs_kernel
def test_the_tree_follows_the_moves_played() -> None:
    game = Game(width=9, height=9)
    _, search = search_from(game)
    search.run(3000, None, lambda: 0.0)
    best = max(search.result(), key=lambda row: row[1])
    move, visits = best[0], best[1]
    game.play(*View(game.board).xy(move))
    after = kernel.position_of(game)
    assert search.advance(after, [move])
    rows = search.result()
    assert {row[0] for row in rows} == set(after.candidates())
    # the subtree's own visits, less the one that first reached the node
    assert sum(row[1] for row in rows) >= visits - 1 > 0
    search.run(500, None, lambda: 0.0)
    assert sum(row[1] for row in search.result()) >= visits + 498
    assert not search.advance(after, [0])


@needs_kernel
def test_a_search_takes_the_recent_moves_on_the_field_only() -> None:
    game = Game(width=39, height=32)
    rng = Random(3)
    while game.ply < 30:
        game.play(*greedy_move(game, rng))
    _, search = search_from(game)
    stride = 39 + 2
    recent = [m.y * stride + m.x for m in game.moves[-20:]]
    search.recent(recent)  # taken points are welcome
    with pytest.raises(ValueError, match="off the field"):
        search.recent([*recent, 0])
    decision = choose_move(game, "hard", max_playouts=2000, seed=1)
    assert decision.point is not None and game.board.is_playable(*decision.point)
    assert decision.playouts == 2000


@needs_kernel
def test_only_timed_searches_keep_their_tree() -> None:
    kernel._trees.clear()
    game = Game(width=9, height=9)
    choose_move(game, "hard", max_playouts=100)
    assert not kernel._trees
    ticks = iter(range(10**6))
    choose_move(game, "hard", 0.5, clock=lambda: next(ticks) * 0.001)
    assert len(kernel._trees) == 1
    kernel._trees.clear()


@needs_kernel
def test_a_timed_search_reads_its_clock_about_every_fifth_of_a_millisecond() -> None:
    """A CPU-time clock is a system call: the kernel reads it every 1 to 64 playouts, as
    many as take about 0.2 ms by the rate so far, and never runs past the deadline."""
    readings = [0]

    def clock() -> float:  # 0.1 ms passes between two readings, whatever ran between
        readings[0] += 1
        return readings[0] * 1e-4

    decision = choose_move(Game(width=9, height=9), "hard", 0.05, clock=clock)
    kernel._trees.clear()
    assert decision.point is not None
    # the deadline, 0.0485 s on this clock, comes after 485 readings (the search may stop
    # sooner once the best move is decided); between readings the playouts grew towards
    # 64 as the rate showed them to be fast
    assert readings[0] <= 490
    assert decision.playouts > 16 * readings[0]


@needs_kernel
def test_a_full_tree_stops_growing_and_its_leaves_keep_playing() -> None:
    """A long think on a big field cannot take all the memory: at ``max_nodes`` the tree
    stops growing, and the playouts go on from its leaves."""
    game = Game(width=9, height=9)
    position = kernel.position_of(game)
    points = position.candidates()
    priors = position.priors(points, False)
    args = (position, points, priors, 7, 10_000, 48, 24, 0.05, 1.0, 0.02, 0.1, 4.0)
    grown = kernel.load().Search(*args)  # type: ignore[union-attr]
    capped = kernel.load().Search(*args, max_nodes=1_000)  # type: ignore[union-attr]
    assert grown.run(3000, None, lambda: 0.0) == 3000
    assert capped.run(3000, None, lambda: 0.0) == 3000
    assert grown.nodes() > 10_000
    assert 900 < capped.nodes() <= 1_000
    # every playout still counts at the root, and the search still prefers a move
    rows = capped.result()
    assert sum(row[2] for row in rows) == 3000
    assert max(row[2] for row in rows) > 3000 // len(rows)


@needs_kernel
@pytest.mark.parametrize(("record", "ply"), [
    ("zagram352562.sgf", 150), ("zagram352562.sgf", 226), ("zagram352562.sgf", 227),
    ("playdots1213317.sgf", 120), ("playdots1592550.sgf", 160),
])
def test_the_kernel_reads_big_enclosures_like_the_rules_core(record: str, ply: int) -> None:
    """``Position.big_threats`` against the big suite's exact reading in the rules core
    (``make_tactics_big.forced``), for both colours over every free point."""
    from pathlib import Path

    from core.ai.fast import playable
    from tests.ai.make_tactics_big import BIG, forced, replay

    game, moves = replay(str(Path(__file__).parent.parent / "fixtures" / record))
    for point in moves[:ply]:
        game.play(*point)
    view = View(game.board)
    position = kernel.position_of(game)
    free = playable(game.board)
    for color in (1, 2):
        found = position.big_threats(free, color, BIG)
        assert {p: v for p, v in zip(free, found, strict=True) if v} == forced(
            game.board, view, color), (record, ply, color)
