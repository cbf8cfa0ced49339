"""Which games allow a takeback by consent, which moves it takes back, and the buttons a
running game's card carries for it (:mod:`bot.service.coach.takeback` holds the use cases)."""

from __future__ import annotations

from bot.service.answers.buttons import Action, Button, ButtonCodec
from bot.service.games.live import LiveGame
from core import Color, Game


def takeback_allowed(live: LiveGame) -> bool:
    """Whether the game allows takebacks at all: casual games and training games against
    the computer do; a rated game or a tournament's never does (sport rules §2.6: a move
    made is final)."""
    return not live.row.rated and not live.tournament


def undo_ply(game: Game, color: Color) -> int | None:
    """The ply (counted from 1) of ``color``'s last move: a takeback asked by ``color``
    removes it and every move after it, so that it is their turn again where it was
    before. ``None``: they have not moved."""
    moves = game.moves
    for index in range(len(moves) - 1, -1, -1):
        if moves[index].color is color:
            return index + 1
    return None


def takeback_buttons(live: LiveGame, codec: ButtonCodec) -> list[Button]:
    """A pending offer's answers (only the opponent may press them), else, in a game that
    allows it once someone has moved, the button to ask."""
    row = live.row
    if not takeback_allowed(live):
        return []
    if row.takeback_offer is not None:
        return [codec.make(Action.ACCEPT_TAKEBACK, row.id),
                codec.make(Action.DECLINE_TAKEBACK, row.id)]
    return [codec.make(Action.TAKEBACK, row.id)] if live.game.ply else []
