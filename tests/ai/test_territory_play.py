"""The computer in Territory (docs/rules.md §8.1, docs/computer.md): the kernel has no
Territory, so the pure search plays it; every realm it may draw is announced with its dot;
it never grounds."""

from __future__ import annotations

from random import Random

import pytest

from core import Color, Game
from core.ai import Intent, choose_move, kernel, random_move
from core.ai.announce import announced
from core.ai.tactics import winning_grounding
from core.territory import EncloseAll, EnclosePool, TerritoryMove
from tests.core.test_territory import T1, territory


def test_the_pure_search_plays_territory_and_the_kernel_is_not_asked(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def no_kernel(*args: object, **kwargs: object) -> None:
        raise AssertionError("the kernel has no Territory")

    monkeypatch.setattr(kernel, "run_search", no_kernel)
    monkeypatch.setattr(kernel, "position_of", no_kernel)
    game = Game(width=7, height=7, territory=True)
    for level in ("medium", "hard"):
        decision = choose_move(game, level, max_playouts=30, seed=1)
        assert decision.intent is Intent.PLAY and decision.point is not None
        assert game.board.is_playable(*decision.point)


def test_the_sport_rules_still_search_in_the_kernel(monkeypatch: pytest.MonkeyPatch) -> None:
    if kernel.load() is None:
        pytest.skip("the kernel is not built")
    asked: list[int] = []
    real = kernel.run_search

    def counted(*args: object, **kwargs: object) -> object:
        asked.append(1)
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(kernel, "run_search", counted)
    choose_move(Game(width=7, height=7), "medium", max_playouts=30, seed=1)
    assert asked


def test_the_computer_announces_the_realm_its_dot_completes() -> None:
    game = territory(T1)
    move = announced(game, (2, 1))
    assert move == TerritoryMove((2, 1), (EncloseAll(),))
    game.play_territory(move)
    assert game.score(Color.BLUE) == 1


def test_the_computer_encloses_an_enemy_dot_that_came_into_its_pool() -> None:
    game = territory("""
        . X X . .
        X . . X .
        . X X . .
    """)
    game.play(5, 1)
    game.play(2, 2)  # Red into Blue's pool: it stays in play (docs/rules.md §8.1.1)
    move = announced(game, (5, 3))
    assert move == TerritoryMove((5, 3), (EnclosePool((2, 2)),))
    game.play_territory(move)
    assert game.score(Color.BLUE) == 1


def test_no_grounding_is_read_in_territory() -> None:
    game = territory(T1)
    game.play_territory(TerritoryMove((2, 1), (EncloseAll(),)))
    sport = Game(width=3, height=3, start="custom", setup=territory(T1).setup)
    sport.play(2, 1)  # the same realm, taken automatically: grounding now wins for Blue
    assert winning_grounding(sport, Color.BLUE)
    assert game.score(Color.BLUE) == 1 and not winning_grounding(game, Color.BLUE)


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_whole_territory_games_with_legal_moves_only(level: str) -> None:
    game = Game(width=6, height=6, start="empty", territory=True)
    rng = Random(5)
    while not game.is_over:
        if game.closing_due:
            game.play_territory(TerritoryMove(None))
        elif game.to_move is Color.BLUE:
            decision = choose_move(game, level, max_playouts=24, seed=game.ply)
            assert decision.intent in (Intent.PLAY, Intent.OFFER_DRAW, Intent.RESIGN)
            if decision.intent is Intent.RESIGN:
                game.resign(Color.BLUE)
                break
            assert decision.point is not None
            game.play_territory(announced(game, decision.point))
        else:
            game.play_territory(announced(game, random_move(game, rng)))
    assert game.outcome is not None
