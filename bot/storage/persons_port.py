"""The storage port's part for people across platforms (:mod:`bot.storage.queries.persons`):
the accounts linked into one person, the one-time codes that link them, the wrong codes
an account typed, and erasing a person (``/forget``)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Protocol

from bot.identity import Person, PlayerRef


class CodeState(StrEnum):
    """What became of a code typed to ``/link``."""

    TAKEN = "taken"
    """It was waiting and is spent now, by this use."""
    UNKNOWN = "unknown"
    """No such code was ever given (forged, mistyped)."""
    EXPIRED = "expired"
    USED = "used"


@dataclass(frozen=True, slots=True)
class CodeUse:
    """A code typed: what it was, and the account that asked for it (``None`` when
    unknown)."""

    state: CodeState
    maker: PlayerRef | None = None


@dataclass(frozen=True, slots=True)
class Tries:
    """Wrong codes an account typed since ``since``."""

    since: datetime
    failures: int


@dataclass(frozen=True, slots=True)
class Forgotten:
    """What ``/forget`` erased: the accounts, and the games that now show the
    pseudonym."""

    accounts: tuple[PlayerRef, ...]
    games: int


class PersonReads(Protocol):
    async def person(self, ref: PlayerRef) -> Person | None:
        """The person ``ref`` is linked into, with every account of theirs (``None``:
        an account never linked, a person of its own)."""
        ...

    async def rating_account(self, ref: PlayerRef) -> PlayerRef:
        """The account the ratings of ``ref``'s person are kept under (``ref`` itself
        when it is linked to nobody)."""
        ...

    async def link_tries(self, ref: PlayerRef) -> Tries | None: ...

    async def active_games_of(self, refs: tuple[PlayerRef, ...]) -> int:
        """How many games are being played by any of ``refs``, in any chat."""
        ...


class PersonWrites(Protocol):
    async def rating_account(self, ref: PlayerRef) -> PlayerRef:
        """:meth:`PersonReads.rating_account` as this transaction sees it."""
        ...

    async def put_link_code(self, ref: PlayerRef, digest: str, expires: datetime) -> None:
        """Keep a code's digest for ``ref`` until ``expires``; the codes ``ref`` asked
        for before are spent."""
        ...

    async def take_link_code(self, digest: str, now: datetime) -> CodeUse:
        """Spend the code of ``digest`` if it still waits at ``now`` (once: of two uses
        at once, one takes it); else say why it cannot be used."""
        ...

    async def count_wrong_code(
        self, ref: PlayerRef, now: datetime, window_start: datetime
    ) -> Tries:
        """One more wrong code typed by ``ref``; counts begun before ``window_start``
        start again. The count now."""
        ...

    async def link_accounts(
        self, first: PlayerRef, second: PlayerRef, name: str, at: datetime
    ) -> Person:
        """Join ``second`` (linked to nobody) to ``first``'s person, made if need be
        (named ``name``, its ratings kept under ``first``); ``second``'s ratings join the
        person's (:func:`bot.storage.queries.persons.merge_ratings`). The person now."""
        ...

    async def unlink_account(self, ref: PlayerRef, at: datetime) -> Person | None:
        """Take ``ref`` out of its person: it keeps a copy of the person's ratings, and the
        others keep them too; a person left with one account is one no more. The person
        that stays (``None`` when it was dissolved)."""
        ...

    async def forget_accounts(
        self, refs: tuple[PlayerRef, ...], pseudonym: str, name: str
    ) -> Forgotten:
        """Erase ``refs`` (one person's accounts): their names, settings, links, codes,
        ratings; their finished games keep ``pseudonym`` for an id and ``name`` for a
        name."""
        ...
