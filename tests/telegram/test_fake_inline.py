"""The fake Bot API's inline mode answers the real aiogram client as Telegram does: an
inline query arrives as an update, its answer is checked, the chosen result is posted in a
chat the bot is no member of, presses come with ``inline_message_id``, edits name it and
answer ``True``, and a new upload into an inline message is refused."""

from __future__ import annotations

import pytest
from aiogram import Bot
from aiogram.exceptions import TelegramBadRequest
from aiogram.types import (
    BufferedInputFile,
    InlineQueryResultArticle,
    InlineQueryResultCachedPhoto,
    InputMediaPhoto,
    InputTextMessageContent,
)

from tests.support.fakes.telegram_api import TelegramFake
from tests.telegram.helpers import keyboard, picture


async def test_an_inline_query_its_answer_and_the_chosen_result(
    fake: TelegramFake, client: Bot
) -> None:
    alice, bob = fake.add_user(1, "Alice", "alice"), fake.add_user(2, "Bob", "bob")
    friends = fake.add_chat(7, "private")  # Alice and Bob's chat: the bot is not in it
    store = fake.private_chat(alice)
    upload = await client.send_photo(store.id, BufferedInputFile(picture((300, 200)), "f.png"))
    file_id = upload.photo[-1].file_id  # type: ignore[index]

    query_id = fake.inline_query(alice, "15x15 5+5")
    (update,) = await client.get_updates(allowed_updates=["inline_query"])
    assert update.inline_query is not None and update.inline_query.query == "15x15 5+5"
    results = [
        InlineQueryResultCachedPhoto(
            id="challenge-15x15", photo_file_id=file_id, caption="Challenge: 15×15, 5+5",
            reply_markup=keyboard("accept:1"),
        ),
        InlineQueryResultArticle(
            id="words", title="15×15", input_message_content=InputTextMessageContent(
                message_text="A challenge"),
        ),
    ]
    assert await client.answer_inline_query(query_id, results, cache_time=0, is_personal=True)
    assert [r["id"] for r in fake.inline_results(query_id)] == ["challenge-15x15", "words"]
    with pytest.raises(TelegramBadRequest, match="query is too old"):
        await client.answer_inline_query(query_id, results)  # one answer a query

    inline = fake.choose(alice, query_id, "challenge-15x15", friends)
    shown = inline.message
    assert shown.chat is friends and shown.sender is alice and shown.via_bot is fake.me
    assert shown.caption == "Challenge: 15×15, 5+5" and shown.media is not None
    assert fake.visible(friends) == [shown]  # the chat sees it; the bot is told no chat
    (chosen,) = await client.get_updates(
        offset=update.update_id + 1, allowed_updates=["chosen_inline_result"]
    )
    assert chosen.chosen_inline_result is not None
    assert chosen.chosen_inline_result.inline_message_id == inline.id

    pressed = fake.press_inline(bob, inline, "accept:1")
    (press,) = await client.get_updates(
        offset=chosen.update_id + 1, allowed_updates=["callback_query"]
    )
    assert press.callback_query is not None and press.callback_query.id == pressed
    assert press.callback_query.message is None
    assert press.callback_query.inline_message_id == inline.id

    edited = await client.edit_message_caption(
        inline_message_id=inline.id, caption="Game #1", reply_markup=keyboard("move:1")
    )
    assert edited is True and shown.caption == "Game #1"  # an inline edit answers True
    again = await client.edit_message_media(
        InputMediaPhoto(media=file_id, caption="Move 1"), inline_message_id=inline.id
    )
    assert again is True and shown.caption == "Move 1"
    with pytest.raises(TelegramBadRequest, match="inline message"):
        await client.edit_message_media(
            InputMediaPhoto(media=BufferedInputFile(picture((300, 200)), "new.png")),
            inline_message_id=inline.id,
        )
    with pytest.raises(TelegramBadRequest, match="MESSAGE_ID_INVALID"):
        await client.edit_message_caption(inline_message_id="inline-404", caption="x")


async def test_answers_telegram_refuses(fake: TelegramFake, client: Bot) -> None:
    alice = fake.add_user(1, "Alice", "alice")
    article = InlineQueryResultArticle(
        id="a", title="t", input_message_content=InputTextMessageContent(message_text="x")
    )
    refused = {
        "RESULT_ID_DUPLICATE": [article, article],
        "RESULTS_TOO_MUCH": [article.model_copy(update={"id": f"a{n}"}) for n in range(51)],
        "RESULT_ID_INVALID": [article.model_copy(update={"id": "x" * 65})],
        "wrong remote file": [InlineQueryResultCachedPhoto(id="p", photo_file_id="nope")],
    }
    for reason, results in refused.items():
        query_id = fake.inline_query(alice, "")
        with pytest.raises(TelegramBadRequest, match=reason):
            await client.answer_inline_query(query_id, results)  # type: ignore[arg-type]
    fake.inline.enabled = False
    assert (await client.get_me()).supports_inline_queries is False
