"""The rules of team play that are not the board's (docs/rules.md §8.6), pure: who of a
side is on turn, the turn passing from an absent member, and the side decisions taken by a
majority (resigning, accepting a draw).

Each side is an ordered list of members. Sides alternate as in a game of two; inside a
side the members move cyclically, the rotation continuing after whoever moved. A side's
turn that times out passes to its next member; when every member of the side has timed
out in a row, the side loses on time. Resignation needs more than half of the side's
members, the votes standing until the side's next move; a draw offered by any member
needs a majority of the other side, and is declined once it can no longer win one; the
end by the count (Territory) proposed by any member is agreed by a majority of the other
side.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from bot.identity import PlayerRef
from core import Color


@dataclass(frozen=True, slots=True)
class Member:
    """A member of a side: named by their handle until they accept, then by account."""

    name: str
    username: str | None = None
    ref: PlayerRef | None = None
    accepted: bool = False

    def is_(self, ref: PlayerRef, username: str | None) -> bool:
        """Whether the person ``ref`` (handle ``username``) is this member."""
        if self.ref is not None:
            return self.ref == ref
        return bool(self.username) and self.username == (username or "").lstrip("@").lower()

    @property
    def key(self) -> str:
        """How votes name the member (their account once they accepted)."""
        if self.ref is not None:
            return f"{self.ref.platform}:{self.ref.user_id}"
        return f"@{self.username}"


def _per_side(value: int = 0) -> dict[Color, int]:
    return {Color.BLUE: value, Color.RED: value}


def _no_votes() -> dict[Color, frozenset[str]]:
    return {Color.BLUE: frozenset(), Color.RED: frozenset()}


@dataclass(frozen=True, slots=True)
class Teams:
    """Both sides of a team game and where their rotations stand."""

    blue: tuple[Member, ...]
    red: tuple[Member, ...]
    turn: Mapping[Color, int] = field(default_factory=_per_side)
    """The index of each side's member on turn."""
    missed: Mapping[Color, int] = field(default_factory=_per_side)
    """How many of each side's turns in a row passed for want of a move."""
    resign: Mapping[Color, frozenset[str]] = field(default_factory=_no_votes)
    """The members of each side voting to resign (until the side's next move)."""
    draw: Mapping[Color, frozenset[str]] = field(default_factory=_no_votes)
    """The members of each side voting to accept the other side's draw offer."""
    nodraw: Mapping[Color, frozenset[str]] = field(default_factory=_no_votes)
    """The members of each side voting to decline the other side's draw offer."""
    end: Mapping[Color, frozenset[str]] = field(default_factory=_no_votes)
    """The members of each side voting to agree to the other side's proposal to end by
    the count (Territory)."""
    draw_by: str | None = None
    """The key of the member who offered the draw that stands (the card names them)."""
    end_by: str | None = None
    """The key of the member who proposed the end by the count that stands (the web board
    names them)."""

    def side(self, color: Color) -> tuple[Member, ...]:
        return self.blue if color is Color.BLUE else self.red

    @property
    def draw_offerer(self) -> Member | None:
        """The member who offered the draw that stands, while they play."""
        return self._keyed(self.draw_by)

    @property
    def end_proposer(self) -> Member | None:
        """The member who proposed the end by the count that stands, while they play."""
        return self._keyed(self.end_by)

    def _keyed(self, key: str | None) -> Member | None:
        return next((m for m in self.everyone if m.key == key), None)

    def on_turn(self, color: Color) -> Member:
        """The member of ``color`` who makes the side's next move."""
        members = self.side(color)
        return members[self.turn[color] % len(members)]

    def member(self, ref: PlayerRef, username: str | None) -> tuple[Color, Member] | None:
        """The side and member the person is, if they are one."""
        for color in (Color.BLUE, Color.RED):
            for member in self.side(color):
                if member.is_(ref, username):
                    return color, member
        return None

    @property
    def equal(self) -> bool:
        """Sides of one size (only those are rated)."""
        return len(self.blue) == len(self.red)

    @property
    def everyone(self) -> tuple[Member, ...]:
        return (*self.blue, *self.red)

    def with_side(self, color: Color, members: tuple[Member, ...]) -> Teams:
        if color is Color.BLUE:
            return replace(self, blue=members)
        return replace(self, red=members)


def _set(mapping: Mapping[Color, Any], color: Color, value: Any) -> dict[Color, Any]:
    changed = dict(mapping)
    changed[color] = value
    return changed


VOTES = ("resign", "draw", "nodraw", "end")
"""The side decisions taken by votes: resigning; accepting or declining the other side's
draw offer; agreeing to its proposal to end by the count."""
DRAW_ANSWERS = ("draw", "nodraw")
"""The two answers to one draw offer: a member gives one of them."""


def majority(votes: int, members: int) -> bool:
    """More than half of a side (a side of one decides alone)."""
    return votes * 2 > members


def voted(teams: Teams, member: Member, color: Color, kind: str) -> bool:
    """Whether ``member`` of ``color`` has voted on what a vote of ``kind`` decides (a
    draw offer: accepting or declining it)."""
    kinds = DRAW_ANSWERS if kind in DRAW_ANSWERS else (kind,)
    return any(member.key in getattr(teams, each)[color] for each in kinds)


