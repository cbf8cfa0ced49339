"""What tests make users do in the fake Telegram: join chats, write (commands, mentions,
replies, topics), edit what they wrote, press buttons, and use the bot inline in any chat.
Each action becomes an update the bot receives by long polling or by webhook."""

from __future__ import annotations

import itertools
from typing import Any

from tests.support.fakes.telegram_inline import (
    QUERY_CHARACTERS,
    GuestQuery,
    InlineMessage,
    InlineQuery,
    InlineWorld,
    posted,
)
from tests.support.fakes.telegram_world import (
    Chat,
    ChatType,
    Media,
    StoredMessage,
    User,
    command_entities,
    utf16_length,
)


class UserActions:
    """Mixed into :class:`~tests.support.fakes.telegram_api.TelegramFake`, which holds the world."""

    me: User
    users: dict[int, User]
    chats: dict[int, Chat]
    messages: dict[tuple[int, int], StoredMessage]
    ephemeral: dict[tuple[int, int], StoredMessage]
    topics: dict[int, set[int]]
    callbacks: dict[str, dict[str, Any] | None]
    _callback_numbers: itertools.count[int]
    _anonymous_admin: User
    _uploads: dict[str, Media]
    inline: InlineWorld
    unstarted: set[int]
    """Users who never opened the bot's private chat."""
    blocked: set[int]
    """Users who blocked the bot."""

    def push_update(self, kind: str, payload: dict[str, Any]) -> int:
        raise NotImplementedError

    # -- the world --------------------------------------------------------------------------

    def add_user(
        self,
        user_id: int,
        first_name: str,
        username: str | None = None,
        *,
        last_name: str | None = None,
        language_code: str | None = "en",
        started: bool = True,
    ) -> User:
        """A user; ``started``: they opened the bot's chat (else the bot may not write to
        them until they do: Telegram answers 403)."""
        user = User(user_id, first_name, username, last_name, language_code)
        self.users[user_id] = user
        self.chats.setdefault(user_id, Chat(user_id, "private"))
        if not started:
            self.unstarted.add(user_id)
        return user

    def add_chat(
        self,
        chat_id: int,
        chat_type: ChatType = "group",
        title: str | None = "Dots club",
        *,
        forum: bool = False,
        admins: tuple[User, ...] = (),
    ) -> Chat:
        chat = Chat(chat_id, chat_type, title, is_forum=forum)
        chat.members.update({admin.id: "administrator" for admin in admins})
        self.chats[chat_id] = chat
        return chat

    def private_chat(self, user: User) -> Chat:
        return self.chats[user.id]

    def block(self, user: User) -> None:
        """``user`` blocks the bot: Telegram refuses its messages to them (403)."""
        self.blocked.add(user.id)

    def add_topic(self, chat: Chat, name: str, creator: User) -> int:
        """A forum topic; its thread id is the id of the service message that made it."""
        created = self._store(chat, creator, None)
        self.topics.setdefault(chat.id, set()).add(created.message_id)
        created.thread_id = created.message_id
        self.push_update(
            "message", {**created.json(), "forum_topic_created": {"name": name, "icon_color": 0}}
        )
        return created.message_id

    def _store(self, chat: Chat, user: User, text: str | None) -> StoredMessage:
        message = StoredMessage(chat, chat.next_message_id(), user, text=text)
        self.messages[(chat.id, message.message_id)] = message
        return message

    # -- what users do ----------------------------------------------------------------------

    def say(
        self,
        user: User,
        chat: Chat,
        text: str,
        *,
        reply_to: StoredMessage | None = None,
        thread_id: int | None = None,
        text_mentions: dict[str, User] | None = None,
        anonymous: bool = False,
        queue: bool = True,
    ) -> StoredMessage:
        """``user`` writes ``text`` in ``chat``. Entities are marked as a client would:
        a leading ``/command``, ``@username`` mentions, and ``text_mentions`` (a span of the
        text, possibly several words, naming a user without a username). A reply inside a
        topic stays in that topic. ``anonymous``: an admin posting as the group.
        ``queue=False`` keeps the update from the bot (a test posts it by hand)."""
        if chat.id == user.id:
            self.unstarted.discard(user.id)  # writing to the bot opens its chat
        message = self._store(chat, self._anonymous_admin if anonymous else user, text)
        message.entities = command_entities(text)
        for span, named in (text_mentions or {}).items():
            start = text.index(span)
            message.entities.append(
                {
                    "type": "text_mention",
                    "offset": utf16_length(text[:start]),
                    "length": utf16_length(span),
                    "user": named.json(),
                }
            )
        message.entities.sort(key=lambda entity: int(entity["offset"]))
        if anonymous:
            message.sender_chat = chat
        if reply_to is not None:
            message.reply_to = reply_to
            thread_id = thread_id or reply_to.thread_id
        message.thread_id = thread_id
        if queue:
            self.push_update("message", message.json())
        return message

    def edit(self, message: StoredMessage, text: str) -> StoredMessage:
        """The author edits an earlier message: an ``edited_message`` update."""
        message.text = text
        message.entities = command_entities(text)
        message.edits += 1
        message.edit_date = message.date + message.edits
        self.push_update("edited_message", message.json())
        return message

    def press(self, user: User, message: StoredMessage, data: str) -> str:
        """``user`` presses the button carrying ``data`` under the bot's ``message`` (an
        ephemeral one too); returns the callback query id. Data that no button of the
        message carries is sent all the same: that is what a forged callback looks like."""
        query_id = f"{next(self._callback_numbers)}{user.id}"
        self.callbacks[query_id] = None
        self.push_update(
            "callback_query",
            {
                "id": query_id,
                "from": user.json(),
                "message": message.json(),
                "chat_instance": f"instance{message.chat.id}",
                "data": data,
            },
        )
        return query_id

    # -- inline mode ------------------------------------------------------------------------

    def inline_query(self, user: User, query: str, chat_type: str = "private") -> str:
        """``user`` types ``@bot query`` in a chat of ``chat_type`` (the chat itself is not
        told): the inline query's id. Refused while inline mode is off, as BotFather's is."""
        if not self.inline.enabled:
            raise AssertionError("inline mode is off: a client offers no inline results")
        query_id = f"iq{next(self.inline.numbers)}{user.id}"
        self.inline.queries[query_id] = InlineQuery(
            query_id, user, query[:QUERY_CHARACTERS], chat_type
        )
        self.push_update(
            "inline_query",
            {"id": query_id, "from": user.json(), "query": query[:QUERY_CHARACTERS],
             "offset": "", "chat_type": chat_type},
        )
        return query_id

    def guest_message(self, user: User, chat: Chat, text: str) -> str:
        """``user`` writes ``text`` naming the bot in ``chat``, a chat the bot need not be
        in: the people there see it, the bot hears this one message as a guest query (its
        id returned). Refused while guest mode is off, as Telegram's clients refuse it."""
        if not self.inline.guest_mode:
            raise AssertionError("guest mode is off: the bot cannot be summoned")
        query_id = f"gq{next(self.inline.numbers)}{user.id}"
        message = self._store(chat, user, text)
        message.entities = command_entities(text)
        self.inline.guests[query_id] = GuestQuery(query_id, user, chat)
        self.push_update("guest_message", {**message.json(), "guest_query_id": query_id})
        return query_id

    def guest_answer(self, query_id: str) -> InlineMessage | None:
        """The inline message the bot answered a guest query with (none yet)."""
        posted = self.inline.guests[query_id].posted
        return self.inline.messages[posted] if posted is not None else None

    def inline_results(self, query_id: str) -> list[dict[str, Any]]:
        """The results the bot answered ``query_id`` with (none while it has not)."""
        answer = self.inline.queries[query_id].answer
        return list(answer["results"]) if answer else []

    def choose(self, user: User, query_id: str, result_id: str, chat: Chat) -> InlineMessage:
        """``user`` picks a result of their inline query: it is posted in ``chat`` via the
        bot, and the bot hears of it if inline feedback is on."""
        query = self.inline.queries[query_id]
        assert query.user.id == user.id, "a user picks from their own query's results"
        result = next(r for r in self.inline_results(query_id) if str(r["id"]) == result_id)
        message = posted(self.inline, self.me, user, chat, result, self._uploads)
        message.query = query.query
        self.inline.messages[message.id] = message
        if self.inline.feedback:
            self.push_update(
                "chosen_inline_result",
                {"result_id": result_id, "from": user.json(), "query": query.query,
                 "inline_message_id": message.id},
            )
        return message

    def press_inline(self, user: User, inline: InlineMessage, data: str) -> str:
        """``user`` presses a button of an inline message: the callback query's id."""
        query_id = f"{next(self._callback_numbers)}{user.id}"
        self.callbacks[query_id] = None
        self.push_update(
            "callback_query",
            {"id": query_id, "from": user.json(), "inline_message_id": inline.id,
             "chat_instance": f"instance-{inline.message.chat.id}", "data": data},
        )
        return query_id

    def migrate_to_supergroup(self, chat: Chat, new_id: int, by: User) -> Chat:
        """A group becomes a supergroup with a new id; both service messages arrive."""
        upgraded = self.add_chat(new_id, "supergroup", chat.title)
        upgraded.members.update(chat.members)
        old_notice = self._store(chat, by, None)
        self.push_update("message", {**old_notice.json(), "migrate_to_chat_id": new_id})
        new_notice = self._store(upgraded, by, None)
        self.push_update("message", {**new_notice.json(), "migrate_from_chat_id": chat.id})
        return upgraded

    def visible(self, chat: Chat, *, to: User | None = None) -> list[StoredMessage]:
        """The chat's messages as ``to`` sees them now: not deleted, oldest first (those
        posted via the bot too), then the ephemeral messages addressed to ``to``."""
        posted = [inline.message for inline in self.inline.messages.values()]
        shown = sorted(
            (m for m in [*self.messages.values(), *posted] if m.chat is chat and not m.deleted),
            key=lambda m: m.message_id,
        )
        if to is not None:
            shown += sorted(
                (
                    m
                    for m in self.ephemeral.values()
                    if m.chat is chat and not m.deleted and m.receiver and m.receiver.id == to.id
                ),
                key=lambda m: m.ephemeral_id or 0,
            )
        return shown

    def answer(self, query_id: str) -> dict[str, Any] | None:
        """The bot's answer to a button press, or ``None`` while it has given none."""
        return self.callbacks.get(query_id)
