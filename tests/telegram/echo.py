"""A tiny router for the transport tests (no game in it): it answers what it was sent, so a
test sees what the real aiogram dispatcher made of the fake's updates. ``worker`` comes in
as dispatcher data and names the process that answered."""

from __future__ import annotations

from aiogram import Bot, F, Router
from aiogram.filters import Command
from aiogram.types import CallbackQuery, InlineKeyboardButton, InlineKeyboardMarkup, Message


def press_keyboard(data: str) -> InlineKeyboardMarkup:
    return InlineKeyboardMarkup(
        inline_keyboard=[[InlineKeyboardButton(text="Press", callback_data=data)]]
    )


def describe(message: Message) -> str:
    """The parts of a message the adapter will rely on, in one line."""
    marks = []
    for entity in message.entities or []:
        mark = entity.type
        if entity.user is not None:
            mark += f":{entity.user.id}"
        marks.append(f"{mark}={entity.extract_from(message.text or '')}")
    parts = [message.chat.type, " ".join(marks)]
    if message.reply_to_message is not None:
        parts.append(f"reply to {message.reply_to_message.message_id}")
    if message.is_topic_message:
        parts.append(f"topic {message.message_thread_id}")
    if message.sender_chat is not None:
        parts.append("as the chat")
    return " | ".join(part for part in parts if part)


def echo_router() -> Router:
    router = Router(name="echo")

    @router.message(Command("start"))
    async def start(message: Message, worker: str = "") -> None:
        name = message.from_user.first_name if message.from_user else "?"
        await message.answer(f"{worker}hello {name}", reply_markup=press_keyboard("press:1"))

    @router.message(Command("who"))
    async def who(message: Message, worker: str = "") -> None:
        await message.answer(f"{worker}{describe(message)}")

    @router.message(F.migrate_to_chat_id)
    async def migrated(message: Message, bot: Bot, worker: str = "") -> None:
        assert message.migrate_to_chat_id is not None
        await bot.send_message(message.migrate_to_chat_id, f"{worker}moved from {message.chat.id}")

    @router.message(F.text)
    async def echo(message: Message, worker: str = "") -> None:
        await message.answer(f"{worker}{message.text}")

    @router.edited_message(F.text)
    async def edited(message: Message, worker: str = "") -> None:
        await message.answer(f"{worker}edited: {message.text}")

    @router.callback_query(F.data.startswith("press:"))
    async def pressed(query: CallbackQuery, worker: str = "") -> None:
        await query.answer(f"{worker}pressed {query.data}", show_alert=True)
        if isinstance(query.message, Message):
            await query.message.edit_reply_markup(reply_markup=None)

    return router
