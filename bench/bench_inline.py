"""Benchmark: Telegram inline mode through the real aiogram client against the fake Bot
API, with Telegram's flood limits on and the bot's own pace (``bot.telegram.pacing``):

* inline queries from several users: the time from ``@bot words`` to the bot's
  ``answerInlineQuery``, for no words (the first, cold, uploads the four empty fields to
  the media chat; later ones use their file ids) and for ``15x15 5+5 red``;
* an inline game on 15×15 played by two people at a person's pace (a tap every 0.7 s:
  the sector, then the point), posted from a private chat and then one (of half the
  moves) posted from a group: the time from the point's tap to the ``editMessageMedia``
  showing that move, the 429s and the uploads to the media chat.

Both ways of showing pictures in turn: uploaded to the media chat and shown by file id
(``TELEGRAM_MEDIA_CHAT``), then shown by their address under ``PUBLIC_URL`` (the bot's
web server on this machine, which the fake Bot API fetches them from, as Telegram does).

    python bench/bench_inline.py [--queries 20] [--moves 16]
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.figures import percentile, whole_number_options  # noqa: E402
from bot.i18n import Translator  # noqa: E402
from bot.output.present import Presenter  # noqa: E402
from bot.telegram.pacing import ChatPacer  # noqa: E402
from bot.web.app import WebBoard  # noqa: E402
from bot.web.server import board_server  # noqa: E402
from tests.support import telegram_inline_game as inline_game  # noqa: E402
from tests.support.fakes.telegram_api import TelegramFake  # noqa: E402
from tests.support.fakes.telegram_inline import InlineMessage  # noqa: E402
from tests.support.fakes.telegram_world import Chat, User  # noqa: E402
from tests.support.ports import free_port  # noqa: E402
from tests.support.telegram_table import Table, buttons  # noqa: E402

TAP = 0.7
WORDS = ("", "15x15 5+5 red")


def figures(label: str, seconds: list[float]) -> str:
    return (
        f"{label:<34} {len(seconds):>3} {percentile(seconds, 0.5) * 1000:>8.0f}"
        f" {percentile(seconds, 0.9) * 1000:>8.0f} {max(seconds) * 1000:>8.0f}"
    )


async def answered(fake: TelegramFake, user: User, words: str) -> float:
    """``user`` types ``@bot words``: seconds until the bot answers."""
    asked = time.monotonic()
    query = fake.inline_query(user, words)
    call = await fake.wait_call(
        "answerInlineQuery", timeout=30, where=lambda c: c.params.get("inline_query_id") == query
    )
    return call.moment - asked


async def queries(t: Table, users: list[User], count: int) -> list[str]:
    cold = await answered(t.fake, users[0], "")
    times: dict[str, list[float]] = {words: [] for words in WORDS}
    for n in range(count):
        words = WORDS[n % len(WORDS)]
        times[words].append(await answered(t.fake, users[n % len(users)], words))
    return [
        figures("query, no words, first (cold)", [cold]),
        figures("query, no words (cached)", times[""]),
        figures("query, 15x15 5+5 red", times["15x15 5+5 red"]),
    ]


def sector_of(inline: InlineMessage, point: str) -> str:
    """The label of the sector button holding ``point`` (``x-y``)."""
    x, y = (int(n) for n in point.split("-"))
    for label in buttons(inline.message):
        if "…" in label:
            low, high = label.removeprefix(inline_game.LAST).split("…")
            (x0, y0), (x1, y1) = (map(int, low.split("-")), map(int, high.split("-")))
            if x0 <= x <= x1 and y0 <= y <= y1:
                return label
    raise AssertionError(f"no sector for {point}: {list(buttons(inline.message))}")


async def tap(fake: TelegramFake, user: User, inline: InlineMessage, label: str) -> None:
    await fake.until(lambda: label in buttons(inline.message), timeout=30)
    fake.press_inline(user, inline, buttons(inline.message)[label])


def shown(fake: TelegramFake, move: int, pressed: float) -> float:
    """Seconds from the tap of ``move`` to the first edited card showing it."""
    edits = [
        c for c in fake.calls_of("editMessageMedia", ok=True)
        if c.moment >= pressed and f"Move {move}:" in str(c.params["media"].get("caption"))
    ]
    return edits[0].moment - pressed


async def posted(t: Table, user: User, words: str, chat: Chat) -> InlineMessage:
    """``user`` posts the offer of ``@bot words`` typed in ``chat`` (Telegram tells the
    bot the kind of chat with the query)."""
    query = t.fake.inline_query(user, words, chat.type)
    await t.settled()
    (offer,) = t.fake.inline_results(query)
    inline = t.fake.choose(user, query, str(offer["id"]), chat)
    await t.settled()
    return inline


async def game(t: Table, f: inline_game.Friends, moves: int, chat: Chat) -> list[str]:
    alice, bob = f.alice, f.bob
    inline = await posted(t, alice, "@bob 15x15 empty", chat)
    await inline_game.press(t, bob, inline, "Accept")
    refused, uploads = sum(t.fake.limits.refused.values()), inline_game.media_uploads(t.fake)
    pressed: list[float] = []
    for n in range(moves):
        player = (alice, bob)[n % 2]
        point = f"{n // 2 + 2}-{4 if n % 2 == 0 else 11}"
        await t.fake.until(lambda: any("…" in b for b in buttons(inline.message)), timeout=30)
        await tap(t.fake, player, inline, sector_of(inline, point))
        await asyncio.sleep(TAP)
        await tap(t.fake, player, inline, point)
        pressed.append(time.monotonic())
        await asyncio.sleep(TAP)
    shows = f"Move {moves}:"
    await t.fake.until(lambda: shows in str(inline.message.caption), timeout=60)
    seconds = [shown(t.fake, n + 1, moment) for n, moment in enumerate(pressed)]
    refused_all = sum(t.fake.limits.refused.values())
    uploads_all = inline_game.media_uploads(t.fake)
    return [
        figures(f"tap to edited card, {chat.type} chat", seconds),
        f"  429s {refused_all - refused} in the game, {refused_all} in all; uploads to the"
        f" media chat {uploads_all - uploads} in the game, {uploads_all} in all",
        f"  per move (s): {' '.join(f'{second:.1f}' for second in seconds)}",
    ]


async def one_way(count: int, moves: int, by_address: bool) -> list[str]:
    """The queries and the two games with pictures by file id, or by address."""
    port = free_port()
    public = f"http://127.0.0.1:{port}" if by_address else None
    with tempfile.TemporaryDirectory() as folder:
        async with TelegramFake() as fake, inline_game.inline_table(
            fake, Path(folder), pacer=ChatPacer(), media=not by_address, public_url=public
        ) as (t, f), contextlib.AsyncExitStack() as stack:
            if public is not None:
                board = WebBoard(t.service, Presenter(Translator()), public_url=public)
                await stack.enter_async_context(board_server(board, "127.0.0.1", port))
            lines = await queries(t, [f.alice, f.bob, f.carol], count)
            lines += await game(t, f, moves, f.chat)
            lines += await game(t, f, max(2, moves // 2), fake.add_chat(-300, "supergroup"))
            if public is not None:
                lines.append(f"  pictures fetched by address: {len(fake.fetched)}")
    return lines


async def main(count: int, moves: int) -> None:
    for by_address in (False, True):
        way = "by address under PUBLIC_URL" if by_address else "by file id (media chat)"
        print(f"pictures {way}")
        print(f"{'':<34} {'n':>3} {'p50 ms':>8} {'p90 ms':>8} {'max ms':>8}")
        print("\n".join(await one_way(count, moves, by_address)))
    print(f"Python {sys.version.split()[0]}")


if __name__ == "__main__":
    logging.getLogger("aiogram").setLevel(logging.CRITICAL)
    arguments = whole_number_options(__doc__.split("\n")[0], queries=20, moves=16)
    asyncio.run(main(arguments.queries, arguments.moves))
