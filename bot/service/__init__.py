"""The platform-neutral game service: use cases over a storage port, results as data.

Adapters build it with :func:`build_service` and talk to it through typed commands
(:mod:`bot.service.commands`). ``StorageError`` and ``StorageUnavailable`` (the database
could not be reached: a second try may work) are here for adapters, which import
nothing from storage."""

from bot.service.answers.answer import Attachment, Result
from bot.service.answers.buttons import DATA_TEMPLATE, Action, Button, ButtonCodec, template
from bot.service.answers.challenge_views import ChallengeView, OfferView
from bot.service.answers.game_views import (
    ClockView,
    GameView,
    OutcomeView,
    PickerPoint,
    PickerView,
    SeatView,
    SectorView,
)
from bot.service.answers.replies import Audience, Reply, Status
from bot.service.challenges.options import GameOptions, Opponent
from bot.service.chats.chat_settings import BoardMode, ChatSettings
from bot.service.computer.engine import ENGINE_PLATFORM, Engine
from bot.service.delivery.notices import Notice, NoticeBoard, NoticeSink
from bot.service.service import GameService
from bot.service.setup import ServiceConfig, build_service
from bot.storage.protocol import StorageError, StorageUnavailable

__all__ = [
    "DATA_TEMPLATE",
    "ENGINE_PLATFORM",
    "Action",
    "Attachment",
    "Audience",
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
    "OfferView",
    "Opponent",
    "OutcomeView",
    "PickerPoint",
    "PickerView",
    "Reply",
    "Result",
    "SeatView",
    "SectorView",
    "ServiceConfig",
    "Status",
    "StorageError",
    "StorageUnavailable",
    "build_service",
    "template",
]
