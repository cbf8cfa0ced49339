"""The Discord adapter (discord.py 2): ``/dots`` slash commands, buttons and a move picker.

The platform is declared in :mod:`bot.discord.platform`; :func:`run` starts the adapter
(:mod:`bot.discord.start`), importing discord.py only then. :mod:`bot.discord.connect`
points discord.py at ``DISCORD_API_URL`` and builds the sharded bot;
:mod:`bot.discord.sync` syncs application commands only when they changed;
:mod:`bot.discord.slash` generates the commands from the command table;
:mod:`bot.discord.cogs` installs a cog per feature; :mod:`bot.discord.adapter` turns
interactions into service calls and :mod:`bot.discord.outlet` lays the plans out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.config import Settings
    from bot.output.present import Presenter
    from bot.service import GameService


async def run(service: GameService, presenter: Presenter, settings: Settings) -> None:
    """Serve Discord until cancelled."""
    from bot.discord.start import run as start

    await start(service, presenter, settings)
