"""A game that begins: its row, whatever began it (a challenge accepted, a game against the
computer, a tournament's pairing)."""

from __future__ import annotations

from datetime import datetime

from bot.identity import ChatRef
from bot.service.delivery.owed_cards import CARD_GRACE
from bot.service.games.changes import new_clock
from bot.service.games.replay import stored_setup
from bot.storage.records import ChallengeRow, NewGame, Seat
from bot.time_control import TimeControl
from core import Game


def new_game(
    chat: ChatRef,
    seats: tuple[Seat, Seat],
    game: Game,
    control: TimeControl,
    now: datetime,
    *,
    challenge: ChallengeRow | None = None,
) -> NewGame:
    """The row of a game that begins now: its clock started, its first card due from
    whoever begins it (:mod:`bot.service.delivery.owed_cards`). A game against the computer
    has no challenge row and is never rated."""
    clock, deadline, remind_at = new_clock(control, now, game.to_move)
    blue, red = seats
    return NewGame(
        chat, blue, red, game.rules.to_dict(), stored_setup(game), int(game.to_move), now,
        challenge.id if challenge is not None else None,
        rated=challenge.rated if challenge is not None else False,
        clock=clock, deadline=deadline, remind_at=remind_at, card_due=now + CARD_GRACE,
    )
