"""The rules of team play that are not the board's, named after docs/rules.md §8.6's
examples: the rotation (TP1, TP2), an absent member's turn passing (TP3) and resignation
by a majority of a side (TP4); draws need a majority of the other side."""

from __future__ import annotations

from bot.identity import PlayerRef
from bot.service.teams.rotation import (
    Member,
    Teams,
    from_body,
    left,
    majority,
    offers_lapsed,
    side_moved,
    to_body,
    turn_passed,
    vote,
    voted,
)
from core import Color


def side(*names: str) -> tuple[Member, ...]:
    return tuple(Member(name, name.lower(), PlayerRef("test", name.lower()), True)
                 for name in names)


def sequence(teams: Teams, moves: int) -> list[str]:
    """Who makes each of the game's first ``moves`` moves, sides alternating."""
    made, color = [], Color.BLUE
    for _ in range(moves):
        made.append(teams.on_turn(color).name)
        teams = side_moved(teams, color)
        color = color.opponent
    return made


def test_tp1_two_against_two_alternate_sides_and_members() -> None:
    teams = Teams(side("B1", "B2"), side("R1", "R2"))
    assert sequence(teams, 6) == ["B1", "R1", "B2", "R2", "B1", "R1"]


def test_tp2_two_against_three_rotate_each_side_on_its_own() -> None:
    teams = Teams(side("B1", "B2"), side("R1", "R2", "R3"))
    assert sequence(teams, 10) == ["B1", "R1", "B2", "R2", "B1", "R3", "B2", "R1", "B1", "R2"]


def test_tp3_an_absent_member_s_turn_passes_and_the_rotation_goes_on_after_who_moved() -> None:
    teams = Teams(side("B1", "B2"), side("R1", "R2"))
    teams = side_moved(side_moved(teams, Color.BLUE), Color.RED)  # B1, R1
    assert teams.on_turn(Color.BLUE).name == "B2"
    teams, lost = turn_passed(teams, Color.BLUE)  # B2 times out on Blue's move 2
    assert not lost
    assert teams.on_turn(Color.BLUE).name == "B1"  # so B1 makes it
    teams = side_moved(teams, Color.BLUE)
    assert teams.on_turn(Color.BLUE).name == "B2"  # Blue's move 3 is B2's
    assert teams.missed[Color.BLUE] == 0


def test_a_side_whose_whole_rotation_times_out_loses() -> None:
    teams = Teams(side("B1", "B2"), side("R1", "R2"))
    teams, lost = turn_passed(teams, Color.BLUE)
    assert not lost
    teams, lost = turn_passed(teams, Color.BLUE)
    assert lost
    alone = Teams(side("B1"), side("R1"))
    assert turn_passed(alone, Color.RED)[1]


def test_tp4_resignation_needs_more_than_half_of_the_side() -> None:
    teams = Teams(side("B1", "B2", "B3"), side("R1", "R2"))
    b1, _, b3 = teams.blue
    teams, resigned = vote(teams, "resign", Color.BLUE, b1)
    assert not resigned  # 1 of 3 is not enough
    again, resigned = vote(teams, "resign", Color.BLUE, b1)
    assert not resigned  # the same member twice is one vote
    assert again.resign[Color.BLUE] == frozenset({"test:b1"})
    teams, resigned = vote(teams, "resign", Color.BLUE, b3)
    assert resigned


def test_resignation_votes_lapse_with_the_side_s_next_move() -> None:
    teams = Teams(side("B1", "B2", "B3"), side("R1", "R2"))
    teams, _ = vote(teams, "resign", Color.BLUE, teams.blue[0])
    teams = side_moved(teams, Color.BLUE)
    teams, resigned = vote(teams, "resign", Color.BLUE, teams.blue[2])
    assert not resigned
    assert teams.resign[Color.BLUE] == frozenset({"test:b3"})


def test_a_side_of_one_resigns_at_once_and_two_need_both() -> None:
    one = Teams(side("B1"), side("R1", "R2"))
    assert vote(one, "resign", Color.BLUE, one.blue[0])[1]
    assert not vote(one, "resign", Color.RED, one.red[0])[1]
    assert [majority(v, 2) for v in (1, 2)] == [False, True]
    assert [majority(v, 4) for v in (2, 3)] == [False, True]


