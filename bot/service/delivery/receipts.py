"""What a place showed, reported back by the output path (:mod:`bot.output`): the one call
it makes into the service while it delivers. A receipt names the message that shows a card
now (to edit later; a game's card of the game as it is pays the card owed:
:mod:`bot.service.delivery.owed_cards`), or the update whose webhook answer carries it, and the
thread of its own a game that begins was moved to. Before it sends, the output path takes
from the platform's bot-wide budget here (:meth:`Receipts.claim_send_tokens`)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

from bot.identity import ChatRef
from bot.send_budget import BucketTerms, Claimed
from bot.service.answers.answer import ProgressView
from bot.service.answers.challenge_views import ChallengeView
from bot.service.answers.game_views import GameView
from bot.service.coach.analysis import AnalysisUseCases
from bot.service.play.game_cards import CardUseCases
from bot.storage.budget_port import BudgetPort
from bot.storage.protocol import StorageError

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Receipt:
    """What a platform showed: the message, or the update whose answer carries it."""

    message_id: str | None
    """The message that shows it now; ``None``: one the platform does not name (a
    terminal's lines, a card carried by a webhook answer)."""
    carrier: str | None = None
    """The update whose webhook answer carries the card (it has no message id yet)."""
    place: ChatRef | None = None
    """The thread of its own where a game that begins was shown (its chat's ``threads``
    setting): the game lives there from now on."""


Shown = GameView | ChallengeView | ProgressView
"""What a receipt is for: a game's card, a challenge's card, an analysis's progress."""


class Receipts:
    """Where the output path reports what it showed, and the clock it reads (the
    service's: whether a card is late is judged by the time its due was set by)."""

    def __init__(
        self, cards: CardUseCases, analysis: AnalysisUseCases, now: Callable[[], datetime],
        budgets: BudgetPort,
    ) -> None:
        self._cards = cards
        self._analysis = analysis
        self.now = now
        self._budgets = budgets

    async def claim_send_tokens(
        self, name: str, want: int, keep: int, terms: BucketTerms, now: float
    ) -> Claimed | None:
        """Tokens of the bot-wide budget ``name``, shared by every process of the storage
        (:mod:`bot.output.budget`); ``None`` when the database cannot be asked."""
        try:
            return await self._budgets.claim_send_tokens(name, want, keep, terms, now)
        except StorageError as error:
            log.warning("the send budget %s could not be claimed: %s", name, error)
            return None

    async def shown(self, what: Shown, receipt: Receipt) -> None:
        if isinstance(what, GameView):
            if receipt.place is not None:
                await self._cards.game_moved(what, receipt.place)
            await self._cards.card_shown(what, receipt.message_id, carrier=receipt.carrier)
        elif isinstance(what, ChallengeView):
            await self._cards.challenge_shown(what.id, receipt.message_id)
        else:
            await self._analysis.shown_at(what.game_id, receipt.message_id)
