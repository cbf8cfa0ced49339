"""Forum topics: a move sent in the wrong topic is told where the player's game is (the
topic's name, as the bot saw it made), and a topic without one is called a topic."""

from __future__ import annotations

from pathlib import Path

from tests.support.fakes.telegram_api import TelegramFake
from tests.support.telegram_table import buttons, challenge_by_alice, group_table

GROUP = -800


async def test_a_move_in_another_topic_is_told_where_the_game_is(
    fake: TelegramFake, tmp_path: Path
) -> None:
    async with group_table(fake, tmp_path, GROUP, chat_type="supergroup", forum=True) as (t, c):
        games = fake.add_topic(c.group, "Games", c.alice)
        chatter = fake.add_topic(c.group, "Chatter", c.alice)
        challenge = await challenge_by_alice(t, c, "@bob 5x5 empty", thread_id=games)
        fake.press(c.bob, challenge, buttons(challenge)["Accept"])
        await t.settled()

        def last_words() -> str:
            return str(fake.calls_of("sendMessage")[-1].params["text"])

        await t.said(c.alice, c.group, "/move 3-3", thread_id=chatter)
        assert "Your game #1 is in the topic “Games”: continue it there." in last_words()
        await t.said(c.alice, c.group, "/move 3-3")  # the General topic: another topic too
        assert "Your game #1 is in the topic “Games”" in last_words(), last_words()
        await t.said(c.alice, c.group, "/move 3-3 #1", thread_id=chatter)  # named, elsewhere
        assert "Your game #1 is in the topic “Games”" in last_words(), last_words()
        await t.said(c.carol, c.group, "/move 3-3 #1", thread_id=chatter)  # not hers
        assert "There is no game #1 in this chat" in last_words(), last_words()
        await t.said(c.carol, c.group, "/move 3-3", thread_id=chatter)
        assert "You have no game in progress in this topic" in last_words(), last_words()
        await t.said(c.carol, c.group, "/board", thread_id=chatter)
        assert "No game is being played in this topic" in last_words(), last_words()
        await t.said(c.alice, c.group, "/move 3-3", thread_id=games)  # where it is: played
        assert "Move 1: Blue 3-3" in (t.card(GROUP).caption or "")
