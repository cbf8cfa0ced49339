"""Clocks in games (docs/rules.md §7): correspondence deadlines and one reminder, live clocks,
loss on time or abort, challenges expiring, and the sweeper doing each exactly once
across processes and restarts. The clock is the injected test clock: no sleeping."""

from __future__ import annotations

import asyncio
from datetime import timedelta

import pytest

from bot.identity import ChatRef
from bot.service import GameService, Notice, Opponent
from bot.service.commands import Accept, Challenge, Move, ShowBoard
from bot.storage import Storage
from bot.storage.records import ChallengeStatus, GameStatus
from bot.storage.scopes import OVERALL, chat_scope, rating_scope
from bot.time_class import TimeClass
from bot.time_control import TimeControl
from core import Color, EndReason

from . import conftest
from .conftest import ALICE, BOB, CHAT, Clock, ev, make_service, opened, start_game

LIVE = TimeControl.parse("1+2")  # a minute each, two seconds a move


def keys(notices: list[Notice]) -> list[tuple[str, ...]]:
    return [notice.result.keys for notice in notices]


async def opening(service: GameService, chat: ChatRef = CHAT) -> None:
    """Three moves: both sides have moved and Bob (Red) is to move."""
    for actor, point in ((ALICE, "1-1"), (BOB, "2-2"), (ALICE, "3-3")):
        assert (await service.play.move(ev(), chat, actor, Move(point))).ok


async def test_correspondence_reminds_once_then_ends_on_time(
    service: GameService, storage: Storage, clock: Clock
) -> None:
    game_id = await start_game(service)  # the chat default: a day per move
    row = await storage.game(game_id)
    assert row is not None and row.deadline == clock.moment + timedelta(hours=24)
    await opening(service)
    clock.advance(hours=19)
    assert await service.sweeper.sweep() == []
    clock.advance(hours=1)
    reminders = await service.sweeper.sweep()
    assert keys(reminders) == [("clock-reminder",)]
    reminder = reminders[0]
    assert reminder.chat == CHAT and reminder.mention == BOB.ref
    assert reminder.result.replies[0].args["left"] == timedelta(hours=4)
    assert await service.sweeper.sweep() == []  # one reminder per move
    clock.advance(hours=4)
    ended = await service.sweeper.sweep()
    assert keys(ended) == [("clock-flag", "game-ended", "rating-changed")]
    view = ended[0].result.game
    assert view is not None and view.status is GameStatus.FINISHED
    assert view.outcome is not None and view.outcome.reason is EndReason.TIME
    assert view.outcome.winner is Color.BLUE and view.outcome.by is Color.RED
    assert await service.sweeper.sweep() == []
    assert (await service.play.move(ev(), CHAT, BOB, Move("4-4"))).keys == ("error-no-game",)


async def test_each_move_gets_a_fresh_deadline_and_reminder(
    service: GameService, storage: Storage, clock: Clock
) -> None:
    game_id = await start_game(service)
    await service.play.move(ev(), CHAT, ALICE, Move("1-1"))
    clock.advance(hours=21)
    assert keys(await service.sweeper.sweep()) == [("clock-reminder",)]
    await service.play.move(ev(), CHAT, BOB, Move("2-2"))
    row = await storage.game(game_id)
    assert row is not None and row.deadline == clock.moment + timedelta(hours=24)
    assert row.remind_at == clock.moment + timedelta(hours=20)
    clock.advance(hours=20)
    assert keys(await service.sweeper.sweep()) == [("clock-reminder",)]


@pytest.mark.parametrize("moves", [0, 1])
async def test_a_side_that_never_moved_aborts_the_game(
    service: GameService, storage: Storage, clock: Clock, moves: int
) -> None:
    game_id = await start_game(service)
    if moves:
        await service.play.move(ev(), CHAT, ALICE, Move("1-1"))  # Blue moved; Red never does
    clock.advance(hours=24)
    notices = await service.sweeper.sweep()
    assert keys(notices) == [("clock-aborted",)]
    name = "Alice" if moves == 0 else "Bob"
    assert notices[0].result.replies[0].args["name"] == name
    row = await storage.game(game_id)
    assert row is not None and row.status is GameStatus.ABORTED and row.deadline is None
    assert await storage.rating(chat_scope(CHAT), ALICE.ref) is None  # aborted: unrated


async def test_live_clocks_count_down_add_the_increment_and_fall(
    service: GameService, storage: Storage, clock: Clock
) -> None:
    game_id = await start_game(service, time=LIVE)
    clock.advance(seconds=10)
    first = await service.play.move(ev(), CHAT, ALICE, Move("1-1"))
    assert first.game is not None and first.game.clock is not None
    assert first.game.clock.blue_left == timedelta(seconds=52)  # 60 - 10 + 2
    assert first.game.clock.red_left == timedelta(seconds=60)
    clock.advance(seconds=30)
    second = await service.play.move(ev(), CHAT, BOB, Move("2-2"))
    assert second.game is not None and second.game.clock is not None
    assert second.game.clock.red_left == timedelta(seconds=32)
    clock.advance(seconds=51)
    view = (await service.cards.board(CHAT, ALICE, ShowBoard())).game
    assert view is not None and view.clock is not None
    assert view.clock.left == timedelta(seconds=1) and view.clock.blue_left == timedelta(seconds=1)
    clock.advance(seconds=1)
    late = await service.play.move(ev(), CHAT, ALICE, Move("3-3"))  # the flag fell first
    assert late.ok and late.keys == ("clock-flag", "game-ended", "rating-changed")
    assert late.game is not None and late.game.outcome is not None
    assert late.game.outcome.reason is EndReason.TIME and late.game.outcome.winner is Color.RED
    assert late.game.clock is not None and late.game.clock.blue_left == timedelta(0)
    assert [m.ply for m in await storage.moves(game_id)] == [1, 2]
    assert await service.sweeper.sweep() == []


