"""Test-only Components V2 cards: a container with text, a media gallery showing the
uploaded ``board.png`` and a button, the way the game card may be built."""

from __future__ import annotations

import io
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from tests.support.discord_probe import Numbered, board_png

BOARD = "attachment://board.png"


def board_file() -> discord.File:
    return discord.File(io.BytesIO(board_png()), filename="board.png")


def card(move: int) -> discord.ui.LayoutView:
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(
        discord.ui.Container(
            discord.ui.TextDisplay(f"move {move}"),
            discord.ui.MediaGallery(discord.MediaGalleryItem(BOARD)),
            discord.ui.ActionRow(NextMove(move)),
        )
    )
    return view


class NextMove(
    Numbered,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"probe:v2:(?P<move>\d+)",
):
    """Answers the press by editing the card with a new picture, within the 3 s."""

    def __init__(self, move: int) -> None:
        super().__init__(discord.ui.Button(label="next", custom_id=f"probe:v2:{move}"))
        self.move = move

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.edit_message(
            view=card(self.move + 1), attachments=[board_file()]
        )


class ProbeV2(commands.Cog):
    @app_commands.command(name="cardv2", description="Post a Components V2 card")
    async def card_v2(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.send_message(view=card(1), file=board_file())

    @app_commands.command(name="deferv2", description="Defer, then edit in a new picture")
    async def defer_v2(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.defer()
        try:
            await interaction.edit_original_response(view=card(1), attachments=[board_file()])
        except discord.HTTPException as error:
            await interaction.followup.send(f"edit refused: {error.status}", ephemeral=True)


async def install_v2(bot: commands.AutoShardedBot) -> None:
    await bot.add_cog(ProbeV2())
    bot.add_dynamic_items(NextMove)
