"""One open transaction of the in-memory store: the port's writes on the transaction's copy
of the tables, with the checks the SQL stores make (a stale version, a ply or a rating
change stored twice, a challenge that moved on: ``Conflict``)."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from typing import Any

from bot.identity import ChatRef, PlayerRef
from bot.storage.memory.analyses import MemoryAnalysisWrites
from bot.storage.memory.reads import rating_of
from bot.storage.memory.tables import MEMORY, Row, Tables, names, utc
from bot.storage.memory.tournaments import MemoryTournamentWrites
from bot.storage.protocol import Conflict, StorageError
from bot.storage.records import (
    ChallengeUpdate,
    GameUpdate,
    MoveRow,
    NewChallenge,
    NewGame,
    NewOutbox,
    RatingChange,
    RatingRow,
    moved_scopes,
)
from bot.storage.rows import from_json, to_json
from bot.storage.values import (
    NEW_CHALLENGE_COLUMNS,
    NEW_GAME_COLUMNS,
    new_challenge_values,
    new_game_values,
)

NEW_GAME_NAMES = names(NEW_GAME_COLUMNS)
NEW_CHALLENGE_NAMES = names(NEW_CHALLENGE_COLUMNS)
GAME_DEFAULTS: Row = dict.fromkeys(
    ("draw_offer", "result", "card_message_id", "card_ply", "card_carrier", "card_version",
     "takeback_offer", "set_aside", "set_aside_at", "end_offer")
) | {"takebacks": 0, "hints": 0}


class MemoryTransaction(MemoryTournamentWrites, MemoryAnalysisWrites):
    """The write methods of one transaction; nobody else writes until it ends."""

    def __init__(self, tables: Tables) -> None:
        self.tables = tables

    # ------------------------------------------------------------------- games
    async def insert_game(self, game: NewGame) -> int:
        game_id = self.tables.new_id("games")
        row = dict(zip(NEW_GAME_NAMES, new_game_values(game, MEMORY), strict=True))
        self.tables.games[game_id] = {**GAME_DEFAULTS, **row, "id": game_id}
        return game_id

    async def update_game(self, game_id: int, expected_version: int, update: GameUpdate) -> int:
        row = self.tables.games.get(game_id)
        if row is None or row["version"] != expected_version:
            raise Conflict(f"game {game_id} is no longer at version {expected_version}")
        self.tables.games[game_id] = {
            **row,
            "status": update.status.value,
            "ply": update.ply,
            "to_move": update.to_move,
            "draw_offer": update.draw_offer,
            "result": to_json(update.result),
            "updated_at": utc(update.updated_at),
            "clock": to_json(update.clock),
            "deadline": utc(update.deadline),
            "remind_at": utc(update.remind_at),
            "card_due": utc(update.card_due),
            "takeback_offer": update.takeback_offer,
            "takebacks": update.takebacks,
            "hints": update.hints,
            "end_offer": update.end_offer,
            "version": expected_version + 1,
        }
        return expected_version + 1

    async def insert_move(self, game_id: int, move: MoveRow) -> None:
        moves = self.tables.moves.get(game_id, ())
        if game_id not in self.tables.games or any(m.ply == move.ply for m in moves):
            raise Conflict(f"game {game_id} already has move {move.ply}")
        stored = MoveRow(move.ply, move.color, move.x, move.y, utc(move.at) or move.at,
                         move.realms)
        self.tables.moves[game_id] = tuple(sorted((*moves, stored), key=lambda m: m.ply))

    async def delete_moves_from(self, game_id: int, ply: int) -> None:
        moves = self.tables.moves.get(game_id, ())
        self.tables.moves[game_id] = tuple(m for m in moves if m.ply < ply)

    async def move_game(self, game_id: int, chat: ChatRef) -> None:
        row = self.tables.games.get(game_id)
        if row is None:
            raise Conflict(f"no game {game_id}")
        self.tables.games[game_id] = {**row, **_chat_columns(chat)}

    # -------------------------------------------------------------- challenges
    async def insert_challenge(self, challenge: NewChallenge) -> int:
        challenge_id = self.tables.new_id("challenges")
        values = new_challenge_values(challenge, MEMORY)
        row = dict(zip(NEW_CHALLENGE_NAMES, values, strict=True))
        self.tables.challenges[challenge_id] = {
            **row, "id": challenge_id, "game_id": None, "card_message_id": None
        }
        return challenge_id

    async def update_challenge(self, challenge_id: int, change: ChallengeUpdate) -> None:
        row = self.tables.challenges.get(challenge_id)
        if row is None or row["status"] != change.expected.value:
            raise Conflict(f"challenge {challenge_id} is no longer {change.expected.value}")
        game = row["game_id"] if change.game_id is None else change.game_id
        self.tables.challenges[challenge_id] = {
            **row, "status": change.status.value, "game_id": game
        }

    # ------------------------------------------------------------ users, chats
    async def upsert_user(
        self, ref: PlayerRef, name: str, username: str | None, at: datetime
    ) -> None:
        key = (ref.platform, ref.user_id)
        known = self.tables.users.get(key, {})
        self.tables.users[key] = {"platform": ref.platform, "user_id": ref.user_id,
                                  "name": name, "username": username,
                                  "lang": known.get("lang"), "style": known.get("style"),
                                  "updated_at": utc(at)}

    async def set_user_lang(self, ref: PlayerRef, lang: str | None) -> None:
        self._set_user(ref, "lang", lang)

    async def set_user_style(self, ref: PlayerRef, style: str | None) -> None:
        self._set_user(ref, "style", style)

    def _set_user(self, ref: PlayerRef, column: str, value: str | None) -> None:
        key = (ref.platform, ref.user_id)
        if key not in self.tables.users:
            raise StorageError(f"unknown user {ref}")
        self.tables.users[key] = {**self.tables.users[key], column: value}

    def _chat(self, chat: ChatRef) -> Row:
        """The chat's row, made (with no language and no settings) if missing."""
        key = (chat.platform, chat.chat_id, chat.thread_id)
        return self.tables.chats.get(key) or {**_chat_columns(chat), "lang": None,
                                              "settings": "{}"}

    async def set_chat_lang(self, chat: ChatRef, lang: str | None) -> None:
        key = (chat.platform, chat.chat_id, chat.thread_id)
        self.tables.chats[key] = {**self._chat(chat), "lang": lang}

    async def update_chat_settings(self, chat: ChatRef, changes: dict[str, Any]) -> dict[str, Any]:
        settings: dict[str, Any] = from_json(self._chat(chat)["settings"])
        for key, value in changes.items():
            if value is None:
                settings.pop(key, None)
            else:
                settings[key] = value
        chat_key = (chat.platform, chat.chat_id, chat.thread_id)
        self.tables.chats[chat_key] = {**self._chat(chat), "settings": to_json(settings)}
        return settings

    async def move_chat(self, platform: str, old_id: str, new_id: str) -> list[int]:
        t = self.tables
        moved = sorted(i for i, r in t.games.items() if (r["platform"], r["chat_id"]) == (
            platform, old_id))
        for table in (t.games, t.challenges, t.outbox):
            for row_id, row in list(table.items()):
                if (row["platform"], row["chat_id"]) == (platform, old_id):
                    table[row_id] = {**row, "chat_id": new_id}
        for tournament_id, held in list(t.tournaments.items()):
            if (held.chat.platform, held.chat.chat_id) == (platform, old_id):
                moved_chat = replace(held.chat, chat_id=new_id)
                t.tournaments[tournament_id] = replace(held, chat=moved_chat)
        for (p, chat_id, thread), row in list(t.chats.items()):
            if (p, chat_id) == (platform, old_id):
                del t.chats[(p, chat_id, thread)]
                t.chats.setdefault((p, new_id, thread), {**row, "chat_id": new_id})
        scopes = moved_scopes(ChatRef(platform, old_id), ChatRef(platform, new_id))
        for (scope, p, user), row in list(t.ratings.items()):
            if scope in scopes:
                new = scopes[scope]
                del t.ratings[(scope, p, user)]
                t.ratings.setdefault((new, p, user), {**row, "scope": new})
        for key, change in list(t.rating_changes.items()):
            if key[1] in scopes:
                new = scopes[key[1]]
                del t.rating_changes[key]
                t.rating_changes[(key[0], new, *key[2:])] = RatingChange(
                    change.game_id, new, change.ref, change.before, change.after
                )
        return moved

    # ----------------------------------------------------------------- ratings
    async def rating(self, scope: str, ref: PlayerRef) -> RatingRow | None:
        return rating_of(self.tables, scope, ref)

    async def put_rating(self, row: RatingRow, at: datetime) -> None:
        r = row.rating
        self.tables.ratings[(row.scope, row.ref.platform, row.ref.user_id)] = {
            "scope": row.scope, "platform": row.ref.platform, "user_id": row.ref.user_id,
            "name": row.name, "rating": float(r.rating), "rd": float(r.rd),
            "volatility": float(r.volatility), "games": r.games, "wins": row.wins,
            "losses": row.losses, "draws": row.draws, "updated_at": utc(at),
        }

    async def clear_ratings(self) -> None:
        self.tables.ratings.clear()
        self.tables.rating_changes.clear()

    async def insert_rating_change(self, change: RatingChange) -> None:
        key = (change.game_id, change.scope, change.ref.platform, change.ref.user_id)
        if key in self.tables.rating_changes or change.game_id not in self.tables.games:
            raise Conflict(f"game {change.game_id} was already rated")
        self.tables.rating_changes[key] = RatingChange(
            change.game_id, change.scope, change.ref, float(change.before), float(change.after)
        )

    # ------------------------------------------------------------------ outbox
    async def enqueue(self, item: NewOutbox) -> int:
        row_id = self.tables.new_id("outbox")
        self.tables.outbox[row_id] = {
            "id": row_id, **_chat_columns(item.chat), "payload": to_json(item.payload),
            "created_at": utc(item.at), "due_at": utc(item.at), "lease_owner": None,
            "lease_until": None, "attempts": 0, "sent_at": None,
        }
        return row_id


def _chat_columns(chat: ChatRef) -> Row:
    return {"platform": chat.platform, "chat_id": chat.chat_id, "thread_id": chat.thread_id}
