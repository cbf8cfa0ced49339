"""Who may change a chat's settings: its administrators. One ``getChatMember`` per user
and chat, remembered for a few minutes; an admin posting as the group (anonymously)
counts, and in a private chat the user is the admin."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable

from aiogram import Bot
from aiogram.enums import ChatMemberStatus
from aiogram.exceptions import TelegramAPIError
from aiogram.types import Message

from bot.telegram.incoming import is_private

log = logging.getLogger(__name__)

ADMIN_TTL = 300.0
"""Seconds an answer of ``getChatMember`` is trusted."""
_ADMINS = {ChatMemberStatus.ADMINISTRATOR, ChatMemberStatus.CREATOR}


class AdminCache:
    def __init__(
        self, ttl: float = ADMIN_TTL, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.ttl = ttl
        self._clock = clock
        self._known: dict[tuple[int, int], tuple[bool, float]] = {}

    async def is_admin(self, bot: Bot, message: Message) -> bool:
        chat = message.chat
        if is_private(chat):
            return True
        if message.sender_chat is not None and message.sender_chat.id == chat.id:
            return True  # an anonymous admin posting as the group
        if message.from_user is None:
            return False
        key = (chat.id, message.from_user.id)
        now = self._clock()
        known = self._known.get(key)
        if known is not None and now - known[1] < self.ttl:
            return known[0]
        try:
            member = await bot.get_chat_member(chat.id, message.from_user.id)
        except TelegramAPIError as error:
            log.warning("cannot tell whether a user is an admin of %s: %s", chat.id, error)
            return False
        admin = member.status in _ADMINS
        if len(self._known) > 10_000:
            self._known.clear()
        self._known[key] = (admin, now)
        return admin
