"""Tournament pairing and standings: Swiss and round-robin properties over random results
(hypothesis), Berger tables against FIDE's, and standings worked out by hand."""

from __future__ import annotations

import random
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.tournament import (
    BYE_POINTS,
    TIEBREAKS,
    Bye,
    Format,
    Game,
    NoPairing,
    Player,
    RoundPairing,
    crosstable,
    default_swiss_rounds,
    round_robin_round,
    round_robin_rounds,
    standings,
    swiss_round,
)

# ---------------------------------------------------------------- a reference


def pairable(seats: Iterable[int], allowed: set[frozenset[int]]) -> bool:
    """Brute force: can ``seats`` all be paired using only ``allowed`` pairs?"""
    left = sorted(seats)
    if not left:
        return True
    first, rest = left[0], left[1:]
    return any(
        frozenset((first, other)) in allowed and pairable(set(rest) - {other}, allowed)
        for other in rest
    )


@dataclass
class Record:
    """What a test knows of a Swiss so far, computed independently of the pairing code."""

    points: defaultdict[int, float] = field(default_factory=lambda: defaultdict(float))
    met: set[frozenset[int]] = field(default_factory=set)
    colours: dict[int, list[bool]] = field(default_factory=dict)
    byes: Counter[int] = field(default_factory=Counter)
    forfeit_wins: set[int] = field(default_factory=set)

    def absolute(self, seat: int) -> bool | None:
        """The colour (True: Blue) the player must get: two more of one colour, or the
        same colour twice in a row."""
        seen = self.colours.get(seat, [])
        diff = seen.count(True) - seen.count(False)
        if abs(diff) >= 2:
            return diff < 0
        if len(seen) >= 2 and seen[-1] == seen[-2]:
            return not seen[-1]
        return None

    def allowed(self, seats: Iterable[int], strict: bool) -> set[frozenset[int]]:
        return {
            frozenset(pair) for pair in combinations(seats, 2)
            if frozenset(pair) not in self.met
            and not (strict and self.absolute(pair[0]) is not None
                     and self.absolute(pair[0]) == self.absolute(pair[1]))
        }


def play_swiss(
    players: list[Player], rng: random.Random, forfeits: bool
) -> list[tuple[RoundPairing | None, Record]]:
    """Every round of a default-length Swiss with random results; each pairing with the
    record before it (``None`` once no pairing is possible)."""
    games: list[Game] = []
    byes: list[Bye] = []
    record = Record()
    played: list[tuple[RoundPairing | None, Record]] = []
    for number in range(1, default_swiss_rounds(len(players)) + 1):
        before = Record(defaultdict(float, record.points), set(record.met),
                        {s: list(c) for s, c in record.colours.items()},
                        Counter(record.byes), set(record.forfeit_wins))
        try:
            pairing = swiss_round(players, games, byes, number)
        except NoPairing:
            played.append((None, before))
            break
        played.append((pairing, before))
        leaving = {p.seat for p in players if p.withdrawn_after == number}
        for blue, red in pairing.games:
            forfeit = forfeits and bool({blue, red} & leaving) and rng.random() < 0.5
            score = (0.0 if blue in leaving else 1.0) if forfeit else rng.choice((1.0, 0.5, 0.0))
            games.append(Game(number, blue, red, score, forfeit))
            record.met.add(frozenset((blue, red)))
            record.points[blue] += score
            record.points[red] += 1 - score
            if forfeit:
                record.forfeit_wins.add(blue if score == 1 else red)
            else:
                record.colours.setdefault(blue, []).append(True)
                record.colours.setdefault(red, []).append(False)
        if pairing.bye is not None:
            byes.append(Bye(number, pairing.bye))
            record.byes[pairing.bye] += 1
            record.points[pairing.bye] += BYE_POINTS
    return played


