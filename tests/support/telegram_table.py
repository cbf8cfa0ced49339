"""A Dots table on the fake Telegram: the real adapter (``bot.telegram.start.serve``) on a real
service and SQLite file, polling the fake with the real aiogram client, the outbox
delivered and the computer's turns played in the background. Sends are paced fast and the
fake's flood limits are lifted (the pace itself is tested in ``test_pacing`` and
``test_quick_game``, which give the table the bot's own pace and keep the limits), and the
service's clock moves only when told."""

from __future__ import annotations

import asyncio
import contextlib
import itertools
from collections.abc import AsyncIterator, Callable, Iterable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from bot.background import Background, background
from bot.config import Settings
from bot.i18n import Translator
from bot.output.present import Presenter
from bot.platforms import place_words
from bot.service import GameService, ServiceConfig, build_service
from bot.service.computer.engine import Engine
from bot.service.service_config import AnalysisSettings
from bot.storage import SqliteStorage
from bot.telegram.pacing import ChatPacer, Pace
from bot.telegram.start import serve
from tests.support.fakes.telegram_api import TelegramFake
from tests.support.fakes.telegram_calls import Call
from tests.support.fakes.telegram_harness import bot_against, close_quickly, fake_settings
from tests.support.fakes.telegram_world import Chat, StoredMessage, User

FAST = Pace(per_minute=60_000, burst=1000)
SECRET = b"telegram-tests-button-secret-32b"
IDLE_WITHIN = 10.0
"""Seconds the bot may take to handle the updates it took (on a loaded machine)."""
PNG = b"\x89PNG\r\n\x1a\n"


@dataclass
class Clock:
    moment: datetime = field(default_factory=lambda: datetime(2026, 5, 1, 12, 0, tzinfo=UTC))

    def __call__(self) -> datetime:
        return self.moment

    def advance(self, delta: timedelta) -> None:
        self.moment += delta


@dataclass
class Table:
    fake: TelegramFake
    service: GameService
    clock: Clock
    runner: Background
    sleeps: list[float]

    def bot_messages(self, chat_id: int) -> list[StoredMessage]:
        return [
            m
            for (chat, _), m in sorted(self.fake.messages.items())
            if chat == chat_id and m.sender.id == self.fake.me.id
        ]

    def card(self, chat_id: int) -> StoredMessage:
        """The newest picture the bot shows in the chat (a game card)."""
        cards = [m for m in self.bot_messages(chat_id) if m.media and not m.deleted]
        assert cards, "no card in the chat"
        return cards[-1]

    async def edited(self, card: StoredMessage) -> StoredMessage:
        """Wait for a card's picture to be edited and the table to settle: the chat's newest
        card, which is ``card`` itself, edited (not a new message)."""
        edit = await self.fake.wait_call("editMessageMedia")
        assert is_png(edit.upload("media"))
        await self.settled()
        newest = self.card(card.chat.id)
        assert newest.message_id == card.message_id  # the same card, edited
        return newest

    async def reply(
        self,
        method: str = "sendMessage",
        *,
        where: Callable[[Call], bool] = lambda call: True,
        **params: Any,
    ) -> Call:
        """The next call of ``method`` with these ``params`` (and matching ``where``)."""
        return await self.fake.wait_call(
            method,
            where=lambda call: where(call)
            and all(call.params.get(k) == v for k, v in params.items()),
        )

    def unhandled(self) -> list[dict[str, Any]]:
        """Updates of the kinds the bot asks for, not handed to it yet."""
        polls = self.fake.calls_of("getUpdates")
        allowed = polls[-1].params.get("allowed_updates") if polls else None
        return [u for u in self.fake.pending_updates if not allowed or set(u) & set(allowed)]

    async def tap(self, user: User, message: StoredMessage, label: str) -> str:
        """``user`` taps the button ``label`` of ``message``, and the bot settles: the
        callback query's id."""
        query = self.fake.press(user, message, buttons(message)[label])
        await self.settled()
        return query

    async def said(self, user: User, chat: Chat, text: str, **say: Any) -> None:
        """``user`` says ``text`` in ``chat``, and the bot settles."""
        self.fake.say(user, chat, text, **say)
        await self.settled()

    async def settled(self) -> None:
        """Wait until every update was handled and every queued send went out."""
        polling = self.fake.webhook is None
        for _ in range(2):  # a card sent may bring the computer's answer, and its card
            await self.fake.until(
                lambda: not self.unhandled() and (self.fake.waiting_polls > 0 or not polling)
            )
            try:
                await asyncio.wait_for(self.service.inbox.idle(), IDLE_WITHIN)
            except TimeoutError:
                raise AssertionError(
                    f"{self.service.inbox.in_hand} updates still in hand after {IDLE_WITHIN} s"
                ) from None
            await self.service.delivery.drain("telegram")
        if not polling:  # a webhook's handlers may go on after its answer
            for _ in range(3):
                await asyncio.sleep(0.05)


def buttons(message: StoredMessage) -> dict[str, str]:
    """Label → callback data of a message's keyboard."""
    rows = (message.reply_markup or {}).get("inline_keyboard", [])
    return {b["text"]: b["callback_data"] for row in rows for b in row if "callback_data" in b}


def is_png(data: bytes) -> bool:
    return data.startswith(PNG)


_dbs = itertools.count()


