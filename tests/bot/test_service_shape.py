"""The service is composed, not inherited: one object per feature, reached by name, each
given only the parts it uses (no shared context); ``GameService`` itself has the ways in
(typed commands, a line of chat, a button) and its own set-up, and no alias of a feature's
methods."""

from __future__ import annotations

import ast
import inspect
import os
import subprocess
import sys
from pathlib import Path

from bot.service import GameService
from bot.service.challenges.challenges import ChallengeUseCases
from bot.service.chats.guide import GuideUseCases
from bot.service.chats.settings import SettingsUseCases
from bot.service.coach.analysis import AnalysisUseCases
from bot.service.coach.hint import HintUseCases
from bot.service.coach.takeback import TakebackUseCases
from bot.service.commands import Command
from bot.service.computer.seat import ComputerUseCases
from bot.service.history.history import HistoryUseCases
from bot.service.history.standings import StandingsUseCases
from bot.service.persons.persons import PersonUseCases
from bot.service.places.inline_games import InlineUseCases
from bot.service.places.web_board import WebBoardUseCases
from bot.service.play.game_cards import CardUseCases
from bot.service.play.picker import PickerUseCases
from bot.service.play.play import PlayUseCases
from bot.service.play.sweeper import SweepUseCases
from bot.service.seeks.lobby import LobbyUseCases
from bot.service.seeks.seeks import SeekUseCases
from bot.service.teams.proposals import TeamProposals
from bot.service.teams.team_changes import TeamChanges
from bot.service.teams.turns import TeamTurns
from bot.service.tournaments.use_cases import TournamentUseCases

ROOT = Path(__file__).resolve().parents[2]

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
    "teams": TeamProposals,
    "team_turns": TeamTurns,
    "team_changes": TeamChanges,
    "persons": PersonUseCases,
    "seeks": SeekUseCases,
    "lobby": LobbyUseCases,
}
OWN = {
    "dispatch", "say", "press", "read_button", "start", "close", "database_answers",
    "add_bot_account", "use_labels", "computer_buttons", "connect", "settle",
}
"""GameService's own methods: the ways in, its set-up and a platform's connection."""


def test_no_feature_inherits_another() -> None:
    for feature in FEATURES.values():
        assert feature.__mro__[1:] == (object,), feature


def test_every_feature_takes_only_the_parts_it_uses(service: GameService) -> None:
    """Each feature is given its parts by name (no context holding them all), each the
    very object the builder made once and shared."""
    features = {name: value for name, value in vars(service).items()
                if type(value) in FEATURES.values()}
    assert {name: type(feature) for name, feature in features.items()} == FEATURES
    shared = vars(service.parts)
    for feature in features.values():
        assert not hasattr(feature, "ctx"), feature
        given = inspect.signature(type(feature).__init__).parameters
        parts = [name for name in given if name in shared and name != "config"]
        assert parts, feature
        assert len(parts) <= len(shared) // 2, (feature, parts)  # a few, not all
        held = [value for value in vars(feature).values()]
        for name in parts:
            assert any(value is shared[name] for value in held), (feature, name)


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


WRONG_ROUTE = '''
from bot.service import commands as asked
from bot.service.dispatch import Handlers
from bot.service.chats.guide import GuideUseCases
from bot.service.play.play import PlayUseCases


def table(play: PlayUseCases, guide: GuideUseCases) -> Handlers:
    handlers = Handlers()
    handlers.change(asked.Move, play.move)
    handlers.read(asked.Help, guide.help)
    handlers.change(asked.Move, play.resign)  # line 12: takes a Resign
    handlers.read(asked.Help, guide.rules)  # line 13: takes ShowRules
    handlers.change(asked.Hint, guide.help)  # line 14: a read, not a change
    return handlers
'''


def test_the_checker_sees_each_command_reach_a_method_that_takes_it(tmp_path: Path) -> None:
    """The dispatch table is typed: mypy refuses a command routed to a method that takes
    another command, or to a use case of the other shape, and accepts the right ones."""
    module = tmp_path / "wrong_route.py"
    module.write_text(WRONG_ROUTE, encoding="utf-8")
    found = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-error-summary", str(module)],
        cwd=ROOT, capture_output=True, text=True, check=False,
        env={**os.environ, "MYPYPATH": str(ROOT)},
    )
    lines = sorted({int(line.split(":")[1]) for line in found.stdout.splitlines()
                    if ": error:" in line})
    assert lines == [12, 13, 14], found.stdout


PLAIN_DATA = {
    "bot.service",  # the door adapters import from (it re-exports the answer's types)
    "bot.service.commands",
    "bot.service.answers.answer",
    "bot.service.answers.replies",
    "bot.service.answers.game_views",
    "bot.service.answers.challenge_views",
    "bot.service.answers.buttons",
    "bot.service.games.live",  # a game's row and its core game, in memory
}
"""Modules of the service that hold plain data (answers, commands, their views), which
any feature may import."""
MOST_MODULES = 25
MOST_IMPORTERS = 20


def _modules() -> dict[str, Path]:
    found = {}
    for path in sorted((ROOT / "bot").rglob("*.py")):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


def test_no_folder_of_the_bot_holds_more_than_25_modules() -> None:
    folders: dict[str, int] = {}
    for path in _modules().values():
        folder = str(path.parent.relative_to(ROOT))
        folders[folder] = folders.get(folder, 0) + 1
    assert {folder: count for folder, count in folders.items() if count > MOST_MODULES} == {}


VOCABULARY = {
    "bot.identity",  # who and where: players, chats, actors
    "bot.domain",  # the states of a game and of a challenge
    "bot.storage.records",  # the rows the storage port hands out
    "bot.storage.protocol",  # the storage port itself
    "bot.storage.rows",  # a stored value read back: every query of every table
    "bot.storage.values",  # a value written in the dialect: every query, inside bot/storage
    "bot.time_control",  # a game's clock as its terms say (5+3, 24h, none)
}
"""Modules outside the service that are the application's vocabulary, which any module may
import. Anything else of the bot with more than 20 importers (the wording, the clocks, a
helper) is a hub to split by what its importers use."""


def _importers() -> dict[str, set[str]]:
    """Each module of the bot, with the modules of the bot importing it."""
    modules = _modules()
    importers: dict[str, set[str]] = {}
    for name, path in modules.items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and not node.level:
                for target in (node.module, *(f"{node.module}.{a.name}" for a in node.names)):
                    if target in modules and target != name:
                        importers.setdefault(target, set()).add(name)
    return importers


def test_no_module_of_the_service_but_its_data_is_a_hub() -> None:
    """A module of the service imported by more than 20 modules of the bot is a hall every
    feature crosses: only plain data may be one."""
    hubs = {target: len(found) for target, found in _importers().items()
            if target.startswith("bot.service") and target not in PLAIN_DATA
            and len(found) > MOST_IMPORTERS}
    assert hubs == {}


def test_no_module_of_the_bot_but_its_vocabulary_is_a_hub() -> None:
    """The same measure outside the service: the output path's wording, the clocks and every
    helper stay within 20 importers; only the listed vocabulary may pass it."""
    hubs = {target: len(found) for target, found in _importers().items()
            if not target.startswith("bot.service") and target not in VOCABULARY
            and len(found) > MOST_IMPORTERS}
    assert hubs == {}
