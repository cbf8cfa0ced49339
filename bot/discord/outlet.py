"""Laying a plan out on Discord: messages, ephemeral answers, embeds with the board, edits.

An :class:`Outlet` sends to one channel, answering an interaction first when it has one
(Discord wants an answer within 3 s: everything here is a render of a few milliseconds and
one request). The card is an embed with the picture attached as ``board.png``: an embed
can be edited in after a deferred answer too, where a Components V2 media gallery pointed at
a new upload is refused. Cards older than :data:`CARD_AGE` are posted anew and the old
one loses its buttons (Discord refuses edits of old messages past a point, error 30046).
"""

from __future__ import annotations

import asyncio
import io
import logging
import re
import weakref
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import replace
from datetime import datetime, timedelta
from typing import Any, cast

import discord

from bot.discord.components import POINT_FORM, card_view, choices_view, picker_view
from bot.identity import ChatRef
from bot.output.pictures import Pictures as Drawing
from bot.output.plan import Alert, Card, ChallengeCard, File, Outgoing, Picker, Progress, Text
from bot.output.present import Presenter
from bot.service import GameService, GameView, Placement
from bot.service.buttons import Action, template
from bot.service.results import Audience
from bot.text import shorten
from core import Color

log = logging.getLogger(__name__)

PLATFORM = "discord"
MESSAGE_LIMIT = 2000
CARD_AGE = timedelta(hours=1)
BOARD = "board.png"
THREAD_NAME_LIMIT = 100
"""Discord's longest thread name."""
COLORS = {Color.BLUE: discord.Colour.blue(), Color.RED: discord.Colour.red()}
Message = dict[str, Any]
Shown = Callable[[str], Awaitable[None]]
"""Told the id of the message that shows a card now."""
CardLocks = weakref.WeakValueDictionary[int, asyncio.Lock]
SECTOR_MENU = "dots:sectors:"
PICKER_BUTTONS = tuple(re.compile(template(action)) for action in (Action.SECTOR, Action.MOVE))
"""The data of a picker's buttons: a sector (or a part of one) and a point."""


def split(text: str, limit: int = MESSAGE_LIMIT) -> list[str]:
    """``text`` in pieces of at most ``limit`` characters, cut at line ends when it can."""
    pieces: list[str] = []
    while len(text) > limit:
        cut = text.rfind("\n", 0, limit)
        cut = cut if cut > 0 else limit
        pieces.append(text[:cut])
        text = text[cut:].lstrip("\n")
    return [*pieces, text] if text else pieces


def pinged(user_id: str | None) -> Message:
    """The content and allowed mentions that ping ``user_id`` and nobody else."""
    if user_id is None or not user_id.isdigit():
        return {}
    return {
        "content": f"<@{user_id}>",
        "allowed_mentions": discord.AllowedMentions(
            everyone=False, roles=False, users=[discord.Object(int(user_id))]
        ),
    }


def in_picker(interaction: discord.Interaction[Any]) -> bool:
    """Was a picker's menu or one of its buttons (a sector, a part, a point) used?"""
    data = cast(Mapping[str, object], interaction.data or {})
    custom_id = str(data.get("custom_id", ""))
    return custom_id.startswith((SECTOR_MENU, POINT_FORM)) or any(
        pattern.fullmatch(custom_id) for pattern in PICKER_BUTTONS
    )


class ShownCards:
    """The card each game showed last from this process: an older card is not placed
    after a newer one, and an edit goes to the message placed last."""

    def __init__(self) -> None:
        self._last: dict[int, tuple[int, str]] = {}

    def newest(self, card: Card) -> Card | None:
        """``card`` to place, editing the message placed last; ``None`` if it is older."""
        last = self._last.get(card.game.id)
        if last is None:
            return card
        version, message_id = last
        if card.version < version:
            return None
        if card.game.card_message_id == message_id:
            return card
        return replace(card, game=replace(card.game, card_message_id=message_id))

    def record(self, game: GameView, message_id: str) -> None:
        self._last[game.id] = (game.version, message_id)


