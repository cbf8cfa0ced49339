"""How the dialects write values and placeholders, and new rows as column values: the
columns once, the encoding per dialect (SQLite keeps timestamps as ISO text and flags as
0/1; PostgreSQL takes them as they are, numbers its placeholders and locks rows)."""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from bot.storage.records import (
    ChallengeStatus,
    GameStatus,
    NewChallenge,
    NewGame,
)
from bot.storage.rows import chat_key, maybe_stamp, to_json


def _as_is(value: Any) -> Any:
    return value


@dataclass(frozen=True, slots=True)
class Encoding:
    time: Callable[[datetime | None], Any]
    flag: Callable[[bool], Any]
    numbered: bool = False
    """Placeholders ``$1, $2, ...`` (PostgreSQL) instead of ``?`` (SQLite)."""
    time_cast: str = ""
    """Said after a placeholder whose timestamp PostgreSQL cannot tell from its place (a
    ``CASE`` branch); SQLite keeps timestamps as text and needs none."""
    row_lock: str = ""
    """Said after a ``SELECT`` whose rows the transaction changes next. SQLite's writer
    holds the whole database (``BEGIN IMMEDIATE``) and needs none."""
    skip_locked: str = ""
    """Said after a ``SELECT`` of rows to claim: a row another process is claiming at this
    moment is passed over, not waited for."""
    winner: str = ""
    """The expression of a finished game's winning colour (``result``'s ``winner`` key)."""


SQLITE = Encoding(time=maybe_stamp, flag=int, winner="json_extract(result, '$.winner')")
POSTGRES = Encoding(
    time=_as_is,
    flag=_as_is,
    numbered=True,
    time_cast="::timestamptz",
    row_lock=" FOR UPDATE",
    skip_locked=" FOR UPDATE SKIP LOCKED",
    winner="(result->>'winner')::int",
)


class Params:
    """The values of one statement as it is written: ``p(value)`` adds a value and says
    the dialect's placeholder for it, so a statement is written once for both."""

    def __init__(self, encoding: Encoding) -> None:
        self.encoding = encoding
        self.values: list[Any] = []

    def __call__(self, value: Any) -> str:
        self.values.append(value)
        return f"${len(self.values)}" if self.encoding.numbered else "?"

    def time(self, moment: datetime | None) -> str:
        """A timestamp, encoded for the dialect."""
        return self(self.encoding.time(moment))

    def all(self, values: list[Any]) -> str:
        """Each value's placeholder, comma separated."""
        return ", ".join(self(value) for value in values)

    def among(self, column: str, values: list[Any] | None) -> str:
        """`` AND column IN (...)``: nothing when ``values`` is None, no row when empty."""
        if values is None:
            return ""
        if not values:
            return " AND 1 = 0"
        return f" AND {column} IN ({self.all(values)})"

    def on_platforms(self, platforms: Collection[str] | None) -> str:
        """`` AND platform IN (...)``: a sweep's rows on ``platforms``, every one when None."""
        return self.among("platform", None if platforms is None else sorted(platforms))


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
    if not encoding.numbered:
        return ["?"] * count
    return [f"${n}" for n in range(1, count + 1)]
