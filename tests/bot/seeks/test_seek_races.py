"""Many seekers at once on two workers (two services, each with its own connection to one
database): every matching pair is paired exactly once, nobody is in two games, and each
game is played on the terms both sought. An update the database could not take (a SQLite
file busy past a write's second) is delivered again, as a webhook's is. On SQLite and
PostgreSQL."""

from __future__ import annotations

import asyncio
from collections import Counter

from tests.bot.conftest import Clock, ev, make_service, on_real_databases, opened
from tests.support.seek_crowd import KINDS, crowd, seek_delivered

SEEKERS = 200


@on_real_databases
async def test_two_workers_pair_every_matching_seek_once(database: str, clock: Clock) -> None:
    async with opened(database) as first_store, opened(database) as second_store:
        workers = (await make_service(first_store, clock), await make_service(second_store, clock))
        people, kinds = zip(*crowd(SEEKERS), strict=True)
        results = await asyncio.gather(*(
            seek_delivered(workers[n % 2], ev(), person, kind)
            for n, (person, kind) in enumerate(zip(people, kinds, strict=True))
        ))
        assert all(result.ok for result in results), [r.keys for r in results if not r.ok]
        paired = [r for r in results if r.keys == ("seek-paired",)]
        assert len(paired) == SEEKERS // 2, "each pair paired once, by its later seeker"
        storage = first_store
        games: Counter[int] = Counter()
        for person, kind in zip(people, kinds, strict=True):
            (seek,) = await storage.recent_seeks(person.ref, 5)
            assert seek.status == "paired" and seek.game_id is not None, person
            games[seek.game_id] += 1
            row = await storage.game(seek.game_id)
            assert row is not None and person.ref in (row.blue.ref, row.red.ref)
            assert (row.rules["width"], row.rules["height"]) == (KINDS[kind].width,
                                                                KINDS[kind].height)
        assert set(games.values()) == {2} and len(games) == SEEKERS // 2, "nobody in two games"
