"""Rows as the storage port hands them out: plain data, no behaviour, no SQL."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum
from typing import Any

from bot.identity import ChatRef, PlayerRef


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


@dataclass(frozen=True, slots=True)
class Seat:
    """A player in a game or challenge, with the name shown for them."""

    ref: PlayerRef
    name: str


SetupJson = list[list[int]]
"""Start dots as stored: ``[[x, y, color], ...]`` with Color values 1 (blue) and 2 (red)."""


@dataclass(frozen=True, slots=True)
class GameRow:
    id: int
    chat: ChatRef
    blue: Seat
    red: Seat
    rules: dict[str, Any]
    setup: SetupJson | None
    status: GameStatus
    version: int
    ply: int
    to_move: int
    draw_offer: int | None
    result: dict[str, Any] | None
    created_at: datetime
    updated_at: datetime
    challenge_id: int | None = None
    card_message_id: str | None = None


@dataclass(frozen=True, slots=True)
class NewGame:
    chat: ChatRef
    blue: Seat
    red: Seat
    rules: dict[str, Any]
    setup: SetupJson | None
    to_move: int
    created_at: datetime
    challenge_id: int | None = None


@dataclass(frozen=True, slots=True)
class GameUpdate:
    """The fields a use case may change on a game row; the version is bumped by storage."""

    status: GameStatus
    ply: int
    to_move: int
    draw_offer: int | None
    result: dict[str, Any] | None
    updated_at: datetime


@dataclass(frozen=True, slots=True)
class MoveRow:
    ply: int
    color: int
    x: int
    y: int
    at: datetime


@dataclass(frozen=True, slots=True)
class ChallengeRow:
    id: int
    chat: ChatRef
    challenger: Seat
    challenger_color: int
    rules: dict[str, Any]
    status: ChallengeStatus
    created_at: datetime
    expires_at: datetime
    target: PlayerRef | None = None
    target_username: str | None = None
    target_name: str | None = None
    computer: str | None = None
    setup: SetupJson | None = None
    game_id: int | None = None
    card_message_id: str | None = None

    @property
    def is_open(self) -> bool:
        return self.target is None and self.target_username is None and self.computer is None


@dataclass(frozen=True, slots=True)
class NewChallenge:
    chat: ChatRef
    challenger: Seat
    challenger_color: int
    rules: dict[str, Any]
    created_at: datetime
    expires_at: datetime
    target: PlayerRef | None = None
    target_username: str | None = None
    target_name: str | None = None
    computer: str | None = None
    setup: SetupJson | None = None


@dataclass(frozen=True, slots=True)
class UserRow:
    ref: PlayerRef
    name: str
    username: str | None
    lang: str | None


@dataclass(frozen=True, slots=True)
class ChatRow:
    chat: ChatRef
    lang: str | None
    settings: dict[str, Any] = field(default_factory=dict)
