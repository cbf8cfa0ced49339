"""Application commands are synced only when their hash changed (kept in the storage)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import discord
import pytest
from discord import app_commands

from bot.discord.sync import meta_key, sync_if_changed, tree_digest
from bot.storage import SqliteStorage
from tests.discord.conftest import World
from tests.support.discord_harness import running_bot
from tests.support.discord_probe import install


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[SqliteStorage]:
    """A fresh SQLite storage that keeps the synced commands' hashes."""
    storage = SqliteStorage(tmp_path / "dots.db")
    await storage.open()
    try:
        yield storage
    finally:
        await storage.close()


async def test_sync_only_when_the_commands_changed(world: World, store: SqliteStorage) -> None:
    fake = world.fake
    async with running_bot(fake, install) as bot:
        puts = f"^/applications/{fake.application_id}/commands$"
        assert await sync_if_changed(bot.tree, store) is True
        sent = await fake.next_call("PUT", puts)
        assert sorted(c["name"] for c in sent.json) == [
            "ask",
            "card",
            "echo",
            "followups",
            "ping",
            "post",
        ]
        assert sorted(c["name"] for c in fake.commands[None]) == sorted(
            c["name"] for c in sent.json
        )
        assert await store.meta(meta_key(None)) == await tree_digest(bot.tree)

        assert await sync_if_changed(bot.tree, store) is False  # same table: no call
        assert await sync_if_changed(bot.tree, store, force=True) is True
        await fake.next_call("PUT", puts)

        @app_commands.command(name="extra", description="One more")
        async def extra(interaction: discord.Interaction) -> None:
            await interaction.response.send_message("extra")

        bot.tree.add_command(extra)
        assert await sync_if_changed(bot.tree, store) is True
        assert "extra" in [c["name"] for c in (await fake.next_call("PUT", puts)).json]
        assert len(fake.calls_to("PUT", puts)) == 3


async def test_guild_commands_and_a_given_hash(world: World, store: SqliteStorage) -> None:
    fake = world.fake
    async with running_bot(fake, install) as bot:
        guild = discord.Object(world.guild.id)
        bot.tree.copy_global_to(guild=guild)
        assert await sync_if_changed(bot.tree, store, guild=guild, digest="table-1") is True
        path = f"^/applications/{fake.application_id}/guilds/{world.guild.id}/commands$"
        await fake.next_call("PUT", path)
        assert await store.meta(f"discord:commands:{world.guild.id}") == "table-1"
        assert await store.meta(meta_key(None)) is None  # the global list is its own
        assert await sync_if_changed(bot.tree, store, guild=guild, digest="table-1") is False
        assert await sync_if_changed(bot.tree, store, guild=guild, digest="table-2") is True
        assert len(fake.calls_to("PUT", path)) == 2


async def test_a_failed_sync_keeps_the_old_hash(world: World, store: SqliteStorage) -> None:
    fake = world.fake
    async with running_bot(fake, install) as bot:
        fake.fail("PUT", "/commands$", status=403)
        try:
            await sync_if_changed(bot.tree, store, digest="new")
        except discord.Forbidden:
            pass
        else:
            raise AssertionError("the sync should have failed")
        assert await store.meta(meta_key(None)) is None
        assert await sync_if_changed(bot.tree, store, digest="new") is True
