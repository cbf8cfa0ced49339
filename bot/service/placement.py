"""Where a card goes and how: the one rule, for every platform.

The service decides once, for every result and announcement that shows a game or a
challenge, whether its card edits the chat's card in place or is posted anew
(:class:`~bot.service.results.Placement`); adapters carry that out. A platform that
cannot do an edit it was asked for (the message is gone, Discord will not edit a message
that old, a Discord slash command must be answered by a message of its own) posts
instead: that is how it carries out an edit, not another decision.
"""

from __future__ import annotations

from bot.domain import GameStatus
from bot.service.chat_settings import BoardMode, ChatSettings
from bot.service.results import ChallengeView, GameView, Placement

__all__ = ["Placement", "place_challenge_card", "place_game_card"]


def place_game_card(view: GameView, settings: ChatSettings, *, asked_new: bool) -> Placement:
    """How ``view``'s card is shown: ``asked_new`` when someone asked for a new card (a
    game that begins, ``/board``)."""
    begins = view.card_message_id is None and view.ply == 0
    if begins and settings.threads and view.status is GameStatus.ACTIVE:
        return Placement.THREAD
    if settings.board is BoardMode.POST:
        return Placement.POST_UNEDITED
    if asked_new or view.card_message_id is None:
        return Placement.POST
    return Placement.EDIT


def place_challenge_card(view: ChallengeView) -> Placement:
    """A challenge's card is posted once and edited as it is answered."""
    return Placement.POST if view.card_message_id is None else Placement.EDIT
