"""Chat settings: everyone sees them, only admins change them, and new games, cards,
limits and the chat's language follow them."""

from __future__ import annotations

import dataclasses
from datetime import timedelta

import pytest

from bot.i18n import Translator
from bot.identity import Actor, ChatRef
from bot.output.items import Card
from bot.output.placement import Placement
from bot.output.plan import plan
from bot.output.present import Presenter
from bot.service import BoardMode, GameService, Opponent, Reply, Result, Status
from bot.service.chats.chat_settings import ChatSettings
from bot.service.chats.setting_change import SettingChange, Variant
from bot.service.commands import Accept, Challenge, ChangeSetting, Configure, Move, SetLanguage
from bot.storage import Storage
from bot.time_control import TimeControl, TimeKind
from core import Start

from .conftest import ALICE, BOB, CAROL, CHAT, OTHER_CHAT, TextChat, card_shown, ev, start_game

ADMIN = Actor("test", "50", "Ada", "ada", is_admin=True)

PRESENTER = Presenter(Translator())


def card_of(result: Result) -> Card:
    """The game card the output path makes of ``result``."""
    (card,) = [item for item in plan(result, PRESENTER) if isinstance(item, Card)]
    return card


async def change(service: GameService, key: str, *words: str) -> None:
    result = await service.settings.configure(ev(), CHAT, ADMIN, Configure(key, words))
    assert result.ok, result


async def test_everyone_sees_the_settings(service: GameService) -> None:
    shown = await service.settings.configure(ev(), CHAT, ALICE, Configure())
    assert shown.ok
    assert shown.keys == (
        "settings-header",
        "settings-size",
        "settings-start",
        "settings-variant",
        "settings-time",
        "settings-rated",
        "settings-lang",
        "settings-board",
        "settings-style",
        "settings-pings",
        "settings-max-games",
        "settings-min-games",
        "settings-threads",
        "settings-tournaments",
        "settings-how",
    )
    args = {reply.key: reply.args for reply in shown.replies}
    assert args["settings-size"] == {"width": 39, "height": 32}
    assert args["settings-time"]["time"] == TimeControl(
        TimeKind.CORRESPONDENCE, per_move=timedelta(hours=24)
    )
    assert args["settings-rated"] == {"rated": "yes"}
    assert args["settings-board"] == {"board": "edit"}
    assert args["settings-pings"] == {"pings": "smart"}
    assert args["settings-style"] == {
        "chosen": "no", "style": Reply("style-name", {"style": "light"})
    }
    assert args["settings-how"] == {"admin": "no", "where": "chat"}


async def test_only_admins_change_them(service: GameService, storage: Storage) -> None:
    refused = await service.settings.configure(ev(), CHAT, ALICE, Configure("size", ("15x15",)))
    assert refused.status is Status.ERROR and refused.keys == ("error-settings-admin",)
    assert await storage.chat(CHAT) is None
    done = await service.settings.configure(ev(), CHAT, ADMIN, Configure("size", ("15x15",)))
    assert done.keys == ("settings-changed", "settings-size")
    assert done.replies[1].args == {"width": 15, "height": 15}


@pytest.mark.parametrize(
    ("key", "words", "error"),
    [
        ("colour", ("red",), "error-settings-key"),
        ("size", ("2x2",), "error-field-size"),
        ("size", ("huge",), "error-settings-value"),
        ("start", ("four",), None),  # fits 39×32
        ("start", ("spiral",), "error-settings-value"),
        ("variant", ("extra", "bonus"), "error-settings-value"),
        ("time", ("99d",), "error-settings-value"),
        ("time", ("0+5",), "error-settings-value"),
        ("time", (), "error-settings-value"),
        ("rated", ("maybe",), "error-settings-value"),
        ("lang", ("eo",), "error-unknown-language"),
        ("board", ("scroll",), "error-settings-value"),
        ("style", ("neon",), "error-settings-value"),
        ("max_games", ("0",), "error-settings-value"),
        ("max_games", ("1000",), "error-settings-value"),
        ("min_games", ("-1",), "error-settings-value"),
    ],
)
async def test_bad_values_are_refused(
    service: GameService, key: str, words: tuple[str, ...], error: str | None
) -> None:
    result = await service.settings.configure(ev(), CHAT, ADMIN, Configure(key, words))
    if error is None:
        assert result.ok
    else:
        assert result.status is Status.ERROR and result.keys == (error,), result


