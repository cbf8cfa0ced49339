"""The end of a run: the database against what the players did and what the fake platform
received. Every stored game is read with the storage API and replayed with core.

* lost: a move acknowledged (its update answered 200) that is not stored at its ply;
* doubled: a stored move no player made at that ply (a move applied twice lands on a later
  ply), a game that does not replay, a second game or challenge in one chat;
* sent twice: a card (game, ply) shown more than once, a challenge card posted twice;
* never sent: a stored ply whose card never reached the platform, an outbox row still
  waiting at the end.
"""

from __future__ import annotations

import sqlite3
from collections import Counter
from collections.abc import Sequence
from contextlib import closing
from dataclasses import dataclass, field

import asyncpg

from bench.workers.discord_games import DiscordSeen, DiscordTable
from bench.workers.platform import Seen
from bench.workers.telegram_games import TelegramTable
from bot.service.games.replay import replay
from bot.storage import Storage, open_storage
from core import DotsError

Card = tuple[int, int]
COUNTS = "SELECT (SELECT count(*) FROM games), (SELECT count(*) FROM challenges)," \
         " (SELECT count(*) FROM outbox WHERE sent_at IS NULL)"


@dataclass
class Reckoning:
    lost: int = 0
    doubled: int = 0
    sent_twice: int = 0
    never_sent: int = 0
    stored_moves: int = 0
    notes: list[str] = field(default_factory=list)

    @property
    def clean(self) -> bool:
        return not (self.lost or self.doubled or self.sent_twice or self.never_sent)

    def note(self, text: str) -> None:
        if len(self.notes) < 20:
            self.notes.append(text)


async def database_counts(url: str) -> tuple[int, int, int]:
    """Games, challenges and undelivered outbox rows, by SQL."""
    if url.startswith("sqlite:///"):
        with closing(sqlite3.connect(url.removeprefix("sqlite:///"))) as db:
            games, challenges, waiting = db.execute(COUNTS).fetchone()
            return int(games), int(challenges), int(waiting)
    conn = await asyncpg.connect(url)
    try:
        row = await conn.fetchrow(COUNTS)
        assert row is not None
        return int(row[0]), int(row[1]), int(row[2])
    finally:
        await conn.close()


Table = TelegramTable | DiscordTable


def shown_cards(telegram: Sequence[Seen], discord: Sequence[DiscordSeen]) -> Counter[Card]:
    """How many times each (game, ply) card reached either platform."""
    cards: Counter[Card] = Counter(s.card for s in telegram if s.ok and s.card is not None)
    cards.update(s.card for s in discord if s.call.status < 300 and s.card is not None)
    return cards


async def reconcile(
    url: str, tables: Sequence[Table], seen: Sequence[Seen], discord: Sequence[DiscordSeen] = ()
) -> Reckoning:
    found = Reckoning()
    cards = shown_cards(seen, discord)
    shows: dict[Card, list[Seen]] = {}
    for s in seen:
        if s.ok and s.card is not None:
            shows.setdefault(s.card, []).append(s)
    challenge_cards = Counter(
        s.chat_id for s in seen
        if s.ok and s.method == "sendmessage" and "callback_data" in str(s.call.params.get(
            "reply_markup")) and "Accept" in str(s.call.params.get("reply_markup"))
    )
    found.sent_twice += sum(n - 1 for n in challenge_cards.values() if n > 1)
    storage = open_storage(url, migrate=False)
    await storage.open()
    try:
        for table in tables:
            await _one_game(storage, table, cards, found, shows)
    finally:
        await storage.close()
    games, challenges, waiting = await database_counts(url)
    expected = sum(1 for table in tables if table.game_id is not None)
    if games > expected:
        found.doubled += games - expected
        found.note(f"{games} games stored, {expected} begun")
    if challenges > len(tables):
        found.doubled += challenges - len(tables)
        found.note(f"{challenges} challenges stored for {len(tables)} chats")
    if waiting:
        found.never_sent += waiting
        found.note(f"{waiting} outbox rows never delivered")
    return found


async def _one_game(
    storage: Storage, table: Table, cards: Counter[Card],
    found: Reckoning, shows: dict[Card, list[Seen]],
) -> None:
    acked = [m for m in table.moves if m.posted.acked is not None]
    if table.game_id is None:
        if acked:
            found.lost += len(acked)
        return
    row = await storage.game(table.game_id)
    if row is None:
        found.lost += len(acked)
        found.note(f"game {table.game_id} missing")
        return
    stored = await storage.moves(table.game_id)
    found.stored_moves += len(stored)
    try:
        replay(row, stored)
    except DotsError as error:
        found.doubled += 1
        found.note(f"game {row.id} does not replay: {error}")
    if row.ply != len(stored):
        found.doubled += 1
        found.note(f"game {row.id}: row says ply {row.ply}, {len(stored)} moves stored")
    made = {m.ply: (m.x, m.y) for m in table.moves}
    for move in stored:
        if made.get(move.ply) != (move.x, move.y):
            found.doubled += 1
            found.note(f"game {row.id} ply {move.ply}: {move.x}-{move.y} not made there")
    plies = {move.ply for move in stored}
    for record in acked:
        if record.ply not in plies:
            found.lost += 1
            found.note(f"game {row.id}: acknowledged move {record.ply} not stored")
    for ply in range(len(stored) + 1):
        shown = cards.get((row.id, ply), 0)
        if shown == 0:
            found.never_sent += 1
            found.note(f"game {row.id}: no card for ply {ply}")
        elif shown > 1:
            found.sent_twice += shown - 1
            found.note(f"game {row.id}: card for ply {ply} shown {shown} times"
                       f"{_how(shows.get((row.id, ply), []), table, ply)}")


def _how(calls: Sequence[Seen], table: Table, ply: int) -> str:
    """How a card came to be shown more than once: the calls, seconds after the update
    of its move was first posted, and how often that update was posted."""
    record = next((m for m in table.moves if m.ply == ply), None)
    if record is None or not calls:
        return ""
    when = ", ".join(f"{c.method} +{c.at - record.posted.at:.1f}s" for c in calls)
    return f" ({when}; the update posted {record.posted.tries}x)"
