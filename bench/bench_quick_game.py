"""Benchmark: quick games on Telegram at a person's pace, through the real aiogram client
against the fake Bot API with Telegram's flood limits on (20 calls a minute in a group,
about one a second in a private chat) and the bot's own pace (``bot.telegram.pacing``):

* a group game of 16 moves on 15×15, one move every 1.5 s, then ``/draw``;
* a blitz group game (3+2) of 60 moves on 39×32 at the same pace, then ``/draw``;
* a private game against the computer, 16 moves of the player's on 15×15, same pace.

Each prints the lag from a move to the first card showing it or a later position (p50,
p90, max, and move by move), whether the position the players stopped at was shown within
4 s, the calls per move, the pings sent and how many were stale (sent after the player they
name had moved), the 429s, and after ``/draw``: when the offer came and how many messages
the chat got in the 6 s after it.

    python bench/bench_quick_game.py [--moves 16] [--blitz 60]
"""

from __future__ import annotations

import asyncio
import logging
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.figures import percentile, whole_number_options  # noqa: E402
from bot.telegram.pacing import ChatPacer  # noqa: E402
from tests.support.engines import FirstFreePoint  # noqa: E402
from tests.support.fakes.telegram_api import TelegramFake  # noqa: E402
from tests.support.fakes.telegram_calls import Call  # noqa: E402
from tests.support.fakes.telegram_world import Chat, User  # noqa: E402
from tests.support.telegram_quick_game import (  # noqa: E402
    Said,
    accepted,
    cards_seen,
    lags,
    out_of_order,
    pings_seen,
    play,
    row_moves,
    stale,
)
from tests.support.telegram_table import alice_alone, cast, table  # noqa: E402

GROUP = -100
PAUSE = 1.5
SHOWN_WITHIN = 4.0
AFTER_DRAW = 6.0
POSTS = ("sendmessage", "sendphoto", "senddocument", "sendanimation")


def lag_line(label: str, fake: TelegramFake, chat_id: int, said: list[Said]) -> str:
    cards = cards_seen(fake, chat_id)
    waits = lags(said, cards)
    last = waits[-1]
    counted = [c for c in fake.limits.seen(chat_id) if c.moment >= said[0].moment]
    pings = pings_seen(fake, chat_id, said[0].moment)
    return (
        f"{label}: lag p50 {percentile(waits, 0.5):.2f} s, p90 {percentile(waits, 0.9):.2f} s,"
        f" max {max(waits):.2f} s; the last position shown after {last:.2f} s"
        f" (within {SHOWN_WITHIN:.0f} s: {'yes' if last <= SHOWN_WITHIN else 'NO'});"
        f" {len(counted) / len(said):.2f} calls a move; {len(pings)} pings,"
        f" {len(stale(pings, said, cards))} stale; {len(out_of_order(cards))} cards behind;"
        f" 429s {fake.limits.refused.get(chat_id, 0)}"
        f"\n  lag per move (s): {' '.join(f'{wait:.1f}' for wait in waits)}"
    )


def posted(call: Call, chat_id: int) -> bool:
    """A new message everyone in the chat sees."""
    return (
        call.method.lower() in POSTS and call.ok and call.params.get("chat_id") == chat_id
        and "ephemeral_message_parameters" not in call.params
    )


async def draw_line(fake: TelegramFake, chat: Chat, user: User) -> str:
    """``user`` offers a draw: when the offer came, and what else the chat got."""
    asked = time.monotonic()
    fake.say(user, chat, "/draw")
    await asyncio.sleep(AFTER_DRAW)
    new = [c for c in fake.calls if c.moment >= asked and posted(c, chat.id)]
    offers = [c for c in new if "draw" in str(c.params.get("text", "")).lower()]
    came = f"after {offers[0].moment - asked:.2f} s" if offers else f"not within {AFTER_DRAW} s"
    return (
        f"  /draw: the offer {came}; {len(new)} new messages in the chat in the"
        f" {AFTER_DRAW:.0f} s after /draw (the offer included)"
    )


async def group_game(moves: int, options: str, rows: tuple[int, int]) -> list[str]:
    with tempfile.TemporaryDirectory() as folder:
        async with TelegramFake() as fake:
            c = cast(fake, GROUP)
            async with table(fake, Path(folder), pacer=ChatPacer()) as t:
                await accepted(t, c, options, within=60)
                await asyncio.sleep(PAUSE)
                alice, bob = row_moves(rows[0], moves), row_moves(rows[1], moves)
                players = (c.alice, c.bob)
                turns = [(players[n % 2], (alice, bob)[n % 2][n // 2]) for n in range(moves)]
                said = await play(fake, c.group, turns, pause=PAUSE)
                draw = await draw_line(fake, c.group, players[moves % 2])
                label = f"group {options}, {moves} moves, one every {PAUSE} s"
                return [lag_line(label, fake, GROUP, said), draw]


async def private_game(moves: int) -> list[str]:
    with tempfile.TemporaryDirectory() as folder:
        async with TelegramFake() as fake:
            alice, chat = alice_alone(fake)
            async with table(fake, Path(folder), pacer=ChatPacer(), engine=FirstFreePoint()):
                fake.say(alice, chat, "/play 15x15")
                await fake.until(lambda: bool(cards_seen(fake, chat.id)), timeout=60)
                await asyncio.sleep(PAUSE)
                first = max(card.ply for card in cards_seen(fake, chat.id))
                turns = [(alice, move) for move in row_moves(12, moves, command="")]
                said = await play(fake, chat, turns, pause=PAUSE, first_ply=first, step=2)
                await asyncio.sleep(SHOWN_WITHIN)
                label = f"private 15x15 against the computer, {moves} moves, one every {PAUSE} s"
                return [lag_line(label, fake, chat.id, said)]


async def main(moves: int, blitz: int) -> None:
    lines = await group_game(moves, "15x15 empty", (3, 12))
    if blitz:  # --blitz 0 leaves the blitz game out
        lines += await group_game(blitz, "39x32 empty 3+2", (5, 25))
    lines += await private_game(moves)
    print("\n".join(lines))
    print(f"Python {sys.version.split()[0]}")


if __name__ == "__main__":
    logging.getLogger("aiogram").setLevel(logging.CRITICAL)  # pollers of games played already
    arguments = whole_number_options(__doc__.split("\n")[0], moves=16, blitz=60)
    asyncio.run(main(arguments.moves, arguments.blitz))
