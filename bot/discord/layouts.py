"""How Discord shows what the output path hands its port: a game's card as an embed with
the board attached as ``board.png`` (an embed can be edited in after a deferred answer too,
where a Components V2 media gallery pointed at a new upload is refused), a challenge's card
naming the challenged player, a ping, the picker."""

from __future__ import annotations

import io
from typing import Any

import discord

from bot.discord.components import card_view, choices_view, picker_view
from bot.discord.places import NAME
from bot.output.items import Card, ChallengeCard, Picker
from bot.output.port import NAME_SLOT, Ping
from bot.output.wording import Wording
from core import Color

PLATFORM = NAME
BOARD = "board.png"
COLORS = {Color.BLUE: discord.Colour.blue(), Color.RED: discord.Colour.red()}
Message = dict[str, Any]


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


def card_message(wording: Wording, card: Card, png: bytes) -> Message:
    """The card: its caption and board in an embed, the player it pings (a Discord
    account) in the content, its menus and buttons."""
    game = card.game
    embed = discord.Embed(
        description=card.caption,
        colour=COLORS[game.to_move] if game.to_move is not None else None,
    )
    embed.set_image(url=f"attachment://{BOARD}")
    message: Message = {"embed": embed, "files": [discord.File(io.BytesIO(png), BOARD)]}
    seat = card.mention
    ours = seat is not None and seat.ref.platform == PLATFORM
    message.update((pinged(seat.ref.user_id) if seat is not None and ours else {})
                   or {"content": None})
    view = card_view(wording, card)
    if view is not None:
        message["view"] = view
    return message


def challenge_message(card: ChallengeCard) -> Message:
    message: Message = {"content": card.text}
    if card.mention is not None and card.mention.platform == PLATFORM:
        ping = pinged(card.mention.user_id)
        message = {**ping, "content": f"{ping['content']} {card.text}"}
    view = choices_view(card.choices)
    if view is not None:
        message["view"] = view
    return message


def ping_message(ping: Ping) -> Message:
    """The line that pings the player to move after an edit: only a Discord account can
    be pinged here (``{}``: nobody to ping, nothing to send)."""
    seat = ping.seat
    found = pinged(seat.ref.user_id) if seat.ref.platform == PLATFORM else {}
    if not found:
        return {}
    return {**found, "content": f"{found['content']} {ping.text.replace(NAME_SLOT, seat.name)}"}


def picker_message(wording: Wording, item: Picker, png: bytes) -> Message:
    embed = discord.Embed(description=item.text)
    embed.set_image(url=f"attachment://{BOARD}")
    return {
        "embed": embed,
        "files": [discord.File(io.BytesIO(png), BOARD)],
        "view": picker_view(wording, item),
    }
