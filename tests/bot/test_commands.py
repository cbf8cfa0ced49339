"""Text commands: the same words on every platform, parsed and answered."""

from __future__ import annotations

import dataclasses

import pytest

from bot.i18n import Translator
from bot.identity import PlayerRef
from bot.output.present import Presenter
from bot.service import GameService, Opponent, Status
from bot.service.commands import Help, Resign
from bot.service.grammar.command_parse import Parsed, parse
from bot.storage import Storage
from core import Color, Start

from .conftest import ALICE, BOB, CAROL, CHAT, TextChat, ev, start_game


@pytest.fixture
def commands(service: GameService) -> TextChat:
    return TextChat(service, "dots_bot")


@pytest.mark.parametrize(
    ("text", "name", "values"),
    [
        ("/challenge @bob 15x15", "challenge", {"opponent": "@bob", "size": (15, 15)}),
        ("/Accept@dots_bot 3", "accept", {"challenge": 3}),
        ("/m 20-17", "move", {"point": "20-17"}),
        ("/move 20 17 #4", "move", {"point": "20 17", "game": 4}),
        ("/resign confirm #2", "resign", {"confirm": "confirm", "game": 2}),
        ("/top overall", "top", {"where": "all"}),
        ("/settings size 20x20", "settings", {"setting": "size", "value": ("20x20",)}),
        ("/challenge ١٥x١٥ red", "challenge", {"size": (15, 15), "color": "red"}),
        ("/challenge bot hard", "challenge", {"opponent": "computer", "level": "hard"}),
        ("/history chat #12", "history", {"who": "chat", "after": 12}),
    ],
)
def test_parse_commands(text: str, name: str, values: dict[str, object]) -> None:
    parsed = parse(text, "dots_bot")
    assert isinstance(parsed, Parsed) and parsed.name == name and not parsed.bare
    assert parsed.values == values


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("20-17", {"point": "20-17"}),
        ("20 17", {"point": "20 17"}),
        ("(20, 17)", {"point": "(20, 17)"}),
        ("20–17 #4", {"point": "20–17", "game": 4}),
        ("５-５", {"point": "５-５"}),
    ],
)
def test_parse_bare_moves(text: str, values: dict[str, object]) -> None:
    parsed = parse(text, "dots_bot")
    assert isinstance(parsed, Parsed) and parsed.bare and parsed.values == values


@pytest.mark.parametrize("text", ["hello there", "20-17 please", "/board@other_bot", "²-1"])
def test_text_not_for_the_bot(text: str) -> None:
    assert parse(text, "dots_bot") is None


async def test_challenge_words_choose_the_game(commands: TextChat) -> None:
    result = await commands.handle(
        ev(), CHAT, ALICE, "/challenge @Bob 15x12 four red extra notransfer instant=10"
    )
    assert result is not None and result.ok and result.challenge is not None
    challenge = result.challenge
    assert challenge.target_name == "@bob" and challenge.challenger_color is Color.RED
    rules = challenge.rules
    assert (rules.width, rules.height, rules.start) == (15, 12, Start.FOUR_CROSSES)
    assert rules.extra_move and not rules.score_transfer and rules.instant_win == 10


async def test_a_resolved_mention_is_used(commands: TextChat) -> None:
    mentions = {"@Bobby": Opponent.user(ref=PlayerRef("test", "2"), name="Bob")}
    result = await commands.handle(ev(), CHAT, ALICE, "/challenge @Bobby", mentions=mentions)
    assert result is not None and result.ok
    accepted = await commands.handle(ev(), CHAT, BOB, "/accept")
    assert accepted is not None and accepted.ok


async def test_a_whole_game_by_commands(commands: TextChat, storage: Storage) -> None:
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
async def test_bad_input_gets_a_clear_reply(commands: TextChat, text: str, key: str) -> None:
    result = await commands.handle(ev(), CHAT, ALICE, text)
    assert result is not None and result.status is Status.ERROR and result.keys == (key,)


