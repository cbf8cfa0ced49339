"""Users and chats, for every backend: who a player is (name, handle, language, picture
style), a chat's language and settings, and a chat that got a new id (a Telegram group
that became a supergroup) taking its games, challenges, settings, ratings and
announcements along."""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any

from bot.identity import ChatRef, PlayerRef
from bot.storage.protocol import StorageError
from bot.storage.records import ChatRow, UserRow
from bot.storage.rows import to_json
from bot.storage.scopes import moved_scopes
from bot.storage.sql import Session, SqlBase, in_chat, run, update_one
from bot.storage.values import Params


class UserReads(SqlBase):
    async def user(self, ref: PlayerRef) -> UserRow | None:
        p = self.params()
        rows = await self._read(
            "SELECT name, username, lang, style FROM users"
            f" WHERE platform = {p(ref.platform)} AND user_id = {p(ref.user_id)}",
            p.values,
        )
        return UserRow(ref, *rows[0]) if rows else None

    async def user_by_username(self, platform: str, username: str) -> UserRow | None:
        p = self.params()
        rows = await self._read(
            f"SELECT user_id, name, username, lang, style FROM users"
            f" WHERE platform = {p(platform)}"
            f" AND lower(username) = {p(username.lstrip('@').lower())}"
            " ORDER BY updated_at DESC LIMIT 1",
            p.values,
        )
        if not rows:
            return None
        user_id, *rest = rows[0]
        return UserRow(PlayerRef(platform, user_id), *rest)

    async def chat(self, chat: ChatRef) -> ChatRow | None:
        p = self.params()
        rows = await self._read(
            f"SELECT lang, settings FROM chats WHERE {in_chat(p, chat)}", p.values
        )
        return ChatRow(chat, rows[0][0], json.loads(rows[0][1])) if rows else None


# ------------------------------------------------------------------ writes
async def upsert_user(
    db: Session, known: None, ref: PlayerRef, name: str, username: str | None, at: datetime
) -> None:
    p = Params(db.encoding)
    await db.execute(
        "INSERT INTO users (platform, user_id, name, username, updated_at)"
        f" VALUES ({p.all([ref.platform, ref.user_id, name, username])}, {p.time(at)})"
        " ON CONFLICT (platform, user_id) DO UPDATE SET name = excluded.name,"
        " username = excluded.username, updated_at = excluded.updated_at",
        p.values,
    )


async def set_user_lang(db: Session, known: None, ref: PlayerRef, lang: str | None) -> None:
    await update_one(
        db, StorageError(f"unknown user {ref}"),
        "UPDATE users SET lang = {} WHERE platform = {} AND user_id = {}",
        lang, ref.platform, ref.user_id,
    )


async def set_user_style(db: Session, known: None, ref: PlayerRef, style: str | None) -> None:
    await update_one(
        db, StorageError(f"unknown user {ref}"),
        "UPDATE users SET style = {} WHERE platform = {} AND user_id = {}",
        style, ref.platform, ref.user_id,
    )


async def set_chat_lang(db: Session, known: None, chat: ChatRef, lang: str | None) -> None:
    p = Params(db.encoding)
    await db.execute(
        "INSERT INTO chats (platform, chat_id, thread_id, lang)"
        f" VALUES ({p.all([chat.platform, chat.chat_id, chat.thread_id, lang])})"
        " ON CONFLICT (platform, chat_id, thread_id) DO UPDATE SET lang = excluded.lang",
        p.values,
    )


async def update_chat_settings(
    db: Session, known: dict[str, Any] | None, chat: ChatRef, changes: dict[str, Any]
) -> dict[str, Any]:
    """Merge ``changes`` into the chat's settings (a ``None`` value removes the key) under
    the chat row's lock, the row made first if missing, so concurrent changes of different
    keys all stay; the merged settings."""
    p = Params(db.encoding)
    await db.execute(
        "INSERT INTO chats (platform, chat_id, thread_id)"
        f" VALUES ({p.all([chat.platform, chat.chat_id, chat.thread_id])}) ON CONFLICT DO NOTHING",
        p.values,
    )
    p = Params(db.encoding)
    rows = await db.rows(
        f"SELECT settings FROM chats WHERE {in_chat(p, chat)}{db.encoding.row_lock}", p.values
    )
    settings: dict[str, Any] = json.loads(rows[0][0])
    for key, value in changes.items():
        if value is None:
            settings.pop(key, None)
        else:
            settings[key] = value
    p = Params(db.encoding)
    sql = f"UPDATE chats SET settings = {p(to_json(settings))} WHERE {in_chat(p, chat)}"
    await db.execute(sql, p.values)
    return settings


async def move_chat(
    db: Session, known: list[int] | None, platform: str, old_id: str, new_id: str
) -> list[int]:
    """A chat's new id: what the new id already holds is kept (``NOT EXISTS``), the old
    id's rows that could not move are dropped; the ids of the games moved."""
    p = Params(db.encoding)
    rows = await db.rows(
        f"SELECT id FROM games WHERE platform = {p(platform)} AND chat_id = {p(old_id)}"
        " ORDER BY id",
        p.values,
    )
    for table in ("games", "challenges", "outbox", "tournaments"):
        await run(db, f"UPDATE {table} SET chat_id = {{}} WHERE platform = {{}}"
                   " AND chat_id = {}", new_id, platform, old_id)
    await run(
        db,
        "UPDATE chats SET chat_id = {} WHERE platform = {} AND chat_id = {} AND NOT EXISTS"
        " (SELECT 1 FROM chats AS taken WHERE taken.platform = chats.platform"
        " AND taken.chat_id = {} AND taken.thread_id = chats.thread_id)",
        new_id, platform, old_id, new_id,
    )
    await run(db, "DELETE FROM chats WHERE platform = {} AND chat_id = {}", platform, old_id)
    scopes = moved_scopes(ChatRef(platform, old_id), ChatRef(platform, new_id))
    for old, new in scopes.items():
        await _move_scope(db, old, new)
    return [int(row[0]) for row in rows]


async def _move_scope(db: Session, old: str, new: str) -> None:
    await run(
        db,
        "UPDATE ratings SET scope = {} WHERE scope = {} AND NOT EXISTS"
        " (SELECT 1 FROM ratings AS taken WHERE taken.scope = {}"
        " AND taken.platform = ratings.platform AND taken.user_id = ratings.user_id)",
        new, old, new,
    )
    await run(db, "DELETE FROM ratings WHERE scope = {}", old)
    await run(db, "UPDATE rating_changes SET scope = {} WHERE scope = {}", new, old)
