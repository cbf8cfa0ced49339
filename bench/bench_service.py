"""Benchmark: many games at once through the game service, SQLite and a PNG per move.

Every move goes the way a chat adapter sends it: ``GameService.move`` (the game found by
chat and player, checked, stored in its own SQLite transaction) and then the output
path's ``Pictures.card`` (the PNG the adapter would post). Move sequences are random
legal games worked out beforehand, outside the timing.

Two runs with all games at once:
* throughput: every game plays as fast as it can, all at once (closed loop);
* latency at a steady rate: moves arrive at ``--rate`` per second spread over the games
  (open loop, as chat traffic does); latency counts from the moment a move arrives.

A first run, one move at a time, shows what the service and the picture cost alone.

``--statements`` counts instead the SQL statements (reads, writes, and the transactions'
own) one command and one move cost through the service's door (``GameService.dispatch``)
on SQLite, each its mean over a game's moves: the reads a feature adds on every command
and move show here, run against an older checkout of the code for the figure before it.

Pinned to one core by default (``--cpu``), threads included.

    python bench/bench_service.py [--games 100] [--moves 40] [--rate 100] [--cpu 0]
    python bench/bench_service.py --statements [--moves 40]

``--postgres`` runs the same on PostgreSQL: a throwaway server started as the tests start
theirs (its processes are not pinned), a fresh schema per run.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bot.service.commands import Accept, Challenge, ListGames, Move, ShowBoard

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.figures import percentile  # noqa: E402
from bot.i18n import Translator  # noqa: E402
from bot.identity import Actor, ChatRef  # noqa: E402
from bot.output.pictures import Pictures  # noqa: E402
from bot.output.present import Presenter  # noqa: E402
from bot.service import GameService, Opponent, ServiceConfig, build_service  # noqa: E402
from bot.storage import Storage, open_storage  # noqa: E402
from core import Color, Game, Rules  # noqa: E402
from tests.support.postgres_server import start_server  # noqa: E402

Point = tuple[int, int]


def random_game(rules: Rules, moves: int, seed: int) -> list[Point]:
    """A random legal move sequence (worked out before timing)."""
    game = Game.from_rules(rules)
    rng = random.Random(seed)
    points = [(x, y) for x in range(1, rules.width + 1) for y in range(1, rules.height + 1)]
    rng.shuffle(points)
    played: list[Point] = []
    for x, y in points:
        if len(played) == moves or game.is_over:
            break
        if game.board.is_playable(x, y):
            game.play(x, y)
            played.append((x, y))
    return played


class Table:
    """One game of the benchmark: its chat, its players, its moves."""

    def __init__(self, index: int, moves: list[Point], drawn: Pictures) -> None:
        self.drawn = drawn
        """What draws the card's picture, as an adapter's output path does."""
        self.chat = ChatRef("bench", f"chat{index}")
        self.players = {
            Color.BLUE: Actor("bench", f"b{index}", f"Blue {index}", f"b{index}"),
            Color.RED: Actor("bench", f"r{index}", f"Red {index}", f"r{index}"),
        }
        self.moves = moves
        self.next = 0
        self.lock = asyncio.Lock()

    async def start(self, service: GameService, event: str) -> None:
        blue, red = self.players[Color.BLUE], self.players[Color.RED]
        made = await service.challenges.challenge(
            event + "c", self.chat, blue, Challenge(Opponent.user(red.username))
        )
        assert made.challenge is not None
        accepted = await service.challenges.accept(
            event + "a", self.chat, red, Accept(made.challenge.id)
        )
        assert accepted.ok, accepted

    async def play_one(self, service: GameService, event: str) -> None:
        x, y = self.moves[self.next]
        mover = self.players[Color.BLUE if self.next % 2 == 0 else Color.RED]
        result = await service.play.move(event, self.chat, mover, Move(f"{x}-{y}"))
        if not result.ok or result.game is None:
            raise RuntimeError(f"move refused: {result}")
        await self.drawn.card(result.game, "en")
        self.next += 1


def report(name: str, latencies: list[float], seconds: float) -> None:
    ms = [v * 1000 for v in latencies]
    print(
        f"{name}: {len(ms)} moves in {seconds:.2f} s = {len(ms) / seconds:.1f} moves/s;"
        f" latency p50 {percentile(ms, 0.50):.1f} ms, p99 {percentile(ms, 0.99):.1f} ms,"
        f" max {max(ms):.1f} ms, mean {statistics.fmean(ms):.1f} ms"
    )


async def setup(place: str, args: argparse.Namespace) -> tuple[Storage, GameService, list[Table]]:
    storage = open_storage(place)
    await storage.open()
    service = build_service(storage, ServiceConfig(cache_size=4 * args.games))
    await service.start()
    rules = Rules(width=args.width, height=args.height)
    drawn = Pictures(Presenter(Translator()), in_thread=args.render_thread)
    tables = [Table(i, random_game(rules, args.moves, seed=i), drawn) for i in range(args.games)]
    for i, table in enumerate(tables):
        await table.start(service, f"setup:{i}")
    return storage, service, tables


async def breakdown(args: argparse.Namespace, place: str) -> None:
    """One move at a time: what the service and the picture cost, without queueing."""
    one = argparse.Namespace(**{**vars(args), "games": 1, "moves": 4 * args.moves})
    storage, service, (table,) = await setup(place, one)
    moving: list[float] = []
    drawing: list[float] = []
    while table.next < len(table.moves):
        x, y = table.moves[table.next]
        mover = table.players[Color.BLUE if table.next % 2 == 0 else Color.RED]
        began = time.perf_counter()
        result = await service.play.move(f"one:{table.next}", table.chat, mover, Move(f"{x}-{y}"))
        moved = time.perf_counter()
        assert result.ok and result.game is not None, result
        await table.drawn.card(result.game, "en")
        moving.append(moved - began)
        drawing.append(time.perf_counter() - moved)
        table.next += 1
    print(
        f"one move at a time ({len(moving)} moves): service p50"
        f" {percentile(moving, 0.5) * 1000:.2f} ms, p99 {percentile(moving, 0.99) * 1000:.2f}"
        f" ms; picture p50 {percentile(drawing, 0.5) * 1000:.2f} ms,"
        f" p99 {percentile(drawing, 0.99) * 1000:.2f} ms"
    )
    await storage.close()


async def throughput(args: argparse.Namespace, place: str) -> None:
    storage, service, tables = await setup(place, args)
    latencies: list[float] = []

    async def run(table: Table) -> None:
        while table.next < len(table.moves):
            began = time.perf_counter()
            await table.play_one(service, f"tp:{table.chat.chat_id}:{table.next}")
            latencies.append(time.perf_counter() - began)

    began = time.perf_counter()
    await asyncio.gather(*(run(table) for table in tables))
    report(
        f"throughput ({args.games} games at once, closed loop)",
        latencies,
        time.perf_counter() - began,
    )
    await storage.close()


async def steady(args: argparse.Namespace, place: str) -> None:
    storage, service, tables = await setup(place, args)
    total = sum(len(t.moves) for t in tables)
    latencies: list[float] = []
    loop = asyncio.get_running_loop()
    start = loop.time() + 0.05
    interval = 1 / args.rate
    pending: list[asyncio.Task[None]] = []

    async def arrive(table: Table, due: float, number: int) -> None:
        async with table.lock:  # a player moves after seeing the previous move
            await table.play_one(service, f"st:{number}")
        latencies.append(loop.time() - due)

    order = [t for round_ in range(args.moves) for t in tables if round_ < len(t.moves)]
    for number, table in enumerate(order):
        due = start + number * interval
        delay = due - loop.time()
        if delay > 0:
            await asyncio.sleep(delay)
        pending.append(asyncio.create_task(arrive(table, due, number)))
    await asyncio.gather(*pending)
    seconds = loop.time() - start
    assert len(latencies) == total
    report(f"steady {args.rate:g} moves/s over {args.games} games (open loop)", latencies, seconds)
    await storage.close()


class Statements:
    """The SQL statements SQLite runs, by kind, counted at the driver (aiosqlite)."""

    def __init__(self) -> None:
        import aiosqlite

        self.counts: dict[str, int] = {"read": 0, "write": 0, "other": 0}
        for name in ("execute", "execute_fetchall"):
            original = getattr(aiosqlite.Connection, name)
            setattr(aiosqlite.Connection, name, self._counting(original))

    def _counting(self, original: Any) -> Any:
        async def counted(conn: Any, sql: str, *args: Any, **kw: Any) -> Any:
            word = sql.lstrip().split(None, 1)[0].upper() if sql.strip() else ""
            kind = ("read" if word in ("SELECT", "WITH")
                    else "write" if word in ("INSERT", "UPDATE", "DELETE") else "other")
            self.counts[kind] += 1
            return await original(conn, sql, *args, **kw)

        return counted

    def since(self, before: dict[str, int]) -> dict[str, int]:
        return {kind: self.counts[kind] - before[kind] for kind in self.counts}


async def statements(args: argparse.Namespace, place: str) -> None:
    """The statements of one command and one move through ``dispatch``, on SQLite."""
    counter = Statements()
    one = argparse.Namespace(**{**vars(args), "games": 1})
    storage, service, (table,) = await setup(place, one)
    blue = table.players[Color.BLUE]
    kinds: dict[str, list[dict[str, int]]] = {"/board": [], "/games": [], "move": []}
    while table.next < len(table.moves):
        for name, command in (("/board", ShowBoard()), ("/games", ListGames())):
            before = dict(counter.counts)
            await service.dispatch(f"s:{name}:{table.next}", table.chat, blue, command)
            kinds[name].append(counter.since(before))
        x, y = table.moves[table.next]
        mover = table.players[Color.BLUE if table.next % 2 == 0 else Color.RED]
        before = dict(counter.counts)
        moved = await service.dispatch(f"s:m:{table.next}", table.chat, mover, Move(f"{x}-{y}"))
        assert moved.ok, moved
        kinds["move"].append(counter.since(before))
        table.next += 1
    for name, runs in kinds.items():
        mean = {kind: statistics.fmean(run[kind] for run in runs) for kind in runs[0]}
        print(f"{name}: {mean['read']:.2f} reads, {mean['write']:.2f} writes,"
              f" {mean['other']:.2f} other statements (transactions' own) a time,"
              f" mean of {len(runs)}")
    await storage.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--moves", type=int, default=40, help="moves per game")
    parser.add_argument("--width", type=int, default=39)
    parser.add_argument("--height", type=int, default=32)
    parser.add_argument("--rate", type=float, default=100.0, help="moves/s for the steady run")
    parser.add_argument("--cpu", type=int, default=0, help="core to pin to; -1: no pinning")
    parser.add_argument(
        "--render-thread",
        action="store_true",
        help="draw pictures in a worker thread (Pictures(in_thread=True))",
    )
    parser.add_argument(
        "--postgres", action="store_true", help="on a throwaway PostgreSQL server, not SQLite"
    )
    parser.add_argument(
        "--statements", action="store_true",
        help="count the SQL statements of a command and a move instead of timing (SQLite)",
    )
    args = parser.parse_args()
    if args.statements:
        with tempfile.TemporaryDirectory() as folder:
            asyncio.run(statements(args, str(Path(folder) / "statements.db")))
        return
    if args.cpu >= 0 and hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {args.cpu})  # before any thread starts: threads inherit it
    pinned = sorted(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else "?"
    print(
        f"{args.games} games on {args.width}x{args.height}, {args.moves} moves each;"
        f" CPUs {pinned}; pictures {'in a thread' if args.render_thread else 'inline'};"
        f" Python {sys.version.split()[0]}; {'PostgreSQL' if args.postgres else 'SQLite'}"
    )
    runs = (("one", breakdown), ("throughput", throughput), ("steady", steady))
    if args.postgres:
        server = start_server()
        try:
            for name, run in runs:
                asyncio.run(run(args, asyncio.run(server.new_schema(name))))
        finally:
            server.stop("immediate")
            server.remove()
        return
    with tempfile.TemporaryDirectory() as folder:
        for name, run in runs:
            asyncio.run(run(args, str(Path(folder) / f"{name}.db")))


if __name__ == "__main__":
    main()
