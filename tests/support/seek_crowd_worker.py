"""A webhook worker of the lobby's crowd, as a process of its own: on the database given it
takes its share of the crowd (:func:`tests.support.seek_crowd.crowd`: every SHARES-th seeker
from SHARE), says ``READY``, and once a line comes on its input dispatches all its seeks
at once, each under its own event key (the same in every worker, as a platform sends an
update again to a worker that did not answer it). It prints ``ANSWER <seeker> <key>
<time>`` as each is answered, then ``DONE`` and how many were answered by each key.

With HANG_AT, its HANG_AT-th pairing stops inside its transaction (the game made, nothing
committed): it prints ``PAIRING <game>`` and waits to be killed. CLOCK is the moment its
service's clock stays at (ISO), or ``now``: the real time.

    python -m tests.support.seek_crowd_worker DATABASE CLOCK SEED SEEKERS SHARE SHARES [HANG_AT]
"""

from __future__ import annotations

import asyncio
import json
import sys
import time
from collections import Counter
from collections.abc import Callable
from datetime import UTC, datetime

from bot.identity import Actor
from bot.service import GameService, ServiceConfig, build_service
from bot.service.answers.replies import Status
from bot.service.seeks import seeks as use_cases
from bot.storage import open_storage
from bot.storage.protocol import Transaction
from bot.storage.seeks_port import SeekRow
from tests.support.seek_crowd import REAL_TIME, crowd, seek_delivered


def event_key(seed: int, n: int) -> str:
    """Seeker ``n``'s update: one key, whichever worker it reaches."""
    return f"crowd:{seed}:seek:{n}"


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


def clock(word: str) -> Callable[[], datetime]:
    if word == REAL_TIME:
        return lambda: datetime.now(UTC)
    moment = datetime.fromisoformat(word)
    return lambda: moment


async def seek(service: GameService, seed: int, n: int, person: Actor, kind: int) -> str:
    """Seeker ``n`` seeks, and the answer is printed: its key."""
    result = await seek_delivered(service, event_key(seed, n), person, kind)
    key = "duplicate" if result.status is Status.DUPLICATE else result.keys[0]
    print("ANSWER", n, key, time.time(), flush=True)
    return key


async def main(database: str, clock_word: str, seed: int, seekers: int, share: int,
               shares: int, hang: int | None) -> None:
    storage = open_storage(database)
    await storage.open()
    service = build_service(storage, ServiceConfig(now=clock(clock_word)))
    await service.start()
    if hang is not None:
        hang_at(hang)
    mine = [(n, person, kind) for n, (person, kind) in enumerate(crowd(seekers, seed))
            if n % shares == share]
    print("READY", flush=True)
    await asyncio.to_thread(sys.stdin.readline)
    keys = await asyncio.gather(*(seek(service, seed, *one) for one in mine))
    print("DONE", json.dumps(Counter(keys)), flush=True)
    await storage.close()


if __name__ == "__main__":
    database, clock_word, *numbers = sys.argv[1:]
    seed, seekers, share, shares = (int(number) for number in numbers[:4])
    hang = int(numbers[4]) if len(numbers) > 4 else None
    asyncio.run(main(database, clock_word, seed, seekers, share, shares, hang))
