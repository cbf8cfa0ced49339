"""Chats of every kind: forum topics (a game and its announcements stay in its topic),
open challenges and challenges by a mention of a user without a username, records as
files, the chat's settings for its admins only, and a new card per move in post mode."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

from tests.support.fakes.telegram_api import TelegramFake
from tests.support.telegram_table import (
    buttons,
    cast,
    challenge_by_alice,
    group_game,
    group_table,
    is_png,
    start_game,
    table,
)

GROUP = -400


async def test_a_topic_game_and_its_time_out_notice_stay_in_the_topic(
    fake: TelegramFake, tmp_path: Path
) -> None:
    async with group_table(fake, tmp_path, GROUP, chat_type="supergroup", forum=True) as (t, c):
        topic = fake.add_topic(c.group, "Dots", c.alice)
        challenge = await challenge_by_alice(t, c, "@bob 5x5 empty 1+0", thread_id=topic)
        assert challenge.thread_id == topic
        await t.tap(c.bob, challenge, "Accept")
        card = t.card(GROUP)
        assert card.thread_id == topic
        await t.said(c.alice, c.group, "/move 3-3", thread_id=topic)
        await t.said(c.bob, c.group, "/move 2-2", reply_to=card)  # a reply stays in the topic
        await t.said(c.alice, c.group, "/move 3-4")  # in the general chat: no game there
        assert "Move 2: Red 2-2" in (card.caption or "")

        t.clock.advance(timedelta(minutes=5))
        await t.runner.tick()  # Alice's minute ran out
        await t.settled()
        (flag,) = [m for m in t.bot_messages(GROUP) if "ran out of time" in (m.text or "")]
        assert flag.thread_id == topic
        assert "Bob wins" in (card.caption or "")
        assert {m.thread_id for m in t.bot_messages(GROUP)} == {topic}


async def test_an_open_challenge_is_taken_by_whoever_accepts(
    fake: TelegramFake, tmp_path: Path
) -> None:
    async with group_table(fake, tmp_path, GROUP) as (t, c):
        challenge = await challenge_by_alice(t, c, "5x5")
        assert "anyone" in (challenge.text or "")
        await t.tap(c.carol, challenge, "Accept")
        assert "Alice (Blue) vs Carol (Red)" in (t.card(GROUP).caption or "")
        fake.press(c.bob, challenge, buttons(challenge).get("Accept", "gone"))
        await t.settled()
        assert "Carol" in (t.card(GROUP).caption or "")


async def test_a_challenge_by_mention_of_a_user_without_a_username(
    fake: TelegramFake, tmp_path: Path
) -> None:
    c = cast(fake, GROUP)
    dan = fake.add_user(4, "Dan", None, last_name="van Dyke")
    async with table(fake, tmp_path) as t:
        challenge = await challenge_by_alice(
            t, c, "Dan van Dyke 7x7 red", text_mentions={"Dan van Dyke": dan}
        )
        assert 'href="tg://user?id=4"' in str(fake.calls_of("sendMessage")[-1].params["text"])
        fake.press(c.bob, challenge, buttons(challenge)["Accept"])  # not for Bob
        await t.tap(dan, challenge, "Accept")
        assert "Dan van Dyke (Blue) vs Alice (Red)" in (t.card(GROUP).caption or "")


async def test_records_as_files_settings_for_admins_and_a_card_per_move(
    fake: TelegramFake, tmp_path: Path
) -> None:
    c = cast(fake, GROUP)
    c.group.members[c.carol.id] = "administrator"
    async with table(fake, tmp_path) as t:
        await t.said(c.alice, c.group, "/settings board post")
        (refused,) = [m for m in fake.ephemeral.values() if m.receiver == c.alice]
        assert "admin" in (refused.text or "")
        await t.said(c.carol, c.group, "/settings board post")
        await t.said(c.carol, c.group, "/settings")
        assert len(fake.calls_of("getChatMember")) == 2  # Carol's answer was remembered
        first = await start_game(t, c)
        await t.said(c.alice, c.group, "/move 3-3")
        second = t.card(GROUP)
        assert second.message_id != first.message_id  # post mode: a new card
        assert (second.caption or "").startswith("Bob")  # pinged in the caption
        assert not fake.calls_of("editMessageMedia")
        await t.said(c.bob, c.group, "/resign confirm")
        fake.say(c.carol, c.group, "/sgf #1")
        await t.said(c.carol, c.group, "/replay #1")
        (record,) = fake.calls_of("sendDocument")
        assert record.upload("document").startswith(b"(;")
        (replay,) = fake.calls_of("sendAnimation")
        assert replay.upload("animation").startswith(b"GIF8")
        for photo in fake.calls_of("sendPhoto"):
            assert is_png(photo.upload("photo"))


async def test_a_group_upgraded_to_a_supergroup_keeps_its_game(
    fake: TelegramFake, tmp_path: Path
) -> None:
    async with group_game(fake, tmp_path, GROUP) as (t, c):
        upgraded = fake.migrate_to_supergroup(c.group, -1000400, c.alice)
        await t.settled()
        await t.said(c.alice, upgraded, "/board")
        card = t.card(upgraded.id)
        assert "Game #1: Alice (Blue) vs Bob (Red)" in (card.caption or "")
        await t.tap(c.alice, card, next(iter(buttons(card))))  # a sector: its points
        await t.said(c.alice, upgraded, "/move 3-3")
        assert "Move 1: Blue 3-3" in (t.card(upgraded.id).caption or "")
