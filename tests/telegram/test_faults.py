"""Bad input and faults in a group game: a point off the field, a move out of turn, an
update delivered twice, Telegram answering 429 and 500, and a handler that fails."""

from __future__ import annotations

from pathlib import Path

from bot.identity import ChatRef
from tests.support.fakes.telegram_api import TelegramFake
from tests.support.fakes.telegram_world import User
from tests.support.telegram_table import Table, group_game

GROUP = -300


def alone(t: Table, user: User) -> list[str]:
    """What the chat showed ``user`` alone (ephemeral messages)."""
    shown = t.fake.ephemeral.values()
    return [m.text or "" for m in shown if m.receiver and m.receiver.id == user.id]


async def test_bad_coordinates_and_a_move_out_of_turn_change_nothing(
    fake: TelegramFake, tmp_path: Path
) -> None:
    async with group_game(fake, tmp_path, GROUP) as (t, c):
        before = t.card(GROUP).caption
        fake.say(c.alice, c.group, "/move 9-9")
        fake.say(c.alice, c.group, "/move x-y")
        await t.said(c.bob, c.group, "/move 2-2")
        assert alone(t, c.alice) == [
            "9-9 is off the field: it is 5×5.",
            "“x-y” is not a point. Write it as x-y, for example 20-17.",
        ]
        assert alone(t, c.bob) == ["It is not your turn in #1."]
        forged = fake.press(c.carol, t.card(GROUP), "m1.0.3.3.AAAAAAAA")  # a made-up button
        junk = fake.press(c.carol, t.card(GROUP), "not ours")
        await t.settled()
        assert fake.answer(forged)["text"].startswith("This button is not valid")  # type: ignore[index]
        assert fake.answer(junk)["text"].startswith("This button is not valid")  # type: ignore[index]
        assert t.card(GROUP).caption == before
        assert not fake.calls_of("editMessageMedia")


async def test_bare_moves_in_a_group_count_as_replies_to_the_board_only_from_players(
    fake: TelegramFake, tmp_path: Path
) -> None:
    async with group_game(fake, tmp_path, GROUP) as (t, c):
        fake.say(c.carol, c.group, "3-3", reply_to=t.card(GROUP))  # no game of hers: silence
        await t.said(c.alice, c.group, "nice weather")  # chatter: silence
        assert not alone(t, c.carol) and not alone(t, c.alice)
        await t.said(c.alice, c.group, "3-3", reply_to=t.card(GROUP))
        assert "Move 1: Blue 3-3" in (t.card(GROUP).caption or "")
        await t.said(c.bob, c.group, "/m@other_bot 2-2")  # another bot's command: not ours
        assert "Move 2" not in (t.card(GROUP).caption or "")
        await t.said(c.bob, c.group, "/m@dots_bot 2-2")
        assert "Move 2: Red 2-2" in (t.card(GROUP).caption or "")


async def test_an_update_delivered_twice_is_applied_once(
    fake: TelegramFake, tmp_path: Path
) -> None:
    async with group_game(fake, tmp_path, GROUP) as (t, c):
        move = fake.say(c.alice, c.group, "/move 3-3", queue=False)
        fake.push_update("message", move.json())
        fake.push_update("message", move.json())
        await t.settled()
        assert len(fake.calls_of("editMessageMedia")) == 1
        assert "Move 1: Blue 3-3" in (t.card(GROUP).caption or "")
        assert not alone(t, c.alice)  # a redelivery gets no answer at all
        edited = fake.edit(move, "/move 4-4")  # an edit is not a new move
        await t.settled()
        assert edited.text == "/move 4-4" and len(fake.calls_of("editMessageMedia")) == 1


async def test_a_429_and_a_500_are_retried_and_the_game_goes_on(
    fake: TelegramFake, tmp_path: Path
) -> None:
    async with group_game(fake, tmp_path, GROUP) as (t, c):
        fake.fail("editMessageMedia", 429, retry_after=7)
        await t.said(c.alice, c.group, "/move 3-3")
        fake.fail("editMessageMedia", 500)
        await t.said(c.bob, c.group, "/move 2-2")
        statuses = [call.status for call in fake.calls_of("editMessageMedia")]
        assert statuses == [429, 200, 500, 200]
        assert 7 in t.sleeps  # waited as Telegram asked
        assert "Move 2: Red 2-2" in (t.card(GROUP).caption or "")


async def test_a_failing_handler_says_so_without_a_traceback_and_the_bot_goes_on(
    fake: TelegramFake, tmp_path: Path
) -> None:
    async with group_game(fake, tmp_path, GROUP) as (t, c):
        storage = t.service.parts.storage
        real = storage.games_played_in

        async def broken(*args: object, **kwargs: object) -> None:
            raise RuntimeError("secret internals")

        storage.games_played_in = broken  # type: ignore[assignment,method-assign]
        await t.said(c.carol, c.group, "/board")  # /board finds the chat's game: it fails
        said = t.bot_messages(GROUP)[-1].text or ""
        assert said.startswith("Something went wrong") and "secret" not in said
        storage.games_played_in = real  # type: ignore[method-assign]
        await t.said(c.carol, c.group, "/help")
        (note,) = [m for m in alone(t, c.carol) if "privacy mode" in m]
        assert "/move 20-17" in note


async def test_an_admin_posting_as_the_group_may_change_its_settings(
    fake: TelegramFake, tmp_path: Path
) -> None:
    async with group_game(fake, tmp_path, GROUP) as (t, c):
        await t.said(c.alice, c.group, "/settings board post", anonymous=True)
        assert not fake.calls_of("getChatMember")  # the group itself speaks: an admin
        assert (await t.service.languages.chat_settings(
            ChatRef("telegram", str(GROUP)))).board.value == "post"
