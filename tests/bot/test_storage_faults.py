"""Storage faults while running: a full disk, a lock held by another process, a damaged
page. Each surfaces as a typed storage error, the player hears the truth (nothing was
saved, try again), and the platform's retry of the same event applies it once."""

from __future__ import annotations

import asyncio
import io
import logging
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bot.computer import ComputerPlayer
from bot.console import Console
from bot.i18n import Translator
from bot.identity import ChatRef
from bot.output.present import Presenter
from bot.service import GameService, Opponent, Result
from bot.service.commands import Challenge, Move, ShowBoard
from bot.storage import (
    SqliteStorage,
    StorageDamaged,
    StorageFull,
    StorageUnavailable,
)
from bot.storage.queries import bookkeeping
from core import Color, Game, Start
from core.ai import Decision

from . import conftest
from .conftest import ALICE, BOB, CHAT, Clock, ev, make_service, opened, start_game

HANG_GUARD = 60


HOLDER = """
import sqlite3, sys
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute("BEGIN IMMEDIATE")
print("locked", flush=True)
sys.stdin.read()
conn.execute("ROLLBACK")
"""


@contextmanager
def lock_held(path: Path) -> Iterator[subprocess.Popen[str]]:
    """Another process in the middle of a write: it holds the file's write lock until its
    standard input is closed."""
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert holder.stdin is not None and holder.stdout is not None
    try:
        assert holder.stdout.readline().strip() == "locked"
        yield holder
    finally:
        holder.stdin.close()
        holder.wait(HANG_GUARD)
        holder.stdout.close()


def not_saved(result: Result, cause: str) -> bool:
    return result.keys == ("error-not-saved",) and result.replies[0].args == {"cause": cause}


def rows_of_moves() -> Iterator[tuple[str, str]]:
    """Blue fills rows 1, 3, 5 … and Red rows 32, 30 … of an empty 39×32 field: no dot
    ever touches another row, so nothing is ever surrounded."""
    for row in range(8):
        for x in range(1, 40):
            yield f"{x}-{1 + 2 * row}", f"{x}-{32 - 2 * row}"


async def test_a_move_that_does_not_fit_on_disk_is_not_saved_and_its_retry_applies_once(
    db_path: Path, clock: Clock
) -> None:
    async with opened(db_path) as store:
        game_id = await start_game(
            await make_service(store, clock), width=39, height=32, start=Start.EMPTY
        )
    full = SqliteStorage(db_path, max_pages=1)  # not one page more than the file has
    await full.open()
    try:
        service = await make_service(full, clock)
        failed: tuple[str, str, Result] | None = None
        for blue, red in rows_of_moves():
            for actor, point in ((ALICE, blue), (BOB, red)):
                event = ev()
                result = await service.play.move(event, CHAT, actor, Move(point))
                if not result.ok:
                    failed = (event, point, result)
                    break
            if failed:
                break
        assert failed is not None, "the capped file never filled up"
        event, point, result = failed
        assert not_saved(result, "full")
        assert not await full.event_seen(event)
        row = await full.game(game_id)
        assert row is not None
        ply = row.ply
        with pytest.raises(StorageFull):
            async with full.transaction() as tx:
                for n in range(200):
                    await tx.conn.execute(
                        "INSERT INTO secrets (name, value) VALUES (?, ?)", (f"k{n}", bytes(500))
                    )
    finally:
        await full.close()
    async with opened(db_path) as store:  # room again: the platform redelivers the event
        service = await make_service(store, clock)
        mover = ALICE if ply % 2 == 0 else BOB
        again = await service.play.move(event, CHAT, mover, Move(point))
        assert again.ok and again.game is not None and again.game.ply == ply + 1
        twice = await service.play.move(event, CHAT, mover, Move(point))
        assert twice.duplicate
        row = await store.game(game_id)
        assert row is not None and row.ply == ply + 1


async def test_a_lock_held_past_the_retries_saves_nothing_and_reads_go_on(
    db_path: Path, clock: Clock
) -> None:
    storage = SqliteStorage(db_path, write_wait=0.1)
    await storage.open()
    try:
        service = await make_service(storage, clock)
        await start_game(service)
        event = ev()
        with lock_held(db_path):
            result = await service.play.move(event, CHAT, ALICE, Move("1-1"))
            assert not_saved(result, "busy")
            assert not await storage.event_seen(event)
            board = await service.cards.board(CHAT, BOB, ShowBoard())
            assert board.ok and board.game is not None and board.game.ply == 0
        again = await service.play.move(event, CHAT, ALICE, Move("1-1"))
        assert again.ok and again.game is not None and again.game.ply == 1
        assert (await service.play.move(event, CHAT, ALICE, Move("1-1"))).duplicate
    finally:
        await storage.close()


