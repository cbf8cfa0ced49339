"""Seeks, for every backend: a person's open seek (one at a time, kept by a unique index:
migration 025), the lobby games each player plays in their own place, and the pairing.

The pairing claims two seeks in one transaction. It first takes the lock of the seeks'
terms (:meth:`Session.lock_scope`: PostgreSQL's advisory lock; SQLite's writer holds the
whole database already), so the pairings of one kind of game run one after the other in
every worker and each sees every seek committed before it; it then locks the seek being
paired and picks the oldest matching one with ``FOR UPDATE SKIP LOCKED`` (a seek being
cancelled or expired this moment is passed over, not waited for), and marks both paired.
A transaction that dies before it commits leaves both open.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from bot.identity import ChatRef, PlayerRef
from bot.storage.protocol import Conflict
from bot.storage.records import GameRow
from bot.storage.rows import GAME_COLUMNS, READABLE, Row, maybe_time, time_of
from bot.storage.seeks_port import NewSeek, SeekRow
from bot.storage.sql import Session, SqlBase, in_chat, insert_row, run
from bot.storage.values import Params

OPEN, PAIRED = "open", "paired"
NO_SHOW = "no-show"
"""A paired seek whose person let the game lapse on its first move's clock, or aborted it
(counted against them: :meth:`SeekReads.no_shows`)."""
SEEK_COLUMNS = (
    "id, platform, user_id, name, lang, place_platform, place_chat_id, place_thread_id,"
    " asked_platform, asked_chat_id, asked_thread_id, terms, rating, low, high, status,"
    " game_id, card_message_id, created_at, widen_at, expires_at, last_color"
)
MATCHES = (
    "terms = {} AND status = 'open' AND NOT (platform = {} AND user_id = {})"
    " AND expires_at > {} AND (low IS NULL OR low <= {}) AND (high IS NULL OR high >= {})"
)
"""An open seek on the same terms, of someone else, not expired, whose range holds the
seek's rating (and, said apart, whose rating is inside the seek's range)."""


def seek_row(row: Row) -> SeekRow:
    return SeekRow(
        id=int(row[0]),
        person=PlayerRef(row[1], row[2]),
        name=row[3],
        lang=row[4],
        place=ChatRef(row[5], row[6], row[7]),
        asked=ChatRef(row[8], row[9], row[10]),
        terms=row[11],
        rating=int(row[12]),
        last_color=None if row[21] is None else int(row[21]),
        low=None if row[13] is None else int(row[13]),
        high=None if row[14] is None else int(row[14]),
        status=row[15],
        game_id=None if row[16] is None else int(row[16]),
        card_message_id=row[17],
        created_at=time_of(row[18]),
        widen_at=maybe_time(row[19]),
        expires_at=time_of(row[20]),
    )


def lock_name(terms: str) -> str:
    return f"seeks:{terms}"


class SeekMethods(SqlBase):
    async def seek(self, seek_id: int) -> SeekRow | None:
        return await self._keyed(seek_row, SEEK_COLUMNS, "seeks", "id", seek_id)

    async def open_seek(self, person: PlayerRef) -> SeekRow | None:
        found = await self._persons(person, 1, open_only=True)
        return found[0] if found else None

    async def recent_seeks(self, person: PlayerRef, limit: int) -> list[SeekRow]:
        return await self._persons(person, limit)

    async def _persons(self, person: PlayerRef, limit: int, *, open_only: bool = False
                       ) -> list[SeekRow]:
        """The person's seeks, newest first (``open_only``: their open one)."""
        p = self.params()
        sql = (
            f"SELECT {SEEK_COLUMNS} FROM seeks WHERE platform = {p(person.platform)}"
            f" AND user_id = {p(person.user_id)}"
        )
        if open_only:
            sql += f" AND status = {p(OPEN)}"
        sql += f" ORDER BY created_at DESC, id DESC LIMIT {p(limit)}"
        return await self._records(seek_row, sql, p)

    async def game_seeks(self, game_id: int) -> list[SeekRow]:
        p = self.params()
        sql = f"SELECT {SEEK_COLUMNS} FROM seeks WHERE game_id = {p(game_id)} ORDER BY id"
        return await self._records(seek_row, sql, p)

    async def games_played_in(self, place: ChatRef) -> list[GameRow]:
        p = self.params()
        own = f"{in_chat(p, place)} AND status = {p('active')} AND {READABLE}"
        placed = (  # driven from the seeks of the place: no scan of the active games
            f"(SELECT game_id FROM seeks WHERE place_platform = {p(place.platform)}"
            f" AND place_chat_id = {p(place.chat_id)} AND place_thread_id = {p(place.thread_id)}"
            " AND game_id IS NOT NULL) AS placed"
        )
        lobby = f"games.id = placed.game_id AND status = {p('active')} AND {READABLE}"
        sql = (
            f"SELECT {GAME_COLUMNS} FROM games WHERE {own} UNION ALL"
            f" SELECT {GAME_COLUMNS} FROM {placed} CROSS JOIN games WHERE {lobby} ORDER BY id"
        )
        rows = await self._games(sql, p)
        return list({row.id: row for row in rows}.values())  # Blue's place is the game's chat

    async def lobby_games(self, limit: int) -> list[GameRow]:
        p = self.params()
        sql = (
            f"SELECT {GAME_COLUMNS} FROM games WHERE status = {p('active')} AND {READABLE}"
            " AND EXISTS (SELECT 1 FROM seeks WHERE seeks.game_id = games.id)"
            f" ORDER BY id DESC LIMIT {p(limit)}"
        )
        return await self._games(sql, p)

    async def open_seeks(self, now: datetime, limit: int) -> list[SeekRow]:
        p = self.params()
        sql = (
            f"SELECT {SEEK_COLUMNS} FROM seeks WHERE status = {p(OPEN)}"
            f" AND expires_at > {p.time(now)} ORDER BY created_at, id LIMIT {p(limit)}"
        )
        return await self._records(seek_row, sql, p)

    async def due_seeks(self, now: datetime, limit: int) -> list[SeekRow]:
        p = self.params()
        sql = (
            f"SELECT {SEEK_COLUMNS} FROM seeks WHERE status = {p(OPEN)}"
            f" AND (expires_at <= {p.time(now)} OR widen_at <= {p.time(now)})"
            f" ORDER BY created_at, id LIMIT {p(limit)}"
        )
        return await self._records(seek_row, sql, p)

    async def no_shows(self, person: PlayerRef, since: datetime) -> int:
        p = self.params()
        sql = (
            f"SELECT COUNT(*) FROM seeks WHERE platform = {p(person.platform)}"
            f" AND user_id = {p(person.user_id)} AND status = {p(NO_SHOW)}"
            f" AND updated_at >= {p.time(since)}"
        )
        rows = await self._read(sql, p.values)
        return int(rows[0][0]) if rows else 0

    async def seek_card_shown(self, game_id: int, place: ChatRef, message_id: str | None) -> None:
        p = self.params()
        await self._write(
            f"UPDATE seeks SET card_message_id = {p(message_id)} WHERE game_id = {p(game_id)}"
            f" AND place_platform = {p(place.platform)} AND place_chat_id = {p(place.chat_id)}"
            f" AND place_thread_id = {p(place.thread_id)}",
            p.values,
        )


