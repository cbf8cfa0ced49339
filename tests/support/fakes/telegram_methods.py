"""The Bot API methods the fake answers, over its world of chats and messages. Each
``m_<method>`` takes the parsed parameters and the uploaded files and returns the ``result``
or raises :class:`~tests.support.fakes.telegram_checks.ApiError` as Telegram would."""

from __future__ import annotations

import itertools
from typing import Any

from tests.support.fakes import telegram_checks as check
from tests.support.fakes.telegram_checks import ApiError, bad_request
from tests.support.fakes.telegram_inline import (
    QUERY_GONE,
    InlineWorld,
    check_answer,
    check_result,
    guest_posted,
    unanswered,
)
from tests.support.fakes.telegram_world import (
    ANONYMOUS_ADMIN_ID,
    Chat,
    FileIds,
    Media,
    StoredMessage,
    Upload,
    User,
)

Params = dict[str, Any]
Files = dict[str, Upload]
MEDIA_KINDS = ("photo", "document", "animation")
ADMIN_RIGHTS = [
    "can_manage_chat",
    "can_delete_messages",
    "can_manage_video_chats",
    "can_restrict_members",
    "can_promote_members",
    "can_change_info",
    "can_invite_users",
    "can_post_stories",
    "can_edit_stories",
    "can_delete_stories",
    "can_send_welcome_messages",
    "can_pin_messages",
    "can_manage_topics",
]


