"""Reads during writes: a view never mixes two versions, the cache never goes back in time,
and it holds only active games, within a bound."""

from __future__ import annotations

import pytest

from bot.service import GameService
from bot.service.commands import Move, Resign
from bot.service.delivery.owed_cards import CARD_GRACE
from bot.service.games.live import LiveGame
from bot.service.games.live_games import LiveCache, weight
from bot.storage import Storage
from core import Game

from .conftest import ALICE, BOB, CHAT, Clock, card_shown, ev, start_game


async def test_a_view_from_a_row_read_before_a_move_shows_the_move_whole(
    service: GameService, storage: Storage, monkeypatch: pytest.MonkeyPatch
) -> None:
    game_id = await start_game(service, width=10, height=10)
    stale = await storage.game(game_id)
    assert stale is not None
    assert (await service.play.move(ev(), CHAT, ALICE, Move("2-2"))).ok
    view = await service.cards.view(stale)
    assert (view.version, view.ply) == (stale.version + 1, 1)
    assert view.last_move is not None and view.last_move.point == (2, 2)
    replays: list[int] = []
    moves = storage.moves

    async def counted(game: int, after_ply: int = 0) -> list:  # type: ignore[type-arg]
        replays.append(after_ply)
        return await moves(game, after_ply)

    monkeypatch.setattr(storage, "moves", counted)
    assert (await service.play.move(ev(), CHAT, BOB, Move("3-3"))).ok
    assert 0 not in replays  # the cache was not spoiled: no replay from the start


async def test_an_uncached_game_read_from_a_stale_row_is_consistent(
    service: GameService, storage: Storage
) -> None:
    game_id = await start_game(service, width=10, height=10)
    stale = await storage.game(game_id)
    assert stale is not None
    assert (await service.play.move(ev(), CHAT, ALICE, Move("2-2"))).ok
    service.parts.games.forget(game_id)
    async with service.parts.games.lock(game_id):
        live = await service.parts.games.live(stale)
    assert live.row.ply == live.game.ply == 1


async def test_a_card_moved_while_a_turn_was_being_read_is_where_the_next_move_lands(
    service: GameService, storage: Storage
) -> None:
    """The computer reads the game, the human's answer becomes the new card meanwhile
    (no new version), then the computer's move is announced: on the new card."""
    game_id = await start_game(service, width=10, height=10)
    assert (await service.play.move(ev(), CHAT, ALICE, Move("2-2"))).ok
    await card_shown(service, game_id, "100")
    read_before = await storage.game(game_id)
    assert read_before is not None
    await card_shown(service, game_id, "200")
    async with service.parts.games.lock(game_id):  # cached again from the row read before the
        await service.parts.games.live(read_before)  # card moved
    moved = await service.play.move(ev(), CHAT, BOB, Move("3-3"))
    assert moved.ok and moved.game is not None
    assert moved.game.card_message_id == "200"
    shown = await service.cards.game(game_id)
    assert shown is not None and shown.card_message_id == "200"


async def test_finished_games_leave_the_cache(service: GameService) -> None:
    game_id = await start_game(service, width=10, height=10)
    assert (await service.play.move(ev(), CHAT, ALICE, Move("2-2"))).ok
    assert len(service.parts.games.cache) == 1
    assert (await service.play.resign(ev(), CHAT, BOB, Resign(game_id, confirmed=True))).ok
    assert len(service.parts.games.cache) == 0
    shown = await service.cards.game(game_id)  # looking at it does not bring it back
    assert shown is not None and shown.outcome is not None and len(service.parts.games.cache) == 0


def test_the_cache_is_bounded_by_the_size_of_the_fields(service: GameService) -> None:
    def live(game_id: int, size: int) -> LiveGame:
        row = type("Row", (), {"id": game_id})()
        return LiveGame(row, Game(width=size, height=size))  # type: ignore[arg-type]

    big = live(1, 64)
    cache = LiveCache(size=100, points=3 * weight(big))
    for n in range(1, 6):
        cache.put(live(n, 64))
    assert len(cache) == 3 and cache.get(1) is None and cache.get(5) is not None
    assert cache.points <= 3 * weight(big)
    for n in range(10, 40):
        cache.put(live(n, 11))
    assert cache.points <= 3 * weight(big) and cache.get(39) is not None


async def test_an_update_delivered_again_shows_the_card_only_where_the_chat_is_behind(
    service: GameService, storage: Storage, clock: Clock
) -> None:
    """A webhook worker killed after storing a move may or may not have shown its card:
    the card's version, stored with it, says which, for the worker the update goes to
    next; while the card is due from another delivery, the copy waits (``retry``)."""
    game_id = await start_game(service, width=10, height=10)
    await card_shown(service, game_id, "100")
    assert (await service.play.move(ev(), CHAT, ALICE, Move("2-2"))).ok
    waiting = await service.cards.card_again(CHAT, ALICE)  # its maker may be showing it now
    assert waiting is not None and waiting.retry and waiting.duplicate
    clock.advance(seconds=CARD_GRACE.total_seconds())
    behind = await service.cards.card_again(CHAT, ALICE)  # past due: never shown
    assert behind is not None and behind.game is not None and behind.game.ply == 1
    assert not behind.new_card  # where cards are edited in place, that one is edited
    again = await service.cards.card_again(CHAT, ALICE)  # the copy that claimed it shows it
    assert again is not None and again.retry
    await card_shown(service, game_id, "100")
    row = await storage.game(game_id)
    assert row is not None and (row.card_message_id, row.card_ply) == ("100", 1)
    assert row.card_version == row.version and row.card_due is None
    assert await service.cards.card_again(CHAT, ALICE) is None
    assert (await service.play.move(ev(), CHAT, BOB, Move("3-3"))).ok
    clock.advance(seconds=CARD_GRACE.total_seconds())
    assert await service.cards.card_again(CHAT, BOB) is not None
    await card_shown(service, game_id, "100")  # the same message, edited
    assert len(service.parts.games.cache) == 1  # an edit in place keeps the cached game
    assert await service.cards.card_again(CHAT, BOB) is None