# ------------------------------------------------------------------ writes
async def insert_seek(db: Session, known: int | None, new: NewSeek) -> int:
    time = db.encoding.time
    values: list[Any] = [
        new.person.platform, new.person.user_id, new.name, new.lang, new.place.platform,
        new.place.chat_id, new.place.thread_id, new.asked.platform, new.asked.chat_id,
        new.asked.thread_id, new.terms, new.rating, new.low, new.high, OPEN,
        time(new.created_at), time(new.widen_at), time(new.expires_at), time(new.created_at),
        new.last_color,
    ]
    columns = (
        "platform, user_id, name, lang, place_platform, place_chat_id, place_thread_id,"
        " asked_platform, asked_chat_id, asked_thread_id, terms, rating, low, high, status,"
        " created_at, widen_at, expires_at, updated_at, last_color"
    )
    try:
        return await insert_row(db, known, "seeks", columns, values)
    except db.taken as error:
        raise Conflict(f"{new.person} has an open seek already") from error


async def close_seeks(
    db: Session, known: list[SeekRow] | None, person: PlayerRef, status: str, at: datetime
) -> list[SeekRow]:
    p = Params(db.encoding)
    sql = (
        f"UPDATE seeks SET status = {p(status)}, updated_at = {p.time(at)}"
        f" WHERE platform = {p(person.platform)} AND user_id = {p(person.user_id)}"
        f" AND status = {p(OPEN)} RETURNING {SEEK_COLUMNS}"
    )
    return [seek_row(row) for row in await db.rows(sql, p.values)]


