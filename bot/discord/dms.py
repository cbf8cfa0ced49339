"""Where the bot writes to a Discord user alone, for the lobby
(:class:`bot.service.seeks.reach.OwnPlaces`): their DM with the bot, opened (or found)
through Discord's API. A user whose DM cannot be opened cannot be paired."""

from __future__ import annotations

import logging

import discord

from bot.discord.outlet import PLATFORM
from bot.identity import ChatRef, PlayerRef

log = logging.getLogger(__name__)


class DiscordDms:
    def __init__(self, client: discord.Client) -> None:
        self.client = client

    async def own_place(self, person: PlayerRef, asked: ChatRef) -> ChatRef | None:
        if person.platform != PLATFORM:
            return None
        try:
            channel = await self.client.create_dm(discord.Object(int(person.user_id)))
        except (discord.HTTPException, ValueError) as error:
            log.info("cannot open a DM with %s: %s", person.user_id, error)
            return None
        return ChatRef(PLATFORM, str(channel.id))
