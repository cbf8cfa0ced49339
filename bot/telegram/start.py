"""Telegram started: what ``python -m bot`` runs when ``TELEGRAM_TOKEN`` is set (the bot (calls
retried, :mod:`bot.telegram.transport`), one router per feature (challenges, play,
history, settings) with the adapter passed through the dispatcher, the command menus,
the outbox's sink for announcements, and long polling (each update recorded before it is
confirmed) or a webhook server, which may serve the web board too (start-up hands over its
``mount``).
"""

from __future__ import annotations

import logging

from aiogram import Bot, Dispatcher

from bot.config import Settings
from bot.output.budget import BotRate, SendBudget
from bot.output.present import Presenter
from bot.service import GameService
from bot.telegram.adapter import TelegramAdapter
from bot.telegram.chat_access import TelegramChatAccess, TelegramPrivateChats
from bot.telegram.errors import on_error
from bot.telegram.incoming import PLATFORM
from bot.telegram.menus import set_menus
from bot.telegram.pacing import ChatPacer
from bot.telegram.polling import LeftRecorded
from bot.telegram.routers import challenges, history, inline, play, settings
from bot.telegram.transport import POLLING_TIMEOUT, bot_from_settings, serve_updates
from bot.telegram.webhook import Mount, Unacknowledged

log = logging.getLogger(__name__)


def dispatcher() -> Dispatcher:
    """The routers, the catch-all (``play``) last, and the error handler."""
    found = Dispatcher()
    found.include_routers(
        challenges.router(), history.router(), settings.router(), inline.router(), play.router()
    )
    found.errors.register(on_error)
    return found


async def serve(
    bot: Bot,
    service: GameService,
    presenter: Presenter,
    config: Settings,
    *,
    pacer: ChatPacer | None = None,
    polling_timeout: int = POLLING_TIMEOUT,
    mount: Mount | None = None,
) -> None:
    """Serve ``bot`` until cancelled (the bot's session is the caller's to close); with a
    webhook, its server serves what ``mount`` adds to it too (the web board)."""
    me = await bot.me()
    webhook = config.telegram_webhook_url is not None
    unacknowledged = Unacknowledged() if webhook else None
    if pacer is None:
        rate = BotRate(config.telegram_bot_rate)
        pacer = ChatPacer(budget=SendBudget(service.receipts, rate))
    adapter = TelegramAdapter(
        bot, service, presenter, pacer=pacer, redelivery=unacknowledged or LeftRecorded(),
        media_chat=config.telegram_media_chat, by_address=config.public_url is not None,
    )
    service.connect(PLATFORM, adapter.post_notice, account=(str(me.id), me.username),
                    chat_access=TelegramChatAccess(bot), own_places=TelegramPrivateChats(bot))
    try:
        catalog = presenter.translator
        await set_menus(bot, presenter, catalog.languages, catalog.default)
        await serve_updates(
            dispatcher(), bot, config, polling_timeout=polling_timeout,
            healthy=service.database_answers, unacknowledged=unacknowledged, adapter=adapter,
            mount=mount, inbox=service.inbox,
        )
    finally:
        await service.close()
        await adapter.close()


async def run(
    service: GameService,
    presenter: Presenter,
    settings: Settings,
    *,
    mount: Mount | None = None,
) -> None:
    bot = bot_from_settings(settings)
    try:
        await serve(bot, service, presenter, settings, mount=mount)
    finally:
        await bot.session.close()
