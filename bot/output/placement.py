"""Where a card goes and how: the one rule, for every platform.

The output path decides once, for every answer and announcement that shows a game or a
challenge, whether its card edits the chat's card in place or is posted anew
(:class:`Placement`), from the chat's settings the answer carries and what was asked;
the delivery (:mod:`bot.output.delivery`) carries it out. A platform that cannot do an
edit it was asked for (the message is gone, Discord will not edit a message that old, a
Discord slash command must be answered by a message of its own, a terminal prints every
card) posts instead: that is how it carries out an edit, not another decision.
"""

from __future__ import annotations

from enum import StrEnum

from bot.domain import GameStatus
from bot.service.answers.challenge_views import ChallengeView
from bot.service.answers.game_views import GameView
from bot.service.chats.chat_settings import BoardMode, ChatSettings


class Placement(StrEnum):
    EDIT = "edit"
    """Edit the chat's card in place (it shows the game's latest change)."""
    POST = "post"
    """Post a new card; it is the chat's card from now on (edited later), and the one it
    replaces loses its buttons where its platform takes them off."""
    POST_UNEDITED = "post-unedited"
    """Post a new card for this change, never to be edited (the chat's ``board post``
    setting): it needs no message id, so it may travel in a webhook's answer."""
    THREAD = "thread"
    """Post the first card of a game that begins in a thread of its own (the chat's
    ``threads`` setting), where the game lives from then on; where the chat can have no
    thread, it is posted as :attr:`POST`."""


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
