"""The numbers the console shows its buttons under: one number per action, the same on
every card, so a player's fingers learn them (``5`` is Resign whether or not Take back or
Hint is on the card; an action a card lacks leaves a gap). Cards of different kinds (a
running game's, a finished game's, a challenge's, a question's) share small numbers, as
they never show together. A list of like buttons (the move picker's sectors and points,
the computer's levels) is numbered in its order from 1; the picker's way back is 0."""

from __future__ import annotations

from collections.abc import Sequence

from bot.output.items import Choice
from bot.service import Action

FIXED: dict[Action, int] = {
    # a running game's card
    Action.PICK: 1,
    Action.DRAW: 2,
    Action.TAKEBACK: 3,
    Action.HINT: 4,
    Action.RESIGN: 5,
    Action.GROUND: 6,
    Action.ABORT: 7,
    Action.BOARD: 8,
    Action.WEB_BOARD: 9,
    Action.DECLINE_DRAW: 10,
    Action.ACCEPT_TAKEBACK: 11,
    Action.DECLINE_TAKEBACK: 12,
    Action.STOP: 13,
    Action.AUTO_END: 14,
    Action.END: 15,
    # a finished game's card
    Action.SGF: 1,
    Action.REPLAY: 2,
    Action.ANALYSIS: 3,
    Action.REMATCH: 4,
    # a challenge's card
    Action.ACCEPT: 1,
    Action.DECLINE: 2,
    Action.CANCEL: 3,
    # "are you sure?"
    Action.RESIGN_CONFIRM: 1,
    Action.GROUND_CONFIRM: 1,
    Action.STOP_CONFIRM: 1,
    # Territory: a tapped point that closes a ring
    Action.PLACE: 1,
    Action.ENCLOSE: 2,
    # a tournament's card
    Action.JOIN_TOURNAMENT: 1,
    Action.LEAVE_TOURNAMENT: 2,
    Action.START_TOURNAMENT: 3,
    Action.STANDINGS: 4,
}
BACK = 0
"""The move picker's way back to the sectors."""


def numbered(choices: Sequence[Choice]) -> list[tuple[int, Choice]]:
    """``choices`` with their numbers, in the order shown: by their fixed numbers when
    each has its own, else in their order from 1."""
    fixed = {FIXED.get(choice.action): choice for choice in choices}
    if None in fixed or len(fixed) < len(choices):
        return list(enumerate(choices, start=1))
    return sorted(((number or 0, choice) for number, choice in fixed.items()),
                  key=lambda pair: pair[0])


def picker_numbered(choices: Sequence[Choice]) -> list[tuple[int, Choice]]:
    """A move picker's buttons: its sectors (or a sector's parts and points) from 1, in
    reading order, and its way back (a Move button: it opens the sectors again) as 0."""
    found: list[tuple[int, Choice]] = []
    count = 0
    for choice in choices:
        if choice.action is Action.PICK:
            found.append((BACK, choice))
        else:
            count += 1
            found.append((count, choice))
    return found
