"""Glicko-2 ratings: the paper's worked example, and the corrected volatility step."""

from __future__ import annotations

import math

import pytest

from bot.ratings import Rating, _Glicko2Player, expected_score, rate


def glickman(r: float, rd: float, vol: float, games: list[tuple[float, float, float]],
             tau: float = 0.5) -> tuple[float, float, float]:
    """Glickman's "Example of the Glicko-2 system", steps 2-8, written out plainly."""
    mu, phi = (r - 1500) / 173.7178, rd / 173.7178
    g = [1 / math.sqrt(1 + 3 * (rdj / 173.7178) ** 2 / math.pi**2) for _, rdj, _ in games]
    e = [1 / (1 + math.exp(-gj * (mu - (rj - 1500) / 173.7178)))
         for gj, (rj, _, _) in zip(g, games, strict=True)]
    v = 1 / sum(gj**2 * ej * (1 - ej) for gj, ej in zip(g, e, strict=True))
    delta = v * sum(gj * (s - ej) for gj, ej, (_, _, s) in zip(g, e, games, strict=True))
    a = math.log(vol**2)

    def f(x: float) -> float:
        ex = math.exp(x)
        return ex * (delta**2 - phi**2 - v - ex) / (2 * (phi**2 + v + ex) ** 2) - (x - a) / tau**2

    big_a = a
    if delta**2 > phi**2 + v:
        big_b = math.log(delta**2 - phi**2 - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    fa, fb = f(big_a), f(big_b)
    while abs(big_b - big_a) > 1e-6:
        c = big_a + (big_a - big_b) * fa / (fb - fa)
        fc = f(c)
        if fc * fb <= 0:
            big_a, fa = big_b, fb
        else:
            fa /= 2
        big_b, fb = c, fc
    new_vol = math.exp(big_a / 2)
    phi_star = math.sqrt(phi**2 + new_vol**2)
    new_phi = 1 / math.sqrt(1 / phi_star**2 + 1 / v)
    new_mu = mu + new_phi**2 * sum(gj * (s - ej) for gj, ej, (_, _, s) in zip(g, e, games,
                                                                              strict=True))
    return 173.7178 * new_mu + 1500, 173.7178 * new_phi, new_vol


def test_the_papers_worked_example() -> None:
    player = _Glicko2Player(rating=1500, rd=200, vol=0.06)
    player.update_player([1400, 1550, 1700], [30, 100, 300], [1, 0, 0])
    assert player.rating == pytest.approx(1464.06, abs=0.01)
    assert player.rd == pytest.approx(151.52, abs=0.01)
    assert player.vol == pytest.approx(0.05999, abs=1e-5)


@pytest.mark.parametrize("r", [1200.0, 1800.0, 2400.0])
def test_volatility_away_from_1500_follows_the_paper(r: float) -> None:
    games = [(r - 100, 80.0, 1.0), (r + 200, 120.0, 0.0)]
    player = _Glicko2Player(rating=r, rd=90, vol=0.06)
    player.update_player([g[0] for g in games], [g[1] for g in games], [g[2] for g in games])
    want = glickman(r, 90, 0.06, games)
    assert (player.rating, player.rd, player.vol) == pytest.approx(want, rel=1e-6)


def test_a_win_moves_ratings_apart_and_counts_games() -> None:
    winner, loser = rate(Rating(), Rating(), 1.0)
    assert winner.rating > 1500 > loser.rating
    assert winner.games == loser.games == 1
    assert winner.rd < 350 and winner.provisional
    drawn_a, drawn_b = rate(Rating(1600, 60), Rating(1400, 60), 0.5)
    assert drawn_a.rating < 1600 and drawn_b.rating > 1400


def test_expected_score() -> None:
    assert expected_score(Rating(), Rating()) == pytest.approx(0.5)
    assert expected_score(Rating(1800, 50), Rating(1500, 50)) > 0.8


def test_bad_score() -> None:
    with pytest.raises(ValueError):
        rate(Rating(), Rating(), 2.0)
