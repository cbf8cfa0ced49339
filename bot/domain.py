"""The application's domain vocabulary, shared by the service, storage, the presenter and
the adapters (none of which needs storage to name a game's or a challenge's state)."""

from __future__ import annotations

from enum import StrEnum

__all__ = ["ChallengeStatus", "GameStatus"]


class GameStatus(StrEnum):
    ACTIVE = "active"
    FINISHED = "finished"
    ABORTED = "aborted"


class ChallengeStatus(StrEnum):
    PENDING = "pending"
    ACCEPTED = "accepted"
    DECLINED = "declined"
    CANCELLED = "cancelled"
    EXPIRED = "expired"
