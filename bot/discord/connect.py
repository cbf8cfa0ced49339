"""Build the discord.py client the way the bot runs it: sharded, pointed at the configured API.

discord.py keeps its REST base in ``discord.http.Route.BASE`` (one per process) and asks
``GET /gateway/bot`` for the gateway only when it chooses the shard count itself; with a
fixed count it connects to ``wss://gateway.discord.gg``. :class:`DotsBot` always asks the
configured API, so the gateway follows ``DISCORD_API_URL`` (a proxy, or the tests' fake), and
so do reconnects after Discord invalidates a session.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

import discord
import yarl
from discord.ext import commands
from discord.gateway import DiscordWebSocket
from discord.http import Route

from bot.config import Settings

# Discord lets a bot IDENTIFY once per 5 seconds (max_concurrency 1): shards after the
# first wait this long before they identify.
IDENTIFY_PAUSE = 5.0


def use_api(url: str) -> None:
    """Send every REST call of discord.py in this process to ``url`` (with the version)."""
    Route.BASE = url.rstrip("/")


def default_intents() -> discord.Intents:
    """Guilds, their messages and interactions; none of the privileged intents."""
    return discord.Intents.default()


class DotsBot(commands.AutoShardedBot):
    """``AutoShardedBot`` whose gateway address comes from the configured API."""

    def __init__(self, *, identify_pause: float = IDENTIFY_PAUSE, **options: Any) -> None:
        super().__init__(**options)
        self.identify_pause = identify_pause
        self.setup_steps: list[Callable[[], Awaitable[None]]] = []
        """Run once logged in, before the gateway connects (``setup_hook``)."""

    async def setup_hook(self) -> None:
        for step in self.setup_steps:
            await step()

    async def launch_shards(self) -> None:
        if self.is_closed():
            return
        recommended, url, _ = await self.http.get_bot_gateway()
        DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(url)
        if self.shard_count is None:
            self.shard_count = recommended
        await super().launch_shards()

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        if not initial and self.identify_pause > 0:
            await asyncio.sleep(self.identify_pause)


def build_bot(
    settings: Settings,
    *,
    intents: discord.Intents | None = None,
    identify_pause: float = IDENTIFY_PAUSE,
    guild_ready_timeout: float = 2.0,
    **options: Any,
) -> DotsBot:
    """The bot for ``settings``: API address, shards, intents; mentions nobody by default.

    Every message the bot sends pings no one unless a send names whom it may ping
    (``allowed_mentions=AllowedMentions(users=[player])``).
    """
    use_api(settings.discord_api_url)
    # The bot never joins voice: no warnings at start about voice libraries missing.
    discord.VoiceClient.warn_nacl = discord.VoiceClient.warn_dave = False
    shard_ids: Sequence[int] | None = (
        list(settings.discord_shard_ids) if settings.discord_shard_ids is not None else None
    )
    return DotsBot(
        command_prefix=commands.when_mentioned,
        help_command=None,
        intents=intents if intents is not None else default_intents(),
        allowed_mentions=discord.AllowedMentions.none(),
        shard_ids=shard_ids,
        shard_count=settings.discord_shard_count,
        guild_ready_timeout=guild_ready_timeout,
        identify_pause=identify_pause,
        **options,
    )
