"""The storage port's part for send budgets (:mod:`bot.storage.queries.budgets`; the bucket
itself: :mod:`bot.send_budget`)."""

from __future__ import annotations

from typing import Protocol

from bot.send_budget import BucketTerms, Claimed


class BudgetPort(Protocol):
    async def claim_send_tokens(
        self, name: str, want: int, keep: int, terms: BucketTerms, now: float
    ) -> Claimed:
        """Take up to ``want`` tokens of the budget ``name`` at ``now`` (seconds since
        the epoch), atomically among every process of the database."""
        ...
