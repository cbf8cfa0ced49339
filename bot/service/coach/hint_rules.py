"""Which games give hints and to whom, how many a person may wait for at once, and the
button a training game's card carries for it (:mod:`bot.service.coach.hint` holds the use
case)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import datetime

from bot.identity import PlayerRef
from bot.service.answers.buttons import Action, Button, ButtonCodec
from bot.service.computer.engine import is_computer
from bot.service.games.live import LiveGame
from bot.storage.records import GameRow
from core import Color

HINTS_IN_FLIGHT = 1
"""Hints a person may wait for at once (in one bot process). More, asked meanwhile, are
refused with when to ask again: one person's flood of hints does not fill the computer's
queue (live turns go first anyway: :class:`bot.computer.pool.WorkerPool`)."""


def training_human(row: GameRow) -> Color | None:
    """The colour of the person in a training game against the computer; ``None``: the
    game is between people (or, oddly, between computers), and gives no hints."""
    blue, red = is_computer(row.blue.ref), is_computer(row.red.ref)
    if blue == red:
        return None
    return Color.RED if blue else Color.BLUE


def may_hint(live: LiveGame) -> bool:
    """Whether a hint may be asked now: a training game (never one of a tournament), its
    person to move."""
    human = training_human(live.row)
    return human is not None and not live.tournament and live.game.to_move is human


def hint_buttons(live: LiveGame, codec: ButtonCodec) -> list[Button]:
    """The Hint button of a running training game's card, while its person is to move."""
    return [codec.make(Action.HINT, live.row.id)] if may_hint(live) else []


@dataclass(frozen=True, slots=True)
class Asked:
    """A hint the computer is thinking about (or about to)."""

    game_id: int
    since: datetime


class HintsAsked:
    """The hints being thought out in this process, by person: at most
    :data:`HINTS_IN_FLIGHT` each."""

    def __init__(self, most: int = HINTS_IN_FLIGHT) -> None:
        self.most = most
        self._asked: dict[PlayerRef, list[Asked]] = {}

    def full(self, person: PlayerRef) -> bool:
        """Does the person wait for as many hints as they may?"""
        return len(self._asked.get(person, ())) >= self.most

    def take(self, person: PlayerRef, game_id: int, now: datetime) -> Asked | None:
        """Note a hint asked for, or ``None``: the person waits for as many already."""
        if self.full(person):
            return None
        asked = Asked(game_id, now)
        self._asked.setdefault(person, []).append(asked)
        return asked

    def done(self, person: PlayerRef, asked: Asked) -> None:
        mine = self._asked.get(person, [])
        if asked in mine:
            mine.remove(asked)
        if not mine:
            self._asked.pop(person, None)

    def first(self, person: PlayerRef) -> Asked | None:
        """The person's hint asked first of those still thought about."""
        return min(self._asked.get(person, []), key=lambda asked: asked.since, default=None)

    def wait(self, person: PlayerRef, now: datetime, thinking: float) -> int:
        """In how many seconds the person's first hint should be back: each hint asked
        before it (anyone's) and itself take ``thinking`` seconds, less the time it has
        waited; one at least."""
        first = self.first(person)
        if first is None:
            return 1
        ahead = sum(1 for hints in self._asked.values() for asked in hints
                    if asked.since <= first.since)
        return max(1, math.ceil(ahead * thinking - (now - first.since).total_seconds()))
