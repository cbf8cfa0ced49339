"""Telegram's word on who may read a chat, for the web board (the service's
:class:`bot.service.places.web_board.ChatAccess`): anyone for a public group (one with an
@username, which anyone can open), else its members, as ``getChatMember`` says. Answers
are remembered for a few minutes, so a page's requests ask Telegram once.

And whether the bot may write to a person in private, for the lobby
(:class:`bot.service.seeks.reach.OwnPlaces`): Telegram refuses a bot's first word to a
person who never started it, or blocked it (403), so a typing action there tells."""

from __future__ import annotations

import logging
import time
from collections.abc import Awaitable, Callable

from aiogram import Bot
from aiogram.enums import ChatAction, ChatMemberStatus
from aiogram.exceptions import TelegramAPIError, TelegramBadRequest, TelegramForbiddenError

from bot.identity import ChatRef, PlayerRef, inline_message
from bot.telegram.incoming import PLATFORM

log = logging.getLogger(__name__)

ACCESS_TTL = 300.0
"""Seconds an answer of Telegram's is trusted."""
KEPT = 10_000
_IN = {ChatMemberStatus.CREATOR, ChatMemberStatus.ADMINISTRATOR, ChatMemberStatus.MEMBER}


class TelegramChatAccess:
    def __init__(
        self, bot: Bot, ttl: float = ACCESS_TTL, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.bot = bot
        self.ttl = ttl
        self._clock = clock
        self._known: dict[tuple[str, str], tuple[bool, float]] = {}

    async def sees(self, chat: ChatRef, user: PlayerRef) -> bool:
        if chat.platform != PLATFORM or user.platform != PLATFORM:
            return False
        if inline_message(chat) is not None:  # an inline game: its players' alone
            return False
        if not chat.chat_id.startswith("-"):  # a private chat: its own user's alone
            return chat.chat_id == user.user_id
        if await self._remembered(chat.chat_id, "", self._open_to_all):
            return True
        return await self._remembered(chat.chat_id, user.user_id, self._member)

    async def _remembered(
        self, chat_id: str, user_id: str, ask: Callable[[int, int], Awaitable[bool]]
    ) -> bool:
        key, now = (chat_id, user_id), self._clock()
        known = self._known.get(key)
        if known is not None and now - known[1] < self.ttl:
            return known[0]
        try:
            answer = await ask(int(chat_id), int(user_id or 0))
        except (TelegramAPIError, ValueError) as error:
            log.info("cannot tell who may read chat %s: %s", chat_id, error)
            answer = False
        if len(self._known) >= KEPT:
            self._known.clear()
        self._known[key] = (answer, now)
        return answer

    async def _open_to_all(self, chat_id: int, _: int) -> bool:
        found = await self.bot.get_chat(chat_id)
        return bool(found.username or found.active_usernames)

    async def _member(self, chat_id: int, user_id: int) -> bool:
        member = await self.bot.get_chat_member(chat_id, user_id)
        if member.status == ChatMemberStatus.RESTRICTED:
            return bool(getattr(member, "is_member", False))
        return member.status in _IN


class TelegramPrivateChats:
    """A person's private chat with the bot, if the bot may write there now."""

    def __init__(self, bot: Bot) -> None:
        self.bot = bot

    async def own_place(self, person: PlayerRef, asked: ChatRef) -> ChatRef | None:
        if person.platform != PLATFORM:
            return None
        private = ChatRef(PLATFORM, person.user_id)
        if asked == private:  # they wrote from it: it is open
            return private
        try:
            await self.bot.send_chat_action(int(person.user_id), ChatAction.TYPING)
        except (TelegramForbiddenError, TelegramBadRequest) as error:
            log.info("cannot write to %s in private: %s", person.user_id, error)
            return None
        return private
