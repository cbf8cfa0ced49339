"""A webhook worker of the lobby's crowd test, as a process of its own: on the database
given it takes its share of the crowd (:func:`tests.bot.seeks.crowd.crowd`: every SHARES-th
seeker from SHARE), says ``READY``, and once a line comes on its input dispatches all its
seeks at once, each under its own event key (the same in every worker, as a platform sends
an update again to a worker that did not answer it). At the end it prints ``DONE`` and how
its seeks were answered.

With HANG_AT it stops inside its HANG_AT-th pairing transaction instead (the game made,
nothing committed), prints ``PAIRING <game>`` and waits to be killed.

    python -m tests.bot.seeks.crowd_worker DATABASE ISO_NOW SEEKERS SHARE SHARES [HANG_AT]
"""

from __future__ import annotations

import asyncio
import json
import sys
from collections import Counter
from datetime import datetime

from bot.identity import ChatRef
from bot.service import ServiceConfig, build_service
from bot.service.answers.replies import Status
from bot.service.commands import Seek
from bot.service.seeks import seeks as use_cases
from bot.storage import open_storage
from bot.storage.protocol import Transaction
from bot.storage.seeks_port import SeekRow
from tests.bot.seeks.crowd import KINDS, crowd


def event_key(n: int) -> str:
    """Seeker ``n``'s update: one key, whichever worker it reaches."""
    return f"crowd:seek:{n}"


def hang_at(count: int) -> None:
    """Make the ``count``-th pairing of this process stop inside its transaction."""
    pair = use_cases.seat_pair
    made = 0

    async def hanging(tx: Transaction, mine: SeekRow, theirs: SeekRow, at: datetime) -> int:
        nonlocal made
        game_id = await pair(tx, mine, theirs, at)
        made += 1
        if made == count:
            print("PAIRING", game_id, flush=True)
            await asyncio.Event().wait()  # killed here, inside the transaction
        return game_id

    use_cases.seat_pair = hanging  # type: ignore[assignment]


async def main(database: str, now: str, seekers: int, share: int, shares: int,
               hang: int | None) -> None:
    storage = open_storage(database)
    await storage.open()
    moment = datetime.fromisoformat(now)
    service = build_service(storage, ServiceConfig(now=lambda: moment))
    await service.start()
    if hang is not None:
        hang_at(hang)
    mine = [(n, person, kind) for n, (person, kind) in enumerate(crowd(seekers))
            if n % shares == share]
    print("READY", flush=True)
    await asyncio.to_thread(sys.stdin.readline)
    results = await asyncio.gather(*(
        service.dispatch(event_key(n), ChatRef("test", person.user_id), person,
                         Seek(KINDS[kind]))
        for n, person, kind in mine
    ))
    answers = Counter("duplicate" if r.status is Status.DUPLICATE else ",".join(r.keys)
                      for r in results)
    print("DONE", json.dumps(answers), flush=True)
    await storage.close()


if __name__ == "__main__":
    args = sys.argv[1:]
    asyncio.run(main(args[0], args[1], int(args[2]), int(args[3]), int(args[4]),
                     int(args[5]) if len(args) > 5 else None))
