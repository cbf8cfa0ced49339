"""A send budget's bucket, as every part of the bot speaks of it: its terms, what a claim
took, and the rule that refills it. A platform's bot-wide limit (Telegram's ~30 messages a
second) is one bucket every process of the bot claims from (the storage keeps it:
:mod:`bot.storage.budget_port`; the output path spends it: :mod:`bot.output.budget`). The
bucket is refilled at ``rate`` tokens a second up to ``burst``; a claim takes up to
``want`` whole tokens at once, leaving ``keep`` of them in the bucket (kept for answers to
people: a claim for cards leaves one)."""

from __future__ import annotations

from dataclasses import dataclass

MOST_CLAIMED = 16
"""The most tokens one claim asks for."""


@dataclass(frozen=True, slots=True)
class BucketTerms:
    rate: float
    """Tokens a second."""
    burst: int
    """The most the bucket holds."""


@dataclass(frozen=True, slots=True)
class Claimed:
    granted: int
    """The tokens the claim took (0: none)."""
    left: float
    """What the bucket holds after the claim."""

    def wait(self, terms: BucketTerms, keep: int, wanted: int = 1) -> float:
        """Seconds until the bucket holds ``wanted`` tokens beyond ``keep`` again."""
        return max(0.0, (keep + wanted - self.left) / terms.rate)


def refill_and_take(
    tokens: float, elapsed: float, want: int, keep: int, terms: BucketTerms
) -> tuple[int, float]:
    """The bucket rule, once in Python (the SQL says the same): the tokens taken and the
    bucket's level after ``elapsed`` seconds of refill and the claim."""
    level = min(float(terms.burst), tokens + max(0.0, elapsed) * terms.rate)
    granted = max(0, min(want, int(level - keep + 1e-9)))
    return granted, level - granted
