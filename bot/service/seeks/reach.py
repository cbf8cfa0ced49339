"""Where the bot can write to a person alone: their private chat with the bot, their DM.

Each platform that knows says it (``service.connect(..., own_places=...)``): Telegram tries
its private chat (a person who never started the bot, or blocked it, cannot be written
to), Discord opens the DM. Without a platform's word, a chat whose id is the person's (a
private chat) is theirs, and nothing else is known to be."""

from __future__ import annotations

from typing import Protocol

from bot.identity import ChatRef, PlayerRef, own_chat

LOBBY_PAGE = ChatRef("web", "lobby")
"""Where a seek from the web board's lobby page is asked: the person plays, and is told of
their seek, in their own place on the platform that signed them in."""


class OwnPlaces(Protocol):
    async def own_place(self, person: PlayerRef, asked: ChatRef) -> ChatRef | None:
        """Where ``person`` (asking in ``asked``) can be written to alone; ``None``: nowhere
        now (they never started the bot, or blocked it)."""
        ...


class PrivateChats:
    """The rule without a platform's word: a chat whose id is the person's own."""

    async def own_place(self, person: PlayerRef, asked: ChatRef) -> ChatRef | None:
        return asked if own_chat(asked) == person else None
