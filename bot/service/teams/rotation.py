"""The rules of team play that are not the board's (docs/rules.md §8.6), pure: who of a
side is on turn, the turn passing from an absent member, and the side decisions taken by a
majority (resigning, accepting a draw).

Each side is an ordered list of members. Sides alternate as in a game of two; inside a
side the members move cyclically, the rotation continuing after whoever moved. A side's
turn that times out passes to its next member; when every member of the side has timed
out in a row, the side loses on time. Resignation needs more than half of the side's
members, the votes standing until the side's next move; a draw offered by any member
needs a majority of the other side.
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

    def side(self, color: Color) -> tuple[Member, ...]:
        return self.blue if color is Color.BLUE else self.red

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


def majority(votes: int, members: int) -> bool:
    """More than half of a side (a side of one decides alone)."""
    return votes * 2 > members


def side_moved(teams: Teams, color: Color) -> Teams:
    """``color``'s turn ended with a move: its next member is on turn, its resignation
    votes lapse, and so do the draw votes of both sides (the offer lapses with a move)."""
    return replace(
        teams,
        turn=_set(teams.turn, color, (teams.turn[color] + 1) % len(teams.side(color))),
        missed=_set(teams.missed, color, 0),
        resign=_set(teams.resign, color, frozenset()),
        draw=_no_votes(),
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
    gone = replace(
        teams.with_side(color, rest),
        turn=_set(teams.turn, color, turn % len(rest) if rest else 0),
        resign=_set(teams.resign, color, teams.resign[color] - {key}),
        draw=_set(teams.draw, color, teams.draw[color] - {key}),
    )
    return gone


def vote(teams: Teams, kind: str, color: Color, member: Member) -> tuple[Teams, bool]:
    """``member`` of ``color`` votes to resign (``kind`` ``resign``) or to accept the
    other side's draw offer (``draw``); whether the side now decides so."""
    votes: Mapping[Color, frozenset[str]] = teams.resign if kind == "resign" else teams.draw
    now = votes[color] | {member.key}
    changed = _set(votes, color, now)
    voted = replace(teams, resign=changed) if kind == "resign" else replace(teams, draw=changed)
    return voted, majority(len(now), len(teams.side(color)))


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
        "resign": sides(teams.resign, sorted),
        "draw": sides(teams.draw, sorted),
    }


def from_body(body: Mapping[str, Any]) -> Teams:
    def sides(key: str, convert: Any) -> dict[Color, Any]:
        stored = body.get(key) or {}
        return {color: convert(stored.get(str(int(color)))) for color in (Color.BLUE, Color.RED)}

    def count(value: Any) -> int:
        return int(value or 0)

    def keys(value: Any) -> frozenset[str]:
        return frozenset(value or ())

    return Teams(
        tuple(_member(m) for m in body["blue"]),
        tuple(_member(m) for m in body["red"]),
        sides("turn", count), sides("missed", count), sides("resign", keys),
        sides("draw", keys),
    )
