"""Telegram, on aiogram 3: play Dots in groups, forum topics and private chats.

The platform is declared in :mod:`bot.telegram.platform`; :func:`run` starts the adapter
(:mod:`bot.telegram.start`), importing aiogram only then.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from bot.config import Settings
    from bot.output.present import Presenter
    from bot.service import GameService


async def run(service: GameService, presenter: Presenter, settings: Settings,
              **options: Any) -> None:
    """Serve Telegram until cancelled (``options``: :func:`bot.telegram.start.run`'s)."""
    from bot.telegram.start import run as start

    await start(service, presenter, settings, **options)