def offers_lapsed(teams: Teams, draw: bool, end: bool) -> Teams:
    """The votes answering a draw offer gone (``draw``: no offer stands any more), and
    those answering a proposal to end (``end``)."""
    gone = (DRAW_ANSWERS if draw else ()) + (("end",) if end else ())
    return _with_votes(teams, {kind: _no_votes() for kind in gone})


def _with_votes(teams: Teams, votes: Mapping[str, Mapping[Color, frozenset[str]]]) -> Teams:
    """``teams`` with the votes of the kinds ``votes`` names (of :data:`VOTES`) replaced."""
    changed: dict[str, Any] = {kind: votes[kind] for kind in VOTES if kind in votes}
    return replace(teams, **changed)


def side_moved(teams: Teams, color: Color) -> Teams:
    """``color``'s turn ended with a move: its next member is on turn, its resignation
    votes lapse, and so do the answers of both sides to an offer (the offer lapses with a
    move)."""
    return replace(
        offers_lapsed(teams, draw=True, end=True),
        turn=_set(teams.turn, color, (teams.turn[color] + 1) % len(teams.side(color))),
        missed=_set(teams.missed, color, 0),
        resign=_set(teams.resign, color, frozenset()),
    )


def turn_passed(teams: Teams, color: Color) -> tuple[Teams, bool]:
    """``color``'s member on turn timed out: the turn passes to the side's next member.
    Also whether the whole rotation has now timed out (the side loses on time)."""
    missed = teams.missed[color] + 1
    passed = replace(
        teams,
        turn=_set(teams.turn, color, (teams.turn[color] + 1) % len(teams.side(color))),
        missed=_set(teams.missed, color, missed),
    )
    return passed, missed >= len(teams.side(color))


def left(teams: Teams, color: Color, key: str) -> Teams:
    """The member ``key`` of ``color`` left the side at once: the rotation goes on with the
    others (the member after them is on turn if they were), their votes gone."""
    side = teams.side(color)
    place = next(i for i, m in enumerate(side) if m.key == key)
    rest = side[:place] + side[place + 1:]
    turn = teams.turn[color] % len(side)
    turn = turn - 1 if place < turn else turn
    votes = {kind: _set(getattr(teams, kind), color, getattr(teams, kind)[color] - {key})
             for kind in VOTES}
    return replace(
        _with_votes(teams.with_side(color, rest), votes),
        turn=_set(teams.turn, color, turn % len(rest) if rest else 0),
    )


def vote(teams: Teams, kind: str, color: Color, member: Member) -> tuple[Teams, bool]:
    """``member`` of ``color`` votes (``kind``, one of :data:`VOTES`); whether the side
    now decides so: by a majority, or, declining a draw, once the members left to vote
    could no longer make one accept it."""
    votes: Mapping[Color, frozenset[str]] = getattr(teams, kind)
    now = votes[color] | {member.key}
    members = len(teams.side(color))
    decided = (not majority(members - len(now), members) if kind == "nodraw"
               else majority(len(now), members))
    return _with_votes(teams, {kind: _set(votes, color, now)}), decided


# ------------------------------------------------------------------ stored form
def _member_dict(member: Member) -> dict[str, Any]:
    ref = member.ref
    return {
        "name": member.name,
        "username": member.username,
        "platform": ref.platform if ref else None,
        "user_id": ref.user_id if ref else None,
        "accepted": member.accepted,
    }


def _member(data: Mapping[str, Any]) -> Member:
    ref = PlayerRef(data["platform"], data["user_id"]) if data.get("user_id") else None
    return Member(str(data["name"]), data.get("username"), ref, bool(data.get("accepted")))


def to_body(teams: Teams) -> dict[str, Any]:
    """The JSON document a team game's row keeps."""

    def sides(mapping: Mapping[Color, Any], convert: Any = lambda v: v) -> dict[str, Any]:
        return {str(int(color)): convert(mapping[color]) for color in (Color.BLUE, Color.RED)}

    return {
        "blue": [_member_dict(m) for m in teams.blue],
        "red": [_member_dict(m) for m in teams.red],
        "turn": sides(teams.turn),
        "missed": sides(teams.missed),
        **{kind: sides(getattr(teams, kind), sorted) for kind in VOTES},
        "draw_by": teams.draw_by,
        "end_by": teams.end_by,
    }


def from_body(body: Mapping[str, Any]) -> Teams:
    def sides(key: str, convert: Any) -> dict[Color, Any]:
        stored = body.get(key) or {}
        return {color: convert(stored.get(str(int(color)))) for color in (Color.BLUE, Color.RED)}

    def count(value: Any) -> int:
        return int(value or 0)

    def keys(value: Any) -> frozenset[str]:
        return frozenset(value or ())

    teams = Teams(
        tuple(_member(m) for m in body["blue"]),
        tuple(_member(m) for m in body["red"]),
        sides("turn", count), sides("missed", count), draw_by=body.get("draw_by"),
        end_by=body.get("end_by"),
    )
    return _with_votes(teams, {kind: sides(kind, keys) for kind in VOTES})