async def _write(storage: SqliteStorage, name: str) -> None:
    async with storage.transaction() as tx:
        await tx.conn.execute("INSERT INTO secrets (name, value) VALUES (?, ?)", (name, b"x"))


async def test_a_stuck_writer_elsewhere_fails_each_write_here_on_its_own(db_path: Path) -> None:
    """Another process holds the write lock: every write of this process gives up with
    StorageUnavailable within its own short wait, instead of queueing behind the first."""
    storage = SqliteStorage(db_path, write_wait=0.2)
    await storage.open()
    try:
        with lock_held(db_path):
            outcomes = await asyncio.wait_for(
                asyncio.gather(
                    *(_write(storage, f"w{n}") for n in range(5)), return_exceptions=True
                ),
                HANG_GUARD,
            )
            assert [type(outcome) for outcome in outcomes] == [StorageUnavailable] * 5
            assert await storage.event_seen("anything") is False  # reading still works
        await asyncio.wait_for(
            asyncio.gather(*(_write(storage, f"w{n}") for n in range(5))), HANG_GUARD
        )
        names = await storage._read("SELECT name FROM secrets WHERE name LIKE 'w%'", ())
        assert sorted(row[0] for row in names) == [f"w{n}" for n in range(5)]
    finally:
        await storage.close()


async def test_a_lock_let_go_soon_is_ridden_out_by_the_retries(db_path: Path) -> None:
    storage = SqliteStorage(db_path, write_wait=HANG_GUARD)
    await storage.open()
    try:
        with lock_held(db_path) as holder:
            assert holder.stdin is not None
            asyncio.get_running_loop().call_later(0.1, holder.stdin.close)
            await asyncio.wait_for(_write(storage, "late"), HANG_GUARD)
        rows = await storage._read("SELECT name FROM secrets WHERE name = 'late'", ())
        assert len(rows) == 1
    finally:
        await storage.close()


@pytest.fixture
def database(db_path: Path) -> str:
    """SQLite's own faults: the tests here run on SQLite only."""
    return str(db_path)


class LockingEngine:
    """The real engine, after whose decision another process takes the write lock: the
    player's move is saved, the computer's answer cannot be."""

    def __init__(self, path: Path) -> None:
        self.engine = ComputerPlayer(seconds=None, playouts=20, inline=True)
        self.name = self.engine.name
        self.path = path
        self.holder: sqlite3.Connection | None = None
        self.lock = True

    async def choose(self, game: Game, level: str) -> Decision:
        decision = await self.engine.choose(game, level)
        if self.lock:
            self.holder = sqlite3.connect(self.path, isolation_level=None)
            self.holder.execute("BEGIN IMMEDIATE")
        return decision

    async def accept_draw(self, game: Game, level: str, color: Color) -> bool:
        return await self.engine.accept_draw(game, level, color)


async def test_a_fault_in_the_computers_turn_keeps_the_move_and_the_turn_is_taken_again(
    db_path: Path, clock: Clock
) -> None:
    storage = SqliteStorage(db_path, write_wait=0.1)
    await storage.open()
    engine = LockingEngine(db_path)
    try:
        service = await make_service(storage, clock, engine=engine)
        started = await service.challenges.challenge(
            ev(), CHAT, ALICE, Challenge(Opponent.computer("easy"))
        )
        assert started.game is not None
        event = ev()
        result = await service.play.move(event, CHAT, ALICE, Move("3-3"))
        assert result.ok and result.game is not None and result.game.ply == 1
        assert service.computer.turns is not None
        with pytest.raises(StorageUnavailable):  # the computer's move cannot be written
            await service.computer.turns.settle()
        assert engine.holder is not None
        engine.holder.execute("ROLLBACK")
        row = await storage.game(started.game.id)
        assert row is not None and row.ply == 1  # Alice's move, kept
        assert (await service.play.move(event, CHAT, ALICE, Move("3-3"))).duplicate
        engine.holder.close()
        engine.holder = None
        assert await service.computer.scan() == 1  # the turn is taken up again
        engine.lock = False
        assert await service.computer.turns.settle() == 1
        row = await storage.game(started.game.id)
        assert row is not None and row.ply == 2
    finally:
        if engine.holder is not None:
            engine.holder.close()
        await storage.close()


