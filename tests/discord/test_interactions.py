"""Slash commands with options, buttons, selects and modals, through the real client."""

from __future__ import annotations

import aiohttp
import pytest

from tests.discord.conftest import World
from tests.support.discord_harness import running_bot
from tests.support.discord_probe import install
from tests.support.fakes.discord_api import FakeDiscord


@pytest.mark.usefixtures("probe_bot")
async def test_options_and_locale_reach_the_command(fake: FakeDiscord, world: World) -> None:
    interaction = await fake.slash(
        "echo", world.alice, world.channel, {"text": "hi", "count": 3, "member": world.bob}
    )
    answer = await fake.answer_to(interaction)
    assert answer.json["data"]["content"] == "hi x3 Bob"
    assert answer.json["data"]["flags"] & 64  # ephemeral
    assert fake.original(interaction).ephemeral
    assert answer.response["interaction"]["response_message_ephemeral"] is True


@pytest.mark.usefixtures("probe_bot")
async def test_a_dynamic_button_edits_its_message(fake: FakeDiscord, world: World) -> None:
    await fake.answer_to(await fake.slash("ping", world.alice, world.channel))
    card = fake.messages.in_channel(world.channel.id)[-1]

    pressed = await fake.press(card, "probe:count:0", world.bob)
    answer = await fake.answer_to(pressed)
    assert answer.json["type"] == 7  # UPDATE_MESSAGE
    assert card.content == f"count 1 by {world.bob.id}"
    assert card.custom_ids() == ["probe:count:1"]
    assert card.edits == 1

    again = await fake.press(card, "probe:count:1", world.alice)
    await fake.answer_to(again)
    assert card.content == f"count 2 by {world.alice.id}"


@pytest.mark.usefixtures("probe_bot")
async def test_a_select_answers_ephemerally(fake: FakeDiscord, world: World) -> None:
    await fake.answer_to(await fake.slash("ping", world.alice, world.channel))
    card = fake.messages.in_channel(world.channel.id)[-1]
    chosen = await fake.select(card, "probe:pick:7", ["3"], world.alice)
    answer = await fake.answer_to(chosen)
    assert answer.json["data"]["content"] == "game 7 picked 3"
    assert answer.json["data"]["flags"] & 64


@pytest.mark.usefixtures("probe_bot")
async def test_a_modal_opens_and_its_answer_arrives(fake: FakeDiscord, world: World) -> None:
    asked = await fake.slash("ask", world.alice, world.channel)
    opened = await fake.answer_to(asked)
    assert opened.json["type"] == 9
    submitted = await fake.submit(asked, {"point": "20-17"})
    answer = await fake.answer_to(submitted)
    assert answer.json["data"]["content"] == "point 20-17"


@pytest.mark.usefixtures("probe_bot")
async def test_a_second_answer_to_one_interaction_is_refused(
    fake: FakeDiscord, world: World
) -> None:
    interaction = await fake.slash("ping", world.alice, world.channel)
    await fake.answer_to(interaction)
    url = f"{fake.api_url}/interactions/{interaction.id}/{interaction.token}/callback"
    async with aiohttp.ClientSession() as session, session.post(url, json={"type": 6}) as r:
        assert r.status == 400
        assert r.headers["Content-Type"] == "application/json"
        assert (await r.json())["code"] == 40060


async def test_commands_in_a_thread_and_a_dm(fake: FakeDiscord, world: World) -> None:
    thread = fake.add_thread(world.channel, "game 1")
    async with running_bot(fake, install):
        in_thread = await fake.slash("ping", world.bob, thread)
        await fake.answer_to(in_thread)
        assert fake.messages.in_channel(thread.id)[-1].content.startswith("pong shard 0")

        dm = fake.dm_channel(world.alice.user)
        in_dm = await fake.slash("ping", world.alice.user, dm, locale="uk")
        answer = await fake.answer_to(in_dm)
        assert answer.json["data"]["content"] == "pong shard None locale uk"


@pytest.mark.usefixtures("probe_bot")
async def test_followups_edits_and_deletes(fake: FakeDiscord, world: World) -> None:
    interaction = await fake.slash("followups", world.alice, world.channel)
    first = await fake.answer_to(interaction)
    webhook = rf"^/webhooks/{fake.application_id}/{interaction.token}"
    second = await fake.next_call("POST", webhook + "$")
    assert second.query["wait"] == "1"  # the bot waits for the message back
    await fake.next_call("PATCH", webhook + r"/messages/\d+$")
    await fake.next_call("PATCH", webhook + "/messages/@original$")
    await fake.next_call("DELETE", webhook + "/messages/@original$")
    posted = await fake.next_call("POST", rf"^/channels/{world.channel.id}/messages$")
    await fake.next_call("DELETE", rf"^/channels/{world.channel.id}/messages/\d+$")

    original = fake.messages.get(int(first.response["resource"]["message"]["id"]))
    assert original.deleted and original.content == "first, edited"
    followup = fake.messages.get(int(second.response["id"]))
    assert not followup.deleted and followup.content == "second, edited"
    assert fake.messages.get(int(posted.response["id"])).deleted
    live = [m.content for m in fake.messages.in_channel(world.channel.id)]
    assert live == ["second, edited"]


async def test_a_user_installed_command_in_a_group_dm(fake: FakeDiscord, world: World) -> None:
    group = fake.group_dm(world.alice.user, world.bob.user)
    async with running_bot(fake, install):
        interaction = await fake.slash("followups", world.bob.user, group)
        await fake.answer_to(interaction)
        assert interaction.payload["context"] == 2
        assert "member" not in interaction.payload
        await fake.next_call("DELETE", "/messages/@original$")
        assert [m.content for m in fake.messages.in_channel(group.id)] == ["second, edited"]