@asynccontextmanager
async def table(
    fake: TelegramFake,
    tmp_path: Path,
    *,
    engine: Engine | None = None,
    settings: Settings | None = None,
    database: Path | None = None,
    clock: Clock | None = None,
    pacer: ChatPacer | None = None,
    public_url: str | None = None,
    webapp: str | None = None,
    analysis: AnalysisSettings | None = None,
) -> AsyncIterator[Table]:
    """``public_url``: the web board is on there (its server is the test's to run);
    ``webapp``: the Mini App's short name."""
    clock = clock or Clock()
    storage = SqliteStorage(database or tmp_path / f"dots{next(_dbs)}.db")
    await storage.open()
    service = build_service(
        storage,
        ServiceConfig(
            now=clock, engine=engine, button_secret=SECRET, public_url=public_url,
            telegram_webapp=webapp, analysis=analysis or AnalysisSettings(),
            place_words=place_words,
        ),
    )
    await service.start()
    presenter = Presenter(Translator())
    service.use_labels(presenter.labels)
    sleeps: list[float] = []
    bot = bot_against(fake, sleeps)
    config = settings or fake_settings(fake)
    if pacer is None:
        pacer = ChatPacer(group=FAST, private=FAST)
        fake.limits.off()
    serving = asyncio.create_task(
        serve(bot, service, presenter, config, pacer=pacer, polling_timeout=1)
    )
    hooks = len(fake.calls_of("setWebhook"))
    try:
        async with background(service, ["telegram"], interval=3600) as runner:
            polling = config.telegram_webhook_url is None
            await fake.until(
                lambda: serving.done()
                or (
                    fake.waiting_polls > 0
                    if polling
                    else len(fake.calls_of("setWebhook")) > hooks
                )
            )
            if serving.done():
                serving.result()
            yield Table(fake, service, clock, runner, sleeps)
    finally:
        serving.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await serving
        await close_quickly(bot)
        await storage.close()


@dataclass
class Cast:
    """Alice and Bob play in a group; Carol watches."""

    alice: User
    bob: User
    carol: User
    group: Chat


def cast(fake: TelegramFake, group_id: int, **chat: Any) -> Cast:
    users = (
        fake.add_user(1, "Alice", "alice"),
        fake.add_user(2, "Bob", "bob"),
        fake.add_user(3, "Carol", "carol"),
    )
    return Cast(*users, fake.add_chat(group_id, **chat))


async def challenge_by_alice(t: Table, c: Cast, words: str, **say: Any) -> StoredMessage:
    """Alice says ``/challenge`` with these words in the group: the challenge the bot shows."""
    await t.said(c.alice, c.group, f"/challenge {words}", **say)
    return t.bot_messages(c.group.id)[-1]


async def start_game(t: Table, c: Cast, options: str = "5x5 empty") -> StoredMessage:
    """Alice challenges Bob, Bob accepts: the game's card."""
    challenge = await challenge_by_alice(t, c, f"@bob {options}")
    await t.tap(c.bob, challenge, "Accept")
    return t.card(c.group.id)


async def moves_in_turn(t: Table, c: Cast, moves: Iterable[tuple[User, str]]) -> None:
    """Each player says ``/move`` at the point in the group, the next once the card shows the
    one before (edited); then the table settles."""
    for player, point in moves:
        t.fake.say(player, c.group, f"/move {point}")
        await t.fake.wait_call("editMessageMedia")
    await t.settled()


def alice_alone(fake: TelegramFake) -> tuple[User, Chat]:
    """Alice and her private chat with the bot."""
    alice = fake.add_user(1, "Alice", "alice")
    return alice, fake.private_chat(alice)


@asynccontextmanager
async def private_table(
    fake: TelegramFake, tmp_path: Path, **options: Any
) -> AsyncIterator[tuple[Table, User, Chat]]:
    """A table (``options``: as :func:`table` takes them) with Alice in her private chat
    with the bot: the table, Alice and the chat."""
    alice, chat = alice_alone(fake)
    async with table(fake, tmp_path, **options) as t:
        yield t, alice, chat


@asynccontextmanager
async def group_table(
    fake: TelegramFake, tmp_path: Path, group_id: int, **chat: Any
) -> AsyncIterator[tuple[Table, Cast]]:
    """A table with Alice, Bob and Carol in a group (``chat``: the group's kind), no game yet."""
    c = cast(fake, group_id, **chat)
    async with table(fake, tmp_path) as t:
        yield t, c


@asynccontextmanager
async def group_game(
    fake: TelegramFake, tmp_path: Path, group_id: int, options: str = "5x5 empty"
) -> AsyncIterator[tuple[Table, Cast]]:
    """A table where Alice and Bob just began a game with ``options`` in a group; its card
    is ``t.card(group_id)``."""
    async with group_table(fake, tmp_path, group_id) as (t, c):
        await start_game(t, c, options)
        yield t, c


@dataclass
class Seekers:
    """Ann and Bob, strangers, each in their own private chat with the bot (the lobby)."""

    ann: User
    bob: User
    ann_chat: Chat
    bob_chat: Chat


def seekers(fake: TelegramFake, first_id: int, bob_language: str = "en") -> Seekers:
    """Ann (``first_id``, English) and Bob (the next id, ``bob_language``)."""
    ann = fake.add_user(first_id, "Ann", "ann", language_code="en")
    bob = fake.add_user(first_id + 1, "Bob", "bob", language_code=bob_language)
    return Seekers(ann, bob, fake.private_chat(ann), fake.private_chat(bob))


async def seek(t: Table, user: User, chat: Chat, terms: str = "9x9 3+2 rated") -> None:
    """``user`` sends ``/seek`` with ``terms`` in ``chat``, and the table settles."""
    t.fake.say(user, chat, f"/seek {terms}")
    await t.settled()
