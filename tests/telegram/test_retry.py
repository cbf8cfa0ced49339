"""Outgoing calls survive Telegram's flood control, its server errors and a dropped
connection: the request middleware tries again, waiting as long as Telegram asks."""

from __future__ import annotations

import logging
from typing import Any

import pytest
from aiogram import Bot, Dispatcher
from aiogram.exceptions import (
    TelegramBadRequest,
    TelegramNetworkError,
    TelegramRetryAfter,
    TelegramServerError,
)
from aiogram.methods import GetUpdates, SendMessage
from aiogram.types import BufferedInputFile

from bot.telegram.retry import RetryMiddleware, RetryPolicy
from tests.support.fakes.telegram_api import TelegramFake
from tests.support.fakes.telegram_harness import QUICK_RETRIES, polling
from tests.telegram.echo import echo_router
from tests.telegram.helpers import picture


def statuses(fake: TelegramFake, method: str) -> list[int]:
    return [call.status for call in fake.calls_of(method)]


async def test_a_429_is_retried_after_retry_after(
    fake: TelegramFake, client: Bot, sleeps: list[float]
) -> None:
    alice = fake.add_user(1, "Alice")
    fake.fail("sendMessage", 429, retry_after=3)

    sent = await client.send_message(alice.id, "Your move")

    assert statuses(fake, "sendMessage") == [429, 200]
    assert sleeps == [3.0]
    assert [m.message_id for m in fake.visible(fake.private_chat(alice))] == [sent.message_id]


async def test_a_500_is_retried_with_backoff(
    fake: TelegramFake, client: Bot, sleeps: list[float]
) -> None:
    alice = fake.add_user(1, "Alice")
    fake.fail("sendPhoto", 500, times=2)

    await client.send_photo(alice.id, BufferedInputFile(picture((4, 4)), "board.png"))

    assert statuses(fake, "sendPhoto") == [500, 500, 200]
    assert sleeps == [QUICK_RETRIES.backoff(1), QUICK_RETRIES.backoff(2)]
    assert len(fake.visible(fake.private_chat(alice))) == 1


async def test_a_dropped_connection_is_retried(
    fake: TelegramFake, client: Bot, sleeps: list[float]
) -> None:
    alice = fake.add_user(1, "Alice")
    fake.fail("sendMessage", disconnect=True)
    await client.send_message(alice.id, "Your move")
    assert statuses(fake, "sendMessage") == [0, 200]
    assert len(sleeps) == 1


async def test_retries_are_bounded(fake: TelegramFake, client: Bot, sleeps: list[float]) -> None:
    alice = fake.add_user(1, "Alice")
    fake.fail("sendMessage", 502, times=QUICK_RETRIES.attempts)
    with pytest.raises(TelegramServerError):
        await client.send_message(alice.id, "Your move")
    assert statuses(fake, "sendMessage") == [502] * QUICK_RETRIES.attempts
    assert sleeps == [QUICK_RETRIES.backoff(n) for n in range(1, QUICK_RETRIES.attempts)]
    assert fake.visible(fake.private_chat(alice)) == []


async def test_a_long_flood_wait_goes_to_the_caller(
    fake: TelegramFake, client: Bot, sleeps: list[float]
) -> None:
    alice = fake.add_user(1, "Alice")
    fake.fail("sendMessage", 429, retry_after=3600)
    with pytest.raises(TelegramRetryAfter) as raised:
        await client.send_message(alice.id, "Your move")
    assert raised.value.retry_after == 3600 and sleeps == []


async def test_a_bad_request_is_not_retried(
    fake: TelegramFake, client: Bot, sleeps: list[float]
) -> None:
    with pytest.raises(TelegramBadRequest, match="chat not found"):
        await client.send_message(404, "anyone?")
    assert statuses(fake, "sendMessage") == [400] and sleeps == []


async def test_a_reply_through_the_dispatcher_survives_a_429(fake: TelegramFake) -> None:
    alice = fake.add_user(1, "Alice")
    fake.fail("sendMessage", 429, retry_after=2)
    dispatcher = Dispatcher()
    dispatcher.include_router(echo_router())
    async with polling(fake, dispatcher) as running:
        fake.say(alice, fake.private_chat(alice), "20-17")
        reply = await fake.wait_call("sendMessage", where=lambda call: call.ok)
    assert reply.params["text"] == "20-17"
    assert statuses(fake, "sendMessage") == [429, 200] and running.sleeps == [2.0]


class Script:
    """``make_request`` for the middleware alone: fails as told, then answers."""

    def __init__(self, *errors: Exception) -> None:
        self.errors = list(errors)
        self.calls = 0

    async def __call__(self, bot: Bot, method: Any) -> Any:
        self.calls += 1
        if self.errors:
            raise self.errors.pop(0)
        return "answer"


async def test_get_updates_is_left_to_the_polling_loop() -> None:
    pauses: list[float] = []

    async def sleep(seconds: float) -> None:
        pauses.append(seconds)

    middleware = RetryMiddleware(sleep=sleep)
    method = GetUpdates(timeout=1)
    script = Script(TelegramServerError(method=method, message="Internal Server Error"))
    with pytest.raises(TelegramServerError):
        await middleware(script, Bot("1:secret-token"), method)
    assert script.calls == 1 and pauses == []


async def test_logs_never_show_the_token(caplog: pytest.LogCaptureFixture) -> None:
    token = "123:very-secret-token"
    method = SendMessage(chat_id=1, text="x")

    async def sleep(seconds: float) -> None:
        return None

    leaked = f"ClientOSError: http://api.example/bot{token}/sendMessage reset by peer"
    script = Script(TelegramNetworkError(method=method, message=leaked))
    with caplog.at_level(logging.WARNING, logger="bot.telegram.retry"):
        assert await RetryMiddleware(sleep=sleep)(script, Bot(token), method) == "answer"
    assert script.calls == 2
    assert "sendMessage failed" in caplog.text and "<token>" in caplog.text
    assert token not in caplog.text


def test_backoff_doubles_up_to_its_bound() -> None:
    policy = RetryPolicy(first_delay=0.5, longest_delay=3.0)
    assert [policy.backoff(n) for n in range(1, 6)] == [0.5, 1.0, 2.0, 3.0, 3.0]
