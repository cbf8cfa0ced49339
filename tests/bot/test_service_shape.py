"""The service is composed, not inherited: one object per feature over one shared context,
reached by name; ``GameService`` itself has the ways in (typed commands, a line of chat,
a button) and its own set-up, and no alias of a feature's methods."""

from __future__ import annotations

import inspect

from bot.service import GameService
from bot.service.analysis import AnalysisUseCases
from bot.service.challenges import ChallengeUseCases
from bot.service.commands import Command
from bot.service.computer.seat import ComputerUseCases
from bot.service.context import UseCase
from bot.service.guide import GuideUseCases
from bot.service.hint import HintUseCases
from bot.service.history import HistoryUseCases
from bot.service.inline_games import InlineUseCases
from bot.service.looking import CardUseCases
from bot.service.picker import PickerUseCases
from bot.service.play import PlayUseCases
from bot.service.settings import SettingsUseCases
from bot.service.standings import StandingsUseCases
from bot.service.sweeper import SweepUseCases
from bot.service.takeback import TakebackUseCases
from bot.service.tournaments import TournamentUseCases
from bot.service.web_board import WebBoardUseCases

FEATURES = {
    "play": PlayUseCases,
    "challenges": ChallengeUseCases,
    "sweeper": SweepUseCases,
    "standings": StandingsUseCases,
    "history": HistoryUseCases,
    "settings": SettingsUseCases,
    "picker": PickerUseCases,
    "cards": CardUseCases,
    "guide": GuideUseCases,
    "computer": ComputerUseCases,
    "inline": InlineUseCases,
    "web": WebBoardUseCases,
    "takeback": TakebackUseCases,
    "hint": HintUseCases,
    "analysis": AnalysisUseCases,
    "tournaments": TournamentUseCases,
}
OWN = {
    "dispatch", "say", "press", "read_button", "start", "close", "database_answers",
    "add_bot_account", "use_labels", "computer_buttons", "connect", "settle",
}
"""GameService's own methods: the ways in, its set-up and a platform's connection."""


def test_no_feature_inherits_another() -> None:
    for feature in FEATURES.values():
        assert feature.__mro__[1:] == (UseCase, object), feature


def test_every_feature_shares_the_one_context(service: GameService) -> None:
    parts = {name: value for name, value in vars(service).items() if isinstance(value, UseCase)}
    assert {name: type(part) for name, part in parts.items()} == FEATURES
    assert all(part.ctx is service.ctx for part in parts.values())


def test_the_service_holds_no_alias_of_a_features_methods(service: GameService) -> None:
    bound = [name for name, value in vars(service).items() if inspect.ismethod(value)]
    assert bound == [], bound
    methods = {
        name for name, value in inspect.getmembers(GameService, inspect.isfunction)
        if not name.startswith("_")
    }
    assert methods == OWN


def test_every_command_has_one_handler(service: GameService) -> None:
    kinds = set(Command.__args__)  # type: ignore[attr-defined]
    assert set(service._handlers) == kinds
