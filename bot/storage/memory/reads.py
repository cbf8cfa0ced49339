"""The in-memory store's reads: each the SQL query of the shared modules, said in Python
over the committed tables (filters, the same orders, the same limits)."""

from __future__ import annotations

import json
from collections.abc import Collection, Iterable
from datetime import datetime
from typing import Any

from bot.identity import ChatRef, PlayerRef
from bot.ratings import Rating
from bot.storage.memory.tables import (
    GAME_NAMES,
    Row,
    Tables,
    challenge_of,
    offer_of,
    utc,
)
from bot.storage.records import (
    ChallengeRow,
    ChallengeStatus,
    ChatRow,
    FinishedGames,
    GameRow,
    GameStatus,
    MoveRow,
    OfferRow,
    RatingChange,
    RatingRow,
    Tally,
    UserRow,
)
from bot.storage.rows import UnreadableGame, from_json, readable_game

ACTIVE, FINISHED = GameStatus.ACTIVE.value, GameStatus.FINISHED.value
PENDING = ChallengeStatus.PENDING.value


def rating_of(t: Tables, scope: str, ref: PlayerRef) -> RatingRow | None:
    row = t.ratings.get((scope, ref.platform, ref.user_id))
    return None if row is None else _rating_row(t, row)


def _rating_row(t: Tables, row: Row) -> RatingRow:
    user = t.users.get((row["platform"], row["user_id"]))
    return RatingRow(
        scope=row["scope"],
        ref=PlayerRef(row["platform"], row["user_id"]),
        name=user["name"] if user is not None else row["name"],
        rating=Rating(row["rating"], row["rd"], row["volatility"], row["games"]),
        wins=row["wins"],
        losses=row["losses"],
        draws=row["draws"],
    )


def readable(row: Row) -> bool:
    """:data:`bot.storage.rows.READABLE`: the game is not set aside."""
    return row.get("set_aside") is None


def in_chat(row: Row, chat: ChatRef) -> bool:
    return (row["platform"], row["chat_id"], row["thread_id"]) == (
        chat.platform, chat.chat_id, chat.thread_id
    )


def seated(row: Row, ref: PlayerRef) -> bool:
    seats = (row["blue_platform"], row["blue_id"]), (row["red_platform"], row["red_id"])
    return _key(ref) in seats


def _among(row: Row, platforms: Collection[str] | None) -> bool:
    return platforms is None or row["platform"] in platforms


def _due(
    rows: Iterable[Row], column: str, now: datetime, platforms: Collection[str] | None, limit: int
) -> list[Row]:
    """The sweeper's order: of ``rows``, those of ``platforms`` whose ``column`` has come by
    ``now``, the earliest first (then by id), at most ``limit``."""
    moment = utc(now)
    due = [r for r in rows
           if r[column] is not None and r[column] <= moment and _among(r, platforms)]
    due.sort(key=lambda r: (r[column], r["id"]))
    return due[:limit]


def winner(row: Row) -> Any:
    """``result``'s ``winner`` key, as SQL reads it (``None`` without a result)."""
    return (from_json(row["result"]) or {}).get("winner")


