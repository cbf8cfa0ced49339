"""The platform-neutral game service: use cases over a storage port, results as data.

Adapters build it with :func:`build_service` and talk to it through typed commands
(:mod:`bot.service.commands`). ``StorageError`` and ``StorageUnavailable`` (the database
could not be reached: a second try may work) are here for adapters, which import
nothing from storage."""

from bot.service.answer import Attachment, Result
from bot.service.buttons import Action, Button, ButtonCodec
from bot.service.challenge_views import ChallengeView
from bot.service.chat_settings import BoardMode, ChatSettings
from bot.service.engine import ENGINE_PLATFORM, Engine
from bot.service.game_views import ClockView, GameView, OutcomeView, SeatView
from bot.service.notices import Notice, NoticeBoard, NoticeSink
from bot.service.options import GameOptions, Opponent
from bot.service.replies import Reply, Status
from bot.service.service import GameService
from bot.service.setup import ServiceConfig, build_service
from bot.storage.protocol import StorageError, StorageUnavailable

__all__ = [
    "ENGINE_PLATFORM",
    "Action",
    "Attachment",
    "BoardMode",
    "Button",
    "ButtonCodec",
    "ChallengeView",
    "ChatSettings",
    "ClockView",
    "Engine",
    "GameOptions",
    "GameService",
    "GameView",
    "Notice",
    "NoticeBoard",
    "NoticeSink",
    "Opponent",
    "OutcomeView",
    "Reply",
    "Result",
    "SeatView",
    "ServiceConfig",
    "Status",
    "StorageError",
    "StorageUnavailable",
    "build_service",
]
