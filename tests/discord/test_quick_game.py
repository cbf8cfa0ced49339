"""A quick game on Discord against the fake's per-channel limits (5 posts, 5 edits, 5
deletions of a channel's messages in any 5 s, ``tests.support.fakes.discord_limits``): discord.py
reads the buckets from every answer and waits before it would be refused, our own code adds
no wait of its own, and the card ends on the position the players stopped at."""

from __future__ import annotations

import asyncio

from tests.discord.conftest import World
from tests.support.discord_table import Table, embed_text

MOVES = ["3-3", "4-4", "3-4", "4-3", "5-5", "6-6", "5-6", "6-5", "7-7", "8-8", "7-8", "8-7"]


async def test_a_quick_game_keeps_within_the_channels_limits(world: World, t: Table) -> None:
    fake, alice, bob, channel = world.fake, world.alice, world.bob, world.channel
    card = await t.start_game(alice, bob, channel, "15x15")
    for n, point in enumerate(MOVES):
        who = (alice, bob)[n % 2]
        _, answer = await t.slash("move", who, channel, {"point": point})
        assert not answer.json.get("data", {}).get("flags", 0) & 64, answer.json  # no refusal
        await asyncio.sleep(0.3)  # quicker than people: the buckets fill
    newest = t.card(channel)  # a typed move is answered with the card, posted anew
    shown = embed_text(newest.payload)
    assert f"{len(MOVES)}: " in shown and MOVES[-1] in shown, shown
    boards = [m for m in fake.messages.in_channel(channel.id)
              if any(a["filename"] == "board.png" for a in m.attachments)]
    assert card in boards and [m for m in boards if m.custom_ids()] == [newest]  # one live
    assert (await t.game()).ply == len(MOVES)  # every move once
    assert fake.limits.refused.get(channel.id, 0) == 0  # waited for, never refused
    assert fake.limits.counted[channel.id] >= len(MOVES)  # the card's edits were counted