async def test_a_start_that_does_not_fit_the_size_is_refused(service: GameService) -> None:
    await change(service, "size", "5x5")
    refused = await service.settings.configure(ev(), CHAT, ADMIN, Configure("start", ("four",)))
    assert refused.keys == ("error-start-size",)


async def test_new_challenges_take_the_chats_defaults(service: GameService) -> None:
    await change(service, "size", "20x16")
    await change(service, "start", "empty")
    await change(service, "variant", "extra", "notransfer", "instant=12")
    await change(service, "time", "10+3")
    await change(service, "rated", "no")
    made = await service.challenges.challenge(ev(), CHAT, ALICE, Challenge(Opponent.user("bob")))
    assert made.challenge is not None
    rules = made.challenge.rules
    assert (rules.width, rules.height, rules.start) == (20, 16, Start.EMPTY)
    assert rules.extra_move and not rules.score_transfer and rules.instant_win == 12
    assert made.challenge.time == TimeControl.parse("10+3") and not made.challenge.rated
    game = await service.challenges.accept(ev(), CHAT, BOB, Accept())
    assert game.game is not None and not game.game.rated
    assert game.game.clock is not None and game.game.clock.blue_left == timedelta(minutes=10)
    # another chat keeps its own
    other = await service.challenges.challenge(ev(), OTHER_CHAT, ALICE, Challenge())
    assert other.challenge is not None and other.challenge.rules.width == 39
    await change(service, "variant", "standard")
    plain = await service.challenges.challenge(ev(), CHAT, CAROL, Challenge())
    assert plain.challenge is not None and not plain.challenge.rules.extra_move


async def test_a_thread_shares_its_chats_settings(service: GameService) -> None:
    await change(service, "size", "12")
    topic = ChatRef(CHAT.platform, CHAT.chat_id, "topic-3")
    made = await service.challenges.challenge(ev(), topic, ALICE, Challenge())
    assert made.challenge is not None and made.challenge.rules.width == 12
    assert (await service.languages.chat_settings(topic)).rules.height == 12


async def test_board_mode_post_sends_a_new_board_after_each_move(service: GameService) -> None:
    game_id = await start_game(service)
    await card_shown(service, game_id, "card")
    edit = await service.dispatch(ev(), CHAT, ALICE, Move("1-1"))
    assert edit.ok and card_of(edit).placement is Placement.EDIT
    await change(service, "board", "post")
    assert (await service.languages.chat_settings(CHAT)).board is BoardMode.POST
    post = await service.dispatch(ev(), CHAT, BOB, Move("2-2"))
    assert post.ok and card_of(post).placement is Placement.POST_UNEDITED


async def test_the_open_games_limit(service: GameService) -> None:
    await change(service, "max_games", "2")
    await start_game(service, ALICE, BOB)
    assert (await service.challenges.challenge(
        ev(), CHAT, ALICE, Challenge(Opponent.user("carol"))
    )).ok
    third = await service.challenges.challenge(ev(), CHAT, ALICE, Challenge())
    assert third.keys == ("error-too-many-games",) and third.replies[0].args == {"max": 2}
    assert (await service.challenges.challenge(ev(), OTHER_CHAT, ALICE, Challenge())).ok  # per chat
    await change(service, "max_games", "1")
    accepted = await service.challenges.accept(
        ev(), CHAT, CAROL, Accept()
    )  # Carol had nothing open
    assert accepted.ok
    busy = await service.challenges.challenge(ev(), CHAT, BOB, Challenge(Opponent.user("carol")))
    assert busy.keys == ("error-too-many-games",)


async def test_the_chats_language_beats_the_client_but_not_the_users_choice(
    service: GameService,
) -> None:
    polish_app = Actor("test", "60", "Piotr", "piotr", locale="pl-PL")
    assert await service.languages.language(polish_app, CHAT) == "pl"
    await change(service, "lang", "uk")
    assert await service.languages.language(polish_app, CHAT) == "uk"
    assert await service.languages.language(polish_app, OTHER_CHAT) == "pl"
    await service.guide.set_language(ev(), CHAT, polish_app, SetLanguage("ru"))
    assert await service.languages.language(polish_app, CHAT) == "ru"
    reset = await service.guide.set_language(ev(), CHAT, polish_app, SetLanguage("auto"))
    assert reset.keys == ("lang-reset",) and reset.lang == "uk"
    await change(service, "lang", "auto")
    assert await service.languages.language(polish_app, CHAT) == "pl"
    assert await service.languages.chat_language(CHAT) == "en"


