"""What every feature's router is made of: its commands (by name and alias, from the
command table) and its buttons (by action, from the button codec's patterns), each
handed to the adapter the dispatcher carries."""

from __future__ import annotations

from collections.abc import Iterable

from aiogram import F, Router
from aiogram.filters import Command
from aiogram.types import CallbackQuery, Message

from bot.service import Action, command, template
from bot.telegram.adapter import TelegramAdapter


def names(*commands: str) -> list[str]:
    """The commands with their aliases (``/m`` for ``/move``)."""
    found: list[str] = []
    for name in commands:
        entry = command(name)
        assert entry is not None, name
        found += [entry.name, *entry.aliases]
    return found


async def on_message(message: Message, adapter: TelegramAdapter) -> None:
    await adapter.on_message(message)


async def on_topic(message: Message, adapter: TelegramAdapter) -> None:
    await adapter.on_topic(message)


async def on_press(query: CallbackQuery, adapter: TelegramAdapter) -> None:
    await adapter.on_press(query)


def feature_router(name: str, commands: Iterable[str], actions: Iterable[Action]) -> Router:
    router = Router(name=name)
    router.message.register(on_message, Command(*names(*commands)))
    for action in actions:
        router.callback_query.register(on_press, F.data.regexp(rf"^{template(action)}$"))
    return router
