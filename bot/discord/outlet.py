"""Discord's port of the output path (:mod:`bot.output.port`): messages, ephemeral answers,
embeds with the board (:mod:`bot.discord.layouts`), edits.

An :class:`Outlet` sends to one channel, answering an interaction first when it has one
(Discord wants an answer within 3 s: everything here is a render of a few milliseconds and
one request). It decides nothing about a game: the output path places each card and tells
it to post or edit. An edit Discord cannot make is answered :data:`~bot.output.port.GONE`
and the card is posted anew: a message older than :data:`CARD_AGE` (Discord refuses edits
of old messages past a point, error 30046), one Discord refuses, or the answer to a typed
command, which is a message of its own.
"""

from __future__ import annotations

import io
import logging
import re
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime, timedelta
from typing import Any, cast

import discord

from bot.discord.components import POINT_FORM, choices_view
from bot.discord.layouts import (
    PLATFORM,
    Message,
    card_message,
    challenge_message,
    picker_message,
    ping_message,
)
from bot.discord.platform import CAPABILITIES, MESSAGE_LIMIT
from bot.identity import ChatRef
from bot.output.items import Card, ChallengeCard, File, Outgoing, Picker, Progress, Text
from bot.output.port import (
    GONE,
    Capabilities,
    Defaults,
    Draw,
    Edited,
    Gone,
    Ping,
    Posted,
    Receipt,
    Wanted,
    always,
)
from bot.output.present import Presenter
from bot.service import Action, Audience, template
from bot.text import shorten

__all__ = ["PLATFORM", "Outlet", "in_picker", "split"]

log = logging.getLogger(__name__)

CARD_AGE = timedelta(hours=1)
THREAD_NAME_LIMIT = 100
"""Discord's longest thread name."""
SECTOR_MENU = "dots:sectors:"
PICKER_BUTTONS = tuple(
    re.compile(template(action))
    for action in (Action.SECTOR, Action.MOVE, Action.PLACE, Action.ENCLOSE)
)
"""The data of a picker's buttons: a sector (or a part of one), a point, and Territory's
"place" or "place and enclose" for a point that closes a ring."""


def split(text: str, limit: int = MESSAGE_LIMIT) -> list[str]:
    """``text`` in pieces of at most ``limit`` characters, cut at line ends when it can."""
    pieces: list[str] = []
    while len(text) > limit:
        cut = text.rfind("\n", 0, limit)
        cut = cut if cut > 0 else limit
        pieces.append(text[:cut])
        text = text[cut:].lstrip("\n")
    return [*pieces, text] if text else pieces


def in_picker(interaction: discord.Interaction[Any]) -> bool:
    """Was a picker's menu or one of its buttons (a sector, a part, a point) used?"""
    data = cast(Mapping[str, object], interaction.data or {})
    custom_id = str(data.get("custom_id", ""))
    return custom_id.startswith((SECTOR_MENU, POINT_FORM)) or any(
        pattern.fullmatch(custom_id) for pattern in PICKER_BUTTONS
    )


