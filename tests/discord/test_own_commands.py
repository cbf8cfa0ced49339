"""The commands the ``/dots`` group has no room for (it holds the 25 subcommands Discord
allows) are slash commands of their own beside it, declared once from the command table
as the lobby's ``/seek`` and ``/watch`` are: STOP and the end after it (``/stop``, ``/end``,
``/auto``), team play's ``/team`` and what its members answer with it, ``/link`` and
``/unlink``, ``/privacy`` and ``/forget``. Each is synced with its options and the places
it may be used in, and a call through an interaction reaches the game as the typed
command does."""

from __future__ import annotations

import re
from pathlib import Path

from bot.domain import GameStatus
from core import Color
from tests.discord.conftest import World, carol_and_dave
from tests.support.discord_table import Table, button, embed_text, table, with_button

GUILD, BOT_DM, PRIVATE_CHANNEL = 0, 1, 2
"""Discord's interaction contexts."""
CODE = re.compile(r"/link [A-Z0-9]{4}-[A-Z0-9]{4}\b")


async def test_the_commands_the_group_has_no_room_for_are_synced_beside_it(
    world: World, tmp_path: Path
) -> None:
    fake = world.fake
    async with table(fake, tmp_path / "dots.db"):
        synced = {command["name"]: command for command in fake.commands[None]}
    assert set(synced) == {"dots", "seek", "watch", "stop", "end", "auto", "team", "link",
                           "unlink", "privacy", "forget"}
    assert len(synced["dots"]["options"]) == 25
    options = {name: [o["name"] for o in synced[name].get("options", [])] for name in synced}
    assert options["stop"] == ["confirm", "game"]
    assert options["end"] == options["auto"] == ["game"]
    assert options["team"] == ["sides"] and options["link"] == ["code"]
    assert options["unlink"] == [] and options["forget"] == ["confirm"]
    for name in ("stop", "end", "auto", "team", "link", "unlink", "privacy", "forget"):
        assert synced[name]["integration_types"] == [0, 1], name
        assert synced[name]["description_localizations"]["ru"], name
    assert synced["stop"]["contexts"] == [GUILD, BOT_DM, PRIVATE_CHANNEL]
    assert synced["team"]["contexts"] == [GUILD, PRIVATE_CHANNEL]  # a group's command
    assert synced["link"]["contexts"] == synced["unlink"]["contexts"] == [BOT_DM]
    assert synced["forget"]["contexts"] == [BOT_DM]
    assert synced["privacy"]["contexts"] == [GUILD, BOT_DM, PRIVATE_CHANNEL]


async def test_stop_and_end_as_slash_commands_reach_the_game(world: World, t: Table) -> None:
    alice, bob, channel = world.alice, world.bob, world.channel
    challenge = await t.challenge(alice, bob, channel, size="5x5", start="empty", stop=True)
    await t.accept(challenge, bob)
    _, asked = await t.command(["stop"], alice, channel)  # asked first: nothing changes
    assert "/stop confirm #1" in asked.json["data"]["content"], asked.json
    assert (await t.game()).stopped is None
    await t.command(["stop"], alice, channel, {"confirm": True})
    assert (await t.game()).stopped is Color.BLUE
    await t.command(["end"], bob, channel)
    ended = await t.game()
    assert ended.status is GameStatus.FINISHED and ended.stopped is Color.BLUE


async def test_a_team_game_is_proposed_and_joined_by_slash_commands(
    world: World, t: Table
) -> None:
    """The members picked in ``sides`` by Discord's mention menu count as mentioned; two of
    them join by ``/team accept``, the last by the button."""
    alice, bob, channel = world.alice, world.bob, world.channel
    carol, dave = carol_and_dave(world)
    sides = f"<@{alice.id}> <@{carol.id}> vs <@{bob.id}> <@{dave.id}> 7x7 empty"
    await t.command(["team"], alice, channel, {"sides": sides})
    offer = with_button(world.fake, channel, "M")
    for member in (carol, bob):
        await t.command(["team"], member, channel, {"sides": "accept"})
    await t.press(offer, button(offer, "M"), dave)
    card = t.card(channel)
    assert "Blue: ▸Alice, Carol · Red: ▸Bob, Dave" in embed_text(card.payload)


async def test_link_in_the_dm_with_the_bot_gives_a_code(world: World, t: Table) -> None:
    """The DM with the bot is where nobody else reads the code."""
    dm = world.fake.dm_channel(world.bob.user)
    _, answer = await t.command(["link"], world.bob.user, dm)
    text = answer.json["data"]["content"]
    assert text.startswith("Your link code: ") and CODE.search(text), text


async def test_privacy_and_forget_as_slash_commands_in_the_dm(world: World, t: Table) -> None:
    """What the bot keeps, and erasing it after its question, from the slash commands."""
    dm = world.fake.dm_channel(world.bob.user)
    _, kept = await t.command(["privacy"], world.bob.user, dm)
    assert kept.json["data"]["content"].startswith("What I keep about you, "), kept.json
    _, asked = await t.command(["forget"], world.bob.user, dm)
    assert "/forget confirm" in asked.json["data"]["content"], asked.json
