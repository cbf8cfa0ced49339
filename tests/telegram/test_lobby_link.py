"""The lobby page's link on the answers to ``/seek``, through the real aiogram client on
the fake Bot API (the web board on): in a private chat, a posted seek, ``/seek``'s choices
and "Find an opponent" each carry a Lobby button, the Mini App's direct link where the app
is registered (Telegram signs its user in), else the person's own signed link to the lobby
page; in a group, where anyone could tap it, none."""

from __future__ import annotations

from pathlib import Path

from tests.support.fakes.telegram_api import TelegramFake
from tests.support.fakes.telegram_world import StoredMessage
from tests.support.telegram_table import buttons, seek, seekers, table

PUBLIC = "https://dots.example.org"


def links(message: StoredMessage) -> dict[str, str]:
    """Label → address of a message's link buttons."""
    rows = (message.reply_markup or {}).get("inline_keyboard", [])
    return {b["text"]: b["url"] for row in rows for b in row if "url" in b}


async def test_a_seek_in_a_private_chat_links_the_lobby_signed_in(
    fake: TelegramFake, tmp_path: Path
) -> None:
    s = seekers(fake, 841)
    async with table(fake, tmp_path, public_url=PUBLIC) as t:
        await seek(t, s.ann, s.ann_chat)
        sought = t.bot_messages(s.ann_chat.id)[-1]
        assert (sought.text or "").startswith("Seeking 9×9, 3+2, rated")
        lobby = links(sought)["Lobby"]
        assert lobby.startswith(f"{PUBLIC}/board/lobby#t="), lobby
        grant = t.service.web.read_link(lobby.partition("#t=")[2])
        assert getattr(grant, "player", None) is not None
        assert grant.player.user_id == "841" and not hasattr(grant, "game")

        fake.say(s.ann, s.ann_chat, "/seek")  # the choices
        await t.settled()
        menu = t.bot_messages(s.ann_chat.id)[-1]
        assert (menu.text or "").startswith("What game do you want?")
        assert links(menu)["Lobby"].startswith(f"{PUBLIC}/board/lobby#t=")
        assert "Cancel my seek" in buttons(menu)


async def test_with_the_mini_app_the_lobby_button_is_its_direct_link(
    fake: TelegramFake, tmp_path: Path
) -> None:
    s = seekers(fake, 843)
    async with table(fake, tmp_path, public_url=PUBLIC, webapp="board") as t:
        fake.say(s.ann, s.ann_chat, "/help")
        await t.settled()
        await t.tap(s.ann, t.bot_messages(s.ann_chat.id)[-1], "Find an opponent")
        menu = t.bot_messages(s.ann_chat.id)[-1]
        assert (menu.text or "").startswith("What game do you want?")
        me = fake.me.username
        assert links(menu) == {"Lobby": f"https://t.me/{me}/board?startapp=lobby"}


async def test_a_seek_from_a_group_gives_no_lobby_link(
    fake: TelegramFake, tmp_path: Path
) -> None:
    s = seekers(fake, 845)
    group = fake.add_chat(-845, "group", "Club")
    async with table(fake, tmp_path, public_url=PUBLIC, webapp="board") as t:
        await seek(t, s.ann, group)
        sought = fake.visible(group, to=s.ann)[-1]  # for her alone, where the group allows
        assert (sought.text or "").startswith("Seeking 9×9, 3+2, rated"), sought.text
        assert links(sought) == {}, "a link in a group is anyone's to tap"
        fake.say(s.ann, group, "/seek")
        await t.settled()
        menu = fake.visible(group, to=s.ann)[-1]
        assert (menu.text or "").startswith("What game do you want?")
        assert links(menu) == {}
