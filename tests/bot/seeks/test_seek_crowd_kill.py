"""The lobby's crowd on two webhook workers, each a process of its own, on one database:
200 seekers arrive at once in random pairs of terms, half through each worker. One worker
is killed with SIGKILL inside a pairing transaction, and a fresh worker gets its updates
again (as a platform sends again an update a worker did not answer: the same event keys).
In the end every seek is paired or open, every pair that could be paired is, once; nobody
is in two games, and no game is half made. On SQLite and PostgreSQL."""

from __future__ import annotations

from collections import Counter
from datetime import UTC, datetime

from bot.identity import Actor
from bot.storage import Storage
from tests.bot.conftest import on_real_databases
from tests.support.seek_crowd import KINDS, SEED, Worker, crowd

NOW = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)
SEEKERS = 200
WORKERS = 2
HANG_AT = 20
"""The pairing the killed worker dies in: well inside its share (about 50 pairings)."""
ANSWERS = {"seek-open", "seek-paired", "duplicate"}


def worker(database: str, share: int, hang: int | None = None) -> Worker:
    return Worker.start(database, NOW.isoformat(), SEED, SEEKERS, share, WORKERS, hang)


async def seeks_of(storage: Storage, people: list[tuple[Actor, int]]) -> dict[str, list[int]]:
    """The seekers (their places in the crowd) by their one seek's status: ``open`` or
    ``paired`` (a seek sent again is the same event: still one seek)."""
    found: dict[str, list[int]] = {"open": [], "paired": []}
    for n, (person, _) in enumerate(people):
        seeks = await storage.recent_seeks(person.ref, 5)
        assert len(seeks) == 1, f"{person}: one seek each, however often sent: {seeks}"
        assert seeks[0].status in found, seeks[0]
        found[seeks[0].status].append(n)
    return found


@on_real_databases
async def test_a_worker_killed_mid_pairing_loses_and_doubles_nothing(
    storage: Storage, database: str
) -> None:
    people = crowd(SEEKERS)
    living, doomed = worker(database, 0), worker(database, 1, HANG_AT)
    living.go()
    doomed.go()
    made = doomed.killed_pairing()
    again = worker(database, 1)  # the killed worker's updates, sent again
    again.go()
    told = again.done() + living.done()
    assert set(told) <= ANSWERS, told
    assert told["duplicate"] < SEEKERS // WORKERS, "the killed pairing's seek is sent again"

    found = await seeks_of(storage, people)
    open_kinds = Counter(people[n][1] for n in found["open"])
    sought = Counter(kind for _, kind in people)
    assert open_kinds == {kind: 1 for kind, count in sought.items() if count % 2}, (
        "every pair that could be paired is"
    )
    games: Counter[int] = Counter()
    for n in found["paired"]:
        person, kind = people[n]
        (seek,) = await storage.recent_seeks(person.ref, 1)
        assert seek.game_id is not None, seek
        games[seek.game_id] += 1
        pair = await storage.game_seeks(seek.game_id)
        assert len(pair) == 2 and pair[0].terms == pair[1].terms == seek.terms, pair
        assert pair[0].person != pair[1].person, pair
        row = await storage.game(seek.game_id)
        assert row is not None and person.ref in (row.blue.ref, row.red.ref), seek
        assert (row.rules["width"], row.rules["height"]) == (KINDS[kind].width,
                                                            KINDS[kind].height)
    assert set(games.values()) == {2}, "nobody in two games, each game two seekers"
    assert len(games) == len(found["paired"]) // 2 == SEEKERS // 2 - len(found["open"])
    for game_id in range(1, max(*games, made) + 1):  # the killed one's too (SQLite reuses it)
        if game_id not in games:
            assert await storage.game(game_id) is None, f"game {game_id} is half made"
