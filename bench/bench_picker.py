"""Benchmark: a whole tap-to-move through the game service, as an adapter drives it.

For each field size, a game is played to ``--moves`` random moves; then, move after move,
the player to move presses the card's Move button (the sectors), a sector (its points), and
a point (the move, stored in SQLite), and the adapter draws the picker's picture (the
position with the sector framed). Each step is timed on its own; every press is a real
``GameService.press`` with signed data.

    python bench/bench_picker.py [--moves 300] [--taps 60]
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import random
import statistics
import sys
import time
from collections.abc import Awaitable
from pathlib import Path
from typing import TypeVar

from bot.service.commands import Accept, Challenge, ShowBoard

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.figures import percentile, whole_number_options  # noqa: E402
from bench.scratch import scratch_service  # noqa: E402
from bot.i18n import Translator  # noqa: E402
from bot.identity import Actor, ChatRef  # noqa: E402
from bot.output.pictures import Pictures  # noqa: E402
from bot.output.present import Presenter  # noqa: E402
from bot.service import GameOptions, GameService, Opponent  # noqa: E402
from bot.service.answers.answer import Result  # noqa: E402
from bot.service.answers.buttons import Action  # noqa: E402
from bot.service.answers.game_views import PickerView  # noqa: E402
from core import Color, Start  # noqa: E402

SIZES = ((20, 20), (39, 32), (64, 64))
CHAT = ChatRef("bench", "picker")
PLAYERS = {
    Color.BLUE: Actor("bench", "1", "Blue", "blue"),
    Color.RED: Actor("bench", "2", "Red", "red"),
}
T = TypeVar("T")
_events = itertools.count()


def event() -> str:
    return f"bench:{next(_events)}"


async def timed(samples: list[float], step: Awaitable[T]) -> T:
    """Await ``step`` (a coroutine starts running only when awaited) and time it."""
    began = time.perf_counter()
    value = await step
    samples.append(time.perf_counter() - began)
    return value

DRAWN = Pictures(Presenter(Translator()))
"""Draws the picker's picture, as an adapter's output path does."""


def picker_of(result: Result) -> PickerView:
    if not result.ok or result.picker is None:
        raise RuntimeError(f"no picker: {result}")
    return result.picker


async def run_size(service: GameService, size: tuple[int, int], args: argparse.Namespace) -> None:
    width, height = size
    blue, red = PLAYERS[Color.BLUE], PLAYERS[Color.RED]
    options = GameOptions(width=width, height=height, start=Start.EMPTY)
    made = await service.challenges.challenge(
        event(), CHAT, blue, Challenge(Opponent.user(red.username), options)
    )
    assert made.challenge is not None
    started = await service.challenges.accept(event(), CHAT, red, Accept(made.challenge.id))
    assert started.game is not None
    game_id, rng = started.game.id, random.Random(width * 100 + height)
    steps: dict[str, list[float]] = {"sectors": [], "points": [], "move": [], "picture": []}
    for ply in range(args.moves + args.taps):
        view = (await service.cards.board(CHAT, blue, ShowBoard(game_id))).game
        assert view is not None and view.to_move is not None
        actor = PLAYERS[view.to_move]
        record = steps if ply >= args.moves else {name: [] for name in steps}
        pick = next(b for b in view.buttons if b.action is Action.PICK)
        press = service.press
        overview = picker_of(await timed(record["sectors"], press(event(), CHAT, actor, pick.data)))
        sector = rng.choice([s for s in overview.sectors if s.legal]).button.data
        points = picker_of(await timed(record["points"], press(event(), CHAT, actor, sector)))
        await timed(record["picture"], DRAWN.card(points, "en"))
        tap = rng.choice([p.button for row in points.rows for p in row if p.button]).data
        moved = await timed(record["move"], press(event(), CHAT, actor, tap))
        if not moved.ok or moved.game is None or moved.game.outcome is not None:
            raise RuntimeError(f"move refused or game over: {moved}")
    figures = ", ".join(
        f"{name} p50 {statistics.median(v) * 1000:.2f} ms p90"
        f" {percentile(v, 0.9) * 1000:.2f} ms"
        for name, v in steps.items()
    )
    print(f"{width}x{height} after {args.moves} moves, {args.taps} taps: {figures}")


async def main() -> None:
    args = whole_number_options(__doc__.splitlines()[0], moves=300, taps=60)
    async with scratch_service() as service:
        for size in SIZES:
            await run_size(service, size, args)
    print(f"Python {sys.version.split()[0]}")


if __name__ == "__main__":
    asyncio.run(main())
