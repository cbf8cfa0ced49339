"""Building the service, the one place its parts are wired: from what it is built with
(:class:`ServiceConfig`), each shared part made once
(:class:`~bot.service.parts.ServiceParts`), then each feature given only the parts it needs
and the commands routed to them (:class:`~bot.service.service.GameService`,
:mod:`bot.service.routes`)."""

from __future__ import annotations

from bot.service.parts import ServiceParts, build_parts
from bot.service.routes import command_table
from bot.service.service import GameService
from bot.service.service_config import ServiceConfig, utc_now
from bot.storage.protocol import Storage

__all__ = ["ServiceConfig", "ServiceParts", "build_service", "utc_now"]


def build_service(storage: Storage, config: ServiceConfig | None = None) -> GameService:
    """The game service over ``storage``; await its ``start()`` before use."""
    return GameService(build_parts(storage, config or ServiceConfig()), command_table)
