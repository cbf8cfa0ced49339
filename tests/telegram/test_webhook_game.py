"""The adapter in webhook mode: a request without the secret changes nothing, and two
workers on one database, fed round-robin as a load balancer would, play one game."""

from __future__ import annotations

from contextlib import AsyncExitStack
from pathlib import Path
from typing import NoReturn

import pytest
from aiogram.types import Message

from bot.identity import ChatRef
from bot.storage import StorageUnavailable
from bot.telegram.incoming import actor_of, message_event
from tests.fakes.telegram_api import TelegramFake
from tests.fakes.telegram_harness import webhook_settings

from .table import Table, cast, start_game, table

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


async def test_a_move_is_acknowledged_once_shown_and_refused_500_when_it_cannot_be_stored(
    fake: TelegramFake, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A 200 means the move is stored and its card sent (a worker killed before that
    leaves the update for Telegram to post again); a move the database could not take is
    answered 500, the chat told nothing, and the redelivered update applies once."""
    c = cast(fake, GROUP - 1)
    settings, url = webhook_settings(fake, SECRET)
    async with table(fake, tmp_path, settings=settings) as t:
        await start_game(t, c)
        storage = t.service.storage
        working = storage.transaction

        def away(event: str | None = None) -> NoReturn:
            raise StorageUnavailable("the database is away")

        monkeypatch.setattr(storage, "transaction", away)
        said = fake.say(c.alice, c.group, "/move 3-3", queue=False)
        update = {"update_id": 20_000, "message": said.json()}
        before = len(fake.calls)
        assert await fake.post_update(url, update, secret=SECRET) == 500
        assert [call.method for call in fake.calls[before:]] == []  # nothing said
        monkeypatch.setattr(storage, "transaction", working)

        assert await fake.post_update(url, update, secret=SECRET) == 200
        assert "Move 1: Blue 3-3" in (t.card(c.group.id).caption or "")  # before the 200
        assert await fake.post_update(url, update, secret=SECRET) == 200
        row = await storage.game(1)
        assert row is not None and row.ply == 1


async def test_a_move_stored_by_a_worker_that_died_before_showing_it_is_shown_on_redelivery(
    fake: TelegramFake, tmp_path: Path
) -> None:
    c = cast(fake, GROUP - 2)
    settings, url = webhook_settings(fake, SECRET)
    async with table(fake, tmp_path, settings=settings) as t:
        await start_game(t, c)
        said = fake.say(c.alice, c.group, "/move 3-3", queue=False)
        message = Message.model_validate(said.json())
        assert message.from_user is not None
        stored = await t.service.move(  # what the dead worker did before it was killed
            message_event(message), ChatRef("telegram", str(c.group.id)),
            actor_of(message.from_user), "3-3",
        )
        assert stored.ok
        cards = len(fake.calls_of("editMessageMedia")) + len(fake.calls_of("sendPhoto"))
        update = {"update_id": 30_000, "message": said.json()}
        assert await fake.post_update(url, update, secret=SECRET) == 200
        shown = fake.calls_of("editMessageMedia") + fake.calls_of("sendPhoto")
        assert len(shown) == cards + 1  # the card of move 1, once
        assert "Move 1: Blue 3-3" in (t.card(c.group.id).caption or "")
        row = await t.service.storage.game(1)
        assert row is not None and row.ply == 1
