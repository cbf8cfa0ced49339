"""Guest mode through the real aiogram client: a person names the bot in a chat it has not
joined (``@dots_bot /challenge 5x5 empty``); the bot hears that one message and answers
it with the challenge's card, posted there at once as an inline message, and the game is
played in that message as any inline game (accepted, two taps a move, resigned). Words
that are not a challenge get the rules or one line on how to ask; a repeated update is
answered once."""

from __future__ import annotations

from pathlib import Path

from tests.support.fakes.telegram_api import TelegramFake
from tests.support.fakes.telegram_inline import InlineMessage
from tests.support.fakes.telegram_world import Chat, User
from tests.support.telegram_inline_game import inline_table, play, press
from tests.support.telegram_table import Table, buttons


async def summon(t: Table, user: User, chat: Chat, text: str) -> tuple[str, InlineMessage]:
    """``user`` writes ``text`` naming the bot in ``chat``: the query and the answer posted."""
    query = t.fake.guest_message(user, chat, text)
    await t.settled()
    await t.fake.until(lambda: t.fake.inline.guests[query].answer is not None)
    posted = t.fake.guest_answer(query)
    assert posted is not None
    return query, posted


async def test_a_guest_challenge_is_posted_and_played_in_its_message(
    fake: TelegramFake, tmp_path: Path
) -> None:
    async with inline_table(fake, tmp_path) as (t, f):
        _, card = await summon(t, f.alice, f.chat, "@dots_bot /challenge @bob 5x5 empty")
        shown = card.message
        assert shown.sender.id == fake.me.id and shown.guest_caller is f.alice
        assert "Challenge 1: Alice (Blue) vs @bob, 5×5" in (shown.caption or "")  # posted
        assert fake.visible(f.chat)[-1] is shown  # the friends see it where they wrote

        await press(t, f.bob, card, "Accept")
        assert "Game #1: Alice (Blue)" in (shown.caption or "")
        await play(t, f.alice, card, "3-3")
        await play(t, f.bob, card, "2-2")
        assert "Move 2: Red 2-2" in (shown.caption or "")
        await press(t, f.bob, card, "Resign")
        await press(t, f.bob, card, "Yes, resign")
        assert "Alice wins" in (shown.caption or ""), shown.caption


async def test_words_not_a_challenge_get_the_rules_or_how_to_ask(
    fake: TelegramFake, tmp_path: Path
) -> None:
    async with inline_table(fake, tmp_path) as (t, f):
        _, rules = await summon(t, f.alice, f.chat, "@dots_bot rules")
        assert (rules.message.text or "").startswith("Dots in short.")
        assert not buttons(rules.message)
        _, help_card = await summon(t, f.alice, f.chat, "@dots_bot what is this?")
        assert (help_card.message.text or "").startswith("To play Dots here")
        _, empty = await summon(t, f.bob, f.chat, "@dots_bot")
        assert empty.message.text == help_card.message.text
        assert await t.service.parts.storage.game(1) is None, "nothing was played"


async def test_a_repeated_guest_update_is_answered_once(
    fake: TelegramFake, tmp_path: Path
) -> None:
    async with inline_table(fake, tmp_path) as (t, f):
        query, card = await summon(t, f.alice, f.chat, "@dots_bot @bob 5x5 empty")
        said = next(m for m in fake.visible(f.chat) if m.text == "@dots_bot @bob 5x5 empty")
        fake.push_update("guest_message", {**said.json(), "guest_query_id": query})
        await t.settled()
        answers = fake.calls_of("answerGuestQuery")
        assert [c.ok for c in answers] == [True, False]  # Telegram refused the second
        assert [m for m in fake.visible(f.chat) if m.guest_caller] == [card.message]
        assert "Challenge 1" in (card.message.caption or "")
