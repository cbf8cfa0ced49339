"""The ``/dots`` command group, a cog per feature, and installing it all on the bot.

Each feature cog adds its subcommands (generated from the command table) to the one
``/dots`` group when it loads; the group is installable to servers and to users (DMs and
group DMs included). The commands it has no room for are commands of their own beside it
(:data:`OWN`), made from the same table. Buttons and sector menus are registered as
dynamic items, so a button on an old message works after a restart. Commands are synced
in ``setup_hook`` only when their payload's hash changed, or when told to
(``--sync-commands``).
"""

from __future__ import annotations

import logging
from typing import Any, ClassVar

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.adapter import DiscordAdapter
from bot.discord.components import DataButton, PointButton, SectorSelect
from bot.discord.connect import DotsBot
from bot.discord.dms import DiscordDms
from bot.discord.slash import GROUP, CatalogTranslator, _described, build_command
from bot.discord.sync import sync_if_changed
from bot.service import COMMANDS, CommandSpec, Scope

log = logging.getLogger(__name__)


class FeatureCog(commands.Cog):
    """A feature's slash commands, added to the ``/dots`` group while the cog is loaded."""

    names: ClassVar[tuple[str, ...]] = ()

    def __init__(self, adapter: DiscordAdapter, group: app_commands.Group) -> None:
        self.adapter = adapter
        self.group = group

    def entries(self) -> list[CommandSpec]:
        return [entry for entry in COMMANDS if entry.name in self.names and entry.menu]

    async def cog_load(self) -> None:
        languages = self.adapter.presenter.translator.languages
        for entry in self.entries():
            self.group.add_command(
                build_command(entry, self.adapter.presenter, self.adapter.command, languages)
            )

    async def cog_unload(self) -> None:
        for entry in self.entries():
            self.group.remove_command(entry.name)


class Challenges(FeatureCog):
    names = ("challenge", "play", "accept", "decline", "cancel", "rematch")


class Play(FeatureCog):
    """Moves, the game's buttons, and typed moves where Message Content is granted."""

    names = ("move", "resign", "draw", "ground", "abort", "board", "games", "takeback")

    @commands.Cog.listener()
    async def on_message(self, message: discord.Message) -> None:
        await self.adapter.message(message)


class History(FeatureCog):
    names = ("history", "sgf", "replay", "top", "rating")


class Guide(FeatureCog):
    names = ("settings", "lang", "style", "rules", "help")


class Clubs(FeatureCog):
    """Tournaments. ``/tournaments`` is ``/dots tournament list`` here: a group holds at
    most 25 subcommands."""

    names = ("tournament",)


OWN = ("seek", "watch", "stop", "end", "auto", "team", "link", "unlink", "privacy", "forget")
"""Commands of their own, beside the ``/dots`` group (which holds at most 25 subcommands,
all taken): the lobby's ``/seek`` and ``/watch``, STOP and the end after it (``/stop``,
``/end``, ``/auto``, docs/rules.md §8.2), team play's ``/team`` (docs/rules.md §8.6: its
members answer with it too, ``/team accept``), ``/link``, ``/unlink``, and what the bot
keeps about a person (``/privacy``, ``/forget``)."""


def used_in(entry: CommandSpec) -> app_commands.AppCommandContext:
    """Where a command of its own may be used, by the table's scopes: a private chat's in
    the DM with the bot, a group's in servers and group DMs."""
    group = bool({Scope.GROUP, Scope.ADMIN} & entry.scopes)
    return app_commands.AppCommandContext(
        guild=group, dm_channel=Scope.PRIVATE in entry.scopes, private_channel=group)


def own_commands(adapter: DiscordAdapter) -> list[app_commands.Command[Any, ..., None]]:
    languages = adapter.presenter.translator.languages
    found = []
    for entry in (entry for entry in COMMANDS if entry.name in OWN):
        command = build_command(entry, adapter.presenter, adapter.command, languages)
        command.allowed_installs = app_commands.AppInstallationType(guild=True, user=True)
        command.allowed_contexts = used_in(entry)
        found.append(command)
    return found


FEATURES: tuple[type[FeatureCog], ...] = (Challenges, Play, History, Guide, Clubs)


def dots_group(adapter: DiscordAdapter) -> app_commands.Group:
    return app_commands.Group(
        name=GROUP,
        description=_described(adapter.presenter, "discord-group"),
        allowed_installs=app_commands.AppInstallationType(guild=True, user=True),
        allowed_contexts=app_commands.AppCommandContext(
            guild=True, dm_channel=True, private_channel=True
        ),
    )


async def install(bot: DotsBot, adapter: DiscordAdapter, *, sync: bool | None = None) -> None:
    """Cogs, the group, dynamic items, the notice sink, and at login: the bot account and
    the commands (``sync``: True always, None when they changed, False never)."""
    bot.dots_adapter = adapter  # type: ignore[attr-defined]
    group = dots_group(adapter)
    for feature in FEATURES:
        await bot.add_cog(feature(adapter, group))
    bot.tree.add_command(group)
    for command in own_commands(adapter):
        bot.tree.add_command(command)
    bot.add_dynamic_items(DataButton, SectorSelect, PointButton)
    adapter.service.connect("discord", adapter.deliver, own_places=DiscordDms(bot))
    bot.tree.on_error = adapter.tree_error  # type: ignore[method-assign]

    async def at_login() -> None:
        user = bot.user
        assert user is not None
        adapter.service.connect("discord", adapter.deliver, account=(str(user.id), user.name))
        await bot.tree.set_translator(CatalogTranslator(adapter.presenter))
        first = bot.shard_ids is None or 0 in bot.shard_ids  # one process syncs
        if sync is not False and first:
            synced = await sync_if_changed(bot.tree, adapter.service.guide, force=bool(sync))
            log.info("application commands %s", "synced" if synced else "unchanged")

    bot.setup_steps.append(at_login)

    async def ready() -> None:
        log.info("ready: shards %s", ",".join(map(str, sorted(bot.shards))))

    bot.add_listener(ready, "on_ready")

