"""The command menus Telegram shows, from the command table: one list per scope (private
chats, groups, group admins) and per language of the catalog, plus the default language's
lists for clients in any other language."""

from __future__ import annotations

from collections.abc import Iterable

from aiogram import Bot
from aiogram.types import (
    BotCommand,
    BotCommandScopeAllChatAdministrators,
    BotCommandScopeAllGroupChats,
    BotCommandScopeAllPrivateChats,
)

from bot.output.wording import Wording
from bot.service import Scope, menu

Scopes = BotCommandScopeAllPrivateChats | BotCommandScopeAllGroupChats | (
    BotCommandScopeAllChatAdministrators
)
SCOPES: dict[Scope, Scopes] = {
    Scope.PRIVATE: BotCommandScopeAllPrivateChats(),
    Scope.GROUP: BotCommandScopeAllGroupChats(),
    Scope.ADMIN: BotCommandScopeAllChatAdministrators(),
}
DESCRIPTION_LIMIT = 256


def commands(wording: Wording, lang: str, scope: Scope) -> list[BotCommand]:
    return [
        BotCommand(
            command=entry.name,
            description=wording.t(lang, entry.description_key)[:DESCRIPTION_LIMIT],
        )
        for entry in menu(scope)
    ]


async def set_menus(
    bot: Bot, wording: Wording, languages: Iterable[str], default: str
) -> None:
    for scope, telegram_scope in SCOPES.items():
        await bot.set_my_commands(commands(wording, default, scope), scope=telegram_scope)
        for lang in languages:
            await bot.set_my_commands(
                commands(wording, lang, scope), scope=telegram_scope, language_code=lang
            )
