"""Discord started: what ``python -m bot`` runs when ``DISCORD_TOKEN`` is set (the bot with
the adapter and its cogs installed, commands synced when asked)."""

from __future__ import annotations

import discord

from bot.config import Settings
from bot.discord.adapter import DiscordAdapter
from bot.discord.cogs import install
from bot.discord.connect import DotsBot, build_bot, default_intents
from bot.output.present import Presenter
from bot.service import GameService


def intents_for(settings: Settings) -> discord.Intents:
    intents = default_intents()
    intents.message_content = settings.discord_message_content
    return intents


async def prepare(
    service: GameService, presenter: Presenter, settings: Settings, **options: object
) -> DotsBot:
    """The bot with the adapter installed, not yet started (``options`` for tests)."""
    bot = build_bot(settings, intents=intents_for(settings), **options)  # type: ignore[arg-type]
    adapter = DiscordAdapter(bot, service, presenter)
    await install(bot, adapter, sync=True if settings.discord_sync_commands else None)
    return bot


async def run(service: GameService, presenter: Presenter, settings: Settings) -> None:
    """Serve Discord until cancelled."""
    assert settings.discord_token is not None
    bot = await prepare(service, presenter, settings)
    async with bot:
        await bot.start(settings.discord_token.get_secret_value())
