"""The real discord.py client logs in to the fake Discord and receives its guilds."""

from __future__ import annotations

import asyncio
import math

import discord
import pytest

from tests.discord.conftest import World
from tests.support.discord_harness import bot_for_tests, running_bot, settings_for
from tests.support.discord_probe import install


async def test_login_ready_and_guild_create(world: World) -> None:
    fake = world.fake
    async with running_bot(fake, install) as bot:
        assert [c.path for c in fake.calls if c.method == "GET"][:3] == [
            "/users/@me",
            "/oauth2/applications/@me",
            "/gateway/bot",
        ]
        identify = await fake.next_call("WS", "^IDENTIFY$")
        assert identify.json["token"] == fake.token
        assert identify.json["shard"] == [0, 1]
        assert bot.user is not None and bot.user.id == fake.bot_user.id
        assert bot.application_id == fake.application_id
        guild = bot.get_guild(world.guild.id)
        assert guild is not None and guild.name == "Dots club"
        assert guild.get_channel(world.channel.id) is not None
        assert guild.member_count == 3  # without the members intent none are cached
        assert guild.me is not None


async def test_slash_command_is_answered(world: World) -> None:
    fake = world.fake
    async with running_bot(fake, install):
        interaction = await fake.slash("ping", world.alice, world.channel)
        answer = await fake.answer_to(interaction)
        assert answer.query == {"with_response": "1"}
        assert answer.json["type"] == 4
        assert answer.json["data"]["content"] == "pong shard 0 locale pl"
        reply = fake.messages.in_channel(world.channel.id)[-1]
        assert reply.custom_ids() == ["probe:count:0", "probe:pick:7"]


async def test_a_dropped_connection_is_resumed(world: World) -> None:
    fake = world.fake
    async with running_bot(fake, install):
        identify = await fake.next_call("WS", "^IDENTIFY$")
        await fake.drop_connection(0)
        resume = await fake.next_call("WS", "^RESUME$")
        session = fake.gateway.sessions[0]
        assert resume.json["session_id"] == session.session_id
        assert resume.json["token"] == identify.json["token"]
        await fake.wait_shard(0)
        interaction = await fake.slash("ping", world.bob, world.channel)
        await fake.answer_to(interaction)
        assert fake.original(interaction).content == "pong shard 0 locale en-US"
        assert len(fake.gateway.sessions) == 1  # the same session, resumed


async def test_heartbeats_are_acknowledged(world: World) -> None:
    fake = world.fake
    fake.heartbeat_ms = 50
    async with running_bot(fake, install) as bot:
        for _ in range(3):
            await fake.next_call("WS", "^HEARTBEAT$")
        assert math.isfinite(bot.latency)  # set only when a heartbeat is acknowledged


async def test_message_content_needs_the_intent(world: World) -> None:
    fake = world.fake
    async with running_bot(fake, install) as bot:
        arrived = asyncio.ensure_future(bot.wait_for("message", timeout=10))
        await fake.user_message(world.channel, world.alice.user, "20-17")
        message = await arrived
        assert (message.author.id, message.content) == (world.alice.id, "")
        arrived = asyncio.ensure_future(bot.wait_for("message", timeout=10))
        await fake.user_message(world.channel, world.bob.user, f"{fake.bot_user.mention} 3-4")
        assert (await arrived).content == f"{fake.bot_user.mention} 3-4"

    with_content = discord.Intents.default()
    with_content.message_content = True
    async with running_bot(fake, install, intents=with_content) as bot:
        arrived = asyncio.ensure_future(bot.wait_for("message", timeout=10))
        await fake.user_message(world.channel, world.alice.user, "20-17")
        message = await arrived
        assert message.content == "20-17"
        assert message.channel.id == world.channel.id


async def test_a_guild_joined_later_arrives(world: World) -> None:
    fake = world.fake
    async with running_bot(fake, install) as bot:
        later = fake.add_guild("Later club")
        joined = asyncio.ensure_future(bot.wait_for("guild_join", timeout=10))
        await fake.guild_create(later)
        assert (await joined).id == later.id
        assert bot.get_guild(later.id) is not None


async def test_a_wrong_token_is_refused_at_login(world: World) -> None:
    bot = bot_for_tests(settings_for(world.fake))
    try:
        with pytest.raises(discord.LoginFailure):
            await bot.login("not-the-token")
    finally:
        await bot.close()
    assert world.fake.calls[-1].status == 401