@st.composite
def fields(draw: st.DrawFn) -> list[Player]:
    """3..16 players seeded by rating (ties allowed), some withdrawing after a round."""
    count = draw(st.integers(3, 16))
    ratings = sorted(draw(st.lists(st.sampled_from((1400.0, 1500.0, 1600.0, 1700.0)),
                                   min_size=count, max_size=count)), reverse=True)
    rounds = default_swiss_rounds(count)
    leaving = draw(st.dictionaries(st.integers(1, count), st.integers(1, rounds),
                                   max_size=count // 3))
    return [Player(s, ratings[s - 1], leaving.get(s)) for s in range(1, count + 1)]


def active(players: list[Player], number: int) -> set[int]:
    return {p.seat for p in players if p.withdrawn_after is None or p.withdrawn_after >= number}


# -------------------------------------------------------------------- Swiss


@settings(max_examples=200, deadline=None)
@given(fields(), st.randoms(use_true_random=False), st.booleans())
def test_swiss_pairs_everyone_once_and_never_repeats(
    players: list[Player], rng: random.Random, forfeits: bool
) -> None:
    for number, (pairing, before) in enumerate(play_swiss(players, rng, forfeits), 1):
        here = active(players, number)
        if pairing is None:  # NoPairing: no bye leaves a repeat-free pairing
            allowed = before.allowed(here, strict=False)
            choices = [here - {s} for s in here] if len(here) % 2 else [here]
            assert not any(pairable(rest, allowed) for rest in choices)
            break
        seated = [s for pair in pairing.games for s in pair]
        seated += [pairing.bye] if pairing.bye is not None else []
        assert sorted(seated) == sorted(here)
        assert (pairing.bye is not None) == (len(here) % 2 == 1)
        assert not {frozenset(pair) for pair in pairing.games} & before.met


def rank_key(before: Record, player: Player) -> tuple[float, float, int]:
    return (-before.points[player.seat], -player.rating, player.seat)


@settings(max_examples=200, deadline=None)
@given(fields(), st.randoms(use_true_random=False), st.booleans())
def test_the_bye_goes_to_the_lowest_ranked_player_without_one(
    players: list[Player], rng: random.Random, forfeits: bool
) -> None:
    for number, (pairing, before) in enumerate(play_swiss(players, rng, forfeits), 1):
        if pairing is None or pairing.bye is None:
            continue
        here = active(players, number)
        allowed = before.allowed(here, strict=False)
        ranked = sorted((p for p in players if p.seat in here),
                        key=lambda p: rank_key(before, p), reverse=True)
        fresh = [p.seat for p in ranked
                 if not before.byes[p.seat] and p.seat not in before.forfeit_wins]
        order = fresh + [p.seat for p in ranked if p.seat not in fresh]
        expected = next(s for s in order if pairable(here - {s}, allowed))
        assert pairing.bye == expected
        if fresh and pairing.bye not in fresh:  # a second bye only when none else works
            assert not any(pairable(here - {s}, allowed) for s in fresh)


@settings(max_examples=200, deadline=None)
@given(fields(), st.randoms(use_true_random=False), st.booleans())
def test_swiss_colours_break_the_absolute_rules_only_when_unavoidable(
    players: list[Player], rng: random.Random, forfeits: bool
) -> None:
    """Nobody gets two more of one colour, or one colour three times running, unless no
    repeat-free pairing (with that bye) satisfies everyone's absolute colour."""
    for number, (pairing, before) in enumerate(play_swiss(players, rng, forfeits), 1):
        if pairing is None:
            break
        broken = [
            seat for blue, red in pairing.games for seat, got in ((blue, True), (red, False))
            if before.absolute(seat) == (not got)
        ]
        if broken:
            paired = active(players, number) - {pairing.bye}
            assert not pairable(paired, before.allowed(paired, strict=True)), broken


@settings(max_examples=100, deadline=None)
@given(st.integers(3, 16), st.randoms(use_true_random=False))
def test_colours_stay_balanced_without_withdrawals(count: int, rng: random.Random) -> None:
    """Not promised in general (the test above is), but a default-length Swiss without
    withdrawals has always found such a pairing."""
    players = [Player(s) for s in range(1, count + 1)]
    final = Record()
    for pairing, _ in play_swiss(players, rng, forfeits=False):
        if pairing is None:  # a small field can run out of new opponents
            break
        for blue, red in pairing.games:
            final.colours.setdefault(blue, []).append(True)
            final.colours.setdefault(red, []).append(False)
    for seen in final.colours.values():
        assert abs(seen.count(True) - seen.count(False)) <= 2
        assert not any(seen[k] == seen[k + 1] == seen[k + 2] for k in range(len(seen) - 2))


@pytest.mark.parametrize("count", range(3, 17))
def test_swiss_round_one_is_top_half_against_bottom_half(count: int) -> None:
    pairing = swiss_round([Player(s) for s in range(1, count + 1)], [], [], 1)
    half = count // 2
    assert pairing.bye == (count if count % 2 else None)
    expected = tuple(
        (k, k + half) if k % 2 else (k + half, k) for k in range(1, half + 1)
    )
    assert pairing.games == expected


def test_withdrawn_players_are_not_paired_and_a_repeat_is_refused() -> None:
    players = [Player(1), Player(2), Player(3, withdrawn_after=1), Player(4)]
    games = [Game(1, 1, 3, 1.0), Game(1, 4, 2, 0.5)]
    pairing = swiss_round(players, games, [], 2)
    assert {s for pair in pairing.games for s in pair} | {pairing.bye} == {1, 2, 4}
    assert pairing.bye == 4  # the lowest ranked: ½ point, seat 4 below seat 2
    games += [Game(2, 1, 2, 1.0)]
    with pytest.raises(NoPairing):  # 1-2 and 2-4 were played, 1-4 leaves 2 out twice
        swiss_round([*players[:3], Player(4, withdrawn_after=2)],
                    [*games, Game(3, 2, 1, 1.0)], [Bye(2, 4)], 4)


def test_later_rounds_are_ignored_when_pairing_a_round() -> None:
    players = [Player(s) for s in range(1, 5)]
    later = [Game(2, 1, 3, 1.0), Game(2, 4, 2, 1.0)]
    assert swiss_round(players, later, [Bye(3, 1)], 1) == swiss_round(players, [], [], 1)


@pytest.mark.parametrize(("players", "rounds"), [(1, 1), (2, 2), (3, 3), (4, 3), (5, 4),
                                                 (8, 4), (9, 5), (16, 5), (17, 6), (64, 7)])
def test_default_swiss_rounds(players: int, rounds: int) -> None:
    assert default_swiss_rounds(players) == rounds


# --------------------------------------------------------------- round robin


def cycles(count: int, double: bool) -> list[list[RoundPairing]]:
    seats = list(range(1, count + 1))
    rounds = [round_robin_round(seats, n, double)
              for n in range(1, round_robin_rounds(count, double) + 1)]
    per = round_robin_rounds(count, False)
    return [rounds[k:k + per] for k in range(0, len(rounds), per)]


@settings(max_examples=60, deadline=None)
@given(st.integers(2, 16), st.booleans())
def test_round_robin_every_pair_meets_once_per_cycle(count: int, double: bool) -> None:
    everyone = {frozenset(pair) for pair in combinations(range(1, count + 1), 2)}
    played = cycles(count, double)
    assert len(played) == (2 if double else 1)
    for cycle in played:
        pairs = [frozenset(pair) for pairing in cycle for pair in pairing.games]
        assert len(pairs) == len(everyone) and set(pairs) == everyone
        for pairing in cycle:
            here = [s for g in pairing.games for s in g]
            here += [pairing.bye] if pairing.bye is not None else []
            assert sorted(here) == list(range(1, count + 1))
        assert Counter(p.bye for p in cycle if p.bye is not None) == (
            Counter(range(1, count + 1)) if count % 2 else Counter())
        colours = Counter(s for pairing in cycle for s, _ in pairing.games)
        for seat in range(1, count + 1):
            games = sum(seat in g for pairing in cycle for g in pairing.games)
            assert abs(colours[seat] - (games - colours[seat])) <= 1
    if double:
        first = {g for p in played[0] for g in p.games}
        assert {(red, blue) for p in played[1] for blue, red in p.games} == first


def test_berger_tables_match_fides() -> None:
    """FIDE's Berger table for 6 players, and 5 players with the dummy as the sixth."""
    six = [round_robin_round([1, 2, 3, 4, 5, 6], n, False).games for n in range(1, 6)]
    assert six == [
        ((1, 6), (2, 5), (3, 4)),
        ((6, 4), (5, 3), (1, 2)),
        ((2, 6), (3, 1), (4, 5)),
        ((6, 5), (1, 4), (2, 3)),
        ((3, 6), (4, 2), (5, 1)),
    ]
    five = [round_robin_round([11, 12, 13, 14, 15], n, False) for n in range(1, 6)]
    assert [p.bye for p in five] == [11, 14, 12, 15, 13]
    assert five[1].games == ((15, 13), (11, 12))
    assert round_robin_round([1, 2, 3, 4], 4, True).games == ((4, 1), (3, 2))


def test_round_robin_rounds_and_refusals() -> None:
    assert [round_robin_rounds(n, False) for n in (1, 2, 3, 4, 5, 12)] == [0, 1, 3, 3, 5, 11]
    assert round_robin_rounds(5, True) == 10
    for number in (0, 4):
        with pytest.raises(ValueError, match="no round"):
            round_robin_round([1, 2, 3, 4], number, False)


# ----------------------------------------------------------------- standings


def test_swiss_standings_worked_by_hand() -> None:
    """Five players, two rounds; a bye is 1 point and adds the player's own points to
    Buchholz.

    Round 1: 1 beats 4, 5–2 drawn, 3 has the bye. Round 2: 3 beats 1, 4 beats 2, 5 bye.
    Points: 3: 2, 5: 1½, 1: 1, 4: 1, 2: ½.
    Buchholz: 1: 4's 1 + 3's 2 = 3; 4: 1's 1 + 2's ½ = 1½; 3: own 2 + 1's 1 = 3;
    5: 2's ½ + own 1½ = 2; 2: 5's 1½ + 4's 1 = 2½.
    SB: 3 beat 1 (1); 5 drew 2 (¼); 1 beat 4 (1); 4 beat 2 (½); 2 drew 5 (¾).
    """
    games = [Game(1, 1, 4, 1.0), Game(1, 5, 2, 0.5), Game(2, 3, 1, 1.0), Game(2, 2, 4, 0.0)]
    byes = [Bye(1, 3), Bye(2, 5)]
    table = standings(Format.SWISS, [Player(s) for s in range(1, 6)], games, byes)
    assert TIEBREAKS[Format.SWISS] == ("buchholz", "sonneborn-berger")
    assert [(s.seat, s.rank, s.points, s.tiebreaks) for s in table] == [
        (3, 1, 2.0, (3.0, 1.0)),
        (5, 2, 1.5, (2.0, 0.25)),
        (1, 3, 1.0, (3.0, 1.0)),
        (4, 4, 1.0, (1.5, 0.5)),
        (2, 5, 0.5, (2.5, 0.75)),
    ]
    three = table[0]
    assert (three.played, three.wins, three.draws, three.losses) == (1, 1, 0, 0)


def test_ties_share_a_rank_in_seat_order() -> None:
    players = [Player(s) for s in (1, 2, 3)]
    games = [Game(1, 3, 2, 0.5), Game(2, 1, 3, 0.5), Game(3, 2, 1, 0.5)]
    table = standings(Format.ROUND_ROBIN, players, games, [])
    assert [(s.seat, s.rank, s.points, s.tiebreaks) for s in table] == [
        (1, 1, 1.0, (1.0, 1.0)), (2, 1, 1.0, (1.0, 1.0)), (3, 1, 1.0, (1.0, 1.0)),
    ]
    swiss = standings(Format.SWISS, [*players, Player(4)], [Game(1, 1, 2, 1.0),
                                                           Game(1, 3, 4, 1.0)], [])
    assert [(s.seat, s.rank) for s in swiss] == [(1, 1), (3, 1), (2, 3), (4, 3)]


def test_head_to_head_decides_a_round_robin_tie() -> None:
    """3 and 4 both have 1½ and SB 1¾ (3: ½·2½ + 1·½; 4: ½·½ + 1·1½); 4 beat 3."""
    results = {(1, 2): 1.0, (1, 3): 0.5, (1, 4): 1.0, (2, 3): 0.0, (2, 4): 0.5, (3, 4): 0.0}
    games = [Game(1, blue, red, score) for (blue, red), score in results.items()]
    table = standings(Format.ROUND_ROBIN, [Player(s) for s in range(1, 5)], games, [])
    assert [(s.seat, s.rank, s.points, s.tiebreaks) for s in table] == [
        (1, 1, 2.5, (2.75, 0.0)),
        (4, 2, 1.5, (1.75, 1.0)),
        (3, 3, 1.5, (1.75, 0.0)),
        (2, 4, 0.5, (0.75, 0.0)),
    ]


def test_unfinished_and_forfeited_games_and_the_crosstable() -> None:
    players = [Player(1), Player(2), Player(3, withdrawn_after=1)]
    games = [Game(1, 1, 2, 0.5), Game(2, 3, 1, 0.0, forfeit=True), Game(2, 2, 3, None),
             Game(3, 2, 1, 1.0)]
    table = {s.seat: s for s in standings(Format.ROUND_ROBIN, players, games, [Bye(1, 3)])}
    assert table[1].points == 1.5 and table[1].played == 2
    assert (table[1].wins, table[1].draws, table[1].losses) == (1, 1, 1)
    assert table[3].points == BYE_POINTS and (table[3].played, table[3].losses) == (0, 1)
    assert crosstable(players, games, []) == {
        (1, 2): [0.5, 0.0], (2, 1): [0.5, 1.0], (1, 3): [1.0], (3, 1): [0.0],
    }
