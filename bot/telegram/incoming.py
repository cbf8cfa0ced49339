"""What an update says, in the service's terms: the chat (and forum topic) it came from,
who sent it, its idempotency key, and the users its text names."""

from __future__ import annotations

from aiogram.enums import ChatType, MessageEntityType
from aiogram.types import CallbackQuery, Chat, Message, User

from bot.identity import Actor, ChatRef, PlayerRef
from bot.service import Opponent
from bot.telegram.platform import NAME

PLATFORM = NAME
REPLY_TOKEN = "@replied"
"""Stands in the text for the author of the message a ``/challenge`` replies to."""
MENTION_TOKEN = "@mention{n}"
"""Stands in the text for a user named without a username (a ``text_mention``)."""
_NAMED_BY_REPLY = {"challenge", "rating"}
_NO_ONE_NEEDED = {"open", "anyone", "bot", "computer", "ai", "me"}


def is_private(chat: Chat) -> bool:
    return chat.type == ChatType.PRIVATE


def chat_ref(message: Message) -> ChatRef:
    """The chat, and the forum topic when the message was written in one (a reply in a
    group without topics carries a thread id too, which is no topic)."""
    thread = message.message_thread_id if message.is_topic_message else None
    return ChatRef(PLATFORM, str(message.chat.id), str(thread) if thread else "")


def actor_of(user: User, *, is_admin: bool = False, alone: bool = False) -> Actor:
    """``alone``: they write in their private chat with the bot."""
    name = " ".join(part for part in (user.first_name, user.last_name) if part)
    return Actor(
        PLATFORM,
        str(user.id),
        name,
        username=user.username,
        locale=user.language_code,
        is_admin=is_admin,
        alone=alone,
    )


def message_event(message: Message) -> str:
    """A message's key: its chat and its id (an edit of it is not a new event)."""
    return f"tg:m:{message.chat.id}:{message.message_id}"


def query_event(query: CallbackQuery) -> str:
    return f"tg:q:{query.id}"


def _command_name(text: str) -> str:
    head = text.split(maxsplit=1)[0] if text.strip() else ""
    return head.lstrip("/").split("@", 1)[0].lower()


def resolve_mentions(message: Message) -> tuple[str, dict[str, Opponent]]:
    """The message's text with every ``text_mention`` (which may span several words)
    replaced by a placeholder, and what each placeholder and ``@username`` stand for; a
    ``/challenge`` or ``/rating`` naming nobody, sent as a reply, names the replied-to
    author."""
    text = message.text or ""
    mentions: dict[str, Opponent] = {}
    pieces: list[str] = []
    encoded = text.encode("utf-16-le")
    cursor = 0
    for entity in sorted(message.entities or [], key=lambda found: found.offset):
        if entity.type != MessageEntityType.TEXT_MENTION or entity.user is None:
            continue
        token = MENTION_TOKEN.format(n=len(mentions) + 1)
        start, end = entity.offset * 2, (entity.offset + entity.length) * 2
        pieces += [encoded[cursor:start].decode("utf-16-le"), f" {token} "]
        cursor = end
        user = entity.user
        mentions[token] = Opponent.user(
            username=user.username, ref=actor_of(user).ref, name=actor_of(user).name
        )
    pieces.append(encoded[cursor:].decode("utf-16-le"))
    text = "".join(pieces).strip() if mentions else text
    replied = message.reply_to_message
    if (
        replied is not None
        and replied.from_user is not None
        and text.startswith("/")
        and _command_name(text) in _NAMED_BY_REPLY
        and not mentions
        and not any(
            word.startswith("@") or word.lower() in _NO_ONE_NEEDED for word in text.split()[1:]
        )
    ):
        head, _, rest = text.partition(" ")
        author = replied.from_user
        mentions[REPLY_TOKEN] = Opponent.user(
            username=author.username, ref=actor_of(author).ref, name=actor_of(author).name
        )
        text = f"{head} {REPLY_TOKEN} {rest}".strip()
    return text, mentions


def player_ref(user_id: int) -> PlayerRef:
    return PlayerRef(PLATFORM, str(user_id))
