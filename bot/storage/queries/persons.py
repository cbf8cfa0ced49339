"""People across platforms, for every backend: the accounts linked into one person, the
one-time codes of ``/link``, the wrong codes an account typed, joining and parting the
ratings of linked accounts, and erasing a person (``/forget``).

Changes of people take one lock of their own (``persons``, as the ratings' scopes are
locked): two links of one account at once are made one after the other. A person's
ratings are kept under one of their accounts (``persons.platform``, ``user_id``), so every
rating query keeps its key; the service asks :meth:`PersonMethods.rating_account` which.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from bot.identity import Person, PlayerRef
from bot.storage.persons_port import CodeState, CodeUse, Forgotten, Tries
from bot.storage.protocol import Conflict
from bot.storage.rows import Row, time_of
from bot.storage.sql import Session, SqlBase, run
from bot.storage.values import Params

PERSONS_LOCK = "persons"
RATING_VALUES = "name, rating, rd, volatility, games, wins, losses, draws, updated_at"
"""A rating's columns after its key (scope, platform, user_id)."""


def _person_sql(p: Params, ref: PlayerRef) -> str:
    return (
        "SELECT pe.id, pe.name, pe.platform, pe.user_id, l2.platform, l2.user_id"
        " FROM person_links l JOIN persons pe ON pe.id = l.person_id"
        " JOIN person_links l2 ON l2.person_id = pe.id"
        f" WHERE l.platform = {p(ref.platform)} AND l.user_id = {p(ref.user_id)}"
        " ORDER BY CASE WHEN l2.platform = pe.platform AND l2.user_id = pe.user_id"
        " THEN 0 ELSE 1 END, l2.linked_at, l2.platform"
    )


def _person_of(rows: Sequence[Row]) -> Person | None:
    if not rows:
        return None
    first = rows[0]
    accounts = tuple(PlayerRef(row[4], row[5]) for row in rows)
    return Person(int(first[0]), first[1], PlayerRef(first[2], first[3]), accounts)


class PersonMethods(SqlBase):
    async def person(self, ref: PlayerRef) -> Person | None:
        p = self.params()
        return _person_of(await self._read(_person_sql(p, ref), p.values))

    async def rating_account(self, ref: PlayerRef) -> PlayerRef:
        found = await self.person(ref)
        return found.rating_account if found else ref

    async def link_tries(self, ref: PlayerRef) -> Tries | None:
        p = self.params()
        rows = await self._read(
            f"SELECT since, failures FROM link_tries WHERE platform = {p(ref.platform)}"
            f" AND user_id = {p(ref.user_id)}",
            p.values,
        )
        return Tries(time_of(rows[0][0]), int(rows[0][1])) if rows else None

    async def active_games_of(self, refs: tuple[PlayerRef, ...]) -> int:
        p = self.params()
        seats = " OR ".join(
            f"(blue_platform = {p(r.platform)} AND blue_id = {p(r.user_id)})"
            f" OR (red_platform = {p(r.platform)} AND red_id = {p(r.user_id)})"
            for r in refs
        )
        rows = await self._read(
            f"SELECT count(*) FROM games WHERE status = 'active' AND ({seats or 'false'})",
            p.values,
        )
        return int(rows[0][0])


# ------------------------------------------------------------------ writes
async def person_in(db: Session, ref: PlayerRef) -> Person | None:
    p = Params(db.encoding)
    return _person_of(await db.rows(_person_sql(p, ref), p.values))


async def rating_account(db: Session, known: None, ref: PlayerRef) -> PlayerRef:
    person = await person_in(db, ref)
    return person.rating_account if person else ref


async def put_link_code(
    db: Session, known: None, ref: PlayerRef, digest: str, expires: datetime
) -> None:
    await run(db, "DELETE FROM link_codes WHERE platform = {} AND user_id = {}",
              ref.platform, ref.user_id)
    p = Params(db.encoding)
    await db.execute(
        "INSERT INTO link_codes (digest, platform, user_id, expires_at) VALUES"
        f" ({p.all([digest, ref.platform, ref.user_id])}, {p.time(expires)})",
        p.values,
    )


