"""Which games give hints and to whom, and the button a training game's card carries for
it (:mod:`bot.service.hint` holds the use case)."""

from __future__ import annotations

from bot.service.buttons import Action, Button, ButtonCodec
from bot.service.engine import is_computer
from bot.service.live import LiveGame
from bot.storage.records import GameRow
from core import Color


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
