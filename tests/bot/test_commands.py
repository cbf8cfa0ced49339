"""Text commands: the same words on every platform, parsed and answered."""

from __future__ import annotations

import pytest

from bot.identity import PlayerRef
from bot.service import GameService, Opponent, Status
from bot.service.commands import Command, Commands, parse
from bot.storage import SqliteStorage
from core import Color, Start

from .conftest import ALICE, BOB, CAROL, CHAT, ev, start_game


@pytest.fixture
def commands(service: GameService) -> Commands:
    return Commands(service, bot_username="dots_bot")


@pytest.mark.parametrize(
    ("text", "command"),
    [
        ("/challenge @bob 15x15", Command("challenge", ("@bob", "15x15"))),
        ("/Accept@dots_bot 3", Command("accept", ("3",))),
        ("20-17", Command("move", ("20-17",), bare=True)),
        ("20 17", Command("move", ("20 17",), bare=True)),
        ("(20, 17)", Command("move", ("(20, 17)",), bare=True)),
        ("20–17 #4", Command("move", ("20–17", "#4"), bare=True)),
        ("/move 20-17 #4", Command("move", ("20-17", "#4"))),
        ("hello there", None),
        ("20-17 please", None),
        ("/board@other_bot", None),
    ],
)
def test_parse(text: str, command: Command | None) -> None:
    assert parse(text, "dots_bot") == command


async def test_challenge_words_choose_the_game(commands: Commands) -> None:
    result = await commands.handle(
        ev(), CHAT, ALICE, "/challenge @Bob 15x12 four red extra notransfer instant=10"
    )
    assert result is not None and result.ok and result.challenge is not None
    challenge = result.challenge
    assert challenge.target_name == "@bob" and challenge.challenger_color is Color.RED
    rules = challenge.rules
    assert (rules.width, rules.height, rules.start) == (15, 12, Start.FOUR_CROSSES)
    assert rules.extra_move and not rules.score_transfer and rules.instant_win == 10


async def test_a_resolved_mention_is_used(commands: Commands) -> None:
    mentions = {"@Bobby": Opponent.user(ref=PlayerRef("test", "2"), name="Bob")}
    result = await commands.handle(ev(), CHAT, ALICE, "/challenge @Bobby", mentions=mentions)
    assert result is not None and result.ok
    accepted = await commands.handle(ev(), CHAT, BOB, "/accept")
    assert accepted is not None and accepted.ok


async def test_a_whole_game_by_commands(commands: Commands, storage: SqliteStorage) -> None:
    await commands.handle(ev(), CHAT, ALICE, "/challenge @bob 10x10 empty")
    lines = [
        (BOB, "/accept 1"),
        (ALICE, "5-5"),
        (BOB, "5 6"),
        (ALICE, "/move 6,6 #1"),
        (BOB, "/draw"),
        (ALICE, "/decline_draw"),
        (BOB, "/resign"),
        (BOB, "/resign confirm #1"),
    ]
    results = [await commands.handle(ev(), CHAT, actor, text) for actor, text in lines]
    assert all(r is not None and r.ok for r in results), results
    assert [(m.x, m.y) for m in await storage.moves(1)] == [(5, 5), (5, 6), (6, 6)]
    last = results[-1]
    assert last is not None and last.game is not None and last.game.outcome is not None
    assert last.game.outcome.winner is Color.BLUE


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("/challenge banana", "error-usage"),
        ("/challenge 99x99", "error-field-size"),
        ("/challenge @alice", "error-challenge-self"),
        ("/challenge @dots_bot", "error-challenge-bot"),
        ("/challenge computer", "error-computer-unavailable"),
        ("/accept xyz", "error-usage"),
        ("/accept 1 2", "error-usage"),
        ("/accept 42", "error-unknown-challenge"),
        ("/move", "error-move-missing"),
        ("/move 1-1 #x", "error-usage"),
        ("/board #9", "error-unknown-game"),
        ("/resign", "error-no-game"),
        ("/frobnicate", "error-unknown-command"),
        ("/lang xx", "error-unknown-language"),
    ],
)
async def test_bad_input_gets_a_clear_reply(commands: Commands, text: str, key: str) -> None:
    result = await commands.handle(ev(), CHAT, ALICE, text)
    assert result is not None and result.status is Status.ERROR and result.keys == (key,)


