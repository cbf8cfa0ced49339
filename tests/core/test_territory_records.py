"""Territory's public test material (docs/rules.md §8.1.5) and the count of docs/rules.md
§8.1.3, written as our own tests from the facts of the records: the 36 zagram Territory games
and the two szkrab games of tests/fixtures/territory (their README says where they come from),
and the positions the engines' unit tests name."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from core import Color, EndReason, Game, sgf
from core.geometry import OUT
from core.realms import inside_of
from core.sgf import Record
from core.territory import Count, EncloseBorder, TerritoryMove, fill_gain

BLUE, RED = Color.BLUE, Color.RED
FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "territory"
ZAGRAM = sorted(path.stem for path in FIXTURES.glob("zagram*.sgf"))
TERRITORY_RU = ("RU[Punish=0,Holes=1,AddTurn=0,MustSurr=0,MinArea=0,Pass=0,Stop=0,"
                "LastSafe=0,ScoreTerr=0,InstantWin=0]")


@cache
def record(name: str) -> Record:
    return sgf.loads((FIXTURES / f"{name}.sgf").read_text(encoding="utf-8"))


def recorded_result(name: str) -> str:
    return record(name).properties["RE"]


def written(outcome_game: Game) -> str:
    """The game's result as SGF writes it (``W+3``, ``B+R``, ``0``)."""
    return sgf.dumps(outcome_game).split("RE[", 1)[1].split("]", 1)[0]


def replayed_to_the_end(name: str) -> tuple[Game, Count]:
    """The record's moves replayed, not ended, and its agreed end counted with the
    record's final realms (TB, TW)."""
    done = record(name).game
    game = Game.from_rules(done.rules, done.setup if done.rules.start == "custom" else None)
    for move in done.moves:
        enclosures = tuple(EncloseBorder(border) for border in move.realms)
        game.play_territory(TerritoryMove(move.point, enclosures), move.color)
    assert done.territory is not None
    return game, game.end_count(done.territory.final)


def test_the_fixtures_are_the_36_zagram_territory_games_and_two_from_szkrab() -> None:
    assert len(ZAGRAM) == 36
    assert all(record(name).game.rules.territory for name in ZAGRAM)
    assert all(not record(name).game.rules.szkrab for name in ZAGRAM)
    for name in ("1295", "6492"):
        rules = record(name).game.rules
        assert rules.territory and rules.szkrab  # szkrab writes no RU: its AP names it


@pytest.mark.parametrize("name", ZAGRAM)
def test_8_1_5_every_zagram_territory_record_replays_to_its_recorded_result(name: str) -> None:
    game = record(name).game
    assert game.is_over
    assert written(game) == recorded_result(name)
    assert record(name).result == game.outcome


def test_8_1_5_thirty_finished_games_end_by_agreement_or_a_full_field() -> None:
    ends = [record(name).game.outcome for name in ZAGRAM]
    reasons = [end.reason for end in ends if end is not None]
    assert reasons.count(EndReason.AGREED_END) == 29
    assert reasons.count(EndReason.FIELD_FULL) == 1
    assert reasons.count(EndReason.RESIGNATION) == 6


@pytest.mark.parametrize(
    ("name", "territory", "neutral", "gainer", "gain", "result"),
    [
        ("zagram299721", {BLUE: 16, RED: 23}, 67, RED, 3, "W+3"),
        ("zagram201427", {BLUE: 0, RED: 391}, 249, RED, 195, "W+195"),
        ("zagram201753", {BLUE: 317, RED: 0}, 170, BLUE, 158, "B+157"),
    ],
)
def test_8_1_3_the_worked_counts(
    name: str, territory: dict[Color, int], neutral: int, gainer: Color, gain: int,
    result: str,
) -> None:
    game, count = replayed_to_the_end(name)
    assert game.to_move is BLUE
    assert dict(count.territory) == territory and count.neutral == neutral
    assert (count.gainer, count.gain) == (gainer, gain)
    assert written(record(name).game) == result == recorded_result(name)


def test_8_1_3_the_parity_case_zagram298719() -> None:
    """2:2, T_B=18, T_R=21, N=70 even, Red to move: Red fills first and gains ⌊3/2⌋ = 1."""
    game, count = replayed_to_the_end("zagram298719")
    assert game.to_move is RED and (game.score(BLUE), game.score(RED)) == (2, 2)
    assert dict(count.territory) == {BLUE: 18, RED: 21} and count.neutral == 70
    assert (count.gainer, count.gain, count.blue, count.red) == (RED, 1, 2, 3)
    assert recorded_result("zagram298719") == "W+1"


@pytest.mark.parametrize("name", ["zagram175599", "zagram203930"])
def test_8_1_3_points_left_dead_by_realms_made_during_play_are_not_territory(name: str) -> None:
    game, count = replayed_to_the_end(name)
    board = game.board
    dead = {
        point
        for realm in count.final
        for point in realm.inside
        if board.cells[board.index(*point)] == OUT and board.dot_at(*point) is None
    }
    assert dead  # the final realms hold empty points a realm took out of play before
    final_empty = sum(
        board.dot_at(*p) is None for realm in count.final for p in realm.inside
    )
    assert sum(count.territory.values()) == final_empty - len(dead)
    assert written(record(name).game) == recorded_result(name)


