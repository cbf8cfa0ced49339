"""The storage port's part for seeks (:mod:`bot.storage.queries.seeks`): what a person asked
for in the lobby, where they play, and the pairing that claims two seeks at once."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Protocol

from bot.identity import ChatRef, PlayerRef
from bot.storage.records import GameRow


@dataclass(frozen=True, slots=True)
class NewSeek:
    person: PlayerRef
    name: str
    lang: str | None
    place: ChatRef
    """Where the person plays: their private chat with the bot, their DM, the console."""
    asked: ChatRef
    """Where they sought (a group is told there in one line)."""
    terms: str
    """The game asked for, as one word: two seeks match on equal terms."""
    rating: int
    last_color: int | None
    """The colour they had in their last lobby game (1 Blue, 2 Red; ``None``: none)."""
    low: int | None
    high: int | None
    """The ratings the person accepts (``None``: any)."""
    created_at: datetime
    widen_at: datetime | None
    """When the range next widens (``None``: it does not)."""
    expires_at: datetime


@dataclass(frozen=True, slots=True)
class SeekRow(NewSeek):
    """A stored seek: what was asked, how it stands and, once paired, its game."""

    id: int
    status: str
    game_id: int | None
    card_message_id: str | None
    """The message showing the game's card in the seek's place."""


class SeekReads(Protocol):
    async def seek(self, seek_id: int) -> SeekRow | None: ...

    async def open_seek(self, person: PlayerRef) -> SeekRow | None:
        """The person's open seek, if any (one at a time)."""
        ...

    async def recent_seeks(self, person: PlayerRef, limit: int) -> list[SeekRow]:
        """The person's seeks, newest first (their last terms)."""
        ...

    async def game_seeks(self, game_id: int) -> list[SeekRow]:
        """The two seeks a game was paired from (none: not a lobby game)."""
        ...

    async def games_played_in(self, place: ChatRef) -> list[GameRow]:
        """The games in progress in ``place``, by id: those of its chat and those played
        there as a player's own place (a lobby game whose row is in the other's), in one
        read."""
        ...

    async def lobby_games(self, limit: int) -> list[GameRow]:
        """The lobby games in progress, newest first: the lobby page's games to watch."""
        ...

    async def open_seeks(self, now: datetime, limit: int) -> list[SeekRow]:
        """The seeks waiting at ``now`` (not expired), oldest first: the lobby's list."""
        ...

    async def due_seeks(self, now: datetime, limit: int) -> list[SeekRow]:
        """Open seeks past their expiry or their next widening, oldest first."""
        ...

    async def no_shows(self, person: PlayerRef, since: datetime) -> int:
        """Lobby games since ``since`` the person let lapse on the first move's clock or
        aborted (their seeks marked ``no-show``: :meth:`SeekWrites.count_no_show`); a game
        its opponent aborted is none of theirs."""
        ...

    async def seek_card_shown(self, game_id: int, place: ChatRef, message_id: str | None) -> None:
        """The game's card is shown in ``message_id`` in the player's own ``place``."""
        ...


class SeekWrites(Protocol):
    async def insert_seek(self, new: NewSeek) -> int:
        """The new seek's id; ``Conflict`` when the person has an open one."""
        ...

    async def close_seeks(self, person: PlayerRef, status: str, at: datetime) -> list[SeekRow]:
        """Close the person's open seek (cancelled, replaced); the seeks closed."""
        ...

    async def close_seek(self, seek_id: int, status: str, at: datetime) -> bool:
        """Close one seek if it is still open (expired); whether it was."""
        ...

    async def widen_seek(
        self, seek_id: int, low: int | None, high: int | None, widen_at: datetime | None
    ) -> bool:
        """A waiting seek's wider range, if it is still open."""
        ...

    async def count_no_show(self, seek_id: int, at: datetime) -> bool:
        """Mark a paired seek ``no-show``: its person let the game lapse on the first move's
        clock, or aborted it (:meth:`SeekReads.no_shows` counts it); whether it was paired."""
        ...

    async def claim_match(self, seek_id: int, now: datetime) -> SeekRow | None:
        """Pair the open seek ``seek_id`` with the oldest open seek that matches it, both
        claimed in this transaction (both ``paired``, or neither when it rolls back); the
        other seek, or ``None`` when none matches (or ``seek_id`` is no longer open)."""
        ...

    async def seeks_of_game(self, game_id: int) -> list[SeekRow]:
        """The seeks a game was paired from, read in this transaction (a read of its own
        there could wait for a connection the transactions around it hold)."""
        ...

    async def seat_seeks(self, seek_ids: tuple[int, int], game_id: int) -> None:
        """The two paired seeks' game."""
        ...


def stored_seek(new: NewSeek, seek_id: int, status: str) -> SeekRow:
    """``new`` as stored under ``seek_id``, not yet paired with a game."""
    return SeekRow(new.person, new.name, new.lang, new.place, new.asked, new.terms,
                   new.rating, new.last_color, new.low, new.high, new.created_at,
                   new.widen_at, new.expires_at, seek_id, status, None, None)
