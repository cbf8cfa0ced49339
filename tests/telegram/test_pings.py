"""Pings through the real aiogram client: none while a quick game is played quickly, one
for a player who was left waiting, and none ever in a private game against the computer,
whose card shows no far-off deadline."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

from tests.support.fakes.telegram_api import TelegramFake
from tests.support.fakes.telegram_calls import Call
from tests.support.telegram_table import Table, group_game, private_table

from .test_tapping import FirstFree

GROUP = -700


def pings(t: Table) -> list[Call]:
    return [c for c in t.fake.calls_of("sendMessage") if "your move" in c.params["text"]]


async def test_a_quick_game_pings_only_a_player_left_waiting(
    fake: TelegramFake, tmp_path: Path
) -> None:
    async with group_game(fake, tmp_path, GROUP, "5x5 empty 5+5") as (t, c):
        first = t.card(GROUP)
        assert "href" not in str(fake.calls_of("sendPhoto")[-1].params["caption"])
        for player, point in [(c.alice, "3-3"), (c.bob, "2-2"), (c.alice, "3-4")]:
            t.clock.advance(timedelta(seconds=15))
            await t.said(player, c.group, f"/move {point}")
        assert "Move 3: Blue 3-4" in (first.caption or "")
        assert pings(t) == []  # both playing quickly: the card is enough

        t.clock.advance(timedelta(minutes=2))  # Bob thinks; Alice may have left
        await t.said(c.bob, c.group, "/move 4-4")
        (ping,) = pings(t)
        assert ping.params["text"].startswith('<a href="tg://user?id=1">Alice</a>')
        t.clock.advance(timedelta(seconds=5))
        await t.said(c.alice, c.group, "/move 2-4")  # she is back: Bob just moved
        assert len(pings(t)) == 1
        shown = [m for m in t.bot_messages(GROUP) if "your move" in (m.text or "")]
        assert [m.deleted for m in shown] == [True]  # gone with the next move


async def test_a_private_game_against_the_computer_sends_no_pings(
    fake: TelegramFake, tmp_path: Path
) -> None:
    async with private_table(fake, tmp_path, engine=FirstFree()) as (t, alice, chat):
        await t.said(alice, chat, "/play 7x7")
        card = t.card(chat.id)
        assert "Casual, 1 day per move" in (card.caption or "")
        for n, point in enumerate(["1-1", "3-1", "5-1"], start=1):
            t.clock.advance(timedelta(minutes=3 * n))  # quick or slow alike
            fake.say(alice, chat, point)
            await fake.until(lambda n=n: f"Move {2 * n}:" in (card.caption or ""))
            await t.settled()
            assert "Blue to move: Alice" in (card.caption or "")
            assert "Time to move" not in (card.caption or "")  # a day away: no clock line
        assert pings(t) == []
        captions = [str(c.params.get("caption")) for c in fake.calls_of("sendPhoto")]
        assert not any("href" in caption for caption in captions)  # nobody named to ping
        cards = [m.message_id for m in t.bot_messages(chat.id) if m.media]
        assert cards == [card.message_id]  # one card, edited
