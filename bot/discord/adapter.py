"""The Discord adapter: who and where an interaction comes from, into the service, and its
answer back out through the output path (:mod:`bot.output`) to the channel's port
(:mod:`bot.discord.outlet`). Nothing here decides anything about a game or a card.

Event keys: ``discord:i:<interaction id>`` for slash commands and presses,
``discord:m:<message id>`` for a typed move. A game belongs to the channel or thread it
started in (``ChatRef.thread_id``); settings and ratings to the server (``chat_id``); a DM or
group DM is a chat of its own.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import replace
from datetime import datetime
from typing import Any

import discord

from bot.discord.components import PointForm
from bot.discord.outlet import PLATFORM, Outlet
from bot.discord.places import channel_of, chat_of
from bot.discord.slash import typed_mentions
from bot.identity import Actor, ChatRef
from bot.output.delivery import Output
from bot.output.present import Presenter
from bot.service import Command, GameService, Move, Notice, Refused, Result, Words

log = logging.getLogger(__name__)

Ask = Callable[[str, ChatRef, Actor, Any], Awaitable[Result]]
"""A way into the service: a typed command (``dispatch``) or a button's data (``press``)."""
MOVE_MISSING = Refused("error-move-missing")
"""The picker's form sent with no point in it."""


def actor_of(user: discord.abc.User, locale: str | None, is_admin: bool) -> Actor:
    return Actor(
        PLATFORM, str(user.id), user.display_name, username=user.name, locale=locale,
        is_admin=is_admin,
    )


def interaction_actor(interaction: discord.Interaction[Any]) -> Actor:
    """Managing the server is what changing its settings takes; in a DM everyone may. The
    server's locale goes with them: the service keeps it for the server's shared cards. In
    the DM with the bot they are alone (``/link`` gives its code there)."""
    admin = interaction.guild_id is None or interaction.permissions.manage_guild
    actor = actor_of(interaction.user, interaction.locale.value, admin)
    return replace(actor, place_locale=server_locale(interaction),
                   alone=interaction.context.dm_channel)


def interaction_chat(interaction: discord.Interaction[Any]) -> ChatRef:
    return chat_of(interaction.channel_id or 0, interaction.guild_id)


def server_locale(interaction: discord.Interaction[Any]) -> str | None:
    locale = interaction.guild_locale
    return locale.value if locale is not None else None


