"""One chat, one language on Telegram: a group's cards speak the language of whoever
started its first game, whoever asks for them; answers to one person stay in theirs."""

from __future__ import annotations

from pathlib import Path

from tests.fakes.telegram_api import TelegramFake

from .table import Cast, buttons, challenge_by_alice, table

GROUP = -700


async def test_a_board_asked_in_english_shows_the_russian_groups_card_in_russian(
    fake: TelegramFake, tmp_path: Path
) -> None:
    olga = fake.add_user(1, "Olga", "alice", language_code="ru")
    bob = fake.add_user(2, "Bob", "bob", language_code="ru")
    carol = fake.add_user(3, "Carol", "carol", language_code="en")
    group = fake.add_chat(GROUP)
    async with table(fake, tmp_path) as t:
        challenge = await challenge_by_alice(t, Cast(olga, bob, carol, group), "@bob 5x5 empty")
        fake.press(bob, challenge, buttons(challenge)["Принять"])
        await t.settled()
        fake.say(carol, group, "/board")
        await t.settled()
        card = t.card(GROUP)
        assert "(синие)" in (card.caption or "") and "Blue" not in (card.caption or "")
        fake.say(carol, group, "/settings")  # an answer to Carol: in English
        await t.settled()
        said = str(fake.calls_of("sendMessage")[-1].params["text"])
        assert "cards and announcements: Russian" in said, said