def test_a_draw_needs_a_majority_of_the_side_it_was_offered_to() -> None:
    teams = Teams(side("B1", "B2"), side("R1", "R2", "R3"))
    teams, agreed = vote(teams, "draw", Color.RED, teams.red[0])
    assert not agreed
    teams, agreed = vote(teams, "draw", Color.RED, teams.red[1])
    assert agreed
    assert side_moved(teams, Color.BLUE).draw[Color.RED] == frozenset()


def test_a_draw_is_declined_once_the_side_can_no_longer_accept_it_by_majority() -> None:
    """One of two declines (two would be needed to accept), two of three, two of four."""
    for members, needed in ((1, 1), (2, 1), (3, 2), (4, 2)):
        teams = Teams(side("B1"), side(*(f"R{i}" for i in range(members))))
        for count, member in enumerate(teams.red[:needed], 1):
            teams, declined = vote(teams, "nodraw", Color.RED, member)
            assert declined is (count == needed), (members, count)


def test_a_member_answers_a_draw_once_and_the_answers_lapse_with_the_offer() -> None:
    teams = Teams(side("B1", "B2"), side("R1", "R2", "R3"))
    first = teams.red[0]
    teams, _ = vote(teams, "draw", Color.RED, first)
    assert voted(teams, first, Color.RED, "nodraw") and voted(teams, first, Color.RED, "draw")
    assert not voted(teams, first, Color.RED, "end")  # the end by the count is another vote
    teams, _ = vote(teams, "end", Color.RED, first)
    teams, _ = vote(teams, "nodraw", Color.RED, teams.red[1])
    drawless = offers_lapsed(teams, draw=True, end=False)
    assert drawless.draw[Color.RED] == drawless.nodraw[Color.RED] == frozenset()
    assert drawless.end[Color.RED] == frozenset({first.key})
    assert from_body(to_body(teams)) == teams
    assert offers_lapsed(teams, draw=False, end=True).end[Color.RED] == frozenset()


def test_a_member_is_known_by_handle_until_they_accept() -> None:
    waiting = Member("@carol", "carol")
    assert waiting.is_(PlayerRef("telegram", "7"), "@Carol")
    assert not waiting.is_(PlayerRef("telegram", "7"), "dave")
    joined = Member("Carol", "carol", PlayerRef("telegram", "7"), True)
    assert joined.is_(PlayerRef("telegram", "7"), None)
    assert not joined.is_(PlayerRef("telegram", "8"), "carol")


def test_the_stored_form_reads_back_the_same() -> None:
    teams = Teams(side("B1", "B2"), (Member("@r1", "r1"), *side("R2")))
    teams = side_moved(teams, Color.BLUE)
    teams, _ = turn_passed(teams, Color.RED)
    teams, _ = vote(teams, "resign", Color.BLUE, teams.blue[1])
    assert from_body(to_body(teams)) == teams


def test_tp3_a_member_who_leaves_leaves_the_rotation_at_once() -> None:
    teams = Teams(side("B1", "B2"), side("R1", "R2"))
    teams = side_moved(side_moved(teams, Color.BLUE), Color.RED)  # B1, R1; B2 on turn
    teams = left(teams, Color.BLUE, "test:b2")
    assert sequence_of(teams, Color.BLUE, 3) == ["B1", "B1", "B1"]  # all later Blue moves


def test_leaving_keeps_the_turn_with_whoever_was_next() -> None:
    teams = Teams(side("B1", "B2", "B3"), side("R1", "R2"))
    teams = side_moved(side_moved(teams, Color.BLUE), Color.BLUE)  # B3 on turn
    teams, _ = vote(teams, "resign", Color.BLUE, teams.blue[0])
    teams = left(teams, Color.BLUE, "test:b1")  # someone before the one on turn
    assert teams.on_turn(Color.BLUE).name == "B3"
    assert teams.resign[Color.BLUE] == frozenset()
    teams = left(teams, Color.BLUE, "test:b3")  # the one on turn: the next is on turn
    assert teams.on_turn(Color.BLUE).name == "B2"


def sequence_of(teams: Teams, color: Color, moves: int) -> list[str]:
    made = []
    for _ in range(moves):
        made.append(teams.on_turn(color).name)
        teams = side_moved(teams, color)
    return made