def test_8_1_5_a_full_field_counts_the_captures_only() -> None:
    end = record("zagram317414").game.outcome
    assert end is not None and end.reason is EndReason.FIELD_FULL
    assert (end.winner, end.red - end.blue) == (RED, 154)


def test_8_1_5_a_delayed_realm_zagram188436_move_178() -> None:
    move = record("zagram188436").game.moves[177]
    assert sgf.dumps(record("zagram188436").game).count(";W[wp.mpnqorprqqqppooonomp]") == 1
    assert move.color is RED and len(move.realms) == 1
    assert move.point not in move.realms[0]  # drawn away from the dot


def test_8_1_5_two_realms_in_one_move_zagram169870_move_310() -> None:
    game = record("zagram169870").game
    move = game.moves[309]
    assert len(move.realms) == 2
    assert ";W[jc.heifjfkflekdjcidhe.jckdlemdmcmblakbjc]" in sgf.dumps(game)
    first, second = move.realms
    assert set(first) & set(second)  # they share border points, not inside points
    assert game.territory is not None
    insides = [r.inside for r in game.territory.realms if r.border in (first, second)]
    assert len(insides) == 2 and not insides[0] & insides[1]


def test_8_1_5_zagram312084_move_200_chains_through_the_movers_dots() -> None:
    """docs/rules.md §8.1.5 and docs/rules.md §8.8 item 5 call this chain one through empty
    points, 2 off: it runs through the move's own dot and three Red dots in play, and the count
    gives RE."""
    game = record("zagram312084").game
    move = game.moves[199]
    assert move.point == (14, 16) and len(move.realms) == 2
    assert move.point in move.realms[1]
    assert written(game) == recorded_result("zagram312084") == "W+21"


@pytest.mark.parametrize(("name", "blue"), [("1295", 17), ("6492", 16)])
def test_8_1_5_szkrab_records_replay_to_their_captures(name: str, blue: int) -> None:
    end = record(name).result  # the game stops before the field is full: RE gives the end
    assert end is not None and (end.winner, end.blue, end.red) == (BLUE, blue, 0)
    assert recorded_result(name) == f"B+{blue}"


def _sgf_points(chain: str, height: int) -> list[tuple[int, int]]:
    letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
    return [(letters.index(chain[i]) + 1, height - letters.index(chain[i + 1]))
            for i in range(0, len(chain), 2)]


def test_8_1_5_kropla_for_move_not_with_minimal_area() -> None:
    """szkrab 9506 move 35: ``B[tq.tqurtsttsssrrqsptq]`` is one realm, inside exactly sq, tr."""
    border = _sgf_points("tqurtsttsssrrqsptq", 30)
    assert inside_of(border) == set(_sgf_points("sqtr", 30))


def test_8_1_5_kropla_zobrist_works_for_enclosure_moves() -> None:
    """``bc.bccbbaabbc``: the realm {bb}."""
    game = sgf.loads(f"(;GM[40]SZ[3]{TERRITORY_RU}AB[cb][ba][ab]AW[bb];B[bc.bccbbaabbc])").game
    assert game.territory is not None
    assert [set(realm.inside) for realm in game.territory.realms] == [{(2, 2)}]
    assert game.score(BLUE) == 1


def test_8_1_5_kropla_a_delayed_realm_eido_u0O9GbZR() -> None:
    """``W[nm.mfngogpfpeodnemf]``: a realm drawn with a dot off its border."""
    text = (f"(;GM[40]SZ[20]{TERRITORY_RU}AW[mf][ng][og][pf][pe][od][ne]AB[of];B[aa]"
            ";W[nm.mfngogpfpeodnemf])")
    game = sgf.loads(text).game
    assert game.score(RED) == 1 and game.moves[-1].point == (14, 20 - 12)
    assert game.territory is not None
    assert set(game.territory.realms[0].inside) == set(_sgf_points("nfofoe", 20))


@pytest.mark.parametrize("neutral", range(6))
def test_8_1_3_the_closed_form_equals_an_exhaustive_search(neutral: int) -> None:
    """For N ≤ 5 and T ≤ 7: the closed form gives what best play gives, each move filling a
    neutral point, one's own territory, or the other's (captured there)."""
    best: dict[tuple[int, int, int], int] = {}

    def value(n: int, mine: int, theirs: int) -> int:  # the mover's net gain
        key = (n, mine, theirs)
        if key not in best:
            options = [-value(n - 1, theirs, mine)] if n else []
            options += [-value(n, theirs, mine - 1)] if mine else []
            options += [-value(n, theirs - 1, mine) - 1] if theirs else []
            best[key] = max(options, default=0)
        return best[key]

    for mine in range(8):
        for theirs in range(8):
            gainer, gain = fill_gain(BLUE, {BLUE: mine, RED: theirs}, neutral)
            net = gain if gainer is BLUE else -gain
            assert net == value(neutral, mine, theirs), (neutral, mine, theirs)
