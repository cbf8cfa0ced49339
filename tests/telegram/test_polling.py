"""The real aiogram dispatcher, long polling the fake exactly as production does: what users
do reaches the handlers once, with the entities, replies and topics Telegram would send;
each update is confirmed only once recorded, and one recorded but not handled (its process
was killed) is handled when polling starts again. ``test_polling_kill`` kills the real
``python -m bot``."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from datetime import UTC, datetime

import pytest
from aiogram import Bot, Dispatcher

from bot.service.inbox import Inbox, Recorded
from bot.storage import MemoryStorage, StorageUnavailable
from tests.support.fakes.telegram_api import TelegramFake
from tests.support.fakes.telegram_harness import RunningBot, polling
from tests.telegram.echo import echo_router
from tests.telegram.test_polling_kill import until


@pytest.fixture
async def running(fake: TelegramFake) -> AsyncIterator[RunningBot]:
    dispatcher = Dispatcher()
    dispatcher.include_router(echo_router())
    async with polling(fake, dispatcher) as bot:
        yield bot


async def reply_text(fake: TelegramFake) -> str:
    call = await fake.wait_call("sendMessage")
    assert call.ok, call.description
    return str(call.params["text"])


async def test_polling_starts_as_production_does(fake: TelegramFake, running: RunningBot) -> None:
    alice = fake.add_user(1, "Alice")
    fake.say(alice, fake.private_chat(alice), "hi")  # the waiting poll returns at once
    first = await fake.wait_call("getUpdates")
    assert [call.method for call in fake.calls[:3]] == ["deleteWebhook", "getMe", "getUpdates"]
    assert first.params["timeout"] == 1
    assert set(first.params["allowed_updates"]) == {"message", "edited_message", "callback_query"}


async def test_each_update_is_handled_once_and_confirmed_by_offset(
    fake: TelegramFake, running: RunningBot
) -> None:
    alice = fake.add_user(1, "Alice")
    chat = fake.private_chat(alice)
    for text in ("20-17", "21-17", "22-17"):
        fake.say(alice, chat, text)

    assert [await reply_text(fake) for _ in range(3)] == ["20-17", "21-17", "22-17"]
    await fake.until(lambda: fake.pending_updates == [])  # confirmed by the next offset
    assert len(fake.calls_of("sendMessage")) == 3


async def test_commands_mentions_and_text_mentions(fake: TelegramFake, running: RunningBot) -> None:
    alice = fake.add_user(1, "Alice", "alice")
    carol = fake.add_user(3, "Carol Ann", None)
    group = fake.add_chat(-100, "group")

    fake.say(
        alice,
        group,
        "/who@dots_bot @bob_the_player",
    )
    assert await reply_text(fake) == ("group | bot_command=/who@dots_bot mention=@bob_the_player")
    fake.say(alice, group, "/who Carol Ann red", text_mentions={"Carol Ann": carol})
    assert await reply_text(fake) == "group | bot_command=/who text_mention:3=Carol Ann"
    # offsets count UTF-16 code units, as Telegram's do: an emoji takes two
    fake.say(alice, group, "/who 🎲🎲 Carol Ann @alice_b", text_mentions={"Carol Ann": carol})
    assert await reply_text(fake) == (
        "group | bot_command=/who text_mention:3=Carol Ann mention=@alice_b"
    )


async def test_replies_and_forum_topics(fake: TelegramFake, running: RunningBot) -> None:
    alice = fake.add_user(1, "Alice")
    forum = fake.add_chat(-200, "supergroup", forum=True)
    topic = fake.add_topic(forum, "Dots", alice)

    fake.say(alice, forum, "/start", thread_id=topic)
    greeting = await fake.wait_call("sendMessage")
    assert greeting.params["message_thread_id"] == topic  # aiogram answers in the topic
    card = fake.message(forum.id, greeting.result["message_id"])
    fake.say(alice, forum, "/who", reply_to=card)

    assert await reply_text(fake) == (
        f"supergroup | bot_command=/who | reply to {card.message_id} | topic {topic}"
    )


async def test_an_anonymous_admin_posts_as_the_chat(
    fake: TelegramFake, running: RunningBot
) -> None:
    alice = fake.add_user(1, "Alice")
    group = fake.add_chat(-300, "supergroup", admins=(alice,))
    fake.say(alice, group, "/who", anonymous=True)
    assert await reply_text(fake) == "supergroup | bot_command=/who | as the chat"


async def test_a_group_upgraded_to_a_supergroup_moves(
    fake: TelegramFake, running: RunningBot
) -> None:
    alice = fake.add_user(1, "Alice")
    group = fake.add_chat(-10, "group")
    upgraded = fake.migrate_to_supergroup(group, -1000000000010, alice)
    reply = await fake.wait_call("sendMessage")
    assert reply.ok and reply.params == {
        "chat_id": upgraded.id,
        "text": "moved from -10",
        "parse_mode": "HTML",
    }
    assert upgraded.type == "supergroup"


async def test_an_edited_message_arrives_as_an_edit(
    fake: TelegramFake, running: RunningBot
) -> None:
    alice = fake.add_user(1, "Alice")
    said = fake.say(alice, fake.private_chat(alice), "20-17")
    assert await reply_text(fake) == "20-17"
    fake.edit(said, "20-18")
    assert await reply_text(fake) == "edited: 20-18"


async def test_a_button_press_is_answered(fake: TelegramFake, running: RunningBot) -> None:
    alice = fake.add_user(1, "Alice")
    group = fake.add_chat(-400)
    fake.say(alice, group, "/start")
    assert await reply_text(fake) == "hello Alice"
    card = fake.visible(group)[-1]
    assert card.reply_markup is not None

    query = fake.press(alice, card, "press:1")

    await fake.wait_call("editMessageReplyMarkup")
    assert fake.answer(query) == {
        "callback_query_id": query,
        "text": "pressed press:1",
        "show_alert": True,
    }
    assert card.reply_markup is None


async def test_get_updates_waits_for_news_and_honours_the_offset(
    fake: TelegramFake, client: Bot
) -> None:
    alice = fake.add_user(1, "Alice")
    assert await client.get_updates(timeout=0) == []

    waiting = asyncio.create_task(client.get_updates(timeout=5))
    await fake.until(lambda: fake.waiting_polls == 1)
    assert not waiting.done()  # a long poll holds on while there is nothing
    fake.say(alice, fake.private_chat(alice), "hello")
    (update,) = await waiting
    assert update.message is not None and update.message.text == "hello"

    again = await client.get_updates(offset=update.update_id, timeout=0)
    assert [u.update_id for u in again] == [update.update_id]  # not confirmed yet
    assert await client.get_updates(offset=update.update_id + 1, timeout=0) == []
    assert fake.pending_updates == []


def now() -> datetime:
    return datetime.now(UTC)


def handled(store: MemoryStorage) -> Callable[[], Awaitable[bool]]:
    """Whether every update recorded in ``store`` was handled (its record closed)."""

    async def closed() -> bool:
        return await store.inbox_waiting() == 0

    return closed


@pytest.fixture
async def store() -> AsyncIterator[MemoryStorage]:
    """A store in memory, closed after the test (its connections' threads end with it)."""
    opened = MemoryStorage()
    await opened.open()
    try:
        yield opened
    finally:
        await opened.close()


async def test_a_batch_is_confirmed_only_once_recorded(
    fake: TelegramFake, store: MemoryStorage
) -> None:
    """While the database cannot take the updates, the next ``getUpdates`` asks for the
    same ones again (nothing is confirmed); once it can, each is handled once."""
    inbox = Inbox(store, "poller", now)
    receive, refusals = inbox.receive, [1, 2]

    async def unreachable_twice(source: str, updates: Sequence[tuple[str, str]]) -> list[Recorded]:
        if refusals:
            refusals.pop()
            raise StorageUnavailable("the database is unreachable (test)")
        return await receive(source, updates)

    inbox.receive = unreachable_twice  # type: ignore[method-assign]
    dispatcher = Dispatcher()
    dispatcher.include_router(echo_router())
    alice = fake.add_user(1, "Alice")
    async with polling(fake, dispatcher, inbox=inbox):
        update_id = fake.push_update("message", fake.say(alice, fake.private_chat(alice), "20-17",
                                                         queue=False).json())
        assert await reply_text(fake) == "20-17"
        asked = [call for call in fake.calls_of("getUpdates") if call.result]
        assert len(asked) == 3 and all(c.result[0]["update_id"] == update_id for c in asked)
        assert len({call.params.get("offset") for call in asked}) == 1  # asked again, as is
        await fake.until(lambda: fake.pending_updates == [])
        await fake.until(lambda: fake.waiting_polls > 0)
        await until(handled(store))  # the record is closed after its handler, in a write
    assert len(fake.calls_of("sendMessage")) == 1 and await store.inbox_waiting() == 0


@pytest.mark.parametrize("confirmed", [True, False], ids=["confirmed", "not-confirmed"])
async def test_an_update_recorded_but_not_handled_is_handled_once_when_polling_starts(
    fake: TelegramFake, client: Bot, confirmed: bool, store: MemoryStorage
) -> None:
    """A process recorded the update and was killed before its handler ended, after the
    next ``getUpdates`` confirmed it (Telegram forgot it) or before: the next process to
    poll takes the record over and handles it, once, even when Telegram gives it again."""
    alice = fake.add_user(1, "Alice")
    fake.say(alice, fake.private_chat(alice), "/start")
    (update,) = await client.get_updates(timeout=0)
    if confirmed:
        await client.get_updates(offset=update.update_id + 1, timeout=0)
    source = f"telegram:{(await client.me()).id}"
    key, body = f"{source}:{update.update_id}", update.model_dump_json(exclude_unset=True)
    killed = Inbox(store, "killed-process", now)
    assert [record.key for record in await killed.receive(source, [(key, body)])] == [key]
    assert await killed.receive(source, [(key, body)]) == []  # once
    assert len(fake.pending_updates) == (0 if confirmed else 1)

    dispatcher = Dispatcher()
    dispatcher.include_router(echo_router())
    async with polling(fake, dispatcher, inbox=Inbox(store, "restarted", now)):
        assert await reply_text(fake) == "hello Alice"
        await fake.until(lambda: fake.pending_updates == [] and fake.waiting_polls > 0)
        await until(handled(store))
    assert await store.inbox_waiting() == 0
    assert len(fake.calls_of("sendMessage")) == 1  # received again, not handled again