class Outlet(Defaults):
    """The output path's port for one channel, and the interaction that asked, if any
    (:mod:`bot.output.port`)."""

    def __init__(
        self,
        presenter: Presenter,
        channel: discord.abc.Messageable | None,
        interaction: discord.Interaction[Any] | None = None,
        *,
        now: Callable[[], datetime] = discord.utils.utcnow,
    ) -> None:
        self.presenter = presenter
        self.channel = channel
        self.interaction = interaction
        self.now = now

    # ------------------------------------------------------------ transport
    async def send(self, message: Message, *, ephemeral: bool = False) -> int | None:
        """Post ``message``; the id of the message, when Discord says it."""
        interaction = self.interaction
        if interaction is not None:
            if not interaction.response.is_done():
                answer = await interaction.response.send_message(**message, ephemeral=ephemeral)
                return answer.message_id
            sent = await interaction.followup.send(**message, ephemeral=ephemeral, wait=True)
            return sent.id
        if self.channel is None or (ephemeral and not isinstance(self.channel, discord.DMChannel)):
            return None  # without an interaction only a DM with the bot is the sender's alone
        return (await self.channel.send(**message)).id

    async def edit_message(self, message_id: int, message: Message) -> bool:
        """Edit a message the bot posted; False when Discord refuses (gone, not allowed)."""
        files = message.pop("files", None)
        if files is not None:
            message["attachments"] = files
        message.setdefault("view", None)
        interaction = self.interaction
        if (
            interaction is not None
            and not interaction.response.is_done()
            and interaction.message is not None
            and interaction.message.id == message_id
        ):
            await interaction.response.edit_message(**message)
            return True
        channel = self.channel
        if not isinstance(channel, discord.abc.Messageable) or not hasattr(
            channel, "get_partial_message"
        ):
            return False
        try:
            await channel.get_partial_message(message_id).edit(**message)
        except discord.HTTPException as error:
            if error.status >= 500:  # Discord's trouble: the caller (or the outbox) retries
                raise
            # gone, not allowed, or too old to edit (30046): the caller posts anew
            log.info("cannot edit message %s: %s", message_id, error)
            return False
        return True

    async def finish(self) -> None:
        """Acknowledge a press that nothing answered (a card edited elsewhere)."""
        interaction = self.interaction
        if interaction is None or interaction.response.is_done():
            return
        if interaction.type in (
            discord.InteractionType.component, discord.InteractionType.modal_submit
        ):
            await interaction.response.defer()

    # ---------------------------------------------------------------- plans
    def on_pressed(self, item: Outgoing) -> bool:
        """Does ``item`` edit the message whose button was pressed? (It goes first: the
        answer to the press is that edit.)"""
        message = self.interaction.message if self.interaction is not None else None
        if message is None:
            return False
        if isinstance(item, Card):
            return item.game.card_message_id == str(message.id)
        if isinstance(item, ChallengeCard):
            return item.challenge.card_message_id == str(message.id)
        return False

    async def close_picker(self, items: Sequence[Outgoing]) -> None:
        """A press in a picker that opens no further picker (a move, a refusal) ends it:
        the ephemeral picker goes, and what follows comes as follow-ups."""
        interaction = self.interaction
        if (
            interaction is None
            or interaction.response.is_done()
            or interaction.message is None
            or not interaction.message.flags.ephemeral
            or not in_picker(interaction)
            or any(isinstance(item, Picker) for item in items)
        ):
            return
        await interaction.response.defer()
        await interaction.delete_original_response()

    async def arrange(self, items: Sequence[Outgoing]) -> list[Outgoing]:
        """``items`` with the one that edits the pressed message first (the answer to the
        press is that edit), once a picker pressed and done with is closed."""
        await self.close_picker(items)
        return sorted(items, key=lambda item: not self.on_pressed(item))

    async def text(self, text: str, private: bool, view: discord.ui.View | None) -> None:
        pieces = split(text) or ([""] if view is not None else [])
        for n, piece in enumerate(pieces):
            message: Message = {"content": piece or "\u200b"}
            if view is not None and n == len(pieces) - 1:
                message["view"] = view
            await self.send(message, ephemeral=private)

    def young(self, message_id: int) -> bool:
        return self.now() - discord.utils.snowflake_time(message_id) < CARD_AGE

    # ----------------------------------------------------------------- the port
    @property
    def capabilities(self) -> Capabilities:
        return CAPABILITIES

    async def post(
        self, item: Posted, picture: Draw | None = None, wanted: Wanted = always
    ) -> Receipt | None:
        if isinstance(item, Text):
            if item.launch and await self.launch():
                return None
            private = item.audience is Audience.SENDER
            await self.text(item.text, private, choices_view(item.choices, item.links))
        elif isinstance(item, File):
            data = discord.File(io.BytesIO(item.attachment.data), item.attachment.filename)
            await self.send(
                {"content": item.caption, "files": [data]},
                ephemeral=item.audience is Audience.SENDER,
            )
        elif isinstance(item, Picker):
            await self.picker(item, picture)
        elif isinstance(item, Ping):
            message = ping_message(item)
            return await self._sent(message) if message else None
        else:
            return await self._sent(await self.layout(item, picture))
        return None

    async def edit(
        self, message_id: str, item: Edited, picture: Draw | None = None,
        wanted: Wanted = always,
    ) -> Receipt | Gone:
        """Edit in place a message young enough; a typed command is answered by a message
        of its own, and a message Discord refuses to edit is posted anew."""
        typed = self.interaction is not None and (
            self.interaction.type is discord.InteractionType.application_command
        )
        if not message_id.isdigit() or typed or not self.young(int(message_id)):
            return GONE
        if not await self.edit_message(int(message_id), await self.layout(item, picture)):
            return GONE
        return Receipt(message_id)

    async def delete(self, message_id: str) -> bool:
        return True  # a ping stays: Discord pings go with their message

    async def retire(self, message_id: str) -> None:
        if message_id.isdigit():
            await self.edit_message(int(message_id), {"view": None})

    async def thread(self, card: Card) -> tuple[Outlet, ChatRef] | None:
        """A thread of its own for a game that begins in a text channel."""
        game, channel = card.game, self.channel
        if not isinstance(channel, discord.TextChannel):
            return None
        name = shorten(f"#{game.id} {game.blue.name} – {game.red.name}", THREAD_NAME_LIMIT)
        thread = await channel.create_thread(name=name, type=discord.ChannelType.public_thread)
        chat = ChatRef(game.chat.platform, game.chat.chat_id, str(thread.id))
        return Outlet(self.presenter, thread, None, now=self.now), chat

    async def launch(self) -> bool:
        """Answer the interaction by launching the application's Activity (the live
        board); ``False``: there is no interaction to answer so, or Discord refused (the
        Activity not enabled for the application): the link is shown instead."""
        interaction = self.interaction
        if interaction is None or interaction.response.is_done():
            return False
        try:
            await interaction.response.launch_activity()
        except discord.HTTPException as error:
            log.info("could not launch the Activity for interaction %s: %s",
                     interaction.id, error.status)
            return False
        return True

    async def answer(self, text: str | None = None) -> None:
        """A notice for the presser alone; or, with none, the press acknowledged if
        nothing answered it (a card edited elsewhere)."""
        if text is not None:
            await self.text(text, True, None)
        else:
            await self.finish()

    async def _sent(self, message: Message) -> Receipt | None:
        sent = await self.send(message)
        return Receipt(str(sent)) if sent is not None else None

    async def layout(self, item: Edited, picture: Draw | None) -> Message:
        """A card, a challenge or a progress message as Discord shows it."""
        if isinstance(item, Progress):
            return {"content": item.text}
        if isinstance(item, ChallengeCard):
            return challenge_message(item)
        assert picture is not None
        return card_message(self.presenter, item, await picture())

    async def picker(self, item: Picker, picture: Draw | None) -> None:
        """The picker, for its player alone: it replaces the ephemeral picker pressed."""
        assert picture is not None
        message = picker_message(self.presenter, item, await picture())
        interaction = self.interaction
        if (
            interaction is not None
            and interaction.message is not None
            and interaction.message.flags.ephemeral
            and not interaction.response.is_done()
        ):
            await self.edit_message(interaction.message.id, message)
            return
        await self.send(message, ephemeral=True)
