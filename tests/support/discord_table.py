"""The Dots adapter on the real discord.py client against the fake Discord: a service on a
temporary SQLite file, the adapter installed as ``python -m bot`` installs it, and helpers
that run a slash command or press a button and wait for the bot's answer."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

import discord
from discord.ext import commands

from bot.background import background
from bot.computer import ComputerPlayer
from bot.discord.adapter import DiscordAdapter
from bot.discord.cogs import install
from bot.discord.connect import DotsBot
from bot.i18n import Translator
from bot.output.present import Presenter
from bot.platforms import place_words
from bot.service import GameService, GameView, ServiceConfig, build_service
from bot.service.service_config import AnalysisSettings
from bot.storage import SqliteStorage
from tests.support.discord_harness import running_bot
from tests.support.fakes.discord_api import FakeDiscord
from tests.support.fakes.discord_interactions import FakeInteraction
from tests.support.fakes.discord_messages import StoredMessage
from tests.support.fakes.discord_payloads import FakeChannel, FakeMember, FakeUser
from tests.support.fakes.discord_records import Call

WAIT = 10.0
SECRET = b"discord tests sign buttons with this"


class TracedAdapter(DiscordAdapter):
    """The adapter, telling the tests when it has finished with an interaction."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.finished: dict[int, asyncio.Event] = {}

    def _event(self, interaction_id: int) -> asyncio.Event:
        return self.finished.setdefault(interaction_id, asyncio.Event())

    async def command(self, interaction: Any, command: Any) -> None:
        try:
            await super().command(interaction, command)
        finally:
            self._event(interaction.id).set()

    async def press(self, interaction: Any, data: str) -> None:
        try:
            await super().press(interaction, data)
        finally:
            self._event(interaction.id).set()

    async def type_point(self, interaction: Any, game_id: int) -> None:
        try:
            await super().type_point(interaction, game_id)
        finally:
            self._event(interaction.id).set()

    async def done(self, interaction: FakeInteraction) -> None:
        await asyncio.wait_for(self._event(interaction.id).wait(), WAIT)


@dataclass
class Table:
    """A running bot with its service, and the fake it talks to."""

    fake: FakeDiscord
    service: GameService
    bot: DotsBot
    adapter: TracedAdapter

    async def slash(
        self,
        name: str,
        who: FakeMember | FakeUser,
        channel: FakeChannel,
        options: dict[str, Any] | None = None,
        **extra: Any,
    ) -> tuple[FakeInteraction, Call]:
        """``/dots name``, and the bot's answer."""
        return await self.command(["dots", name], who, channel, options, **extra)

    async def command(
        self,
        path: list[str],
        who: FakeMember | FakeUser,
        channel: FakeChannel,
        options: dict[str, Any] | None = None,
        **extra: Any,
    ) -> tuple[FakeInteraction, Call]:
        """The slash command ``path`` (``["stop"]``, a command of its own), and the answer."""
        interaction = await self.fake.slash(path, who, channel, options, **extra)
        answer = await self.fake.answer_to(interaction)
        await self.adapter.done(interaction)
        return interaction, answer

    async def press(
        self, message: StoredMessage, custom_id: str, who: FakeMember | FakeUser
    ) -> tuple[FakeInteraction, Call]:
        interaction = await self.fake.press(message, custom_id, who)
        answer = await self.fake.answer_to(interaction)
        await self.adapter.done(interaction)
        return interaction, answer

    async def start_game(
        self, blue: FakeMember, red: FakeMember, channel: FakeChannel, size: str = "9x9"
    ) -> StoredMessage:
        """``blue`` challenges ``red`` on an empty field, ``red`` accepts: the game card."""
        challenge = await self.challenge(blue, red, channel, size=size, start="empty")
        await self.accept(challenge, red)
        return self.card(channel)

    async def challenge(
        self, blue: FakeMember, red: FakeMember, channel: FakeChannel, **options: str
    ) -> StoredMessage:
        """``blue`` challenges ``red`` with these options: the challenge, with its Accept."""
        await self.slash("challenge", blue, channel, {"opponent": red, **options})
        return with_button(self.fake, channel, "a")

    async def accept(
        self, challenge: StoredMessage, who: FakeMember | FakeUser
    ) -> tuple[FakeInteraction, Call]:
        """``who`` presses the challenge's Accept."""
        return await self.press(challenge, button(challenge, "a"), who)

    async def game(self, game_id: int = 1) -> GameView:
        """Game ``game_id`` as the service shows it now (it must exist)."""
        view = await self.service.cards.game(game_id)
        assert view is not None, f"no game #{game_id}"
        return view

    def card(self, channel: FakeChannel) -> StoredMessage:
        """The newest message in ``channel`` with the board picture."""
        for message in reversed(self.fake.messages.in_channel(channel.id)):
            if any(a["filename"] == "board.png" for a in message.attachments):
                return message
        raise AssertionError("no card in the channel")


def with_button(fake: FakeDiscord, channel: FakeChannel, code: str) -> StoredMessage:
    """The newest message in ``channel`` with a button of the action ``code``."""
    for message in reversed(fake.messages.in_channel(channel.id)):
        if any(c[:1] == code and c[1:2].isdigit() for c in message.custom_ids()):
            return message
    raise AssertionError(f"no message with a {code!r} button")


def button(message: StoredMessage, code: str) -> str:
    """The ``custom_id`` of the button whose data starts with the action ``code``."""
    found = [c for c in message.custom_ids() if c[:1] == code and c[1:2].isdigit()]
    assert found, f"no {code!r} button among {message.custom_ids()}"
    return found[0]


def embed_text(payload: dict[str, Any]) -> str:
    return "\n".join(str(e.get("description", "")) for e in payload.get("embeds", []))


@asynccontextmanager
async def table(
    fake: FakeDiscord,
    path: Path,
    *,
    engine: ComputerPlayer | Any = None,
    now: Callable[[], datetime] | None = None,
    delivering: bool = False,
    intents: discord.Intents | None = None,
    sync: bool | None = None,
    public_url: str | None = None,
    analysis: AnalysisSettings | None = None,
    activity: bool = False,
) -> AsyncIterator[Table]:
    """The bot on ``fake`` over a fresh service; ``delivering``: with the background
    work of ``python -m bot`` (the outbox delivered, the computer's turns played);
    ``public_url``: the web board is on there (its server is the test's to run);
    ``activity``: it opens as the application's Activity (``DISCORD_ACTIVITY=on``)."""
    storage = SqliteStorage(path)
    await storage.open()
    translator = Translator()
    service = build_service(storage, ServiceConfig(
        languages=tuple(translator.languages), button_secret=SECRET, engine=engine,
        public_url=public_url, analysis=analysis or AnalysisSettings(),
        discord_activity=activity, place_words=place_words,
    ))
    await service.start()
    presenter = Presenter(translator)
    service.use_labels(presenter.labels)

    async def setup(bot: commands.AutoShardedBot) -> None:
        assert isinstance(bot, DotsBot)
        nonlocal adapter
        # The fake's ids count from a fixed moment: the adapter's clock follows them.
        clock = now or (lambda: discord.utils.snowflake_time(fake.ids()))
        adapter = TracedAdapter(bot, service, presenter, now=clock)
        await install(bot, adapter, sync=sync)

    adapter: TracedAdapter | None = None
    try:
        async with running_bot(fake, setup, intents=intents) as bot:
            assert adapter is not None
            if not delivering:
                yield Table(fake, service, bot, adapter)
                return
            async with background(service, ["discord"], interval=3600):
                yield Table(fake, service, bot, adapter)
    finally:
        await storage.close()
