"""The platform-neutral game service: use cases over a storage port, results as data.

This package's names are the adapters' one door (``tests/test_shape.py`` holds them to it):
the service they are given (:class:`GameService`: ``dispatch`` for every typed command,
``say`` and ``press`` to read a line or a button into one, the ``receipts`` the output path
reports to, ``connect`` for a platform's announcements and accounts, the web board's
read-only views) and the plain data that crosses it (commands, answers and their views,
buttons, the command table its menus and options are made from). ``StorageError`` and
``StorageUnavailable`` (the database could not be reached: a second try may work) are here
for adapters, which import nothing from storage."""

from bot.service.buttons import DATA_TEMPLATE, Action, Button, ButtonCodec, template
from bot.service.chat_settings import MAX_SIZE, BoardMode, ChatSettings
from bot.service.command_parse import Parsed, Refusal, Value, read_option
from bot.service.command_table import COMMANDS, CommandSpec, Kind, Option, Scope, command, menu
from bot.service.commands import (
    Analyse,
    Command,
    ListGames,
    Move,
    MoveChat,
    NameTopic,
    PostOffer,
    Refused,
    ShowAgain,
    Words,
)
from bot.service.engine import ENGINE_PLATFORM, Engine
from bot.service.expiring import Expiring
from bot.service.inbox import Inbox, Recorded
from bot.service.inline_games import rematch_words
from bot.service.notices import Notice, NoticeBoard, NoticeSink
from bot.service.options import GameOptions, Opponent
from bot.service.reading import command_of
from bot.service.results import (
    Attachment,
    Audience,
    ChallengeView,
    ClockView,
    GameView,
    OfferView,
    OutcomeView,
    PickerPoint,
    PickerView,
    Reply,
    Result,
    SeatView,
    SectorView,
    Status,
)
from bot.service.sectors import PointState
from bot.service.service import GameService
from bot.service.setup import ServiceConfig, build_service
from bot.service.web_actions import WebAction, web_command
from bot.service.web_board import BoardSeat, BoardView, ChatAccess, Viewer
from bot.storage.protocol import StorageError, StorageUnavailable

__all__ = [
    "COMMANDS",
    "DATA_TEMPLATE",
    "ENGINE_PLATFORM",
    "MAX_SIZE",
    "Action",
    "Analyse",
    "Attachment",
    "Audience",
    "BoardMode",
    "BoardSeat",
    "BoardView",
    "Button",
    "ButtonCodec",
    "ChallengeView",
    "ChatAccess",
    "ChatSettings",
    "ClockView",
    "Command",
    "CommandSpec",
    "Engine",
    "Expiring",
    "GameOptions",
    "GameService",
    "GameView",
    "Inbox",
    "Kind",
    "ListGames",
    "Move",
    "MoveChat",
    "NameTopic",
    "Notice",
    "NoticeBoard",
    "NoticeSink",
    "OfferView",
    "Opponent",
    "Option",
    "OutcomeView",
    "Parsed",
    "PickerPoint",
    "PickerView",
    "PointState",
    "PostOffer",
    "Recorded",
    "Refusal",
    "Refused",
    "Reply",
    "Result",
    "Scope",
    "SeatView",
    "SectorView",
    "ServiceConfig",
    "ShowAgain",
    "Status",
    "StorageError",
    "StorageUnavailable",
    "Value",
    "Viewer",
    "WebAction",
    "Words",
    "build_service",
    "command",
    "command_of",
    "menu",
    "read_option",
    "rematch_words",
    "template",
    "web_command",
]
