"""Finished games: histories, SGF records other Dots programs read, GIF replays, rematch."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from bot.identity import Actor, ChatRef
from bot.service import GameOptions, GameService, Opponent
from bot.service.commands import (
    Abort,
    Accept,
    Challenge,
    ExportSgf,
    Move,
    Rematch,
    Replay,
    Resign,
    ShowHistory,
)
from bot.service.history import history as history_module
from bot.storage import Storage
from bot.time_control import TimeControl
from core import Color, EndReason, Start, sgf

from .conftest import (
    ALICE,
    BOB,
    CAROL,
    CHAT,
    OTHER_CHAT,
    Clock,
    TextChat,
    ev,
    start_game,
)


async def finished(
    service: GameService,
    clock: Clock,
    blue: Actor,
    red: Actor,
    chat: ChatRef = CHAT,
    **options: object,
) -> int:
    """A game Red resigns; the clock then moves on an hour."""
    game_id = await start_game(service, blue, red, chat, **options)
    assert (await service.play.resign(ev(), chat, red, Resign(game_id, confirmed=True))).ok
    clock.advance(hours=1)
    return game_id


async def test_histories_of_a_player_a_chat_and_someone_here(
    service: GameService, clock: Clock
) -> None:
    first = await finished(service, clock, ALICE, BOB)
    second = await finished(service, clock, CAROL, ALICE)
    elsewhere = await finished(service, clock, ALICE, CAROL, chat=OTHER_CHAT)
    await start_game(service, BOB, CAROL)  # in progress: not history yet
    mine = await service.history.listing(CHAT, ALICE, ShowHistory())
    assert mine.keys == ("history-header", "history-line", "history-line", "history-line")
    assert [r.args["game"] for r in mine.replies[1:]] == [
        f"#{elsewhere}",
        f"#{second}",
        f"#{first}",
    ]
    line = mine.replies[3].args
    assert (line["blue"], line["red"], line["winner"], line["reason"]) == (
        "Alice",
        "Bob",
        "blue",
        "resignation",
    )
    assert line["rated"] == "yes" and line["date"] == datetime(2024, 5, 1, 12, 0, tzinfo=UTC)
    here = await service.history.listing(CHAT, BOB, ShowHistory(whole_chat=True))
    assert [r.args["game"] for r in here.replies[1:]] == [f"#{second}", f"#{first}"]
    carol_here = await service.history.listing(CHAT, BOB, ShowHistory(Opponent.user("carol")))
    assert [r.args["game"] for r in carol_here.replies[1:]] == [f"#{second}"]
    assert carol_here.replies[0].args == {"where": "player", "name": "@carol", "after": "none"}
    nobody = await service.history.listing(OTHER_CHAT, BOB, ShowHistory(whole_chat=False))
    assert nobody.keys == ("history-header", "history-line")  # Bob's own, from CHAT
    empty = await service.history.listing(CHAT, Actor("test", "7", "Eve"), ShowHistory())
    assert empty.keys == ("history-none",)


async def test_history_pages_by_the_last_game_shown(
    service: GameService, clock: Clock, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(history_module, "HISTORY_PAGE", 2)
    games = [await finished(service, clock, ALICE, BOB) for _ in range(3)]
    first = await service.history.listing(CHAT, ALICE, ShowHistory(whole_chat=True))
    assert first.keys == ("history-header", "history-line", "history-line", "history-more")
    assert [r.args["game"] for r in first.replies[1:3]] == [f"#{games[2]}", f"#{games[1]}"]
    assert first.replies[-1].args == {"command": f"/history chat #{games[1]}"}
    second = await service.history.listing(
        CHAT, ALICE, ShowHistory(whole_chat=True, before_game=games[1])
    )
    assert second.keys == ("history-header", "history-line")
    assert second.replies[0].args["after"] == f"#{games[1]}"
    assert [r.args["game"] for r in second.replies[1:]] == [f"#{games[0]}"]
    assert second.replies[0].args["after"] == f"#{games[1]}"
    commands = TextChat(service)
    typed = await commands.handle(ev(), CHAT, ALICE, f"/history chat #{games[1]}")
    assert typed is not None and typed.replies == second.replies
    bare = await commands.handle(ev(), CHAT, ALICE, f"/history chat {games[1]}")
    assert bare is not None and bare.replies == second.replies
    end = await service.history.listing(
        CHAT, ALICE, ShowHistory(whole_chat=True, before_game=games[0])
    )
    assert end.keys == ("history-no-older",) and end.replies[0].args == {"game": f"#{games[0]}"}
    bad = await commands.handle(ev(), CHAT, ALICE, "/history yesterday")
    assert bad is not None and bad.keys == ("error-usage",)


async def test_history_pages_stay_whole_when_games_end_meanwhile(
    service: GameService, clock: Clock, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Keyset paging: a game finished between two pages shifts nothing (OFFSET would show
    the last game of page one again on page two)."""
    monkeypatch.setattr(history_module, "HISTORY_PAGE", 2)
    games = [await finished(service, clock, ALICE, BOB) for _ in range(4)]
    first = await service.history.listing(CHAT, ALICE, ShowHistory())
    await finished(service, clock, ALICE, BOB)
    second = await service.history.listing(CHAT, ALICE, ShowHistory(before_game=games[2]))
    seen = [r.args["game"] for r in (*first.replies[1:3], *second.replies[1:3])]
    assert seen == [f"#{g}" for g in reversed(games)]


