"""A bot process for the tournament tests: on the database given, it starts the
tournament whose sign-up is over, as the sweeper does, and with ``hang`` stops in the
middle of pairing round 1 (one game made, the rest not yet) to be killed there.

    python -m tests.bot.tournament_child DATABASE (hang | run) ISO_NOW
"""

from __future__ import annotations

import asyncio
import sys
from datetime import datetime

from bot.service import ServiceConfig, build_service
from bot.service.tournament_rounds import TournamentRounds
from bot.storage import open_storage


async def main(database: str, stage: str, now: str) -> None:
    storage = open_storage(database)
    await storage.open()
    moment = datetime.fromisoformat(now)
    service = build_service(storage, ServiceConfig(now=lambda: moment))
    await service.start()
    if stage == "hang":
        made = TournamentRounds._make_game

        async def make_then_hang(self: TournamentRounds, *args: object) -> int:
            game_id = await made(self, *args)  # type: ignore[arg-type]
            print("PAIRING", game_id, flush=True)
            await asyncio.Event().wait()  # killed inside the pairing's transaction
            return game_id

        TournamentRounds._make_game = make_then_hang  # type: ignore[method-assign]
    started = await service.tournaments.sweep()
    print("STARTED", started, flush=True)
    await storage.close()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2], sys.argv[3]))
