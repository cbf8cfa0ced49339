"""A whole game in a group through the real aiogram client: a challenge by reply, the
challenge card's buttons, moves by text, a capture, the player to move pinged once per
move, and a resignation confirmed by its button; every picture a PNG."""

from __future__ import annotations

from pathlib import Path

from tests.support.fakes.telegram_api import TelegramFake
from tests.support.telegram_table import buttons, is_png, table

GROUP = -100


async def test_a_group_game_from_a_challenge_by_reply_to_a_resignation(
    fake: TelegramFake, tmp_path: Path
) -> None:
    alice = fake.add_user(1, "Alice", "alice")
    bob = fake.add_user(2, "Bob <b>", None)  # no username, markup in the name
    group = fake.add_chat(GROUP)
    async with table(fake, tmp_path) as t:
        hello = fake.say(bob, group, "hi all")
        fake.say(alice, group, "/challenge 5x5 empty", reply_to=hello)
        card = await t.reply(chat_id=GROUP, where=lambda c: "reply_markup" in c.params)
        challenge = fake.message(GROUP, card.result["message_id"])
        assert "Bob <b>" in (challenge.text or "")
        await t.settled()
        assert t.bot_messages(GROUP) == [challenge]  # the announcement is on the card
        assert "challenges" in (challenge.text or "") and "Challenge 1:" in (challenge.text or "")
        accept = buttons(challenge)["Accept"]

        fake.press(alice, challenge, accept)  # not hers to accept
        refused = await fake.wait_call("answerCallbackQuery")
        assert refused.params.get("show_alert") and refused.params.get("text")

        fake.press(bob, challenge, accept)
        first = await fake.wait_call("sendPhoto")
        assert is_png(first.upload("photo"))
        caption = str(first.params["caption"])
        assert caption.startswith('<a href="tg://user?id=1">Alice</a>\n')  # pinged to move
        assert "Bob &lt;b&gt;" in caption  # a name never becomes markup
        assert "accepted challenge 1" in caption and "Game #1: Alice (Blue)" in caption
        await t.settled()
        assert len(t.bot_messages(GROUP)) == 2  # the challenge, edited, and the game's card

        moves = [(alice, "3-2"), (bob, "3-3"), (alice, "2-3"), (bob, "1-1"), (alice, "4-3"),
                 (bob, "5-5"), (alice, "3-4")]
        for player, point in moves:
            fake.say(player, group, f"/move {point}")
            edit = await fake.wait_call("editMessageMedia")
            assert is_png(edit.upload("media"))
        await t.settled()
        board = t.card(GROUP)
        assert "Score: Blue 1, Red 0" in (board.caption or "")
        assert "Move 7: Blue 3-4" in (board.caption or "")
        pings = [c for c in fake.calls_of("sendMessage") if "your move" in c.params["text"]]
        assert len(pings) == len(moves)  # once per move (the first was the new card's caption)
        assert pings[-1].params["text"].startswith('<a href="tg://user?id=2">Bob &lt;b&gt;</a>')
        shown = [m for m in t.bot_messages(GROUP) if "your move" in (m.text or "")]
        assert sum(not m.deleted for m in shown) == 1  # a ping goes with the next move
        captures = [c for c in fake.calls_of("sendMessage") if "captures" in c.params["text"]]
        assert [c.params["text"] for c in captures] == ["Alice (Blue) captures 1 dot."]

        fake.say(bob, group, "/resign")
        await t.reply(where=lambda call: "ephemeral_message_parameters" in call.params)
        (ask,) = [m for m in fake.ephemeral.values() if m.receiver and m.receiver.id == bob.id]
        fake.press(bob, ask, buttons(ask)["Yes, resign"])
        final = await fake.wait_call("editMessageMedia")
        assert is_png(final.upload("media"))
        await t.settled()
        ended = t.card(GROUP)
        assert "Move" not in buttons(ended)
        assert "Alice wins by resignation" in (ended.caption or "")
        assert ended.message_id == board.message_id  # edit mode: one card all game
