"""Rows in and out, for every backend: the column lists and the decoders shared by reads
and writes.

A timestamp arrives as ISO text from SQLite and as a ``datetime`` from PostgreSQL; JSON
arrives as text from both (SQLite's TEXT, PostgreSQL's JSONB as asyncpg hands it over).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Any, Protocol

from bot.identity import ChatRef, PlayerRef
from bot.ratings import Rating
from bot.storage.fields import clock_from_json, plain, result_from_json
from bot.storage.records import (
    ChallengeRow,
    ChallengeStatus,
    GameRow,
    GameStatus,
    RatingRow,
    Seat,
)

GAME_COLUMNS = (
    "id, platform, chat_id, thread_id, blue_platform, blue_id, blue_name, red_platform, red_id,"
    " red_name, rules, setup, status, version, ply, to_move, draw_offer, result, challenge_id,"
    " card_message_id, created_at, updated_at, rated, clock, deadline, remind_at, card_ply,"
    " card_carrier, card_version, card_due, takeback_offer, takebacks, hints, end_offer,"
    " stop_ply"
)
CHALLENGE_COLUMNS = (
    "id, platform, chat_id, thread_id, challenger_platform, challenger_id, challenger_name,"
    " challenger_color, target_platform, target_id, target_username, target_name, computer,"
    " rules, setup, status, game_id, card_message_id, created_at, expires_at, time_control,"
    " rated"
)
RATING_COLUMNS = (
    "r.scope, r.platform, r.user_id, COALESCE(pe.name, u.name, r.name), r.rating, r.rd,"
    " r.volatility, r.games, r.wins, r.losses, r.draws"
)
RATING_FROM = (
    "ratings r LEFT JOIN users u ON u.platform = r.platform AND u.user_id = r.user_id"
    " LEFT JOIN person_links pl ON pl.platform = r.platform AND pl.user_id = r.user_id"
    " LEFT JOIN persons pe ON pe.id = pl.person_id"
)
"""A rating and the name its person chose (linked accounts), else its account's."""
READABLE = "set_aside IS NULL"
"""The condition of every read of games: a game set aside (its rows cannot be read) is
not one (:mod:`bot.storage.queries.set_aside`)."""


class Row(Protocol):
    """A fetched row: an aiosqlite tuple or an asyncpg record."""

    def __getitem__(self, index: int, /) -> Any: ...

    def __iter__(self) -> Iterator[Any]: ...


def stamp(moment: datetime) -> str:
    """A UTC timestamp in one fixed format, so text comparison orders correctly."""
    return moment.astimezone(UTC).isoformat(timespec="microseconds")


def time_of(value: str | datetime) -> datetime:
    return value if isinstance(value, datetime) else datetime.fromisoformat(value)


def maybe_time(value: str | datetime | None) -> datetime | None:
    return None if value is None else time_of(value)


def maybe_stamp(moment: datetime | None) -> str | None:
    return None if moment is None else stamp(moment)


def to_json(value: Any) -> str | None:
    """JSON text of a column's value; a game's result and clock as their JSON objects."""
    value = plain(value)
    return None if value is None else json.dumps(value, separators=(",", ":"), sort_keys=True)


def from_json(text: str | None) -> Any:
    return None if text is None else json.loads(text)


def chat_key(chat: ChatRef) -> tuple[str, str, str]:
    return chat.platform, chat.chat_id, chat.thread_id


class UnreadableGame(ValueError):
    """A game's row whose columns cannot be read; the message says which and why."""

    def __init__(self, game_id: int, reason: str) -> None:
        super().__init__(f"game {game_id}: {reason}")
        self.game_id = game_id
        self.reason = reason


def rules_of(text: str) -> dict[str, Any]:
    """A game's rules column: a JSON object, else ``ValueError`` saying what it is."""
    try:
        rules = json.loads(text)
    except ValueError as error:
        raise ValueError(f"rules: not JSON ({error})") from None
    if not isinstance(rules, dict):
        raise ValueError(f"rules: a JSON {type(rules).__name__}, not an object")
    return rules


def readable_game(row: Row) -> GameRow:
    """:func:`game_row`, or :class:`UnreadableGame` naming the game when a column cannot
    be read (the game's number, the first column, always can)."""
    try:
        return game_row(row)
    except (ValueError, TypeError, KeyError, AttributeError, IndexError) as error:
        reason = str(error) if str(error).startswith("rules:") else (
            f"its row cannot be read ({type(error).__name__}: {error})"
        )
        raise UnreadableGame(int(row[0]), reason) from error


def game_row(row: Row) -> GameRow:
    return GameRow(
        id=row[0],
        chat=ChatRef(row[1], row[2], row[3]),
        blue=Seat(PlayerRef(row[4], row[5]), row[6]),
        red=Seat(PlayerRef(row[7], row[8]), row[9]),
        rules=rules_of(row[10]),
        setup=from_json(row[11]),
        status=GameStatus(row[12]),
        version=row[13],
        ply=row[14],
        to_move=row[15],
        draw_offer=row[16],
        result=result_from_json(from_json(row[17])),
        challenge_id=row[18],
        card_message_id=row[19],
        created_at=time_of(row[20]),
        updated_at=time_of(row[21]),
        rated=bool(row[22]),
        clock=clock_from_json(from_json(row[23])),
        deadline=maybe_time(row[24]),
        remind_at=maybe_time(row[25]),
        card_ply=row[26],
        card_carrier=row[27],
        card_version=row[28],
        card_due=maybe_time(row[29]),
        takeback_offer=row[30],
        takebacks=row[31],
        hints=row[32],
        end_offer=row[33],
        stop_ply=row[34],
    )


def challenge_row(row: Row) -> ChallengeRow:
    return ChallengeRow(
        id=row[0],
        chat=ChatRef(row[1], row[2], row[3]),
        challenger=Seat(PlayerRef(row[4], row[5]), row[6]),
        challenger_color=row[7],
        target=PlayerRef(row[8], row[9]) if row[8] is not None else None,
        target_username=row[10],
        target_name=row[11],
        computer=row[12],
        rules=json.loads(row[13]),
        setup=from_json(row[14]),
        status=ChallengeStatus(row[15]),
        game_id=row[16],
        card_message_id=row[17],
        created_at=time_of(row[18]),
        expires_at=time_of(row[19]),
        time_control=from_json(row[20]),
        rated=bool(row[21]),
    )


def rating_row(row: Row) -> RatingRow:
    return RatingRow(
        scope=row[0],
        ref=PlayerRef(row[1], row[2]),
        name=row[3],
        rating=Rating(row[4], row[5], row[6], row[7]),
        wins=row[8],
        losses=row[9],
        draws=row[10],
    )
