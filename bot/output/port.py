"""The port a platform implements: all the output path asks of it.

The output path (:class:`~bot.output.delivery.Output`) decides what a place sees, once for
every platform: which card wins, edit or post, whom to ping after an edit and when that
ping goes, a card past its due dropped, a card shown where its game lives. A port only
lays an item out and sends it: it posts, edits and deletes messages, answers a press, and
hands back a :class:`~bot.service.delivery.receipts.Receipt` of what it showed, which the output
path reports to the service. It declares what its platform can do (:class:`Capabilities`)
and never calls into the service.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Protocol

from bot.capabilities import NO_LIMITS, Capabilities, Limits, narrowest
from bot.identity import ChatRef
from bot.output.items import Card, ChallengeCard, File, Outgoing, Picker, Progress, Text
from bot.service.answers.game_views import GameView, SeatView
from bot.service.delivery.receipts import Receipt

__all__ = [
    "GONE",
    "NAME_SLOT",
    "NO_LIMITS",
    "Capabilities",
    "Defaults",
    "Draw",
    "Edited",
    "Gone",
    "Limits",
    "Ping",
    "Port",
    "Posted",
    "Receipt",
    "Wanted",
    "always",
    "narrowest",
]

Draw = Callable[[], Awaitable[bytes]]
"""Draws the item's picture (the output path's, cached): a port asks only if it shows one."""
Wanted = Callable[[], bool]
"""Whether a send is still wanted, asked by a transport that queues when the send's turn
comes (Telegram's pace): ``False``, and it is dropped (a newer card of its game was handed
over since, or it is past its due: the card sweep's now)."""
NAME_SLOT = "\u2063name\u2063"
"""Stands for the pinged player's name in a ping's words: each port puts its mention there."""


def always() -> bool:
    return True


class Gone(Enum):
    GONE = "gone"


GONE = Gone.GONE
"""What an edit answers when the message cannot be edited (deleted, too old, or a typed
command that must be answered by a message of its own): the output path posts instead."""


@dataclass(frozen=True, slots=True)
class Ping:
    """The line that pings the player to move after a card was edited (an edit notifies
    nobody): ``text`` worded with :data:`NAME_SLOT` where the port puts its mention."""

    game: GameView
    seat: SeatView
    text: str


Posted = Text | File | Card | ChallengeCard | Progress | Picker | Ping
Edited = Card | ChallengeCard | Progress


class Port(Protocol):
    """One place of a platform (a chat, a channel, an inline message, a terminal), and
    the press or message being answered there, if any."""

    @property
    def capabilities(self) -> Capabilities: ...

    async def arrange(self, items: Sequence[Outgoing]) -> list[Outgoing]:
        """What the port shows of ``items`` and in which order, once it did what must come
        first (Discord: the item that edits the pressed message answers the press; an
        inline message carries what was said to the chat on its card)."""
        ...

    def at(self, place: ChatRef) -> Port | None:
        """The port of ``place`` when a card of a game there is shown there rather than
        here (a game played in an inline message, asked about in a private chat), if the
        platform reaches it from here; ``None``: shown here."""
        ...

    async def post(
        self, item: Posted, picture: Draw | None = None, wanted: Wanted = always
    ) -> Receipt | None:
        """Show ``item`` in a message of its own; what shows it (``None``: nothing was
        shown, or nothing worth reporting: a text, a file)."""
        ...

    async def edit(
        self, message_id: str, item: Edited, picture: Draw | None = None,
        wanted: Wanted = always,
    ) -> Receipt | Gone | None:
        """Show ``item`` in the message ``message_id`` instead; ``None``: dropped at its
        turn (no longer wanted), :data:`GONE`: that message cannot be edited."""
        ...

    async def delete(self, message_id: str) -> bool:
        """Delete a message; ``False``: not now (no budget to spare), ask again later."""
        ...

    async def retire(self, message_id: str) -> None:
        """Take the buttons off a card a newer message replaced."""
        ...

    async def thread(self, card: Card) -> tuple[Port, ChatRef] | None:
        """A thread of its own for the game that begins on ``card``, and its place
        (``None``: none can be made here)."""
        ...

    async def answer(self, text: str | None = None) -> None:
        """Answer the press being handled, once: ``text`` as its notice, or (``None``)
        nothing more than that it was seen. Nothing when no press is being answered."""
        ...


class Defaults:
    """What a port answers where its platform has nothing of its own to do: every item
    shown here and in its order, nothing to delete or retire, no thread."""

    def at(self, place: ChatRef) -> Port | None:
        return None

    async def arrange(self, items: Sequence[Outgoing]) -> list[Outgoing]:
        return list(items)

    async def delete(self, message_id: str) -> bool:
        return True

    async def retire(self, message_id: str) -> None:
        return None

    async def thread(self, card: Card) -> tuple[Port, ChatRef] | None:
        return None
