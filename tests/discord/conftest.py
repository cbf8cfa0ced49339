"""Fixtures for the Discord transport tests: a fake Discord with one guild and two members."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from bot.discord.connect import DotsBot
from tests.support.discord_harness import running_bot
from tests.support.discord_probe import install
from tests.support.discord_table import Table, table
from tests.support.fakes.discord_api import FakeDiscord
from tests.support.fakes.discord_payloads import FakeChannel, FakeGuild, FakeMember


@dataclass
class World:
    fake: FakeDiscord
    guild: FakeGuild
    channel: FakeChannel
    alice: FakeMember
    bob: FakeMember


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    server = FakeDiscord()
    await server.start()
    yield server
    await server.stop()


def carol_and_dave(world: World) -> tuple[FakeMember, FakeMember]:
    """Two more members of the world's guild, for a team game of two against two."""
    fake = world.fake
    return (fake.join(world.guild, fake.add_user("carol")),
            fake.join(world.guild, fake.add_user("dave")))


@pytest.fixture
def world(fake: FakeDiscord) -> World:
    guild = fake.add_guild("Dots club")
    alice = fake.join(guild, fake.add_user("alice", locale="pl"))
    bob = fake.join(guild, fake.add_user("bob"))
    return World(fake, guild, guild.text_channels()[0], alice, bob)


@pytest.fixture
async def t(world: World, tmp_path: Path) -> AsyncIterator[Table]:
    """The bot running over a fresh database in ``world``, for tests that need no other."""
    async with table(world.fake, tmp_path / "dots.db") as running:
        yield running


@pytest.fixture
async def probe_bot(world: World) -> AsyncIterator[DotsBot]:
    """A bot with the probe's commands, logged in to the world's fake Discord."""
    async with running_bot(world.fake, install) as bot:
        yield bot


@pytest.fixture
async def two_shards() -> AsyncIterator[FakeDiscord]:
    server = FakeDiscord(shard_count=2)
    await server.start()
    yield server
    await server.stop()
