"""Games played by tapping, two taps a move: the card's own keyboard offers the field's
sectors, and a sector opens its points: in a group an ephemeral message for the player to
move (or the card's keyboard where ephemeral messages are not allowed); in a private chat
the card itself, edited in place. Stale taps, taps by others and taps out of turn change
nothing."""

from __future__ import annotations

from pathlib import Path

from tests.support.engines import FirstFreePoint
from tests.support.fakes.telegram_api import TelegramFake
from tests.support.fakes.telegram_world import Chat, StoredMessage, User
from tests.support.telegram_table import (
    Table,
    buttons,
    group_game,
    group_table,
    is_png,
    private_table,
    start_game,
)

GROUP = -200


class FirstFree(FirstFreePoint):
    """An engine that plays the first free point from the top left, at once."""

    name = "first-free"
    from_the_top = True


def picker_of(t: Table, chat: Chat, user: User) -> StoredMessage:
    """The ephemeral picker ``user`` sees in ``chat``."""
    shown = [m for m in t.fake.visible(chat, to=user) if m.receiver is not None]
    assert len(shown) == 1, shown
    return shown[0]


async def test_a_group_game_played_by_tapping_in_ephemeral_pickers(
    fake: TelegramFake, tmp_path: Path
) -> None:
    async with group_game(fake, tmp_path, GROUP) as (t, c):
        alice, bob, carol, group = c.alice, c.bob, c.carol, c.group
        card = t.card(GROUP)
        sent_before = len(t.bot_messages(GROUP))
        assert "Move" not in buttons(card)  # the sectors are the way to move
        old_sector = buttons(card)["1-1…5-5"]  # 5×5 is one sector
        refused = await t.tap(bob, card, "1-1…5-5")  # not Bob's turn
        assert fake.answer(refused)["show_alert"]  # type: ignore[index]
        assert all(m.receiver is None for m in fake.visible(group, to=bob))

        await t.tap(alice, card, "1-1…5-5")  # tap 1
        points = picker_of(t, group, alice)
        assert fake.visible(group, to=bob)[-1].receiver is None  # Bob sees no picker
        rows = points.reply_markup["inline_keyboard"]  # type: ignore[index]
        assert [b["text"] for b in rows[0]] == ["1-5", "2-5", "3-5", "4-5", "5-5"]
        assert len(rows) == 6  # five rows of points, the top first, then "back"
        assert rows[-1][0]["text"] == "⬅ Sectors"

        stolen = await t.tap(carol, points, "3-3")  # someone else's picker
        assert fake.answer(stolen) and fake.answer(stolen)["show_alert"]  # type: ignore[index]
        assert "Move 1" not in (t.card(GROUP).caption or "")

        await t.tap(alice, points, "3-3")  # tap 2
        assert "Move 1: Blue 3-3" in (t.card(GROUP).caption or "")
        assert points.deleted  # the picker is gone with the move
        assert len([m for m in t.bot_messages(GROUP) if m.media]) == 1  # one card, edited
        assert len(t.bot_messages(GROUP)) - sent_before <= 1  # and the ping for Bob

        stale = fake.press(alice, card, old_sector)  # a tap on the card's keyboard of ply 0
        await t.settled()
        assert "position" in fake.answer(stale)["text"]  # type: ignore[index]

        await t.tap(bob, t.card(GROUP), "◉ 1-1…5-5")  # the sector of the last move is marked
        bobs = picker_of(t, group, bob)
        occupied = [b for row in bobs.reply_markup["inline_keyboard"] for b in row  # type: ignore[index]
                    if b["text"] == "🔵"]
        assert len(occupied) == 1 and occupied[0]["style"] == "primary"
        first = fake.press(bob, bobs, buttons(bobs)["2-2"])  # a double tap
        second = fake.press(bob, bobs, buttons(bobs)["2-2"])
        await t.settled()
        assert "Move 2: Red 2-2" in (t.card(GROUP).caption or "")
        answers = [fake.answer(first), fake.answer(second)]
        assert sum(bool(a and a.get("text")) for a in answers) == 1  # one refused: played once
        assert "Move 3" not in (t.card(GROUP).caption or "")
        for edit in fake.calls_of("editMessageMedia"):
            assert is_png(edit.upload("media"))


