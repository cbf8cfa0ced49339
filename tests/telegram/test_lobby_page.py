"""The lobby page against a Telegram player, end to end: the real aiogram bot on the fake
Bot API and the board's real server on one service, the page in headless Chromium. A seek
sent as ``/seek`` in a private chat is listed on the page; "Play" there pairs another
person with it; that person moves on the game's live board, and the Telegram player's card
in their private chat shows the move."""

from __future__ import annotations

from pathlib import Path

from tests.support.browser import mini_app_url
from tests.support.fakes.telegram_api import TelegramFake
from tests.support.fakes.telegram_world import Chat, StoredMessage
from tests.support.telegram_table import seek, seekers
from tests.telegram.test_web_board import TIMEOUT, live_board, markup_button


def game_card(fake: TelegramFake, chat: Chat) -> StoredMessage | None:
    """The card of game #1 in ``chat``, as the chat shows it now."""
    cards = [m for m in fake.visible(chat) if m.media and "#1" in (m.caption or "")]
    return cards[-1] if cards else None


async def test_a_seek_from_telegram_is_taken_on_the_lobby_page_and_the_web_move_reaches_telegram(
    fake: TelegramFake, tmp_path: Path
) -> None:
    s = seekers(fake, 801)
    ann, bob, ann_chat, bob_chat = s.ann, s.bob, s.ann_chat, s.bob_chat
    async with live_board(fake, tmp_path) as b:
        t = b.table
        await seek(t, ann, ann_chat)
        assert any("Seeking 9×9, 3+2, rated" in (m.text or "") for m in fake.visible(ann_chat))

        # Bob, signed in by Telegram's Mini App, sees Ann's seek (not her name) and takes it
        lobby_url = mini_app_url(f"{b.public}/board/", b.init_data(bob, "lobby"),
                                 start_param="lobby")
        _, lobby = await b.open(lobby_url)
        listed = lobby.locator("li.seek")  # type: ignore[attr-defined]
        await listed.wait_for(timeout=TIMEOUT)
        assert "9×9, 3+2, rated" in await listed.inner_text()
        assert "Ann" not in await lobby.locator("body").inner_text()  # type: ignore[attr-defined]
        await listed.get_by_role("button", name="Play").click(timeout=TIMEOUT)
        message = lobby.locator("#message")  # type: ignore[attr-defined]
        await message.wait_for(timeout=TIMEOUT)
        assert "Paired with Ann" in await message.inner_text()

        # each has the game's card in their private chat; Ann (the older seek) is Blue
        await fake.until(lambda: game_card(fake, ann_chat) is not None
                         and game_card(fake, bob_chat) is not None)
        row = await t.service.parts.storage.game(1)
        assert row is not None and (row.blue.ref.user_id, row.red.ref.user_id) == ("801", "802")
        fake.say(ann, ann_chat, "3-3")
        await fake.until(lambda: "Blue 3-3" in (game_card(fake, bob_chat).caption or ""))

        # Bob opens the board from his card's button and moves there
        bob_card = game_card(fake, bob_chat)
        opener = markup_button(bob_card, "Live board")["web_app"]["url"]
        _, board = await b.open(mini_app_url(opener, b.init_data(bob)))
        point = board.get_by_role("button", name="5-5", exact=True)  # type: ignore[attr-defined]
        await point.click(timeout=TIMEOUT)
        await board.click("#confirm", timeout=TIMEOUT)  # type: ignore[attr-defined]

        # Ann's card in her private chat shows Bob's move
        await fake.until(lambda: "Red 5-5" in (game_card(fake, ann_chat).caption or ""))
        moves = await t.service.parts.storage.moves(1)
        assert [(m.x, m.y) for m in moves] == [(3, 3), (5, 5)]