class MemoryReads:
    def _tables(self) -> Tables:
        raise NotImplementedError

    async def set_game_aside(self, game_id: int, reason: str) -> bool:
        """:class:`bot.storage.memory.set_aside.MemorySetAside`'s, a base before this one."""
        raise NotImplementedError

    async def _games(self, rows: Iterable[Row]) -> list[GameRow]:
        """:meth:`bot.storage.sql.SqlBase._games`: the readable games of ``rows``, any
        other set aside."""
        games = []
        for row in list(rows):
            if not readable(row):
                continue
            try:
                games.append(readable_game([row[name] for name in GAME_NAMES]))
            except UnreadableGame as unreadable:
                await self.set_game_aside(unreadable.game_id, unreadable.reason)
        return games

    async def game(self, game_id: int) -> GameRow | None:
        row = self._tables().games.get(game_id)
        found = await self._games([] if row is None else [row])
        return found[0] if found else None

    async def game_versions(self, game_ids: Collection[int]) -> dict[int, int]:
        games = self._tables().games
        return {game_id: int(games[game_id]["version"]) for game_id in game_ids if game_id in games}

    async def moves(self, game_id: int, after_ply: int = 0) -> list[MoveRow]:
        return [m for m in self._tables().moves.get(game_id, ()) if m.ply > after_ply]

    async def active_games(self, chat: ChatRef) -> list[GameRow]:
        t = self._tables()
        return await self._games(r for _, r in sorted(t.games.items())
                                 if in_chat(r, chat) and r["status"] == ACTIVE)

    async def challenge(self, challenge_id: int) -> ChallengeRow | None:
        row = self._tables().challenges.get(challenge_id)
        return None if row is None else challenge_of(row)

    async def pending_challenges(self, chat: ChatRef, now: datetime) -> list[ChallengeRow]:
        t, moment = self._tables(), utc(now)
        return [challenge_of(r) for _, r in sorted(t.challenges.items())
                if in_chat(r, chat) and r["status"] == PENDING and r["expires_at"] > moment]

    async def challenges_in(self, chat: ChatRef) -> list[ChallengeRow]:
        t = self._tables()
        return [challenge_of(r) for _, r in sorted(t.challenges.items()) if in_chat(r, chat)]

    async def offer(self, offer_id: int) -> OfferRow | None:
        row = self._tables().offers.get(offer_id)
        return None if row is None else offer_of(row)

    async def last_challenge(self, ref: PlayerRef) -> ChallengeRow | None:
        t = self._tables()
        mine = [row for _, row in sorted(t.challenges.items())
                if (row["challenger_platform"], row["challenger_id"]) == _key(ref)
                and row["computer"] is None]
        return challenge_of(mine[-1]) if mine else None

    async def user(self, ref: PlayerRef) -> UserRow | None:
        row = self._tables().users.get((ref.platform, ref.user_id))
        return None if row is None else _user_of(ref, row)

    async def user_by_username(self, platform: str, username: str) -> UserRow | None:
        handle = username.lstrip("@").lower()
        found = [r for (p, _), r in self._tables().users.items()
                 if p == platform and r["username"] is not None
                 and r["username"].lower() == handle]
        if not found:
            return None
        row = max(found, key=lambda r: r["updated_at"])
        return _user_of(PlayerRef(platform, row["user_id"]), row)

    async def chat(self, chat: ChatRef) -> ChatRow | None:
        row = self._tables().chats.get((chat.platform, chat.chat_id, chat.thread_id))
        return None if row is None else ChatRow(chat, row["lang"], json.loads(row["settings"]))

    async def event_seen(self, event: str) -> bool:
        return event in self._tables().events

    async def meta(self, key: str) -> str | None:
        return self._tables().meta.get(key)

    # ------------------------------------------------------------- history
    async def finished_games(self, page: FinishedGames) -> list[GameRow]:
        t, chat, player = self._tables(), page.chat, page.player
        rows = [r for r in t.games.values() if r["status"] == FINISHED and readable(r)]
        if page.before_game is not None:
            before = t.games.get(page.before_game)
            if before is None:  # SQL compares with NULL: no row
                return []
            key = (before["updated_at"], before["id"])
            rows = [r for r in rows if (r["updated_at"], r["id"]) < key]
        if chat is not None:
            group = (chat.platform, chat.chat_id)
            rows = [r for r in rows if (r["platform"], r["chat_id"]) == group]
        if player is not None:
            rows = [r for r in rows if seated(r, player)]
        rows.sort(key=lambda r: (r["updated_at"], r["id"]), reverse=True)
        return await self._games(rows[: page.limit])

    async def open_count(self, chat: ChatRef, ref: PlayerRef, now: datetime) -> int:
        t, group, moment = self._tables(), (chat.platform, chat.chat_id), utc(now)
        games = sum(1 for r in t.games.values()
                    if (r["platform"], r["chat_id"]) == group and r["status"] == ACTIVE
                    and readable(r) and seated(r, ref))
        challenges = sum(1 for r in t.challenges.values()
                         if (r["platform"], r["chat_id"]) == group and r["status"] == PENDING
                         and r["expires_at"] > moment
                         and (r["challenger_platform"], r["challenger_id"]) == _key(ref))
        return games + challenges

    async def players_games(self, chat: ChatRef, ref: PlayerRef) -> list[GameRow]:
        t, group = self._tables(), (chat.platform, chat.chat_id)
        return await self._games(r for _, r in sorted(t.games.items())
                                 if (r["platform"], r["chat_id"]) == group
                                 and r["status"] == ACTIVE and seated(r, ref))

    async def head_to_head(self, first: PlayerRef, second: PlayerRef) -> Tally:
        wins = losses = draws = 0
        for r in self._tables().games.values():
            if r["status"] != FINISHED or not _between(r, first, second):
                continue
            won, mine = winner(r), first.user_id
            wins += (r["blue_id"] == mine and won == 1) or (r["red_id"] == mine and won == 2)
            losses += (r["blue_id"] == mine and won == 2) or (r["red_id"] == mine and won == 1)
            draws += won is None
        return Tally(wins, losses, draws)

    # ------------------------------------------------------------- ratings
    async def rating(self, scope: str, ref: PlayerRef) -> RatingRow | None:
        return rating_of(self._tables(), scope, ref)

    async def leaderboard(self, scope: str, min_games: int, limit: int) -> list[RatingRow]:
        t = self._tables()
        rows = [r for r in t.ratings.values() if r["scope"] == scope and r["games"] >= min_games]
        rows.sort(key=lambda r: (-r["rating"], -r["games"], r["user_id"]))
        return [_rating_row(t, r) for r in rows[:limit]]

    async def rank(self, scope: str, ref: PlayerRef, min_games: int) -> int | None:
        t = self._tables()
        mine = t.ratings.get((scope, ref.platform, ref.user_id))
        if mine is None or mine["games"] < min_games:
            return None
        return 1 + sum(1 for r in t.ratings.values() if r["scope"] == scope
                       and r["games"] >= min_games and r["rating"] > mine["rating"])

    async def rating_changes(self, game_id: int) -> list[RatingChange]:
        changes = sorted(self._tables().rating_changes.items())
        return [change for key, change in changes if key[0] == game_id]

    async def scope_games(self, scopes: Collection[str]) -> dict[str, int]:
        counts: dict[str, int] = {}
        for row in self._tables().ratings.values():
            if row["scope"] in scopes:
                counts[row["scope"]] = counts.get(row["scope"], 0) + row["games"]
        return counts

    async def rated_games(self) -> list[GameRow]:
        rows = [r for r in self._tables().games.values()
                if r["status"] == FINISHED and r["rated"] and readable(r)]
        rows.sort(key=lambda r: (r["updated_at"], r["id"]))
        return await self._games(rows)

    # ------------------------------------------------------------- sweeper
    async def due_games(
        self, now: datetime, platforms: Collection[str] | None = None, limit: int = 100
    ) -> list[GameRow]:
        active = (r for r in self._tables().games.values()
                  if r["status"] == ACTIVE and readable(r))
        return await self._games(_due(active, "deadline", now, platforms, limit))

    async def due_reminders(
        self, now: datetime, platforms: Collection[str] | None = None, limit: int = 100
    ) -> list[GameRow]:
        moment = utc(now)
        in_time = (r for r in self._tables().games.values() if r["status"] == ACTIVE
                   and readable(r) and r["deadline"] is not None and r["deadline"] > moment)
        return await self._games(_due(in_time, "remind_at", now, platforms, limit))

    async def expired_challenges(
        self, now: datetime, platforms: Collection[str] | None = None, limit: int = 100
    ) -> list[ChallengeRow]:
        pending = (r for r in self._tables().challenges.values() if r["status"] == PENDING)
        return [challenge_of(r) for r in _due(pending, "expires_at", now, platforms, limit)]

    async def engine_turns(self, engine_platform: str, limit: int = 100) -> list[int]:
        p = engine_platform
        return [
            game_id for game_id, r in sorted(self._tables().games.items())
            if r["status"] == ACTIVE and readable(r) and (
                (r["blue_platform"] == p and (r["to_move"] == 1 or r["draw_offer"] == 2))
                or (r["red_platform"] == p and (r["to_move"] == 2 or r["draw_offer"] == 1)))
        ][:limit]

    async def outbox_waiting(self, platform: str | None = None) -> int:
        return sum(1 for r in self._tables().outbox.values()
                   if r["sent_at"] is None and platform in (None, r["platform"]))


def _between(row: Row, first: PlayerRef, second: PlayerRef) -> bool:
    blue = (row["blue_platform"], row["blue_id"])
    red = (row["red_platform"], row["red_id"])
    return (blue, red) in ((_key(first), _key(second)), (_key(second), _key(first)))


def _key(ref: PlayerRef) -> tuple[str, str]:
    return ref.platform, ref.user_id


def _user_of(ref: PlayerRef, row: Row) -> UserRow:
    return UserRow(ref, row["name"], row["username"], row["lang"], row.get("style"))
