"""Pictures arrive as multipart files; a 429 with Retry-After is waited out and retried."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from tests.discord.conftest import World
from tests.discord.harness import running_bot
from tests.discord.probe import install
from tests.fakes.discord_api import FakeDiscord

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def assert_png(data: bytes) -> None:
    assert data.startswith(PNG_SIGNATURE)
    with Image.open(io.BytesIO(data)) as image:
        image.verify()
    with Image.open(io.BytesIO(data)) as image:
        assert image.format == "PNG" and image.width > 100 and image.height > 100


@pytest.mark.usefixtures("probe_bot")
async def test_a_followup_with_a_png_arrives_as_multipart(fake: FakeDiscord, world: World) -> None:
    interaction = await fake.slash("card", world.alice, world.channel)
    deferred = await fake.answer_to(interaction)
    assert deferred.json["type"] == 5
    followup = await fake.next_call("POST", rf"^/webhooks/{fake.application_id}/")
    assert [f.field for f in followup.files] == ["files[0]"]
    assert followup.files[0].filename == "board.png"
    assert followup.json["attachments"][0]["filename"] == "board.png"
    assert_png(followup.files[0].data)

    message = fake.messages.get(int(followup.response["id"]))
    assert_png(message.attachment("board.png"))
    assert message.payload["mentions"] == [{"id": str(world.alice.id)}]


@pytest.mark.usefixtures("probe_bot")
async def test_a_channel_message_with_a_png_pings_nobody_and_is_edited(
    fake: FakeDiscord, world: World
) -> None:
    await fake.answer_to(await fake.slash("post", world.bob, world.channel))
    sent = await fake.next_call("POST", rf"^/channels/{world.channel.id}/messages$")
    assert sent.json["allowed_mentions"] == {"parse": []}  # the bot's default
    assert_png(sent.files[0].data)
    edit = await fake.next_call("PATCH", rf"^/channels/{world.channel.id}/messages/\d+$")
    message = fake.messages.get(int(sent.response["id"]))
    assert message.content == "board, edited"
    assert message.payload["mention_everyone"] is False
    assert_png(message.attachment("board.png"))
    assert edit.json["content"] == "board, edited"


@pytest.mark.parametrize("is_global", [False, True])
async def test_a_429_on_a_channel_message_is_retried(
    fake: FakeDiscord, world: World, is_global: bool
) -> None:
    path = rf"^/channels/{world.channel.id}/messages$"
    fake.fail("POST", path, retry_after=0.2, is_global=is_global)
    async with running_bot(fake, install):
        await fake.answer_to(await fake.slash("post", world.bob, world.channel))
        limited = await fake.next_call("POST", rf"^/channels/{world.channel.id}/messages$")
        retried = await fake.next_call("POST", rf"^/channels/{world.channel.id}/messages$")
        assert limited.status == 429
        assert limited.headers["Retry-After"] == "0.2"
        assert limited.response["retry_after"] == 0.2
        assert limited.response["global"] is is_global
        assert retried.status == 200
        assert retried.files[0].data == limited.files[0].data
        assert_png(retried.files[0].data)
        assert len(fake.messages.in_channel(world.channel.id)) == 2  # the ephemeral and one post


async def test_a_429_on_an_interaction_answer_is_retried(fake: FakeDiscord, world: World) -> None:
    fake.fail("POST", r"^/interactions/", retry_after=0.1)
    async with running_bot(fake, install):
        interaction = await fake.slash("ping", world.alice, world.channel)
        limited = await fake.answer_to(interaction)
        answered = await fake.answer_to(interaction)
        assert (limited.status, answered.status) == (429, 200)
        assert fake.original(interaction).content == "pong shard 0 locale pl"
