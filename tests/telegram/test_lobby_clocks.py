"""The clocks of a lobby game, through the real aiogram client on the fake Bot API (the
service's clock moved, no wait): they run, and each move's card in the other player's
private chat shows them; when Blue's first-move clock runs out, each player is told in
their own private chat, in their own language, that the game is called off because that
player did not make the first move, and that it counts against them."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

from bot.service.seeks.pairing import FIRST_MOVE
from tests.support.fakes.telegram_api import TelegramFake
from tests.support.fakes.telegram_world import Chat
from tests.support.telegram_table import seek, seekers, table


def said(fake: TelegramFake, chat: Chat) -> str:
    """Everything the chat shows now, text and captions, one message a line."""
    return "\n".join(m.text or m.caption or "" for m in fake.visible(chat))


async def test_a_player_who_never_moves_is_told_the_game_is_off_and_counts_against_them(
    fake: TelegramFake, tmp_path: Path
) -> None:
    s = seekers(fake, 811, bob_language="ru")
    ann_chat, bob_chat = s.ann_chat, s.bob_chat
    async with table(fake, tmp_path) as t:
        await seek(t, s.ann, ann_chat)
        await seek(t, s.bob, bob_chat)
        row = await t.service.parts.storage.game(1)
        assert row is not None and row.blue.ref.user_id == "811"  # Ann, the older seek

        t.clock.advance(FIRST_MOVE - timedelta(seconds=1))
        await t.runner.tick()
        await t.settled()
        assert "did not make the first move" not in said(fake, ann_chat)  # not yet

        t.clock.advance(timedelta(seconds=2))
        await t.runner.tick()
        await t.settled()
        assert (
            "Game #1 is called off without a result: Ann did not make the first move in time."
            " It counts against Ann as a no-show: after 2 within 30 min, seeking waits"
            " 30 min." in said(fake, ann_chat)
        ), said(fake, ann_chat)
        assert (
            "Партия #1 отменена без результата: игрок Ann не сделал первый ход вовремя."
            " Это неявка, и она засчитывается игроку Ann: после 2 неявок за 30 мин"
            " новая заявка — только через 30 мин." in said(fake, bob_chat)
        ), said(fake, bob_chat)
        done = await t.service.parts.storage.game(1)
        assert done is not None and done.status.value == "aborted"
        assert await t.service.parts.storage.no_shows(row.blue.ref, t.clock() - timedelta(
            minutes=30)) == 1
        assert await t.service.parts.storage.no_shows(row.red.ref, t.clock() - timedelta(
            minutes=30)) == 0


async def test_the_clocks_of_a_lobby_game_run_and_show_in_both_places(
    fake: TelegramFake, tmp_path: Path
) -> None:
    s = seekers(fake, 821)
    async with table(fake, tmp_path) as t:
        await seek(t, s.ann, s.ann_chat)
        await seek(t, s.bob, s.bob_chat)
        t.clock.advance(timedelta(seconds=30))
        fake.say(s.ann, s.ann_chat, "3-3")
        await t.settled()  # Blue thought 30 s and gains 2
        assert "Move 1: Blue 3-3\nRed to move: Bob\nClocks: Blue 2:32, Red 3:00" in said(
            fake, s.bob_chat)
        t.clock.advance(timedelta(seconds=10))
        fake.say(s.bob, s.bob_chat, "5-5")
        await t.settled()
        assert "Move 2: Red 5-5\nBlue to move: Ann\nClocks: Blue 2:32, Red 2:52" in said(
            fake, s.ann_chat)