async def take_link_code(db: Session, known: None, digest: str, now: datetime) -> CodeUse:
    p = Params(db.encoding)
    rows = await db.rows(
        f"SELECT platform, user_id, expires_at, used_at FROM link_codes"
        f" WHERE digest = {p(digest)}{db.encoding.row_lock}",
        p.values,
    )
    if not rows:
        return CodeUse(CodeState.UNKNOWN)
    platform, user_id, expires, used = rows[0]
    maker = PlayerRef(platform, user_id)
    if used is not None:
        return CodeUse(CodeState.USED, maker)
    if time_of(expires) <= now:
        return CodeUse(CodeState.EXPIRED, maker)
    p = Params(db.encoding)
    changed = await db.execute(
        f"UPDATE link_codes SET used_at = {p.time(now)} WHERE digest = {p(digest)}"
        " AND used_at IS NULL",
        p.values,
    )
    return CodeUse(CodeState.TAKEN if changed == 1 else CodeState.USED, maker)


async def count_wrong_code(
    db: Session, known: None, ref: PlayerRef, now: datetime, window_start: datetime
) -> Tries:
    p = Params(db.encoding)
    rows = await db.rows(
        f"SELECT since, failures FROM link_tries WHERE platform = {p(ref.platform)}"
        f" AND user_id = {p(ref.user_id)}{db.encoding.row_lock}",
        p.values,
    )
    tries = Tries(now, 1)
    if rows and time_of(rows[0][0]) >= window_start:
        tries = Tries(time_of(rows[0][0]), int(rows[0][1]) + 1)
    p = Params(db.encoding)
    await db.execute(
        "INSERT INTO link_tries (platform, user_id, since, failures) VALUES"
        f" ({p(ref.platform)}, {p(ref.user_id)}, {p.time(tries.since)}, {p(tries.failures)})"
        " ON CONFLICT (platform, user_id) DO UPDATE SET since = excluded.since,"
        " failures = excluded.failures",
        p.values,
    )
    return tries


async def link_accounts(
    db: Session, known: None, first: PlayerRef, second: PlayerRef, name: str, at: datetime
) -> Person:
    await db.lock_scope(PERSONS_LOCK)
    if await person_in(db, second) is not None:
        raise Conflict(f"{second} is linked already")
    person = await person_in(db, first)
    if person is None:
        p = Params(db.encoding)
        rows = await db.rows(
            "INSERT INTO persons (name, platform, user_id, created_at) VALUES"
            f" ({p.all([name, first.platform, first.user_id])}, {p.time(at)}) RETURNING id",
            p.values,
        )
        await _link(db, first, int(rows[0][0]), at)
        person = Person(int(rows[0][0]), name, first, (first,))
    if any(account.platform == second.platform for account in person.accounts):
        raise Conflict(f"the person has a {second.platform} account already")
    await _link(db, second, person.id, at)
    await merge_ratings(db, second, person.rating_account)
    return Person(person.id, person.name, person.rating_account, (*person.accounts, second))


async def _link(db: Session, ref: PlayerRef, person_id: int, at: datetime) -> None:
    p = Params(db.encoding)
    await db.execute(
        "INSERT INTO person_links (platform, user_id, person_id, linked_at) VALUES"
        f" ({p.all([ref.platform, ref.user_id, person_id])}, {p.time(at)})",
        p.values,
    )


async def _ratings_of(db: Session, ref: PlayerRef) -> list[Row]:
    p = Params(db.encoding)
    return await db.rows(
        "SELECT scope, rating, rd, volatility, games, wins, losses, draws FROM ratings"
        f" WHERE platform = {p(ref.platform)} AND user_id = {p(ref.user_id)} ORDER BY scope",
        p.values,
    )


