"""The platform-neutral game service: use cases over a storage port, results as data."""

from bot.service.buttons import Action, Button, ButtonCodec
from bot.service.challenges import GameOptions, Opponent
from bot.service.engine import ENGINE_PLATFORM, Engine
from bot.service.results import (
    ChallengeView,
    GameView,
    OutcomeView,
    Reply,
    Result,
    SeatView,
    Status,
)
from bot.service.service import GameService

__all__ = [
    "ENGINE_PLATFORM",
    "Action",
    "Button",
    "ButtonCodec",
    "ChallengeView",
    "Engine",
    "GameOptions",
    "GameService",
    "GameView",
    "Opponent",
    "OutcomeView",
    "Reply",
    "Result",
    "SeatView",
    "Status",
]
