"""A test-only cog for the transport tests: commands and components that prove a round trip.

Nothing here is game logic: each callback answers with what it received (and the shard it
came through), so a test can see the client parsed the fake's payloads as Discord's.
"""

from __future__ import annotations

import io
import re
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.components import FromMatch
from core import Game
from renderers import render_png


def shard_of(interaction: discord.Interaction[Any]) -> int | None:
    return interaction.guild.shard_id if interaction.guild is not None else None


class Numbered(FromMatch):
    """The items below are rebuilt from their template's match: it captures one number."""

    @classmethod
    def from_match(cls, match: re.Match[str]) -> Any:
        return cls(int(match[1]))


class CountButton(
    Numbered, discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"probe:count:(?P<n>\d+)"
):
    """A button that carries a number; pressing it edits the message to carry the next one."""

    def __init__(self, n: int) -> None:
        super().__init__(discord.ui.Button(label=f"count {n}", custom_id=f"probe:count:{n}"))
        self.n = n

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        view = discord.ui.View(timeout=None)
        view.add_item(CountButton(self.n + 1))
        await interaction.response.edit_message(
            content=f"count {self.n + 1} by {interaction.user.id}", view=view
        )


class PickSelect(
    Numbered, discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"probe:pick:(?P<game>\d+)"
):
    """A select menu tied to an id in its ``custom_id``; the choice comes back ephemeral."""

    def __init__(self, game: int) -> None:
        options = [discord.SelectOption(label=f"sector {i}", value=str(i)) for i in range(1, 6)]
        super().__init__(discord.ui.Select(custom_id=f"probe:pick:{game}", options=options))
        self.game = game

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        values = self.item.values
        await interaction.response.send_message(
            f"game {self.game} picked {','.join(values)}", ephemeral=True
        )


class PointModal(discord.ui.Modal, title="Move"):
    point: discord.ui.TextInput[Any] = discord.ui.TextInput(label="Point", custom_id="point")

    async def on_submit(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.send_message(f"point {self.point.value}", ephemeral=True)


def board_png() -> bytes:
    game = Game(width=10, height=10)
    return render_png(game, names=("Alice", "Bob"))


class Probe(commands.Cog):
    """Slash commands for the transport tests."""

    def __init__(self, bot: commands.AutoShardedBot) -> None:
        self.bot = bot

    @app_commands.command(name="ping", description="Answer with the shard")
    async def ping(self, interaction: discord.Interaction[Any]) -> None:
        view = discord.ui.View(timeout=None)
        view.add_item(CountButton(0))
        view.add_item(PickSelect(7))
        await interaction.response.send_message(
            f"pong shard {shard_of(interaction)} locale {interaction.locale.value}", view=view
        )

    @app_commands.command(name="echo", description="Repeat the options")
    async def echo(
        self,
        interaction: discord.Interaction[Any],
        text: str,
        count: app_commands.Range[int, 1, 39],
        member: discord.Member | None = None,
    ) -> None:
        who = member.display_name if member is not None else "-"
        await interaction.response.send_message(f"{text} x{count} {who}", ephemeral=True)

    @app_commands.command(name="card", description="Send a board picture")
    async def card(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.defer()
        await interaction.followup.send(
            content=f"{interaction.user.mention} to move",
            file=discord.File(io.BytesIO(board_png()), filename="board.png"),
            allowed_mentions=discord.AllowedMentions(users=[interaction.user]),
        )

    @app_commands.command(name="post", description="Post a picture in the channel")
    async def post(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.send_message("posting", ephemeral=True)
        channel = interaction.channel
        assert isinstance(channel, discord.abc.Messageable)
        message = await channel.send(
            "@everyone board", file=discord.File(io.BytesIO(board_png()), filename="board.png")
        )
        await message.edit(content="board, edited")

    @app_commands.command(name="followups", description="Answer, follow up, edit, delete")
    async def followups(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.send_message("first")
        extra = await interaction.followup.send("second", wait=True)
        await extra.edit(content="second, edited")
        await interaction.edit_original_response(content="first, edited")
        await interaction.delete_original_response()
        if interaction.guild is not None:
            channel = interaction.channel
            assert isinstance(channel, discord.abc.Messageable)
            posted = await channel.send("short-lived")
            await posted.delete()

    @app_commands.command(name="ask", description="Open a modal")
    async def ask(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.send_modal(PointModal())


async def install(bot: commands.AutoShardedBot) -> None:
    """Add the probe cog and register its buttons so they work after a restart too."""
    await bot.add_cog(Probe(bot))
    bot.add_dynamic_items(CountButton, PickSelect)
