"""``/team`` read into its commands: ``/team @alice @carol vs @bob @dave [options]``
proposes (Blue's members in rotation order, ``vs``, Red's, then the game's options, read by
the grammar as ``/challenge``'s are), ``/team accept|decline|cancel [N]`` answers,
``/team leave [#N]`` leaves a side mid-game."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from bot.service.challenges.options import GameOptions, Opponent
from bot.service.teams.commands import AnswerTeams, LeaveTeam, ProposeTeams, TeamAnswer

VERSUS = ("vs", "vs.", "v", "versus")
"""The word between the sides."""
ANSWERS = {answer.value: answer for answer in TeamAnswer}


class TeamRefusal(Exception):
    """A ``/team`` line that cannot be used: the catalog key saying why."""

    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def _person(token: str, mentions: Mapping[str, Opponent]) -> Opponent | None:
    if token in mentions:
        return mentions[token]
    if token.startswith("@") and len(token) > 1:
        return Opponent.user(username=token)
    return None


def _number(tokens: Sequence[str]) -> int | None:
    """The team game's (or the game's) number after the word, if given."""
    if len(tokens) == 1:
        return None
    number = tokens[1].lstrip("#")
    if len(tokens) > 2 or not number.isascii() or not number.isdigit() or len(number) > 18:
        raise TeamRefusal("team-error-usage")
    return int(number)


def team_command(
    tokens: Sequence[str],
    mentions: Mapping[str, Opponent],
    options: Callable[[Sequence[str]], GameOptions],
) -> ProposeTeams | AnswerTeams | LeaveTeam:
    """The command of ``/team``'s words; ``options`` reads the words after the sides
    (raising :class:`TeamRefusal`, or the grammar's own refusal)."""
    if not tokens:
        raise TeamRefusal("team-error-usage")
    word = tokens[0].lower()
    if word in ANSWERS:
        return AnswerTeams(ANSWERS[word], _number(tokens))
    if word == "leave":
        return LeaveTeam(_number(tokens))
    sides: list[list[Opponent]] = [[]]
    index = 0
    while index < len(tokens):
        token = tokens[index]
        person = _person(token, mentions)
        if person is not None:
            sides[-1].append(person)
        elif token.lower() in VERSUS and len(sides) == 1 and sides[0]:
            sides.append([])
        else:
            break
        index += 1
    if len(sides) != 2 or not sides[1]:
        raise TeamRefusal("team-error-sides")
    return ProposeTeams(tuple(sides[0]), tuple(sides[1]), options(tokens[index:]))
