"""New rows as column values, for every backend: the columns once, the encoding per dialect
(SQLite keeps timestamps as ISO text and flags as 0/1; PostgreSQL takes them as they are)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from bot.storage.records import (
    ChallengeStatus,
    GameStatus,
    GameUpdate,
    NewChallenge,
    NewGame,
    RatingRow,
)
from bot.storage.sqlite_rows import chat_key, maybe_stamp, to_json


def _as_is(value: Any) -> Any:
    return value


@dataclass(frozen=True, slots=True)
class Encoding:
    time: Callable[[datetime | None], Any]
    flag: Callable[[bool], Any]
    time_cast: str = ""
    """Said after a placeholder whose timestamp PostgreSQL cannot tell from its place (a
    ``CASE`` branch); SQLite keeps timestamps as text and needs none."""


SQLITE = Encoding(time=maybe_stamp, flag=int)
POSTGRES = Encoding(time=_as_is, flag=_as_is, time_cast="::timestamptz")

NEW_GAME_COLUMNS = (
    "platform, chat_id, thread_id, blue_platform, blue_id, blue_name, red_platform, red_id,"
    " red_name, rules, setup, status, version, ply, to_move, challenge_id, created_at,"
    " updated_at, rated, clock, deadline, remind_at, card_due"
)

NEW_CHALLENGE_COLUMNS = (
    "platform, chat_id, thread_id, challenger_platform, challenger_id, challenger_name,"
    " challenger_color, target_platform, target_id, target_username, target_name, computer,"
    " rules, setup, status, created_at, expires_at, time_control, rated"
)


def new_game_values(game: NewGame, encoding: Encoding) -> list[Any]:
    """The values of :data:`NEW_GAME_COLUMNS`, in order."""
    return [
        *chat_key(game.chat),
        game.blue.ref.platform,
        game.blue.ref.user_id,
        game.blue.name,
        game.red.ref.platform,
        game.red.ref.user_id,
        game.red.name,
        to_json(game.rules),
        to_json(game.setup),
        GameStatus.ACTIVE.value,
        0,
        0,
        game.to_move,
        game.challenge_id,
        encoding.time(game.created_at),
        encoding.time(game.created_at),
        encoding.flag(game.rated),
        to_json(game.clock),
        encoding.time(game.deadline),
        encoding.time(game.remind_at),
        encoding.time(game.card_due),
    ]


def new_challenge_values(challenge: NewChallenge, encoding: Encoding) -> list[Any]:
    """The values of :data:`NEW_CHALLENGE_COLUMNS`, in order."""
    target = challenge.target
    return [
        *chat_key(challenge.chat),
        challenge.challenger.ref.platform,
        challenge.challenger.ref.user_id,
        challenge.challenger.name,
        challenge.challenger_color,
        target.platform if target else None,
        target.user_id if target else None,
        challenge.target_username,
        challenge.target_name,
        challenge.computer,
        to_json(challenge.rules),
        to_json(challenge.setup),
        ChallengeStatus.PENDING.value,
        encoding.time(challenge.created_at),
        encoding.time(challenge.expires_at),
        to_json(challenge.time_control),
        encoding.flag(challenge.rated),
    ]


def marks(count: int, encoding: Encoding) -> list[str]:
    """The dialect's placeholders for ``count`` values, in order."""
    if encoding is SQLITE:
        return ["?"] * count
    return [f"${n}" for n in range(1, count + 1)]


def game_update(
    game_id: int, expected_version: int, update: GameUpdate, encoding: Encoding
) -> tuple[str, list[Any]]:
    """The statement that writes ``update`` if the game is still at ``expected_version``."""
    sql = (
        "UPDATE games SET status = {}, ply = {}, to_move = {}, draw_offer = {}, result = {},"
        " updated_at = {}, clock = {}, deadline = {}, remind_at = {}, card_due = {},"
        " version = version + 1"
        " WHERE id = {} AND version = {}"
    )
    values = [
        update.status.value,
        update.ply,
        update.to_move,
        update.draw_offer,
        to_json(update.result),
        encoding.time(update.updated_at),
        to_json(update.clock),
        encoding.time(update.deadline),
        encoding.time(update.remind_at),
        encoding.time(update.card_due),
        game_id,
        expected_version,
    ]
    return sql.format(*marks(len(values), encoding)), values


def rating_upsert(row: RatingRow, at: datetime, encoding: Encoding) -> tuple[str, list[Any]]:
    """The statement that stores a player's rating in a scope, made or replaced."""
    r = row.rating
    values = [
        row.scope,
        row.ref.platform,
        row.ref.user_id,
        row.name,
        r.rating,
        r.rd,
        r.volatility,
        r.games,
        row.wins,
        row.losses,
        row.draws,
        encoding.time(at),
    ]
    sql = (
        "INSERT INTO ratings (scope, platform, user_id, name, rating, rd, volatility, games,"
        f" wins, losses, draws, updated_at) VALUES ({', '.join(marks(len(values), encoding))})"
        " ON CONFLICT (scope, platform, user_id) DO UPDATE SET name = excluded.name,"
        " rating = excluded.rating, rd = excluded.rd, volatility = excluded.volatility,"
        " games = excluded.games, wins = excluded.wins, losses = excluded.losses,"
        " draws = excluded.draws, updated_at = excluded.updated_at"
    )
    return sql, values
