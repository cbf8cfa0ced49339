"""A bot process for the analysis tests: on the database given, it takes up the waiting
analysis as the background does and, once ``parts`` parts are stored, stops in the middle
of the next one to be killed there.

    python -m tests.bot.analysis_child DATABASE PARTS ISO_NOW
"""

from __future__ import annotations

import asyncio
import sys
from datetime import datetime

from bot.computer import ComputerPlayer
from bot.service import ServiceConfig, build_service
from bot.storage import open_storage
from core import Game
from core.ai.review import Estimate
from tests.bot.test_analysis import PLAYOUTS, SETTINGS


class Stopping(ComputerPlayer):
    def __init__(self, parts: int) -> None:
        super().__init__(seconds=None, playouts=PLAYOUTS, inline=True)
        self.parts = parts
        self.asked = 0

    async def estimate(self, game: Game, first: int, last: int, playouts: int,
                       seed: int) -> list[Estimate]:
        if self.asked == self.parts:
            print("STORED", first, flush=True)
            await asyncio.Event().wait()  # killed in the middle of this part
        self.asked += 1
        return await super().estimate(game, first, last, playouts, seed)


async def main(database: str, parts: int, now: str) -> None:
    storage = open_storage(database)
    await storage.open()
    moment = datetime.fromisoformat(now)
    config = ServiceConfig(now=lambda: moment, engine=Stopping(parts), analysis=SETTINGS)
    service = build_service(storage, config)
    await service.start()
    runs = service.analysis.runs
    assert runs is not None
    await runs.settle()
    print("FINISHED", flush=True)
    await storage.close()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], int(sys.argv[2]), sys.argv[3]))
