"""Shards: two in one process, two processes on one fake, a process killed and replaced."""

from __future__ import annotations

from tests.support.discord_harness import bot_process, running_bot
from tests.support.discord_probe import install
from tests.support.fakes.discord_api import FakeDiscord
from tests.support.fakes.discord_payloads import FakeChannel, FakeMember


def guild_on(fake: FakeDiscord, shard: int) -> tuple[FakeChannel, FakeMember]:
    guild = fake.add_guild(f"guild on shard {shard}", shard=shard)
    member = fake.join(guild, fake.add_user(f"player{shard}"))
    return guild.text_channels()[0], member


async def ping(fake: FakeDiscord, channel: FakeChannel, member: FakeMember) -> str:
    interaction = await fake.slash("ping", member, channel)
    await fake.answer_to(interaction, timeout=15)
    return fake.original(interaction).content


async def test_two_shards_in_one_process(two_shards: FakeDiscord) -> None:
    fake = two_shards
    first, second = guild_on(fake, 0), guild_on(fake, 1)
    async with running_bot(fake, install) as bot:  # the shard count comes from /gateway/bot
        identified = [(await fake.next_call("WS", "^IDENTIFY$")).json["shard"] for _ in range(2)]
        assert sorted(identified) == [[0, 2], [1, 2]]
        assert sorted(bot.shards) == [0, 1]
        assert await ping(fake, *first) == "pong shard 0 locale en-US"
        assert await ping(fake, *second) == "pong shard 1 locale en-US"


async def test_given_shard_ids_follow_the_fake_gateway(two_shards: FakeDiscord) -> None:
    fake = two_shards
    channel, member = guild_on(fake, 1)
    async with running_bot(fake, install, shard_ids=(1,), shard_count=2) as bot:
        identify = await fake.next_call("WS", "^IDENTIFY$")
        assert identify.json["shard"] == [1, 2]
        assert list(bot.shards) == [1]
        assert await ping(fake, channel, member) == "pong shard 1 locale en-US"


async def test_two_processes_share_one_fake(two_shards: FakeDiscord, tmp_path: object) -> None:
    fake = two_shards
    first, second = guild_on(fake, 0), guild_on(fake, 1)
    database = f"sqlite:///{tmp_path}/dots.db"
    async with (
        bot_process(fake, shard_ids=(0,), shard_count=2, database_url=database) as one,
        bot_process(fake, shard_ids=(1,), shard_count=2, database_url=database) as two,
    ):
        assert one.output[-1].strip() == "ready 0"
        assert two.output[-1].strip() == "ready 1"
        assert await ping(fake, *first) == "pong shard 0 locale en-US"
        assert await ping(fake, *second) == "pong shard 1 locale en-US"


async def test_a_button_works_after_the_process_is_killed(fake: FakeDiscord) -> None:
    channel, member = guild_on(fake, 0)
    async with bot_process(fake) as first:
        await ping(fake, channel, member)
        first.kill()
        assert await first.stop() == -9
    card = fake.messages.in_channel(channel.id)[-1]
    async with bot_process(fake):
        pressed = await fake.press(card, "probe:count:0", member)
        await fake.answer_to(pressed, timeout=15)
        assert card.content == f"count 1 by {member.id}"
