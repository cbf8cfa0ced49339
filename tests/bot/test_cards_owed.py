"""Cards owed: a change stored whose card its maker never showed (the process killed, the
database gone between the commit and the card) is shown by the card sweep of any process,
once, with the game as it is then; a card shown or announced owes nothing."""

from __future__ import annotations

import asyncio

from bot.output.cards import is_late
from bot.service import GameService, Notice
from bot.service.commands import Move, Resign
from bot.service.delivery.owed_cards import CARD_GRACE, STALE, SWEEP_LEASE
from bot.storage import Storage

from . import conftest
from .conftest import ALICE, BOB, CHAT, Clock, card_shown, ev, start_game

GRACE = CARD_GRACE.total_seconds()


def collect(service: GameService, *, show: bool = True) -> list[Notice]:
    """The notices posted to the chat's platform; with ``show`` each card is reported
    shown, as an adapter does once the platform took it."""
    posted: list[Notice] = []

    async def post(notice: Notice) -> None:
        posted.append(notice)
        if show and notice.result.game is not None:
            await service.cards.card_shown(notice.result.game, "card")

    service.notices.subscribe(CHAT.platform, post)
    return posted


async def test_a_card_never_shown_is_shown_by_the_sweep_once_it_is_past_due(
    service: GameService, storage: Storage, clock: Clock
) -> None:
    game_id = await start_game(service, width=10, height=10)
    await card_shown(service, game_id, "card")
    posted = collect(service)
    assert (await service.play.move(ev(), CHAT, ALICE, Move("2-2"))).ok  # its maker died here
    assert await service.delivery.drain(CHAT.platform) == 0  # still its maker's to show
    clock.advance(seconds=GRACE)
    assert await service.delivery.drain(CHAT.platform) == 1
    (notice,) = posted
    assert notice.result.game is not None and notice.result.game.ply == 1
    assert notice.result.replies == ()  # the card alone: the move was told with it
    row = await storage.game(game_id)
    assert row is not None and row.card_version == row.version and row.card_due is None
    clock.advance(seconds=GRACE)
    assert await service.delivery.drain(CHAT.platform) == 0


async def test_a_card_shown_or_announced_owes_nothing(
    service: GameService, clock: Clock
) -> None:
    game_id = await start_game(service, width=10, height=10)
    posted = collect(service)
    await card_shown(service, game_id, "card")
    assert (await service.play.move(ev(), CHAT, ALICE, Move("2-2"))).ok
    await card_shown(service, game_id, "card")
    assert (await service.play.resign(ev(), CHAT, BOB, Resign(game_id, confirmed=True))).ok
    await card_shown(service, game_id, "card")  # the end is a change with a card too
    clock.advance(seconds=GRACE * 10)
    assert await service.delivery.drain(CHAT.platform) == 0 and posted == []


async def test_the_end_of_a_game_is_owed_like_a_move(
    service: GameService, clock: Clock
) -> None:
    game_id = await start_game(service, width=10, height=10)
    await card_shown(service, game_id, "card")
    posted = collect(service)
    assert (await service.play.resign(ev(), CHAT, BOB, Resign(game_id, confirmed=True))).ok
    clock.advance(seconds=GRACE)
    assert await service.delivery.drain(CHAT.platform) == 1
    (notice,) = posted
    assert notice.result.game is not None and notice.result.game.outcome is not None


async def test_an_older_card_reported_late_neither_pays_nor_takes_the_newer_ones_place(
    service: GameService, storage: Storage, clock: Clock
) -> None:
    game_id = await start_game(service, width=10, height=10)
    first = await service.cards.game(game_id)
    assert first is not None
    assert (await service.play.move(ev(), CHAT, ALICE, Move("2-2"))).ok
    await card_shown(service, game_id, "new")
    await service.cards.card_shown(first, "old")  # the first card's report, arriving last
    row = await storage.game(game_id)
    assert row is not None and row.card_message_id == "new" and row.card_version == row.version
    assert (await service.play.move(ev(), CHAT, BOB, Move("3-3"))).ok
    await service.cards.card_shown(first, "old")
    clock.advance(seconds=GRACE)
    posted = collect(service)
    assert await service.delivery.drain(CHAT.platform) == 1  # still owed: the newest card
    assert posted[0].result.game is not None and posted[0].result.game.ply == 2


@conftest.on_real_databases
async def test_two_processes_sweep_each_card_once(
    service: GameService, second_worker: GameService, clock: Clock
) -> None:
    games = [await start_game(service, chat=CHAT.__class__("test", str(300 + n)))
             for n in range(6)]
    clock.advance(seconds=GRACE)
    first, second = collect(service), collect(second_worker)
    counts = await asyncio.gather(
        service.delivery.drain("test"), second_worker.delivery.drain("test")
    )
    assert sum(counts) == 6
    shown = sorted(n.result.game.id for n in first + second if n.result.game is not None)
    assert shown == sorted(games)


async def test_a_failed_card_is_tried_again_after_its_lease_and_given_up_when_stale(
    service: GameService, storage: Storage, clock: Clock
) -> None:
    game_id = await start_game(service, width=10, height=10)
    tries: list[int] = []

    async def refuse(notice: Notice) -> None:
        tries.append(notice.result.game.id if notice.result.game else 0)
        raise ConnectionError("the platform is down")

    service.notices.subscribe(CHAT.platform, refuse)
    clock.advance(seconds=GRACE)
    assert await service.delivery.drain(CHAT.platform) == 0 and tries == [game_id]
    assert await service.delivery.drain(CHAT.platform) == 0 and tries == [game_id]  # leased
    clock.advance(seconds=SWEEP_LEASE.total_seconds())
    assert await service.delivery.drain(CHAT.platform) == 0 and tries == [game_id] * 2
    clock.advance(seconds=STALE.total_seconds())
    assert await service.delivery.drain(CHAT.platform) == 0 and tries == [game_id] * 2
    row = await storage.game(game_id)
    assert row is not None and row.card_due is None  # given up, not swept for ever


async def test_a_card_the_platform_skips_for_good_is_not_swept_again(
    service: GameService, storage: Storage, clock: Clock
) -> None:
    """An adapter that cannot post in the chat at all (a Discord user install's DM)
    takes the notice and shows nothing: the card is not claimed again and again."""
    game_id = await start_game(service, width=10, height=10)
    posted = collect(service, show=False)
    clock.advance(seconds=GRACE)
    assert await service.delivery.drain(CHAT.platform) == 1
    clock.advance(seconds=SWEEP_LEASE.total_seconds() * 2)
    assert await service.delivery.drain(CHAT.platform) == 0 and len(posted) == 1
    row = await storage.game(game_id)
    assert row is not None and row.card_due is None


async def test_a_late_card_is_left_to_the_sweep(service: GameService, clock: Clock) -> None:
    game_id = await start_game(service, width=10, height=10)
    await card_shown(service, game_id, "card")
    moved = await service.play.move(ev(), CHAT, ALICE, Move("2-2"))
    assert moved.ok and moved.game is not None
    assert not is_late(moved.game, service.receipts.now())
    clock.advance(seconds=GRACE - 1)  # held in the chat's queue this long
    assert is_late(moved.game, service.receipts.now())
