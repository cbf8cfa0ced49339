"""The service is composed, not inherited: one object per feature over one shared context,
and ``GameService`` answers to the names adapters call, each the feature's own method."""

from __future__ import annotations

from bot.service import GameService
from bot.service.challenges import ChallengeUseCases
from bot.service.computer_moves import ComputerUseCases
from bot.service.context import UseCase
from bot.service.guide import GuideUseCases
from bot.service.history import HistoryUseCases
from bot.service.looking import LookingUseCases
from bot.service.picker import PickerUseCases
from bot.service.play import PlayUseCases
from bot.service.settings import SettingsUseCases
from bot.service.standings import StandingsUseCases
from bot.service.sweeper import SweepUseCases

FEATURES = (
    PlayUseCases,
    ChallengeUseCases,
    SweepUseCases,
    StandingsUseCases,
    HistoryUseCases,
    SettingsUseCases,
    PickerUseCases,
    LookingUseCases,
    GuideUseCases,
    ComputerUseCases,
)


def test_no_feature_inherits_another() -> None:
    for feature in FEATURES:
        assert feature.__mro__[1:] == (UseCase, object), feature


def test_every_feature_shares_the_one_context(service: GameService) -> None:
    parts = [value for value in vars(service).values() if isinstance(value, UseCase)]
    assert {type(part) for part in parts} == set(FEATURES)
    assert all(part.ctx is service.ctx for part in parts)


def test_the_adapters_names_are_the_features_methods(service: GameService) -> None:
    owners = {
        service.play: ("move", "resign", "offer_draw", "decline_draw", "ground", "abort"),
        service.challenges: ("challenge", "accept", "decline", "cancel"),
        service.sweeper: ("sweep",),
        service.standings: ("top", "rating"),
        service.past: ("history", "sgf", "replay", "rematch", "export_sgf", "use_labels"),
        service.chat_admin: ("settings",),
        service.picker: ("open_picker", "play_picked", "confirm_resign", "legal_points"),
        service.looking: ("board", "view", "game", "games", "card_shown", "challenge_shown",
                          "card_again", "card_late", "picture", "board_text"),
        service.guide: ("help", "rules", "set_language"),
        service.computer: ("scan_computer",),
    }
    for owner, names in owners.items():
        for name in names:
            assert getattr(service, name) == getattr(owner, name), name
