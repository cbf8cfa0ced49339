"""Inline mode: the queries typed after the bot's name in any chat, the result chosen,
and the guest messages that mention the bot in a chat it is not in; each handed to the
adapter's inline mode (:class:`bot.telegram.inline.InlineMode`)."""

from __future__ import annotations

from aiogram import Router
from aiogram.types import ChosenInlineResult, InlineQuery, Message

from bot.telegram.adapter import TelegramAdapter


async def on_inline_query(query: InlineQuery, adapter: TelegramAdapter) -> None:
    await adapter.inline.on_query(query)


async def on_chosen(chosen: ChosenInlineResult, adapter: TelegramAdapter) -> None:
    await adapter.inline.on_chosen(chosen)


async def on_guest(message: Message, adapter: TelegramAdapter) -> None:
    await adapter.inline.on_guest(message)


def router() -> Router:
    found = Router(name="inline")
    found.inline_query.register(on_inline_query)
    found.chosen_inline_result.register(on_chosen)
    found.guest_message.register(on_guest)
    return found