@pytest.mark.parametrize(
    ("locale", "lang"),
    [("uk", "uk"), ("pl", "pl"), ("ru-RU", "ru"), ("en-GB", "en"), ("pt-BR", "en"), (None, "en")],
)
async def test_the_client_locale_picks_a_language(
    service: GameService, locale: str | None, lang: str
) -> None:
    assert await service.languages.language(Actor("test", "70", "X", locale=locale), CHAT) == lang


async def test_damaged_stored_settings_fall_back_to_defaults() -> None:
    stored = {
        "rules": {"width": 500},
        "time": {"kind": "sundial"},
        "rated": "perhaps",
        "board": "scroll",
        "max_games": -3,
        "min_games": 7,
    }
    settings = ChatSettings.load(stored, "ru")
    assert settings == ChatSettings(min_games=7, lang="ru")


async def test_settings_by_command(service: GameService) -> None:
    commands = TextChat(service)
    shown = await commands.handle(ev(), CHAT, ALICE, "/settings")
    assert shown is not None and shown.ok and len(shown.replies) == 15
    refused = await commands.handle(ev(), CHAT, ALICE, "/settings time 5+5")
    assert refused is not None and refused.keys == ("error-settings-admin",)
    done = await commands.handle(ev(), CHAT, ADMIN, "/settings max-games 4")
    assert done is not None and done.replies[1].args == {"max": 4}
    variant = await commands.handle(ev(), CHAT, ADMIN, "/settings variant extra instant=5")
    assert variant is not None and variant.replies[1].args == {
        "extra": "yes",
        "transfer": "yes",
        "instant": 5,
        "stop": "no",
        "free": "no",
        "painted": "no",
        "suicide": "yes",
        "wall": "no",
        "territory": "no",
        "szkrab": "no",
    }


async def test_shared_cards_follow_the_platforms_word_for_the_chat_until_admins_choose(
    service: GameService,
) -> None:
    server = ChatRef("test", "900", "1")
    other_channel = ChatRef("test", "900", "2")
    assert await service.languages.chat_language(server) == "en"
    service.languages.use_chat_locale(server, "pl")
    service.languages.use_chat_locale(server, "xx-YY")  # a language we lack changes nothing
    assert await service.languages.chat_language(other_channel) == "pl"  # the whole server
    member = Actor("test", "5", "Ann", "ann", locale="en-US")
    offered = await service.challenges.challenge(
        "ev-loc-1", other_channel, member, Challenge(Opponent.anyone())
    )
    assert offered.lang == "en" and offered.shared_lang == "pl"
    await service.settings.configure(ev(), server, ADMIN, Configure("lang", ("ru",)))
    assert await service.languages.chat_language(other_channel) == "ru"


async def test_settings_have_a_typed_api_for_adapters(service: GameService) -> None:
    admin = dataclasses.replace(ALICE, is_admin=True)
    done = await service.settings.change(
        ev(), CHAT, admin, ChangeSetting(SettingChange.size(20, 17))
    )
    assert done.ok and done.replies[1].args == {"width": 20, "height": 17}
    refused = await service.settings.change(
        ev(), CHAT, ALICE, ChangeSetting(SettingChange.size(9, 9))
    )
    assert refused.keys == ("error-settings-admin",)
    too_big = await service.settings.change(
        ev(), CHAT, admin, ChangeSetting(SettingChange.size(65, 9))
    )
    assert too_big.keys == ("error-field-size",)
    week = TimeControl(TimeKind.CORRESPONDENCE, per_move=timedelta(days=40))
    assert (await service.settings.change(
        ev(), CHAT, admin, ChangeSetting(SettingChange.time(week))
    )).keys == (
        "error-settings-value",
    )
    steps = [
        SettingChange.start(Start.EMPTY),
        SettingChange.variant(Variant(extra_move=True, instant_win=5)),
        SettingChange.rated(False),
        SettingChange.board(BoardMode.POST),
        SettingChange.max_games(3),
        SettingChange.lang("uk"),
    ]
    for step in steps:
        assert (await service.settings.change(ev(), CHAT, admin, ChangeSetting(step))).ok, step
    settings = await service.languages.chat_settings(CHAT)
    assert settings.rules.start is Start.EMPTY and settings.rules.extra_move
    assert (settings.rules.width, settings.rules.instant_win) == (20, 5)
    assert not settings.rated and settings.board is BoardMode.POST
    assert settings.max_games == 3 and settings.lang == "uk"
    unknown = await service.settings.change(
        ev(), CHAT, admin, ChangeSetting(SettingChange.lang("xx"))
    )
    assert unknown.keys == ("error-unknown-language",)