async def test_where_ephemeral_messages_are_refused_the_card_becomes_the_picker(
    fake: TelegramFake, tmp_path: Path
) -> None:
    fake.ephemeral_supported = False
    async with group_game(fake, tmp_path, GROUP) as (t, c):
        alice, bob, card = c.alice, c.bob, t.card(GROUP)
        assert "1-1…5-5" in buttons(card) and "Resign" in buttons(card)
        refused = await t.tap(bob, card, "1-1…5-5")  # pressable by the player to move only
        assert fake.answer(refused)["show_alert"]  # type: ignore[index]
        await t.tap(alice, card, "1-1…5-5")
        assert "4-4" in buttons(card)
        await t.tap(alice, card, "4-4")
        assert "Move 1: Blue 4-4" in (card.caption or "")
        assert "◉ 1-1…5-5" in buttons(card) and "Resign" in buttons(card)  # the card is back


async def test_a_private_game_against_the_computer_played_by_tapping(
    fake: TelegramFake, tmp_path: Path
) -> None:
    async with private_table(fake, tmp_path, engine=FirstFree()) as (t, alice, chat):
        await t.said(alice, chat, "/start")
        helped = [m for m in t.bot_messages(chat.id) if m.reply_markup][-1]
        await t.tap(alice, helped, "Play the computer: easy")
        card = t.card(chat.id)
        assert "Blue to move: Alice" in (card.caption or "")

        sectors = ["1-7…6-11", "7-7…11-11", "1-1…6-6", "7-1…11-6"]
        assert list(buttons(card))[:4] == sectors  # the card's keyboard is the picker
        await t.tap(alice, card, "1-1…6-6")  # tap 1
        assert t.card(chat.id) is card  # no new message: the card itself shows the points
        assert "3-3" in buttons(card)
        assert card.caption == "Game #1: choose a point in 1-1…6-6."
        framed = fake.calls_of("editMessageMedia")[-1]  # the sector framed on the picture
        assert is_png(framed.upload("media"))
        await t.tap(alice, card, "⬅ Sectors")  # back: the card as it was
        assert list(buttons(card))[:4] == sectors and "Resign" in buttons(card)
        assert "Blue to move: Alice" in (card.caption or "")
        await t.tap(alice, card, "1-1…6-6")
        await t.tap(alice, card, "3-3")  # tap 2
        await t.fake.until(lambda: "Move 2" in (card.caption or ""))
        edits = [c.params["media"]["caption"] for c in fake.calls_of("editMessageMedia")]
        human = next(n for n, caption in enumerate(edits) if "Move 1: Blue 3-3" in caption)
        computer = next(n for n, caption in enumerate(edits) if "Move 2: Red" in caption)
        assert human < computer  # the human's move is answered before the computer's
        assert "Resign" in buttons(card) and "Move" not in buttons(card)
        assert len([m for m in t.bot_messages(chat.id) if m.media]) == 1


async def test_two_taps_a_move_on_every_field_size(fake: TelegramFake, tmp_path: Path) -> None:
    """From the card to a played point: a sector, then a point; on 39×32 the card offers
    5×4 sectors of at most 8×8 points, within Telegram's 8 buttons a row."""
    async with group_table(fake, tmp_path, GROUP) as (t, c):
        for size, sectors, corner in [
            ("10x10", 4, "1-1…5-5"), ("20x20", 9, "15-15…20-20"), ("39x32", 20, "33-25…39-32")
        ]:
            card = await start_game(t, c, f"{size} empty")
            rows = card.reply_markup["inline_keyboard"]  # type: ignore[index]
            labels = [b["text"] for row in rows for b in row if "…" in b["text"]]
            assert len(labels) == sectors, size
            assert all(len(row) <= 8 for row in rows)
            taps = 0
            await t.tap(c.alice, card, corner)
            taps += 1
            points = picker_of(t, c.group, c.alice)
            point = corner.split("…")[1]  # the sector's upper right point
            await t.tap(c.alice, points, point)
            taps += 1
            assert taps == 2
            assert f"Move 1: Blue {point}" in (t.card(GROUP).caption or ""), size
            assert points.deleted
