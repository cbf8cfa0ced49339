"""The adapter in webhook mode: a request without the secret changes nothing, and two
workers on one database, fed round-robin as a load balancer would, play one game."""

from __future__ import annotations

import asyncio
from contextlib import AsyncExitStack
from pathlib import Path
from typing import NoReturn

import aiohttp
import pytest
from aiogram.types import Message

from bot.identity import ChatRef
from bot.service.commands import Move
from bot.service.delivery.owed_cards import CARD_GRACE, CARRIED_WINDOW
from bot.storage import StorageError, StorageUnavailable
from bot.telegram.incoming import actor_of, message_event
from bot.telegram.webhook import HEALTH_PATH
from tests.support.fakes.telegram_api import TelegramFake
from tests.support.fakes.telegram_calls import SECRET_HEADER, Call
from tests.support.fakes.telegram_harness import webhook_settings
from tests.support.telegram_table import Cast, Table, cast, start_game, table

GROUP = -500
SECRET = "game-webhook-secret"


async def test_two_webhook_workers_on_one_database_play_one_game(
    fake: TelegramFake, tmp_path: Path
) -> None:
    c = cast(fake, GROUP)
    database = tmp_path / "shared.db"
    async with AsyncExitStack() as stack:
        workers: list[Table] = []
        for _ in range(2):
            settings, url = webhook_settings(fake, SECRET)
            worker = await stack.enter_async_context(
                table(fake, tmp_path, settings=settings, database=database)
            )
            workers.append(worker)
            fake.webhook_targets.append(url)
        first = workers[0]
        card = await start_game(first, c)
        for player, point in [(c.alice, "3-3"), (c.bob, "2-2"), (c.alice, "4-4"),
                              (c.bob, "1-1")]:
            fake.say(player, c.group, f"/move {point}")
            for worker in workers:
                await worker.settled()
        assert "Move 4: Red 1-1" in (card.caption or "")
        served = {delivery.url for delivery in fake.deliveries if delivery.status == 200}
        assert served == set(fake.webhook_targets)  # both workers took updates

        forged = fake.say(c.bob, c.group, "/move 5-5", queue=False)
        update = {"update_id": 10_000, "message": forged.json()}
        assert await fake.post_update(fake.webhook_targets[0], update, secret=None) == 401
        assert await fake.post_update(fake.webhook_targets[1], update, secret="wrong") == 401
        for worker in workers:
            await worker.settled()
        assert "Move 5" not in (card.caption or "")


