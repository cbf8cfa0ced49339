"""The platform-neutral game service: use cases over a storage port, results as data.

This package's names are the adapters' one door (``tests/test_shape.py`` holds them to it):
the service they are given (:class:`GameService`: ``dispatch`` for every typed command,
``say`` and ``press`` to read a line or a button into one, the ``receipts`` the output path
reports to, ``connect`` for a platform's announcements and accounts, the web board's
read-only views) and the plain data that crosses it (commands, answers and their views,
buttons, the command table its menus and options are made from). ``StorageError`` and
``StorageUnavailable`` (the database could not be reached: a second try may work) are here
for adapters, which import nothing from storage."""

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
from bot.service.chats.chat_settings import MAX_SIZE, BoardMode, ChatSettings, PictureStyle
from bot.service.commands import (
    Analyse,
    Command,
    ListGames,
    ListSeeks,
    Move,
    MoveChat,
    NameTopic,
    PostOffer,
    Refused,
    ShowAgain,
    Words,
)
from bot.service.computer.engine import ENGINE_PLATFORM, Engine
from bot.service.delivery.notices import Notice, NoticeBoard, NoticeSink
from bot.service.expiring import Expiring
from bot.service.grammar.command_parse import Parsed, Refusal, Value, read_option
from bot.service.grammar.command_table import (
    COMMANDS,
    CommandSpec,
    Kind,
    Option,
    Scope,
    command,
    menu,
)
from bot.service.grammar.reading import command_of
from bot.service.inbox import Inbox, Recorded
from bot.service.places.board_views import BoardSeat, BoardView, ChatAccess, Viewer
from bot.service.places.inline_games import rematch_words
from bot.service.places.picture_links import PictureTicket
from bot.service.places.web_actions import WebAction, web_command
from bot.service.places.web_links import LinkRefused, Seal
from bot.service.play.sectors import PointState
from bot.service.seeks.reach import LOBBY_PAGE
from bot.service.service import GameService
from bot.service.setup import ServiceConfig, build_service
from bot.storage.protocol import StorageError, StorageUnavailable

__all__ = [
    "COMMANDS",
    "DATA_TEMPLATE",
    "ENGINE_PLATFORM",
    "LOBBY_PAGE",
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
    "LinkRefused",
    "ListGames",
    "ListSeeks",
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
    "PictureStyle",
    "PictureTicket",
    "PointState",
    "PostOffer",
    "Recorded",
    "Refusal",
    "Refused",
    "Reply",
    "Result",
    "Scope",
    "Seal",
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
