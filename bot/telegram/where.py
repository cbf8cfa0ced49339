"""Where an answer goes: the chat, its forum topic, who asked, and the button press it
answers (if any)."""

from __future__ import annotations

import zlib
from dataclasses import dataclass, field

from aiogram.types import CallbackQuery, Message

from bot.identity import ChatRef, inline_message
from bot.service import Expiring
from bot.telegram.incoming import is_private
from bot.telegram.reply import WebhookReply, current_reply


@dataclass
class Where:
    chat_id: int
    thread_id: int | None = None
    private: bool = False
    sender_id: int | None = None
    message: Message | None = None
    """The user's message being answered, or the bot's message whose button was pressed."""
    query: CallbackQuery | None = None
    answered: bool = field(default=False)
    """The press was answered (a callback query takes one answer)."""
    reply: WebhookReply | None = None
    """The webhook answer to the update being handled (it may carry the card)."""
    inline_id: str | None = None
    """An inline message (posted "via @bot" in a chat the bot knows nothing of): every
    answer edits it; ``chat_id`` is then only its lane in the pace."""

    @property
    def ephemeral_id(self) -> int | None:
        """The pressed message was an ephemeral one (a picker in a group)."""
        if self.query is None or not isinstance(self.query.message, Message):
            return None
        return self.query.message.ephemeral_message_id

    @classmethod
    def of_message(cls, message: Message) -> Where:
        thread = message.message_thread_id if message.is_topic_message else None
        return cls(
            message.chat.id,
            thread,
            is_private(message.chat),
            message.from_user.id if message.from_user else None,
            message,
            reply=current_reply.get(),
        )

    @classmethod
    def of_inline(cls, inline_id: str, sender_id: int | None = None) -> Where:
        """An inline message: paced as a private chat's when it was posted in one, as far
        as the bot knows (:data:`PRIVATE_INLINE`), else as a group's."""
        return cls(inline_lane(inline_id), sender_id=sender_id, inline_id=inline_id)

    @classmethod
    def of_query(cls, query: CallbackQuery) -> Where | None:
        if query.inline_message_id:
            where = cls.of_inline(query.inline_message_id, query.from_user.id)
            where.query = query
            return where
        message = query.message
        if not isinstance(message, Message):
            return None
        where = cls.of_message(message)
        where.sender_id, where.query = query.from_user.id, query
        return where

    @classmethod
    def of_chat(cls, chat: ChatRef) -> Where:
        """An announcement's chat (its topic, if the game lives in one)."""
        inline_id = inline_message(chat)
        if inline_id is not None:
            return cls.of_inline(inline_id)
        chat_id = int(chat.chat_id)
        thread = int(chat.thread_id) if chat.thread_id else None
        return cls(chat_id, thread, chat_id > 0)


INLINE_LANES = 2**53
"""Inline messages' lanes in the pace lie beyond every chat id: above them for a message
known to be in a private chat (a private chat's pace), below them (a group's) otherwise."""
PRIVATE_INLINE = Expiring[str, bool](size=65536, seconds=7 * 24 * 3600.0)
"""Inline messages posted in a private chat (a one-to-one chat of two friends), from the
inline query's ``chat_type`` seen when they were posted. Telegram tells the chat's kind
with the query only: a message whose posting the bot did not see, or saw before a restart,
is paced as a group's, the safe side."""


def inline_lane(inline_id: str) -> int:
    lane = INLINE_LANES + zlib.crc32(inline_id.encode())
    return lane if PRIVATE_INLINE.get(inline_id) else -lane
