"""A team game on Discord typed where the Message Content intent is granted (the ``/team``
slash command beside the ``/dots`` group is tested in test_own_commands.py): the members
named by their mentions, each joining by the button, the card naming both rotations and
mentioning the member on turn (docs/rules.md §8.6)."""

from __future__ import annotations

from pathlib import Path

import discord

from tests.discord.conftest import World, carol_and_dave
from tests.support.discord_table import button, embed_text, table, with_button


async def test_a_team_game_typed_with_mentions_begins_and_pings_the_member_on_turn(
    world: World, tmp_path: Path
) -> None:
    fake, alice, bob, channel = world.fake, world.alice, world.bob, world.channel
    carol, dave = carol_and_dave(world)
    intents = discord.Intents.default()
    intents.message_content = True
    async with table(fake, tmp_path / "dots.db", intents=intents) as t:
        sides = f"<@{alice.id}> <@{carol.id}> vs <@{bob.id}> <@{dave.id}>"
        await fake.user_message(channel, alice.user, f"/team {sides} 7x7 empty")
        await fake.next_call("POST", rf"^/channels/{channel.id}/messages$")
        for member in (carol, bob, dave):
            offer = with_button(fake, channel, "M")
            await t.press(offer, button(offer, "M"), member)
        card = t.card(channel)
        assert "Blue: ▸Alice, Carol · Red: ▸Bob, Dave" in embed_text(card.payload)
        assert str(alice.id) in card.content  # the member on turn is mentioned
        await fake.user_message(channel, carol.user, "1-1")  # not Carol's turn
        assert (await t.game()).ply == 0
        await fake.user_message(channel, alice.user, "1-1")
        await fake.next_call("PATCH", rf"^/channels/{channel.id}/messages/{card.id}$")
        view = await t.game()
        assert view.ply == 1 and view.red.name == "Bob"
        assert "Blue: Alice, ▸Carol" in embed_text(t.card(channel).payload)
