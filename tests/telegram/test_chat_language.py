"""A group's card on Telegram speaks the language of whoever asked for it while the group's
admins chose none (their Telegram client's): an English ``/board`` shows it in English, a
Russian one in Russian, and nobody's language locks the group's cards; ``/settings`` says
which language they speak now."""

from __future__ import annotations

from pathlib import Path

from tests.support.fakes.telegram_api import TelegramFake
from tests.support.telegram_table import Cast, buttons, challenge_by_alice, table

GROUP = -700


async def test_a_groups_card_speaks_the_language_of_whoever_asked_for_it(
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
        assert "(синие)" in (t.card(GROUP).caption or "")
        await t.said(carol, group, "/board")
        card = t.card(GROUP)
        assert "(Blue)" in (card.caption or "") and "синие" not in (card.caption or "")
        await t.said(carol, group, "/settings")  # an answer to Carol: in English
        said = str(fake.calls_of("sendMessage")[-1].params["text"])
        assert "follow whoever acted last here, now: English" in said, said
        await t.said(olga, group, "/board")
        assert "(синие)" in (t.card(GROUP).caption or "")  # Olga's: Russian again