class Outlet:
    """Where one plan goes: a channel, and the interaction that asked, if any."""

    def __init__(
        self,
        service: GameService,
        presenter: Presenter,
        channel: discord.abc.Messageable | None,
        interaction: discord.Interaction[Any] | None = None,
        *,
        now: Callable[[], datetime] = discord.utils.utcnow,
        card_locks: CardLocks | None = None,
        shown: ShownCards | None = None,
        drawn: Drawing | None = None,
    ) -> None:
        self.service = service
        self.drawn = drawn or Drawing(presenter)
        self.shown = shown if shown is not None else ShownCards()
        self.presenter = presenter
        self.channel = channel
        self.interaction = interaction
        self.now = now
        self.card_locks: CardLocks = card_locks if card_locks is not None else (
            weakref.WeakValueDictionary()
        )

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
        if ephemeral or self.channel is None:
            return None
        return (await self.channel.send(**message)).id

    async def edit(self, message_id: int, message: Message) -> bool:
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

    async def close_picker(self, items: list[Outgoing]) -> None:
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

    async def show(self, items: list[Outgoing]) -> None:
        await self.close_picker(items)
        for item in sorted(items, key=lambda item: not self.on_pressed(item)):
            if isinstance(item, Text):
                await self.text(item.text, item.audience is Audience.SENDER, choices_view(
                    item.choices))
            elif isinstance(item, Alert):
                await self.text(item.text, True, None)
            elif isinstance(item, File):
                data = discord.File(io.BytesIO(item.attachment.data), item.attachment.filename)
                await self.send(
                    {"content": item.caption, "files": [data]},
                    ephemeral=item.audience is Audience.SENDER,
                )
            elif isinstance(item, ChallengeCard):
                await self.challenge(item)
            elif isinstance(item, Progress):
                await self.progress(item)
            elif isinstance(item, Card):
                await self.card(item)
            else:
                await self.picker(item)
        await self.finish()

    async def text(self, text: str, private: bool, view: discord.ui.View | None) -> None:
        pieces = split(text) or ([""] if view is not None else [])
        for n, piece in enumerate(pieces):
            message: Message = {"content": piece or "\u200b"}
            if view is not None and n == len(pieces) - 1:
                message["view"] = view
            await self.send(message, ephemeral=private)

    def young(self, message_id: int) -> bool:
        return self.now() - discord.utils.snowflake_time(message_id) < CARD_AGE

    async def place(
        self, old: str | None, message: Message, new: bool, shown: Shown
    ) -> bool:
        """Edit the message ``old`` in place, or post anew (a new card, an old message, a
        typed command, an edit refused) and take the buttons off ``old``; True if edited.
        ``shown`` is told the message that shows it now."""
        old_id = int(old) if old and old.isdigit() else None
        typed = self.interaction is not None and (
            self.interaction.type is discord.InteractionType.application_command
        )
        in_place = old_id is not None and not new and not typed and self.young(old_id)
        if in_place and old_id is not None and await self.edit(old_id, dict(message)):
            await shown(str(old_id))
            return True
        sent = await self.send(message)
        if sent is None:
            return False
        await shown(str(sent))
        if old_id is not None and old_id != sent:
            await self.edit(old_id, {"view": None})
        return False

    async def challenge(self, card: ChallengeCard) -> None:
        message: Message = {"content": card.text}
        if card.mention is not None and card.mention.platform == PLATFORM:
            ping = pinged(card.mention.user_id)
            message = {**ping, "content": f"{ping['content']} {card.text}"}
        view = choices_view(card.choices)
        if view is not None:
            message["view"] = view
        challenge = card.challenge

        async def shown(message_id: str) -> None:
            await self.service.cards.challenge_shown(challenge.id, message_id)

        new = card.placement is not Placement.EDIT
        await self.place(challenge.card_message_id, message, new, shown)

    async def progress(self, item: Progress) -> None:
        """A progress message, edited in place once posted."""
        game_id = item.game_id

        async def shown(message_id: str) -> None:
            await self.service.analysis.shown_at(game_id, message_id)

        await self.place(item.message_id, {"content": item.text}, item.message_id is None, shown)

    async def card(self, card: Card) -> None:
        """Cards of one game are placed one at a time, and never an older one after a
        newer: a move announced meanwhile (the computer's) lands on the newest card."""
        if self.service.cards.card_late(card.game):  # the card sweep's now
            return
        lock = self.card_locks.setdefault(card.game.id, asyncio.Lock())
        async with lock:
            placed = self.shown.newest(card)
            if placed is None:
                return
            thread = await self.own_thread(placed)
            if thread is not None:  # the game moved there: its cards follow
                outlet = Outlet(self.service, self.presenter, thread, None, now=self.now,
                                card_locks=self.card_locks, shown=self.shown, drawn=self.drawn)
                await outlet.place_card(placed)  # posted there: the first card of a thread
                return
            await self.place_card(placed)

    async def own_thread(self, card: Card) -> discord.Thread | None:
        """The thread of its own the service placed a game that begins in (the server's
        ``threads`` setting), made where the game began in a text channel; the game
        moves there."""
        game, channel = card.game, self.channel
        if card.placement is not Placement.THREAD or not isinstance(channel, discord.TextChannel):
            return None
        name = shorten(f"#{game.id} {game.blue.name} – {game.red.name}", THREAD_NAME_LIMIT)
        thread = await channel.create_thread(name=name, type=discord.ChannelType.public_thread)
        chat = ChatRef(game.chat.platform, game.chat.chat_id, str(thread.id))
        await self.service.cards.game_moved(game, chat)
        return thread

    async def place_card(self, card: Card) -> None:
        game = card.game
        png = await self.drawn.card(game, card.lang, card.style)
        embed = discord.Embed(
            description=card.caption,
            colour=COLORS[game.to_move] if game.to_move is not None else None,
        )
        embed.set_image(url=f"attachment://{BOARD}")
        message: Message = {"embed": embed, "files": [discord.File(io.BytesIO(png), BOARD)]}
        seat = card.mention
        ours = seat is not None and seat.ref.platform == PLATFORM
        ping = pinged(seat.ref.user_id) if seat is not None and ours else {}
        message.update(ping or {"content": None})
        view = card_view(self.presenter, card)
        if view is not None:
            message["view"] = view

        async def shown(message_id: str) -> None:
            self.shown.record(game, message_id)
            await self.service.cards.card_shown(game, message_id)

        editing = card.placement is Placement.EDIT
        edited = await self.place(game.card_message_id, message, not editing, shown)
        if edited and ping and seat is not None and game.to_move is not None:
            # an edit notifies nobody: the player to move gets a line that does
            turn = self.presenter.t(card.lang, "card-to-move", color=str(game.to_move),
                                    name=seat.name)
            await self.send({**ping, "content": f"{ping['content']} {turn}"})

    async def picker(self, item: Picker) -> None:
        png = await self.drawn.card(item.picker, item.lang, item.style)
        embed = discord.Embed(description=item.text)
        embed.set_image(url=f"attachment://{BOARD}")
        message: Message = {
            "embed": embed,
            "files": [discord.File(io.BytesIO(png), BOARD)],
            "view": picker_view(self.presenter, item),
        }
        interaction = self.interaction
        if (
            interaction is not None
            and interaction.message is not None
            and interaction.message.flags.ephemeral
            and not interaction.response.is_done()
        ):
            await self.edit(interaction.message.id, message)
            return
        await self.send(message, ephemeral=True)