async def close_seek(db: Session, known: bool | None, seek_id: int, status: str,
                     at: datetime) -> bool:
    changed = await run(
        db, "UPDATE seeks SET status = {}, updated_at = {} WHERE id = {} AND status = {}",
        status, db.encoding.time(at), seek_id, OPEN,
    )
    return changed == 1


async def count_no_show(db: Session, known: bool | None, seek_id: int, at: datetime) -> bool:
    changed = await run(
        db, "UPDATE seeks SET status = {}, updated_at = {} WHERE id = {} AND status = {}",
        NO_SHOW, db.encoding.time(at), seek_id, PAIRED,
    )
    return changed == 1


async def widen_seek(
    db: Session, known: bool | None, seek_id: int, low: int | None, high: int | None,
    widen_at: datetime | None,
) -> bool:
    changed = await run(
        db, "UPDATE seeks SET low = {}, high = {}, widen_at = {} WHERE id = {} AND status = {}",
        low, high, db.encoding.time(widen_at), seek_id, OPEN,
    )
    return changed == 1


async def claim_match(
    db: Session, known: SeekRow | None, seek_id: int, now: datetime
) -> SeekRow | None:
    """Under the terms' lock: the seek, locked; the oldest match, claimed past any row
    another transaction holds; both marked paired. Replayed (``known``), it claims the
    same two again or fails with ``Conflict``."""
    p = Params(db.encoding)
    mine = [seek_row(row) for row in await db.rows(
        f"SELECT {SEEK_COLUMNS} FROM seeks WHERE id = {p(seek_id)}", p.values
    )]
    if not mine or mine[0].status != OPEN:
        if known is not None:
            raise Conflict(f"seek {seek_id} is no longer open")
        return None
    seek = mine[0]
    await db.lock_scope(lock_name(seek.terms))
    p = Params(db.encoding)
    locked = await db.rows(
        f"SELECT status FROM seeks WHERE id = {p(seek_id)}{db.encoding.row_lock}", p.values
    )
    if not locked or locked[0][0] != OPEN:
        return None
    partner = known or await _oldest_match(db, seek, now)
    if partner is None:
        return None
    claimed = await run(
        db, "UPDATE seeks SET status = {}, updated_at = {} WHERE id IN ({}, {}) AND status = {}",
        PAIRED, db.encoding.time(now), seek.id, partner.id, OPEN,
    )
    if claimed != 2:
        raise Conflict(f"seeks {seek.id} and {partner.id} are no longer both open")
    return partner


async def _oldest_match(db: Session, seek: SeekRow, now: datetime) -> SeekRow | None:
    p = Params(db.encoding)
    where = MATCHES.format(
        p(seek.terms), p(seek.person.platform), p(seek.person.user_id), p.time(now),
        p(seek.rating), p(seek.rating),
    )
    if seek.low is not None:
        where += f" AND rating >= {p(seek.low)}"
    if seek.high is not None:
        where += f" AND rating <= {p(seek.high)}"
    rows = await db.rows(
        f"SELECT {SEEK_COLUMNS} FROM seeks WHERE {where} ORDER BY created_at, id LIMIT 1"
        f"{db.encoding.skip_locked}",
        p.values,
    )
    return seek_row(rows[0]) if rows else None


async def seeks_of_game(db: Session, known: object, game_id: int) -> list[SeekRow]:
    p = Params(db.encoding)
    sql = f"SELECT {SEEK_COLUMNS} FROM seeks WHERE game_id = {p(game_id)} ORDER BY id"
    return [seek_row(row) for row in await db.rows(sql, p.values)]


async def seat_seeks(db: Session, known: None, seek_ids: tuple[int, int], game_id: int) -> None:
    await run(db, "UPDATE seeks SET game_id = {} WHERE id IN ({}, {})", game_id, *seek_ids)
