"""Telegram's word on who may watch a group's games on the web board, asked with the real
aiogram client of the fake Bot API: a member, anyone for a public group, nobody who left,
a private chat's own user alone; asked once for a while."""

from __future__ import annotations

from aiogram import Bot

from bot.identity import ChatRef, PlayerRef, inline_place
from bot.telegram.chat_access import TelegramChatAccess
from tests.support.fakes.telegram_api import TelegramFake


def ref(user_id: int) -> PlayerRef:
    return PlayerRef("telegram", str(user_id))


async def test_members_see_their_group_and_others_do_not(
    fake: TelegramFake, client: Bot
) -> None:
    fake.add_user(1, "Alice")
    fake.add_user(2, "Bob")
    group = fake.add_chat(-100, "supergroup")
    group.members[2] = "left"
    access = TelegramChatAccess(client)
    chat = ChatRef("telegram", str(group.id))
    assert await access.sees(chat, ref(1))
    assert not await access.sees(chat, ref(2))
    assert not await access.sees(chat, ref(3))  # nobody Telegram knows
    asked = len(fake.calls_of("getChatMember"))
    assert await access.sees(chat, ref(1))  # remembered
    assert len(fake.calls_of("getChatMember")) == asked


async def test_a_public_group_is_open_to_anyone(fake: TelegramFake, client: Bot) -> None:
    fake.add_user(2, "Bob")
    group = fake.add_chat(-200, "supergroup")
    group.username = "dots_club"
    group.members[2] = "left"
    assert await TelegramChatAccess(client).sees(ChatRef("telegram", "-200"), ref(2))
    assert fake.calls_of("getChatMember") == []


async def test_private_chats_and_inline_games_are_their_own(
    fake: TelegramFake, client: Bot
) -> None:
    fake.add_user(1, "Alice")
    fake.add_user(2, "Bob")
    access = TelegramChatAccess(client)
    assert await access.sees(ChatRef("telegram", "1"), ref(1))
    assert not await access.sees(ChatRef("telegram", "1"), ref(2))
    assert not await access.sees(inline_place("telegram", "AbC"), ref(1))
    assert not await access.sees(ChatRef("telegram", "-300"), ref(1))  # no such chat
    assert not await access.sees(ChatRef("discord", "-100"), ref(1))
    assert [call.params["chat_id"] for call in fake.calls_of("getChatMember")] == [-300]
