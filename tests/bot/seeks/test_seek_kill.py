"""A worker killed with SIGKILL in the middle of pairing two seeks leaves both open (and
no game); killed after it committed, both paired with one game. The next pairing then
pairs them exactly once. On SQLite and PostgreSQL."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from bot.identity import ChatRef, PlayerRef
from bot.storage import Storage
from bot.storage.seeks_port import NewSeek
from tests.bot.conftest import Clock, make_service, on_real_databases
from tests.support.processes import killed_at, python_child

NOW = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)
TERMS = "10x10 empty 3+2 rated"


async def two_open_seeks(storage: Storage) -> tuple[int, int]:
    ids = []
    for n, user in enumerate(("21", "22")):
        place = ChatRef("test", user)
        new = NewSeek(PlayerRef("test", user), f"P{user}", "en", place, place, TERMS, 1500,
                      None, None, None, NOW + timedelta(seconds=n), None,
                      NOW + timedelta(minutes=10))
        async with storage.transaction() as tx:
            ids.append(await tx.insert_seek(new))
    return ids[0], ids[1]


def child_killed_at(database: str, stage: str, seek: int, word: str) -> str:
    """Run the child until it prints ``word``, then SIGKILL it: the line it printed."""
    child = python_child("tests.bot.seeks.pairing_child", database, stage, NOW.isoformat(),
                         str(seek))
    return killed_at(child, word)


async def states(storage: Storage, *seeks: int) -> list[tuple[str, int | None]]:
    """Each seek's status and the game it was paired into."""
    rows = [await storage.seek(seek_id) for seek_id in seeks]
    return [(row.status, row.game_id) if row is not None else ("missing", None) for row in rows]


@on_real_databases
async def test_killed_mid_pairing_both_stay_open_then_pair_once(
    storage: Storage, database: str
) -> None:
    first, second = await two_open_seeks(storage)
    line = child_killed_at(database, "hang", second, "PAIRING")
    made = int(line.split()[1])
    assert await states(storage, first, second) == [("open", None)] * 2
    assert await storage.game(made) is None, "the killed pairing's game is not stored"
    service = await make_service(storage, Clock(NOW))
    game_id = await service.seeks.pair_waiting(second)
    assert game_id is not None
    assert await states(storage, first, second) == [("paired", game_id)] * 2
    assert await service.seeks.pair_waiting(first) is None, "paired once"


@on_real_databases
async def test_killed_after_pairing_both_are_paired_with_one_game(
    storage: Storage, database: str
) -> None:
    first, second = await two_open_seeks(storage)
    line = child_killed_at(database, "run", second, "PAIRED")
    game_id = int(line.split()[1])
    assert await storage.game(game_id) is not None
    assert await states(storage, first, second) == [("paired", game_id)] * 2
    service = await make_service(storage, Clock(NOW))
    assert await service.seeks.pair_waiting(first) is None
    assert await service.seeks.pair_waiting(second) is None
