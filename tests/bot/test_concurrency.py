"""Races and redelivery: two workers on one database, double taps, the same event twice,
and a restart that rebuilds live games by replay."""

from __future__ import annotations

import asyncio

from bot.service import GameOptions, GameService, Opponent, Status
from bot.service.commands import Challenge, ListGames, Move, OfferDraw, ShowBoard
from bot.storage import Storage
from core import Color, Game, Start

from . import conftest
from .conftest import ALICE, BOB, CHAT, Clock, ev, make_service, opened, play_moves, start_game


@conftest.on_real_databases
async def test_the_same_move_on_two_workers_is_applied_once(
    service: GameService, second_worker: GameService, storage: Storage
) -> None:
    game_id = await start_game(service)
    await second_worker.cards.board(CHAT, ALICE, ShowBoard())  # both workers have the game cached
    results = await asyncio.gather(
        service.play.move(ev(), CHAT, ALICE, Move("1-1")),
        second_worker.play.move(ev(), CHAT, ALICE, Move("1-1")),
    )
    assert sorted(r.status for r in results) == [Status.ERROR, Status.OK]
    loser = next(r for r in results if not r.ok)
    assert loser.keys == ("error-not-your-turn",)
    assert [(m.ply, m.x, m.y) for m in await storage.moves(game_id)] == [(1, 1, 1)]


@conftest.on_real_databases
async def test_a_double_tap_of_two_points_applies_one(
    service: GameService, second_worker: GameService, storage: Storage
) -> None:
    game_id = await start_game(service)
    for worker_a, worker_b in [(service, service), (service, second_worker)]:
        ply = len(await storage.moves(game_id))
        mover = ALICE if ply % 2 == 0 else BOB
        results = await asyncio.gather(
            worker_a.play.move(ev(), CHAT, mover, Move(f"{ply + 1}-1")),
            worker_b.play.move(ev(), CHAT, mover, Move(f"{ply + 1}-2")),
        )
        assert sorted(r.status for r in results) == [Status.ERROR, Status.OK]
        assert len(await storage.moves(game_id)) == ply + 1
    # both workers agree on the position afterwards
    a = (await service.cards.board(CHAT, ALICE, ShowBoard())).game
    b = (await second_worker.cards.board(CHAT, ALICE, ShowBoard())).game
    assert a is not None and b is not None and (a.ply, a.version) == (b.ply, b.version) == (2, 2)


@conftest.on_real_databases
async def test_a_redelivered_event_racing_itself_is_applied_once(
    service: GameService, second_worker: GameService, storage: Storage
) -> None:
    game_id = await start_game(service)
    key = ev()
    results = await asyncio.gather(
        service.play.move(key, CHAT, ALICE, Move("1-1")),
        service.play.move(key, CHAT, ALICE, Move("1-1")),
        second_worker.play.move(key, CHAT, ALICE, Move("1-1")),
    )
    assert sorted(r.status for r in results) == [Status.DUPLICATE, Status.DUPLICATE, Status.OK]
    assert len(await storage.moves(game_id)) == 1


@conftest.on_real_databases
async def test_a_stale_cache_catches_up_with_moves_made_elsewhere(
    service: GameService, second_worker: GameService
) -> None:
    await start_game(service)
    await second_worker.cards.board(CHAT, ALICE, ShowBoard())
    await service.play.move(ev(), CHAT, ALICE, Move("1-1"))
    await service.play.move(ev(), CHAT, BOB, Move("1-2"))
    result = await second_worker.play.move(ev(), CHAT, ALICE, Move("1-3"))
    assert result.ok and result.game is not None and result.game.ply == 3


async def test_many_games_at_once(service: GameService, storage: Storage) -> None:
    chats = [CHAT.__class__("test", f"room{i}") for i in range(12)]
    games = [await start_game(service, chat=chat, width=10, height=10) for chat in chats]

    async def play(chat: object, moves: int) -> None:
        for i in range(moves):
            actor = ALICE if i % 2 == 0 else BOB
            result = await service.play.move(ev(), chat, actor, Move(f"{i % 10 + 1}-{i // 10 + 1}"))  # type: ignore[arg-type]
            assert result.ok, result

    await asyncio.gather(*(play(chat, 8) for chat in chats))
    for game_id in games:
        assert [m.ply for m in await storage.moves(game_id)] == list(range(1, 9))


async def test_a_restart_rebuilds_games_by_replay(database: str, clock: Clock) -> None:
    async with opened(database) as store:
        service = await make_service(store, clock)
        game_id = await start_game(service, width=8, height=8, start=Start.EMPTY)
        blue = ["3-2", "2-3", "2-4", "3-5", "4-4", "4-3"]  # rings Red's 3-3: a capture
        red = ["3-3", "7-7", "7-6", "7-5", "7-4", "6-6"]
        await play_moves(service, blue, red)
        await service.play.offer_draw(ev(), CHAT, BOB, OfferDraw())
        await service.challenges.challenge(ev(), CHAT, ALICE, Challenge(Opponent.user("carol")))
        before = (await service.cards.board(CHAT, ALICE, ShowBoard())).game

    async with opened(database) as store:
        restarted = await make_service(store, clock)
        after = (await restarted.cards.board(CHAT, ALICE, ShowBoard())).game
        assert before is not None and after is not None
        assert before == after
        assert after.blue_score == 1 and after.ply == 12 and after.draw_offer is Color.RED
        waiting = (await restarted.cards.games(CHAT, ALICE, ListGames())).challenges
        assert [c.target_name for c in waiting] == ["@carol"]
        row = await store.game(game_id)
        assert row is not None
        live = await restarted.parts.games.live(row)
        expected = Game(width=8, height=8, start=Start.EMPTY)
        for move in live.game.moves:
            expected.play(move.x, move.y)
        assert sorted(live.game.board.dots()) == sorted(expected.board.dots())


async def test_the_computer_seam_answers_each_move(computer_service: GameService) -> None:
    started = await computer_service.challenges.challenge(
        ev(), CHAT, ALICE, Challenge(Opponent.computer())
    )
    assert started.ok and started.game is not None
    assert started.game.red.computer and started.game.red.name == "tester · medium"
    moved = await computer_service.play.move(ev(), CHAT, ALICE, Move("10-10"))
    assert moved.ok and moved.game is not None and moved.game.ply == 1
    turns = computer_service.computer.turns
    assert turns is not None and await turns.settle() == 1
    answered = await computer_service.cards.game(started.game.id)
    assert answered is not None
    assert answered.ply == 2 and answered.to_move is Color.BLUE
    assert answered.last_move is not None and answered.last_move.point == (1, 1)
    as_red = await computer_service.challenges.challenge(
        ev(), CHAT, BOB, Challenge(Opponent.computer(), GameOptions(color=Color.RED))
    )
    assert as_red.game is not None and await turns.settle() == 1
    opened = await computer_service.cards.game(as_red.game.id)
    assert opened is not None and opened.ply == 1  # the computer opened as Blue
