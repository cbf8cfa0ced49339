"""The fake Bot API answers the real aiogram client, method by method, as Telegram does:
what it keeps, what it records, what it refuses."""

from __future__ import annotations

import pytest
from aiogram import Bot
from aiogram.exceptions import TelegramBadRequest, TelegramUnauthorizedError
from aiogram.types import (
    BotCommand,
    BotCommandScopeAllGroupChats,
    BotCommandScopeChatAdministrators,
    BufferedInputFile,
    ChatMemberAdministrator,
    ChatMemberMember,
    ChatMemberOwner,
    EphemeralMessageParameters,
    InlineKeyboardButton,
    InlineKeyboardMarkup,
    InputMediaPhoto,
    ReplyParameters,
)

from bot.telegram.transport import create_bot
from tests.support.fakes.telegram_api import TelegramFake
from tests.support.fakes.telegram_harness import close_quickly
from tests.support.fakes.telegram_world import ANONYMOUS_ADMIN_ID
from tests.telegram.helpers import keyboard, picture


async def test_get_me_is_the_fake_bot(fake: TelegramFake, client: Bot) -> None:
    me = await client.get_me()
    assert (me.id, me.username, me.is_bot) == (fake.me.id, "dots_bot", True)
    assert [call.method for call in fake.calls] == ["getMe"]


async def test_send_message_keeps_plain_text_markup_and_thread(
    fake: TelegramFake, client: Bot
) -> None:
    alice = fake.add_user(1, "Alice", "alice")
    group = fake.add_chat(-100, "supergroup", forum=True)
    topic = fake.add_topic(group, "Dots", alice)
    asked = fake.say(alice, group, "/board", thread_id=topic)

    sent = await client.send_message(
        group.id,
        "<b>Alice</b> &amp; Bob",
        message_thread_id=topic,
        reply_markup=keyboard("accept:1", "decline:1"),
        reply_parameters=ReplyParameters(message_id=asked.message_id),
    )

    assert sent.text == "Alice & Bob" and sent.message_thread_id == topic
    assert sent.is_topic_message and sent.reply_to_message is not None
    assert sent.reply_to_message.message_id == asked.message_id
    assert sent.message_id == asked.message_id + 1  # one counter per chat
    call = await fake.wait_call("sendMessage")
    assert call.params["parse_mode"] == "HTML"  # the production default
    assert call.params["reply_markup"]["inline_keyboard"][0][1]["callback_data"] == "decline:1"
    stored = fake.message(group.id, sent.message_id)
    assert stored.thread_id == topic and stored.reply_markup == call.params["reply_markup"]


async def test_send_photo_is_multipart_with_the_png_attached(
    fake: TelegramFake, client: Bot
) -> None:
    alice = fake.add_user(1, "Alice")
    png = picture((30, 20))

    sent = await client.send_photo(
        alice.id, BufferedInputFile(png, "board.png"), caption="<i>move 1</i>"
    )

    call = await fake.wait_call("sendPhoto")
    assert str(call.params["photo"]).startswith("attach://")
    assert call.upload("photo") == png and call.file_names == {
        call.params["photo"].removeprefix("attach://"): "board.png"
    }
    assert sent.caption == "move 1" and sent.photo is not None
    assert (sent.photo[-1].width, sent.photo[-1].height) == (30, 20)
    assert fake.message(alice.id, sent.message_id).media.data == png  # type: ignore[union-attr]


async def test_a_picture_that_is_no_picture_is_refused(fake: TelegramFake, client: Bot) -> None:
    alice = fake.add_user(1, "Alice")
    with pytest.raises(TelegramBadRequest, match="IMAGE_PROCESS_FAILED"):
        await client.send_photo(alice.id, BufferedInputFile(b"not a png", "board.png"))


