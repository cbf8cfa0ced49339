"""Pictures arrive as multipart files; a 429 with Retry-After is waited out and retried."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from tests.discord.conftest import World
from tests.support.discord_harness import running_bot
from tests.support.discord_probe import install
from tests.support.fakes.discord_api import FakeDiscord
from tests.support.fakes.discord_components import components_refusal

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


def test_the_fake_refuses_components_discord_refuses() -> None:
    """The fake answers 400 where Discord would: the card's menus must fit as Discord lays
    them out, or every test of the card would pass against a laxer server."""
    button = {"type": 2, "style": 2, "label": "x"}

    def row(*items: dict[str, object]) -> dict[str, object]:
        return {"type": 1, "components": list(items)}

    def numbered(n: int) -> dict[str, object]:
        return {**button, "custom_id": f"b{n}"}

    menu = {"type": 3, "custom_id": "m", "options": [{"label": "a", "value": "a"}]}
    assert components_refusal({"components": [row(menu), row(numbered(1), numbered(2))]}) is None
    six_rows = [row(numbered(n)) for n in range(6)]
    assert components_refusal({"components": six_rows}) == "more than 5 action rows"
    assert components_refusal({"components": [row(*[numbered(n) for n in range(6)])]})
    assert components_refusal({"components": [row(menu, numbered(1))]})  # a menu rows alone
    many = {**menu, "options": [{"label": str(n), "value": str(n)} for n in range(26)]}
    assert components_refusal({"components": [row(many)]})
    assert components_refusal({"components": [row(numbered(1)), row(numbered(1))]})
    v2 = {"flags": 1 << 15, "components": six_rows}
    assert components_refusal(v2) is None  # components v2 lay out otherwise