class DiscordAdapter:
    def __init__(
        self,
        client: discord.Client,
        service: GameService,
        presenter: Presenter,
        *,
        now: Callable[[], datetime] = discord.utils.utcnow,
    ) -> None:
        self.client = client
        self.service = service
        self.presenter = presenter
        self.now = now
        self.output = Output(service.receipts, presenter)
        """The way out: what each channel sees, decided once for every platform."""

    def outlet(
        self, channel: discord.abc.Messageable | None, interaction: discord.Interaction[Any] | None
    ) -> Outlet:
        return Outlet(self.presenter, channel, interaction, now=self.now)

    def interaction_outlet(self, interaction: discord.Interaction[Any]) -> Outlet:
        channel = interaction.channel
        messageable = channel if isinstance(channel, discord.abc.Messageable) else None
        return self.outlet(messageable, interaction)

    async def command(self, interaction: discord.Interaction[Any], command: Command) -> None:
        """A slash command (or the picker's typed point), as the typed command it is."""
        await self._answer(interaction, self.service.dispatch, command, pressed=False)

    async def press(self, interaction: discord.Interaction[Any], data: str) -> None:
        """A button or a select, its data read by the service."""
        await self._answer(interaction, self.service.press, data, pressed=True)

    async def _answer(
        self, interaction: discord.Interaction[Any], ask: Ask, what: Any, *, pressed: bool
    ) -> None:
        """Hand an interaction's request to the service and show its answer."""
        outlet = self.interaction_outlet(interaction)
        async with self.guarded(interaction):
            event = f"{PLATFORM}:i:{interaction.id}"
            chat = interaction_chat(interaction)
            result = await ask(event, chat, interaction_actor(interaction), what)
            await self.output.answer(result, outlet, pressed=pressed)

    async def type_point(self, interaction: discord.Interaction[Any], game_id: int) -> None:
        """The picker's typing form (a modal) for ``game_id``."""
        async with self.guarded(interaction):
            title, label = await self.words(interaction, "button-pick", "discord-point-label")
            await interaction.response.send_modal(PointForm(game_id, title, label))

    async def words(self, interaction: discord.Interaction[Any], *keys: str) -> list[str]:
        """The catalog's ``keys`` as the service words them for who interacts."""
        said = await self.service.dispatch(
            "", interaction_chat(interaction), interaction_actor(interaction), Words(keys)
        )
        return self.presenter.replies(said)

    async def point_typed(
        self, interaction: discord.Interaction[Any], game_id: int, point: str
    ) -> None:
        typed = point.strip()
        await self.command(interaction, Move(typed, game_id) if typed else MOVE_MISSING)

    async def message(self, message: discord.Message) -> None:
        """A typed move (``20-17``) or command (``/team <@1> <@2> vs <@3> <@4>``) where the
        Message Content intent is granted, and any command typed in a DM with the bot
        (answered there, refusals too: only they read it)."""
        if message.author.bot or not message.content:
            return
        guild = message.guild
        chat = chat_of(message.channel.id, guild.id if guild is not None else None)
        member = message.author
        admin = guild is None or (
            isinstance(member, discord.Member) and member.guild_permissions.manage_guild
        )
        dm = isinstance(message.channel, discord.DMChannel)  # theirs with the bot
        actor = replace(actor_of(member, None, admin), alone=dm)
        event = f"{PLATFORM}:m:{message.id}"
        try:
            mentions = typed_mentions(list(message.mentions))
            result = await self.service.say(event, chat, actor, message.content,
                                            mentions=mentions, quiet=not dm)
            if result is not None and (result.ok or dm):
                await self.output.answer(result, self.outlet(message.channel, None))
        except Exception:
            log.exception("message %s failed", message.id)

    async def deliver(self, notice: Notice) -> None:
        """The outbox sink: post an announcement in its channel. A failed send raises, and
        the outbox tries again later; a channel the bot may not post in (a user install's
        DM) is skipped: there every update is an answer to an interaction."""
        channel = self.client.get_partial_messageable(channel_of(notice.chat))
        try:
            await self.output.notice(notice, self.outlet(channel, None))
        except (discord.Forbidden, discord.NotFound) as error:
            log.info("notice %s not delivered: %s", notice.outbox_id, error)

    async def tree_error(
        self, interaction: discord.Interaction[Any], error: discord.app_commands.AppCommandError
    ) -> None:
        log.error("command of interaction %s failed", interaction.id, exc_info=error)
        await self.fail(interaction)

    def guarded(self, interaction: discord.Interaction[Any]) -> Guard:
        return Guard(self, interaction)

    async def fail(self, interaction: discord.Interaction[Any]) -> None:
        """A short, localized answer to an unexpected fault (logged by the caller)."""
        try:
            (text,) = await self.words(interaction, "error-internal")
            if interaction.response.is_done():
                await interaction.followup.send(text, ephemeral=True)
            else:
                await interaction.response.send_message(text, ephemeral=True)
        except discord.HTTPException:
            log.exception("could not report a fault to interaction %s", interaction.id)


class Guard:
    """``async with``: an unexpected error is logged and answered, never raised."""

    def __init__(self, adapter: DiscordAdapter, interaction: discord.Interaction[Any]) -> None:
        self.adapter, self.interaction = adapter, interaction

    async def __aenter__(self) -> None:
        return None

    async def __aexit__(self, kind: type[BaseException] | None, error: BaseException | None,
                        trace: object) -> bool:
        if error is None or not isinstance(error, Exception):
            return False
        log.error("interaction %s failed", self.interaction.id, exc_info=error)
        await self.adapter.fail(self.interaction)
        return True

