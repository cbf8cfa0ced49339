"""Cards owed: every change of a game owes its chat a card showing it, and that debt is
kept in the game's row, so no stored change goes unseen whatever fails after its commit.

* The change's own commit records the card as due (``card_due``, :data:`CARD_GRACE` on):
  until then showing it is the work of whoever made the change (the answer to the
  player's message or press). An announced change (the computer's move, a time-out) is
  shown by the outbox instead, which has its own lease and retries.
* The adapter reports each card it showed
  (:meth:`~bot.service.play.game_cards.CardUseCases.card_shown`); a card of the game as
  it is pays the debt.
* Past due, a delivery loop of any process claims the card (a lease in the same column)
  and shows the game as it is then (:class:`CardSweep`): the process was killed, the
  database went away between the commit and the card, a Discord shard died mid-answer.
* A card sent late by its maker (held in a chat's queue past its due) is dropped by the
  output path: by then it is the sweep's (:func:`bot.output.cards.is_late`).

Copies of one webhook update (Telegram's redelivery, or a slow update sent again) decide
with the same column who shows the card: a copy that arrives while the card is due, or
within :data:`CARRIED_WINDOW` of a card carried by that update's answer, shows nothing
and is left unacknowledged; one that arrives later claims the card first.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from datetime import datetime, timedelta

from bot.storage.protocol import Storage

log = logging.getLogger(__name__)

CARD_GRACE = timedelta(seconds=20)
"""How long whoever made a change has to show its card; past that the card sweep does."""
CARRIED_WINDOW = timedelta(seconds=10)
"""Copies of an update whose webhook answer carries a card count as delivered with it when
they arrive within this time (Telegram sends an update again only after its answer
failed, so a later copy means the card was never shown)."""
SWEEP_LEASE = timedelta(seconds=30)
"""A card claimed by the sweep is its claimant's for this long, then anyone's again."""
STALE = timedelta(hours=24)
"""A card still owed this long after its change is given up (the chat is gone)."""
BATCH = 20

Show = Callable[[int, datetime], Awaitable[bool]]
"""Show game ``id``'s card (the claim's lease ends at the moment given); whether the
platform took it."""


class CardSweep:
    """The cards past due of one platform, claimed and shown by a delivery loop."""

    def __init__(self, storage: Storage, show: Show, now: Callable[[], datetime]) -> None:
        self.storage = storage
        self._show = show
        self._now = now

    async def sweep(self, platform: str) -> int:
        """Show every card of ``platform`` past due; how many were shown."""
        shown = 0
        while True:
            now = self._now()
            until = now + SWEEP_LEASE
            claimed = await self.storage.claim_due_cards(
                platform, now, until, now - STALE, BATCH
            )
            for game_id in claimed:
                log.info("game %s: its card was past due; shown by the sweep", game_id)
                try:
                    taken = await self._show(game_id, until)
                except Exception:  # one card failing must not stop the others
                    log.exception("showing the card of game %s failed", game_id)
                    taken = False
                if taken:  # shown, or refused for good (a chat the bot left)
                    shown += 1
                    await self.storage.release_card(game_id, until)
            if len(claimed) < BATCH:
                return shown