async def test_sgf_export_reads_back(service: GameService, storage: Storage) -> None:
    game_id = await start_game(service, width=12, height=10, start=Start.EMPTY)
    for actor, point in ((ALICE, "3-3"), (BOB, "4-4"), (ALICE, "5-5")):
        await service.play.move(ev(), CHAT, actor, Move(point))
    await service.play.resign(ev(), CHAT, BOB, Resign(confirmed=True))
    result = await service.history.sgf(
        CHAT, CAROL, ExportSgf(game_id)
    )  # anyone in the chat may fetch it
    assert result.ok and result.keys == ("sgf-ready",) and result.attachment is not None
    assert result.attachment.filename == f"dots-{game_id}.sgf"
    assert result.attachment.media_type == "application/x-go-sgf"
    text = result.attachment.data.decode("utf-8")
    assert "GM[40]" in text and "SZ[12:10]" in text and "OT[86400s per move]" in text
    record = sgf.loads(text)
    assert [(m.color, m.x, m.y) for m in record.game.moves] == [
        (Color.BLUE, 3, 3),
        (Color.RED, 4, 4),
        (Color.BLUE, 5, 5),
    ]
    assert record.properties["PB"] == "Alice" and record.properties["PW"] == "Bob"
    assert record.result is not None and record.result.reason is EndReason.RESIGNATION
    assert record.result.winner is Color.BLUE


async def test_a_live_games_record_keeps_the_clock(service: GameService, clock: Clock) -> None:
    game_id = await start_game(service, time=TimeControl.parse("1+2"), width=10, height=10)
    clock.advance(seconds=10)
    await service.play.move(ev(), CHAT, ALICE, Move("1-1"))
    clock.advance(seconds=30)
    await service.play.move(ev(), CHAT, BOB, Move("2-2"))
    text = await service.history.export_sgf(game_id)
    assert text is not None
    record = sgf.loads(text)
    assert record.properties["TM"] == "60" and record.properties["OT"] == "+2s per move"
    assert record.move_properties == [{"BL": "52"}, {"WL": "32"}]


async def test_an_aborted_game_says_so(service: GameService) -> None:
    game_id = await start_game(service)
    await service.play.abort(ev(), CHAT, ALICE, Abort())
    text = await service.history.export_sgf(game_id)
    assert text is not None and "C[aborted]" in text and "RE[" not in text


async def test_exports_stay_in_the_chat_or_with_the_players(service: GameService) -> None:
    game_id = await start_game(service)
    assert (await service.history.sgf(
        OTHER_CHAT, CAROL, ExportSgf(game_id)
    )).keys == ("error-unknown-game",)
    assert (await service.history.sgf(
        OTHER_CHAT, ALICE, ExportSgf(game_id)
    )).keys == ("error-unknown-game",)
    assert (await service.history.sgf(CHAT, CAROL, ExportSgf(game_id))).ok  # anyone here may look
    assert (await service.history.sgf(CHAT, ALICE, ExportSgf())).ok  # her game here, in progress
    assert (await service.history.sgf(CHAT, CAROL, ExportSgf())).keys == ("error-no-past-game",)
    assert (await service.history.replay(CHAT, ALICE, Replay(999))).keys == ("error-unknown-game",)


