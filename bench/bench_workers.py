"""Benchmark and chaos test: many workers on one database, through the fake Telegram Bot
API and the fake Discord of the adapter tests (everything on 127.0.0.1).

Real ``python -m bot`` processes: N Telegram webhook workers and, on PostgreSQL, 2 Discord
shard processes (on SQLite one process serves both). The driver is the players (two per
game, each game in its own group chat or guild: on Telegram ``/settings board post``,
``/challenge``, Accept, then ``/move x-y`` in turn, a think time apart; on Discord the same
as slash commands through the gateway) and Telegram's load balancer (updates posted to the
workers in turn; one not answered 200 within 60 s goes to another worker, as Telegram
redelivers). A move's latency runs from the update's first post (the interaction's
dispatch) to the fake's receipt of the card showing that ply. The run stops by itself
(``--limit``) and stops every process it started, also on Ctrl-C and SIGTERM.

``--chaos``: every few seconds a random worker is killed (``kill -9``, its process group)
and restarted, Telegram webhook workers and Discord shard processes alike; on PostgreSQL
the server is restarted once. Discord does not deliver an interaction again: a move lost
with a killed shard is sent again by its player after a few seconds without its card,
and a move a killed shard stored is shown by the card sweep of a live one. Every run
ends with the
reckoning (:mod:`bench.workers.reconcile`): lost acknowledged moves, doubled moves,
notices sent twice, notices never sent; the exit status is 1 unless all four are 0.

    python bench/bench_workers.py --workers 1,2,4 --sqlite [--chaos] [--games 1000]
        [--discord 100] [--moves 20] [--think 3] [--limit 600]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import platform
import signal
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.workers.run import LIVE, Options, Outcome, run  # noqa: E402

HEADER = (
    f"{'backend':<11} {'workers':>7} {'games':>5} {'moves':>6} {'moves/s':>8} {'p50 ms':>8}"
    f" {'p99 ms':>8} {'kills':>5} {'pg rst':>6} {'lost':>4} {'doubled':>7} {'twice':>5}"
    f" {'never':>5}"
)


def row(outcome: Outcome) -> str:
    found = outcome.reckoning
    return (
        f"{outcome.backend:<11} {outcome.workers:>7} {outcome.games:>5} {outcome.moves:>6}"
        f" {outcome.rate:>8.1f} {outcome.percentile(50):>8.0f} {outcome.percentile(99):>8.0f}"
        f" {outcome.kills:>5} {outcome.pg_restarts:>6} {found.lost:>4} {found.doubled:>7}"
        f" {found.sent_twice:>5} {found.never_sent:>5}"
    )


def details(outcome: Outcome) -> list[str]:
    lines = []
    if outcome.discord_games:
        lines.append(
            f"{'  + discord':<11} {'2 shards':>7} {outcome.discord_games:>5}"
            f" {outcome.discord_moves:>6}"
            f" {outcome.discord_moves / outcome.seconds if outcome.seconds else 0.0:>8.1f}"
            f" {outcome.percentile(50, outcome.discord_latencies):>8.0f}"
            f" {outcome.percentile(99, outcome.discord_latencies):>8.0f}"
        )
    lines += [
        f"  setup {outcome.setup_seconds:.1f} s, moves over {outcome.seconds:.1f} s,"
        f" setWebhook accepted {outcome.webhooks_set}x, posts retried {outcome.retries},"
        f" stored moves {outcome.reckoning.stored_moves}",
    ]
    if outcome.failures:
        lines.append(f"  games cut short: {outcome.failures}")
    lines += [f"  chaos: {event}" for event in outcome.chaos_log[:40]]
    lines += [f"  ! {note}" for note in outcome.reckoning.notes]
    return lines


def arguments(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--workers", default="1,2,4",
                        help="webhook workers on PostgreSQL, comma-separated runs")
    parser.add_argument("--sqlite", action="store_true",
                        help="also the baseline: one worker on SQLite")
    parser.add_argument("--no-postgres", action="store_true", help="only the SQLite run")
    parser.add_argument("--chaos", action="store_true",
                        help="kill -9 a random worker or shard every few seconds;"
                        " restart PostgreSQL once")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--discord", type=int, default=100,
                        help="of the games, how many are played on Discord")
    parser.add_argument("--moves", type=int, default=20, help="moves per game")
    parser.add_argument("--think", type=float, default=3.0,
                        help="seconds a player thinks after a card (0.5x to 1.5x)")
    parser.add_argument("--limit", type=float, default=600.0, help="hard end of a run, s")
    parser.add_argument("--chaos-every", type=float, default=4.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--keep-logs", type=Path, help="copy the workers' logs here")
    return parser.parse_args(argv)


async def main(args: argparse.Namespace) -> int:
    task = asyncio.current_task()
    assert task is not None
    for stop in (signal.SIGTERM, signal.SIGINT):  # the runs' clean-ups stop every child
        asyncio.get_running_loop().add_signal_handler(stop, task.cancel)
    options = Options(
        games=args.games, discord=args.discord, moves=args.moves, think=args.think,
        limit=args.limit, seed=args.seed, chaos_every=args.chaos_every, keep_logs=args.keep_logs,
    )
    plan: list[tuple[bool, int]] = []
    if args.sqlite or args.no_postgres:
        plan.append((False, 1))
    if not args.no_postgres:
        plan += [(True, int(n)) for n in args.workers.split(",") if n.strip()]
    print(f"{args.games} games x {args.moves} moves, think {args.think} s;"
          f" {os.cpu_count()} cores, Python {platform.python_version()}"
          f"{'; chaos' if args.chaos else ''}", flush=True)
    print(HEADER, flush=True)
    clean = True
    for postgres, workers in plan:
        outcome = await asyncio.wait_for(
            run(postgres, workers, args.chaos, options), args.limit + 300
        )
        print(row(outcome), flush=True)
        for line in details(outcome):
            print(line, flush=True)
        clean = clean and outcome.reckoning.clean
    return 0 if clean else 1


if __name__ == "__main__":
    try:
        sys.exit(asyncio.run(main(arguments())))
    except asyncio.CancelledError:
        sys.exit(130)
    finally:
        for worker in LIVE:
            worker.stop()