async def test_a_game_without_a_clock_never_times_out(
    service: GameService, storage: Storage, clock: Clock
) -> None:
    game_id = await start_game(service, time=TimeControl())
    clock.advance(days=400)
    assert await service.sweeper.sweep() == []
    assert (await service.play.move(ev(), CHAT, ALICE, Move("1-1"))).keys == ()
    row = await storage.game(game_id)
    assert row is not None and row.clock is None and row.status is GameStatus.ACTIVE


async def test_challenges_expire_once_and_are_announced(
    service: GameService, storage: Storage, clock: Clock
) -> None:
    made = await service.challenges.challenge(ev(), CHAT, ALICE, Challenge())
    assert made.challenge is not None
    clock.advance(minutes=9)
    assert await service.sweeper.sweep() == []
    clock.advance(minutes=1)
    notices = await service.sweeper.sweep()
    assert keys(notices) == [("challenge-expired-notice",)]
    view = notices[0].result.challenge
    assert view is not None and view.status is ChallengeStatus.EXPIRED and not view.buttons
    assert await service.sweeper.sweep() == []
    late = await service.challenges.accept(ev(), CHAT, BOB, Accept(made.challenge.id))
    assert late.keys == ("error-challenge-closed",)


@conftest.on_real_databases
async def test_two_processes_sweeping_end_each_thing_once(
    service: GameService, second_worker: GameService, storage: Storage, clock: Clock
) -> None:
    timed_out = await start_game(service)
    await opening(service)
    await second_worker.cards.board(CHAT, ALICE, ShowBoard())  # both have the game cached
    clock.advance(hours=24)
    reminded = await start_game(service, chat=ChatRef("test", "300"))
    await service.play.move(ev(), ChatRef("test", "300"), ALICE, Move("1-1"))
    await service.challenges.challenge(ev(), CHAT, ALICE, Challenge())
    clock.advance(hours=20)
    first, second = await asyncio.gather(service.sweeper.sweep(), second_worker.sweeper.sweep())
    done = sorted(keys(first) + keys(second))
    assert done == [
        ("challenge-expired-notice",),
        ("clock-flag", "game-ended", "rating-changed"),
        ("clock-reminder",),
    ]
    assert len(await storage.rating_changes(timed_out)) == 4  # 2 players × (chat, overall)
    overall = await storage.rating(rating_scope(OVERALL, TimeClass.CORRESPONDENCE), ALICE.ref)
    assert overall is not None and overall.rating.games == 1
    row = await storage.game(reminded)
    assert row is not None and row.remind_at is None and row.status is GameStatus.ACTIVE
    assert await service.sweeper.sweep() == [] and await second_worker.sweeper.sweep() == []


@conftest.on_real_databases
async def test_a_move_racing_the_sweep_at_the_deadline_ends_the_game_once(
    service: GameService, second_worker: GameService, storage: Storage, clock: Clock
) -> None:
    game_id = await start_game(service, time=LIVE)
    await opening(service)
    clock.advance(minutes=5)
    move, notices = await asyncio.gather(
        service.play.move(ev(), CHAT, BOB, Move("4-4")), second_worker.sweeper.sweep()
    )
    flags = [k for k in keys(notices) if "clock-flag" in k]
    if move.ok:
        flags.append(move.keys)
    assert len(flags) == 1
    assert len(await storage.rating_changes(game_id)) == 4
    assert [m.ply for m in await storage.moves(game_id)] == [1, 2, 3]


async def test_the_sweeper_picks_up_after_a_restart(database: str, clock: Clock) -> None:
    async with opened(database) as store:
        service = await make_service(store, clock)
        game_id = await start_game(service)
        await opening(service)
        clock.advance(hours=20)
        assert keys(await service.sweeper.sweep()) == [("clock-reminder",)]
    async with opened(database) as store:
        restarted = await make_service(store, clock)
        assert await restarted.sweeper.sweep() == []  # reminded is kept
        clock.advance(days=3)  # the bot was down past the deadline
        ended = await restarted.sweeper.sweep()
        assert keys(ended) == [("clock-flag", "game-ended", "rating-changed")]
        row = await store.game(game_id)
        assert row is not None and row.status is GameStatus.FINISHED


async def test_sweeping_only_the_platforms_served(service: GameService, clock: Clock) -> None:
    await start_game(service)
    clock.advance(hours=24)
    assert await service.sweeper.sweep(platforms={"telegram"}) == []
    assert await service.sweeper.sweep(platforms=set()) == []
    assert keys(await service.sweeper.sweep(platforms={"test"})) == [("clock-aborted",)]


async def test_a_game_against_the_computer_keeps_the_clock_too(
    computer_service: GameService, clock: Clock
) -> None:
    game = await computer_service.challenges.challenge(
        ev(), CHAT, ALICE, Challenge(Opponent.computer())
    )
    assert game.game is not None and game.game.clock is not None and not game.game.rated
    assert computer_service.computer.turns is not None
    for point in ("10-10", "9-9"):
        await computer_service.play.move(ev(), CHAT, ALICE, Move(point))
        assert await computer_service.computer.turns.settle() == 1  # the computer answers
    clock.advance(hours=20)
    reminders = await computer_service.sweeper.sweep()
    assert keys(reminders) == [("clock-reminder",)] and reminders[0].mention == ALICE.ref
    clock.advance(hours=4)
    # unrated: no ratings
    assert keys(await computer_service.sweeper.sweep()) == [("clock-flag", "game-ended")]