async def test_send_document_and_animation(fake: TelegramFake, client: Bot) -> None:
    alice = fake.add_user(1, "Alice")
    record = b"(;GM[40]FF[4]SZ[39:32];B[aa])"
    gif = picture((12, 10), "GIF")

    document = await client.send_document(alice.id, BufferedInputFile(record, "game-7.sgf"))
    animation = await client.send_animation(alice.id, BufferedInputFile(gif, "game-7.gif"))

    assert document.document is not None and document.document.file_name == "game-7.sgf"
    assert animation.animation is not None and animation.animation.width == 12
    assert (await fake.wait_call("sendDocument")).upload("document") == record
    assert (await fake.wait_call("sendAnimation")).upload("animation") == gif
    # a file id the fake handed out can be sent again without uploading
    again = await client.send_document(alice.id, document.document.file_id)
    assert fake.message(alice.id, again.message_id).media.data == record  # type: ignore[union-attr]


async def test_edits_change_the_kept_message(fake: TelegramFake, client: Bot) -> None:
    alice = fake.add_user(1, "Alice")
    card = await client.send_photo(
        alice.id,
        BufferedInputFile(picture((8, 8)), "a.png"),
        caption="move 1",
        reply_markup=keyboard("move:1"),
    )
    note = await client.send_message(alice.id, "Your move")

    second = picture((9, 9))
    edited = await client.edit_message_media(
        InputMediaPhoto(media=BufferedInputFile(second, "b.png"), caption="move 2"),
        chat_id=alice.id,
        message_id=card.message_id,
        reply_markup=keyboard("move:2"),
    )
    await client.edit_message_caption(
        chat_id=alice.id,
        message_id=card.message_id,
        caption="move 2, Blue to play",
        reply_markup=keyboard("move:2"),  # an edit without a keyboard takes it away
    )
    await client.edit_message_text("Your move, Alice", chat_id=alice.id, message_id=note.message_id)
    await client.edit_message_reply_markup(
        chat_id=alice.id, message_id=card.message_id, reply_markup=None
    )

    assert not isinstance(edited, bool) and edited.edit_date is not None
    assert (await fake.wait_call("editMessageMedia")).upload("media") == second
    kept = fake.message(alice.id, card.message_id)
    assert kept.media is not None and kept.media.data == second
    assert kept.caption == "move 2, Blue to play" and kept.reply_markup is None
    assert fake.message(alice.id, note.message_id).text == "Your move, Alice"
    with pytest.raises(TelegramBadRequest, match="no caption"):
        await client.edit_message_caption(chat_id=alice.id, message_id=note.message_id, caption="x")
    with pytest.raises(TelegramBadRequest, match="no text"):
        await client.edit_message_text("x", chat_id=alice.id, message_id=card.message_id)


async def test_an_edit_changing_nothing_is_not_modified(fake: TelegramFake, client: Bot) -> None:
    alice = fake.add_user(1, "Alice")
    note = await client.send_message(alice.id, "Your move", reply_markup=keyboard("m"))
    with pytest.raises(TelegramBadRequest, match="message is not modified"):
        await client.edit_message_text(
            "Your move", chat_id=alice.id, message_id=note.message_id, reply_markup=keyboard("m")
        )
    assert fake.message(alice.id, note.message_id).edits == 0


async def test_delete_message(fake: TelegramFake, client: Bot) -> None:
    alice = fake.add_user(1, "Alice")
    group = fake.add_chat(-5)
    note = await client.send_message(group.id, "Your move, Alice")
    assert await client.delete_message(group.id, note.message_id) is True
    assert fake.visible(group) == []
    with pytest.raises(TelegramBadRequest, match="message to delete not found"):
        await client.delete_message(group.id, note.message_id)
    with pytest.raises(TelegramBadRequest, match="message to edit not found"):
        await client.edit_message_text("x", chat_id=group.id, message_id=note.message_id)
    assert alice.id not in group.members


async def test_answer_callback_query_once_and_alerts_at_most_200_characters(
    fake: TelegramFake, client: Bot
) -> None:
    alice = fake.add_user(1, "Alice")
    card = await client.send_message(alice.id, "Challenge", reply_markup=keyboard("accept:1"))
    pressed = fake.press(alice, fake.message(alice.id, card.message_id), "accept:1")

    with pytest.raises(TelegramBadRequest, match="MESSAGE_TOO_LONG"):
        await client.answer_callback_query(pressed, text="x" * 201, show_alert=True)
    assert fake.answer(pressed) is None
    await client.answer_callback_query(pressed, text="Not your button", show_alert=True)
    assert fake.answer(pressed) == {
        "callback_query_id": pressed,
        "text": "Not your button",
        "show_alert": True,
    }
    with pytest.raises(TelegramBadRequest, match="query is too old"):
        await client.answer_callback_query(pressed)