async def merge_ratings(db: Session, joining: PlayerRef, kept_under: PlayerRef) -> None:
    """``joining``'s ratings join those kept under ``kept_under``, scope by scope: where
    only one has a rating it is the person's; where both have, the rating of the one with
    more rated games there is kept (its deviation and volatility too: the better known),
    and the games, wins, losses and draws of both add up."""
    theirs = {row[0]: row for row in await _ratings_of(db, kept_under)}
    for row in await _ratings_of(db, joining):
        scope = row[0]
        await db.lock_scope(scope)
        other = theirs.get(scope)
        if other is None:
            await run(db, "UPDATE ratings SET platform = {}, user_id = {} WHERE scope = {}"
                      " AND platform = {} AND user_id = {}", kept_under.platform,
                      kept_under.user_id, scope, joining.platform, joining.user_id)
            continue
        best = row if row[4] > other[4] else other
        sums = [int(row[i]) + int(other[i]) for i in (4, 5, 6, 7)]
        await run(db, "UPDATE ratings SET rating = {}, rd = {}, volatility = {}, games = {},"
                  " wins = {}, losses = {}, draws = {} WHERE scope = {} AND platform = {}"
                  " AND user_id = {}", best[1], best[2], best[3], *sums, scope,
                  kept_under.platform, kept_under.user_id)
        await run(db, "DELETE FROM ratings WHERE scope = {} AND platform = {} AND user_id = {}",
                  scope, joining.platform, joining.user_id)


async def _copy_ratings(db: Session, source: PlayerRef, target: PlayerRef) -> None:
    p = Params(db.encoding)
    await db.execute(
        f"INSERT INTO ratings (scope, platform, user_id, {RATING_VALUES})"
        f" SELECT scope, {p(target.platform)}, {p(target.user_id)}, {RATING_VALUES}"
        f" FROM ratings WHERE platform = {p(source.platform)} AND user_id = {p(source.user_id)}"
        " ON CONFLICT (scope, platform, user_id) DO UPDATE SET rating = excluded.rating,"
        " rd = excluded.rd, volatility = excluded.volatility, games = excluded.games,"
        " wins = excluded.wins, losses = excluded.losses, draws = excluded.draws",
        p.values,
    )


async def unlink_account(db: Session, known: None, ref: PlayerRef, at: datetime) -> Person | None:
    await db.lock_scope(PERSONS_LOCK)
    person = await person_in(db, ref)
    if person is None:
        raise Conflict(f"{ref} is linked to nobody")
    others = tuple(account for account in person.accounts if account != ref)
    key = person.rating_account
    if ref == key:  # the person's ratings move to an account that stays; ref keeps a copy
        key = others[0]
        await _copy_ratings(db, ref, key)
        await run(db, "UPDATE persons SET platform = {}, user_id = {} WHERE id = {}",
                  key.platform, key.user_id, person.id)
    else:
        await _copy_ratings(db, key, ref)
    await run(db, "DELETE FROM person_links WHERE platform = {} AND user_id = {}",
              ref.platform, ref.user_id)
    if len(others) > 1:
        return Person(person.id, person.name, key, others)
    await _drop_person(db, person.id)
    return None


async def _drop_person(db: Session, person_id: int) -> None:
    await run(db, "DELETE FROM person_links WHERE person_id = {}", person_id)
    await run(db, "DELETE FROM persons WHERE id = {}", person_id)


async def forget_accounts(
    db: Session, known: None, refs: tuple[PlayerRef, ...], pseudonym: str, name: str
) -> Forgotten:
    await db.lock_scope(PERSONS_LOCK)
    games = 0
    for ref in refs:
        person = await person_in(db, ref)
        if person is not None:
            await _drop_person(db, person.id)
        for side in ("blue", "red"):
            games += await run(
                db, f"UPDATE games SET {side}_id = {{}}, {side}_name = {{}}"
                f" WHERE status <> 'active' AND {side}_platform = {{}} AND {side}_id = {{}}",
                pseudonym, name, ref.platform, ref.user_id,
            )
        for table in ("ratings", "rating_changes", "users", "link_codes", "link_tries"):
            await run(db, f"DELETE FROM {table} WHERE platform = {{}} AND user_id = {{}}",
                      ref.platform, ref.user_id)
        await run(db, "DELETE FROM chats WHERE platform = {} AND chat_id = {}",
                  ref.platform, ref.user_id)  # their private chat's settings
    return Forgotten(refs, games)
