"""Building the service: the one factory, from what it is built with (:class:`ServiceConfig`)."""

from __future__ import annotations

from bot.service.context import ServiceContext
from bot.service.service import GameService
from bot.service.service_config import ServiceConfig, utc_now
from bot.storage.protocol import Storage

__all__ = ["ServiceConfig", "build_service", "utc_now"]


def build_service(storage: Storage, config: ServiceConfig | None = None) -> GameService:
    """The game service over ``storage``; await its ``start()`` before use."""
    return GameService(ServiceContext(storage, config or ServiceConfig()))
