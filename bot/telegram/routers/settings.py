"""Help, rules, languages, picture styles and the chat's settings (changed by its
admins); a group that became a supergroup keeps its games, settings and ratings."""

from __future__ import annotations

from aiogram import F, Router
from aiogram.types import Message

from bot.telegram.adapter import TelegramAdapter
from bot.telegram.routing import feature_router

COMMANDS = ("help", "rules", "settings", "lang", "style", "time")


async def on_migrated(message: Message, adapter: TelegramAdapter) -> None:
    await adapter.on_migrated(message)


def router() -> Router:
    found = feature_router("settings", COMMANDS, ())
    found.message.register(on_migrated, F.migrate_to_chat_id)
    return found
