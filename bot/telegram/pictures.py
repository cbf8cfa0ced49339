"""Pictures for inline messages. Telegram takes no new upload into an inline message
(``editMessageMedia`` there takes a file it already has, or a URL). With ``PUBLIC_URL``
set, a card's picture is its address there (:mod:`bot.web.pictures`), which Telegram
fetches. Without one, it is uploaded once to a chat the operator names
(``TELEGRAM_MEDIA_CHAT``) and shown by its ``file_id``. That chat is paced like any other:
a private chat (the operator's own with the bot) takes about a picture a second, a channel
or group 20 a minute, shared by every inline game; a newer card of a game replaces its
older one still waiting there."""

from __future__ import annotations

import logging
from collections import OrderedDict
from collections.abc import Callable, Hashable

from aiogram import Bot
from aiogram.exceptions import TelegramAPIError
from aiogram.types import BufferedInputFile, Message

from bot.telegram.pacing import ChatPacer, Priority

log = logging.getLogger(__name__)
KEPT = 256
"""File ids of pictures shown again and again (the empty fields of offers), kept."""


class NoPicture(Exception):
    """The media chat refused the picture (the bot is no longer allowed to post there, or
    the chat is gone): logged, and the inline message shows its words without it."""


class Pictures:
    def __init__(
        self, bot: Bot, pacer: ChatPacer, chat_id: int | None, *, by_address: bool = False
    ) -> None:
        self.bot = bot
        self.pacer = pacer
        self.chat_id = chat_id
        self.by_address = by_address
        """Pictures are shown by their address under ``PUBLIC_URL`` (no upload at all)."""
        self._kept: OrderedDict[Hashable, str] = OrderedDict()

    @property
    def enabled(self) -> bool:
        """Whether inline messages can show pictures (else they are drawn in text)."""
        return self.by_address or self.chat_id is not None

    def kept(self, key: Hashable) -> str | None:
        return self._kept.get(key)

    async def file_id(
        self, png: bytes, name: str, *, key: Hashable | None = None,
        wanted: Callable[[], bool] | None = None,
    ) -> str | None:
        """The file id of ``png`` once Telegram has it (``None``: a card's picture no longer
        ``wanted`` while it waited, or no media chat). ``key``: a picture to keep."""
        chat_id = self.chat_id
        if chat_id is None:
            return None
        if key is not None and key in self._kept:
            self._kept.move_to_end(key)
            return self._kept[key]
        upload = BufferedInputFile(png, name)
        try:
            sent = await self.pacer.send(
                chat_id,
                lambda: self.bot.send_photo(chat_id, upload, disable_notification=True),
                priority=Priority.CARD if wanted is not None else Priority.REPLY,
                wanted=wanted,
            )
        except TelegramAPIError as error:
            log.error("the media chat %s took no picture (TELEGRAM_MEDIA_CHAT): %s",
                      chat_id, error)
            raise NoPicture(str(error)) from error
        if not isinstance(sent, Message) or not sent.photo:
            return None
        found = sent.photo[-1].file_id
        if key is not None:
            self._kept[key] = found
            while len(self._kept) > KEPT:
                self._kept.popitem(last=False)
        return found
