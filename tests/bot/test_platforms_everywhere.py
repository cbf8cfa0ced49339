"""A platform is declared once (``bot/<adapter>/platform.py``, read by :mod:`bot.platforms`):
a toy platform declared in one place (tests/bot/toy_platform/platform.py) is started from
the settings, its places are called as it says, the output path keeps to its limits and
capabilities, the web board signs its people in, and the guards watch its adapter."""

from __future__ import annotations

import shutil
from pathlib import Path

from bot.__main__ import adapters, serve
from bot.config import Settings
from bot.i18n import Translator
from bot.identity import Actor, ChatRef
from bot.output.delivery import Output
from bot.output.items import Card, Text
from bot.output.present import Presenter
from bot.platforms import adapter_folders, declared, narrowest, platforms, web_sign_ins
from bot.service import GameService
from bot.service.commands import Help, Move
from bot.storage import Storage
from tests import test_shape
from tests.bot import toy_platform
from tests.bot.toy_platform.platform import LIMITS, PLATFORM
from tests.web.conftest import running_board

from .conftest import Clock, ev, start_game

ALICE = Actor("toy", "1", "Alice", "alice")
BOB = Actor("toy", "2", "Bob", "bob")
SERVER = ChatRef("toy", "100")
CHANNEL = ChatRef("toy", "100", "7")
OTHER_CHANNEL = ChatRef("toy", "100", "8")
PRESENTER = Presenter(Translator())


def settings(tmp_path: Path, **values: object) -> Settings:
    return Settings(database_url=f"sqlite:///{tmp_path / 'dots.db'}",  # type: ignore[call-arg]
                    _env_file=None, **values)


def test_the_platforms_of_the_bot_are_found_by_their_declarations() -> None:
    assert [found.name for found in platforms()] == ["console", "discord", "telegram"]
    assert adapter_folders() == ("bot/console", "bot/discord", "bot/telegram", "bot/web")
    assert PLATFORM not in platforms()


async def test_a_platform_declared_once_is_started_by_its_setting(tmp_path: Path) -> None:
    toy_platform.STARTED.clear()
    with declared(PLATFORM):
        assert adapters(settings(tmp_path)) == []  # its setting unset: the console runs
        on = settings(tmp_path, button_secret="toy-token-of-the-toy")
        assert adapters(on) == [("toy", toy_platform.run)]
        await serve(on)
    assert [(type(service), given) for service, given in toy_platform.STARTED] == [
        (GameService, on)
    ]
    assert adapters(on) == []  # no longer declared


async def test_its_places_are_called_as_it_declares(service: GameService) -> None:
    finder = service.parts.finder
    with declared(PLATFORM):
        assert (finder.place_kind(CHANNEL), finder.group_kind(CHANNEL)) == ("channel", "server")
        game = await start_game(service, ALICE, BOB, CHANNEL)
        refused = await service.play.move(ev(), OTHER_CHANNEL, ALICE, Move("1-1"))
        assert refused.keys == ("error-game-elsewhere",)
        assert refused.replies[0].args == {"games": f"#{game}", "where": "channel",
                                           "group": "server"}
        said = PRESENTER.text(refused)
        assert "channel" in said and "server" in said, said
    # the usual words once the platform is gone
    assert (finder.place_kind(CHANNEL), finder.group_kind(CHANNEL)) == ("topic", "chat")


async def test_the_output_path_keeps_to_its_limits_and_capabilities(
    service: GameService,
) -> None:
    output = Output(service.receipts, PRESENTER)
    shown = toy_platform.Shown()
    with declared(PLATFORM):
        assert narrowest().caption == LIMITS.caption  # the narrowest of every platform now
        await output.answer(await service.guide.help(SERVER, ALICE, Help()), shown)
        game = await start_game(service, ALICE, BOB, SERVER)
        moved = await service.play.move(ev(), SERVER, ALICE, Move("1-1", game))
        await output.answer(moved, shown)
    (helped, card) = shown.items
    assert isinstance(helped, Text) and 0 < len(helped.text) <= LIMITS.text
    assert isinstance(card, Card) and 0 < len(card.caption) <= LIMITS.caption
    assert shown.pictures == [None, None]  # it shows no pictures: none was drawn
    assert narrowest().caption > LIMITS.caption


async def test_the_web_board_signs_its_people_in(
    storage: Storage, clock: Clock, tmp_path: Path
) -> None:
    on = settings(tmp_path, button_secret="toy-token-of-the-toy")
    async with running_board(storage, clock, telegram_token=None) as site, \
            await site.get("/board/api/link", "toy alice-pass") as response:
        assert response.status == 401  # a scheme no platform declares
        assert (await response.json())["error"] == "signin"
    with declared(PLATFORM):
        assert set(web_sign_ins(on)) == {"toy"}
        async with running_board(storage, clock, telegram_token=None,
                                 sign_ins=web_sign_ins(on)) as site:
            async with await site.get("/board/api/link", "toy alice-pass") as response:
                assert response.status == 200
                assert await response.json() == {"ok": True, "game": None}
            async with await site.get("/board/api/link", "toy wrong") as response:
                assert response.status == 401
                assert (await response.json())["message"] == PRESENTER.t(
                    "en", "error-web-signin")


def test_the_guards_watch_its_adapter(tmp_path: Path) -> None:
    folder = PLATFORM.folder
    assert folder == "tests/bot/toy_platform"
    assert folder not in adapter_folders()
    with declared(PLATFORM):
        assert folder in adapter_folders()
        packages = tuple(place.replace("/", ".") for place in adapter_folders())
        modules = {**test_shape.MODULES, **test_shape.module_map(folder)}
        assert test_shape.reached_beyond("tests.bot.toy_platform", packages, modules) == []
        assert not test_shape.found(test_shape._reaches_inside, folder)
        # the same adapter reaching for storage through a helper is found
        copy = tmp_path / folder
        shutil.copytree(test_shape.ROOT / folder, copy)
        (copy / "sneaky.py").write_text("from bot import health, metrics\n")
        moved = test_shape.module_map(folder, root=tmp_path)
        assert test_shape.reached_beyond("tests.bot.toy_platform", packages,
                                         {**test_shape.MODULES, **moved}) == [
            "tests.bot.toy_platform.sneaky -> bot.health -> bot.storage"
        ]
