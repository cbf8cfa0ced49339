"""Benchmark: Telegram's bot-wide limit with many private-chat games moving at once. Two
worker processes, each with its own chat pacer, its own connection to one SQLite file
(the bot-wide budget's row) and its own aiogram client, send the cards of their games to
the fake Bot API (in this process, its flood limits on: 30 calls in any second across all
chats, a private chat's own). Each game moves ``--moves`` times at random moments over
``--spread`` seconds; a card not yet sent is replaced by its game's newer one. Printed: the
bot-wide rate the fake saw (the most calls in any 1 s window, and the 429s), the card lag
(from a move to the first card showing it or a later move) p50/p90, and the moves no card
ever showed (lost).

    python bench/bench_bot_budget.py [--games 2000] [--moves 2] [--spread 60] [--rate 30]

``--rate 0``: no bot-wide budget (each chat's own pace only), as before it was kept.
"""

from __future__ import annotations

import argparse
import asyncio
import bisect
import json
import logging
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from aiogram.exceptions import TelegramAPIError  # noqa: E402
from aiogram.methods import SendMessage  # noqa: E402

from bench.figures import percentile  # noqa: E402
from bot.output.budget import BotRate, SendBudget  # noqa: E402
from bot.storage import open_storage  # noqa: E402
from bot.telegram.pacing import ChatPacer, Priority  # noqa: E402
from bot.telegram.transport import create_bot  # noqa: E402
from tests.support.fakes.telegram_api import TelegramFake  # noqa: E402
from tests.support.fakes.telegram_limits import COUNTED  # noqa: E402

WORKERS = 2
Move = tuple[float, int, int]
"""When (seconds after the start), which game, which of its moves."""


def schedule(games: int, moves: int, spread: float) -> list[Move]:
    rng = random.Random(58)
    made = []
    for game in range(games):
        moments = sorted(rng.uniform(0, spread) for _ in range(moves))
        made += [(moment, game, number) for number, moment in enumerate(moments)]
    return sorted(made)


async def worker(options: argparse.Namespace) -> None:
    """One worker: the cards of its games (game % 2 == its number), through its pacer."""
    logging.basicConfig(level=logging.CRITICAL)  # no line for each 429 retried
    store = open_storage(options.database)
    await store.open()
    budget = SendBudget(store, BotRate(options.rate))
    pacer = ChatPacer(budget=budget if options.rate else None)
    bot = create_bot(options.token, options.url)
    shown: list[tuple[int, int, float]] = []
    failed: list[int] = []

    async def card(game: int, number: int) -> None:
        chat = game + 1

        async def send() -> None:
            await bot(SendMessage(chat_id=chat, text=f"game {game}, move {number}"))
            shown.append((game, number, time.time()))

        try:
            await pacer.send(chat, send, edit_key=chat, priority=Priority.CARD)
        except TelegramAPIError:  # refused five times over: the card is lost
            failed.append(game)

    cards = []
    for moment, game, number in schedule(options.games, options.moves, options.spread):
        if game % WORKERS != options.worker:
            continue
        await asyncio.sleep(max(0.0, options.start + moment - time.time()))
        cards.append(asyncio.create_task(card(game, number)))
    await asyncio.gather(*cards)
    await pacer.close()
    await bot.session.close()
    await store.close()
    print(json.dumps({"shown": shown, "claims": budget.claims, "failed": len(failed)}))


def most_in_a_second(moments: list[float]) -> int:
    moments = sorted(moments)
    return max((bisect.bisect_left(moments, start + 1.0) - index
                for index, start in enumerate(moments)), default=0)


async def main(options: argparse.Namespace) -> None:
    with tempfile.TemporaryDirectory() as folder:
        database = str(Path(folder) / "dots.db")
        store = open_storage(database)  # migrated once, before the workers
        await store.open()
        await store.close()
        async with TelegramFake() as fake:
            for game in range(options.games):
                fake.add_user(game + 1, f"Player {game + 1}")
            start = time.time() + 2.0
            began = time.monotonic() + 2.0
            workers = [
                await asyncio.create_subprocess_exec(
                    sys.executable, __file__, "--worker", str(number), "--url", fake.url,
                    "--token", fake.token, "--database", database, "--start", str(start),
                    "--games", str(options.games), "--moves", str(options.moves),
                    "--spread", str(options.spread), "--rate", str(options.rate),
                    stdout=asyncio.subprocess.PIPE,
                )
                for number in range(WORKERS)
            ]
            outputs = [json.loads((await process.communicate())[0]) for process in workers]
            took = time.monotonic() - began
        calls = [call for call in fake.calls if call.method.lower() in COUNTED]
    report(options, outputs, calls, start, took)


def report(options: argparse.Namespace, outputs: list[dict[str, object]],
           calls: list, start: float, took: float) -> None:  # type: ignore[type-arg]
    made = schedule(options.games, options.moves, options.spread)
    first_shown: dict[tuple[int, int], float] = {}
    for output in outputs:
        for game, number, moment in output["shown"]:  # type: ignore[attr-defined]
            first_shown[(game, number)] = min(moment, first_shown.get((game, number), moment))
    lags, lost = [], 0
    by_game: dict[int, list[tuple[int, float]]] = {}
    for (game, number), moment in first_shown.items():
        by_game.setdefault(game, []).append((number, moment))
    for moment, game, number in made:
        later = [shown for n, shown in by_game.get(game, []) if n >= number]
        if later:
            lags.append(min(later) - (start + moment))
        else:
            lost += 1
    answered = [call.moment for call in calls if call.ok]
    refused = sum(1 for call in calls if call.status == 429)
    print(f"{options.games} private-chat games, {options.moves} moves each over"
          f" {options.spread:g} s, {WORKERS} worker processes on one SQLite file,"
          f" budget {options.rate or 'none'}/s; {took:.0f} s in all")
    print(f"moves {len(made)}, cards sent {len(answered)}"
          f" ({len(made) - len(answered)} replaced by a newer card of their game before"
          f" their turn), claims of the budget {sum(o['claims'] for o in outputs)}")  # type: ignore[misc]
    print(f"bot-wide rate: at most {most_in_a_second(answered)} calls in any 1 s window"
          f" (budget {options.rate or 'none'}), {len(answered) / max(took, 1e-9):.1f}/s on"
          f" average; 429s {refused}; cards refused for good"
          f" {sum(o['failed'] for o in outputs)}")  # type: ignore[misc]
    print(f"card lag: p50 {percentile(lags, 0.5):.1f} s, p90 {percentile(lags, 0.9):.1f} s,"
          f" max {max(lags):.1f} s")
    print(f"cards lost: {lost}")


def options() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--moves", type=int, default=2)
    parser.add_argument("--spread", type=float, default=60.0)
    parser.add_argument("--rate", type=int, default=30)
    parser.add_argument("--worker", type=int, default=None, help=argparse.SUPPRESS)
    parser.add_argument("--url", help=argparse.SUPPRESS)
    parser.add_argument("--token", help=argparse.SUPPRESS)
    parser.add_argument("--database", help=argparse.SUPPRESS)
    parser.add_argument("--start", type=float, help=argparse.SUPPRESS)
    return parser.parse_args()


if __name__ == "__main__":
    chosen = options()
    asyncio.run(worker(chosen) if chosen.worker is not None else main(chosen))