async def test_group_chatter_gets_no_answer(commands: TextChat, service: GameService) -> None:
    assert await commands.handle(ev(), CHAT, CAROL, "good game!") is None
    assert await commands.handle(ev(), CHAT, CAROL, "3 4") is None  # no game: just a number
    spoken = await commands.handle(ev(), CHAT, CAROL, "3 4", quiet=False)
    assert spoken is not None and spoken.keys == ("error-no-game",)
    chatter = await commands.handle(ev(), CHAT, CAROL, "hi", quiet=False)
    assert chatter is not None and chatter.keys == ("error-not-a-command",)
    await start_game(service)
    refused = await commands.handle(ev(), CHAT, BOB, "3 4")  # a player: told why
    assert refused is not None and refused.keys == ("error-not-your-turn",)


async def test_language_is_kept_per_user(commands: TextChat, service: GameService) -> None:
    shown = await commands.handle(ev(), CHAT, ALICE, "/lang")
    assert shown is not None and shown.keys == ("lang-current",) and shown.lang == "en"
    chosen = await commands.handle(ev(), CHAT, ALICE, "/lang RU")
    assert chosen is not None and chosen.keys == ("lang-set",) and chosen.lang == "ru"
    help_ = await commands.handle(ev(), CHAT, ALICE, "/help")
    assert help_ is not None and help_.lang == "ru"
    other = await commands.handle(ev(), CHAT, BOB, "/help")
    assert other is not None and other.lang == "en"
    russian_client = BOB.__class__("test", "8", "Ivan", locale="ru-RU")
    assert (await service.guide.help(CHAT, russian_client, Help())).lang == "ru"


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
    commands: TextChat, words: str, time: str, rated: bool
) -> None:
    result = await commands.handle(ev(), CHAT, ALICE, f"/challenge @bob 15x15 {words}")
    assert result is not None and result.ok and result.challenge is not None, result
    assert result.challenge.time.describe() == time and result.challenge.rated is rated
    assert result.challenge.rules.width == 15


@pytest.mark.parametrize("words", ["99d", "time=13h+0", "time 0+5", "1000+1"])
async def test_clocks_the_bot_does_not_keep_are_refused(commands: TextChat, words: str) -> None:
    result = await commands.handle(ev(), CHAT, ALICE, f"/challenge @bob {words}")
    assert result is not None and result.status is Status.ERROR, words
    assert result.keys == ("error-time-control",)


async def test_time_alone_points_to_the_challenge(commands: TextChat) -> None:
    result = await commands.handle(ev(), CHAT, ALICE, "/time 5+5")
    assert result is not None and result.keys == ("error-time-where",)


async def test_the_new_commands_reach_the_service(commands: TextChat) -> None:
    await start_game(commands.service)
    await commands.service.play.resign(ev(), CHAT, BOB, Resign(confirmed=True))
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
    assert helped is not None and helped.keys[0] == "help" and helped.keys[-1] == "help-more"
    listed = {str(r.args["command"]) for r in helped.replies if r.key == "help-line"}
    assert {"/challenge", "/move", "/settings", "/rules"} <= listed
    bad = await commands.handle(ev(), CHAT, ALICE, "/sgf game-one")
    assert bad is not None and bad.keys == ("error-usage",)


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("/history ²", "error-usage"),
        ("/challenge instant=²", "error-usage"),
        ("/challenge instant=99999999999999999999", "error-number-range"),
        ("/challenge instant=5000", "error-number-range"),
        ("/challenge 99999999999999x5", "error-field-size"),
        ("/settings max_games ²", "error-settings-value"),
        ("/settings max_games 99999999999999999999", "error-settings-value"),
        ("/board #99999999999999999999", "error-unknown-game"),
        ("/accept 99999999999999999999", "error-unknown-challenge"),
        ("/board ²", "error-usage"),
        ("/lang en ru", "error-usage"),
        ("/top all chat", "error-usage"),
        ("/settings junk 1", "error-settings-key"),
    ],
)
async def test_odd_numbers_and_extra_words(commands: TextChat, text: str, key: str) -> None:
    admin = dataclasses.replace(ALICE, is_admin=True)
    result = await commands.handle(ev(), CHAT, admin, text)
    assert result is not None and result.status is Status.ERROR and result.keys == (key,)


