"""Many seekers at once on two workers (two services, each with its own connection to one
database): every matching pair is paired exactly once, nobody is in two games, and each
game is played on the terms both sought. On SQLite and PostgreSQL."""

from __future__ import annotations

import asyncio
import random
from collections import Counter

from bot.identity import Actor, ChatRef
from bot.service.challenges.options import GameOptions
from bot.service.commands import Seek
from bot.time_control import TimeControl
from tests.bot.conftest import Clock, ev, make_service, on_real_databases, opened

KINDS = (
    GameOptions(width=10, height=10, time=TimeControl.parse("3+2"), rated=True),
    GameOptions(width=15, height=15, time=TimeControl.parse("3+2"), rated=False),
    GameOptions(width=20, height=20, time=TimeControl.parse("5+3"), rated=True),
    GameOptions(width=12, height=12, time=TimeControl.parse("1+0"), rated=False),
)
SEEKERS = 200


@on_real_databases
async def test_two_workers_pair_every_matching_seek_once(database: str, clock: Clock) -> None:
    async with opened(database) as first_store, opened(database) as second_store:
        workers = (await make_service(first_store, clock), await make_service(second_store, clock))
        shuffle = random.Random(58)
        kinds = [n % len(KINDS) for n in range(SEEKERS)]
        shuffle.shuffle(kinds)
        people = [Actor("test", str(1000 + n), f"P{n}") for n in range(SEEKERS)]
        results = await asyncio.gather(*(
            workers[n % 2].dispatch(ev(), ChatRef("test", person.user_id), person,
                                    Seek(KINDS[kind]))
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
