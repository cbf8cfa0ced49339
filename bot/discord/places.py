"""Discord's name among the platforms, and its places in the service's terms: a server's
channel or thread (the server the chat, the channel its thread), or a DM or group DM of its
own. Read by the declaration (:mod:`bot.discord.platform`), the adapter and the Activity's
sign-in alike, without discord.py."""

from __future__ import annotations

from bot.identity import ChatRef

NAME = "discord"


def chat_of(channel_id: int, guild_id: int | None) -> ChatRef:
    if guild_id is None:
        return ChatRef(NAME, str(channel_id))
    return ChatRef(NAME, str(guild_id), str(channel_id))


def channel_of(chat: ChatRef) -> int:
    return int(chat.thread_id or chat.chat_id)
