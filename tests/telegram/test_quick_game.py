"""A quick game in a group at a person's pace, through the real aiogram client against the
fake Bot API with Telegram's flood limit on, and the bot's own pace: the chat sees only
newer positions, the last one for sure, no ping its player already answered, and a draw
offer that does not wait behind the cards. Time is scaled: the window is 15 s instead of
60 (still 20 calls in it), and the players move every 0.375 s instead of 1.5 s."""

from __future__ import annotations

import asyncio
from pathlib import Path

from bot.telegram.pacing import ChatPacer, Pace
from tests.support.fakes.telegram_api import TelegramFake
from tests.support.fakes.telegram_limits import Limit
from tests.support.telegram_quick_game import (
    accepted,
    cards_seen,
    out_of_order,
    pings_seen,
    play,
    row_moves,
    stale,
)
from tests.support.telegram_table import cast, table

GROUP = -100
WINDOW = 15.0
PAUSE = 0.375
MOVES = 16


def is_offer(call_text: str) -> bool:
    return "draw" in call_text.lower()


async def test_a_quick_group_game_shows_the_newest_position_and_answers_first(
    fake: TelegramFake, tmp_path: Path
) -> None:
    fake.limits.group = Limit(20, WINDOW)
    c = cast(fake, GROUP)
    pacer = ChatPacer(group=Pace.within(20, WINDOW))
    async with table(fake, tmp_path, pacer=pacer) as t:
        await accepted(t, c, "15x15 empty", within=WINDOW)
        await asyncio.sleep(WINDOW)  # a quiet spell: the chat's budget is whole again
        alice, bob = row_moves(3, MOVES // 2), row_moves(12, MOVES // 2)
        turns = [(c.alice if n % 2 == 0 else c.bob, (alice if n % 2 == 0 else bob)[n // 2])
                 for n in range(MOVES)]
        said = await play(fake, c.group, turns, pause=PAUSE)
        before_draw = len(fake.calls)
        fake.say(c.alice, c.group, "/draw")
        offer = await fake.wait_call(
            "sendMessage", where=lambda call: is_offer(str(call.params.get("text"))),
            timeout=WINDOW,
        )
        await fake.until(
            lambda: any(card.ply == MOVES for card in cards_seen(fake, GROUP)), timeout=WINDOW
        )
        await t.settled()
    cards = cards_seen(fake, GROUP)
    assert not out_of_order(cards)  # never an older position after a newer one
    assert cards[-1].ply == MOVES  # the last position is shown
    assert not stale(pings_seen(fake, GROUP, said[0].moment), said, cards)
    assert not fake.limits.refused  # and Telegram never had to say 429
    ahead = [
        call for call in fake.calls[before_draw:fake.calls.index(offer)]
        if call.params.get("chat_id") == GROUP and call.method != "getUpdates"
    ]
    assert len(ahead) <= 1, ahead  # at most the one call on its way when /draw came
