"""``python -m bot`` itself against the fake Discord: a button pressed after ``kill -9``,
commands synced once, two shards in two processes on one database."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager, closing
from pathlib import Path

from tests.discord.conftest import World
from tests.support.discord_harness import BotProcess
from tests.support.discord_table import button
from tests.support.fakes.discord_api import FakeDiscord
from tests.support.fakes.discord_messages import StoredMessage
from tests.support.fakes.discord_payloads import FakeChannel, FakeMember

SLOW = 15.0


class DotsProcess(BotProcess):
    """``python -m bot`` with the fake's settings; ready when its shards are."""

    async def wait_ready(self) -> None:
        await self.wait_until(lambda line: "bot.discord.cogs: ready" in line)


@asynccontextmanager
async def dots_process(fake: FakeDiscord, database: str, **options: object) -> AsyncIterator[
    DotsProcess
]:
    child = DotsProcess(
        fake,
        module="bot",
        database_url=database,
        env={"LOG_LEVEL": "INFO", "BUTTON_SECRET": "a process-wide button secret"},
        **options,  # type: ignore[arg-type]
    )
    await child.start()
    try:
        await child.wait_ready()
        yield child
    finally:
        await child.stop()


async def eventually(found: Callable[[], StoredMessage | None]) -> StoredMessage:
    for _ in range(int(SLOW / 0.02)):
        message = found()
        if message is not None:
            return message
        await asyncio.sleep(0.02)
    raise AssertionError("nothing came")


def with_code(fake: FakeDiscord, channel: FakeChannel, code: str) -> StoredMessage | None:
    for message in reversed(fake.messages.in_channel(channel.id)):
        if any(c[:1] == code and c[1:2].isdigit() for c in message.custom_ids()):
            return message
    return None


async def card_saved(path: Path, message: StoredMessage) -> None:
    """Wait until the bot stored the message as the challenge's card."""

    def saved() -> bool:
        with closing(sqlite3.connect(path)) as db:
            rows = db.execute("SELECT card_message_id FROM challenges").fetchall()
        return (str(message.id),) in rows

    for _ in range(int(SLOW / 0.02)):
        if saved():
            return
        await asyncio.sleep(0.02)
    raise AssertionError("the card was not saved")


async def challenge(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeMember, bob: FakeMember
) -> StoredMessage:
    asked = await fake.slash(["dots", "challenge"], alice, channel, {"opponent": bob,
                                                                      "size": "9x9"})
    await fake.answer_to(asked, timeout=SLOW)
    return await eventually(lambda: with_code(fake, channel, "a"))


async def test_a_button_works_after_kill_9_and_commands_sync_once(
    world: World, tmp_path: Path
) -> None:
    fake = world.fake
    database = f"sqlite:///{tmp_path}/dots.db"
    async with dots_process(fake, database) as first:
        card = await challenge(fake, world.channel, world.alice, world.bob)
        await card_saved(tmp_path / "dots.db", card)
        first.kill()
        assert await first.stop() == -9
    async with dots_process(fake, database):
        accepted = await fake.press(card, button(card, "a"), world.bob)
        answer = await fake.answer_to(accepted, timeout=SLOW)
        assert answer.json["type"] == 7  # the challenge card, edited in place
        board = await eventually(lambda: with_code(fake, world.channel, "w"))  # Draw
        assert board.attachments[0]["filename"] == "board.png"
    assert len(fake.calls_to("PUT", f"/applications/{fake.application_id}/commands")) == 1


async def test_two_shards_in_two_processes_share_one_database(
    two_shards: FakeDiscord, tmp_path: Path
) -> None:
    fake = two_shards
    places = []
    for shard in (0, 1):
        guild = fake.add_guild(f"guild on shard {shard}", shard=shard)
        alice = fake.join(guild, fake.add_user(f"alice{shard}"))
        bob = fake.join(guild, fake.add_user(f"bob{shard}"))
        places.append((guild.text_channels()[0], alice, bob))
    database = f"sqlite:///{tmp_path}/dots.db"
    async with (
        dots_process(fake, database, shard_ids=(0,), shard_count=2),
        dots_process(fake, database, shard_ids=(1,), shard_count=2),
    ):
        for channel, alice, bob in places:
            card = await challenge(fake, channel, alice, bob)
            accepted = await fake.press(card, button(card, "a"), bob)
            await fake.answer_to(accepted, timeout=SLOW)
            await eventually(lambda channel=channel: with_code(fake, channel, "w"))
    numbers = []
    for channel, _, _ in places:
        board = with_code(fake, channel, "w")
        assert board is not None
        numbers.append(button(board, "w")[1:].split(".")[0])
    assert sorted(numbers) == ["1", "2"]  # one database numbered both games


async def test_a_refused_token_stops_the_bot_with_one_line(world: World, tmp_path: Path) -> None:
    child = DotsProcess(
        world.fake,
        module="bot",
        database_url=f"sqlite:///{tmp_path / 'dots.db'}",
        env={"DISCORD_TOKEN": "not-the-token"},
    )
    await child.start()
    assert child.process is not None and child.process.stdout is not None
    status = await asyncio.wait_for(child.process.wait(), SLOW)
    said = (await child.process.stdout.read()).decode(errors="replace").strip().splitlines()
    assert status == 1
    assert len(said) == 1 and said[0].startswith("dots-bot: the discord adapter stopped:")
    assert "not-the-token" not in said[0]
