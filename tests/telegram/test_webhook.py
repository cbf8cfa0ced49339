"""Webhook mode, served as production serves it: the fake posts updates with the secret
token, a request without it is refused, ``/healthz`` answers, and two worker processes'
servers can share one bot behind a load balancer."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from contextlib import AsyncExitStack
from typing import Any

import aiohttp
import pytest
from aiogram import Bot, Dispatcher, Router
from aiogram.exceptions import TelegramConflictError
from aiogram.methods import SendMessage
from aiogram.types import Message
from aiogram.webhook.aiohttp_server import SimpleRequestHandler
from aiohttp import web
from pydantic import SecretStr

from bot.telegram.webhook import HEALTH_PATH, webhook_path, webhook_secret
from tests.support.fakes.telegram_api import TelegramFake
from tests.support.fakes.telegram_harness import (
    RunningBot,
    bot_against,
    close_quickly,
    webhook,
)
from tests.support.ports import free_port
from tests.telegram.echo import echo_router

SECRET = "s3cret-for-tests"


def echo_dispatcher() -> Dispatcher:
    dispatcher = Dispatcher()
    dispatcher.include_router(echo_router())
    return dispatcher


@pytest.fixture
async def served(fake: TelegramFake) -> AsyncIterator[RunningBot]:
    async with webhook(fake, echo_dispatcher(), secret=SECRET) as running:
        yield running


def text_update(fake: TelegramFake, update_id: int, text: str) -> dict[str, Any]:
    alice = fake.users.get(1) or fake.add_user(1, "Alice")
    said = fake.say(alice, fake.private_chat(alice), text, queue=False)
    return {"update_id": update_id, "message": said.json()}


async def test_webhook_mode_registers_and_gets_updates(
    fake: TelegramFake, served: RunningBot
) -> None:
    registered = (await fake.wait_call("setWebhook")).params
    assert registered["url"] == served.url and registered["secret_token"] == SECRET
    assert set(registered["allowed_updates"]) == {"message", "edited_message", "callback_query"}
    alice = fake.add_user(1, "Alice")

    fake.say(alice, fake.private_chat(alice), "20-17")

    reply = await fake.wait_call("sendMessage")
    assert reply.params["text"] == "20-17"
    await fake.until(lambda: bool(fake.deliveries))  # acknowledged once handled
    assert [d.status for d in fake.deliveries] == [200]
    assert fake.pending_updates == [] and fake.calls_of("getUpdates") == []


async def test_a_request_without_the_secret_is_refused(
    fake: TelegramFake, served: RunningBot
) -> None:
    assert served.url is not None
    assert await fake.post_update(served.url, text_update(fake, 901, "forged"), secret=None) == 401
    assert (
        await fake.post_update(served.url, text_update(fake, 902, "forged"), secret="guess") == 401
    )
    assert await fake.post_update(served.url, text_update(fake, 903, "real"), secret=SECRET) == 200

    reply = await fake.wait_call("sendMessage")
    assert reply.params["text"] == "real"
    assert [call.params["text"] for call in fake.calls_of("sendMessage")] == ["real"]


async def test_healthz_answers(served: RunningBot) -> None:
    assert served.url is not None
    base = served.url.removesuffix(webhook_path(served.url))
    async with aiohttp.ClientSession() as session, session.get(base + HEALTH_PATH) as response:
        assert response.status == 200 and await response.json() == {"ok": True}


async def test_two_workers_share_one_bot(fake: TelegramFake) -> None:
    alice = fake.add_user(1, "Alice")
    async with AsyncExitStack() as stack:
        first = await stack.enter_async_context(
            webhook(fake, echo_dispatcher(), secret=SECRET, worker="A: ")
        )
        second = await stack.enter_async_context(
            webhook(fake, echo_dispatcher(), secret=SECRET, worker="B: ")
        )
        assert first.url is not None and second.url is not None
        fake.webhook_targets = [first.url, second.url]  # a load balancer in front of both

        for n in range(4):
            fake.say(alice, fake.private_chat(alice), f"move {n}")
            await fake.wait_call("sendMessage")

    replies = [call.params["text"] for call in fake.calls_of("sendMessage")]
    assert replies == ["A: move 0", "B: move 1", "A: move 2", "B: move 3"]
    assert [d.status for d in fake.deliveries] == [200] * 4


async def test_an_unreachable_webhook_is_retried_until_it_answers(
    fake: TelegramFake, served: RunningBot
) -> None:
    alice = fake.add_user(1, "Alice")
    assert served.url is not None
    fake.webhook_targets = [served.url.replace("/telegram/hook", "/wrong/path"), served.url]
    fake.say(alice, fake.private_chat(alice), "20-17")
    assert (await fake.wait_call("sendMessage")).params["text"] == "20-17"
    await fake.until(lambda: len(fake.deliveries) == 2)
    assert [d.status for d in fake.deliveries] == [404, 200]


async def test_get_updates_is_refused_while_a_webhook_is_set(
    fake: TelegramFake, client: Bot
) -> None:
    await client.set_webhook("https://dots.example/telegram")
    with pytest.raises(TelegramConflictError):
        await client.get_updates(timeout=0)


def test_a_missing_secret_is_made_and_said_once(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING, logger="bot.telegram.webhook"):
        made = webhook_secret(None)
    assert len(made) >= 32 and made not in caplog.text  # a secret is never logged
    assert "TELEGRAM_WEBHOOK_SECRET is not set" in caplog.text
    assert len(caplog.records) == 1
    assert webhook_secret(None) != made
    assert webhook_secret(SecretStr("fixed_secret-1")) == "fixed_secret-1"


def test_the_path_comes_from_the_public_address() -> None:
    assert webhook_path("https://dots.example/tg/hook") == "/tg/hook"
    assert webhook_path("https://dots.example") == "/telegram"


async def test_a_method_in_the_webhook_answer_is_carried_out(fake: TelegramFake) -> None:
    """aiogram may answer a webhook post with the handler's call instead of making it;
    the fake carries it out as Telegram does."""
    router = Router()

    @router.message()
    async def answer_in_reply(message: Message) -> SendMessage:
        return message.answer(f"in reply: {message.text}")

    dispatcher = Dispatcher()
    dispatcher.include_router(router)
    bot = bot_against(fake, [])
    app = web.Application()
    SimpleRequestHandler(dispatcher, bot, handle_in_background=False).register(app, path="/hook")
    runner = web.AppRunner(app)
    await runner.setup()
    port = free_port()
    await web.TCPSite(runner, "127.0.0.1", port).start()
    try:
        update = text_update(fake, 1, "20-17")
        assert await fake.post_update(f"http://127.0.0.1:{port}/hook", update, secret=None) == 200
    finally:
        await close_quickly(bot)
        await runner.cleanup()
    (reply,) = fake.calls_of("sendMessage")
    assert reply.via_webhook_reply and reply.ok
    assert fake.visible(fake.private_chat(fake.users[1]))[-1].text == "in reply: 20-17"


BAD_BODIES = {
    "cut-off JSON": b'{"update_id": 5, "message": {"message_id"',
    "a list": b"[1, 2, 3]",
    "a string": b'"hello"',
    "no update_id": b'{"message": {"message_id": 1}}',
    "an update_id that is no number": b'{"update_id": "five"}',
    "deep nesting": b'{"update_id": 7, "x": ' + b"[" * 50_000 + b"]" * 50_000 + b"}",
    "deep nesting cut off": b"[" * 50_000,
    "not UTF-8": b'{"update_id": 8, "x": "\xff\xfe"}',
}


@pytest.mark.parametrize("body", BAD_BODIES.values(), ids=BAD_BODIES.keys())
async def test_a_malformed_update_is_dropped_with_one_line_never_retried(
    fake: TelegramFake, served: RunningBot, body: bytes, caplog: pytest.LogCaptureFixture
) -> None:
    """Telegram sends an update again after any answer but 2xx, so one it cannot be is
    acknowledged and dropped (logged on one line, without a traceback); the next real
    update is handled as usual."""
    assert served.url is not None
    headers = {"X-Telegram-Bot-Api-Secret-Token": SECRET, "Content-Type": "application/json"}
    with caplog.at_level(logging.WARNING):
        async with aiohttp.ClientSession() as session, session.post(
            served.url, data=body, headers=headers
        ) as response:
            assert response.status == 200
            assert await response.json() == {}
    dropped = [r for r in caplog.records if "no update was dropped" in r.getMessage()]
    assert len(dropped) == 1 and dropped[0].exc_info is None
    assert len(dropped[0].getMessage()) < 200  # names the fault, never quotes the body
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert await fake.post_update(served.url, text_update(fake, 904, "real"), secret=SECRET) == 200
    assert [call.params["text"] for call in fake.calls_of("sendMessage")] == ["real"]