async def test_an_update_the_database_cannot_take_is_left_for_telegram_to_deliver_again(
    fake: TelegramFake, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """While the database cannot be reached a worker answers neither the player nor
    Telegram (the request fails, and ``/healthz`` says 503); the fake delivers the update
    again until the database is back, and the move is applied once."""
    c = cast(fake, GROUP)
    settings, url = webhook_settings(fake, SECRET)
    async with table(fake, tmp_path, settings=settings) as t:
        card = await start_game(t, c)
        storage = t.service.parts.storage

        def unreachable(*args: object, **kwargs: object) -> NoReturn:
            raise StorageUnavailable("connection refused")

        async def no_answer() -> NoReturn:
            raise StorageUnavailable("connection refused")

        health = url.replace("/telegram/hook", HEALTH_PATH)
        monkeypatch.setattr(storage, "transaction", unreachable)
        monkeypatch.setattr(storage, "ping", no_answer)
        mark = len(fake.deliveries)
        fake.say(c.alice, c.group, "/move 3-3")
        await fake.until(lambda: sum(d.status != 200 for d in fake.deliveries[mark:]) >= 3)
        async with aiohttp.ClientSession() as http, http.get(health) as response:
            assert response.status == 503
        assert "Move 1" not in (card.caption or "")
        assert not fake.ephemeral  # no "not saved" told while Telegram will try again

        monkeypatch.undo()
        await t.settled()
        async with aiohttp.ClientSession() as http, http.get(health) as response:
            assert response.status == 200
        assert "Move 1: Blue 3-3" in (card.caption or "")
        tries = fake.deliveries[mark:]
        assert len({d.update_id for d in tries}) == 1  # one update, delivered again
        assert [d.status for d in tries if d.status == 200] == [200]
        assert all(d.status == 503 for d in tries[:-1])
        games = await storage.active_games(ChatRef("telegram", str(GROUP)))
        assert [row.ply for row in games] == [1]


async def test_an_update_met_by_a_storage_fault_of_no_known_kind_is_delivered_again(
    fake: TelegramFake, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A fault the storage cannot name (a connection cut in an unexpected state, while
    PostgreSQL restarts) is not acknowledged either: the move lands on the next delivery."""
    c = cast(fake, GROUP - 4)
    settings, _ = webhook_settings(fake, SECRET)
    async with table(fake, tmp_path, settings=settings) as t:
        card = await start_game(t, c)
        storage = t.service.parts.storage
        real = storage.transaction
        failed: list[bool] = []

        def once(*args: object, **kwargs: object) -> object:
            if not failed:
                failed.append(True)
                raise StorageError("InterfaceError: cannot perform operation: another "
                                   "operation is in progress")
            return real(*args, **kwargs)

        monkeypatch.setattr(storage, "transaction", once)
        mark = len(fake.deliveries)
        await t.said(c.alice, c.group, "/move 3-3")
        assert [d.status == 200 for d in fake.deliveries[mark:]] == [False, True]
        assert "Move 1: Blue 3-3" in (card.caption or "")
        games = await storage.active_games(ChatRef("telegram", str(c.group.id)))
        assert [row.ply for row in games] == [1]


async def test_a_move_stored_by_a_worker_that_died_before_showing_it_is_shown_on_redelivery(
    fake: TelegramFake, tmp_path: Path
) -> None:
    """A worker acknowledges an update only once its answer is shown; when it stored the
    move and died before that, the card is due from it for a while (a copy delivered
    meanwhile is left unacknowledged: the worker may only be slow), then Telegram's
    redelivery or the card sweep, whichever claims it first, shows the game's card, once."""
    c = cast(fake, GROUP - 2)
    settings, url = webhook_settings(fake, SECRET)
    async with table(fake, tmp_path, settings=settings) as t:
        await start_game(t, c)
        said = fake.say(c.alice, c.group, "/move 3-3", queue=False)
        message = Message.model_validate(said.json())
        assert message.from_user is not None
        stored = await t.service.play.move(  # what the dead worker did before it was killed
            message_event(message), ChatRef("telegram", str(c.group.id)),
            actor_of(message.from_user), Move("3-3"),
        )
        assert stored.ok
        cards = len(cards_shown(fake))
        update = {"update_id": 30_000, "message": said.json()}
        assert await fake.post_update(url, update, secret=SECRET) == 503  # still its maker's
        assert len(cards_shown(fake)) == cards
        t.clock.advance(CARD_GRACE)
        assert await fake.post_update(url, update, secret=SECRET) in (200, 503)
        await fake.until(lambda: len(cards_shown(fake)) > cards)
        await t.settled()
        assert await fake.post_update(url, update, secret=SECRET) == 200  # shown: nothing to do
        await t.settled()
        assert len(cards_shown(fake)) == cards + 1  # the card of move 1, once
        assert "Move 1: Blue 3-3" in (t.card(c.group.id).caption or "")
        row = await t.service.parts.storage.game(1)
        assert row is not None and row.ply == 1


async def board_setting(t: Table, c: Cast, board: str) -> None:
    """Carol, the group's admin, sets how cards are shown."""
    c.group.members[c.carol.id] = "administrator"
    await t.said(c.carol, c.group, f"/settings board {board}")
    settings = await t.service.languages.chat_settings(ChatRef("telegram", str(c.group.id)))
    assert settings.board.value == board


def cards_shown(fake: TelegramFake) -> list[Call]:
    return fake.calls_of("editMessageMedia") + fake.calls_of("sendPhoto")


async def test_a_move_shown_by_a_worker_that_died_before_acknowledging_is_not_shown_twice(
    fake: TelegramFake, tmp_path: Path
) -> None:
    """Where cards are edited, the worker edits the card and then answers: killed in
    between, the redelivered update finds the chat's card showing that move already and
    adds nothing."""
    c = cast(fake, GROUP - 3)
    settings, url = webhook_settings(fake, SECRET)
    async with table(fake, tmp_path, settings=settings) as t:
        await board_setting(t, c, "edit")
        await start_game(t, c)
        said = fake.say(c.alice, c.group, "/move 3-3", queue=False)
        update = {"update_id": 30_100, "message": said.json()}
        assert await fake.post_update(url, update, secret=SECRET) == 200
        cards = cards_shown(fake)
        assert not any(call.via_webhook_reply for call in cards)
        assert "Move 1: Blue 3-3" in (t.card(c.group.id).caption or "")
        row = await t.service.parts.storage.game(1)
        assert row is not None and row.ply == 1 and row.card_ply == 1
        assert await fake.post_update(url, update, secret=SECRET) == 200  # redelivered
        assert len(cards_shown(fake)) == len(cards)
        await t.said(c.bob, c.group, "/move 4-4")
        row = await t.service.parts.storage.game(1)
        assert row is not None and row.ply == 2 and row.card_ply == 2


async def test_a_new_card_travels_in_the_webhook_answer_and_is_shown_once_if_that_is_lost(
    fake: TelegramFake, tmp_path: Path
) -> None:
    """Where every move gets a new card, the card is the method call in the answer to the
    move's update: Telegram shows it if and only if it takes the answer. An answer lost
    (the worker killed while answering, the connection cut) leaves the update to be
    delivered again, and only that delivery shows the card: once."""
    c = cast(fake, GROUP - 4)
    settings, url = webhook_settings(fake, SECRET)
    async with table(fake, tmp_path, settings=settings) as t:
        await board_setting(t, c, "post")
        await start_game(t, c)
        before = len(cards_shown(fake))
        said = fake.say(c.alice, c.group, "/move 3-3", queue=False)
        update = {"update_id": 30_200, "message": said.json()}
        headers = {SECRET_HEADER: SECRET}
        async with (  # the answer is never taken
            aiohttp.ClientSession() as http,
            http.post(url, json=update, headers=headers) as lost,
        ):
            assert lost.status == 200 and lost.content_type.startswith("multipart/")
        assert len(cards_shown(fake)) == before  # nothing was sent but the answer
        row = await t.service.parts.storage.game(1)
        assert row is not None and row.ply == 1 and row.card_ply == 1
        assert row.card_message_id is None and row.card_carrier == "tg:update:30200"

        assert await fake.post_update(url, update, secret=SECRET) == 503  # at once: together
        t.clock.advance(CARRIED_WINDOW)  # Telegram tries again later
        assert await fake.post_update(url, update, secret=SECRET) == 200  # delivered again
        (card,) = cards_shown(fake)[before:]
        assert card.method == "sendPhoto" and card.via_webhook_reply and card.ok
        assert "Move 1: Blue 3-3" in (t.card(c.group.id).caption or "")
        row = await t.service.parts.storage.game(1)
        assert row is not None and row.ply == 1  # the move itself applied once

        await t.said(c.bob, c.group, "/move 4-4")  # the next update's card is its own
        (_, card_2) = cards_shown(fake)[before:]
        assert card_2.via_webhook_reply
        assert "Move 2: Red 4-4" in (t.card(c.group.id).caption or "")
        row = await t.service.parts.storage.game(1)
        assert row is not None and row.card_ply == 2 and row.card_carrier != "tg:update:30200"
        t.clock.advance(CARRIED_WINDOW)
        assert await fake.post_update(url, update, secret=SECRET) == 200  # a stale copy
        assert len(cards_shown(fake)) == before + 2


async def test_copies_of_one_update_at_once_show_its_card_once(
    fake: TelegramFake, tmp_path: Path
) -> None:
    """The same update posted 50 times at once (an update slower than Telegram's resend,
    two workers given the same update): one move is stored, and of all the answers only
    one carries the card, and it is the one acknowledged; the others are left for
    Telegram to send again (it will not: it took the answer with the card)."""
    c = cast(fake, GROUP - 5)
    settings, url = webhook_settings(fake, SECRET)
    async with table(fake, tmp_path, settings=settings) as t:
        await board_setting(t, c, "post")
        await start_game(t, c)
        await t.settled()
        before = len(cards_shown(fake))
        said = fake.say(c.alice, c.group, "/move 3-3", queue=False)
        update = {"update_id": 30_300, "message": said.json()}
        statuses = await asyncio.gather(
            *(fake.post_update(url, update, secret=SECRET) for _ in range(50))
        )
        assert statuses.count(200) == 1 and statuses.count(503) == 49
        (card,) = cards_shown(fake)[before:]
        assert card.method == "sendPhoto" and card.via_webhook_reply and card.ok
        assert "Move 1: Blue 3-3" in (card.params.get("caption") or "")
        assert [len(await t.service.parts.storage.moves(1))] == [1]
        await t.settled()
        assert len(cards_shown(fake)) == before + 1