async def test_a_replay_is_an_animated_gif(service: GameService) -> None:
    game_id = await start_game(service, width=8, height=8)
    for actor, point in ((ALICE, "1-1"), (BOB, "2-2"), (ALICE, "3-3")):
        await service.play.move(ev(), CHAT, actor, Move(point))
    result = await service.history.replay(CHAT, BOB, Replay(game_id))
    assert result.ok and result.attachment is not None
    assert (
        result.attachment.data.startswith(b"GIF8") and result.attachment.media_type == "image/gif"
    )
    assert result.replies[0].args == {"game": f"#{game_id}", "moves": 3}


async def test_a_rematch_swaps_colours_and_keeps_the_terms(
    service: GameService, clock: Clock
) -> None:
    old = await finished(
        service, clock, ALICE, BOB, width=15, height=15, time=TimeControl.parse("5+5"), rated=False
    )
    again = await service.history.rematch(ev(), CHAT, ALICE, Rematch())
    assert again.ok and again.keys == ("challenge-direct",) and again.challenge is not None
    challenge = again.challenge
    assert challenge.challenger_color is Color.RED and challenge.target_name == "Bob"
    assert (challenge.rules.width, challenge.rules.height) == (15, 15)
    assert challenge.time == TimeControl.parse("5+5") and not challenge.rated
    accepted = await service.challenges.accept(ev(), CHAT, BOB, Accept())
    assert accepted.game is not None
    assert accepted.game.blue.name == "Bob" and accepted.game.red.name == "Alice"
    assert (await service.history.rematch(ev(), CHAT, ALICE, Rematch(accepted.game.id))).keys == (
        "error-rematch-active",
    )
    assert (await service.history.rematch(
        ev(), CHAT, CAROL, Rematch(old)
    )).keys == ("error-not-a-player",)
    assert (await service.history.rematch(
        ev(), CHAT, CAROL, Rematch()
    )).keys == ("error-no-past-game",)
    elsewhere = await service.history.rematch(ev(), OTHER_CHAT, ALICE, Rematch(old))
    assert elsewhere.keys == ("error-unknown-game",)


async def test_a_rematch_against_the_computer_starts_at_once(
    computer_service: GameService,
) -> None:
    first = await computer_service.challenges.challenge(
        ev(), CHAT, ALICE, Challenge(Opponent.computer(), GameOptions(width=9, height=9))
    )
    assert first.game is not None
    await computer_service.play.resign(ev(), CHAT, ALICE, Resign(first.game.id, confirmed=True))
    again = await computer_service.history.rematch(ev(), CHAT, ALICE, Rematch())
    assert again.ok and again.game is not None and again.challenge is None
    assert again.game.red.name == "Alice" and again.game.blue.computer
    turns = computer_service.computer.turns
    assert turns is not None and await turns.settle() == 1
    opened = await computer_service.cards.game(again.game.id)
    assert opened is not None and opened.ply == 1 and opened.rules.width == 9


async def test_console_writes_the_files(service: GameService, tmp_path: Path) -> None:
    from tests.console.helpers import play

    text = await play(
        service,
        tmp_path,
        "@alice /challenge @bob 8x8",
        "@bob /accept",
        "@alice 1-1",
        "@alice /sgf",
        "@bob /replay #1",
    )
    sgf_path = tmp_path / "img" / "dots-1.sgf"
    gif_path = tmp_path / "img" / "dots-1.gif"
    assert f"File: {sgf_path.resolve()}" in text and f"File: {gif_path.resolve()}" in text
    assert sgf.loads(sgf_path.read_text(encoding="utf-8")).game.moves[0].point == (1, 1)
    assert gif_path.read_bytes().startswith(b"GIF8")
