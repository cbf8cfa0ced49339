"""Whom a game's card pings: the one rule, for every platform.

A ping (Telegram: a message naming the player; Discord: a mention in the card's message;
the console: a line) is for a player who is to move and may not be looking. The chat's
``pings`` setting (:class:`~bot.service.chats.chat_settings.PingMode`) chooses when:

* ``smart`` (the default): in a correspondence game and a team game (docs/rules.md §8.6:
  the member on turn is not who moved last), once every turn; otherwise (a live
  clock, or none) only when the player to move last acted :data:`QUICK` or more ago, so
  nobody is pinged while both play quickly, and one who stepped away is pinged once;
* ``always``: once every turn;
* ``off``: never.

Whatever the setting, a card pings at most once a turn (only the first card that shows
the turn does), never the player who just moved (an extra move after a capture), never
in a finished game, and never in a game against the computer: its one human has just
moved, and the computer answers within seconds, so the card itself is the notice. A
reminder (correspondence, once a turn) pings its player unless the setting is ``off`` or
the game is against the computer.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from bot.domain import GameStatus
from bot.service.answers.game_views import GameView, SeatView
from bot.service.chats.chat_settings import PingMode

QUICK = timedelta(minutes=1)
"""Playing quickly: the player to move acted this recently (their last move or draw
offer, or for the first move the challenge or its acceptance), so they are still looking
and are not pinged (``smart``)."""


def against_computer(view: GameView) -> bool:
    return view.blue.computer or view.red.computer


def whom_to_ping(
    view: GameView, mode: PingMode, now: datetime, *, reminded: SeatView | None = None
) -> SeatView | None:
    """The player ``view``'s card pings, if anyone; ``reminded``: the card comes with a
    reminder for that player."""
    if mode is PingMode.OFF or against_computer(view):
        return None
    if view.status is not GameStatus.ACTIVE or view.to_move is None:
        return None
    if reminded is not None:
        return reminded
    if view.card_ply == view.ply:
        return None  # the turn's card was shown already: its ping (if any) with it
    last = view.last_move
    if last is not None and last.color is view.to_move:
        return None  # they moved again after a capture: they are here
    seat = view.seat(view.to_move)
    if mode is PingMode.ALWAYS or _correspondence(view) or view.team is not None:
        return seat  # a team game's member on turn is another person than who moved last
    since = view.waiting_since
    return seat if since is None or now - since >= QUICK else None


def _correspondence(view: GameView) -> bool:
    return view.clock is not None and view.clock.control.correspondence
