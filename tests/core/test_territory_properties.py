"""Territory (docs/rules.md §8.1) on random games: the score is a recount from the realms,
SGF gives the same game back, and a replay of the moves is the same game."""

from __future__ import annotations

from random import Random

from hypothesis import given, settings
from hypothesis import strategies as st

from core import Color, Game, sgf
from core.realm_notation import parse_territory_move
from core.territory import (
    EncloseAll,
    EnclosePool,
    Enclosure,
    RealmError,
    TerritoryMove,
)
from tests.core.diagrams import picture


def random_game(seed: int, *, szkrab: bool = False, end: bool = True) -> Game:
    """A Territory game of random dots, each announcing at random: ``!``, the pool of an
    enemy dot, or nothing; ended by agreement or left open."""
    rng = Random(seed)
    size = rng.randint(4, 8)
    game = Game(width=size, height=size, start=rng.choice(["empty", "cross"]),
                territory=True, szkrab=szkrab)
    for _ in range(rng.randint(0, size * size)):
        if game.is_over:
            break
        if game.closing_due:
            game.play_territory(TerritoryMove(None))
            break
        board = game.board
        free = [(x, y) for x in range(1, size + 1) for y in range(1, size + 1)
                if board.is_playable(x, y)]
        near = [(x, y) for x, y in free if any(
            board.dot_at(x + dx, y + dy) is game.to_move
            for dx in (-1, 0, 1) for dy in (-1, 0, 1)
            if 1 <= x + dx <= size and 1 <= y + dy <= size)]
        dot = rng.choice(near if near and rng.random() < 0.7 else free)  # rings close more
        enemies = [(x, y) for x, y, c in board.dots()
                   if c is game.to_move.opponent and board.in_play(x, y)]
        options: list[tuple[Enclosure, ...]] = [(), (EncloseAll(),)]
        if enemies:
            options.append((EnclosePool(rng.choice(enemies)),))
        for enclosures in (rng.choice(options), ()):
            try:
                game.play_territory(TerritoryMove(dot, enclosures))
                break
            except RealmError:
                continue
    if end and not game.is_over and rng.random() < 0.5:
        game.agree_end()
    return game


def recount(game: Game) -> dict[Color, int]:
    """Each dot counts for the owner of the outermost realm over it, if that is the other
    colour (§6.1, §6.4), the realms being the game's, final ones included."""
    assert game.territory is not None
    realms = list(game.territory.realms)
    board = game.board
    scores = dict.fromkeys(Color, 0)
    for x, y, color in board.dots():
        over = [r for r in realms if (x, y) in r.inside]
        if over:
            owner = max(over, key=lambda realm: len(realm.inside)).owner
            if owner is not color:
                scores[owner] += 1
    return scores


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32), st.booleans())
def test_8_1_the_score_is_a_recount_from_the_realms(seed: int, szkrab: bool) -> None:
    game = random_game(seed, szkrab=szkrab, end=False)
    assert recount(game) == {color: game.score(color) for color in Color}


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32), st.booleans())
def test_8_7_a_territory_game_round_trips_through_sgf(seed: int, szkrab: bool) -> None:
    game = random_game(seed, szkrab=szkrab)
    again = sgf.loads(sgf.dumps(game)).game
    assert again.rules == game.rules or again.rules.start == "custom"
    assert again.moves == game.moves
    assert picture(again.board) == picture(game.board)
    assert again.outcome == game.outcome
    assert again.territory is not None and game.territory is not None
    assert [r.inside for r in again.territory.realms] == [r.inside for r in game.territory.realms]


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32))
def test_8_1_2_a_replay_of_the_moves_as_listed_borders_is_the_same_game(seed: int) -> None:
    game = random_game(seed, end=False)
    again = Game.from_rules(game.rules)
    for move in game.moves:
        text = f"{move.x}-{move.y}" + "".join(
            "=" + " ".join(f"{x}-{y}" for x, y in border) for border in move.realms
        )
        again.play_territory(parse_territory_move(text, game.rules.width, game.rules.height))
    assert again.moves == game.moves
    assert picture(again.board) == picture(game.board)
    assert {c: again.score(c) for c in Color} == {c: game.score(c) for c in Color}
    assert again.to_move is game.to_move


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 2**32))
def test_8_1_3_an_agreed_end_is_the_captures_plus_the_fill(seed: int) -> None:
    game = random_game(seed, end=False)
    if game.is_over:
        return
    count = game.end_count()
    outcome = game.agree_end()
    assert (outcome.blue, outcome.red) == (count.blue, count.red)
    assert count.neutral == game.board.empty_count
    gained = {c: (count.gain if c is count.gainer else 0) for c in Color}
    assert {c: game.score(c) + gained[c] for c in Color} == {
        Color.BLUE: count.blue, Color.RED: count.red}
    assert recount(game) == {color: game.score(color) for color in Color}  # final realms too
