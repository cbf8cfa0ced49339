"""A bot process for the lobby's kill tests: on the database given, it pairs the open seek
SEEK with the oldest one it matches (as the sweep does) and then stays, to be killed: with
``hang`` in the middle of the pairing transaction (the game made, nothing committed), with
``run`` once it committed.

    python -m tests.bot.seeks.pairing_child DATABASE (hang | run) ISO_NOW SEEK
"""

from __future__ import annotations

import asyncio
import sys
from datetime import datetime

from bot.service import ServiceConfig, build_service
from bot.service.seeks import seeks as use_cases
from bot.storage import open_storage
from bot.storage.protocol import Transaction
from bot.storage.seeks_port import SeekRow


async def main(database: str, stage: str, now: str, seek: str) -> None:
    storage = open_storage(database)
    await storage.open()
    moment = datetime.fromisoformat(now)
    service = build_service(storage, ServiceConfig(now=lambda: moment))
    await service.start()
    if stage == "hang":
        pair = use_cases.seat_pair

        async def hanging(tx: Transaction, mine: SeekRow, theirs: SeekRow, at: datetime) -> int:
            game_id = await pair(tx, mine, theirs, at)
            print("PAIRING", game_id, flush=True)
            await asyncio.Event().wait()  # killed here, inside the transaction
            return game_id

        use_cases.seat_pair = hanging  # type: ignore[assignment]
    game_id = await service.seeks.pair_waiting(int(seek))
    print("PAIRED", game_id, flush=True)
    await asyncio.Event().wait()


if __name__ == "__main__":
    asyncio.run(main(*sys.argv[1:5]))
