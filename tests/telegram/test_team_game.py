"""A team game in a Telegram group through the real aiogram client against the fake Bot
API (docs/rules.md §8.6): proposed with /team, each member joining by the button, the card
naming both rotations and pinging each member in turn, a move out of turn refused with
nothing changed, and an absent member's turn passing on the clock to the side's next."""

from __future__ import annotations

import html
from datetime import timedelta
from pathlib import Path

from tests.support.fakes.telegram_api import TelegramFake
from tests.support.fakes.telegram_calls import Call
from tests.support.telegram_table import Table, cast, table

GROUP = -760


def pings(t: Table) -> list[str]:
    """Whom each ping named, in order (their Telegram ids): a new card names the player
    to move first in its caption, an edited one is followed by a message naming them."""
    found = []
    for call in t.fake.calls:
        if call.method not in ("sendMessage", "sendPhoto"):
            continue
        text = str(call.params.get("text") or call.params.get("caption") or "")
        new_card = call.method == "sendPhoto"
        if (new_card or "your move" in text) and text.startswith('<a href="tg://user?id='):
            found.append(text.split("id=", 1)[1].split('"', 1)[0])
    return found


def texts(calls: list[Call]) -> list[str]:
    """What the calls said, as read (their HTML unescaped)."""
    return [html.unescape(str(call.params.get("text") or call.params.get("caption") or ""))
            for call in calls]


async def test_a_team_game_pings_each_member_in_turn_and_refuses_a_move_out_of_turn(
    fake: TelegramFake, tmp_path: Path
) -> None:
    c = cast(fake, GROUP)
    dave = fake.add_user(4, "Dave", "dave")
    async with table(fake, tmp_path) as t:
        await t.said(c.alice, c.group, "/team @alice @carol vs @bob @dave 5x5 empty 24h")
        for member in (c.carol, c.bob, dave):
            offer = [m for m in t.bot_messages(GROUP) if "waits for" in (m.text or "")][-1]
            await t.tap(member, offer, "Join")
        card = t.card(GROUP)
        assert "Blue: ▸Alice, Carol · Red: ▸Bob, Dave" in (card.caption or "")
        assert pings(t) == ["1"]  # Alice opens for Blue

        order = [(c.alice, "1-1", "2"), (c.bob, "5-5", "3"), (c.carol, "1-2", "4"),
                 (dave, "5-4", "1")]
        for mover, point, pinged in order:
            for other in (c.alice, c.bob, c.carol, dave):
                if other is mover:
                    continue
                before = card.caption
                sent = len(fake.calls_of("sendMessage"))
                await t.said(other, c.group, f"/move {point}")
                said = texts(fake.calls_of("sendMessage")[sent:])
                assert any(f"it is {mover.first_name}'s turn for" in s for s in said), said
                assert t.card(GROUP).caption == before  # nothing changed
            await t.said(mover, c.group, f"/move {point}")
            assert pings(t)[-1] == pinged, (mover.first_name, pings(t))
        assert pings(t) == ["1", "2", "3", "4", "1"]  # each member once, in rotation
        assert "Blue to move: Alice" in (t.card(GROUP).caption or "")

        t.clock.advance(timedelta(hours=24, seconds=1))  # Alice is away
        await t.runner.tick()
        await t.settled()
        said = texts(fake.calls_of("sendMessage") + fake.calls_of("sendPhoto"))
        assert any("Alice did not move in time, so the turn passes to Carol" in s
                   for s in said), said
        assert "Blue to move: Carol" in (t.card(GROUP).caption or "")
        assert pings(t)[-1] == "3"  # Carol, whose move it is now