@pytest.mark.parametrize(
    ("words", "first", "second"),
    [
        ("red blue", "red", "blue"),
        ("5x5 6x6", "5x5", "6x6"),
        ("@carol @dave", "@carol", "@dave"),
        ("@carol open", "@carol", "open"),
        ("rated casual", "rated", "casual"),
        ("@carol hard", "@carol", "hard"),
        ("empty four", "empty", "four"),
        ("5+5 24h", "5+5", "24h"),
    ],
)
async def test_contradictions_name_both_words(
    commands: TextChat, storage: Storage, words: str, first: str, second: str
) -> None:
    result = await commands.handle(ev(), CHAT, ALICE, f"/challenge {words}")
    assert result is not None and result.keys == ("error-contradiction",)
    args = result.replies[0].args
    assert (args["first"], args["second"]) == (first, second)
    assert await storage.pending_challenges(CHAT, commands.service.parts.now()) == []


async def test_the_same_word_twice_is_no_contradiction(commands: TextChat) -> None:
    result = await commands.handle(ev(), CHAT, ALICE, "/challenge @bob red red 9x9 9x9")
    assert result is not None and result.ok and result.challenge is not None


async def test_digits_of_any_script_count_everywhere(commands: TextChat) -> None:
    made = await commands.handle(ev(), CHAT, ALICE, "/challenge @bob ١٠x١٠ empty")
    assert made is not None and made.ok and made.challenge is not None
    assert (made.challenge.rules.width, made.challenge.rules.height) == (10, 10)
    accepted = await commands.handle(ev(), CHAT, BOB, "/accept #１")
    assert accepted is not None and accepted.ok
    moved = await commands.handle(ev(), CHAT, ALICE, "５-５")
    assert moved is not None and moved.ok and moved.game is not None
    assert moved.game.last_move is not None and moved.game.last_move.point == (5, 5)


async def test_echoed_input_is_short_and_visible(commands: TextChat) -> None:
    long = await commands.handle(ev(), CHAT, ALICE, "/challenge " + "x" * 3000)
    assert long is not None and long.keys == ("error-usage",)
    token = long.replies[0].args["token"]
    assert isinstance(token, str) and len(token) <= 40 and token.endswith("…")
    nul = await commands.handle(ev(), CHAT, ALICE, "/challenge a\x00b\u202ec")
    assert nul is not None and nul.replies[0].args["token"] == "a b c"
    worded = Presenter(Translator()).text(long)
    assert "{???}" not in worded and "xxxx…" in worded


async def test_cancel_among_several_names_the_right_command(commands: TextChat) -> None:
    for target in ("@bob", "@carol"):
        made = await commands.handle(ev(), CHAT, ALICE, f"/challenge {target}")
        assert made is not None and made.ok
    result = await commands.handle(ev(), CHAT, ALICE, "/cancel")
    assert result is not None and result.keys == ("error-ambiguous-challenge",)
    assert result.replies[0].args["example"] == "/cancel 1"
    worded = Presenter(Translator()).text(result)
    assert "/cancel 1" in worded and "/accept" not in worded


async def test_rules_and_history_paging_by_game(commands: TextChat) -> None:
    rules = await commands.handle(ev(), CHAT, ALICE, "/rules")
    assert rules is not None and rules.keys == ("rules-summary",)
    for _ in range(12):
        game_id = await start_game(commands.service)
        await commands.service.play.resign(ev(), CHAT, BOB, Resign(game_id, confirmed=True))
    first = await commands.handle(ev(), CHAT, ALICE, "/history chat")
    assert first is not None and first.keys[-1] == "history-more"
    shown = [r.args["game"] for r in first.replies if r.key == "history-line"]
    assert shown == [f"#{n}" for n in range(12, 2, -1)]
    more = first.replies[-1].args["command"]
    assert more == "/history chat #3"
    rest = await commands.handle(ev(), CHAT, ALICE, str(more))
    assert rest is not None and rest.keys[-1] != "history-more"
    assert [r.args["game"] for r in rest.replies if r.key == "history-line"] == ["#2", "#1"]
