"""Inline mode as the fake Bot API plays it: a user types ``@bot words`` in any chat (an
``inline_query`` update), the bot answers with results (``answerInlineQuery``, checked as
Telegram checks them), the user picks one and it is posted in that chat "via @bot": an
inline message, addressed by ``inline_message_id`` alone (the bot need not be a member of
the chat, and is told nothing of it), announced by a ``chosen_inline_result`` update when
inline feedback is on. Presses on its buttons come with ``inline_message_id`` and no
message; edits name it the same way and answer ``True``. Telegram takes no new upload into
an inline message: a picture is a file id it already has, or a URL.

Guest mode (Bot API 10.0): a user names the bot in a chat it is not in; the bot hears that
one message (a ``guest_message`` update with a ``guest_query_id``) and answers it once with
one result (``answerGuestQuery``), which Telegram posts there at once, from the bot, as an
inline message: its id comes back, and the message is then played like any inline one."""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Any, TypeVar

from tests.support.fakes import telegram_checks as check
from tests.support.fakes.telegram_checks import bad_request
from tests.support.fakes.telegram_world import Chat, Media, StoredMessage, User

Params = dict[str, Any]
MAX_RESULTS = 50
RESULT_ID_BYTES = 64
QUERY_CHARACTERS = 256
RESULT_TYPES = frozenset({"article", "photo"})
"""The result types the fake knows (Telegram has more; the bot uses these)."""


@dataclass
class InlineQuery:
    id: str
    user: User
    query: str
    chat_type: str
    answer: Params | None = None


@dataclass
class GuestQuery:
    """A message that summoned the bot into ``chat``; ``answer``: the bot's one answer,
    posted there as the inline message ``posted``."""

    id: str
    user: User
    chat: Chat
    answer: Params | None = None
    posted: str | None = None


QUERY_GONE = "query is too old and response timeout expired or query ID is invalid"
"""Telegram's refusal of an answer to a query it does not know, or that was answered."""
Asked = TypeVar("Asked", InlineQuery, GuestQuery)


def unanswered(queries: dict[str, Asked], query_id: object) -> Asked:
    """The query ``query_id`` names, if it waits for its one answer; else Telegram's refusal."""
    query = queries.get(str(query_id))
    if query is None or query.answer is not None:
        raise bad_request(QUERY_GONE)
    return query


@dataclass
class InlineMessage:
    """A message posted via the bot; ``message`` is what the people in ``chat`` see."""

    id: str
    message: StoredMessage
    result_id: str
    query: str


@dataclass
class InlineWorld:
    """Inline mode's state, kept by :class:`~tests.support.fakes.telegram_api.TelegramFake`."""

    enabled: bool = True
    """``/setinline`` in BotFather: off, a bot gets no inline queries."""
    feedback: bool = True
    """``/setinlinefeedback``: off, a bot is not told which result was chosen."""
    guest_mode: bool = True
    """BotFather's guest mode switch: off, nobody can summon the bot into a chat."""
    queries: dict[str, InlineQuery] = field(default_factory=dict)
    guests: dict[str, GuestQuery] = field(default_factory=dict)
    messages: dict[str, InlineMessage] = field(default_factory=dict)
    numbers: itertools.count[int] = field(default_factory=lambda: itertools.count(1))


def check_result(result: Any, uploads: dict[str, Media]) -> None:
    """Refuse a result as Telegram would: an unknown type, a missing field, a file id it
    does not have, a bad keyboard."""
    if not isinstance(result, dict) or result.get("type") not in RESULT_TYPES:
        raise bad_request("RESULT_TYPE_INVALID")
    result_id = str(result.get("id", ""))
    if not 1 <= len(result_id.encode()) <= RESULT_ID_BYTES:
        raise bad_request("RESULT_ID_INVALID")
    check.check_keyboard(result.get("reply_markup"), private=False)
    if result["type"] == "article":
        content = result.get("input_message_content") or {}
        if not result.get("title") or not content.get("message_text"):
            raise bad_request("MESSAGE_EMPTY")
        check.check_text(content["message_text"])
        return
    if "photo_file_id" in result:
        if result["photo_file_id"] not in uploads:
            raise bad_request("wrong remote file identifier specified")
    elif not str(result.get("photo_url", "")).startswith(("http://", "https://")) or not str(
        result.get("thumbnail_url", "")
    ).startswith(("http://", "https://")):
        raise bad_request("PHOTO_INVALID_DIMENSIONS")
    check.check_caption(result.get("caption"))


def check_answer(params: Params, uploads: dict[str, Media]) -> list[Params]:
    results = params.get("results")
    if not isinstance(results, list) or len(results) > MAX_RESULTS:
        raise bad_request("RESULTS_TOO_MUCH")
    ids = [str(result.get("id")) for result in results if isinstance(result, dict)]
    if len(ids) != len(set(ids)):
        raise bad_request("RESULT_ID_DUPLICATE")
    for result in results:
        check_result(result, uploads)
    return results


def posted(world: InlineWorld, me: User, user: User, chat: Chat, result: Params,
           uploads: dict[str, Media]) -> InlineMessage:
    """``user`` picked ``result``: the message the chat sees, sent by them via the bot."""
    inline_id = f"inline-{next(world.numbers)}"
    message = StoredMessage(chat=chat, message_id=chat.next_message_id(), sender=user)
    message.reply_markup = result.get("reply_markup")
    if result["type"] == "article":
        message.text = result["input_message_content"]["message_text"]
    else:  # a file Telegram has, or a picture it fetched from its address
        file_id = result.get("photo_file_id") or result.get("photo_url")
        media = uploads.get(file_id) if isinstance(file_id, str) else None
        message.media = media or Media("photo", b"", str(result.get("photo_url")), "url", 0, 0)
        message.caption = result.get("caption")
    message.via_bot = me
    return InlineMessage(inline_id, message, str(result["id"]), "")


def guest_posted(world: InlineWorld, me: User, query: GuestQuery, result: Params,
                 uploads: dict[str, Media]) -> InlineMessage:
    """The bot's answer to a guest query, posted in its chat by the bot itself."""
    inline = posted(world, me, query.user, query.chat, result, uploads)
    inline.message.sender, inline.message.via_bot = me, None
    inline.message.guest_caller = query.user
    return inline
