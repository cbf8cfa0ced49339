"""The in-memory store's data: its tables as plain dicts, each row a dict of the SQL
table's columns holding what the SQL stores hold (JSON as text, timestamps in UTC), so a
row decodes with the same functions (:mod:`bot.storage.rows`) and reads back as it does
from a database.

A transaction works on a copy of the tables (:meth:`Tables.copy`: each table's dict
copied, rows shared) and replaces a row it changes instead of changing it in place; its
copy becomes the database's tables when it commits, and is dropped when it fails.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field, fields
from datetime import UTC, datetime
from typing import Any

from bot.storage.queries.offers import OFFER_COLUMNS, offer_row
from bot.storage.records import (
    AnalysisRow,
    ChallengeRow,
    MoveRow,
    OfferRow,
    RatingChange,
    TournamentRow,
)
from bot.storage.rows import CHALLENGE_COLUMNS, GAME_COLUMNS, challenge_row
from bot.storage.values import Encoding

Row = dict[str, Any]
"""A row: column name to the value a SQL store keeps."""


def utc(moment: datetime | None) -> datetime | None:
    return None if moment is None else moment.astimezone(UTC)


MEMORY = Encoding(time=utc, flag=bool)
"""Timestamps in UTC as ``datetime`` (ordered as SQLite's text and PostgreSQL's
``timestamptz`` are), flags as ``bool``."""


def names(columns: str) -> list[str]:
    """The column names of a comma separated column list."""
    return [name.strip() for name in columns.split(",")]


GAME_NAMES = names(GAME_COLUMNS)
CHALLENGE_NAMES = names(CHALLENGE_COLUMNS)
OFFER_NAMES = names(OFFER_COLUMNS)


def challenge_of(row: Row) -> ChallengeRow:
    return challenge_row([row[name] for name in CHALLENGE_NAMES])


def offer_of(row: Row) -> OfferRow:
    return offer_row([row[name] for name in OFFER_NAMES])


@dataclass
class Tables:
    games: dict[int, Row] = field(default_factory=dict)
    moves: dict[int, tuple[MoveRow, ...]] = field(default_factory=dict)
    """A game's moves, by ply."""
    challenges: dict[int, Row] = field(default_factory=dict)
    users: dict[tuple[str, str], Row] = field(default_factory=dict)
    chats: dict[tuple[str, str, str], Row] = field(default_factory=dict)
    ratings: dict[tuple[str, str, str], Row] = field(default_factory=dict)
    """By scope, platform and user id."""
    rating_changes: dict[tuple[int, str, str, str], RatingChange] = field(default_factory=dict)
    events: dict[str, datetime] = field(default_factory=dict)
    secrets: dict[str, bytes] = field(default_factory=dict)
    meta: dict[str, str] = field(default_factory=dict)
    outbox: dict[int, Row] = field(default_factory=dict)
    offers: dict[int, Row] = field(default_factory=dict)
    """Inline offers (``inline_offers``), by id."""
    claims: dict[int, Row] = field(default_factory=dict)
    """The computer's turns claimed, by game."""
    tournaments: dict[int, TournamentRow] = field(default_factory=dict)
    tournament_games: dict[int, int] = field(default_factory=dict)
    """The tournament of each game a tournament made."""
    analyses: dict[int, AnalysisRow] = field(default_factory=dict)
    """Analyses of finished games, by game."""
    inbox: dict[int, Row] = field(default_factory=dict)
    """Updates received by polling, recorded until handled."""
    last_ids: dict[str, int] = field(default_factory=dict)

    def copy(self) -> Tables:
        return Tables(**{f.name: dict(getattr(self, f.name)) for f in fields(self)})

    def new_id(self, table: str) -> int:
        """The next key of ``table`` (games, challenges, outbox, inline_offers, inbox)."""
        self.last_ids[table] = self.last_ids.get(table, 0) + 1
        return self.last_ids[table]


class MemoryDatabase:
    """One database: its committed tables, and the lock its writers take in turn."""

    def __init__(self) -> None:
        self.tables = Tables()
        self.lock = asyncio.Lock()


_NAMED: dict[str, MemoryDatabase] = {}


def database(name: str) -> MemoryDatabase:
    """The database ``memory://name`` names, one per name for the life of the process;
    ``memory://`` (no name) is a new one each time, for one storage alone."""
    if not name:
        return MemoryDatabase()
    return _NAMED.setdefault(name, MemoryDatabase())