async def test_a_page_damaged_while_running_is_reported_as_damaged(
    db_path: Path, clock: Clock
) -> None:
    console_chat = ChatRef("console", "local")
    async with opened(db_path) as store:
        game_id = await start_game(await make_service(store, clock), chat=console_chat)
    with sqlite3.connect(db_path) as raw:
        (root,) = raw.execute("SELECT rootpage FROM sqlite_master WHERE name = 'games'").fetchone()
        page_size = raw.execute("PRAGMA page_size").fetchone()[0]
    raw.close()
    storage = SqliteStorage(db_path)
    await storage.open()  # sound at start
    try:
        service = await make_service(storage, clock)
        with db_path.open("r+b") as file:  # then a page goes bad on disk
            file.seek((root - 1) * page_size)
            file.write(b"\xff" * page_size)
        event = ev()
        result = await service.play.move(event, console_chat, ALICE, Move("1-1"))
        assert not_saved(result, "damaged")
        with pytest.raises(StorageDamaged):
            await storage.game(game_id)
        clock.advance(days=2)  # the game is due: the console's sweep reads its damaged row
        out = io.StringIO()
        console = Console(service, Presenter(Translator()), images_dir=db_path.parent, out=out)
        await console.handle("@alice /help")  # its sweep fails; the line is answered
        assert "/challenge" in out.getvalue()
    finally:
        await storage.close()


async def test_a_picture_that_cannot_be_written_does_not_hide_a_saved_move(
    service: GameService, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    blocked = tmp_path / "a-file"
    blocked.write_text("")  # IMAGES_DIR inside a file: no folder can be made there
    out = io.StringIO()
    console = Console(service, Presenter(Translator()), images_dir=blocked / "img", out=out)
    feed = iter(["@alice /challenge @bob 9x9\n", "@bob /accept\n", "1-1\n", "2-2\n"])

    async def read_line() -> str:
        return next(feed, "")

    with caplog.at_level(logging.WARNING):
        await console.run(read_line)
    text = out.getvalue()
    assert "Move 1: Blue 1-1\nRed to move: bob" in text
    assert "Move 2: Red 2-2\nBlue to move: alice" in text
    assert "Nothing was changed" not in text and "Picture:" not in text
    (game,) = await service.parts.storage.active_games(console.chat)
    assert game.ply == 2
    warnings = [r for r in caplog.records if "cannot write pictures" in r.getMessage()]
    assert len(warnings) == 1


@conftest.on_real_databases
async def test_event_keys_are_forgotten_in_batches_once_old(
    storage: SqliteStorage, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(bookkeeping, "PRUNE_BATCH", 3)
    for n in range(7):
        async with storage.transaction(f"test:old:{n}"):
            pass
    now = datetime.now(UTC)
    assert await storage.prune_events(now - timedelta(days=1)) == 0
    assert await storage.event_seen("test:old:0")
    assert await storage.prune_events(now + timedelta(seconds=1)) == 7
    assert not any([await storage.event_seen(f"test:old:{n}") for n in range(7)])


async def test_the_sweeper_forgets_event_keys_past_the_redelivery_days(
    storage: SqliteStorage,
) -> None:
    clock = Clock(datetime.now(UTC))
    service = await make_service(storage, clock, event_ttl=timedelta(days=7))
    await start_game(service)
    event = ev()
    assert (await service.play.move(event, CHAT, ALICE, Move("1-1"))).ok
    clock.advance(days=6)
    await service.sweeper.sweep()
    assert await storage.event_seen(event)
    assert (await service.play.move(
        event, CHAT, ALICE, Move("1-1")
    )).duplicate  # still redeliverable
    clock.advance(days=2)
    await service.sweeper.sweep()
    assert not await storage.event_seen(event)


@conftest.on_real_databases
async def test_a_fault_in_our_own_sql_stays_a_bug_and_frees_the_writer(
    storage: SqliteStorage,
) -> None:
    with pytest.raises(sqlite3.OperationalError, match="syntax error"):
        async with storage.transaction("test:bug") as tx:
            await tx.conn.execute("SELEC 1")
    assert not await storage.event_seen("test:bug")
    async with storage.transaction("test:after"):
        pass
    assert await storage.event_seen("test:after")