async def test_telegram_limits_on_keyboards_texts_and_html(fake: TelegramFake, client: Bot) -> None:
    alice = fake.add_user(1, "Alice")
    with pytest.raises(TelegramBadRequest, match="BUTTON_DATA_INVALID"):
        await client.send_message(alice.id, "x", reply_markup=keyboard("p" * 65))
    with pytest.raises(TelegramBadRequest, match="too many buttons in a row"):
        await client.send_message(alice.id, "x", reply_markup=keyboard(*"abcdefghi"))
    many = InlineKeyboardMarkup(
        inline_keyboard=[
            [InlineKeyboardButton(text=str(n), callback_data=str(n)) for n in range(r, r + 8)]
            for r in range(0, 104, 8)
        ]
    )
    with pytest.raises(TelegramBadRequest, match="reply markup is too long"):
        await client.send_message(alice.id, "x", reply_markup=many)
    with pytest.raises(TelegramBadRequest, match="Unsupported start tag"):
        await client.send_message(alice.id, "<script>Bob</script>")
    with pytest.raises(TelegramBadRequest, match="message is too long"):
        await client.send_message(alice.id, "x" * 4097)
    with pytest.raises(TelegramBadRequest, match="message caption is too long"):
        await client.send_photo(
            alice.id, BufferedInputFile(picture((2, 2)), "a.png"), caption="x" * 1025
        )
    with pytest.raises(TelegramBadRequest, match="chat not found"):
        await client.send_message(-999, "anyone?")
    assert fake.visible(fake.private_chat(alice)) == []
    assert [call.status for call in fake.calls] == [400] * 7


async def test_threads_only_in_forum_topics(fake: TelegramFake, client: Bot) -> None:
    alice = fake.add_user(1, "Alice")
    plain = fake.add_chat(-1, "supergroup")
    forum = fake.add_chat(-2, "supergroup", forum=True)
    topic = fake.add_topic(forum, "Dots", alice)
    with pytest.raises(TelegramBadRequest, match="message thread not found"):
        await client.send_message(plain.id, "x", message_thread_id=topic)
    with pytest.raises(TelegramBadRequest, match="message thread not found"):
        await client.send_message(forum.id, "x", message_thread_id=topic + 10)
    assert await client.send_chat_action(forum.id, "upload_photo", message_thread_id=topic)
    assert (await fake.wait_call("sendChatAction")).params["action"] == "upload_photo"


async def test_commands_per_scope_and_language(fake: TelegramFake, client: Bot) -> None:
    english = [BotCommand(command="challenge", description="Challenge a player")]
    russian = [BotCommand(command="challenge", description="Вызвать игрока")]
    await client.set_my_commands(english, scope=BotCommandScopeAllGroupChats())
    await client.set_my_commands(russian, scope=BotCommandScopeAllGroupChats(), language_code="ru")
    await client.set_my_commands(
        [*english, BotCommand(command="settings", description="Chat settings")],
        scope=BotCommandScopeChatAdministrators(chat_id=-5),
    )

    ru = await client.get_my_commands(scope=BotCommandScopeAllGroupChats(), language_code="ru")
    assert [c.description for c in ru] == ["Вызвать игрока"]
    admins = await client.get_my_commands(scope=BotCommandScopeChatAdministrators(chat_id=-5))
    assert [c.command for c in admins] == ["challenge", "settings"]
    assert await client.get_my_commands() == []
    with pytest.raises(TelegramBadRequest, match="BOT_COMMAND_INVALID"):
        await client.set_my_commands([BotCommand(command="Move!", description="x")])


