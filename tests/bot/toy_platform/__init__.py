"""A toy platform, for the test that a platform is declared in one place
(tests/bot/test_platforms_everywhere.py): its declaration is :mod:`.platform`; its adapter
is :func:`run` and a port that keeps what it is shown (:class:`Shown`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from bot.output.port import Capabilities, Defaults, Draw, Edited, Gone, Posted, Receipt, Wanted
from bot.output.port import always as always_wanted
from tests.bot.toy_platform.platform import PLATFORM

if TYPE_CHECKING:
    from bot.config import Settings
    from bot.output.present import Presenter
    from bot.service import GameService

STARTED: list[tuple[GameService, Settings]] = []
"""Every start of the adapter: the service it was given and the settings."""


async def run(service: GameService, presenter: Presenter, settings: Settings) -> None:
    """Start, say so, and stop (a real adapter serves until cancelled)."""
    STARTED.append((service, settings))


@dataclass
class Shown(Defaults):
    """The toy's port: what it was handed, and whether a picture came with it."""

    items: list[Posted | Edited] = field(default_factory=list)
    pictures: list[Draw | None] = field(default_factory=list)
    answered: list[str | None] = field(default_factory=list)

    @property
    def capabilities(self) -> Capabilities:
        return PLATFORM.capabilities

    async def post(self, item: Posted, picture: Draw | None = None,
                   wanted: Wanted = always_wanted) -> Receipt | None:
        self.items.append(item)
        self.pictures.append(picture)
        return Receipt(str(len(self.items)))

    async def edit(self, message_id: str, item: Edited, picture: Draw | None = None,
                   wanted: Wanted = always_wanted) -> Receipt | Gone | None:
        return await self.post(item, picture)

    async def answer(self, text: str | None = None) -> None:
        self.answered.append(text)