class BotApiMethods:
    """State and method handlers, served by
    :class:`~tests.support.fakes.telegram_api.TelegramFake`."""

    def __init__(self, *, bot_id: int, bot_username: str) -> None:
        self.me = User(bot_id, "Dots", username=bot_username, is_bot=True)
        self.users: dict[int, User] = {}
        self.chats: dict[int, Chat] = {}
        self.messages: dict[tuple[int, int], StoredMessage] = {}
        self.ephemeral: dict[tuple[int, int], StoredMessage] = {}  # (chat, ephemeral id)
        self.topics: dict[int, set[int]] = {}  # forum chat id -> thread ids
        self.callbacks: dict[str, dict[str, Any] | None] = {}  # id -> the answer, once given
        self.commands: dict[tuple[str, str], list[dict[str, str]]] = {}  # (scope, lang) -> list
        self.webhook: dict[str, Any] | None = None
        self.ephemeral_supported = True
        self._file_ids = FileIds()
        self._uploads: dict[str, Media] = {}
        self._anonymous_admin = User(
            ANONYMOUS_ADMIN_ID, "Group", username="GroupAnonymousBot", is_bot=True
        )
        self._callback_numbers = itertools.count(1)
        self.inline = InlineWorld()
        self.unstarted: set[int] = set()
        self.blocked: set[int] = set()

    # -- lookups ------------------------------------------------------------------------

    def chat(self, chat_id: Any) -> Chat:
        chat = self.chats.get(chat_id) if isinstance(chat_id, int) else None
        if chat is None:
            raise bad_request("chat not found")
        if chat.id in self.unstarted:
            raise ApiError(403, "Forbidden: bot can't initiate conversation with a user")
        if chat.id in self.blocked:
            raise ApiError(403, "Forbidden: bot was blocked by the user")
        return chat

    def message(self, chat_id: int, message_id: int) -> StoredMessage:
        """A message still in the chat (not deleted)."""
        found = self.messages.get((chat_id, message_id))
        if found is None or found.deleted:
            raise bad_request("message to edit not found")
        return found

    def _own_message(self, params: Params) -> StoredMessage:
        if "inline_message_id" in params:
            inline = self.inline.messages.get(str(params["inline_message_id"]))
            if inline is None or "chat_id" in params or "message_id" in params:
                raise bad_request("MESSAGE_ID_INVALID")
            return inline.message
        found = self.message(self.chat(params.get("chat_id")).id, int(params["message_id"]))
        if found.sender.id != self.me.id:
            raise bad_request("message can't be edited")
        return found

    def _ephemeral_message(self, params: Params) -> StoredMessage:
        chat = self.chat(params.get("chat_id"))
        found = self.ephemeral.get((chat.id, int(params["ephemeral_message_id"])))
        receiver = params.get("receiver_user_id")
        if (
            found is None
            or found.deleted
            or found.receiver is None
            or (found.receiver.id != receiver)
        ):
            raise bad_request("message to edit not found")
        return found

    def _thread(self, chat: Chat, params: Params) -> int | None:
        thread_id = params.get("message_thread_id")
        if thread_id is None:
            return None
        if not chat.is_forum or thread_id not in self.topics.get(chat.id, set()):
            raise bad_request("message thread not found")
        return int(thread_id)

    def _reply_to(self, chat: Chat, params: Params) -> StoredMessage | None:
        reply = params.get("reply_parameters")
        if reply is None:
            return None
        found = self.messages.get((reply.get("chat_id", chat.id), reply.get("message_id", 0)))
        if found is None or found.deleted:
            if reply.get("allow_sending_without_reply"):
                return None
            raise bad_request("message to be replied not found")
        return found

    def _media(self, kind: str, reference: Any, files: Files) -> Media:
        """An upload (``attach://<field>``) or an earlier file id, as a :class:`Media`."""
        if isinstance(reference, str) and reference.startswith("attach://"):
            field = reference.removeprefix("attach://")
            if field not in files:
                raise bad_request(f"wrong file identifier/HTTP URL specified: {reference}")
            data, name = files[field].data, files[field].filename
        elif isinstance(reference, str) and reference in self._uploads:
            data, name = self._uploads[reference].data, self._uploads[reference].file_name
        else:
            raise bad_request("wrong remote file identifier specified")
        width = height = 0
        if kind in ("photo", "animation"):
            width, height = check.picture_size(data)
        media = Media(kind, data, name, self._file_ids.next(kind), width, height)  # type: ignore[arg-type]
        self._uploads[media.file_id] = media
        return media

    # -- sending ------------------------------------------------------------------------

    def _send(self, params: Params, **content: Any) -> dict[str, Any]:
        chat = self.chat(params.get("chat_id"))
        markup = check.check_keyboard(params.get("reply_markup"), chat.type == "private")
        message = StoredMessage(
            chat=chat,
            message_id=0,
            sender=self.me,
            reply_markup=markup,
            thread_id=self._thread(chat, params),
            reply_to=self._reply_to(chat, params),
            **content,
        )
        receiver_id = (params.get("ephemeral_message_parameters") or {}).get(
            "receiver_user_id", params.get("receiver_user_id")
        )
        if receiver_id is not None:
            if not self.ephemeral_supported or chat.type == "private":
                raise bad_request("ephemeral messages can't be sent to this chat")
            message.receiver = self.users.get(receiver_id) or User(receiver_id, "?")
            message.ephemeral_id = chat.next_ephemeral_id()
            self.ephemeral[(chat.id, message.ephemeral_id)] = message
        else:
            message.message_id = chat.next_message_id()
            self.messages[(chat.id, message.message_id)] = message
        return message.json()

    def m_sendmessage(self, params: Params, files: Files) -> Any:
        text = check.check_text(params.get("text"))
        return self._send(
            params,
            text=check.plain_text(text, params.get("parse_mode")),
            entities=params.get("entities"),
        )

    def _send_media(self, kind: str, params: Params, files: Files) -> Any:
        caption = params.get("caption")
        if caption is not None:
            caption = check.plain_text(caption, params.get("parse_mode"))
        check.check_caption(caption)
        media = self._media(kind, params.get(kind), files)
        return self._send(params, caption=caption, media=media)

    def m_sendphoto(self, params: Params, files: Files) -> Any:
        return self._send_media("photo", params, files)

    def m_senddocument(self, params: Params, files: Files) -> Any:
        return self._send_media("document", params, files)

    def m_sendanimation(self, params: Params, files: Files) -> Any:
        return self._send_media("animation", params, files)

    def m_sendchataction(self, params: Params, files: Files) -> Any:
        chat = self.chat(params.get("chat_id"))
        self._thread(chat, params)
        return True

    # -- editing ------------------------------------------------------------------------

    @staticmethod
    def _changed(message: StoredMessage, before: tuple[Any, ...]) -> dict[str, Any]:
        if message.content() == before:
            raise bad_request(
                "message is not modified: specified new message content and reply markup are"
                " exactly the same as a current content and reply markup of the message"
            )
        message.edits += 1
        message.edit_date = message.date + message.edits
        return message.json()

    def _edit(self, message: StoredMessage, params: Params, **content: Any) -> Any:
        """The edited message, or ``True`` for an inline message (Telegram's answers)."""
        edited = self._edit_content(message, params, **content)
        return True if "inline_message_id" in params else edited

    def _edit_content(
        self, message: StoredMessage, params: Params, **content: Any
    ) -> dict[str, Any]:
        before = message.content()
        private = "inline_message_id" not in params and message.chat.type == "private"
        markup = check.check_keyboard(params.get("reply_markup"), private)
        saved = (message.text, message.caption, message.media, message.reply_markup)
        for name, value in content.items():
            setattr(message, name, value)
        message.reply_markup = markup
        try:
            return self._changed(message, before)
        except ApiError:
            message.text, message.caption, message.media, message.reply_markup = saved
            raise

    def m_editmessagetext(self, params: Params, files: Files) -> Any:
        message = self._own_message(params)
        if message.media is not None:
            raise bad_request("there is no text in the message to edit")
        text = check.check_text(params.get("text"))
        return self._edit(message, params, text=check.plain_text(text, params.get("parse_mode")))

    def m_editmessagecaption(self, params: Params, files: Files) -> Any:
        message = self._own_message(params)
        if message.media is None:
            raise bad_request("there is no caption in the message to edit")
        caption = check.plain_text(params.get("caption") or "", params.get("parse_mode"))
        check.check_caption(caption)
        return self._edit(message, params, caption=caption or None)

    def m_editmessagemedia(self, params: Params, files: Files) -> Any:
        message = self._own_message(params)
        media = params.get("media") or {}
        kind = media.get("type")
        if kind not in MEDIA_KINDS or message.media is None:
            raise bad_request("there is no media in the message to edit")
        caption = media.get("caption")
        if caption is not None:
            caption = check.plain_text(caption, media.get("parse_mode"))
        check.check_caption(caption)
        reference = media.get("media")
        if "inline_message_id" in params and str(reference).startswith("attach://"):
            raise bad_request("can't upload a new file into an inline message")
        stored = self._media(kind, reference, files)
        return self._edit(message, params, media=stored, caption=caption)

    def m_editmessagereplymarkup(self, params: Params, files: Files) -> Any:
        return self._edit(self._own_message(params), params)

    def m_deletemessage(self, params: Params, files: Files) -> Any:
        chat = self.chat(params.get("chat_id"))
        found = self.messages.get((chat.id, int(params["message_id"])))
        if found is None or found.deleted:
            raise bad_request("message to delete not found")
        found.deleted = True
        return True

    # -- ephemeral messages (Bot API 10.2/10.3) ---------------------------------------------

    def m_editephemeralmessagetext(self, params: Params, files: Files) -> Any:
        message = self._ephemeral_message(params)
        text = check.check_text(params.get("text"))
        self._edit(message, params, text=check.plain_text(text, params.get("parse_mode")))
        return True

    def m_editephemeralmessagereplymarkup(self, params: Params, files: Files) -> Any:
        self._edit(self._ephemeral_message(params), params)
        return True

    def m_editephemeralmessagecaption(self, params: Params, files: Files) -> Any:
        message = self._ephemeral_message(params)
        caption = check.plain_text(params.get("caption") or "", params.get("parse_mode"))
        self._edit(message, params, caption=caption or None)
        return True

    def m_editephemeralmessagemedia(self, params: Params, files: Files) -> Any:
        message = self._ephemeral_message(params)
        media = params.get("media") or {}
        stored = self._media(media.get("type", ""), media.get("media"), files)
        self._edit(message, params, media=stored, caption=media.get("caption"))
        return True

    def m_deleteephemeralmessage(self, params: Params, files: Files) -> Any:
        self._ephemeral_message(params).deleted = True
        return True

    # -- inline mode ------------------------------------------------------------------------

    def m_answerinlinequery(self, params: Params, files: Files) -> Any:
        query = unanswered(self.inline.queries, params.get("inline_query_id"))
        check_answer(params, self._uploads)
        query.answer = params
        return True

    def m_answerguestquery(self, params: Params, files: Files) -> Any:
        query = unanswered(self.inline.guests, params.get("guest_query_id"))
        check_result(params.get("result"), self._uploads)
        inline = guest_posted(self.inline, self.me, query, params["result"], self._uploads)
        self.inline.messages[inline.id] = inline
        query.answer, query.posted = params, inline.id
        return {"inline_message_id": inline.id}

    # -- callbacks, commands, members -------------------------------------------------------

    def m_answercallbackquery(self, params: Params, files: Files) -> Any:
        query_id = str(params.get("callback_query_id"))
        if query_id not in self.callbacks or self.callbacks[query_id] is not None:
            raise bad_request(QUERY_GONE)
        check.check_alert(params.get("text"))
        self.callbacks[query_id] = params
        return True

    @staticmethod
    def _scope(params: Params) -> str:
        scope = params.get("scope") or {"type": "default"}
        return ":".join(str(scope[key]) for key in sorted(scope))

    def m_setmycommands(self, params: Params, files: Files) -> Any:
        commands = check.check_commands(params.get("commands"))
        self.commands[(self._scope(params), params.get("language_code") or "")] = commands
        return True

    def m_getmycommands(self, params: Params, files: Files) -> Any:
        return self.commands.get((self._scope(params), params.get("language_code") or ""), [])

    def m_deletemycommands(self, params: Params, files: Files) -> Any:
        self.commands.pop((self._scope(params), params.get("language_code") or ""), None)
        return True

    def m_getchat(self, params: Params, files: Files) -> Any:
        gifts = dict.fromkeys(("unlimited_gifts", "limited_gifts", "unique_gifts",
                               "premium_subscription", "gifts_from_channels"), False)
        return {**self.chat(params.get("chat_id")).json(), "accent_color_id": 0,
                "max_reaction_count": 11, "accepted_gift_types": gifts}

    def m_getchatmember(self, params: Params, files: Files) -> Any:
        chat = self.chat(params.get("chat_id"))
        user_id = params.get("user_id")
        user = self._anonymous_admin if user_id == ANONYMOUS_ADMIN_ID else self.users.get(user_id)
        if user is None:
            raise bad_request("PARTICIPANT_ID_INVALID")
        default = "administrator" if user is self._anonymous_admin else "member"
        status = chat.members.get(user.id, "member" if chat.type == "private" else default)
        member: dict[str, Any] = {"status": status, "user": user.json()}
        if status == "creator":
            member["is_anonymous"] = False
        elif status == "administrator":
            member.update({"can_be_edited": False, "is_anonymous": False})
            member.update(dict.fromkeys(ADMIN_RIGHTS, True))
        elif status == "kicked":
            member["until_date"] = 0
        return member

    def m_getme(self, params: Params, files: Files) -> Any:
        return {
            **self.me.json(),
            "can_join_groups": True,
            "can_read_all_group_messages": False,
            "supports_inline_queries": self.inline.enabled,
            "supports_guest_queries": self.inline.guest_mode,
        }

    # -- webhook ----------------------------------------------------------------------------

    def m_setwebhook(self, params: Params, files: Files) -> Any:
        url = params.get("url") or ""
        if not url:
            return self.m_deletewebhook(params, files)
        self.webhook = {
            "url": url,
            "secret_token": params.get("secret_token"),
            "allowed_updates": params.get("allowed_updates"),
        }
        return True

    def m_deletewebhook(self, params: Params, files: Files) -> Any:
        self.webhook = None
        return True

    def m_getwebhookinfo(self, params: Params, files: Files) -> Any:
        return {
            "url": (self.webhook or {}).get("url", ""),
            "has_custom_certificate": False,
            "pending_update_count": 0,
        }