async def test_get_chat_member_statuses(fake: TelegramFake, client: Bot) -> None:
    alice = fake.add_user(1, "Alice")
    bob = fake.add_user(2, "Bob")
    carol = fake.add_user(3, "Carol")
    group = fake.add_chat(-5, admins=(bob,))
    group.members[carol.id] = "creator"

    assert isinstance(await client.get_chat_member(group.id, alice.id), ChatMemberMember)
    assert isinstance(await client.get_chat_member(group.id, bob.id), ChatMemberAdministrator)
    assert isinstance(await client.get_chat_member(group.id, carol.id), ChatMemberOwner)
    anonymous = await client.get_chat_member(group.id, ANONYMOUS_ADMIN_ID)
    assert isinstance(anonymous, ChatMemberAdministrator)
    with pytest.raises(TelegramBadRequest, match="PARTICIPANT_ID_INVALID"):
        await client.get_chat_member(group.id, 404)


async def test_ephemeral_messages_are_seen_by_their_receiver_only(
    fake: TelegramFake, client: Bot
) -> None:
    alice = fake.add_user(1, "Alice")
    bob = fake.add_user(2, "Bob")
    group = fake.add_chat(-5)

    picker = await client.send_message(
        group.id,
        "Choose a sector",
        reply_markup=keyboard("sector:1"),
        ephemeral_message_parameters=EphemeralMessageParameters(receiver_user_id=alice.id),
    )
    legacy = await client.send_message(group.id, "Choose a point", receiver_user_id=bob.id)

    assert picker.message_id == 0 and picker.ephemeral_message_id == 1
    assert picker.receiver_user is not None and picker.receiver_user.id == alice.id
    assert legacy.ephemeral_message_id == 2
    assert [m.text for m in fake.visible(group, to=alice)] == ["Choose a sector"]
    assert [m.text for m in fake.visible(group, to=bob)] == ["Choose a point"]
    assert fake.visible(group) == []

    kept = fake.ephemeral[(group.id, 1)]
    query = fake.press(alice, kept, "sector:1")
    assert fake.answer(query) is None
    await client.edit_ephemeral_message_reply_markup(
        chat_id=group.id,
        receiver_user_id=alice.id,
        ephemeral_message_id=1,
        reply_markup=keyboard("point:1", "point:2"),
    )
    assert kept.reply_markup is not None and len(kept.reply_markup["inline_keyboard"][0]) == 2
    await client.edit_ephemeral_message_text(
        chat_id=group.id, receiver_user_id=alice.id, ephemeral_message_id=1, text="Choose a point"
    )
    assert kept.text == "Choose a point" and kept.reply_markup is None  # no keyboard: removed
    with pytest.raises(TelegramBadRequest, match="message to edit not found"):
        await client.delete_ephemeral_message(
            chat_id=group.id, receiver_user_id=bob.id, ephemeral_message_id=1
        )
    await client.delete_ephemeral_message(
        chat_id=group.id, receiver_user_id=alice.id, ephemeral_message_id=1
    )
    assert fake.visible(group, to=alice) == []


async def test_ephemeral_messages_can_be_unavailable(fake: TelegramFake, client: Bot) -> None:
    alice = fake.add_user(1, "Alice")
    group = fake.add_chat(-5)
    ephemeral = EphemeralMessageParameters(receiver_user_id=alice.id)
    with pytest.raises(TelegramBadRequest, match="ephemeral"):
        await client.send_message(alice.id, "x", ephemeral_message_parameters=ephemeral)
    fake.ephemeral_supported = False
    with pytest.raises(TelegramBadRequest, match="ephemeral"):
        await client.send_message(group.id, "x", ephemeral_message_parameters=ephemeral)


async def test_webhook_registration(fake: TelegramFake, client: Bot) -> None:
    await client.set_webhook(
        "https://dots.example/telegram", secret_token="abc", allowed_updates=["message"]
    )
    assert fake.webhook == {
        "url": "https://dots.example/telegram",
        "secret_token": "abc",
        "allowed_updates": ["message"],
    }
    assert (await client.get_webhook_info()).url == "https://dots.example/telegram"
    await client.delete_webhook(drop_pending_updates=False)
    assert fake.webhook is None
    assert (await fake.wait_call("deleteWebhook")).params["drop_pending_updates"] is False


async def test_a_wrong_token_is_unauthorized(fake: TelegramFake) -> None:
    stranger = create_bot("1:wrong", fake.url)
    try:
        with pytest.raises(TelegramUnauthorizedError):
            await stranger.get_me()
    finally:
        await close_quickly(stranger)
    assert fake.calls == []