async def test_group_chatter_gets_no_answer(commands: Commands, service: GameService) -> None:
    assert await commands.handle(ev(), CHAT, CAROL, "good game!") is None
    assert await commands.handle(ev(), CHAT, CAROL, "3 4") is None  # no game: just a number
    spoken = await commands.handle(ev(), CHAT, CAROL, "3 4", quiet=False)
    assert spoken is not None and spoken.keys == ("error-no-game",)
    chatter = await commands.handle(ev(), CHAT, CAROL, "hi", quiet=False)
    assert chatter is not None and chatter.keys == ("error-not-a-command",)
    await start_game(service)
    refused = await commands.handle(ev(), CHAT, BOB, "3 4")  # a player: told why
    assert refused is not None and refused.keys == ("error-not-your-turn",)


async def test_language_is_kept_per_user(commands: Commands, service: GameService) -> None:
    shown = await commands.handle(ev(), CHAT, ALICE, "/lang")
    assert shown is not None and shown.keys == ("lang-current",) and shown.lang == "en"
    chosen = await commands.handle(ev(), CHAT, ALICE, "/lang RU")
    assert chosen is not None and chosen.keys == ("lang-set",) and chosen.lang == "ru"
    help_ = await commands.handle(ev(), CHAT, ALICE, "/help")
    assert help_ is not None and help_.lang == "ru"
    other = await commands.handle(ev(), CHAT, BOB, "/help")
    assert other is not None and other.lang == "en"
    russian_client = BOB.__class__("test", "8", "Ivan", locale="ru-RU")
    assert (await service.help(CHAT, russian_client)).lang == "ru"


@pytest.mark.parametrize(
    ("words", "time", "rated"),
    [
        ("5+5", "5+5", True),
        ("90s+2 casual", "90s+2", False),
        ("24h rated", "1d", True),
        ("3d", "3d", True),
        ("time 12h", "12h", True),
        ("time=10+0", "10+0", True),
        ("notime casual", "none", False),
    ],
)
async def test_challenge_clock_and_rating_words(
    commands: Commands, words: str, time: str, rated: bool
) -> None:
    result = await commands.handle(ev(), CHAT, ALICE, f"/challenge @bob 15x15 {words}")
    assert result is not None and result.ok and result.challenge is not None, result
    assert result.challenge.time.describe() == time and result.challenge.rated is rated
    assert result.challenge.rules.width == 15


@pytest.mark.parametrize("words", ["99d", "time=13h+0", "time 0+5", "1000+1"])
async def test_clocks_the_bot_does_not_keep_are_refused(commands: Commands, words: str) -> None:
    result = await commands.handle(ev(), CHAT, ALICE, f"/challenge @bob {words}")
    assert result is not None and result.status is Status.ERROR, words
    assert result.keys == ("error-time-control",)


async def test_time_alone_points_to_the_challenge(commands: Commands) -> None:
    result = await commands.handle(ev(), CHAT, ALICE, "/time 5+5")
    assert result is not None and result.keys == ("error-time-where",)


async def test_the_new_commands_reach_the_service(commands: Commands) -> None:
    await start_game(commands.service)
    await commands.service.resign(ev(), CHAT, BOB, confirm=True)
    for text, first in [
        ("/history", "history-header"),
        ("/history @bob", "history-header"),
        ("/sgf #1", "sgf-ready"),
        ("/sgf", "sgf-ready"),
        ("/replay #1", "replay-ready"),
        ("/rematch", "challenge-direct"),
        ("/top", "top-empty"),
        ("/rating", "rating-card"),
        ("/settings", "settings-header"),
        ("/help", "help"),
    ]:
        result = await commands.handle(ev(), CHAT, ALICE, text)
        assert result is not None and result.keys[0] == first, (text, result)
    helped = await commands.handle(ev(), CHAT, ALICE, "/help")
    assert helped is not None and helped.keys == ("help", "help-more")
    bad = await commands.handle(ev(), CHAT, ALICE, "/sgf game-one")
    assert bad is not None and bad.keys == ("error-usage",)
